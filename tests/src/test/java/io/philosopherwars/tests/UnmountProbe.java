package io.philosopherwars.tests;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.VirtualUnmounts;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.core.workload.Workload;
import java.time.Duration;
import java.util.Locale;

/**
 * Run by {@link UnmountsTest} in a JVM started with the unmount agent: prints what the counter saw, one
 * {@code key=value} per line.
 */
public final class UnmountProbe {
    static final int SLEEPS = 50;

    private UnmountProbe() {
    }

    public static void main(String[] args) throws Exception {
        System.out.println("available=" + VirtualUnmounts.available());
        long before = VirtualUnmounts.ofProcess();
        // A virtual thread's sleep parks it: one unmount each, nothing else runs virtual threads here.
        Thread sleeper = Thread.ofVirtual().start(() -> {
            for (int i = 0; i < SLEEPS; i++) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sleeper.join();
        System.out.println("sleeps=" + (VirtualUnmounts.ofProcess() - before));
        print("sleepVirtual", dinner(ThreadKind.VIRTUAL, new Sleep(Duration.ofMillis(1)), 10, 20));
        print("sleepPlatform", dinner(ThreadKind.PLATFORM, new Sleep(Duration.ofMillis(1)), 10, 20));
        print("noopVirtual", dinner(ThreadKind.VIRTUAL, new Noop(), 100, 2_000));
    }

    private static DinnerResult dinner(ThreadKind threads, Workload workload, int philosophers, int meals) {
        return new DinnerSpec(LockImplementation.REENTRANT_LOCK, threads, workload, philosophers, meals,
                StopRule.ALL_FULL, Duration.ofSeconds(30)).serve();
    }

    private static void print(String name, DinnerResult result) {
        System.out.println(name + "=" + String.format(Locale.ROOT, "%.6f", result.unmountsPerMeal()));
    }
}
