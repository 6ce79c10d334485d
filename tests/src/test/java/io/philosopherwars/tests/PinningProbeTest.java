package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.PinningAcrossJdks.Line;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The release-21 pinning probe, run here on JDK 25 (after JEP 491) in its own JVM, as {@code ./philosophers
 * jep491-jdks} runs it on both JDKs. The JDK 21 half needs a JDK 21 and is not part of the build.
 */
@Tag("alone") // times overlapping sleeps against serial ones: run alone (tests/pom.xml)
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PinningProbeTest {
    private static final int TASKS = 200;
    private static final int SLEEP_MS = 5;

    @Test
    void onJdk25ASleepInsideAFreshMonitorPinsNothingAndTheSharedMonitorStillSerialises() throws Exception {
        List<Line> lines = PinningAcrossJdks.probe(Path.of(System.getProperty("java.home")),
                System.getProperty("java.class.path"), List.of("--tasks", Integer.toString(TASKS), "--sleep-ms",
                        Integer.toString(SLEEP_MS), "--philosophers", "20", "--meals", "5", "--repeat", "1"));
        Line fresh = only(lines, "fresh");
        Line shared = only(lines, "shared");
        Line dinner = only(lines, "dinner");
        assertEquals(TASKS, fresh.work());
        assertEquals(0, fresh.pinned(), fresh::toString);
        // Pinned, the sleeps could overlap at most as many as there are carriers: TASKS x 5 ms / cores.
        long pinnedFloor = (long) TASKS * SLEEP_MS / Runtime.getRuntime().availableProcessors();
        assertTrue(fresh.millis() < pinnedFloor / 2, () -> fresh + " vs a pinned floor of " + pinnedFloor + " ms");
        // The article's shared monitor: mutual exclusion, not pinning, makes the sleeps serial.
        assertTrue(shared.millis() >= (long) TASKS * SLEEP_MS, shared::toString);
        assertEquals(0, shared.pinned(), shared::toString);
        assertEquals(20 * 5, dinner.work());
        assertEquals(0, dinner.pinned(), dinner::toString);
    }

    /**
     * The whole program on the evidence programs' skeleton: this JDK stands in for both (the JDK 21 half needs a JDK
     * 21), and the record it writes is the one the report reads: a summary and a row per run, per JDK.
     */
    @Test
    void theProgramWritesTheRecordTheReportReads(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String jdk = System.getProperty("java.home");
        Path report = dir.resolve("jep491-jdks.md");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int exit = PinningAcrossJdks.run(
                new String[] { "--jdk21", jdk, "--jdk25", jdk, "--tasks", "50", "--sleep-ms", "1", "--philosophers",
                        "10", "--meals", "2", "--repeat", "1", "--report", report.toString() },
                new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(0, exit, err.toString(java.nio.charset.StandardCharsets.UTF_8));
        io.philosopherwars.programs.report.results.EvidenceRecord record = io.philosopherwars.programs.report.results.EvidenceRecord
                .parse("jep491-jdks.md", java.nio.file.Files.readString(dir.resolve("jep491-jdks.json")),
                        PinningAcrossJdks.KIND);
        // Both "JDKs" are this one: the summary has a row per run, of the two JVMs' lines; the runs, every line.
        assertEquals(3, record.rows(PinningAcrossJdks.SUMMARY).size());
        assertTrue(
                record.rows(PinningAcrossJdks.SUMMARY).stream().allMatch(r -> r.number(PinningAcrossJdks.COUNT) == 2),
                record.rows(PinningAcrossJdks.SUMMARY)::toString);
        assertEquals(6, record.rows(PinningAcrossJdks.RUNS).size());
        assertTrue(record.rows(PinningAcrossJdks.RUNS).stream().allMatch(r -> r.number(PinningAcrossJdks.PINNED) == 0),
                record.rows(PinningAcrossJdks.RUNS)::toString);
        String printed = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(printed.contains("pinned events per run (median)") && printed.contains("| fresh |"), printed);
    }

    @Test
    void malformedProbeOutputIsRefusedNotRead() {
        assertThrows(PinningAcrossJdks.ProbeFailed.class,
                () -> PinningAcrossJdks.parse(List.of("jdk\t21.0.8\tOpenJDK\t2", "fresh\t1\tfast\t200\t0\t2")));
        assertThrows(PinningAcrossJdks.ProbeFailed.class, () -> PinningAcrossJdks.parse(List.of("nothing here")));
    }

    private static Line only(List<Line> lines, String run) {
        List<Line> found = lines.stream().filter(l -> l.run().equals(run)).toList();
        assertEquals(1, found.size(), () -> run + " in " + lines);
        return found.getFirst();
    }
}
