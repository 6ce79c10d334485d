package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.philosopherwars.core.ContextSwitches;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.core.workload.Workload;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The kernel's context-switch count (getrusage) that dinners report per meal of their eating phase. */
@Tag("alone") // counts the kernel's context switches: run alone (tests/pom.xml)
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ContextSwitchesTest {
    private static final int SLEEPS = 200;

    @Test
    void countsEverySleepOfAPlatformThreadEvenAfterItEnded() throws Exception {
        assumeTrue(ContextSwitches.available(), "getrusage with Linux's 64-bit layout");
        long before = ContextSwitches.ofProcess();
        // Each sleep blocks the thread in the kernel: one voluntary switch at least, whatever else runs.
        Thread sleeper = Thread.ofPlatform().name("philosopher-sleeper").start(() -> {
            for (int i = 0; i < SLEEPS; i++) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        assertTrue(sleeper.join(Duration.ofSeconds(20)));
        long switches = ContextSwitches.ofProcess() - before;
        assertTrue(switches >= SLEEPS, () -> switches + " switches for " + SLEEPS + " sleeps of a thread now ended");
    }

    @Test
    void aPlatformDinnerThatSleepsSwitchesAtLeastOncePerMeal() {
        assumeTrue(ContextSwitches.available(), "getrusage with Linux's 64-bit layout");
        // A platform thread's sleep blocks it in the kernel: every meal is one voluntary switch at least. (Whether a
        // noop dinner switches more on platform than on virtual threads is a measurement, not a rule: with so few
        // kernel switches per meal, 1 in 1,000 or less, the JIT and GC threads decide it; CI once saw it reversed.)
        DinnerResult platform = dinner(ThreadKind.PLATFORM, new Sleep(Duration.ofMillis(1)), 10, 20);
        assertTrue(platform.switchesPerMeal() >= 1, platform::toString);
        assertEquals(platform.eatingSwitches() / (double) platform.meals().total(), platform.switchesPerMeal(), 1e-12);
    }

    @Test
    void aNoopDinnerReportsItsCountOnEitherThreadKind() {
        assumeTrue(ContextSwitches.available(), "getrusage with Linux's 64-bit layout");
        for (ThreadKind threads : ThreadKind.values()) {
            DinnerResult noop = dinner(threads, new Noop(), 100, 2_000);
            assertTrue(noop.eatingSwitches() >= 0, noop::toString);
            assertTrue(noop.switchesPerMeal() < 10, noop::toString);
        }
    }

    private static DinnerResult dinner(ThreadKind threads, Workload workload, int philosophers, int meals) {
        return new DinnerSpec(LockImplementation.REENTRANT_LOCK, threads, workload, philosophers, meals,
                StopRule.ALL_FULL, Duration.ofSeconds(30)).serve();
    }
}
