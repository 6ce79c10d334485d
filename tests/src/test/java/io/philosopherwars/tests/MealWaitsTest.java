package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.MealWaits;
import io.philosopherwars.core.workload.Noop;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The per-meal wait clock under every implementation and thread kind: every meal but a philosopher's first is clocked
 * exactly once, by the seat that ate it, while many philosophers record at once, and no wait is negative.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class MealWaitsTest {
    static final int PHILOSOPHERS = 50;
    static final int MEALS = 20;

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#implementationsAndThreadKinds")
    void everyMealButTheFirstIsClockedOnceForItsSeat(Implementation implementation, ThreadKind threads) {
        AtomicIntegerArray perSeat = new AtomicIntegerArray(PHILOSOPHERS);
        LongAdder negative = new LongAdder();
        MealWaits clocked = new MealWaits(new Noop(), (seat, wait) -> {
            perSeat.incrementAndGet(seat);
            if (wait < 0) {
                negative.increment();
            }
        });

        DinnerResult result = new DinnerSpec(implementation, threads, clocked, PHILOSOPHERS, MEALS, StopRule.ALL_FULL,
                Duration.ofSeconds(30)).serve();

        assertEquals((long) PHILOSOPHERS * MEALS, result.meals().total());
        for (int seat = 0; seat < PHILOSOPHERS; seat++) {
            assertEquals(MEALS - 1, perSeat.get(seat), "waits clocked for seat " + seat);
        }
        assertEquals(0, negative.sum(), "negative waits");
        assertTrue(result.eatingNanos() > 0);
    }
}
