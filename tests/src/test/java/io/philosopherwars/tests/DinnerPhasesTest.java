package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Scripted;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The three phases are cut where they belong: ending a dinner is leaving, not eating. */
@Tag("alone") // compares the eating and leaving clocks: run alone (tests/pom.xml)
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerPhasesTest {
    static final long SLOW_LEAVING_MILLIS = 300;

    /**
     * The winner leaves others mid-meal, and a cancelled meal takes 300 ms to clear up. Those 300 ms must show in
     * leaving, none of them in eating.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#lockImplementationsAndThreadKinds")
    void cancellingTheOthersIsLeavingNotEating(LockImplementation implementation, ThreadKind threads) {
        Scripted slowToLeave = Meals.winnerLeavesSomebodyMidMeal("slow to leave", Meals.untilCancelled(cancelled -> {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SLOW_LEAVING_MILLIS);
            while (System.nanoTime() - end < 0) {
                Thread.onSpinWait();
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
}
