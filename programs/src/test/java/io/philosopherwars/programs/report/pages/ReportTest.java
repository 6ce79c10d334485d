package io.philosopherwars.programs.report.pages;

import io.philosopherwars.programs.cli.Command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.stats.Precision;
import io.philosopherwars.programs.report.ReportCli;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RawRun;

/** The report tool on small fixed JMH outputs: tables, order, ratios and verdicts, determinism, bad input. */
public class ReportTest {
    @TempDir
    Path dir;

    /**
     * One JMH JSON result as {@code -rf json} writes it, with the secondary metrics the report reads as the
     * {@code DinnerMetrics} profiler writes them: each measured sample's mean per dinner (setup 10.5 ms, eating the
     * sample less 12 ms, leaving 1.25 ms, so the phases stay inside the dinner; an all-full table's 1,000 x 1,000
     * meals).
     */
    public static String row(String benchmark, String stop, double score, String error, double... samples) {
        double[] setup = java.util.Arrays.stream(samples).map(s -> 10.5).toArray();
        double[] eating = java.util.Arrays.stream(samples).map(s -> s - 12).toArray();
        double[] leaving = java.util.Arrays.stream(samples).map(s -> 1.25).toArray();
        return row(benchmark, stop, score, error, samples, setup, eating, leaving);
    }

    /** The same with the phases of each sample given. */
    public static String row(String benchmark, String stop, double score, String error, double[] samples,
            double[] setup, double[] eating, double[] leaving) {
        double[] ones = java.util.Arrays.stream(samples).map(s -> 1).toArray();
        return String.format(Locale.ROOT, """
                {"jmhVersion":"1.37","benchmark":"io.philosopherwars.jmh.%s","mode":"avgt","threads":1,"forks":1,
                 "jvm":"/jdk/bin/java","jvmArgs":["--enable-preview","-Xmx4g"],"jdkVersion":"25.0.3",
                 "vmName":"OpenJDK 64-Bit Server VM","vmVersion":"25.0.3+9-LTS","warmupIterations":3,
                 "warmupTime":"2 s","warmupBatchSize":1,"measurementIterations":%d,"measurementTime":"2 s",
                 "measurementBatchSize":1,
                 "params":{"stop":"%s","philosophers":"1000","meals":"10000","allFullMeals":"1000",
                           "timeLimitSeconds":"300"},
                 "primaryMetric":{"score":%s,"scoreError":%s,"scoreConfidence":[0,0],"scorePercentiles":{},
                                  "scoreUnit":"ms/op","rawData":[[%s]]},
                 "secondaryMetrics":{
                   "setupMs":%s,
                   "eatingMs":%s,
                   "leavingMs":%s,
                   "mealsPerSecond":%s,
                   "totalMeals":%s,
                   "neverAte":%s,
                   "medianMeals":%s,
                   "maxMeals":%s,
                   "fairness":%s,
                   "gc.alloc.rate.norm":%s
                 }}""", benchmark, samples.length, stop, score, error, values(samples), metric("ms", setup),
                metric("ms", eating), metric("ms", leaving), metric("meals/s", times(ones, 1e6)),
                metric("meals", times(ones, 1e6)), metric("philosophers", times(ones, 0)),
                metric("meals", times(ones, 1000)), metric("meals", times(ones, 1000)), metric("index", ones),
                metric("B/op", times(ones, 8e6)));
    }

    private static double[] times(double[] values, double factor) {
        return java.util.Arrays.stream(values).map(v -> v * factor).toArray();
    }

    private static String values(double[] values) {
        return java.util.Arrays.stream(values).mapToObj(s -> String.format(Locale.ROOT, "%.3f", s))
                .collect(Collectors.joining(","));
    }

    /** A profiler's metric: one value per sample (one fork), its score their mean. */
    private static String metric(String unit, double[] values) {
        return String.format(Locale.ROOT,
                "{\"score\":%s,\"scoreError\":\"NaN\",\"scoreUnit\":\"%s\",\"rawData\":[[%s]]}",
                java.util.Arrays.stream(values).average().orElse(Double.NaN), unit, values(values));
    }

    private Path raw(String name, String... rows) throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Path json = raw.resolve(name + ".json");
        Files.writeString(json, "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        return json;
    }

