package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.stats.Calibration;
import io.philosopherwars.programs.report.stats.Looks;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.claims.Claim;

/**
 * The verdicts' statistics on fixed data (the fork as the unit, the A/A calibration), the claims' declarations, and the
 * generated findings page: deterministic, and with no number typed into its template.
 */
class FindingsTest {
    @TempDir
    Path dir;

    /** Two noop rows on fixed work, three forks each: virtual at a third of platform. */
    private static final String NOOP_PAIR = "["
            + ReportTest
                    .inForks(ReportTest.row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 297, 300, 303))
            + "," + ReportTest.inForks(
                    ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 100, 101))
            + "]";

    private static List<double[]> forks(double[]... forks) {
        return List.of(forks);
    }

    @Test
    void verdictsAreFasterSlowerEquivalentOrUndecided() {
        assertEquals(Verdict.FASTER, Verdict.of(0.80, 0.90, 1.05));
        assertEquals(Verdict.SLOWER, Verdict.of(1.10, 1.30, 1.05));
        assertEquals(Verdict.EQUIVALENT, Verdict.of(0.97, 1.03, 1.05));
        // Decided below 1, but by less than the margin: equivalent, not faster.
        assertEquals(Verdict.EQUIVALENT, Verdict.of(0.96, 0.99, 1.05));
        assertEquals(Verdict.UNDECIDED, Verdict.of(0.90, 1.10, 1.05));
        assertEquals(Verdict.UNDECIDED, Verdict.of(Double.NaN, Double.NaN, 1.05));
    }

    @Test
    void aRowSplitIntoOddAndEvenForksIsNotDistinguishedFromItself() {
        String row = ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 98, 99, 103, 102, 100,
                101);
        JmhRow sixForks = JmhRow
                .parse(com.google.gson.JsonParser.parseString(ReportTest.inForks(row)).getAsJsonObject());
        Looks.Decision aa = Calibration.split(sixForks);
        // Forks 98, 103, 100 over 99, 102, 101, all in one run: the geometric means' ratio, and an interval at the
        // first look (three forks a side) that crosses 1.
        assertEquals(Math.cbrt(98.0 * 103 * 100) / Math.cbrt(99.0 * 102 * 101), aa.fit().ratio(), 1e-9);
        assertEquals(1, aa.look());
        Verdict v = aa.verdict();
        assertTrue(v == Verdict.UNDECIDED || v == Verdict.EQUIVALENT, v + " " + aa.low() + " " + aa.high());
    }

    @Test
    void aBlockedRowSplitPairsConsecutiveBlocksInTheOrderTheyRan() {
        // One fork per block, as publish measures: blocks noop-1 .. noop-10 (named so that letters would put 10
        // second). Keeping the run's blocks, odd and even would share none and the split could never decide.
        double[] forks = { 100, 101, 99, 100, 102, 101, 100, 99, 101, 100 };
        List<String> blocks = new java.util.ArrayList<>();
        List<List<Double>> samples = new java.util.ArrayList<>();
        for (int i = 0; i < forks.length; i++) {
            blocks.add("noop-" + (i + 1));
            samples.add(List.of(forks[i]));
        }
        java.util.Collections.reverse(blocks);
        java.util.Collections.reverse(samples);
        JmhRow r = JmhRow.parse(com.google.gson.JsonParser
                .parseString(ReportTest
                        .inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "1", forks)))
                .getAsJsonObject());
        JmhRow row = new JmhRow(r.implementation(), r.threads(), r.workload(), r.stop(), r.scaled(), r.defaults(),
                r.mode(), r.params(), r.score(), r.error(), r.unit(), samples, Map.of(), r.iterationSeconds(), blocks,
                r.cpuLimit(), r.machineCpus());

        Looks.Decision aa = Calibration.split(row);

        // Five pairs: the first look (three forks a side) reads blocks 1 to 6, paired 1-2, 3-4, 5-6.
        assertEquals(1, aa.look());
        assertEquals(Math.cbrt(100.0 * 99 * 102 / (101.0 * 100 * 101)), aa.fit().ratio(), 1e-9);
    }

    @Test
    void theTemplateHoldsNoTypedNumber() {
        assertEquals(List.of(), Findings.typedNumbers(Findings.templateText()));
        // The check itself finds a number, in any of the forms a person would type one.
        assertEquals(List.of("189", "0.193", "1,000"), Findings
                .typedNumbers("a platform dinner takes 189 ms, virtual 0.193 of it, at 1,000 philosophers on JDK 25"));
    }

    @Test
    void everyClaimIsDeclaredOnceWithItsWords() {
        Map<String, String> template = Findings.template();
        HashSet<String> ids = new HashSet<>();
        HashSet<Integer> numbers = new HashSet<>();
        for (Claim claim : Claims.all()) {
            assertTrue(ids.add(claim.id()), "twice: " + claim.id());
            assertTrue(numbers.add(claim.number()), "twice: " + claim.number());
            assertTrue(template.containsKey(claim.id()), "no words in the template for " + claim.id());
            assertTrue(claim.ask().question().endsWith("?"), "no question declared for " + claim.id());
            assertFalse(claim.ask().holds().isEmpty(), "no action declared for " + claim.id());
            assertEquals(List.of(), Findings.typedNumbers(claim.statement() + " " + claim.talkSaid()), claim.id());
        }
        for (String key : List.of("intro", "talkVsOurs", "method", "provenance")) {
            assertTrue(template.containsKey(key), key);
        }
    }

    @Test
    void aComparisonTakesBothRowsFromOneRunAtTheMatrixSizesBeforeANewerRunAtOthers() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        String platform = ReportTest
                .inForks(ReportTest.row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 297, 300, 303));
        String virtual = ReportTest
                .inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 100, 101));
        Files.writeString(raw.resolve("matrix.json"), "[" + platform + "," + virtual + "]");
        Files.writeString(raw.resolve("matrix.env.md"), "- date: 2026-01-01T00:00:00Z\n");
        // Newer, as many forks, but 20 meals each instead of the class's 1,000: another amount of work.
        Files.writeString(raw.resolve("small.json"), "[" + twentyEach(platform) + "," + twentyEach(virtual) + "]");
        Files.writeString(raw.resolve("small.env.md"), "- date: 2026-02-01T00:00:00Z\n");
        // A remeasurement at the same sizes, newer: it supersedes.
        Files.writeString(raw.resolve("again.json"), "[" + platform + "," + virtual + "]");
        Files.writeString(raw.resolve("again.env.md"), "- date: 2026-03-01T00:00:00Z\n");

        ResultSet set = ResultSet.read(raw, dir);
        Dinner v = Dinner.virtual(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK);
        Dinner p = Dinner.platform(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK);
        Comparison c = set
                .fixedWork(v, io.philosopherwars.core.workload.WorkloadKind.NOOP, p,
                        io.philosopherwars.core.workload.WorkloadKind.NOOP)
                .map(pair -> Comparison.of(pair, Quantity.DINNER)).orElseThrow();
        assertEquals("again", c.run());
        Files.delete(raw.resolve("again.json"));
        assertEquals("matrix",
                ResultSet.read(raw, dir)
                        .fixedWork(v, io.philosopherwars.core.workload.WorkloadKind.NOOP, p,
                                io.philosopherwars.core.workload.WorkloadKind.NOOP)
                        .map(pair -> Comparison.of(pair, Quantity.DINNER)).orElseThrow().run());
    }

    /** The row at 20 meals each: 1,000 x 20 meals per dinner, as its invariant wants. */
    private static String twentyEach(String row) {
        return row.replace("\"allFullMeals\":\"1000\"", "\"allFullMeals\":\"20\"").replace("1000000.0", "20000.0");
    }

    /** A row of the hand-off ring as JMH writes it: ns per hand-off, forks of one iteration each. */
    private static String ring(String method, String ring, double... forks) {
        return ReportTest.inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 1, "1", forks))
                .replace("NoopBenchmark.reentrantLock_virtual", "HandOffBenchmark." + method)
                .replaceFirst("\"params\":\\{[^}]*}", "\"params\":{\"ring\":\"" + ring + "\"}");
    }

    @Test
    void theHandOffRingDecidesTheContextSwitchClaimWhereASetHasIt() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("matrix.json"), NOOP_PAIR);
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("contextSwitch")).findFirst().orElseThrow();
        Claim.Judgement without = claim.judge().judge(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.UNDECIDED, without.outcome());
        assertTrue(without.waitsFor().contains("HandOffBenchmark"), without.waitsFor());

        Files.writeString(raw.resolve("ring.json"), "[" + String.join(",", ring("park_virtual", "00100", 500, 510, 490),
                ring("park_platform", "00100", 12_000, 11_900, 12_100)) + "]");
        Claim.Judgement with = claim.judge().judge(ResultSet.read(raw, dir));
        // 24 times cheaper: faster, but 1.4 orders of magnitude, not the two the sentence names.
        assertEquals(Claim.Outcome.FAILS, with.outcome());
        assertEquals("", with.waitsFor());
        Comparison deciding = with.deciding().orElseThrow();
        assertEquals("park/virtual / park/platform", deciding.pair());
        assertEquals("ring of 100", deciding.work());
        // Geometric means of the fork means, as every ratio on the pages.
        assertEquals(Math.cbrt(500.0 * 510 * 490) / Math.cbrt(12_000.0 * 11_900 * 12_100), deciding.ratio(), 1e-9);
        assertEquals(Verdict.FASTER, deciding.verdict());
        assertTrue(with.facts().stream().anyMatch(f -> f.startsWith(
                "the direction alone, against a ratio of one: ring" + " of 100, park/virtual / park/platform 0.042")),
                with.facts().toString());

        Files.writeString(raw.resolve("ring.json"), "[" + String.join(",", ring("park_virtual", "00100", 50, 51, 49),
                ring("park_platform", "00100", 12_000, 11_900, 12_100)) + "]");
        assertEquals(Claim.Outcome.HOLDS, claim.judge().judge(ResultSet.read(raw, dir)).outcome());

        // A platform ring whose hand-offs rarely block (its receivers spin): the kernel switches a twentieth of a
        // time per hop. It measures no context switch: shown with the reason, never counted.
        String spinning = ring("queue_platform", "00002", 12_000, 11_900, 12_100).replace("\"gc.alloc.rate.norm\":",
                "\"switchesPerHop\":{\"score\":0.05,\"scoreError\":\"NaN\",\"scoreUnit\":\"switches/hop\","
                        + "\"rawData\":[[0.05],[0.05],[0.05]]},\"gc.alloc.rate.norm\":");
        Files.writeString(raw.resolve("ring.json"),
                "[" + String.join(",", ring("queue_virtual", "00002", 50, 51, 49), spinning) + "]");
        Claim.Judgement spin = claim.judge().judge(ResultSet.read(raw, dir));
        Comparison queue = spin.comparisons().getFirst();
        assertEquals("not a context switch: 0.05 kernel switches per hand-off on platform threads, so the receivers"
                + " mostly never blocked; shown, not counted", spin.says(queue));
        assertEquals(0, spin.agreeing() + spin.contradicting());
        assertTrue(spin.facts().contains("queue/platform/ring of 2: 0.05 kernel context switches per hand-off"),
                spin.facts().toString());
    }

    /** The slices of one publish pool are one run: each row in every slice's forks; a mix of commits is refused. */
    @Test
    void slicesOfOnePoolAreOneRunWithEveryForkAndOneCommitOnly() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        String pilot = "[" + String.join(",",
                ReportTest
                        .inForks(ReportTest.row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 297, 303)),
                ReportTest.inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 101)))
                + "]";
        String topUp = "[" + String.join(",",
                ReportTest.inForks(ReportTest.row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 300)),
                ReportTest.inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 100)))
                + "]";
        String env = "- host: h1\n- commit: c1\n- date: 2026-01-01T00:00:00Z\n- pool: allfull\n";
        Files.writeString(raw.resolve("noop-1.json"), pilot);
        Files.writeString(raw.resolve("noop-1.env.md"), env);
        Files.writeString(raw.resolve("noop-2.json"), topUp);
        Files.writeString(raw.resolve("noop-2.env.md"), env.replace("01T", "02T"));

        ResultSet set = ResultSet.read(raw, dir);
        assertEquals(List.of("allfull"), set.runs().stream().map(RawRun::name).toList());
        JmhRow virtual = set.runs().getFirst().rows().stream().filter(r -> r.dinner().equals("reentrantLock/virtual"))
                .findFirst().orElseThrow();
        assertEquals(List.of(List.of(99.0), List.of(101.0), List.of(100.0)), virtual.forks());
        assertEquals(100.0, virtual.score(), 1e-9);
        Comparison c = set
                .fixedWork(Dinner.virtual(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK),
                        io.philosopherwars.core.workload.WorkloadKind.NOOP,
                        Dinner.platform(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK),
                        io.philosopherwars.core.workload.WorkloadKind.NOOP)
                .map(pair -> Comparison.of(pair, Quantity.DINNER)).orElseThrow();
        assertEquals(3, c.forksA());
        assertEquals("allfull", c.run());

        Files.writeString(raw.resolve("noop-2.env.md"), env.replace("c1", "c2"));
        ReportException mixed = org.junit.jupiter.api.Assertions.assertThrows(ReportException.class,
                () -> ResultSet.read(raw, dir));
        assertTrue(mixed.getMessage().contains("one pool is one commit on one machine"), mixed.getMessage());
    }

    /**
     * A run with the unmount agent (its rows count {@code unmountsPerMeal}) gives the context-switch claim its virtual
     * dinners' switch counts, and never decides a comparison: it ran a different program.
     */
    @Test
    void aRunWithTheUnmountAgentGivesCountsAndDecidesNothing() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("matrix.json"), NOOP_PAIR);
        Files.writeString(raw.resolve("matrix.env.md"), "- date: 2026-01-01T00:00:00Z\n");
        Files.writeString(raw.resolve("ring.json"), "[" + String.join(",", ring("park_virtual", "00100", 500, 510, 490),
                ring("park_platform", "00100", 12_000, 11_900, 12_100)) + "]");
        // Newer and with as many forks, the virtual side ten times faster: it would decide if it were allowed to.
        String counted = "\"unmountsPerMeal\":{\"score\":0.25,\"scoreError\":0.0,\"scoreUnit\":\"unmounts/meal\","
                + "\"rawData\":[[0.25,0.25,0.25]]},\"switchesPerMeal\":{\"score\":0.05,\"scoreError\":0.0,"
                + "\"scoreUnit\":\"switches/meal\",\"rawData\":[[0.05,0.05,0.05]]}," + "\"fairness\"";
        Files.writeString(raw.resolve("agent.json"), "[" + String.join(",",
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 297, 300, 303)),
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 10, "1", 9.9, 10, 10.1))
                        .replace("\"fairness\"", counted))
                + "]");
        Files.writeString(raw.resolve("agent.env.md"), "- date: 2026-02-01T00:00:00Z\n");

        ResultSet set = ResultSet.read(raw, dir);
        Dinner v = Dinner.virtual(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK);
        Dinner p = Dinner.platform(io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK);
        assertEquals("matrix",
                set.fixedWork(v, io.philosopherwars.core.workload.WorkloadKind.NOOP, p,
                        io.philosopherwars.core.workload.WorkloadKind.NOOP)
                        .map(pair -> Comparison.of(pair, Quantity.DINNER)).orElseThrow().run());
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("contextSwitch")).findFirst().orElseThrow();
        List<String> facts = claim.judge().judge(ResultSet.read(raw, dir)).facts();
        assertTrue(facts.stream().anyMatch(f -> f.startsWith("reentrantLock/virtual noop, all full, counted with the"
                + " unmount agent: 0.2500 virtual-thread unmounts per meal while eating (one per 4 meals) and 0.0500"
                + " kernel switches")), facts.toString());
    }

    /**
     * Claim 7 is the talk's answer, "an order of magnitude slower", judged against that magnitude for each vert.x
     * design over the thread-per-philosopher lock; "holds in part" says which design; the framework's cost
     * (vertxPerLoop over the partitioned lock dinner, the same design) is beside it and decides nothing.
     */
    @Test
    void vertxIsJudgedAgainstAnOrderOfMagnitudePerDesignWithTheFrameworkCostBeside() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        String lock = ReportTest
                .inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 30, "1", 29, 30, 31));
        String perLoop = ReportTest
                .inForks(ReportTest.row("NoopBenchmark.vertxPerLoop_virtual", "allFull", 15, "1", 14.8, 15, 15.2));
        Files.writeString(raw.resolve("v.json"), "[" + lock + "," + perLoop + "]");
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("vertx")).findFirst().orElseThrow();
        // Half the lock's time: faster, so not an order of magnitude slower.
        Claim.Judgement half = claim.judge().judge(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.FAILS, half.outcome());
        assertEquals("contradicts", half.says(half.comparisons().getFirst()));

        // The event-bus design at twenty times the lock, the partitioned lock dinner at a sixth.
        Files.writeString(raw.resolve("v.json"), "[" + String.join(",", lock, perLoop,
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.vertxEventBus_virtual", "allFull", 600, "1", 590, 600, 610)),
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.partitionedLock_virtual", "allFull", 5, "1", 4.9, 5, 5.1)))
                + "]");
        Claim.Judgement with = claim.judge().judge(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.PARTLY, with.outcome());
        assertEquals("for vertxEventBus; not for vertxPerLoop", with.condition().brief());
        assertTrue(with.comparisons().stream().noneMatch(c -> c.pair().contains("partitionedLock")),
                "the framework's cost decides nothing");
        assertTrue(with.facts().stream().anyMatch(f -> f.startsWith("the framework's cost, the same design: noop,"
                + " vertxPerLoop/virtual / partitionedLock/virtual 3.000")), with.facts().toString());
        assertTrue(
                with.facts().stream().anyMatch(f -> f.startsWith(
                        "the design's gain, no framework: noop, partitionedLock/virtual / reentrantLock/virtual")),
                with.facts().toString());
    }

    /** A pooled row on a pool other than the default: JMH writes the pool's parameters with the row's. */
    private static String onPool(String row, String pool, String queue) {
        return row.replace("\"timeLimitSeconds\":\"300\"}",
                "\"timeLimitSeconds\":\"300\",\"pool\":\"" + pool + "\",\"queue\":\"" + queue + "\"}");
    }

    /**
     * Claim 18: each pooled row against the same lock on virtual threads, per meal and per dinner; rows of different
     * pools are different dinners, and the condition names the pool where the verdicts split.
     */
    @Test
    void aPoolIsJudgedAgainstVirtualThreadsAndTheConditionNamesThePool() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        String virtual = ReportTest
                .inForks(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "1", 99, 100, 101));
        // The default pool (JMH writes its parameters too), at half the virtual dinner's time: as good as, better.
        String small = onPool(
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_pooled", "allFull", 50, "1", 49.5, 50, 50.5)),
                "1x", "linked");
        // 64 threads per core, four times slower: not as good.
        String large = onPool(
                ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_pooled", "allFull", 400, "1", 396, 400, 404)),
                "64x", "linked");
        Files.writeString(raw.resolve("p.json"), "[" + String.join(",", virtual, small, large) + "]");
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("pooled")).findFirst().orElseThrow();

        Claim.Judgement j = claim.judge().judge(ResultSet.read(raw, dir));

        assertEquals(Claim.Outcome.PARTLY, j.outcome());
        assertEquals(4, j.comparisons().size(), "per meal and per dinner, for each pool measured");
        // The pool's size is a number: the condition is a threshold on it.
        assertEquals("on a pool of up to 1x the cores; not on a pool of 64x the cores or more", j.condition().brief());
        assertTrue(
                j.comparisons().stream()
                        .anyMatch(c -> c.pair().equals("reentrantLock/pooled(64x-linked) / reentrantLock/virtual")),
                j.comparisons().toString());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith("allocation: reentrantLock/pooled(1x-linked) noop")),
                j.facts().toString());

        // Without pooled rows the claim says what it waits for.
        Files.writeString(raw.resolve("p.json"), "[" + virtual + "]");
        Claim.Judgement none = claim.judge().judge(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.UNDECIDED, none.outcome());
        assertTrue(none.waitsFor().contains("_pooled"), none.waitsFor());
    }

    /** A sweep's all-full row: {@code philosophers} at {@code each} meals each, a million meals, three forks. */
    private static String scaled(String benchmark, String philosophers, String each, double... forks) {
        return ReportTest.inForks(ReportTest.row("ScaledBenchmark." + benchmark, "allFull", forks[1], "1", forks))
                .replace("\"philosophers\":\"1000\",\"meals\":\"10000\",\"allFullMeals\":\"1000\"",
                        "\"philosophers\":\"" + philosophers + "\",\"meals\":\"0010K\",\"allFullMeals\":\"" + each
                                + "\"");
    }

    /**
     * Claim 11, told by progress: a vert.x all-full dinner that had stopped eating at its time limit froze (it agrees
     * with "vert.x freezes at scale"); one still eating at about the linear prediction was slow, not frozen, and one
     * that dined at the largest size at a linear cost contradicts it. A lock time-out is counted with its cause; a
     * time-out with no progress recorded, or one whose stall the collector's pauses filled, decides nothing; a race's
     * time-out decides nothing either.
     */
    @Test
    void aTimeOutIsToldFrozenOrSlowByItsProgress() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("scaled.json"),
                "[" + String.join(",", scaled("vertx_virtual", "0001K", "1000", 49, 50, 51),
                        // Slower per meal at 1K: its 100K dinner's linear prediction is 50 s, so the time-out cut a
                        // linear pace.
                        scaled("vertxEventBus_virtual", "0001K", "1000", 49_000, 50_000, 51_000),
                        scaled("vertxPerLoop_platform", "0001K", "1000", 49, 50, 51),
                        scaled("vertxPerLoop_platform", "0100K", "10", 59, 60, 61)) + "]");
        String exceeded = io.philosopherwars.core.Serving.TIME_LIMIT_EXCEEDED + " of PT30S; its philosophers were"
                + " stopped; progress at the limit: ";
        Files.writeString(raw.resolve("scaled.failed.tsv"), String.join("\n",
                "vertx\tvirtual\t0100K\t10\tallFull\tdinner vertx/virtual/noop 100000x10 allFull " + exceeded
                        + "[progress meals=300000 served=1000000 seconds=29.500 lastMealAgo=12.000 longestStall=12.000"
                        + " rate=0.0 samples=59 sampling=0.1000]",
                "vertxEventBus\tvirtual\t0100K\t10\tallFull\tdinner vertxEventBus/virtual/noop 100000x10 allFull "
                        + exceeded + "[progress meals=700000 served=1000000 seconds=29.500 lastMealAgo=0.000"
                        + " longestStall=0.000 rate=23729.0 samples=59 sampling=0.1000]",
                "vertxEventBus\tplatform\t0100K\t10\tallFull\tdinner vertxEventBus/platform/noop 100000x10 allFull:"
                        + " philosopher 1187 failed while eating: io.vertx.core.impl.NoStackTraceThrowable: Timed out"
                        + " waiting to get lock",
                "vertx\tplatform\t0100K\t10\tallFull\tdinner vertx/platform/noop 100000x10 allFull " + exceeded,
                // Its stall was mostly the collector's pauses: whether the design had stopped cannot be told.
                "vertxPerLoop\tvirtual\t0100K\t10\tallFull\tdinner vertxPerLoop/virtual/noop 100000x10 allFull "
                        + exceeded + "[progress meals=158 served=1000000 seconds=22.866 lastMealAgo=7.410"
                        + " longestStall=7.716 rate=0.0 samples=19 sampling=0.1431 stallGc=6.100]",
                "vertxPerLoop\tvirtual\t0100K\t0010K\tfirstFull\tdinner vertxPerLoop/virtual/noop 100000x10000"
                        + " firstFull " + exceeded)
                + "\n");
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("vertxFreezes")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.PARTLY, j.outcome(), j.facts().toString());
        assertEquals("for vertx; not for vertxEventBus or vertxPerLoop", j.condition().brief());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith(
                "vertx/virtual at 100,000 philosophers x 10 meals: frozen: no meal for the last 12.0 s, 30% eaten")),
                j.facts().toString());
        assertTrue(j.facts().stream()
                .anyMatch(f -> f.startsWith("vertxEventBus/virtual at 100,000 philosophers x 10 meals: slow: 70% eaten")
                        && f.contains("0.84x the 50.0 s a linear cost from 1,000 philosophers predicts")),
                j.facts().toString());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith("vertxEventBus/platform at 100,000 philosophers x 10"
                + " meals: failed: philosopher 1187 failed while eating: io.vertx.core.impl.NoStackTraceThrowable:"
                + " Timed out waiting to get lock")), j.facts().toString());
        assertTrue(j.facts().stream().anyMatch(
                f -> f.startsWith("vertx/platform at 100,000") && f.contains("frozen and slow cannot be told apart")),
                j.facts().toString());
        assertTrue(j.facts().stream()
                .anyMatch(f -> f.equals("vertxPerLoop/virtual at 100,000 philosophers x 10 meals: GC-bound: no meal"
                        + " for the last 7.4 s, 6.1 s of it in GC pauses, 0% eaten: the collector's pauses filled most"
                        + " of it, so frozen cannot be told")),
                j.facts().toString());
        assertTrue(j.headline().contains("vertxPerLoop/virtual at 100,000 (its stall was mostly GC pauses"),
                j.headline());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith("vertxPerLoop/virtual timed out at 100,000")
                && f.endsWith("a race's time-out, deciding nothing")), j.facts().toString());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith(
                "vertxPerLoop/platform: 38.0 ns per meal at 1,000" + " philosophers, 48.0 at 100,000 (1.263): linear")),
                j.facts().toString());
    }

    @Test
    void findingsAreGeneratedFromTheDataAndTheSameDataGiveTheSameBytes() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("m.json"), NOOP_PAIR, StandardCharsets.UTF_8);
        Files.writeString(raw.resolve("m.env.md"), "- machine: test machine\n- commit: abc\n- date: 2026-01-01\n");

        Map<String, String> first = SetPages.generate(raw, dir);
        Map<String, String> second = SetPages.generate(raw, dir);
        assertEquals(first, second);
        String page = first.get("FINDINGS.md");
        // Claim 3 has no file-read rows here: undecided, never a verdict without data.
        assertTrue(page.contains("| 3 | [Blocking file I/O costs more per meal on virtual threads](#blockingIo) |"),
                page);
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 3 |") && l.contains("| **undecided** |")), page);
        // The whole noop dinners are in the page's comparisons, with their run, and the provenance names it.
        assertTrue(page.contains("| [m](m.md) | test machine | abc | 2026-01-01 | 2 |"), page);
        assertTrue(page.contains("The fork is the unit and the block a factor; verdicts follow a declared sequential"
                + " rule, looks at 3, 6 and 10 forks a side"), page);
        assertTrue(first.get("findings-forest.svg").startsWith("<svg "), first.get("findings-forest.svg"));
    }
}
