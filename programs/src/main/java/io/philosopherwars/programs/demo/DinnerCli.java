package io.philosopherwars.programs.demo;

import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.programs.demo.DinnerTable;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.evidence.DinnerEvidence;
import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeals;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Serves a slice of the dinner matrix once per cell and prints one markdown row per dinner: a quick look at phases and
 * meal distribution, not a benchmark (no warm-up, one run; use JMH for numbers).
 *
 * <pre>
 * java --enable-preview -cp ... io.philosopherwars.programs.demo.DinnerCli --workloads noop,sleep --threads virtual
 * </pre>
 */
public final class DinnerCli {
    private static final String USAGE_TEXT = """
            usage: ./philosophers demo [options]   (each list is comma-separated, or 'all')
              --implementations LIST   %s (default: all)
              --threads LIST           %s (default: all; pooled: the philosophers are tasks on a
                                       fixed pool of platform threads, lock implementations only)
              --pool LIST              pooled only: pool sizes, threads (8) or multiples of the cores (4x)
                                       (default: 1x)
              --queue LIST             pooled only: %s (default: linked)
              --workloads LIST         %s (default: all but fileReadDirect)
              --meal NAME              your meal instead (docs/extending.md): a class implementing
                                       io.philosopherwars.core.workload.YourMeal, or the name its jar lists
                                       as a service
              --classpath PATH         where your meal is: jars or folders, separated by ':'
              --stop LIST              %s (default: all)
              --philosophers N         seats at the table, >= 2 (default: 1000)
              --meals N                meals to be full under firstFull, >= 1 (default: 10000)
              --all-full-meals N       meals each under allFull, >= 1 (default: 100)
              --micros N               sleep / active wait per meal in microseconds (default: 16)
              --bytes N                file size per meal in bytes (default: 16384)
              --direct-io BOOL         serve fileRead as fileReadDirect (O_DIRECT: every meal reads the disk)
                                       (default: false, the talk's page-cache read)
              --time-limit-seconds N   bound of each dinner (default: 300)
              --repeat N               serve each dinner N times; with N > 1 a min / median / max summary follows
              --evidence BOOL          also record pinned virtual threads (JFR) and carrier threads; a table follows
              --report FILE            also write what is printed, under the run's environment (machine, JDK, flags,
                                       commit, date, command), to FILE (markdown, replaced atomically at the end)
            """;

    private DinnerCli() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The demo's options: the dinners, how often each is served, with evidence or not, and where its report goes. */
    record Options(List<DinnerSpec> specs, int repeat, boolean evidence, Path report, String[] args) {
    }

    /** The demo on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(usage(), args, out, err, a -> new Options(parse(a), repeat(a), evidence(a), report(a), a),
                options -> execute(options, out, err));
    }

    private static int execute(Options options, PrintStream out, PrintStream err) throws IOException {
        if (options.report() == null) {
            return serve(options.specs(), options.repeat(), options.evidence(), out, err);
        }
        String header = "# Dinners\n\n" + RunEnvironment.current().markdown(
                launcherFlags() + "./philosophers demo " + String.join(" ", options.args()),
                "one dinner per row, no warm-up beyond the rows before it (a look, not a benchmark)") + "\n";
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        int code = serve(options.specs(), options.repeat(), options.evidence(),
                new PrintStream(new Tee(out, copy), true, StandardCharsets.UTF_8), err);
        AtomicFile.write(options.report(), header + copy.toString(StandardCharsets.UTF_8));
        return code;
    }

    /** Writes to two streams: the console and the report's copy. */
    private static final class Tee extends OutputStream {
        private final OutputStream first;
        private final OutputStream second;

        Tee(OutputStream first, OutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) throws IOException {
            first.write(b);
            second.write(b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            first.write(bytes, offset, length);
            second.write(bytes, offset, length);
        }

        @Override
        public void flush() throws IOException {
            first.flush();
            second.flush();
        }
    }

