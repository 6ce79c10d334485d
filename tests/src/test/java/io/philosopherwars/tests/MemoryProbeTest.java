package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.evidence.MemoryProbe;
import io.philosopherwars.core.locks.LockImplementation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    @Test
    void theCommandWritesItsTableAndRejectsATableOfOne(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("memory.md");

        assertEquals(0, MemoryProbe.run(new String[] { "--implementations", "reentrantLock", "--threads",
                "virtual,platform", "--philosophers", "200", "--report", report.toString() }));
        String text = Files.readString(report);
        assertTrue(text.startsWith("# Memory per philosopher\n\n- machine: "), text);
        assertTrue(text.contains("| reentrantLock | virtual | 200 | ")
                && text.contains("| reentrantLock | platform | 200 | "), text);

        assertEquals(2, MemoryProbe.run(new String[] { "--philosophers", "1" }));
    }
}
