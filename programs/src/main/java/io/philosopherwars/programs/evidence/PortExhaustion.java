package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.core.workload.HttpClientKind;
import io.philosopherwars.core.workload.HttpGet;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.PayloadServer;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

/**
 * The talk's HTTP failure, measured: a table of philosophers (ReentrantLock, all full) whose every meal is one GET of
 * the HTTP payload from a loopback server, with the clients' default keep-alive and nothing bounding the requests in
 * flight (up to half the table), beside the two fixes practitioners use: a connection pool as large as the requests in
 * flight, and a semaphore that bounds the requests in flight to the default pool. A failed GET is counted by its cause
 * (no port left; past the client's time limit; anything else), with the first failure's chain of causes, and the
 * philosopher goes on to its next meal, so every row ends with its counts. Each row runs in a JVM of its own: the JDK
 * reads {@code http.maxConnections} once per JVM.
 * <p>
 * Whether ports run out depends on the kernel as much as on the client: the environment records the ephemeral port
 * range and {@code tcp_tw_reuse} (Linux: 2 lets a loopback connect reuse a port in TIME_WAIT), and each row counts the
 * client's sockets in TIME_WAIT to its own server when its dinner ends: the ephemeral ports its closed connections
 * still hold.
 */
public final class PortExhaustion {
    private static final String USAGE = """
            usage: ./philosophers ports [options]   (lists are comma-separated)
              --clients LIST       %s (default: urlConnection,okHttp)
              --threads LIST       thread kinds: platform,virtual (default: virtual,platform)
              --networks LIST      %s (default: narrow,machine): narrow is the positive
                                   control, virtual threads only, in a network namespace of its own
              --settings LIST      %s (default: all)
              --philosophers N     the table (default: 10000)
              --meals N            meals each (default: 10)
              --report FILE        also write the table, under the run's environment, to FILE (and its
                                   record to FILE's .json beside it)
            """;

    /** The clients' idle pool out of the box: the JDK's {@code http.maxConnections} and OkHttp's ConnectionPool. */
    static final int DEFAULT_POOL = 5;
    private static final Duration DINNER_LIMIT = Duration.ofSeconds(240);
    private static final Duration JVM_LIMIT = Duration.ofSeconds(300);

    /** How the client's connections are set up. */
    public enum Setting implements Named {
        /** The client as it comes: 5 idle connections kept, every other one closed after its response. */
        DEFAULTS("defaults",
                "the client's defaults: 5 idle connections kept, no bound on the requests but the chopsticks'"),
        /** The fix the talk found: a pool as large as the requests in flight (half the table). */
        LARGE_POOL("largePool", "a pool of half the table (the requests in flight)"),
        /** The other fix: the defaults, and a semaphore of 5 permits around every request. */
        SEMAPHORE("semaphore", "the defaults, and a semaphore bounding the requests in flight to 5");

        private final String id;
        final String description;

        Setting(String id, String description) {
            this.id = id;
            this.description = description;
        }

        @Override
        public String id() {
            return id;
        }

        /** The child JVM's flags: the JDK's default cache stated, so that the fetcher does not raise it. */
        List<String> flags() {
            return this == LARGE_POOL ? List.of() : List.of("-Dhttp.maxConnections=" + DEFAULT_POOL);
        }
    }

    /** The ephemeral ports of the narrow namespace: a thousand, as a small machine or a busy one has left. */
    static final String NARROW_PORTS = "20000 20999";

    /**
     * Where a row's JVM runs. The talk's failure came from its machine's settings as much as from its clients: a
     * verdict that ports do not run out means something only beside a control that makes them run out when the cause is
     * present, so the control runs in a network namespace of the run's own (loopback only, nothing else to reach), with
     * a narrow ephemeral range and no reuse of ports in TIME_WAIT.
     */
    public enum Network implements Named {
        /** The positive control: few ports, none reused. */
        NARROW("narrow",
                "a network namespace of its own: loopback only, ip_local_port_range " + NARROW_PORTS
                        + ", tcp_tw_reuse 0"),
        /** This machine's own settings, printed with each row. */
        MACHINE("machine", "this machine's own network settings");

        private final String id;
        final String description;

        Network(String id, String description) {
            this.id = id;
            this.description = description;
        }

        @Override
        public String id() {
            return id;
        }

        /** The command that starts the row's JVM in this network; empty for the machine's own. */
        List<String> wrapper() {
            if (this == MACHINE) {
                return List.of();
            }
            return List.of("unshare", "--net", "sh", "-c",
                    "ip link set lo up && echo '" + NARROW_PORTS + "' > /proc/sys/net/ipv4/ip_local_port_range"
                            + " && echo 0 > /proc/sys/net/ipv4/tcp_tw_reuse && exec \"$@\"",
                    "sh");
        }

