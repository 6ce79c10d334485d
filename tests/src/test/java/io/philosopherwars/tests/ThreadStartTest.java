package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Setup fails the way a dinner past the OS thread limit or past its time limit does: within 10 s, with one message that
 * says why, and with every philosopher started so far gone. The thread factory stands in for the OS, so the path is
 * tested without reaching a real limit (which, on this machine, is about 32,000 platform threads).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ThreadStartTest {
    static final int PHILOSOPHERS = 2_000;
    /**
     * The refused dinner's table: the factory refuses the 151st of 200 threads. Failing the dinner and stopping the
     * philosophers already started is the same path at any count; 1,500 of 2,000 started and stopped 1,500 platform
     * threads in each of the 12 cells for nothing more.
     */
    static final int REFUSED_TABLE = 200;
    static final int STARTED = 150;

    private static void serve(LockImplementation implementation, DinnerSpec spec, RecordedThreads threads) {
        try (Kitchen kitchen = Kitchens.open(spec)) {
            implementation.serve(spec, kitchen, threads);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#lockDinners")
    void refusedThreadFailsTheDinnerPromptlyAndEveryStartedPhilosopherIsGone(LockImplementation implementation,
            ThreadKind threads, StopRule rule) {
        RecordedThreads factory = RecordedThreads.refusingAfter(threads, STARTED);
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Noop(), REFUSED_TABLE, 100, rule,
                Duration.ofSeconds(30));

        DinnerFailedException failure = Tables.failsWithin(Duration.ofSeconds(10),
                () -> serve(implementation, spec, factory));

        assertTrue(failure.getMessage().contains("could not start philosopher " + STARTED + " of " + REFUSED_TABLE),
                failure::getMessage);
        assertTrue(failure.getMessage().contains("OS thread limit"), failure::getMessage);
        assertEquals(STARTED, factory.made());
        factory.assertAllGone();
    }

    /**
     * 10,000,000 platform threads cannot exist here (Linux: vm.max_map_count, kernel.threads-max): no thread starts.
     */
    @ParameterizedTest
    @MethodSource("io.philosopherwars.tests.Matrix#threadPerPhilosopher")
    void platformDinnerOverTheMachinesThreadCeilingFailsBeforeStartingAnyThread(LockImplementation implementation) {
        assumeTrue(Files.isReadable(Path.of("/proc/sys/vm/max_map_count")), "Linux only");
        RecordedThreads factory = RecordedThreads.of(ThreadKind.PLATFORM);
        DinnerSpec spec = new DinnerSpec(implementation, ThreadKind.PLATFORM, new Noop(), 10_000_000, 10,
                StopRule.FIRST_FULL, Duration.ofSeconds(30));

        DinnerFailedException failure = Tables.failsWithin(Duration.ofSeconds(1),
                () -> serve(implementation, spec, factory));

        assertTrue(failure.getMessage().contains("needs 10,000,000 platform threads"), failure::getMessage);
        assertTrue(failure.getMessage().contains("vm.max_map_count"), failure::getMessage);
        assertEquals(0, factory.made(), "threads were started for a dinner that could not run");
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#lockDinners")
    void seatingPastTheTimeLimitFailsDuringSetupAndEverySeatedPhilosopherIsGone(LockImplementation implementation,
            ThreadKind threads, StopRule rule) {
        // 2 ms per thread: 2,000 philosophers would need 4 s to sit down, the limit is 0.2 s (12 dinners wait it out).
        Duration limit = Duration.ofMillis(200);
        RecordedThreads factory = RecordedThreads.slow(threads, Duration.ofMillis(2));
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Noop(), PHILOSOPHERS, 100, rule, limit);

        DinnerFailedException failure = Tables.failsWithin(limit.plusSeconds(10),
                () -> serve(implementation, spec, factory));

        assertTrue(
                failure.getMessage().contains(
                        "exceeded its time limit of " + limit + " while its philosophers were still sitting down"),
                failure::getMessage);
        assertTrue(factory.made() < PHILOSOPHERS, "setup went on after its time limit: " + factory.made());
        factory.assertAllGone();
    }
}
