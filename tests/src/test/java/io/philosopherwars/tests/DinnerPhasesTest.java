package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Scripted;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The phases are cut where they belong: ending a dinner is leaving, not eating; the release is a part of eating, and
 * every design says when its philosophers begin.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerPhasesTest {
    static final long SLOW_LEAVING_MILLIS = 300;

    /**
     * The winner leaves others mid-meal, and the first cancelled meal takes 300 ms to clear up. Those 300 ms must show
     * in leaving, none of them in eating. One slow meal is enough, since the dinner has left when its last philosopher
     * has: when every cancelled meal spun its 300 ms, a virtual dinner spun up to 50 of them two carriers at a time
     * (7.5 s on 2 cores), in the build's alone execution, for the same check.
     */
    @Tag("alone") // compares the eating and leaving clocks: run alone (tests/pom.xml)
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#lockImplementationsAndThreadKinds")
    void cancellingTheOthersIsLeavingNotEating(LockImplementation implementation, ThreadKind threads) {
        AtomicBoolean slowOneChosen = new AtomicBoolean();
        Scripted slowToLeave = Meals.winnerLeavesSomebodyMidMeal("slow to leave", Meals.untilCancelled(cancelled -> {
            if (slowOneChosen.compareAndSet(false, true)) {
                long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SLOW_LEAVING_MILLIS);
                while (System.nanoTime() - end < 0) {
                    Thread.onSpinWait();
                }
            }
            throw cancelled;
        }));
        DinnerSpec spec = new DinnerSpec(implementation, threads, slowToLeave, 100, 1, StopRule.FIRST_FULL,
                Duration.ofSeconds(30));

        DinnerResult result = spec.serve();

        assertEquals(1, result.meals().max());
        assertTrue(result.leavingMillis() >= SLOW_LEAVING_MILLIS * 0.9,
                () -> "leaving took " + result.leavingMillis() + " ms, less than the cancelled meals' clear-up");
        assertTrue(result.eatingMillis() < result.leavingMillis(),
                () -> "eating took " + result.eatingMillis() + " ms: the cancellation was counted as eating");
    }

    /**
     * Every design, on every thread kind it runs on, tells the ledger when its philosophers begin (woken at the gate, a
     * pooled task or a verticle run for the first time): the release is recorded, and it is a part of eating.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#dinners")
    void releaseIsRecordedAndIsAPartOfEating(Implementation implementation, ThreadKind threads, StopRule rule) {
        int philosophers = 50;
        DinnerResult result = new DinnerSpec(implementation, threads, new Noop(), philosophers, 3, rule,
                Duration.ofSeconds(30)).serve();

        assertTrue(result.releaseNanos() > 0, () -> "release " + result.releaseNanos() + " ns");
        assertTrue(result.releaseNanos() <= result.eatingNanos(),
                () -> "release " + result.releaseNanos() + " ns, eating " + result.eatingNanos() + " ns");
        if (rule == StopRule.ALL_FULL) {
            // Nobody is full before it began: under all full every philosopher began before the rule was met.
            assertEquals(philosophers, result.begunAtStop(), "philosophers begun when the last got full");
        } else if (!result.allBegan()) {
            // The winner was full before the last philosopher began: the release lasted the whole of eating.
            assertEquals(result.eatingNanos(), result.releaseNanos(), "release of a table never all begun");
        }
    }
}
