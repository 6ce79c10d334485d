package io.philosopherwars.programs.scale;

import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.jmh.Stop;

import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.Progress;
import io.philosopherwars.core.Serving;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.RunEnvironment;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.Result;
import io.philosopherwars.jmh.BenchmarkOptions;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.Statistics;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * The scaled sweep as one command: every implementation x thread kind x philosophers x meals of
 * {@link ScaledBenchmark}, under both stop rules, one JMH run per cell, and one table with a number or a one-line
 * reason for every cell. A cell that cannot run (platform threads past the OS limit, a dinner past its time limit) says
 * why and the sweep goes on; nothing hangs, because every dinner has a time limit and every fork a JMH timeout.
 *
 * <pre>
 * ./philosophers scale                                   # the whole sweep (README: its running time)
 * ./philosophers scale --philosophers 0001K,0010K --meals 0010K --implementations reentrantLock --threads virtual
 * </pre>
 *
 * The raw JMH results of the cells that ran are written as JSON after every cell ({@code --json}, default
 * {@code results/<machine>/raw/scaled.json}); each cell's JMH log goes to {@code --logs} (default
 * {@code target/scaled-logs}).
 */
public final class ScaledSweep {

    private static final String USAGE_TEXT = """
            usage: ./philosophers scale [options]   (lists are comma-separated)
              --philosophers LIST      sizes such as 0001K,1000K (default: 0001K,0010K,0100K,1000K)
              --meals LIST             meals of the first full philosopher (default: 0010K,0100K,1000K)
              --stop LIST              firstFull (the talk's race: setup and leaving at scale), allFull (dining at
                                       scale: everybody eats, the same meals at every size) (default: all)
              --all-full-meals N       meals each under allFull, the same at every size (default: 10)
              --implementations LIST   %s (default: all)
              --threads LIST           %s (default: all)
              --time-limit-seconds N   bound of each dinner; a slower cell reports it and the sweep goes on (default: 30)
              --time-out-runs N        runs in all of an all-full cell that ran out of time, each in a JVM of its own:
                                       its meals eaten by the limit vary from run to run (default: 1)
              --json FILE              JMH results of the cells that ran (default: results/MACHINE/raw/scaled.json)
              --logs DIR               one JMH log per cell (default: benchmarks-jmh/target/scaled-logs)
            """;

    /** One cell of the sweep, and what became of it. */
    record Cell(Implementation implementation, ThreadKind threads, String philosophers, String meals, Stop stop) {
        String benchmark() {
            return ScaledBenchmark.class.getName() + "." + implementation.id() + "_" + threads.id();
        }

        String name() {
            return implementation.id() + "_" + threads.id() + "_" + philosophers + "_" + meals + "_" + stop.name();
        }

        /** The cell's key in the failed-cells file, which the report reads back. */
        String[] key() {
            return new String[] { implementation.id(), threads.id(), philosophers, meals, stop.name() };
        }
    }

