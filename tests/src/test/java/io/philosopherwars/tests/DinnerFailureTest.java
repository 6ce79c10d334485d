package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Sleep;
import java.io.IOException;
import java.net.SocketException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A dinner that cannot finish ends within its bound, says why, yields no result and leaves no thread behind. */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerFailureTest {

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#dinners")
    void failingWorkloadFailsTheDinnerAndNamesTheCause(Implementation implementation, ThreadKind threads,
            StopRule rule) {
        AtomicInteger meals = new AtomicInteger();
        Scripted burning = new Scripted("burning", () -> {
            if (meals.incrementAndGet() == 50) {
                throw new IOException("the kitchen is on fire");
            }
        });
        DinnerSpec spec = new DinnerSpec(implementation, threads, burning, 100, 1_000, rule, Duration.ofSeconds(30));

        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

        assertTrue(failure.getMessage().contains("the kitchen is on fire"), failure::getMessage);
        assertTrue(failure.getMessage().contains(implementation.id()), failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }

    /**
     * An {@code Error} from a meal (a failed assertion, a StackOverflowError) ends the dinner with that cause within
     * seconds; a philosopher that let it escape without leaving would turn it into a time-out after the whole limit.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#dinners")
    void mealThatThrowsAnErrorFailsTheDinnerWithItsCause(Implementation implementation, ThreadKind threads,
            StopRule rule) {
        AtomicInteger meals = new AtomicInteger();
        Scripted choking = new Scripted("choking", () -> {
            if (meals.incrementAndGet() == 50) {
                throw new AssertionError("a philosopher choked");
            }
        });
        DinnerSpec spec = new DinnerSpec(implementation, threads, choking, 100, 1_000, rule, Duration.ofSeconds(30));

        long start = System.nanoTime();
        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertTrue(failure.getMessage().contains("a philosopher choked"), failure::getMessage);
        assertTrue(tookMillis < 10_000, "a dinner whose meal threw an Error took " + tookMillis + " ms to fail");
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }

    /**
     * Whether a failed meal was cancelled is decided by the exception's type and the thread's interrupt, never by its
     * message. The winner leaves somebody mid-meal; that one, cancelled, clears its interrupt and fails with an
     * exception that merely reads like an interrupt: a failure, not a cancellation (matching "Closed by interrupt" as
     * text would have given a number).
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#lockImplementationsAndThreadKinds")
    void failureThatOnlyReadsLikeAnInterruptIsAFailure(LockImplementation implementation, ThreadKind threads) {
        Scripted lookalike = Meals.winnerLeavesSomebodyMidMeal("lookalike", Meals.untilCancelled(cancelled -> {
            Thread.interrupted();
            throw new SocketException("Closed by interrupt");
        }));
        DinnerSpec spec = new DinnerSpec(implementation, threads, lookalike, 100, 1, StopRule.FIRST_FULL,
                Duration.ofSeconds(30));

        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

        assertTrue(failure.getMessage().contains("failed while eating: java.net.SocketException: Closed by interrupt"),
                failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }

    /**
     * A time limit far shorter than the dinner: 36 dinners wait it out, so it is short; what is tested is that the
     * dinner ends at it, whatever its length (250 ms until 2026-11-29: 36 x 150 ms more of the build's time).
     */
    static final Duration TIME_LIMIT = Duration.ofMillis(100);

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#dinners")
    void dinnerPastItsTimeLimitIsCancelledPromptly(Implementation implementation, ThreadKind threads, StopRule rule) {
        // Thread philosophers are interrupted out of their sleep, so their meal is longer than their bound: one that
        // was not interrupted fails the test. A verticle finishes the meal in hand (an event loop cannot be
        // interrupted), then leaves: its meal is shorter, as the test waits for it, and still longer than the limit.
        boolean interruptible = implementation instanceof LockImplementation;
        Duration meal = Duration.ofMillis(interruptible ? 3_000 : 150);
        long boundMillis = interruptible ? 2_000 : 10_000;
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Sleep(meal), 100, 5, rule, TIME_LIMIT);

        long start = System.nanoTime();
        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertTrue(failure.getMessage().contains("exceeded its time limit of " + TIME_LIMIT), failure::getMessage);
        assertTrue(tookMillis < boundMillis, "a timed-out dinner took " + tookMillis + " ms to give up");
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }
}
