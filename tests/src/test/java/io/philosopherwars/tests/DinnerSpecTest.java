package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.ActiveWait;
import io.philosopherwars.core.workload.FileRead;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.WorkloadKind;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** A spec that cannot be served cannot be built, and the message says what is wrong. */
class DinnerSpecTest {
    private static final Workload NOOP = new Noop();

    private static DinnerSpec spec(int philosophers, int meals) {
        return new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL, NOOP, philosophers, meals,
                StopRule.FIRST_FULL, Duration.ofSeconds(1));
    }

    private static void rejects(String message, Executable build) {
        assertEquals(message, assertThrows(RuntimeException.class, build).getMessage());
    }

    @Test
    void rejectsASinglePhilosopher() {
        rejects("a dinner needs at least 2 philosophers (2 chopsticks), got 1", () -> spec(1, 10));
    }

    @Test
    void rejectsZeroPhilosophers() {
        rejects("a dinner needs at least 2 philosophers (2 chopsticks), got 0", () -> spec(0, 10));
    }

    @Test
    void rejectsNegativePhilosophers() {
        rejects("a dinner needs at least 2 philosophers (2 chopsticks), got -5", () -> spec(-5, 10));
    }

    @Test
    void rejectsZeroMeals() {
        rejects("meals must be positive, got 0", () -> spec(10, 0));
    }

    @Test
    void rejectsNegativeMeals() {
        rejects("meals must be positive, got -1", () -> spec(10, -1));
    }

    @Test
    void rejectsNullWorkload() {
        rejects("workload must not be null",
                () -> DinnerSpec.of(LockImplementation.SYNCHRONIZED, ThreadKind.PLATFORM, null));
    }

    @Test
    void rejectsNullImplementation() {
        rejects("implementation must not be null", () -> DinnerSpec.of(null, ThreadKind.PLATFORM, NOOP));
    }

    @Test
    void rejectsNullThreadKind() {
        rejects("thread kind must not be null", () -> DinnerSpec.of(LockImplementation.SYNCHRONIZED, null, NOOP));
    }

    @Test
    void rejectsNullStopRule() {
        rejects("stop rule must not be null", () -> spec(10, 10).withStopRule(null));
    }

    @Test
    void rejectsNonPositiveTimeLimit() {
        rejects("time limit must be positive, got PT0S", () -> spec(10, 10).withTimeLimit(Duration.ZERO));
    }

    @Test
    void rejectsNonPositiveSleep() {
        rejects("sleep duration must be positive, got PT-0.000001S", () -> new Sleep(Duration.ofNanos(-1_000)));
    }

    @Test
    void rejectsNonPositiveActiveWait() {
        rejects("active wait duration must be positive, got PT0S", () -> new ActiveWait(Duration.ZERO));
    }

    @Test
    void rejectsEmptyFile() {
        rejects("file size must be positive, got 0 bytes", () -> new FileRead(0));
    }

    @Test
    void rejectsUnknownWorkload() {
        rejects("unknown workload 'teleport'; expected one of: noop, sleep, activeWait, fileRead, fileReadDirect, urlConnection, httpClient, okHttp, yourMeal",
                () -> WorkloadKind.byId("teleport"));
    }

    @Test
    void rejectsUnknownImplementation() {
        rejects("unknown implementation 'mutex'; expected one of: reentrantLock, fairReentrantLock, synchronized, partitionedLock, vertx, vertxPerLoop, vertxEventBus",
                () -> Implementations.byId("mutex"));
    }

    @Test
    void findsAxesByIdIgnoringCase() {
        assertEquals(LockImplementation.SYNCHRONIZED, Implementations.byId("Synchronized"));
        assertEquals(WorkloadKind.ACTIVE_WAIT, WorkloadKind.byId("activewait"));
    }

    /** Two philosophers (two chopsticks) is the smallest table, and it is allowed. */
    @Test
    void acceptsTheSmallestTable() {
        assertEquals(2, spec(2, 1).philosophers());
    }

    @Test
    void labelNamesEveryAxisOfTheDinner() {
        assertEquals("reentrantLock/virtual/noop 1000x10000 firstFull", spec(1_000, 10_000).label());
    }

    /** Each copy changes its one field and keeps the others. */
    @Test
    void copiesChangeOneFieldEach() {
        DinnerSpec spec = spec(1_000, 10_000);
        Workload sleep = new Sleep(Duration.ofMillis(1));

        assertEquals(7, spec.withPhilosophers(7).philosophers());
        assertEquals(3, spec.withMeals(3).meals());
        assertEquals(StopRule.ALL_FULL, spec.withStopRule(StopRule.ALL_FULL).stopRule());
        assertEquals(sleep, spec.withWorkload(sleep).workload());
        assertEquals(Duration.ofSeconds(9), spec.withTimeLimit(Duration.ofSeconds(9)).timeLimit());
        assertEquals(spec, spec.withMeals(3).withMeals(10_000));
    }
}