    private ScaledSweep() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(usage(), args, out, err, Options::parse, options -> sweep(options, args, out));
    }

    private static int sweep(Options options, String[] args, PrintStream out) {
        List<RunResult> results = new ArrayList<>();
        StringBuilder failedCells = new StringBuilder();
        StringBuilder runs = new StringBuilder();
        RunEnvironment environment = RunEnvironment.current();
        String command = "./philosophers scale " + String.join(" ", args);
        String how = "one JMH run per cell, single shot, 2 warm-up + 5 measured dinners, time limit "
                + options.limitSeconds() + " s per dinner, heap " + HEAP;
        int failed = 0;
        long sweepStart = System.nanoTime();
        MarkdownTable table = new MarkdownTable().left("implementation").left("threads").right("philosophers")
                .right("meals").left("stop").right("dinner ms: median [p10, p90] (min, max) of shots").right("setup ms")
                .right("eating ms").right("leaving ms").right("meals/s").right("total meals")
                .left("progress: longest time without a meal, or frozen or slow at the time limit");
        out.print(table.header());
        for (Cell cell : options.cells()) {
            try {
                RunResult result = runCell(cell, options);
                results.add(result);
                out.print(table.line(describe(cell, result)));
                // After every cell, atomically: a sweep stopped after an hour keeps the hour's results.
                writeJson(options.json(), results);
            } catch (IOException e) {
                throw new Command.Failure("could not write " + options.json() + ": " + e);
            } catch (CellFailed e) {
                failed++;
                out.print(table.line(cell.implementation().id(), cell.threads().id(), cell.philosophers(), cell.meals(),
                        cell.stop().name(), "could not run: " + Progress.withoutToken(e.getMessage()), "", "", "", "",
                        "", Progress.parse(e.getMessage()).map(Progress::state).orElse("")));
                failedCells.append(String.join("\t", cell.key())).append('\t').append(e.getMessage()).append('\n');
                if (cell.stop() == Stop.allFull && e.getMessage().contains(Serving.TIME_LIMIT_EXCEEDED)
                        && options.timeOutRuns() > 1) {
                    runs.append(String.join("\t", cell.key())).append('\t').append(e.getMessage()).append('\n');
                    for (int run = 2; run <= options.timeOutRuns(); run++) {
                        String ending = runAgain(cell, options);
                        out.print(table.line(cell.implementation().id(), cell.threads().id(), cell.philosophers(),
                                cell.meals(), cell.stop().name(),
                                "run " + run + " of " + options.timeOutRuns() + ": " + Progress.withoutToken(ending),
                                "", "", "", "", "", ""));
                        runs.append(String.join("\t", cell.key())).append('\t').append(ending).append('\n');
                    }
                }
            }
            try {
                // Beside the JSON, for the report: where and how, and why each missing cell is missing.
                AtomicFile.write(sibling(options.json(), ".env.md"), environment.markdown(command, how,
                        Duration.ofNanos(System.nanoTime() - sweepStart),
                        "the sweep so far: " + (results.size() + failed) + " of " + options.cells().size() + " cells"));
                AtomicFile.write(sibling(options.json(), ".failed.tsv"), failedCells.toString());
                AtomicFile.write(sibling(options.json(), ResultSet.RUNS), runs.toString());
            } catch (IOException e) {
                throw new Command.Failure("could not write beside " + options.json() + ": " + e);
            }
            out.flush();
        }
        double minutes = (System.nanoTime() - sweepStart) / 60e9;
        out.printf(Locale.ROOT, "%nSweep of %d cells took %.1f min; %d could not run (see their reason above).%n",
                options.cells().size(), minutes, failed);
        return failed == 0 ? Command.OK : Command.FAILED;
    }

    /**
     * The sweep's heap, over the forks' {@code BenchmarkOptions.HEAP} (4 GB): a million vert.x verticles on virtual
     * threads keep 3.1 to 3.5 GB live while dining, and in 4 GB G1 ran a full compaction of 4.0 to 4.6 s about every 8
     * s (Intel, 2026-11-26, GC logs); in 8 GB, none. Every cell gets the same, so the sizes compare. The heap is not
     * why that dinner barely eats in its first 17 to 23 s at a million: it did so in 8 GB too (docs/running.md).
     */
    static final String HEAP = "-Xmx8g";

    /**
     * One more run of a cell that ran out of time: how it ended, as the runs file keeps it (its failure, progress
     * included, or that it dined this time, with its meals and eating time).
     */
    private static String runAgain(Cell cell, Options options) {
        try {
            RunResult result = runCell(cell, options);
            Map<String, Result> metrics = result.getSecondaryResults();
            return FailedCells.Dined.reason(
                    cell.implementation().id() + "/" + cell.threads().id() + "/noop "
                            + ScaledBenchmark.thousands("philosophers", cell.philosophers()) + "x"
                            + ScaledBenchmark.thousands("meals", cell.meals()) + " " + cell.stop().name(),
                    Math.round(metric(metrics, "totalMeals")), metric(metrics, "eatingMs"));
        } catch (CellFailed e) {
            return e.getMessage();
        }
    }

    private static RunResult runCell(Cell cell, Options options) throws CellFailed {
        Path log = options.logs().resolve(cell.name() + ".log");
        try {
            Files.createDirectories(options.logs());
            Collection<RunResult> ran = new Runner(BenchmarkOptions.of(new OptionsBuilder()
                    .include("^" + Pattern.quote(cell.benchmark()) + "$").param("stop", cell.stop().name())
                    .param("philosophers", cell.philosophers()).param("meals", cell.meals())
                    .param("timeLimitSeconds", Integer.toString(options.limitSeconds())).jvmArgsAppend(HEAP)
                    .shouldFailOnError(true).output(log.toString()).build())).run();
            if (ran.size() != 1) {
                throw new CellFailed("JMH ran " + ran.size() + " benchmarks for it (see " + log + ")");
            }
            return ran.iterator().next();
        } catch (RunnerException e) {
            throw new CellFailed(reason(e, log));
        } catch (IOException e) {
            throw new CellFailed("cannot write its log " + log + ": " + e);
        }
    }

    /** The dinner's own message if the fork sent it back, else the first line of the failure in the cell's log. */
    static String reason(Throwable failure, Path log) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof DinnerFailedException) {
                return oneLine(t.getMessage());
            }
        }
        try {
            for (String line : Files.readAllLines(log)) {
                if (line.contains("DinnerFailedException: ")) {
                    return oneLine(line.substring(line.indexOf("DinnerFailedException: ") + 23));
                }
            }
        } catch (IOException e) {
            // The log is the fallback; the exception below still says something.
        }
        return oneLine(failure.getCause() != null ? failure.getCause().toString() : failure.toString()) + " (see " + log
                + ")";
    }

    private static String oneLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("").replace('|', '/');
    }

    /**
     * The dinner time as a {@link Distribution} of the measured single shots (median [p10, p90] (min, max), "unstable"
     * when p90 / p10 > 2): a first-full dinner is a race, often bimodal, and a normal-theory error bar over 5 shots
     * would be wider than the mean. The phases and meals are means.
     */
    private static Object[] describe(Cell cell, RunResult result) {
        Map<String, Result> metrics = result.getSecondaryResults();
        return new Object[] { cell.implementation().id(), cell.threads().id(), cell.philosophers(), cell.meals(),
                cell.stop().name(), shots(result.getPrimaryResult().getStatistics()).format(),
                String.format(Locale.ROOT, "%.1f", metric(metrics, "setupMs")),
                String.format(Locale.ROOT, "%.1f", metric(metrics, "eatingMs")),
                String.format(Locale.ROOT, "%.1f", metric(metrics, "leavingMs")),
                String.format(Locale.ROOT, "%.0f", metric(metrics, "mealsPerSecond")),
                String.format(Locale.ROOT, "%.0f", metric(metrics, "totalMeals")),
                metrics.containsKey("longestStallMs") ? String.format(Locale.ROOT,
                        "dined; longest %.1f s without a meal", metric(metrics, "longestStallMs") / 1e3)
                        : "dined within one sample" };
    }

    /** Every measured shot, from JMH's raw data (value, count). */
    static Distribution shots(Statistics statistics) {
        List<Double> values = new ArrayList<>();
        Iterator<Map.Entry<Double, Long>> raw = statistics.getRawData();
        while (raw.hasNext()) {
            Map.Entry<Double, Long> entry = raw.next();
            for (long i = 0; i < entry.getValue(); i++) {
                values.add(entry.getKey());
            }
        }
        return Distribution.of(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static double metric(Map<String, Result> metrics, String name) {
        Result<?> metric = metrics.get(name);
        return metric == null ? Double.NaN : metric.getScore();
    }

    /** {@code raw/scaled.json} -> {@code raw/scaled.env.md} for {@code suffix} ".env.md". */
    static Path sibling(Path json, String suffix) {
        String name = json.getFileName().toString();
        return json.resolveSibling((name.endsWith(".json") ? name.substring(0, name.length() - 5) : name) + suffix);
    }

    private static void writeJson(Path json, List<RunResult> results) throws IOException {
        Path parent = json.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        // A sibling made like any file (createTempFile's would be owner-only, and the rename keeps that).
        Path partial = parent.resolve("." + json.getFileName() + ".partial");
        ResultFormatFactory.getInstance(ResultFormatType.JSON, partial.toString()).writeOut(results);
        Files.move(partial, json, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    static String usage() {
        return USAGE_TEXT.formatted(Named.ids(Implementations.all()), Named.ids(Arrays.asList(ThreadKind.values())));
    }

    /** Why a cell has no number. */
    static final class CellFailed extends Exception {
        private static final long serialVersionUID = 1L;

        CellFailed(String why) {
            super(why);
        }
    }

    /** The sweep's options, checked before any cell runs. */
    record Options(List<String> philosophers, List<String> meals, List<Stop> stops, int allFullMeals,
            List<Implementation> implementations, List<ThreadKind> threads, int limitSeconds, int timeOutRuns,
            Path json, Path logs) {

        static Options parse(String[] args) {
            List<String> philosophers = List.of("0001K", "0010K", "0100K", "1000K");
            List<String> meals = List.of("0010K", "0100K", "1000K");
            List<Stop> stops = List.of(Stop.values());
            // 10 meals each: 10M meals at 1M philosophers, a dinner of seconds; the same at every size, so that the
            // eating phase's cost per meal can be read against the philosophers alone.
            int allFullMeals = 10;
            List<Implementation> implementations = Implementations.all();
            List<ThreadKind> threads = List.of(ThreadKind.values());
            // 30 s: about ten times the talk's biggest dinner (its 1M x 1M table, TalkData). A slow cell costs up to 7
            // dinners x the limit, so the limit sets the sweep's length: the whole sweep at 30 s, its cells and its
            // minutes are in docs/running.md (results/intel-xeon-2c/scaled.md).
            int limitSeconds = 30;
            int timeOutRuns = 1;
            Path json = RunEnvironment.defaultRaw().resolve("scaled.json");
            Path logs = Path.of("benchmarks-jmh", "target", "scaled-logs");
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String option = pair.getKey();
                String value = pair.getValue();
                switch (option) {
                    case "--philosophers" -> philosophers = sizes("philosophers", value);
                    case "--meals" -> meals = sizes("meals", value);
                    case "--stop" -> stops = CommandLine.list("stop rule", value, stops,
                            id -> Stop.valueOf(Named.byId("stop rule", StopRule.values(), id).id()));
                    case "--all-full-meals" -> allFullMeals = CommandLine.positive(option, value);
                    case "--implementations" -> implementations = CommandLine.list("implementation", value,
                            implementations, Implementations::byId);
                    case "--threads" -> threads = CommandLine.list("thread kind", value, threads,
                            id -> Named.byId("thread kind", ThreadKind.values(), id));
                    case "--time-limit-seconds" -> limitSeconds = CommandLine.positive(option, value);
                    case "--time-out-runs" -> timeOutRuns = CommandLine.positive(option, value);
                    case "--json" -> json = Path.of(value);
                    case "--logs" -> logs = Path.of(value);
                    default -> throw new IllegalArgumentException("unknown option " + option);
                }
            }
            return new Options(philosophers, meals, stops, allFullMeals, implementations, threads, limitSeconds,
                    timeOutRuns, json, logs);
        }

        /** Checked here, so that a typo fails before an hour of cells, not in the middle of them. */
        private static List<String> sizes(String name, String value) {
            List<String> sizes = Arrays.stream(value.split(",")).map(String::strip).toList();
            for (String size : sizes) {
                int count = ScaledBenchmark.thousands("--" + name, size);
                if (count < 1 || (name.equals("philosophers") && count < 2)) {
                    throw new IllegalArgumentException("--" + name + " must be at least "
                            + (name.equals("philosophers") ? 2 : 1) + ", got " + size);
                }
            }
            return sizes;
        }

        /**
         * Smallest cells first, so that a sweep cut short still has the cheap end of every curve; at each size the
         * all-full cell (its meals the same at every size) after the first-full ones.
         */
        List<Cell> cells() {
            List<Cell> cells = new ArrayList<>();
            for (String size : philosophers) {
                for (Stop stop : stops) {
                    List<String> counts = stop == Stop.allFull ? List.of(Integer.toString(allFullMeals)) : meals;
                    for (String count : counts) {
                        for (Implementation implementation : implementations) {
                            for (ThreadKind kind : threads) {
                                if (implementation.supports(kind)) {
                                    // vert.x has no pool: no cell, rather than a failed one.
                                    cells.add(new Cell(implementation, kind, size, count, stop));
                                }
                            }
                        }
                    }
                }
            }
            return cells;
        }
    }
}
