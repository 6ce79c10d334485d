package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.vertx.VertxImplementation;
import io.vertx.core.VertxOptions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What the matrix cannot see of the two newer vert.x designs: how {@code vertxPerLoop} splits the table into blocks
 * (edges between blocks, blocks of one seat, more event loops than seats), and that the talk's {@code vertxEventBus}
 * design fails with vert.x's own message, instead of freezing, when a chopstick's lock cannot be had in time.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class VertxDesignsTest {
    static final int MEALS = 200;

    /**
     * Tables smaller than, equal to and just above the number of event loops (each block then has one or two seats, and
     * every chopstick is at an edge), and a large one; all full, audited, on both threading models.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = ThreadKind.class, names = { "PLATFORM", "VIRTUAL" }) // vert.x has no pooled kind
    void perLoopFeedsTablesOfEverySizeAcrossBlockEdges(ThreadKind threads) {
        int loops = VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE;
        for (int philosophers : new int[] { 2, 3, loops, loops + 1, 2 * loops + 3, 1_000 }) {
            DinnerResult result = Tables.serveAudited(new DinnerSpec(VertxImplementation.VERTX_PER_LOOP, threads,
                    new Noop(), philosophers, MEALS, StopRule.ALL_FULL, Duration.ofSeconds(30)));

            assertEquals(MEALS, result.meals().min(), () -> philosophers + " philosophers: " + result);
            assertEquals((long) MEALS * philosophers, result.meals().total());
        }
    }

    /** One block per event loop: never more threads than event loops, whatever the table's size. */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = ThreadKind.class, names = { "PLATFORM", "VIRTUAL" }) // vert.x has no pooled kind
    void perLoopRunsOneBlockPerEventLoop(ThreadKind threads) {
        int loops = VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE;
        DinnerResult result = Tables.serveAudited(new DinnerSpec(VertxImplementation.VERTX_PER_LOOP, threads,
                new Noop(), 1_000, MEALS, StopRule.ALL_FULL, Duration.ofSeconds(30)));

        int used = result.platformThreads() + result.virtualThreads();
        assertTrue(used <= loops, () -> "1,000 philosophers in " + loops + " blocks ran on " + result.threadsUsed());
    }

    /**
     * A philosopher holds its chopsticks for 1 s; its neighbour's {@code getLocalLock} gives up after the design's lock
     * time-out, here 0.5 s instead of vert.x's 10 s ({@link VertxImplementation#eventBus}), so that the test does not
     * wait 11 s: a design that ignored it would serve the dinner once the hog let go. The dinner fails with that cause,
     * long before its own 40 s limit, and leaves no vert.x thread behind.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = ThreadKind.class, names = { "PLATFORM", "VIRTUAL" }) // vert.x has no pooled kind
    void eventBusDesignFailsWithTheLockTimeoutInsteadOfFreezing(ThreadKind threads) {
        AtomicBoolean first = new AtomicBoolean(true);
        Scripted hogging = new Scripted("hogging", () -> {
            if (first.getAndSet(false)) {
                Thread.sleep(1_000);
            }
        });
        DinnerSpec spec = new DinnerSpec(VertxImplementation.eventBus(Duration.ofMillis(500)), threads, hogging, 2, 10,
                StopRule.ALL_FULL, Duration.ofSeconds(40));

        DinnerFailedException failure = Tables.failsWithin(Duration.ofSeconds(20), spec::serve);

        assertTrue(failure.getMessage().contains("Timed out waiting to get lock"), failure::getMessage);
        assertTrue(failure.getMessage().contains("vertxEventBus"), failure::getMessage);
        Tables.assertNoVertxThreadAlive();
    }
}