    /**
     * A set's raw folder under {@code dir} with one noop row of three forks, for a question judged from its evidence
     * records beside it.
     */
    public static java.nio.file.Path rawWithOneNoopRow(java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Path raw = java.nio.file.Files.createDirectories(dir.resolve("raw"));
        java.nio.file.Files.writeString(raw.resolve("noop.json"),
                "[" + inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113)) + "]",
                java.nio.charset.StandardCharsets.UTF_8);
        return raw;
    }

    /** The same row with its samples in forks of one iteration each: the unit of the comparisons. */
    public static String inForks(String row) {
        java.util.regex.Matcher raw = java.util.regex.Pattern.compile("\"rawData\":\\[\\[([0-9.,]+)]]").matcher(row);
        assertTrue(raw.find(), row);
        // Each sample a fork of one iteration, as JMH records it: one measurement iteration a fork.
        return row.replace(raw.group(), "\"rawData\":[[" + raw.group(1).replace(",", "],[") + "]]")
                .replaceFirst("\"measurementIterations\":[0-9]+", "\"measurementIterations\":1");
    }

    private Path matrix() throws IOException {
        Path json = raw("matrix",
                inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 300, "6", 297, 300, 303)),
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 100, 101)),
                row("NoopBenchmark.synchronized_platform", "allFull", 290, "30", 270, 290, 310),
                row("NoopBenchmark.synchronized_virtual", "allFull", 1300, "100", 1250, 1300, 1350),
                row("NoopBenchmark.vertxEventBus_virtual", "firstFull", 20, "15", 5, 8, 40, 9, 38));
        Files.writeString(json.resolveSibling("matrix.env.md"), "- machine: test machine\n- command: `test`\n");
        return json;
    }

    @Test
    void unitedTableIsSortedByScoreWithTheTalksRowNames() throws IOException {
        matrix();
        String md = SetPages.generate(dir.resolve("raw"), dir).get("matrix.md");

        List<String> allFull = md.lines().dropWhile(l -> !l.startsWith("## all full")).skip(4)
                .takeWhile(l -> l.startsWith("| ")).toList();
        assertEquals(4, allFull.size(), md);
        assertTrue(
                allFull.get(0).startsWith("| 1 | reentrantLock/virtual/noop | reentrant noop virtual | 1000 x 1000 |"),
                allFull.get(0));
        assertTrue(allFull.get(1).startsWith("| 2 | synchronized/platform/noop |"), allFull.get(1));
        assertTrue(allFull.get(3).startsWith("| 4 | synchronized/virtual/noop |"), allFull.get(3));
        // error 2 of 100 is 2.0%; 8,000,000 B per dinner over 1,000,000 meals is 8.0 B/meal
        assertTrue(allFull.get(0).contains("| 100 | 2.00 (2.0%) |") && allFull.get(0).endsWith("| 8.0 |"),
                allFull.get(0));
        // 99, 100, 101 (1% spread): t(4) x 1% / sqrt(5) = 3.9% at 5 samples, 6.5% at 4.
        assertTrue(allFull.get(0).contains("| 2.00 (2.0%) | 100.0 [99.2, 100.8] (99.0, 101.0) n=3 | 5 |"),
                allFull.get(0));
        assertTrue(md.contains("- machine: test machine") && md.contains("JMH 1.37, mode avgt"), md);
        // Errors 2.0, 2.0, 7.7 and 10.3%.
        assertTrue(md.contains("2 of 4 rows have an error above 5% of the score (or none, with one sample);"
                + " the median error is 4.8%."), md);
        assertTrue(md.contains("0 of 4 rows have a sample above 1.5 x their median"), md);
        // Every sample lasts its 2 s iteration (no dinner is longer): 12 samples are 0.4 min.
        assertTrue(md.contains("samples instead of 12: about ")
                && md.contains(" min of measured iterations instead" + " of 0.4 (a sample lasts"), md);
        // The race: a distribution, not a mean with an error bar; vert.x's event bus is the talk's vert.x.
        assertTrue(md.contains("| 1 | vertxEventBus/virtual/noop | vert.x noop virtual | 1000 x 10000 | - | 9.0 [6.2,"
                + " 39.2] (5.0, 40.0) n=5 unstable |"), md);
    }

    @Test
    void comparisonsGiveRatiosWithIntervalsAndVerdicts() throws IOException {
        matrix();
        String md = SetPages.generate(dir.resolve("raw"), dir).get("matrix.md");

        // Fork means 99, 100, 101 over 297, 300, 303 in one run (one block): the two-sample t on the logs, df 4, se
        // 0.008165, at the first look's level (alpha 2.08%, t = 3.69): 0.333 x exp(+-0.0301) = [0.323, 0.344], below 1
        // and outside the margin: faster. The sides are geometric means (99.997 prints as 100.0).
        assertTrue(md
                .contains("| noop | reentrantLock/virtual | reentrantLock/platform | 100.0 | 300 | 0.333 [0.323, 0.344]"
                        + " | faster |"),
                md);
        // One fork a side: no interval, whatever the iterations say (they are not independent samples).
        assertTrue(md.contains(
                "| noop | synchronized/virtual | synchronized/platform | 1,300 | 290 | 4.483 (1 fork a side in shared blocks)"
                        + " | undecided |"),
                md);
        assertTrue(md.contains(
                "| noop | synchronized/platform | reentrantLock/platform | 290 | 300 | 0.967 (1 fork a side in shared blocks)"
                        + " | undecided |"),
                md);
        // The race is not compared.
        assertTrue(md.lines().noneMatch(l -> l.startsWith("| noop | vertxEventBus")), md);
    }

    @Test
    void aReadThatBypassesThePageCacheIsAWorkloadOfItsOwn() throws IOException {
        String cached = row("FileReadBenchmark.synchronized_virtual", "allFull", 100, "2", 99, 100, 101);
        String direct = cached.replace("\"timeLimitSeconds\":\"300\"",
                "\"timeLimitSeconds\":\"300\",\"directIo\":\"true\"");
        String directPlatform = row("FileReadBenchmark.synchronized_platform", "allFull", 200, "4", 198, 200, 202)
                .replace("\"timeLimitSeconds\":\"300\"", "\"timeLimitSeconds\":\"300\",\"directIo\":\"true\"");
        raw("direct", cached, direct, directPlatform);
        String md = SetPages.generate(dir.resolve("raw"), dir).get("direct.md");
        // Compared with its own kind only: the direct rows with each other, never with the page-cache row.
        assertTrue(md.contains("| fileReadDirect | synchronized/virtual | synchronized/platform | 100 | 200 | 0.500"),
                md);
        assertTrue(md.lines().noneMatch(l -> l.startsWith("| fileRead | synchronized/virtual | synchronized/platform")),
                md);

        assertEquals(io.philosopherwars.core.workload.WorkloadKind.FILE_READ,
                JmhRow.parse(com.google.gson.JsonParser.parseString(cached).getAsJsonObject()).workload());
        assertEquals("synchronized/virtual/fileReadDirect",
                JmhRow.parse(com.google.gson.JsonParser.parseString(direct).getAsJsonObject()).label());
    }

    @Test
    void aSlowSampleIsShownAndTheBudgetSaysWhatFivePercentCosts() throws IOException {
        // One iteration in five at twice the others (the platform-thread rows' shape); dinners of 3 s, 2 s iterations.
        // Per iteration, the phases' means per dinner: the slow one ate 3 s longer and started as fast as the others.
        String tail = row("NoopBenchmark.synchronized_platform", "allFull", 3600, "2000",
                new double[] { 3000, 3000, 3000, 3000, 6000 }, new double[] { 100, 100, 100, 100, 100 },
                new double[] { 500, 500, 500, 500, 3500 }, new double[] { 5, 5, 5, 5, 5 });
        raw("tail", tail);
        String md = SetPages.generate(dir.resolve("raw"), dir).get("tail.md");
        // 6,000 - 3,000 = 3,000 ms over the median, all of it eating (3,500 - 500); no -prof gc, so no GC count.
        assertTrue(md.contains("| synchronized/platform/noop | 1 | 3,000 | 0.00 | 3,000 | 0.00 | 0.00 | - |"), md);
        assertTrue(md.contains("| 3000.0 [3000.0, 4800.0] (3000.0, 6000.0) n=5 |"), md);
        assertTrue(md.contains("1 of 1 rows have a sample above 1.5 x their median"), md);
        int needed = Precision.samplesFor(List.of(3000.0, 3000.0, 3000.0, 3000.0, 6000.0), Precision.TARGET);
        // A sample lasts its dinner (3.6 s) where that is longer than the iteration (2 s): 5 samples are 0.3 min.
        assertTrue(md.contains("would take " + String.format(Locale.ROOT, "%,d", needed)
                + " samples instead of 5: about " + String.format(Locale.ROOT, "%.1f", needed * 3.6 / 60)
                + " min of measured iterations instead of 0.3"), md);
        assertTrue(needed > 100, "a 37% spread needs far more than 5 samples: " + needed);
    }

    @Test
    void precisionFindsTheFewestSamplesForTheTargetAsJmhComputesItsError() {
        // Mean 100, standard deviation 5.27: t(17) x 5.27% / sqrt(18) = 4.93%, t(16) x 5.27% / sqrt(17) = 5.13%.
        List<Double> samples = List.of(95.0, 105.0, 95.0, 105.0, 95.0, 105.0, 95.0, 105.0, 95.0, 105.0);
        assertEquals(18, Precision.samplesFor(samples, 0.05));
        // The error at the samples' own count is JMH's own, for the same samples.
        org.openjdk.jmh.util.ListStatistics jmh = new org.openjdk.jmh.util.ListStatistics();
        samples.forEach(jmh::addValue);
        double cv = jmh.getStandardDeviation() / jmh.getMean();
        assertEquals(jmh.getMeanErrorAt(0.999) / jmh.getMean(), Precision.relativeError(samples.size(), cv), 1e-12);
        // Ten times the spread needs about a hundred times the samples.
        List<Double> wide = samples.stream().map(s -> 100 + 10 * (s - 100)).toList();
        int many = Precision.samplesFor(wide, 0.05);
        assertTrue(many > 1_150 && many < 1_300, "samples for a 52.7% spread: " + many);
        // No spread: two samples do; one sample or a mean of zero give no estimate.
        assertEquals(2, Precision.samplesFor(List.of(7.0, 7.0, 7.0), 0.05));
        assertEquals(-1, Precision.samplesFor(List.of(7.0), 0.05));
        assertEquals(-1, Precision.samplesFor(List.of(0.0, 0.0), 0.05));
        assertEquals("-", Precision.format(-1));
        assertEquals("> 1,000,000", Precision.format(Precision.LIMIT + 1));
        assertEquals(2.0, JmhRow.seconds(new com.google.gson.JsonPrimitive("2 s")));
        assertEquals(0.5, JmhRow.seconds(new com.google.gson.JsonPrimitive("500 ms")));
        assertTrue(Double.isNaN(JmhRow.seconds(new com.google.gson.JsonPrimitive("single-shot"))));
    }

    @Test
    void generationIsDeterministicAndWritesChartsAndTheIndex() throws IOException {
        matrix();
        Files.createDirectories(dir.resolve("jlbh"));
        Files.writeString(dir.resolve("jlbh/x.md"), "# JLBH: dinner latency\n\n- command: `./philosophers jlbh x`\n");
        Files.createDirectories(dir.resolve("evidence"));
        Files.writeString(dir.resolve("evidence/m.md"),
                "# Memory per philosopher\n\n- command: `./philosophers memory`\n");

        Map<String, String> first = SetPages.generate(dir.resolve("raw"), dir);
        Map<String, String> second = SetPages.generate(dir.resolve("raw"), dir);

        assertEquals(first, second);
        assertEquals(
                List.of("matrix-allFull-noop.svg", "matrix-firstFull-noop.svg", "matrix.md", "steady-state.md",
                        "FINDINGS.md", "answers.json", "findings-forest.svg", "README.md"),
                first.keySet().stream().filter(f -> !f.startsWith("claims/")).toList());
        // Each claim on a page of its own, FINDINGS.md their index.
        assertEquals(io.philosopherwars.programs.report.claims.Claims.all().size(),
                first.keySet().stream().filter(f -> f.startsWith("claims/") && f.endsWith(".md")).count());
        String chart = first.get("matrix-allFull-noop.svg");
        assertTrue(chart.startsWith("<svg ") && chart.contains("reentrantLock/virtual/noop"), chart);
        // One chart per workload: the implementations side by side in the catalogue's order, virtual before platform.
        List<String> bars = List.of("reentrantLock/virtual/noop", "reentrantLock/platform/noop",
                "synchronized/virtual/noop", "synchronized/platform/noop");
        for (int i = 1; i < bars.size(); i++) {
            assertTrue(chart.indexOf(">" + bars.get(i - 1) + "<") < chart.indexOf(">" + bars.get(i) + "<"),
                    bars.get(i - 1) + " before " + bars.get(i) + ": " + chart);
        }
        assertTrue(first.get("matrix.md").contains("![noop, allFull](matrix-allFull-noop.svg)"),
                first.get("matrix.md"));
        assertTrue(first.get("README.md").startsWith("# " + dir.getFileName() + ": every table and chart"),
                first.get("README.md"));
        assertTrue(
                first.get("README.md")
                        .contains("| [matrix.md](matrix.md) | united table | 5 rows from `raw/matrix.json` |"),
                first.get("README.md"));
        assertTrue(
                first.get("README.md")
                        .contains("| [jlbh/x.md](jlbh/x.md) | JLBH: dinner latency | `./philosophers jlbh x` |"),
                first.get("README.md"));
        assertTrue(
                first.get("README.md").contains(
                        "| [evidence/m.md](evidence/m.md) | Memory per philosopher | `./philosophers memory` |"),
                first.get("README.md"));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(Command.OK,
                ReportCli.run(new String[] { "--raw", dir.resolve("raw").toString(), "--out", dir.toString() },
                        new PrintStream(out), System.err));
        assertEquals(first.get("matrix.md"), Files.readString(dir.resolve("matrix.md")));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    @Test
    void scaledTableHasTheGridAndSaysWhyACellDidNotRun() throws IOException {
        Path json = raw("scaled",
                row("ScaledBenchmark.reentrantLock_virtual", "firstFull", 50, "5", 48, 50, 52).replace(
                        "\"philosophers\":\"1000\",\"meals\":\"10000\"",
                        "\"philosophers\":\"0001K\",\"meals\":\"0010K\""),
                row("ScaledBenchmark.reentrantLock_virtual", "firstFull", 500, "50", 480, 500, 520).replace(
                        "\"philosophers\":\"1000\",\"meals\":\"10000\"",
                        "\"philosophers\":\"0010K\",\"meals\":\"0010K\""));
        Files.writeString(json.resolveSibling("scaled.failed.tsv"),
                "reentrantLock\tplatform\t0010K\t0010K\tdinner reentrantLock/platform/noop 10000x10000 firstFull needs"
                        + " 10,000 platform threads\n"
                        + "reentrantLock\tplatform\t0001K\t0010K\tdinner reentrantLock/platform/noop 1000x10000 firstFull:"
                        + " philosopher 7 failed\n");

        Map<String, String> files = SetPages.generate(dir.resolve("raw"), dir);
        String md = files.get("scaled.md");

        assertTrue(md.contains("| Phil / Eatings | 0010K |"), md);
        assertTrue(md.contains(
                "## reentrantLock/virtual\n\n| Phil / Eatings | 0010K |\n|---|---:|\n| 0001K | 50.0 (10.5 + 38.0) |\n"
                        + "| 0010K | 500 (10.5 + 488) |"),
                md);
        assertTrue(md.contains("| 0001K | could not run (1) |\n| 0010K | could not run (2) |\n\n"
                + "(1) philosopher 7 failed\n\n(2) needs 10,000 platform threads\n"), md);
        assertTrue(md.contains("run environment: not recorded"), md);
        assertTrue(files.containsKey("scaled-meals-0010K.svg"), files.keySet().toString());
        assertTrue(files.get("scaled-meals-0010K.svg").contains("<path d=\"M"), "a curve through two points");
    }

    @Test
    void theSweepsDiningAndItsRacesMayBeTwoRunsAndEachRuleIsReadFromItsOwn() throws IOException {
        // publish measures the sweep's dining (all full) and its races (first full) as two runs; each rule is read
        // from the newest run that has its cells (here the same date, so the name decides), rows and failures alike.
        String sizes = "\"philosophers\":\"1000\",\"meals\":\"10000\"";
        String dining = row("ScaledBenchmark.reentrantLock_virtual", "allFull", 50, "5", 48, 50, 52).replace(sizes,
                "\"philosophers\":\"0001K\",\"meals\":\"0010K\"");
        String race = row("ScaledBenchmark.reentrantLock_virtual", "firstFull", 60, "5", 58, 60, 62).replace(sizes,
                "\"philosophers\":\"0001K\",\"meals\":\"0010K\"");
        Path scaled = raw("scaled", dining);
        Path races = raw("scaled-races", race);
        // The older run also holds a race that failed (a sweep of both rules): the newer races run replaces it.
        Files.writeString(scaled.resolveSibling("scaled.failed.tsv"),
                "vertx\tvirtual\t1000K\t10\tallFull\tdining froze\n"
                        + "vertx\tvirtual\t1000K\t0010K\tfirstFull\tan older race\n");
        Files.writeString(races.resolveSibling("scaled-races.failed.tsv"),
                "vertx\tvirtual\t1000K\t0010K\tfirstFull\trace timed out\n");

        io.philosopherwars.programs.report.results.ResultSet set = io.philosopherwars.programs.report.results.ResultSet
                .read(dir.resolve("raw"), dir);

        assertEquals(List.of("allFull", "firstFull"),
                set.scaledRows().stream().map(r -> r.stop().id()).sorted().toList());
        assertEquals(List.of("allFull dining froze", "firstFull race timed out"),
                set.scaledFailures().stream().map(c -> c.stop() + " " + c.reason()).sorted().toList());
    }

    @Test
    void aDinnersRowIsTheOneAtTheDefaultsNeverTheMeasuredTwin() throws IOException {
        // The twin (time limit 301 s) comes first in the file; a comparison must still read the row itself, whose
        // blocks include those of every family that measured it.
        String row = inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 20, "1", 19, 20, 21));
        String twin = inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 30, "1", 29, 30, 31))
                .replace("\"timeLimitSeconds\":\"300\"", "\"timeLimitSeconds\":\"301\"");
        raw("matrix", twin, row);

        io.philosopherwars.programs.report.results.ResultSet set = io.philosopherwars.programs.report.results.ResultSet
                .read(dir.resolve("raw"), dir);

        JmhRow found = set.fixedRow(
                new io.philosopherwars.programs.report.results.Dinner(
                        io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK,
                        io.philosopherwars.core.ThreadKind.VIRTUAL),
                io.philosopherwars.core.workload.WorkloadKind.NOOP, r -> true).orElseThrow();
        assertEquals("300", found.params().get("timeLimitSeconds"));
    }

    @Test
    void aRunOfBenchmarksThatAreNotDinnersIsKeptButNotTabled() throws IOException {
        matrix();
        // The JEP 491 experiment has no stop rule and no implementation: its rows are raw data, not a dinner table.
        String jep491 = row("NoopBenchmark.reentrantLock_virtual", "allFull", 50, "1", 49, 50, 51)
                .replace("NoopBenchmark.reentrantLock_virtual", "Jep491Benchmark.experiment_fresh");
        raw("ring", jep491);

        Map<String, String> files = SetPages.generate(dir.resolve("raw"), dir);

        assertTrue(!files.containsKey("ring.md"), files.keySet().toString());
        assertTrue(files.get("README.md").contains(
                "| [raw/ring.json](raw/ring.json) | raw data, not tabled | 1 rows of benchmarks that are not dinners"
                        + " (Jep491Benchmark.experiment_fresh) |"),
                files.get("README.md"));
        assertTrue(files.containsKey("matrix.md"), "the dinners of the other run are still tabled");
    }

    @Test
    void malformedOrEmptyInputNamesTheFile() throws IOException {
        Path json = raw("broken", "{\"benchmark\":");
        ReportException malformed = assertThrows(ReportException.class, () -> RawRun.read(json));
        assertTrue(malformed.getMessage().startsWith(json + ": malformed JSON"), malformed.getMessage());

        Files.writeString(json, "");
        assertTrue(assertThrows(ReportException.class, () -> RawRun.read(json)).getMessage()
                .startsWith(json + ": empty file"));

        Files.writeString(json, "[]");
        assertTrue(assertThrows(ReportException.class, () -> RawRun.read(json)).getMessage()
                .startsWith(json + ": no results"));

        Files.writeString(json, "[{\"benchmark\":\"io.philosopherwars.jmh.NoopBenchmark.reentrantLock_virtual\","
                + "\"mode\":\"avgt\"}]");
        String missing = assertThrows(ReportException.class, () -> RawRun.read(json)).getMessage();
        assertTrue(missing.equals(json + ": result 1: missing object \"primaryMetric\""), missing);

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(Command.FAILED,
                ReportCli.run(new String[] { "--raw", dir.resolve("raw").toString(), "--out", dir.toString() },
                        System.out, new PrintStream(err)));
        assertTrue(err.toString().startsWith("error: " + json), err.toString());
    }

    @Test
    void missingFolderAndBadOptionsAreClearErrors() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(Command.FAILED, ReportCli.run(new String[] { "--raw", dir.resolve("nothing").toString() },
                System.out, new PrintStream(err)));
        assertTrue(err.toString().contains("nothing: no such folder of raw results"), err.toString());

        err.reset();
        assertEquals(Command.USAGE, ReportCli.run(new String[] { "--rows", "x" }, System.out, new PrintStream(err)));
        assertTrue(err.toString().startsWith("error: unknown option --rows"), err.toString());
    }
}
