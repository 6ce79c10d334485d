package io.philosopherwars.programs.jlbh;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Named;
import io.philosopherwars.jlbh.Jlbh;
import io.philosopherwars.jlbh.NetworkTask;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.programs.demo.DinnerCli;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.core.workload.HttpClientKind;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Runs a JLBH task and writes its report (machine, JDK, flags, options and commit above the numbers; every run, none
 * picked) under {@code results/<machine>/jlbh/}, on the harness of module {@code benchmarks-jlbh} ({@link Jlbh}).
 *
 * <pre>
 * ./philosophers jlbh dinner --implementations reentrantLock --threads virtual --workloads fileRead --stop firstFull
 * ./philosophers jlbh dinner --workloads noop --stop allFull --all-full-meals 100 --meal-waits true
 * ./philosophers jlbh network --clients all --shapes loop,platform,virtual
 * </pre>
 */
public final class JlbhCli {
    private static final String USAGE_TEXT = """
            usage: ./philosophers jlbh dinner [options]    latency of whole dinners: end to end, setup, eating, leaving
                   ./philosophers jlbh network [options]   HTTP round trips against the loopback server
            options of both:
              --warmup N               samples before the measured runs (default: dinner 3, network 2000)
              --runs N                 measured runs, each reported (default: 3)
              --iterations N           samples per run (default: dinner 20, network 2000 loop / 200 fan-out)
              --os-jitter BOOL         record OS jitter with JLBH's spinning thread (default: false; it takes a core)
              --report FILE            the markdown report (default: results/MACHINE/jlbh/TASK-DATE.md)
            dinner: the demo's dinner options (below; --repeat does not apply) and
              --meal-waits BOOL        also clock every meal's length and wait for its chopsticks (default: false)
            network:
              --clients LIST           %s (default: all)
              --shapes LIST            %s (default: all)
              --fan-out N              GETs per fan-out sample (default: 1000)
              --bytes N                payload size (default: 16384)
              --timeout-seconds N      bound of one sample (default: 60)
            """;

    private JlbhCli() {
    }

    public static void main(String[] args) {
        // chronicle-core announces itself at INFO through SLF4J; warnings still show.
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        System.exit(run(args, System.out, System.err));
    }

