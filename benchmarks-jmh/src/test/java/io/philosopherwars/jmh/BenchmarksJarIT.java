package io.philosopherwars.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The shaded jar as a user runs it: it lists the matrix, runs a benchmark in a fork that exits, writes JSON. */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BenchmarksJarIT {
    private static final Path JAR = Path.of("target", "benchmarks.jar");
    private static final Set<String> METRICS = Set.of("setupMs", "eatingMs", "leavingMs", "mealsPerSecond", "neverAte",
            "medianMeals", "maxMeals", "totalMeals", "fairness");

    /** A finished process: exit code and everything it printed. */
    record Run(int exitCode, String output) {
    }

    private static Run benchmarks(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        // The JVM running this test is the JDK 25 that Maven's toolchain chose.
        command.add(ProcessHandle.current().info().command().orElseThrow());
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        Path log = Files.createTempFile("benchmarks-jar-", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(4, TimeUnit.MINUTES)) {
                // The JMH host's forked benchmark JVM first: killing only the host would leave the fork running.
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
                throw new AssertionError("benchmarks.jar did not exit within 4 minutes: " + command);
            }
            return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    @Test
    void listsEveryImplementationAndThreadKindForEveryWorkload() throws Exception {
        Run run = benchmarks("-l", "Noop.*virtual");

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

        Run run = benchmarks("NoopBenchmark.reentrantLock_virtual", "-f", "1", "-wi", "1", "-i", "2", "-w", "200ms",
                "-r", "200ms", "-p", "philosophers=50", "-p", "meals=100", "-rf", "json", "-rff", json.toString());

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
        assertTrue(score(secondary, "setupMs") > 0 && score(secondary, "eatingMs") > 0);
        double fairness = score(secondary, "fairness");
        assertTrue(fairness > 0 && fairness <= 1, "fairness " + fairness);
    }

    @Test
    void unknownParameterFailsWithItsMessageAndNoScore() throws Exception {
        Run run = benchmarks("NoopBenchmark.synchronized_virtual", "-f", "1", "-wi", "0", "-i", "1", "-r", "100ms",
                "-p", "stop=sometimes", "-foe", "true");

        assertNotEquals(0, run.exitCode(), run.output());
        assertTrue(run.output().contains("unknown stop rule 'sometimes'; expected one of: firstFull, allFull"),
                run.output());
        assertTrue(!run.output().contains("ms/op"), run.output());
    }

    private static double score(JsonObject secondary, String metric) {
        return secondary.getAsJsonObject(metric).get("score").getAsDouble();
    }
}
