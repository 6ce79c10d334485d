package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lock comparison whose direction flips without the engine around the lock measures the harness as much as the lock:
 * it is shown as such and decides nothing about the lock.
 */
class HarnessTest {
    @TempDir
    Path dir;

    /** A bare dinner of {@code LockFloorBenchmark}: its eating phase over a million meals. */
    private static String floor(String method, double eatingMs) {
        return String.format(Locale.ROOT, """
                {"jmhVersion":"1.37","benchmark":"io.philosopherwars.jmh.LockFloorBenchmark.%s","mode":"avgt",
                 "threads":1,"forks":3,"jvm":"/jdk/bin/java","jvmArgs":[],"jdkVersion":"25","vmName":"VM",
                 "vmVersion":"25","warmupIterations":2,"warmupTime":"1 s","warmupBatchSize":1,
                 "measurementIterations":3,"measurementTime":"1 s","measurementBatchSize":1,
                 "params":{"philosophers":"1000","meals":"1000"},
                 "primaryMetric":{"score":%s,"scoreError":0,"scoreConfidence":[0,0],"scorePercentiles":{},
                                  "scoreUnit":"ms/op","rawData":[[%s]]},
                 "secondaryMetrics":{
                   "eatingMs":{"score":%s,"scoreError":"NaN","scoreUnit":"ms","rawData":[[%s]]},
                   "totalMeals":{"score":1000000,"scoreError":"NaN","scoreUnit":"meals","rawData":[[1000000]]}}}""",
                method, eatingMs, eatingMs, eatingMs, eatingMs);
    }

