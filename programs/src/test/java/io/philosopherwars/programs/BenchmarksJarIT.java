package io.philosopherwars.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.philosopherwars.jmh.BenchmarkOptions;
import io.philosopherwars.jmh.EvidenceProfiler;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** The shaded jar as a user runs it: it lists the matrix, runs a benchmark in a fork that exits, writes JSON. */
@Execution(ExecutionMode.CONCURRENT) // two at a time (programs/pom.xml): each mostly waits on its JMH run
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BenchmarksJarIT {
    private static final Path JAR = Path.of("..", "benchmarks-jmh", "target", "benchmarks.jar");
    private static final Set<String> METRICS = Set.of("setupMs", "eatingMs", "releaseMs", "leavingMs", "mealsPerSecond",
            "neverAte", "medianMeals", "maxMeals", "totalMeals", "fairness", "switchesPerMeal");

    private static JarRun benchmarks(String... args) throws IOException, InterruptedException {
        return benchmarks(List.of(), args);
    }

    /** The jar's JMH host started with {@code hostFlags}, for example a system property JMH reads. */
    private static JarRun benchmarks(List<String> hostFlags, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        // The JVM running this test is the JDK 25 that Maven's toolchain chose.
        command.add(JarRun.java());
        // The host only lists, forks and collects: C1 alone, so that C2 does not take a core from its fork's start.
        command.add("-XX:TieredStopAtLevel=1");
        command.add(JarRun.ownJmhLock());
        command.addAll(hostFlags);
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        return JarRun.run(command, Map.of());
    }

    @BeforeAll
    static void noMeasurementRuns() throws Exception {
        JarRun.holdMachineLockShared();
    }

    @Test
    void listsEveryImplementationAndThreadKindForEveryWorkload() throws Exception {
        JarRun run = benchmarks("-l", "Noop.*virtual");

        assertEquals(0, run.exitCode(), run.output());
        for (String implementation : List.of("reentrantLock", "fairReentrantLock", "synchronized", "vertx",
                "vertxPerLoop", "vertxEventBus")) {
            assertTrue(run.output().contains("io.philosopherwars.jmh.NoopBenchmark." + implementation + "_virtual"),
                    run.output());
        }
        assertTrue(!run.output().contains("_platform"), run.output());
    }

    @Test
    void tinyRunWritesScoreAndDinnerMetricsToJson() throws Exception {
        Path json = Path.of("target", "smoke.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("NoopBenchmark.reentrantLock_virtual", "-f", "1", "-wi", "1", "-i", "2", "-w", "200ms",
                "-r", "200ms", "-p", "stop=firstFull", "-p", "philosophers=50", "-p", "meals=100", "-rf", "json",
                "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        assertTrue(!run.output().contains("did not exit"), "the fork must exit by itself:\n" + run.output());
        JsonArray results = JsonParser.parseString(Files.readString(json)).getAsJsonArray();
        assertEquals(1, results.size());
        JsonObject result = results.get(0).getAsJsonObject();
        assertEquals("io.philosopherwars.jmh.NoopBenchmark.reentrantLock_virtual",
                result.get("benchmark").getAsString());
        assertTrue(result.getAsJsonObject("primaryMetric").get("score").getAsDouble() > 0);
        JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
        assertEquals(METRICS, secondary.keySet());
        assertEquals(100.0, score(secondary, "maxMeals"), 1e-9, "the first-full finisher ate its 100 meals");
        // Each measured iteration's value is its mean per dinner, as is, whatever -f and -i: 100 in both iterations.
        assertEquals("[[100.0,100.0]]", secondary.getAsJsonObject("maxMeals").get("rawData").toString());
        assertEquals("ms", secondary.getAsJsonObject("setupMs").get("scoreUnit").getAsString());
        assertTrue(score(secondary, "setupMs") > 0 && score(secondary, "eatingMs") > 0);
        assertTrue(score(secondary, "releaseMs") > 0 && score(secondary, "releaseMs") <= score(secondary, "eatingMs"),
                "the release is a part of eating");
        double fairness = score(secondary, "fairness");
        assertTrue(fairness > 0 && fairness <= 1, "fairness " + fairness);
        // No unmount agent in this fork: nothing counted, so no such metric (never a NaN line in JMH's output).
        assertTrue(!secondary.has("unmountsPerMeal"), secondary.keySet().toString());
        assertTrue(!run.output().contains("unmounts/meal"), run.output());
        // The fork allows JMH's sun.misc.Unsafe calls: only the host JVM, which no jar can configure, may warn.
        assertTrue(run.output().split("terminally deprecated method in sun.misc.Unsafe", -1).length <= 2, run.output());
    }

    /**
     * A clocked meal (the lengths and ladder families' rows; the clock is every workload benchmark's, a sleep here)
     * reports how long its meals lasted, at least the length asked, and how long a philosopher waited before one; an
     * unclocked one reports nothing of the kind, so that the claims' rows stay what they were.
     */
    @Test
    void aClockedMealReportsHowLongItLastedAndWaitedAndAnUnclockedOneDoesNot() throws Exception {
        Path json = Path.of("target", "clocked-spin.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("SleepBenchmark.reentrantLock_virtual$", "-f", "1", "-wi", "0", "-i", "1", "-r",
                "200ms", "-p", "stop=allFull", "-p", "philosophers=20", "-p", "allFullMeals=10", "-p", "micros=50",
                "-p", "mealClock=true,false", "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        JsonArray results = JsonParser.parseString(Files.readString(json)).getAsJsonArray();
        assertEquals(2, results.size(), results.toString());
        for (int i = 0; i < results.size(); i++) {
            JsonObject result = results.get(i).getAsJsonObject();
            boolean clocked = result.getAsJsonObject("params").get("mealClock").getAsBoolean();
            JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
            assertEquals(clocked, secondary.has("mealMicros"), secondary.keySet().toString());
            assertEquals(clocked, secondary.has("mealWaitMicros"), secondary.keySet().toString());
            if (clocked) {
                // A sleep ends at its deadline or after it, never before: 50 µs asked.
                assertTrue(score(secondary, "mealMicros") >= 50, secondary.get("mealMicros").toString());
                // 20 philosophers at 10 meals each: every one waits for a neighbour's chopstick now and then.
                assertTrue(score(secondary, "mealWaitMicros") > 0, secondary.get("mealWaitMicros").toString());
                assertEquals("us", secondary.getAsJsonObject("mealMicros").get("scoreUnit").getAsString());
            }
        }
    }

    /**
     * JMH's habit of appending JVM flags from the command line: the jar's main keeps the forks' own flags
     * ({@code --enable-preview} first), so the fork starts and runs with both.
     */
    @Test
    void aUsersJvmArgsAppendKeepsTheForksRunnable() throws Exception {
        Path json = Path.of("target", "jvm-args-append.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("NoopBenchmark.synchronized_virtual", "-jvmArgsAppend", "-XX:-EliminateLocks", "-f",
                "1", "-wi", "0", "-i", "1", "-r", "200ms", "-p", "stop=allFull", "-p", "philosophers=20", "-p",
                "allFullMeals=10", "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        JsonObject result = JsonParser.parseString(Files.readString(json)).getAsJsonArray().get(0).getAsJsonObject();
        List<String> jvmArgs = new ArrayList<>();
        result.getAsJsonArray("jvmArgs").forEach(a -> jvmArgs.add(a.getAsString()));
        assertTrue(jvmArgs.contains("--enable-preview") && jvmArgs.contains("-XX:-EliminateLocks"), jvmArgs.toString());
        assertTrue(jvmArgs.indexOf("-XX:-EliminateLocks") > jvmArgs.lastIndexOf("-Xmx4g"), "the user's flags win");
        assertEquals(200.0, score(result.getAsJsonObject("secondaryMetrics"), "totalMeals"), 1e-9);
    }

    /** The hand-off ring from the jar: ns per hand-off, each method's ring of its own kind, forks that exit. */
    @Test
    void handOffRingMeasuresNanosecondsPerHandOffFromTheJar() throws Exception {
        Path json = Path.of("target", "hand-off.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("HandOffBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms", "-p", "ring=00002",
                "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        assertTrue(!run.output().contains("did not exit"), "the fork must exit by itself:\n" + run.output());
        JsonArray results = JsonParser.parseString(Files.readString(json)).getAsJsonArray();
        Set<String> ran = new java.util.TreeSet<>();
        for (int i = 0; i < results.size(); i++) {
            JsonObject result = results.get(i).getAsJsonObject();
            ran.add(result.get("benchmark").getAsString().replace("io.philosopherwars.jmh.HandOffBenchmark.", ""));
            assertEquals("ns/op", result.getAsJsonObject("primaryMetric").get("scoreUnit").getAsString());
            assertTrue(result.getAsJsonObject("primaryMetric").get("score").getAsDouble() > 0, result.toString());
        }
        assertEquals(Set.of("park_platform", "park_virtual", "queue_platform", "queue_virtual"), ran);
    }

    /**
     * One tiny dinner of every benchmark class, so that the file and HTTP kitchens (and the payload server found
     * through the shaded jar's merged service files) run from the jar, not only one noop row. Each class gets only the
     * parameters it declares: {@code micros} and {@code bytes} on a class without them would be ignored by JMH. The
     * dinners run in the jar's host JVM ({@code -f 0}), started with the flags every fork gets
     * ({@link BenchmarkOptions#FORK_ARGS}): what a fork adds (its flags, its exit) is this class's other tests' to
     * check, and 18 forks, each mostly a JVM starting, took 10-12 s of a build where one host takes 2-3 s.
     */
    @Test
    void everyBenchmarkClassServesATinyDinnerFromTheJar() throws Exception {
        List<String> classes = List.of("NoopBenchmark", "SleepBenchmark", "ActiveWaitBenchmark", "FileReadBenchmark",
                "UrlConnectionBenchmark", "HttpClientBenchmark", "OkHttpBenchmark", "ScaledBenchmark",
                "YourMealBenchmark");
        Path json = Path.of("target", "every-class.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks(BenchmarkOptions.FORK_ARGS,
                "^io.philosopherwars.jmh.(" + String.join("|", classes) + ").synchronized_virtual$", "-f", "0", "-bm",
                "ss", "-wi", "0", "-i", "1", "-p", "philosophers=20", "-p", "meals=5", "-p", "allFullMeals=2", "-p",
                "micros=1", "-p", "bytes=1024", "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        JsonArray results = JsonParser.parseString(Files.readString(json)).getAsJsonArray();
        List<String> ran = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            JsonObject result = results.get(i).getAsJsonObject();
            String benchmark = result.get("benchmark").getAsString();
            ran.add(benchmark.substring("io.philosopherwars.jmh.".length(), benchmark.lastIndexOf('.')));
            assertTrue(result.getAsJsonObject("primaryMetric").get("score").getAsDouble() > 0, benchmark);
            JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
            String stop = result.getAsJsonObject("params").get("stop").getAsString();
            boolean scaled = benchmark.contains("ScaledBenchmark");
            if (stop.equals("firstFull")) {
                assertEquals(5.0, score(secondary, "maxMeals"), 1e-9,
                        benchmark + ": the first-full winner ate 5 meals");
            } else {
                // All full eats allFullMeals each; the scaled class has one meals parameter for both rules.
                double each = scaled ? 5 : 2;
                assertEquals(each, score(secondary, "maxMeals"), 1e-9, benchmark + " " + stop);
                assertEquals(20 * each, score(secondary, "totalMeals"), 1e-9, benchmark + " " + stop);
            }
        }
        assertEquals(Set.copyOf(classes), Set.copyOf(ran), "every class ran");
        assertEquals(2 * classes.size(), ran.size(), "each class under both stop rules: " + ran);
    }

    /** Your meal from the jar: one that cannot be found fails its benchmark before any dinner, saying why. */
    @Test
    void aMealThatCannotBeFoundFailsItsBenchmarkWithItsReason() throws Exception {
        JarRun run = benchmarks("^io.philosopherwars.jmh.YourMealBenchmark.reentrantLock_virtual$", "-f", "1", "-wi",
                "0", "-i", "1", "-p", "stop=allFull", "-p", "meal=com.acme.Missing", "-foe", "true");

        assertNotEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("no meal com.acme.Missing: not a service of the classpath nor a class on it"),
                run.output());
    }

    /** The opt-in evidence profiler adds pinned events per dinner and the carriers' peaks to a row's metrics. */
    @Test
    void evidenceProfilerReportsPinningAndCarriers() throws Exception {
        Path json = Path.of("target", "evidence.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("^io.philosopherwars.jmh.FileReadBenchmark.reentrantLock_virtual$", "-f", "1", "-bm",
                "ss", "-wi", "0", "-i", "2", "-p", "philosophers=50", "-p", "stop=allFull", "-p", "allFullMeals=20",
                "-prof", EvidenceProfiler.class.getName(), "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        JsonObject secondary = JsonParser.parseString(Files.readString(json)).getAsJsonArray().get(0).getAsJsonObject()
                .getAsJsonObject("secondaryMetrics");
        double parallelism = score(secondary, "evidence.parallelism");
        assertTrue(parallelism >= 1, secondary.toString());
        assertTrue(score(secondary, "evidence.peakCarriers") >= 1, secondary.toString());
        assertTrue(score(secondary, "evidence.peakMounted") >= 1, secondary.toString());
        assertTrue(score(secondary, "evidence.meanQueued") >= 0, secondary.toString());
        // 1,000 blocking reads inside ReentrantLocks: rare pins at most (see DinnerEvidenceTest), never one per meal.
        assertTrue(score(secondary, "evidence.pinnedPerDinner") <= 10, secondary.toString());
    }

    /** The JEP 491 experiment from the jar, both monitors, with the scheduler's parallelism set for the run. */
    @Test
    void jep491ExperimentRunsBothMonitorsWithAParallelismFlag() throws Exception {
        Path json = Path.of("target", "jep491.json");
        Files.deleteIfExists(json);

        JarRun run = benchmarks("Jep491Benchmark", "-f", "1", "-wi", "0", "-i", "1", "-p", "tasks=20", "-p",
                "cpuIterations=10", "-p", "sleepMillis=2", "-jvmArgs", "-Djdk.virtualThreadScheduler.parallelism=1",
                "-prof", EvidenceProfiler.class.getName(), "-rf", "json", "-rff", json.toString());

        assertEquals(0, run.exitCode(), run.output());
        JsonArray results = JsonParser.parseString(Files.readString(json)).getAsJsonArray();
        assertEquals(2, results.size(), run.output());
        for (int i = 0; i < results.size(); i++) {
            JsonObject result = results.get(i).getAsJsonObject();
            JsonObject secondary = result.getAsJsonObject("secondaryMetrics");
            assertEquals(1.0, score(secondary, "evidence.parallelism"), 1e-9, result.toString());
            double ms = result.getAsJsonObject("primaryMetric").get("score").getAsDouble();
            if (result.getAsJsonObject("params").get("monitor").getAsString().equals("SHARED")) {
                assertTrue(ms >= 40, "20 sleeps of 2 ms one after another: " + ms);
            }
        }
    }

    @Test
    void parametersExistOnlyWhereTheyApply() throws Exception {
        JarRun run = benchmarks("-lp", "(Noop|Sleep|FileRead|OkHttp)Benchmark.synchronized_virtual$");

        assertEquals(0, run.exitCode(), run.output());
        String listing = run.output();
        String noop = section(listing, "NoopBenchmark");
        String sleep = section(listing, "SleepBenchmark");
        String file = section(listing, "FileReadBenchmark");
        String http = section(listing, "OkHttpBenchmark");
        assertTrue(!noop.contains("micros") && !noop.contains("bytes"), noop);
        assertTrue(sleep.contains("micros") && !sleep.contains("bytes"), sleep);
        assertTrue(file.contains("bytes") && !file.contains("micros"), file);
        assertTrue(http.contains("bytes") && !http.contains("micros"), http);
    }

    /** The lines of {@code -lp} output from the benchmark of {@code benchmarkClass} up to the next benchmark. */
    private static String section(String listing, String benchmarkClass) {
        int start = listing.indexOf("." + benchmarkClass + ".");
        assertTrue(start >= 0, benchmarkClass + " is listed:\n" + listing);
        int end = listing.indexOf("io.philosopherwars.jmh.", start + benchmarkClass.length() + 2);
        return listing.substring(start, end < 0 ? listing.length() : end);
    }

    @Test
    void unknownParameterFailsWithItsMessageAndNoScore() throws Exception {
        JarRun run = benchmarks("NoopBenchmark.synchronized_virtual", "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms",
                "-p", "stop=sometimes", "-foe", "true");

        assertNotEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("No enum constant io.philosopherwars.jmh.Stop.sometimes"), run.output());
        assertTrue(!run.output().contains("ms/op"), run.output());
    }

    private static double score(JsonObject secondary, String metric) {
        return secondary.getAsJsonObject(metric).get("score").getAsDouble();
    }
}
