package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.core.locks.LockImplementation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class MemoryProbeTest {

    /**
     * A parked virtual thread keeps its stack in the heap: a few hundred bytes to a few KB for a philosopher waiting at
     * the table (its thread object, stack chunk, chopstick and ledger share). 20,000 of them make that visible above
     * the noise of a live-heap reading after a full GC.
     */
    @Test
    void aStartedVirtualPhilosopherCostsHeap() {
        MemoryProbe.Footprint footprint = MemoryProbe.measure(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL,
                20_000, Duration.ofSeconds(30));

        double perPhilosopher = footprint.heapPerPhilosopher();
        assertTrue(perPhilosopher > 100 && perPhilosopher < 64 * 1024, () -> footprint + ": " + perPhilosopher);
    }

    /**
     * A platform philosopher's stack is outside the heap, so its live heap cost is its objects: a few hundred bytes.
     * The reading once counted the allocation buffers that running threads take right after the GC (27-74 KB per
     * philosopher); this bound fails if it does again. Read in a JVM of its own, as the launcher reads each row (the
     * row comes back from the child, into the record's JSON and its table): 2,000 such philosophers grow the heap by
     * about a megabyte, and read in this test JVM after other classes' dinners the heap once fell by 1.9 MB during the
     * reading (-949 B a philosopher, 2026-11-29), what they had left given back.
     */
    @Test
    void aStartedPlatformPhilosopherCostsOnlyItsObjectsInTheHeapReadInAJvmOfItsOwn(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("memory.md");

        assertEquals(0,
                MemoryProbe.run(new String[] { "--implementations", "synchronized", "--threads", "platform",
                        "--philosophers", "2000", "--fork", "true", "--report", report.toString() }, System.out,
                        System.err));

        List<EvidenceRecord.Row> rows = EvidenceRecord
                .parse("memory.json", Files.readString(Evidence.jsonOf(report)), MemoryProbe.KIND)
                .rows(MemoryProbe.ROWS);
        assertEquals(1, rows.size(), rows::toString);
        double perPhilosopher = rows.getFirst().number(MemoryProbe.HEAP_PER_PHILOSOPHER);
        assertTrue(perPhilosopher > 50 && perPhilosopher < 4 * 1024, rows::toString);
        String text = Files.readString(report);
        assertTrue(
                text.matches("(?s).*\\| synchronized \\| platform \\| 2000 \\| [0-9.]+ \\| [0-9.]+ \\| -?[0-9]+ \\|.*"),
                text);
    }

    @Test
    void theCommandWritesItsTableAndRejectsATableOfOne(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("memory.md");

        assertEquals(0, MemoryProbe.run(new String[] { "--implementations", "reentrantLock", "--threads",
                "virtual,platform", "--philosophers", "200", "--report", report.toString() }, System.out, System.err));
        String text = Files.readString(report);
        assertTrue(text.startsWith("# Memory per philosopher\n\n- machine: "), text);
        assertTrue(text.contains("| reentrantLock | virtual | 200 | ")
                && text.contains("| reentrantLock | platform | 200 | "), text);

        assertEquals(2, MemoryProbe.run(new String[] { "--philosophers", "1" }, System.out, System.err));
    }
}