    private Claim.Judgement monitors(boolean withFloor) throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        List<String> rows = new ArrayList<>(
                List.of(inForks(row("NoopBenchmark.synchronized_virtual", "allFull", 312, "1", 311, 312, 313)),
                        inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113))));
        if (withFloor) {
            // Bare, synchronized is the faster of the two: the engine's direction is the harness's.
            rows.add(floor("synchronized_virtual", 10));
            rows.add(floor("reentrantLock_virtual", 20));
        }
        Files.writeString(raw.resolve("noop.json"), "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("monitors")).findFirst().orElseThrow();
        return claim.judge().judge(ResultSet.read(raw, dir));
    }

    @Test
    void aLockComparisonThatFlipsWithoutTheEngineDependsOnTheHarnessAndDecidesNothing() throws IOException {
        Claim.Judgement engineOnly = monitors(false);
        assertEquals(1, engineOnly.contradicting(), "without a floor, the engine's comparison decides");

        Claim.Judgement j = monitors(true);
        Comparison noop = j.comparisons().getFirst();
        assertEquals("synchronized/virtual / reentrantLock/virtual", noop.pair());
        assertEquals("depends on the harness: 0.500 bare (the same locks with no engine around them), so"
                + " synchronized/virtual is faster there", j.says(noop));
        assertEquals(0, j.contradicting());
        assertEquals(Claim.Outcome.UNDECIDED, j.outcome());
        assertTrue(j.condition().isEmpty());
        // The veto's number is a row too: both bare floors and their A / B, deciding nothing.
        Row bare = j.rows().stream().filter(r -> r.a().endsWith(", bare (no engine)")).findFirst().orElseThrow();
        assertEquals(Row.Role.CONTEXT, bare.role());
        assertEquals(Words.NA, bare.does());
        assertEquals("synchronized chopsticks, a virtual thread per philosopher, bare (no engine)", bare.a());
        assertEquals("ReentrantLock chopsticks, a virtual thread per philosopher, bare (no engine)", bare.b());
        assertEquals(10, bare.valueA(), 1e-9, "ns per meal: 10 ms over a million meals");
        assertEquals(20, bare.valueB(), 1e-9);
        assertEquals(0.5, bare.ratio(), 1e-12);
        assertEquals("1,000 × 1,000", bare.size());
    }

    /**
     * Where the set's monitors record has the JIT log's counts, the note names the mechanism: C2 coarsened the bare
     * loop's monitor enters and not the engine's, and without lock elimination the bare loop loses its advantage; the
     * rows carry its counts and the engine's cost on and off.
     */
    @Test
    void theJitLogNamesTheMechanismWhereItWasRecorded() throws IOException {
        io.philosopherwars.format.Evidence evidence = new io.philosopherwars.format.Evidence(
                io.philosopherwars.programs.evidence.MonitorCost.KIND, "monitors", "- machine: test\n");
        io.philosopherwars.format.Evidence.Table table = evidence.table(
                io.philosopherwars.programs.evidence.MonitorCost.JVMS,
                io.philosopherwars.programs.evidence.MonitorCost.columns());
        for (int block = 1; block <= 3; block++) {
            // block, dinner, lock, threads, meal, meals each, elimination, ns, blocked, inflations, parks, coarsened,
            // removed, five CPU
            // shares, samples, CPU µs per meal, could not run
            table.row(block, "bare", "synchronized", "virtual", "noop", 1000.0, "on", 10.0 + block, 0.0, 0.4, 0.0, 1.0,
                    0.0, 10.0, 0.0, 2.0, 5.0, 83.0, 200.0, 0.05, null);
            table.row(block, "bare", "synchronized", "virtual", "noop", 1000.0, "off", 25.0, 0.0, 0.4, 0.0, 0.0, 0.0,
                    10.0, 0.0, 2.0, 5.0, 83.0, 200.0, 0.05, null);
            table.row(block, "engine", "synchronized", "virtual", "noop", 1000.0, "on", 31.0, 0.0, 0.5, 0.0, 0.0, 0.0,
                    18.0, 0.0, 2.0, 5.0, 75.0, 600.0, 0.05, null);
            table.row(block, "engine", "synchronized", "virtual", "noop", 1000.0, "off", 26.0, 0.0, 0.5, 0.0, 0.0, 0.0,
                    18.0, 0.0, 2.0, 5.0, 75.0, 600.0, 0.05, null);
            // ReentrantLock's bare loop costs 20 ns either way: synchronized is faster bare only with elimination on.
            for (String dinner : List.of("bare", "engine")) {
                for (String elimination : List.of("on", "off")) {
                    table.row(block, dinner, "reentrantLock", "virtual", "noop", 1000.0, elimination, 20.0, 0.0, 0.0,
                            0.0, 0.0, 0.0, 0.0, 60.0, 2.0, 5.0, 33.0, 400.0, 0.05, null);
                }
            }
        }
        evidence.write(Files.createDirectories(dir.resolve("evidence")).resolve("monitors.md"));

        Claim.Judgement j = monitors(true);

        assertEquals("depends on the harness: 0.500 bare (the same locks with no engine around them), so"
                + " synchronized/virtual is faster there; the monitors run's bare loop reproduces it (0.600) and loses"
                + " it with lock elimination off (1.250): C2 coarsens the bare loop's monitor enters and not the"
                + " engine's (1 coarsened in the bare loop's JIT log, 0 in the engine's): with lock elimination off"
                + " the bare loop costs 25.0 ns per meal, not 12.0", j.says(j.comparisons().getFirst()));
        // The facts say what the JIT log concludes, in words; its counts and costs are rows.
        assertEquals(List.of("mechanism, synchronized chopsticks, a virtual thread per philosopher: C2 coarsens the"
                + " bare loop's monitor enters and not the engine's, and with lock elimination off the bare loop costs"
                + " more per meal (JIT log, -XX:+LogCompilation)"), j.facts());
        String engine = "synchronized chopsticks, a virtual thread per philosopher, in the engine";
        String bare = "synchronized chopsticks, a virtual thread per philosopher, bare (the same locks, no engine)";
        assertEquals(31.0, value(j, engine, "time per meal", "lock elimination on, the median of 3 JVMs"));
        assertEquals(26.0, value(j, engine, "time per meal", "lock elimination off, the median of 3 JVMs"));
        assertEquals(1.0, value(j, bare, "monitor enters C2 coarsened", "the JIT log"));
        assertEquals(0.0, value(j, engine, "monitor enters C2 coarsened", "the JIT log"));
        // The monitors run's own bare loop, synchronized over ReentrantLock: the 0.600 and 1.250 of the note.
        Row on = j.rows().stream()
                .filter(r -> r.a().endsWith("(the monitors run's loop)") && r.settings().contains("elimination on"))
                .findFirst().orElseThrow();
        assertEquals(12.0 / 20, on.ratio(), 1e-12);
        Row off = j.rows().stream()
                .filter(r -> r.a().endsWith("(the monitors run's loop)") && r.settings().contains("elimination off"))
                .findFirst().orElseThrow();
        assertEquals(25.0 / 20, off.ratio(), 1e-12);
        assertTrue(j.rows().stream().allMatch(r -> r.role() == Row.Role.CONTEXT), "claim 6's rows decide nothing");
    }

    /**
     * The value of the one row of {@code j} on side {@code a}, of {@code quantity}, measured as {@code settings} says.
     */
    private static double value(Claim.Judgement j, String a, String quantity, String settings) {
        List<Row> rows = j.rows().stream()
                .filter(r -> r.a().equals(a) && r.quantity().equals(quantity) && r.settings().contains(settings))
                .toList();
        assertEquals(1, rows.size(), a + " " + quantity + " " + settings + ": " + j.rows());
        return rows.getFirst().valueA();
    }
}