    private static int serve(List<DinnerSpec> specs, int repeat, boolean evidence, PrintStream out, PrintStream err) {
        out.print(DinnerTable.header());
        int failed = 0;
        List<List<DinnerResult>> runsPerSpec = new ArrayList<>();
        List<DinnerEvidence.Observed> observed = new ArrayList<>();
        for (DinnerSpec spec : specs) {
            List<DinnerResult> runs = new ArrayList<>();
            for (int run = 0; run < repeat; run++) {
                try {
                    DinnerResult result;
                    if (evidence) {
                        DinnerEvidence.Observed seen = DinnerEvidence.serve(spec);
                        observed.add(seen);
                        result = seen.result();
                    } else {
                        result = spec.serve();
                    }
                    runs.add(result);
                    out.print(DinnerTable.row(result));
                } catch (DinnerFailedException e) {
                    failed++;
                    err.println("FAILED " + e.getMessage());
                }
                out.flush();
            }
            if (!runs.isEmpty()) {
                runsPerSpec.add(runs);
            }
        }
        if (repeat > 1 && !runsPerSpec.isEmpty()) {
            out.println();
            out.print(DinnerTable.summary(runsPerSpec));
        }
        if (!observed.isEmpty()) {
            out.println();
            out.print(evidenceTable(observed));
        }
        if (failed > 0) {
            err.println(failed + " of " + specs.size() * repeat + " dinners failed; they have no row above");
            return Command.FAILED;
        }
        return Command.OK;
    }

    /** The launcher's extra JVM flags as the command's prefix, so that the report's command reproduces the run. */
    private static String launcherFlags() {
        String flags = System.getenv("PHILOSOPHERS_JVM_FLAGS");
        return flags == null || flags.isBlank() ? "" : "PHILOSOPHERS_JVM_FLAGS='" + flags.strip() + "' ";
    }

    public static String usage() {
        return USAGE_TEXT.formatted(Named.ids(Implementations.all()), Named.ids(Arrays.asList(ThreadKind.values())),
                Named.ids(Arrays.asList(Pool.Queue.values())), Named.ids(Arrays.asList(WorkloadKind.values())),
                Named.ids(Arrays.asList(StopRule.values())));
    }

    static String evidenceTable(List<DinnerEvidence.Observed> observed) {
        MarkdownTable table = new MarkdownTable().left("dinner").right("pinned events").right("pinned while eating")
                .left("top pinning frames").right("carrier parallelism").right("peak carriers")
                .right("peak mounted virtual threads").right("mean queued for a carrier");
        for (DinnerEvidence.Observed seen : observed) {
            table.row(seen.result().spec().label(), seen.pinnedEvents(), seen.pinnedWhileEating(),
                    seen.topPinningFrames().isEmpty() ? "-" : seen.topPinningFrames().toString(), seen.parallelism(),
                    seen.peakCarriers(), seen.peakMounted(), String.format(Locale.ROOT, "%.1f", seen.meanQueued()));
        }
        return table.toString();
    }

    private static boolean evidence(String[] args) {
        boolean evidence = false;
        for (int i = 0; i < args.length - 1; i++) {
            if (args[i].equals("--evidence")) {
                evidence = CommandLine.bool("--evidence", args[i + 1]);
            }
        }
        return evidence;
    }

    private static Path report(String[] args) {
        Path report = null;
        for (int i = 0; i < args.length - 1; i++) {
            if (args[i].equals("--report")) {
                report = Path.of(args[i + 1]);
            }
        }
        return report;
    }

    private static int repeat(String[] args) {
        int repeat = 1;
        for (int i = 0; i < args.length - 1; i++) {
            if (args[i].equals("--repeat")) {
                repeat = CommandLine.positive("--repeat", args[i + 1]);
            }
        }
        return repeat;
    }

