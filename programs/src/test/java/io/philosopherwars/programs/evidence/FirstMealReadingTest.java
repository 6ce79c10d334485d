package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory probe reads at the first meal while no other philosopher can finish a meal: without that, a second
 * philosopher ate its one meal during the reading, the first-full dinner ended, and a pool's queued tasks were dropped
 * while the collections ran (the same pooled row read 64 B or 155 B a philosopher).
 */
@Timeout(60)
class FirstMealReadingTest {
    /**
     * A meal whose heap reading counts {@code started} down and then lasts until {@code done} opens (its RSS a fixed 7
     * bytes, no stack chunks), its other meals waiting at most {@code limit}.
     */
    private static MemoryProbe.FirstMealReading readingUntil(CountDownLatch started, CountDownLatch done,
            Duration limit) {
        return new MemoryProbe.FirstMealReading(() -> {
            started.countDown();
            try {
                done.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 42;
        }, () -> 7, () -> null, limit);
    }

    @Test
    void everyOtherMealWaitsUntilTheReadingIsDone() throws Exception {
        CountDownLatch reading = new CountDownLatch(1);
        CountDownLatch mayFinish = new CountDownLatch(1);
        MemoryProbe.FirstMealReading meal = readingUntil(reading, mayFinish, Duration.ofSeconds(30));
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<?> first = threads.submit(() -> {
                meal.eat();
                return null;
            });
            assertTrue(reading.await(10, TimeUnit.SECONDS), "the first meal reads");
            Future<?> second = threads.submit(() -> {
                meal.eat();
                return null;
            });
            assertThrows(TimeoutException.class, () -> second.get(300, TimeUnit.MILLISECONDS),
                    "a second meal ended while the first was reading");
            assertFalse(first.isDone());
            mayFinish.countDown();
            first.get(10, TimeUnit.SECONDS);
            second.get(10, TimeUnit.SECONDS);
        } finally {
            threads.shutdownNow();
            assertTrue(threads.awaitTermination(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void aReadingThatNeverEndsFailsTheWaitingMealsAtTheLimit() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        MemoryProbe.FirstMealReading meal = readingUntil(new CountDownLatch(1), never, Duration.ofMillis(200));
        Thread reader = Thread.ofPlatform().start(() -> {
            try {
                meal.eat();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            while (reader.getState() != Thread.State.WAITING) {
                Thread.sleep(5);
            }
            IllegalStateException e = assertThrows(IllegalStateException.class, meal::eat);
            assertTrue(e.getMessage().contains("the memory reading at the first meal took longer than"),
                    e.getMessage());
        } finally {
            never.countDown();
            reader.join(10_000);
        }
    }

    /** The class histogram's stack chunks: the count and the bytes of its line, zero where it has none. */
    @Test
    void theStackChunksAreReadFromTheClassHistogram() {
        String histogram = """
                 num     #instances         #bytes  class name (module)
                -------------------------------------------------------
                   1:        129467      100933736  jdk.internal.vm.StackChunk (java.base@25.0.3)
                   2:        100000       16800000  java.lang.VirtualThread (java.base@25.0.3)
                Total       1669279      166909992
                """;
        assertEquals(new MemoryProbe.Chunks(129_467, 100_933_736), MemoryProbe.chunksOf(histogram));
        assertEquals(new MemoryProbe.Chunks(0, 0), MemoryProbe.chunksOf(histogram.replace("StackChunk", "Other")));
    }

    /**
     * A started virtual philosopher parks with its frames in at least one stack chunk: the reading counts them (this
     * JVM is HotSpot, which has the histogram). All but one: the philosopher that makes the reading, in its first meal,
     * is mounted, and has a chunk only if it parked before that meal (19,999 of 20,000 seen once, 2026-11-29).
     */
    @Test
    void aVirtualTableIsReadWithItsStackChunks() {
        MemoryProbe.Footprint footprint = MemoryProbe.measure(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL,
                20_000, Duration.ofSeconds(30));
        assertTrue(footprint.chunks() != null && footprint.chunks().count() >= 20_000 - 1
                && footprint.chunks().bytes() > 100L * footprint.chunks().count(), footprint::toString);
    }

    /**
     * On a pool of one thread per core, every philosopher but the first few waits in the queue while the reading runs:
     * each queued task costs heap, so a philosopher reads more than its chopstick's lock and its ledger share, at every
     * one of three readings (the race read 64 B in two of four). Each reading in a JVM of its own, as the launcher
     * makes them: read in this test JVM, after other classes' dinners, one reading of three came out at or below 100 B
     * once (2026-11-29), the heap those classes left given back during the reading.
     */
    @Test
    void aPooledTableIsReadWithItsQueuedTasks(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("memory.md");
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = MemoryProbe.run(
                new String[] { "--implementations", "reentrantLock", "--threads", "pooled", "--philosophers",
                        "50000,50000,50000", "--fork", "true", "--report", report.toString() },
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(Command.OK, exit, () -> err.toString(StandardCharsets.UTF_8));
        List<EvidenceRecord.Row> readings = EvidenceRecord
                .parse("memory.json", Files.readString(Evidence.jsonOf(report)), MemoryProbe.KIND)
                .rows(MemoryProbe.ROWS);
        assertEquals(3, readings.size(), readings::toString);
        for (EvidenceRecord.Row reading : readings) {
            assertTrue(reading.number(MemoryProbe.HEAP_PER_PHILOSOPHER) > 100, reading::toString);
        }
    }
}
