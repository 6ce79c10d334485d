package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Progress;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.vertx.VertxImplementation;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A dinner that ran out of time says whether it had stopped eating (frozen) or was still eating (slow), from the meals
 * sampled during it, in both engines; a dinner that finished reports its longest time without a meal.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ProgressTest {
    private static final long SECOND = 1_000_000_000L;

    /** Samples every half second: {@code meals[i]} eaten by {@code (i + 1) / 2} s. */
    private static Progress sampled(long served, long... meals) {
        long[] times = new long[meals.length];
        for (int i = 0; i < meals.length; i++) {
            times[i] = (i + 1) * SECOND / 2;
        }
        return Progress.of(times, meals, meals.length, 0, served, 0);
    }

    @Test
    void noMealForFiveSecondsWithMealsLeftIsFrozen() {
        Progress frozen = sampled(1_000, 100, 200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300);

        assertTrue(frozen.frozen(), frozen::words);
        assertEquals(5.0, frozen.lastMealAgo(), 1e-9);
        assertEquals(5.0, frozen.longestStall(), 1e-9);
        assertTrue(frozen.state().startsWith("frozen: no meal for the last 5.0 s, 30% eaten"), frozen::state);
    }

    /**
     * A stall that the collectors' pauses filled at least half of is GC-bound, not told frozen, and said so; one they
     * barely touched is frozen, with its pauses named; a token from before GC time was recorded still reads back.
     */
    @Test
    void aStallSpentMostlyInGcPausesIsNotToldFrozen() {
        long[] times = new long[13];
        long[] meals = { 100, 200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300 };
        long[] full = new long[13];
        long[] light = new long[13];
        for (int i = 0; i < times.length; i++) {
            times[i] = (i + 1) * SECOND / 2;
            // From the last growth (sample 2), 4.5 s of full collections over the 5 s stall; or 0.2 s.
            full[i] = i <= 2 ? 50 : 50 + 450L * (i - 2);
            light[i] = i <= 2 ? 50 : 50 + 20L * (i - 2);
        }
        Progress heap = Progress.of(times, meals, full, 0, times.length, 0, 1_000, 0);
        Progress frozen = Progress.of(times, meals, light, 0, times.length, 0, 1_000, 0);

        assertEquals(4.5, heap.stallGcSeconds(), 1e-9);
        assertTrue(heap.gcBound(), heap::words);
        assertFalse(heap.frozen(), heap::words);
        assertEquals("GC-bound: no meal for the last 5.0 s, 4.5 s of it in GC pauses, 30% eaten", heap.state());
        assertTrue(heap.words().contains("4.5 s of it in GC pauses: mostly the collector's, so not told frozen"),
                heap::words);
        assertTrue(frozen.frozen(), frozen::words);
        assertFalse(frozen.gcBound());
        assertEquals("frozen: no meal for the last 5.0 s, 0.2 s of it in GC pauses, 30% eaten", frozen.state());

        assertEquals(4.5, Progress.parse(heap.words()).orElseThrow().stallGcSeconds(), 1e-9);
        assertEquals(4.55, heap.gcSeconds(), 1e-9, "from the release: 50 ms before the last growth here");
        assertEquals(4.55, Progress.parse(heap.words()).orElseThrow().gcSeconds(), 1e-9);
        Progress before = Progress.parse("[progress meals=158 served=10000000 seconds=22.866 lastMealAgo=7.410"
                + " longestStall=7.716 rate=0.0 samples=19 sampling=0.1431]").orElseThrow();
        assertTrue(Double.isNaN(before.stallGcSeconds()));
        assertTrue(Double.isNaN(before.gcSeconds()));
        assertTrue(before.frozen(), "without GC time, a stall is frozen as it always was");
        assertEquals("frozen: no meal for the last 7.4 s, 0% eaten", before.state());

        // A table that never ate: its stall runs from the release, and so do its pauses, a full collection before the
        // first sample included (3 s of them here, then 0.1 s a sample).
        long[] none = new long[11];
        long[] fromRelease = new long[11];
        for (int i = 0; i < none.length; i++) {
            fromRelease[i] = 1_000 + 3_000 + 100L * i;
        }
        Progress never = Progress.of(java.util.Arrays.copyOf(times, 11), none, fromRelease, 1_000, 11, 0, 1_000, 0);
        assertEquals(5.5, never.lastMealAgo(), 1e-9);
        assertEquals(4.0, never.stallGcSeconds(), 1e-9);
        assertTrue(never.gcBound(), never::words);

        // A slow dinner shows the collector's share of its eating beside its projection, and stays slow: what a design
        // allocates is its own cost.
        long[] eating = new long[11];
        long[] gc = new long[11];
        for (int i = 0; i < eating.length; i++) {
            eating[i] = 100L * (i + 1);
            gc[i] = 1_000 + 300L * (i + 1);
        }
        Progress slow = Progress.of(java.util.Arrays.copyOf(times, 11), eating, gc, 1_000, 11, 0, 10_000, 0);
        assertEquals(3.3, slow.gcSeconds(), 1e-9);
        assertFalse(slow.gcBound());
        assertTrue(slow.state().endsWith("at its last rate; 3.3 s of its 5.5 s of eating in GC pauses"), slow::state);
        assertTrue(slow.words().contains("3.3 s of its 5.5 s of eating in GC pauses (slow, not frozen)"), slow::words);
    }

    @Test
    void stillEatingAtTheEndIsSlowWithItsProjection() {
        // 100 meals per half second for the last 5 s: 200 meals/s, 500 of 2,000 left at 5.5 s.
        Progress slow = sampled(2_000, 100, 100, 100, 100, 100, 500, 600, 700, 800, 900, 1_000, 1_100, 1_200, 1_300,
                1_400, 1_500);

        assertFalse(slow.frozen(), slow::words);
        assertEquals(200.0, slow.recentRate(), 1e-9);
        assertEquals(8.0 + 500 / 200.0, slow.projectedSeconds(), 1e-9);
        // Meals stood still from 0.5 s to 2.5 s: a stall of 2 s, over by the end.
        assertEquals(2.0, slow.longestStall(), 1e-9);
        assertTrue(slow.state().startsWith("slow: 75% eaten, all full in about 10.5 s"), slow::state);
    }

    @Test
    void aMealCountThatReachedEverythingServedIsNeitherFrozenNorStalled() {
        Progress done = sampled(300, 100, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300);

        assertFalse(done.frozen());
        assertEquals(0.0, done.longestStall(), 1e-9);
        assertEquals("all served", done.state());
    }

    @Test
    void wordsCarryATokenTheReportReadsBack() {
        Progress slow = sampled(2_000, 100, 300, 500);
        String message = "dinner x exceeded its time limit; progress at the limit: " + slow.words();

        Progress read = Progress.parse(message).orElseThrow();

        assertEquals(slow.meals(), read.meals());
        assertEquals(slow.served(), read.served());
        assertEquals(slow.seconds(), read.seconds(), 1e-3);
        assertEquals(slow.recentRate(), read.recentRate(), 0.1);
        assertEquals(slow.samples(), read.samples());
        assertFalse(Progress.withoutToken(message).contains("[progress"), Progress.withoutToken(message));
        assertTrue(Progress.parse("dinner x exceeded its time limit of PT30S").isEmpty());
    }

    /** The slow tables: threads, a partitioned table, vert.x callbacks and the event bus. */
    static final List<Design> SLOW_DESIGNS = List.of(new Design(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL),
            new Design(LockImplementation.PARTITIONED_LOCK, ThreadKind.PLATFORM),
            new Design(VertxImplementation.VERTX, ThreadKind.PLATFORM),
            new Design(VertxImplementation.VERTX_EVENT_BUS, ThreadKind.VIRTUAL));

    /**
     * After 200 quick meals every meal lasts until 8 s: nobody eats again before the 7 s limit, which finds the table
     * frozen, with the meals eaten and how long ago the last was. One design of each engine; the frozen case waits out
     * its 7 s limit, so the two dinners run side by side (each on a thread of its own, sharing nothing), and only after
     * both are over is the machine checked for threads left alive.
     */
    @Test
    void aTableThatStopsEatingTimesOutFrozen() throws Exception {
        List<Design> designs = List.of(new Design(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL),
                new Design(VertxImplementation.VERTX, ThreadKind.PLATFORM));
        try (ExecutorService sideBySide = Executors.newFixedThreadPool(designs.size())) {
            List<Future<DinnerFailedException>> failures = designs.stream()
                    .map(d -> sideBySide.submit(() -> frozenDinner(d.implementation(), d.threads()))).toList();
            for (int i = 0; i < designs.size(); i++) {
                DinnerFailedException failure = failures.get(i).get(30, TimeUnit.SECONDS);
                String design = designs.get(i) + ": ";
                Progress progress = Progress.parse(failure.getMessage())
                        .orElseThrow(() -> new AssertionError(design + failure.getMessage(), failure));
                assertTrue(progress.frozen(), () -> design + failure.getMessage());
                assertTrue(progress.meals() >= 200 && progress.meals() < 2_000, () -> design + failure.getMessage());
                assertTrue(failure.getMessage().contains(": frozen"), () -> design + failure.getMessage());
            }
        }
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }

    /** A design and the threads it runs on. */
    private record Design(Implementation implementation, ThreadKind threads) {
    }

    /** One frozen dinner of {@code implementation} on {@code threads}: the failure it ends with. */
    private static DinnerFailedException frozenDinner(Implementation implementation, ThreadKind threads) {
        AtomicInteger served = new AtomicInteger();
        // Every meal after the 200th lasts until 8 s after the first of them began, and no longer: a verticle cannot
        // be interrupted, and the meals it still has in hand when the dinner is stopped end together.
        AtomicLong stuckUntil = new AtomicLong();
        Scripted stuck = new Scripted("stuck", () -> {
            if (served.incrementAndGet() > 200) {
                stuckUntil.compareAndSet(0, System.nanoTime() + TimeUnit.SECONDS.toNanos(8));
                long left = stuckUntil.get() - System.nanoTime();
                if (left > 0) {
                    Thread.sleep(Duration.ofNanos(left));
                }
            }
        });
        DinnerSpec spec = new DinnerSpec(implementation, threads, stuck, 20, 100, StopRule.ALL_FULL,
                Duration.ofSeconds(7));
        return assertThrows(DinnerFailedException.class, spec::serve);
    }

    /**
     * 2 ms meals for 20 x 1,000 meals need far more than the 1.5 s limit (two sampling periods and a half): still
     * eating, so slow, with a projection past the limit. Each of the four designs waits out its limit, so their dinners
     * run side by side (each on a thread of its own, sharing nothing, 80 philosophers mostly asleep), as the frozen
     * ones do; every check names its design, and only after all four are over is the machine checked for threads left
     * alive.
     */
    @Test
    void aTableStillEatingAtItsLimitTimesOutSlow() throws Exception {
        Duration limit = Duration.ofMillis(1_500);
        try (ExecutorService sideBySide = Executors.newFixedThreadPool(SLOW_DESIGNS.size())) {
            List<Future<DinnerFailedException>> failures = SLOW_DESIGNS.stream()
                    .map(d -> sideBySide.submit(() -> slowDinner(d.implementation(), d.threads(), limit))).toList();
            for (int i = 0; i < SLOW_DESIGNS.size(); i++) {
                String design = SLOW_DESIGNS.get(i) + ": ";
                DinnerFailedException failure;
                try {
                    failure = failures.get(i).get(30, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    throw new AssertionError(design + e.getCause(), e.getCause());
                }
                Progress progress = Progress.parse(failure.getMessage())
                        .orElseThrow(() -> new AssertionError(design + failure, failure));
                assertFalse(progress.frozen(), () -> design + failure.getMessage());
                assertTrue(progress.meals() > 0 && progress.recentRate() > 0, () -> design + failure.getMessage());
                assertTrue(progress.projectedSeconds() > limit.toMillis() / 1e3, () -> design + failure.getMessage());
                assertTrue(failure.getMessage().contains("(slow, not frozen)"), () -> design + failure.getMessage());
            }
        }
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }

    /** One slow dinner of {@code implementation} on {@code threads}: the failure it ends with at {@code limit}. */
    private static DinnerFailedException slowDinner(Implementation implementation, ThreadKind threads, Duration limit) {
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Sleep(Duration.ofMillis(2)), 20, 1_000,
                StopRule.ALL_FULL, limit);
        return assertThrows(DinnerFailedException.class, spec::serve);
    }

    /**
     * A dinner that finished after more than one sampling period reports the samples and a longest stall: two
     * neighbours cannot eat together, so a pair's 2 x 400 meals of 1 ms take at least 0.8 s, past the first sample.
     */
    @Test
    void aFinishedDinnerIsSampled() {
        DinnerResult result = new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL,
                new Sleep(Duration.ofMillis(1)), 10, 400, StopRule.ALL_FULL, Duration.ofSeconds(30)).serve();

        assertTrue(result.progress().sampled(), result.progress()::words);
        assertEquals(4_000, result.meals().total());
        assertTrue(result.progress().longestStall() < Progress.FROZEN_AFTER_SECONDS, result.progress()::words);
    }
}
