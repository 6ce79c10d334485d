package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Noop;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The meal clock under every implementation and thread kind: every meal's length and every wait but a philosopher's
 * first are clocked exactly once, for the seat that ate, while many philosophers record at once; none is negative.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class MealClockTest {
    static final int PHILOSOPHERS = 50;
    static final int MEALS = 20;

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#implementationsAndThreadKinds")
    void everyMealIsClockedOnceForItsSeatAndEveryWaitButTheFirst(Implementation implementation, ThreadKind threads) {
        AtomicIntegerArray waitsPerSeat = new AtomicIntegerArray(PHILOSOPHERS);
        AtomicIntegerArray mealsPerSeat = new AtomicIntegerArray(PHILOSOPHERS);
        LongAdder negative = new LongAdder();
        MealClock clocked = new MealClock(new Noop(), new MealClock.Recorder() {
            @Override
            public void waited(int seat, long nanos) {
                waitsPerSeat.incrementAndGet(seat);
                if (nanos < 0) {
                    negative.increment();
                }
            }

            @Override
            public void ate(int seat, long nanos) {
                mealsPerSeat.incrementAndGet(seat);
                if (nanos < 0) {
                    negative.increment();
                }
            }
        });

        DinnerResult result = new DinnerSpec(implementation, threads, clocked, PHILOSOPHERS, MEALS, StopRule.ALL_FULL,
                Duration.ofSeconds(30)).serve();

        assertEquals((long) PHILOSOPHERS * MEALS, result.meals().total());
        for (int seat = 0; seat < PHILOSOPHERS; seat++) {
            assertEquals(MEALS - 1, waitsPerSeat.get(seat), "waits clocked for seat " + seat);
            assertEquals(MEALS, mealsPerSeat.get(seat), "meal lengths clocked for seat " + seat);
        }
        assertEquals(0, negative.sum(), "negative waits or lengths");
        assertTrue(result.eatingNanos() > 0);
    }
}
