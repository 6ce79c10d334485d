package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.philosopherwars.core.ContextSwitches;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The kernel's context-switch count (getrusage) that dinners report per meal of their eating phase. */
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
    void aPlatformDinnerSwitchesPerMealAndAVirtualOneFarLess() {
        assumeTrue(ContextSwitches.available(), "getrusage with Linux's 64-bit layout");
        DinnerResult platform = dinner(ThreadKind.PLATFORM);
        DinnerResult virtual = dinner(ThreadKind.VIRTUAL);
        assertTrue(platform.eatingSwitches() > 0, platform::toString);
        assertTrue(platform.switchesPerMeal() > 0 && platform.switchesPerMeal() < 10, platform::toString);
        // Virtual threads park and unmount without the kernel: only the carriers' switches are counted.
        assertTrue(virtual.switchesPerMeal() < platform.switchesPerMeal(),
                () -> virtual.switchesPerMeal() + " per meal virtual vs " + platform.switchesPerMeal() + " platform");
    }

    private static DinnerResult dinner(ThreadKind threads) {
        return new DinnerSpec(LockImplementation.REENTRANT_LOCK, threads, new Noop(), 100, 2_000, StopRule.ALL_FULL,
                Duration.ofSeconds(30)).serve();
    }
}