        /**
         * The child JVM's flags in this network: the setting's, and in a namespace with loopback alone a machine id for
         * netty (the payload server's), which would otherwise look for a hardware address, find none and warn.
         */
        List<String> flags(List<String> setting) {
            if (this == MACHINE) {
                return setting;
            }
            List<String> flags = new ArrayList<>(setting);
            flags.add("-Dio.netty.machineId=02:00:00:00:00:01");
            return flags;
        }

        /** Why rows cannot run in this network here, in one line; empty where they can. */
        Optional<String> unavailable() {
            if (this == MACHINE) {
                return Optional.empty();
            }
            List<String> probe = new ArrayList<>(wrapper());
            probe.add("true");
            try {
                Process p = new ProcessBuilder(probe).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (!p.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return Optional.of("making a network namespace did not finish within 10 s");
                }
                return p.exitValue() == 0 ? Optional.empty()
                        : Optional.of("no network namespace of its own here (unshare --net and ip need root or user"
                                + " namespaces; exit " + p.exitValue() + "): the positive control is skipped");
            } catch (IOException e) {
                return Optional.of("no unshare or ip on this machine (util-linux, iproute2; Linux only): the"
                        + " positive control is skipped");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.of("interrupted while making a network namespace");
            }
        }
    }

    /** One row. */
    record Row(HttpClientKind client, ThreadKind threads, Setting setting, Network network, int philosophers,
            int meals) {
        String spec() {
            return client.id() + ":" + threads.id() + ":" + setting.id() + ":" + network.id() + ":" + philosophers + ":"
                    + meals;
        }

        static Row of(String spec) {
            String[] f = spec.split(":");
            return new Row(Named.byId("client", HttpClientKind.values(), f[0]),
                    Named.byId("thread kind", ThreadKind.values(), f[1]), Named.byId("setting", Setting.values(), f[2]),
                    Named.byId("network", Network.values(), f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]));
        }
    }

    /** The record's kind and table, and the keys its readers use. */
    public static final String KIND = "port-exhaustion";
    public static final String ROWS = "rows";
    public static final String CLIENT = "client";
    public static final String THREADS = "threads";
    public static final String SETTING = "setting";
    public static final String NETWORK = "network";
    public static final String PHILOSOPHERS = "philosophers";
    public static final String REQUESTS = "requests";
    public static final String FAILED = "failed";
    public static final String FAILED_FOR_PORTS = "failedForPorts";
    public static final String TIMED_OUT = "failedTimedOut";
    public static final String FIRST_FAILURE = "firstFailure";
    public static final String TIME_WAIT = "timeWaitAtEnd";
    public static final String DINNER_MS = "dinnerMs";
    public static final String PORT_RANGE = "ipLocalPortRange";
    public static final String TW_REUSE = "tcpTwReuse";
    public static final String COULD_NOT_RUN = EvidenceRun.COULD_NOT_RUN;

    /** The table's columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { Evidence.Column.text(CLIENT, "client"), Evidence.Column.text(THREADS, "threads"),
                Evidence.Column.text(SETTING, "setting"), Evidence.Column.text(NETWORK, "network"),
                Evidence.Column.number(PHILOSOPHERS, "philosophers", 0),
                Evidence.Column.number(REQUESTS, "requests", 0), Evidence.Column.number(FAILED, "failed", 0),
                Evidence.Column.number(FAILED_FOR_PORTS, "failed for want of a port", 0),
                Evidence.Column.number(TIMED_OUT, "failed past the client's time limit", 0),
                Evidence.Column.text(FIRST_FAILURE, "first failure"),
                Evidence.Column.number(TIME_WAIT, "client sockets in TIME_WAIT at the end", 0),
                Evidence.Column.number(DINNER_MS, "dinner ms", 0),
                Evidence.Column.text(PORT_RANGE, "ip_local_port_range"), Evidence.Column.text(TW_REUSE, "tcp_tw_reuse"),
                EvidenceRun.COULD_NOT_RUN_COLUMN };
    }

    private PortExhaustion() {
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, spec -> List.<Object[]> of(measure(Row.of(spec))), PortExhaustion::run);
    }

    /** One dinner of the row in this JVM: its cells, failures counted. */
    static Object[] measure(Row row) {
        LongAdder requests = new LongAdder();
        LongAdder failed = new LongAdder();
        LongAdder failedForPorts = new LongAdder();
        LongAdder timedOut = new LongAdder();
        AtomicReference<String> first = new AtomicReference<>();
        Semaphore bound = row.setting() == Setting.SEMAPHORE ? new Semaphore(DEFAULT_POOL) : null;
        PayloadServer server = PayloadServer.start(MealSize.DEFAULT.bytes());
        HttpGet http = HttpGet.from(row.client(), server.uri(), MealSize.DEFAULT.bytes());
        Scripted counted = new Scripted("GET, failures counted", philosophers -> {
            Kitchen kitchen = row.setting() == Setting.LARGE_POOL ? http.open(philosophers)
                    : http.openShared(DEFAULT_POOL);
            Meal get = kitchen.plate(new Seat(0, philosophers, seat -> true));
            Meal meal = () -> {
                if (bound != null) {
                    bound.acquire();
                }
                try {
                    requests.increment();
                    get.eat();
                } catch (IOException e) {
                    failed.increment();
                    if (portsRanOut(e)) {
                        failedForPorts.increment();
                    } else if (timedOut(e)) {
                        timedOut.increment();
                    }
                    first.compareAndSet(null, chain(e));
                } finally {
                    if (bound != null) {
                        bound.release();
                    }
                }
            };
            return new Kitchen() {
                @Override
                public Meal plate(Seat seat) {
                    return meal;
                }

                @Override
                public void close() throws IOException {
                    kitchen.close();
                }
            };
        });
        try (server) {
            DinnerResult result = new DinnerSpec(LockImplementation.REENTRANT_LOCK, row.threads(), counted,
                    row.philosophers(), row.meals(), StopRule.ALL_FULL, DINNER_LIMIT).serve();
            return new Object[] { row.client().id(), row.threads().id(), row.setting().id(), row.network().id(),
                    row.philosophers(), requests.sum(), failed.sum(), failedForPorts.sum(), timedOut.sum(), first.get(),
                    timeWait(server.uri().getPort()), result.totalNanos() / 1e6, kernel("ip_local_port_range"),
                    kernel("tcp_tw_reuse"), null };
        } catch (DinnerFailedException e) {
            return failedRow(row, e.getMessage());
        }
    }

    /** What a connect says when no ephemeral port is left: a BindException, in Linux's or macOS's words. */
    private static final Pattern NO_PORT = Pattern.compile("assign requested address|Address not available");

    /** Whether a failed GET failed for want of a port, by the types and words of its causes. */
    static boolean portsRanOut(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BindException || (t.getMessage() != null && NO_PORT.matcher(t.getMessage()).find())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a failed GET ran past the client's own time limit ({@link HttpGet#DEFAULT_TIMEOUT}): a timeout anywhere
     * in its causes. OkHttp's whole-call limit cancels the call, so such a GET fails as "Canceled" or "Socket closed"
     * under an {@code InterruptedIOException: timeout} (docs/evidence.md).
     */
    static boolean timedOut(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.net.SocketTimeoutException || t instanceof java.net.http.HttpTimeoutException
                    || (t instanceof java.io.InterruptedIOException && "timeout".equals(t.getMessage()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A failure with every cause under it, outermost first, less the meal's own wrapper: what timed out and what that
     * did ({@code java.io.InterruptedIOException: timeout <- java.io.IOException: Canceled}), not only the last link.
     */
    static String chain(Throwable e) {
        List<String> links = new ArrayList<>();
        for (Throwable t = e.getCause() != null ? e.getCause() : e; t != null; t = t.getCause() == t ? null
                : t.getCause()) {
            links.add(t.getClass().getName() + ": " + t.getMessage());
        }
        return String.join(" <- ", links);
    }

    /**
     * Sockets in TIME_WAIT (state 06 of {@code /proc/net/tcp} and {@code tcp6}) whose remote port is {@code port}: the
     * client's side of the connections to this row's server, each holding an ephemeral port; null where there is no
     * such table.
     */
    static Long timeWait(int port) {
        String remote = String.format(java.util.Locale.ROOT, ":%04X", port);
        long count = 0;
        boolean read = false;
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table), StandardCharsets.UTF_8)) {
                    String[] f = line.strip().split("\\s+");
                    if (f.length > 3 && f[3].equals("06") && f[2].endsWith(remote)) {
                        count++;
                    }
                }
                read = true;
            } catch (IOException | RuntimeException e) {
                // not Linux, or no IPv6 table
            }
        }
        return read ? count : null;
    }

    /** A Linux setting that decides whether ports run out, as the environment records it; "-" where there is none. */
    static String kernel(String name) {
        try {
            // Read line by line: readString of a /proc file read its first byte only (its size says 0).
            return String.join(" ", Files.readAllLines(Path.of("/proc/sys/net/ipv4/" + name), StandardCharsets.UTF_8))
                    .strip().replaceAll("\\s+", "-");
        } catch (IOException | RuntimeException e) {
            return "-";
        }
    }

    private static Object[] failedRow(Row row, String why) {
        return new Object[] { row.client().id(), row.threads().id(), row.setting().id(), row.network().id(),
                row.philosophers(), null, null, null, null, null, null, null,
                row.network() == Network.NARROW ? NARROW_PORTS.replace(' ', '-') : kernel("ip_local_port_range"),
                row.network() == Network.NARROW ? "0" : kernel("tcp_tw_reuse"), why.lines().findFirst().orElse("") };
    }

    /** The program's options. */
    record Options(List<HttpClientKind> clients, List<ThreadKind> threads, List<Network> networks,
            List<Setting> settings, int philosophers, int meals, Path report, String[] args) {
        /** The rows, network by network. */
        List<Row> rows() {
            List<Row> rows = new ArrayList<>();
            for (Network network : networks) {
                for (HttpClientKind client : clients) {
                    // The control reproduces the talk's case, virtual threads; the machine's rows are both kinds.
                    for (ThreadKind kind : network == Network.NARROW ? List.of(ThreadKind.VIRTUAL) : threads) {
                        for (Setting setting : settings) {
                            rows.add(new Row(client, kind, setting, network, philosophers, meals));
                        }
                    }
                }
            }
            return rows;
        }
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(
                USAGE.formatted(Named.ids(List.of(HttpClientKind.values())), Named.ids(List.of(Network.values())),
                        Named.ids(List.of(Setting.values()))),
                args, out, err, PortExhaustion::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--clients", "--threads", "--networks", "--settings",
                "--philosophers", "--meals", "--report");
        Options options = new Options(
                given.list("--clients", "client", List.of(HttpClientKind.values()),
                        id -> Named.byId("client", HttpClientKind.values(), id),
                        List.of(HttpClientKind.URL_CONNECTION, HttpClientKind.OKHTTP)),
                given.list("--threads", "thread kind", ThreadKind.perPhilosopher(),
                        id -> Named.byId("thread kind", ThreadKind.perPhilosopher(), id),
                        List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)),
                given.list("--networks", "network", List.of(Network.values()),
                        id -> Named.byId("network", Network.values(), id), List.of(Network.values())),
                given.list("--settings", "setting", List.of(Setting.values()),
                        id -> Named.byId("setting", Setting.values(), id), List.of(Setting.values())),
                given.positive("--philosophers", 10_000), given.positive("--meals", 10), given.path("--report"), args);
        if (options.philosophers() < 2) {
            throw new IllegalArgumentException("--philosophers must be at least 2, got " + options.philosophers());
        }
        return options;
    }

    static int execute(Options options, PrintStream out) throws IOException {
        List<String> settings = new ArrayList<>();
        for (Setting s : options.settings()) {
            settings.add(s.id() + ": " + s.description);
        }
        EvidenceRun run = new EvidenceRun(KIND, "The talk's HTTP failure: ephemeral ports", "ports", options.args(),
                "ReentrantLock, all full, one GET of the payload from a loopback server per meal, a failed GET"
                        + " counted and the meal done; each row in a JVM of its own; settings: "
                        + String.join("; ", settings) + "; networks: "
                        + String.join("; ",
                                options.networks().stream().map(n -> n.id() + ": " + n.description).toList())
                        + "; this machine's kernel: ip_local_port_range " + kernel("ip_local_port_range")
                        + ", tcp_tw_reuse " + kernel("tcp_tw_reuse") + ", tcp_fin_timeout " + kernel("tcp_fin_timeout"),
                out);
        Map<Network, Optional<String>> unavailable = new java.util.EnumMap<>(Network.class);
        // Skipped, said once per row: no number for a control that could not run.
        run.measure(run.table(ROWS, columns()), EvidenceRun.Blocks.once(), options.rows(),
                EvidenceRun.inChildJvms(PortExhaustion.class, JVM_LIMIT, columns(),
                        (row, seed) -> new EvidenceRun.Jvm(row.network().wrapper(),
                                row.network().flags(row.setting().flags()), row.spec())),
                PortExhaustion::failedRow, row -> unavailable.computeIfAbsent(row.network(), Network::unavailable),
                cells -> {
                });
        return run.end(options.report());
    }
}
