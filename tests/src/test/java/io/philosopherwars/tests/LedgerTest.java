package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The ledger's rules without any thread racing: when the stop rule is met, which meal counts yield a result, which
 * failure wins, and how the three phases are cut. The engine's tests see these only through whole dinners.
 */
class LedgerTest {
    static final int MEALS = 5;

    private static Ledger ledger(StopRule rule, int philosophers) {
        return new Ledger(new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL, new Noop(),
                philosophers, MEALS, rule, Duration.ofSeconds(1)));
    }

    private static void eat(Ledger ledger, int... meals) {
        for (int seat = 0; seat < meals.length; seat++) {
            ledger.seated(seat, () -> 0);
            if (meals[seat] == MEALS) {
                ledger.full();
            }
            ledger.left(seat, meals[seat]);
        }
    }

    private static String invalid(Ledger ledger) {
        return assertThrows(DinnerFailedException.class, () -> ledger.result(0, 1, 2)).getMessage();
    }

    @Test
    void firstFullIsOverAtTheFirstFullPhilosopher() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 3);
        assertFalse(ledger.over());

        ledger.full();

        assertTrue(ledger.over());
    }

    @Test
    void allFullIsOverOnlyAtTheLastFullPhilosopher() {
        Ledger ledger = ledger(StopRule.ALL_FULL, 3);
        ledger.full();
        ledger.full();
        assertFalse(ledger.over(), "two of three full is not all full");

        ledger.full();

        assertTrue(ledger.over());
    }

    @Test
    void endIsOverForEverybody() {
        Ledger ledger = ledger(StopRule.ALL_FULL, 3);

        ledger.end();

        assertTrue(ledger.over());
    }

    @Test
    void firstFullResultCountsEveryMeal() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 3);
        eat(ledger, 2, MEALS, 0);

        DinnerResult result = ledger.result(0, 1, 2);

        assertEquals(2 + MEALS, result.meals().total());
        assertEquals(MEALS, result.meals().max());
        assertEquals(1, result.meals().neverAte());
        assertEquals(1, result.platformThreads(), "three seats on one thread are one thread");
        assertEquals(0, result.virtualThreads());
    }

    @Test
    void firstFullWithoutAFullPhilosopherIsInvalid() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        eat(ledger, MEALS - 1, 1);

        assertTrue(invalid(ledger).contains("nobody ate all " + MEALS + " meals (most was " + (MEALS - 1) + ")"));
    }

    @Test
    void moreMealsThanServedIsInvalid() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        ledger.full();
        ledger.left(0, MEALS + 1);
        ledger.left(1, 0);

        assertTrue(invalid(ledger).contains("ate " + (MEALS + 1) + " meals, more than the " + MEALS));
    }

    @Test
    void allFullWithAHungryPhilosopherIsInvalid() {
        Ledger ledger = ledger(StopRule.ALL_FULL, 2);
        eat(ledger, MEALS, MEALS - 2);

        assertTrue(invalid(ledger).contains("a philosopher ate " + (MEALS - 2) + " of " + MEALS + " meals"));
    }

    @Test
    void mealsThatLookFullButNeverMetTheRuleAreInvalid() {
        Ledger ledger = ledger(StopRule.ALL_FULL, 2);
        ledger.left(0, MEALS);
        ledger.left(1, MEALS);

        assertTrue(invalid(ledger).contains("stop rule was never met"));
    }

    @Test
    void aFailureHasNoResultEvenAfterAWinner() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        eat(ledger, MEALS, 1);
        DinnerFailedException first = ledger.failed(1, new IOException("burnt"));
        ledger.failed(0, new IOException("later"));

        DinnerFailedException thrown = assertThrows(DinnerFailedException.class, () -> ledger.result(0, 1, 2));

        assertSame(first, thrown, "the first failure is the dinner's");
        assertSame(first, ledger.failure());
        assertTrue(thrown.getMessage().contains("philosopher 1 failed while eating"), thrown::getMessage);
        assertTrue(ledger.over(), "a failure ends the dinner");
    }

    /** Setup ends at the release, eating at the moment the rule was met, leaving when the last one left. */
    @Test
    void phasesAreCutAtReleaseRuleAndLastLeaving() throws InterruptedException {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        long seating = System.nanoTime();
        Thread.sleep(2);
        long released = System.nanoTime();
        Thread.sleep(2);
        long beforeRule = System.nanoTime();
        eat(ledger, MEALS, 0);
        long afterRule = System.nanoTime();
        Thread.sleep(2);
        long allLeft = System.nanoTime();

        DinnerResult result = ledger.result(seating, released, allLeft);

        assertEquals(released - seating, result.setupNanos());
        assertTrue(result.eatingNanos() >= beforeRule - released && result.eatingNanos() <= afterRule - released,
                () -> "eating " + result.eatingNanos());
        assertEquals(allLeft - released, result.eatingNanos() + result.leavingNanos());
    }

    /** The release ends when the last philosopher begins, inside eating, which keeps its own length. */
    @Test
    void releaseEndsAtTheLastPhilosopherToBegin() throws InterruptedException {
        Ledger ledger = ledger(StopRule.ALL_FULL, 3);
        long released = System.nanoTime();
        ledger.begun(1);
        ledger.begun(1);
        Thread.sleep(2);
        long beforeLast = System.nanoTime();
        ledger.begun(1);
        long afterLast = System.nanoTime();
        Thread.sleep(2);
        eat(ledger, MEALS, MEALS, MEALS);

        DinnerResult result = ledger.result(0, released, System.nanoTime());

        assertTrue(result.releaseNanos() >= beforeLast - released && result.releaseNanos() <= afterLast - released,
                () -> "release " + result.releaseNanos());
        assertTrue(result.eatingNanos() - result.releaseNanos() >= 2_000_000, () -> "eating " + result.eatingNanos());
        assertEquals(3, result.begunAtStop());
        assertTrue(result.allBegan());
    }

    /** A philosopher that sits down after the release (a pooled task, a verticle) has begun; one before it has not. */
    @Test
    void sittingDownAfterTheReleaseIsBeginning() {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 3);
        ledger.seated(0, () -> 0);
        long released = ledger.release();
        ledger.seated(1, () -> 0);
        ledger.seated(2, () -> 0);
        ledger.full();
        for (int seat = 0; seat < 3; seat++) {
            ledger.left(seat, seat == 0 ? MEALS : 0);
        }

        DinnerResult result = ledger.result(0, released, System.nanoTime());

        assertEquals(2, result.begunAtStop());
        assertEquals(result.eatingNanos(), result.releaseNanos());
    }

    /**
     * A winner full before a neighbour ever ran: the release lasted the whole of eating, never into leaving, and the
     * result says who had begun.
     */
    @Test
    void releaseLastsAllOfEatingWhenSomebodyBeganOnlyAfterTheRule() throws InterruptedException {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        long released = System.nanoTime();
        ledger.begun(1);
        eat(ledger, MEALS, 0);
        Thread.sleep(2);
        ledger.begun(1);

        DinnerResult result = ledger.result(0, released, System.nanoTime());

        assertEquals(result.eatingNanos(), result.releaseNanos());
        assertEquals(1, result.begunAtStop());
        assertFalse(result.allBegan());
    }

    /** The moment the rule was met is the first full philosopher's, not a later one's. */
    @Test
    void ruleIsMetOnceAtTheFirstFullUnderFirstFull() throws InterruptedException {
        Ledger ledger = ledger(StopRule.FIRST_FULL, 2);
        long released = System.nanoTime();
        ledger.seated(0, () -> 0);
        ledger.full();
        long afterFirst = System.nanoTime();
        Thread.sleep(5);
        ledger.full();
        ledger.left(0, MEALS);
        ledger.left(1, MEALS);

        DinnerResult result = ledger.result(released, released, System.nanoTime());

        assertTrue(result.eatingNanos() <= afterFirst - released, () -> "eating " + result.eatingNanos());
    }

    @Test
    void virtualAndPlatformSeatsAreCountedApart() throws InterruptedException {
        Ledger ledger = ledger(StopRule.ALL_FULL, 3);
        Thread.ofVirtual().start(() -> ledger.seated(0, () -> 0)).join();
        Thread.ofVirtual().start(() -> ledger.seated(1, () -> 0)).join();
        ledger.seated(2, () -> 0);
        for (int seat = 0; seat < 3; seat++) {
            ledger.full();
            ledger.left(seat, MEALS);
        }

        DinnerResult result = ledger.result(0, 1, 2);

        assertEquals(2, result.virtualThreads());
        assertEquals(1, result.platformThreads());
        assertEquals(3, ledger.threads().size());
    }
}
