package io.philosopherwars.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.programs.report.results.ResultSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The programs' jar as the launcher runs it: measure keeps raw JSON with its environment, the sweep and the report run
 * through {@code ./philosophers}, the demo takes extra JVM flags and records them.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ProgramsJarIT {
    private static final Path JAR = Path.of("target", "philosophers.jar");

    @BeforeAll
    static void noMeasurementRuns() throws Exception {
        JarRun.holdMachineLockShared();
    }

    /**
     * {@code ./philosophers measure NAME}: the raw JSON, its environment and its iterations (warm-ups included) land in
     * this machine's set, {@code results/<machine>/raw} of the working directory, the environment with the exact
     * command and the run's wall time (the README's slice times come from that line); a name that is not a plain file
     * name is refused before anything runs.
     */
    @Test
    void measureKeepsRawJsonWithItsEnvironmentAndWallTime(@TempDir Path directory) throws Exception {
        List<String> measure = List.of(JarRun.java(), "--enable-preview", "--sun-misc-unsafe-memory-access=allow",
                JarRun.ownJmhLock(), "-cp", JAR.toAbsolutePath().toString(),
                "io.philosopherwars.programs.measure.Measure");
        List<String> command = new ArrayList<>(measure);
        command.addAll(List.of("tiny", "NoopBenchmark.reentrantLock_virtual", "-f", "1", "-bm", "ss", "-wi", "2", "-i",
                "2", "-p", "stop=firstFull", "-p", "philosophers=20", "-p", "meals=5"));

        JarRun run = JarRun.run(command, Map.of(), directory);

        assertEquals(0, run.exitCode(), run.output());
        Path raw = directory.resolve(RunEnvironment.defaultRaw());
        var json = JsonParser.parseString(Files.readString(raw.resolve("tiny.json"))).getAsJsonArray();
        assertEquals(1, json.size());
        // Beside it, every iteration of the fork, the warm-ups included, its measured ones the JSON's own.
        var kept = JsonParser.parseString(Files.readString(raw.resolve("tiny" + ResultSet.ITERATIONS)))
                .getAsJsonArray();
        assertEquals(1, kept.size(), kept::toString);
        var forks = kept.get(0).getAsJsonObject().getAsJsonArray("forks");
        assertEquals(1, forks.size(), forks::toString);
        assertEquals(2, forks.get(0).getAsJsonObject().getAsJsonArray("warmup").size(), forks::toString);
        assertEquals(json.get(0).getAsJsonObject().getAsJsonObject("primaryMetric").getAsJsonArray("rawData").get(0),
                forks.get(0).getAsJsonObject().getAsJsonArray("measured"), "the measured iterations are the JSON's");
        assertEquals("20", kept.get(0).getAsJsonObject().getAsJsonObject("params").get("philosophers").getAsString());
        String environment = Files.readString(raw.resolve("tiny.env.md"));
        assertTrue(
                environment
                        .contains("- command: `./philosophers measure tiny NoopBenchmark.reentrantLock_virtual -f 1"),
                environment);
        assertTrue(environment.matches("(?s).*\\n- wall time: \\d+ min \\d+\\.\\d s \\(the whole JMH run.*"),
                environment);
        try (var leftovers = Files.list(raw)) {
            assertEquals(Set.of("tiny.json", "tiny.env.md", "tiny" + ResultSet.ITERATIONS),
                    Set.copyOf(leftovers.map(file -> file.getFileName().toString()).toList()), "no partial file left");
        }

        List<String> badName = new ArrayList<>(measure);
        badName.addAll(List.of("../escape", "NoopBenchmark"));
        JarRun refused = JarRun.run(badName, Map.of(), directory);
        assertEquals(2, refused.exitCode(), refused.output());
        assertTrue(refused.output().contains("usage: ./philosophers measure NAME"), refused.output());
    }

    /**
     * The launcher's jobs that run the project's own classes in the host JVM (the sweep loads the stop rule) need
     * {@code --enable-preview} there too: without it the sweep died on its first cell with
     * UnsupportedClassVersionError.
     */
    @Test
    void launcherRunsOneCellOfTheSweepAndTheReport() throws Exception {
        Path raw = Path.of("target", "launcher-raw").toAbsolutePath();
        Path results = Path.of("target", "launcher-results").toAbsolutePath();
        Map<String, String> prebuilt = Map.of("PHILOSOPHERS_NO_BUILD", "1", "PHILOSOPHERS_JAVA_HOME",
                Path.of(JarRun.java()).getParent().getParent().toString());
        // The sweep's JMH host is started by the launcher: its own lock reaches it through the environment, after any
        // options the environment already had.
        Map<String, String> sweepEnvironment = new HashMap<>(prebuilt);
        String inherited = System.getenv().getOrDefault("JAVA_TOOL_OPTIONS", "");
        sweepEnvironment.put("JAVA_TOOL_OPTIONS", (inherited.isBlank() ? "" : inherited + " ") + JarRun.ownJmhLock());

        JarRun sweep = JarRun.run(List.of("bash", Path.of("..", "philosophers").toString(), "scale", "--philosophers",
                "0002K", "--meals", "0001K", "--all-full-meals", "3", "--implementations", "reentrantLock", "--threads",
                "virtual", "--json", raw.resolve("scaled.json").toString(), "--logs",
                Path.of("target", "launcher-logs").toAbsolutePath().toString()), sweepEnvironment);
        assertEquals(0, sweep.exitCode(), sweep.output());
        assertTrue(sweep.output().contains("| reentrantLock | virtual | 0002K | 0001K | firstFull | "), sweep.output());
        // Dining at scale: all full, the same meals each at every size.
        assertTrue(sweep.output().contains("| reentrantLock | virtual | 0002K | 3 | allFull | "), sweep.output());
        String environment = Files.readString(raw.resolve("scaled.env.md"));
        assertTrue(
                environment
                        .matches("(?s).*\\n- wall time: \\d+ min \\d+\\.\\d s \\(the sweep so far: 2 of 2 cells\\)\\n"),
                environment);

        JarRun report = JarRun.run(List.of("bash", Path.of("..", "philosophers").toString(), "report", "--raw",
                raw.toString(), "--out", results.toString()), prebuilt);
        assertEquals(0, report.exitCode(), report.output());
        String scaled = Files.readString(results.resolve("scaled.md"));
        assertTrue(scaled.contains("## reentrantLock/virtual"), report.output());
        assertTrue(scaled.contains("## Dining at scale: all full, 3 meals each"), scaled);
        assertTrue(Files.exists(results.resolve("scaled-all-full.svg")), report.output());
    }

    /**
     * {@code PHILOSOPHERS_JVM_FLAGS} reach the demo's JVM after the launcher's own flags (so {@code -Xmx} there wins)
     * and its report records them, in its JVM flags and its command: the GC evidence behind the 1M leaving times was
     * run that way.
     */
    @Test
    void launcherDemoTakesExtraJvmFlagsAndRecordsThem() throws Exception {
        Path report = Path.of("target", "launcher-demo.md").toAbsolutePath();
        Files.deleteIfExists(report);
        Map<String, String> environment = Map.of("PHILOSOPHERS_NO_BUILD", "1", "PHILOSOPHERS_JAVA_HOME",
                Path.of(JarRun.java()).getParent().getParent().toString(), "PHILOSOPHERS_JVM_FLAGS",
                "-Xmx256m -Dphilosophers.it=flags");

        JarRun demo = JarRun.run(List.of("bash", Path.of("..", "philosophers").toString(), "demo", "--implementations",
                "reentrantLock", "--threads", "virtual", "--workloads", "noop", "--philosophers", "5", "--meals", "10",
                "--report", report.toString()), environment);

        assertEquals(0, demo.exitCode(), demo.output());
        String flags = Files.readAllLines(report).stream().filter(line -> line.startsWith("- JVM flags:")).findFirst()
                .orElseThrow(() -> new AssertionError("no JVM flags line in the report"));
        assertTrue(flags.contains("-Xmx4g -Xmx256m -Dphilosophers.it=flags"), flags);
        assertTrue(Files.readString(report).contains(
                "- command: `PHILOSOPHERS_JVM_FLAGS='-Xmx256m -Dphilosophers.it=flags' ./philosophers demo --implementations"),
                Files.readString(report));
    }
}
