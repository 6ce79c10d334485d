package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.vertx.VertxImplementation;
import io.vertx.core.VertxOptions;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The partitioned lock dinner (the like-for-like control for {@code vertxPerLoop}) beyond what the matrix checks: any
 * block count, one thread per block, edges that cross threads, and failures that end it cleanly.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PartitionedDinnerTest {
    private static final Duration TIME_LIMIT = Duration.ofSeconds(60);

    @Test
    void partitionsByVertxsEventLoopCountLikeVertxPerLoop() {
        assertEquals(VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE, LockImplementation.defaultBlocks());
        DinnerResult result = Tables.serveAudited(spec(LockImplementation.PARTITIONED_LOCK, ThreadKind.VIRTUAL,
                new Noop(), 1_000, 200, StopRule.ALL_FULL));
        assertEquals(VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE, result.virtualThreads(), "one thread per block");
        // The same blocks on vert.x: as many event loops as this dinner has threads.
        DinnerResult vertx = Tables.serveAudited(spec(VertxImplementation.VERTX_PER_LOOP, ThreadKind.PLATFORM,
                new Noop(), 1_000, 200, StopRule.ALL_FULL));
        assertEquals(result.virtualThreads(), vertx.platformThreads(), "vertxPerLoop's event loops");
    }

    /**
     * One block has no edge; blocks of one seat are all edges; more blocks than seats fall back to one per seat; an
     * uneven split leaves blocks that differ by one seat.
     */
    @ParameterizedTest(name = "{0} blocks, {1} philosophers, {2}")
    @CsvSource({ "1, 100, PLATFORM", "1, 100, VIRTUAL", "3, 100, PLATFORM", "3, 100, VIRTUAL", "7, 7, PLATFORM",
            "7, 7, VIRTUAL", "16, 5, VIRTUAL", "2, 2, PLATFORM", "64, 1000, VIRTUAL" })
    void everyBlockCountFeedsEveryPhilosopherAndRespectsTheTable(int blocks, int philosophers, ThreadKind threads) {
        DinnerResult result = Tables.serveAudited(spec(LockImplementation.partitioned(blocks), threads, new Noop(),
                philosophers, 500, StopRule.ALL_FULL));
        assertEquals(500, result.meals().min());
        assertEquals(500, result.meals().max());
        assertEquals(Math.min(blocks, philosophers), result.virtualThreads() + result.platformThreads(),
                "one thread per block");
    }

    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void firstFullEndsEveryBlockAndNobodyEatsMore(ThreadKind threads) {
        DinnerResult result = Tables.serveAudited(spec(LockImplementation.partitioned(3), threads,
                new Sleep(Duration.ofMillis(1)), 30, 20, StopRule.FIRST_FULL));
        assertEquals(20, result.meals().max(), "the finisher ate exactly its meals");
        assertTrue(result.meals().total() < 30L * 20, "the others stopped before all were full");
    }

    /** Edge chopsticks are the only ones two threads share: meals at the edges are as many as anywhere. */
    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void edgeSeatsEatUnderTheLockTheirNeighbourBlockShares(ThreadKind threads) {
        int philosophers = 8;
        AtomicLong edgeMeals = new AtomicLong();
        // Seats 0, 2, 4, 6 start the four blocks of two: each sits at an edge chopstick.
        Workload counting = new Scripted("counting", n -> new Workload.Kitchen() {
            @Override
            public Workload.Meal plate(Workload.Seat seat) {
                if (seat.index() % 2 == 0) {
                    return edgeMeals::incrementAndGet;
                }
                return () -> {
                };
            }

            @Override
            public void close() {
            }
        });
        Tables.serveAudited(
                spec(LockImplementation.partitioned(4), threads, counting, philosophers, 1_000, StopRule.ALL_FULL));
        assertEquals(4 * 1_000, edgeMeals.get());
    }

    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void aFailingMealAtAnEdgeFailsTheDinnerAndNoThreadIsLeft(ThreadKind threads) {
        Workload failing = new Scripted("fails at seat 50", n -> new Workload.Kitchen() {
            @Override
            public Workload.Meal plate(Workload.Seat seat) {
                if (seat.index() == 50) {
                    return () -> {
                        throw new IOException("the plate at seat 50 broke");
                    };
                }
                return () -> Thread.sleep(0, 100_000);
            }

            @Override
            public void close() {
            }
        });
        DinnerFailedException failure = Tables.failsWithin(Duration.ofSeconds(30),
                () -> spec(LockImplementation.partitioned(2), threads, failing, 100, 100, StopRule.ALL_FULL).serve());
        assertTrue(failure.getMessage().contains("philosopher 50 failed while eating")
                && failure.getMessage().contains("the plate at seat 50 broke"), failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }

    @Test
    void aDinnerPastItsTimeLimitStopsEveryBlock() {
        DinnerFailedException failure = Tables.failsWithin(Duration.ofSeconds(30),
                () -> new DinnerSpec(LockImplementation.partitioned(2), ThreadKind.VIRTUAL,
                        new Sleep(Duration.ofMillis(20)), 10, 1_000, StopRule.ALL_FULL, Duration.ofMillis(500))
                                .serve());
        assertTrue(failure.getMessage().contains("exceeded its time limit of PT0.5S"), failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }

    @Test
    void aBlockCountBelowOneIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LockImplementation.partitioned(0));
        assertEquals("a partitioned dinner needs at least 1 block, got 0", refused.getMessage());
    }

    private static DinnerSpec spec(io.philosopherwars.core.Implementation implementation, ThreadKind threads,
            Workload workload, int philosophers, int meals, StopRule stopRule) {
        return new DinnerSpec(implementation, threads, workload, philosophers, meals, stopRule, TIME_LIMIT);
    }
}
