package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.nio.file.Files;
import java.nio.file.Path;
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
     * the noise of a live-heap reading after a full GC, read in a JVM of its own as the launcher reads each row: in
     * this test JVM, beside the other one, its collections and class histogram took 4.6 s.
     */
    @Test
    void aStartedVirtualPhilosopherCostsHeap(@TempDir Path dir) throws Exception {
        EvidenceRecord.Row row = forked(dir.resolve("memory.md"), "reentrantLock", "virtual", 20_000);

        double perPhilosopher = row.number(MemoryProbe.HEAP_PER_PHILOSOPHER);
        assertTrue(perPhilosopher > 100 && perPhilosopher < 64 * 1024, row::toString);
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

        EvidenceRecord.Row row = forked(report, "synchronized", "platform", 2000);

        double perPhilosopher = row.number(MemoryProbe.HEAP_PER_PHILOSOPHER);
        assertTrue(perPhilosopher > 50 && perPhilosopher < 4 * 1024, row::toString);
        String text = Files.readString(report);
        assertTrue(
                text.matches("(?s).*\\| synchronized \\| platform \\| 2000 \\| [0-9.]+ \\| [0-9.]+ \\| -?[0-9]+ \\|.*"),
                text);
    }

    /** The one row of {@code implementation} on {@code threads}, read in a JVM of its own, as its record has it. */
    private static EvidenceRecord.Row forked(Path report, String implementation, String threads, int philosophers)
            throws Exception {
        assertEquals(0,
                MemoryProbe.run(
                        new String[] { "--implementations", implementation, "--threads", threads, "--philosophers",
                                Integer.toString(philosophers), "--fork", "true", "--report", report.toString() },
                        System.out, System.err));
        List<EvidenceRecord.Row> rows = EvidenceRecord
                .parse("memory.json", Files.readString(Evidence.jsonOf(report)), MemoryProbe.KIND)
                .rows(MemoryProbe.ROWS);
        assertEquals(1, rows.size(), rows::toString);
        return rows.getFirst();
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
