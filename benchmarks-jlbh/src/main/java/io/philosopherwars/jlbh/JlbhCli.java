package io.philosopherwars.jlbh;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.cli.CommandLine;
import io.philosopherwars.core.cli.DinnerCli;
import io.philosopherwars.core.report.RunEnvironment;
import io.philosopherwars.core.workload.HttpClientKind;
import io.philosopherwars.core.workload.HttpGet;
import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Seat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import net.openhft.chronicle.jlbh.JLBH;
import net.openhft.chronicle.jlbh.JLBHOptions;
import net.openhft.chronicle.jlbh.JLBHResult;
import net.openhft.chronicle.jlbh.JLBHResultConsumer;
import net.openhft.chronicle.jlbh.JLBHTask;

/**
 * Runs a JLBH task and writes its report (machine, JDK, flags, options and commit above the numbers; every run, none
 * picked) under {@code results/jlbh/}.
 *
 * <pre>
 * ./philosophers jlbh dinner --implementations reentrantLock --threads virtual --workloads fileRead --stop firstFull
 * ./philosophers jlbh dinner --workloads noop --stop allFull --all-full-meals 100 --meal-waits true
 * ./philosophers jlbh network --clients all --shapes loop,platform,virtual
 * </pre>
 */
public final class JlbhCli {
    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;

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

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || List.of(args).contains("--help") || List.of(args).contains("-h")) {
            (args.length == 0 ? err : out).print(usage());
            return args.length == 0 ? USAGE : OK;
        }
        String task = args[0];
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        Report report;
        List<Runnable> jobs = new ArrayList<>();
        try {
            Settings settings = Settings.parse(task, rest);
            report = new Report(task, settings.report(), String.join(" ", args));
            switch (task) {
                case "dinner" -> {
                    List<DinnerSpec> specs = DinnerCli.parse(settings.rest());
                    specs.forEach(spec -> jobs.add(() -> dinner(spec, settings, report, out)));
                }
                case "network" -> {
                    Network network = Network.parse(settings.rest());
                    for (HttpClientKind client : network.clients()) {
                        for (NetworkTask.Shape shape : network.shapes()) {
                            jobs.add(() -> network(client, shape, network, settings, report, out));
                        }
                    }
                }
                default -> throw new IllegalArgumentException("unknown task '" + task + "' (dinner or network)");
            }
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.print(usage());
            return USAGE;
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
                err.println("error: could not write " + report.file() + ": " + e);
                return FAILED;
            }
        }
        out.println("report: " + report.file());
        if (failed > 0) {
            err.println(failed + " of " + jobs.size() + " benchmarks failed; they have no numbers in the report");
            return FAILED;
        }
        return OK;
    }

    static String usage() {
        return USAGE_TEXT.formatted(Named.ids(Arrays.asList(HttpClientKind.values())),
                Named.ids(Arrays.asList(NetworkTask.Shape.values()))) + "\n" + DinnerCli.usage();
    }

    private static void dinner(DinnerSpec plain, Settings settings, Report report, PrintStream out) {
        MealClockHistograms clock = settings.mealWaits() ? new MealClockHistograms() : null;
        DinnerSpec spec = clock == null ? plain : plain.withWorkload(new MealClock(plain.workload(), clock));
        out.println("JLBH dinner " + spec.label() + (clock == null ? "" : " (meals clocked)"));
        Kitchen kitchen = Kitchens.open(spec);
        try (kitchen) {
            DinnerTask task = new DinnerTask(spec, kitchen, clock);
            Captured run = jlbh(task, settings, settings.warmupOr(3), settings.iterationsOr(20));
            report.dinner(spec, clock != null, run, task);
        } catch (IOException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " could not clean up its workload: " + e, e);
        }
    }

    private static void network(HttpClientKind client, NetworkTask.Shape shape, Network network, Settings settings,
            Report report, PrintStream out) {
        HttpGet workload = HttpGet.loopback(client, network.bytes());
        out.println("JLBH network " + client.id() + " " + shape.id()
                + (shape == NetworkTask.Shape.LOOP ? "" : " fan-out " + network.fanOut()));
        try (Kitchen kitchen = workload.openShared(network.fanOut())) {
            NetworkTask task = new NetworkTask(shape, kitchen.plate(ANY_SEAT), network.fanOut(),
                    Duration.ofSeconds(network.timeoutSeconds()));
            int iterations = settings.iterationsOr(shape == NetworkTask.Shape.LOOP ? 2000 : 200);
            Captured run = jlbh(task, settings, settings.warmupOr(shape == NetworkTask.Shape.LOOP ? 2000 : 20),
                    iterations);
            report.network(client, shape, task.fanOut(), network.bytes(), run);
        } catch (IOException e) {
            throw new UncheckedIOException("could not close the HTTP client of " + client.id() + ": " + e, e);
        }
    }

    /** The fetcher is shared by every seat; the seat only matters to checking workloads. */
    private static final Seat ANY_SEAT = new Seat(0, 2, seat -> true);

    /** JLBH's result and everything it printed, which the report keeps. */
    record Captured(JLBHResult result, String console, int warmup, int iterations) {
    }

    /**
     * One JLBH benchmark: back-to-back samples (no target rate, so no coordinated-omission correction: the next dinner
     * starts when the last one returned), no CPU pinning (a dinner needs every core).
     */
    private static Captured jlbh(JLBHTask task, Settings settings, int warmup, int iterations) {
        JLBHOptions options = new JLBHOptions().jlbhTask(task).warmUpIterations(warmup).iterations(iterations)
                .runs(settings.runs()).throughput(1_000_000_000).accountForCoordinatedOmission(false)
                .recordOSJitter(settings.osJitter()).skipFirstRun(false).acquireLock(() -> null);
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        JLBHResultConsumer results = JLBHResultConsumer.newThreadSafeInstance();
        try (PrintStream print = new PrintStream(console, true, StandardCharsets.UTF_8)) {
            new JLBH(options, print, results).start();
        }
        return new Captured(results.get(), console.toString(StandardCharsets.UTF_8), warmup, iterations);
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