    public static List<DinnerSpec> parse(String[] args) {
        List<Implementation> implementations = Implementations.all();
        List<ThreadKind> threads = List.of(ThreadKind.values());
        List<WorkloadKind> workloads = WorkloadKind.matrix();
        List<StopRule> stops = List.of(StopRule.values());
        int philosophers = DinnerSpec.DEFAULT_PHILOSOPHERS;
        int meals = DinnerSpec.DEFAULT_MEALS;
        int allFullMeals = 100;
        long micros = MealSize.DEFAULT.duration().toNanos() / 1_000;
        int bytes = MealSize.DEFAULT.bytes();
        long limitSeconds = DinnerSpec.DEFAULT_TIME_LIMIT.toSeconds();
        boolean directIo = false;
        List<String> poolSizes = List.of(Pool.DEFAULT.size());
        List<Pool.Queue> queues = List.of(Pool.DEFAULT.queue());
        String yourMeal = null;
        String classpath = "";
        for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
            String option = pair.getKey();
            String value = pair.getValue();
            switch (option) {
                case "--implementations" -> implementations = CommandLine.list("implementation", value, implementations,
                        id -> Implementations.byId(id));
                case "--threads" -> threads = CommandLine.list("thread kind", value, threads,
                        id -> Named.byId("thread kind", ThreadKind.values(), id));
                case "--workloads" -> workloads = CommandLine.list("workload", value, workloads, WorkloadKind::byId);
                case "--meal" -> yourMeal = value;
                case "--classpath" -> classpath = value;
                case "--pool" -> poolSizes = CommandLine.list("pool size", value, poolSizes, size -> size);
                case "--queue" -> queues = CommandLine.list("queue", value, List.of(Pool.Queue.values()),
                        id -> Named.byId("queue", Pool.Queue.values(), id));
                case "--stop" -> stops = CommandLine.list("stop rule", value, stops,
                        id -> Named.byId("stop rule", StopRule.values(), id));
                case "--philosophers" -> philosophers = CommandLine.positive(option, value);
                case "--meals" -> meals = CommandLine.positive(option, value);
                case "--all-full-meals" -> allFullMeals = CommandLine.positive(option, value);
                case "--micros" -> micros = CommandLine.positive(option, value);
                case "--bytes" -> bytes = CommandLine.positive(option, value);
                case "--time-limit-seconds" -> limitSeconds = CommandLine.positive(option, value);
                case "--direct-io" -> directIo = CommandLine.bool(option, value);
                case "--repeat" -> CommandLine.positive(option, value);
                case "--evidence" -> CommandLine.bool(option, value);
                case "--report" -> {
                    // read by report(args)
                }
                default -> throw new IllegalArgumentException("unknown option " + option);
            }
        }
        MealSize size = MealSize.of(micros, bytes);
        List<Pool> pools = new ArrayList<>();
        for (String poolSize : poolSizes) {
            for (Pool.Queue queue : queues) {
                pools.add(Pool.of(poolSize, queue));
            }
        }
        List<Workload> served = new ArrayList<>();
        if (yourMeal != null) {
            // Your meal replaces the built-in ones: the dinners are about it.
            served.add(new Plugged(YourMeals.load(yourMeal, classpath)));
        } else {
            for (WorkloadKind workload : workloads) {
                // --direct-io names the direct read of the file meal (kept for the commands on record).
                served.add((directIo && workload == WorkloadKind.FILE_READ ? WorkloadKind.FILE_READ_DIRECT : workload)
                        .create(size));
            }
        }
        List<DinnerSpec> specs = new ArrayList<>();
        IllegalArgumentException unsupported = null;
        for (Workload meal : served) {
            for (StopRule stop : stops) {
                for (Implementation implementation : implementations) {
                    for (ThreadKind kind : threads) {
                        if (!implementation.supports(kind)) {
                            // Left out of a matrix; an error only if nothing else was asked for.
                            unsupported = implementation.unsupported(kind);
                            continue;
                        }
                        for (Pool pool : kind == ThreadKind.POOLED ? pools : List.of(Pool.DEFAULT)) {
                            specs.add(new DinnerSpec(implementation, kind, meal, philosophers,
                                    stop == StopRule.ALL_FULL ? allFullMeals : meals, stop,
                                    Duration.ofSeconds(limitSeconds), pool));
                        }
                    }
                }
            }
        }
        if (specs.isEmpty() && unsupported != null) {
            throw unsupported;
        }
        return specs;
    }
}