    /** What to run: the task, the options every task shares, and the task's own (dinners or network). */
    record Options(String task, Settings settings, List<DinnerSpec> dinners, Network network, String arguments) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(usage(), args, out, err, JlbhCli::parse, options -> execute(options, out, err));
    }

    static Options parse(String[] args) {
        if (args.length == 0) {
            throw new IllegalArgumentException("which task: dinner or network?");
        }
        String task = args[0];
        Settings settings = Settings.parse(task, Arrays.copyOfRange(args, 1, args.length));
        return switch (task) {
            case "dinner" ->
                    new Options(task, settings, DinnerCli.parse(settings.rest()), null, String.join(" ", args));
            case "network" ->
                    new Options(task, settings, List.of(), Network.parse(settings.rest()), String.join(" ", args));
            default -> throw new IllegalArgumentException("unknown task '" + task + "' (dinner or network)");
        };
    }

    static int execute(Options options, PrintStream out, PrintStream err) {
        Settings settings = options.settings();
        Report report = new Report(options.task(), settings.report(), options.arguments());
        List<Runnable> jobs = new ArrayList<>();
        for (DinnerSpec spec : options.dinners()) {
            Jlbh.Sampling sampling = new Jlbh.Sampling(settings.warmupOr(3), settings.iterationsOr(20), settings.runs(),
                    settings.osJitter());
            jobs.add(() -> Jlbh.dinner(spec, settings.mealWaits(), sampling, report, out));
        }
        Network network = options.network();
        if (network != null) {
            for (HttpClientKind client : network.clients()) {
                for (NetworkTask.Shape shape : network.shapes()) {
                    boolean loop = shape == NetworkTask.Shape.LOOP;
                    Jlbh.Sampling sampling = new Jlbh.Sampling(settings.warmupOr(loop ? 2000 : 20),
                            settings.iterationsOr(loop ? 2000 : 200), settings.runs(), settings.osJitter());
                    jobs.add(() -> Jlbh.network(client, shape, network.fanOut(), network.bytes(),
                            Duration.ofSeconds(network.timeoutSeconds()), sampling, report, out));
                }
            }
        }
        int failed = 0;
        for (Runnable job : jobs) {
            try {
                job.run();
            } catch (DinnerFailedException | IllegalStateException | UncheckedIOException e) {
                failed++;
                err.println("FAILED " + e.getMessage());
                report.failed(e.getMessage());
            }
            try {
                report.write();
            } catch (IOException e) {
                throw new Command.Failure("could not write " + report.file() + ": " + e);
            }
        }
        out.println("report: " + report.file());
        if (failed > 0) {
            err.println(failed + " of " + jobs.size() + " benchmarks failed; they have no numbers in the report");
            return Command.FAILED;
        }
        return Command.OK;
    }

    static String usage() {
        return USAGE_TEXT.formatted(Named.ids(Arrays.asList(HttpClientKind.values())),
                Named.ids(Arrays.asList(NetworkTask.Shape.values()))) + "\n" + DinnerCli.usage();
    }

    /** The options every task shares; what is left goes to the task's own reader. */
    record Settings(Integer warmup, int runs, Integer iterations, boolean osJitter, boolean mealWaits, Path report,
            String[] rest) {
        static Settings parse(String task, String[] args) {
            Integer warmup = null;
            Integer iterations = null;
            int runs = 3;
            boolean osJitter = false;
            boolean mealWaits = false;
            Path report = RunEnvironment.defaultRaw().resolveSibling("jlbh").resolve(task + "-"
                    + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now())
                    + ".md");
            List<String> rest = new ArrayList<>();
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String option = pair.getKey();
                String value = pair.getValue();
                switch (option) {
                    case "--warmup" -> warmup = CommandLine.positive(option, value);
                    case "--runs" -> runs = CommandLine.positive(option, value);
                    case "--iterations" -> iterations = CommandLine.positive(option, value);
                    case "--os-jitter" -> osJitter = CommandLine.bool(option, value);
                    case "--meal-waits" -> {
                        if (!task.equals("dinner")) {
                            throw new IllegalArgumentException("--meal-waits applies to the dinner task only");
                        }
                        mealWaits = CommandLine.bool(option, value);
                    }
                    case "--report" -> report = Path.of(value);
                    case "--repeat" -> throw new IllegalArgumentException(
                            "--repeat does not apply: JLBH repeats with --runs and --iterations");
                    default -> {
                        rest.add(option);
                        rest.add(value);
                    }
                }
            }
            return new Settings(warmup, runs, iterations, osJitter, mealWaits, report, rest.toArray(String[]::new));
        }

        int warmupOr(int fallback) {
            return warmup == null ? fallback : warmup;
        }

        int iterationsOr(int fallback) {
            return iterations == null ? fallback : iterations;
        }
    }

    /** The network task's own options. */
    record Network(List<HttpClientKind> clients, List<NetworkTask.Shape> shapes, int fanOut, int bytes,
            int timeoutSeconds) {
        static Network parse(String[] args) {
            List<HttpClientKind> clients = List.of(HttpClientKind.values());
            List<NetworkTask.Shape> shapes = List.of(NetworkTask.Shape.values());
            int fanOut = 1000;
            int bytes = 16 * 1024;
            int timeoutSeconds = 60;
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String option = pair.getKey();
                String value = pair.getValue();
                switch (option) {
                    case "--clients" -> clients = CommandLine.list("HTTP client", value, clients,
                            id -> Named.byId("HTTP client", HttpClientKind.values(), id));
                    case "--shapes" -> shapes = CommandLine.list("shape", value, shapes,
                            id -> Named.byId("shape", NetworkTask.Shape.values(), id));
                    case "--fan-out" -> fanOut = CommandLine.positive(option, value);
                    case "--bytes" -> bytes = CommandLine.positive(option, value);
                    case "--timeout-seconds" -> timeoutSeconds = CommandLine.positive(option, value);
                    default -> throw new IllegalArgumentException("unknown option " + option);
                }
            }
            return new Network(clients, shapes, fanOut, bytes, timeoutSeconds);
        }
    }

}
