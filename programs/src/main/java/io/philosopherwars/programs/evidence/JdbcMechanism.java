package io.philosopherwars.programs.evidence;

import com.zaxxer.hikari.HikariDataSource;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.postgres.Dishes;
import io.philosopherwars.postgres.PostgresServer;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Why the JDBC meal behaves as it does, not how fast it is: the same dinner of queries as {@code advise --meal jdbc}
 * serves, with every meal's time split into borrowing a connection from HikariCP, the query, and giving the connection
 * back, per thread kind and per size of HikariCP's pool; the connections that were actually used; and the CPU time of
 * the PostgreSQL server's processes beside this JVM's, since the server shares the machine's CPUs with the diners.
 * {@code --jfr} adds a JFR recording of each dinner, with every pinned park, monitor enter and wait and every park, and
 * counts the ones whose stack passes through HikariCP or pgjdbc (the query path). A virtual thread's park is no
 * {@code jdk.ThreadPark} event (JDK 25 records those of platform threads only), so a virtual philosopher's wait for a
 * connection shows in the borrow's clock, and in JFR only where it pinned its carrier.
 * <p>
 * The clocks and the recording change what they watch (two clock reads and three histogram writes per meal, and JFR's
 * own cost), so these dinners explain and never decide: their rows are no JMH rows, publish reads none of them, and no
 * claim or answer is computed from them.
 */
public final class JdbcMechanism {
    private static final String USAGE = """
            usage: ./philosophers jdbc-mechanism [options]   (lists are comma-separated)
              --philosophers N    philosophers at the table (default: 100)
              --meals N           meals each of them eats: every philosopher eats them all (default: 100)
              --connections LIST  HikariCP's maximum pool size, a dinner each (default: 10,100)
              --threads LIST      platform,virtual,pooled (pooled: a pool of 1x the cores; default: all three)
              --semaphore LIST    none,connections: each dinner also behind a fair semaphore of as many
                                  permits as HikariCP has connections, around the borrow, the query and the
                                  give back, so that no philosopher waits inside HikariCP (its hand-off:
                                  borrow's wait on a SynchronousQueue, requite's loop while anybody waits);
                                  the wait for a permit counts in the borrow; not where the pool holds as
                                  many connections as can eat at once, half the table (default: none)
              --lock ID           reentrantLock or synchronized (default: reentrantLock)
              --rounds N          rounds of every dinner; the first warms up (default: 2)
              --fill BOOL         wait until HikariCP has opened all its connections before the dinner
                                  (default: false, as the JDBC meal serves it: the pool fills while they eat)
              --jfr DIR           also record each dinner with JFR into DIR (jdk.VirtualThreadPinned,
                                  jdk.JavaMonitorEnter, jdk.JavaMonitorWait and jdk.ThreadPark, every one, with
                                  stacks) and count the events on the query path (HikariCP's and pgjdbc's frames
                                  within a meal)
              --report FILE       also write the tables, under the run's environment, to FILE (and its
                                  record to FILE's .json beside it)
            These dinners explain the JDBC meal; the clocks and JFR change it, so they never decide a comparison.
            """;

    /** A bound on HikariCP's opening every connection of its pool, with {@code --fill true}. */
    private static final Duration FILLING = Duration.ofSeconds(60);

    /** A bound on one dinner, so that a server that stops answering fails the dinner instead of hanging it. */
    private static final Duration DINNER_LIMIT = Duration.ofMinutes(5);

    /** The events that show a thread waiting on the query path, each recorded however short. */
    static final List<String> JFR_EVENTS = List.of("jdk.VirtualThreadPinned", "jdk.JavaMonitorEnter",
            "jdk.JavaMonitorWait", "jdk.ThreadPark");

    /** The record's kind and tables, and the keys its readers use. */
    public static final String KIND = "jdbc-mechanism";
    public static final String DINNERS = "dinners";
    public static final String EVENTS = "events";
    public static final String LOCK = "lock";
    public static final String PHILOSOPHERS = "philosophers";
    public static final String MEALS_EACH = "mealsEach";
    public static final String THREADS = "threads";
    public static final String CONNECTIONS = "connections";
    /** The permits of the semaphore around every borrow, query and give back; 0 where there is none. */
    public static final String PERMITS = "semaphorePermits";
    public static final String ROUND = "round";
    public static final String PHASE = "phase";
    public static final String MEALS = "meals";
    public static final String MEALS_PER_SECOND = "mealsPerSecond";
    public static final String BORROW_MEAN = "borrowMeanMicros";
    public static final String BORROW_P50 = "borrowP50Micros";
    public static final String BORROW_P99 = "borrowP99Micros";
    public static final String QUERY_MEAN = "queryMeanMicros";
    public static final String QUERY_P50 = "queryP50Micros";
    public static final String QUERY_P99 = "queryP99Micros";
    public static final String GIVE_BACK_MEAN = "giveBackMeanMicros";
    public static final String GIVE_BACK_P99 = "giveBackP99Micros";
    public static final String OPEN = "connectionsOpenAtFirstMeal";
    public static final String USED = "connectionsUsed";
    public static final String SERVER_CPU = "serverCpuSeconds";
    public static final String JVM_CPU = "jvmCpuSeconds";
    public static final String SERVER_SHARE = "serverSharePercent";
    public static final String SERVER_CPUS = "serverCpus";
    public static final String JVM_CPUS = "jvmCpus";
    public static final String EVENT = "event";
    public static final String ON_QUERY_PATH = "onQueryPath";
    public static final String ELSEWHERE = "elsewhere";
    public static final String FRAME = "frame";
    public static final String WARM_UP = "warm-up";
    public static final String MEASURED = "measured";
    /** {@code --semaphore}'s words: no semaphore, or one of as many permits as the pool has connections. */
    static final String NO_SEMAPHORE = "none";
    static final String SEMAPHORE_OF_CONNECTIONS = "connections";

    private JdbcMechanism() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, JdbcMechanism::parse, options -> execute(options, out));
    }

    /** The dinners to serve: thread kinds x pool sizes, each {@code rounds} times. */
    record Options(int philosophers, int meals, List<Integer> connections, List<ThreadKind> kinds,
            List<Boolean> semaphores, LockImplementation lock, int rounds, boolean fill, Path jfr, Path report,
            String[] args) {
    }

    static Options parse(String[] args) {
        int philosophers = 100;
        int meals = 100;
        List<Integer> connections = List.of(10, 100);
        List<ThreadKind> kinds = List.of(ThreadKind.values());
        List<Boolean> semaphores = List.of(false);
        LockImplementation lock = LockImplementation.REENTRANT_LOCK;
        int rounds = 2;
        boolean fill = false;
        Path jfr = null;
        Path report = null;
        for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
            String value = pair.getValue();
            switch (pair.getKey()) {
                case "--philosophers" -> philosophers = CommandLine.positive("--philosophers", value);
                case "--meals" -> meals = CommandLine.positive("--meals", value);
                case "--connections" -> connections = CommandLine.positives("--connections", value);
                case "--threads" -> kinds = CommandLine.list("thread kind", value, List.of(ThreadKind.values()),
                        id -> Named.byId("thread kind", ThreadKind.values(), id));
                case "--semaphore" ->
                        semaphores = CommandLine.list("semaphore", value, List.of(false, true), id -> switch (id) {
                            case NO_SEMAPHORE -> false;
                            case SEMAPHORE_OF_CONNECTIONS -> true;
                            default -> throw new IllegalArgumentException("unknown semaphore '" + id + "': use "
                                    + NO_SEMAPHORE + " or " + SEMAPHORE_OF_CONNECTIONS);
                        });
                case "--lock" -> lock = Named.byId("lock",
                        List.of(LockImplementation.REENTRANT_LOCK, LockImplementation.SYNCHRONIZED), value);
                case "--rounds" -> rounds = CommandLine.positive("--rounds", value);
                case "--fill" -> fill = CommandLine.bool("--fill", value);
                case "--jfr" -> jfr = Path.of(value);
                case "--report" -> report = Path.of(value);
                default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
            }
        }
        DinnerSpec.checkSizes(philosophers, meals, DINNER_LIMIT);
        return new Options(philosophers, meals, connections, kinds, semaphores, lock, rounds, fill, jfr, report, args);
    }

    /** The report's columns for the dinners: each key with the header its page prints. */
    public static Evidence.Column[] dinnerColumns() {
        return new Evidence.Column[] { Evidence.Column.text(LOCK, "lock"), Evidence.Column.text(THREADS, "threads"),
                Evidence.Column.number(PHILOSOPHERS, "philosophers", 0),
                Evidence.Column.number(MEALS_EACH, "meals each", 0),
                Evidence.Column.number(CONNECTIONS, "connections", 0),
                Evidence.Column.number(PERMITS, "semaphore's permits", 0), Evidence.Column.number(ROUND, "round", 0),
                Evidence.Column.text(PHASE, "round is"), Evidence.Column.number(MEALS, "meals", 0),
                Evidence.Column.number(MEALS_PER_SECOND, "meals/s", 0),
                Evidence.Column.number(BORROW_MEAN, "borrow µs mean", 1),
                Evidence.Column.number(BORROW_P50, "borrow µs p50", 1),
                Evidence.Column.number(BORROW_P99, "borrow µs p99", 1),
                Evidence.Column.number(QUERY_MEAN, "query µs mean", 1),
                Evidence.Column.number(QUERY_P50, "query µs p50", 1),
                Evidence.Column.number(QUERY_P99, "query µs p99", 1),
                Evidence.Column.number(GIVE_BACK_MEAN, "give back µs mean", 1),
                Evidence.Column.number(GIVE_BACK_P99, "give back µs p99", 1),
                Evidence.Column.number(OPEN, "open at first meal", 0),
                Evidence.Column.number(USED, "connections used", 0),
                Evidence.Column.number(SERVER_CPU, "server CPU s", 2), Evidence.Column.number(JVM_CPU, "JVM CPU s", 2),
                Evidence.Column.number(SERVER_SHARE, "server's share %", 0),
                Evidence.Column.number(SERVER_CPUS, "server's CPUs", 2),
                Evidence.Column.number(JVM_CPUS, "JVM's CPUs", 2) };
    }

    /** The report's columns for the JFR events of each dinner. */
    public static Evidence.Column[] eventColumns() {
        return new Evidence.Column[] { Evidence.Column.text(THREADS, "threads"),
                Evidence.Column.number(CONNECTIONS, "connections", 0),
                Evidence.Column.number(PERMITS, "semaphore's permits", 0), Evidence.Column.number(ROUND, "round", 0),
                Evidence.Column.text(EVENT, "event"), Evidence.Column.number(ON_QUERY_PATH, "on the query path", 0),
                Evidence.Column.number(ELSEWHERE, "elsewhere", 0),
                Evidence.Column.text(FRAME, "most frequent query-path frame") };
    }

    static int execute(Options options, PrintStream out) throws IOException, InterruptedException {
        try {
            Class.forName("io.philosopherwars.postgres.PostgresServer");
        } catch (ClassNotFoundException e) {
            throw new Command.Failure("the JDBC kitchen is not on the classpath (meal-jdbc/target/lib): build it"
                    + " (mvn package) and run ./philosophers jdbc-mechanism, which adds it");
        }
        EvidenceRun run = new EvidenceRun(KIND, "The JDBC meal's mechanism", "jdbc-mechanism", options.args(),
                options.philosophers() + " philosophers, " + options.meals() + " meals each (all full), "
                        + options.lock().id() + ", one PostgreSQL for every dinner, HikariCP's pool "
                        + (options.fill() ? "filled before" : "filling during") + " each dinner; a meal is timed as"
                        + " borrow, query and give back; CPU from the first meal to the dinner's end (a CPU"
                        + " column is CPU seconds per second, of " + Runtime.getRuntime().availableProcessors()
                        + " CPUs); the"
                        + " clocks (and JFR) change the dinner, so these rows explain and decide nothing",
                out);
        EvidenceRun.Table dinners = run.table(DINNERS, dinnerColumns());
        // The events' table is printed after the dinners' (each dinner's recording is read once it has ended).
        Evidence.Table events = options.jfr() == null ? null : run.evidence().table(EVENTS, eventColumns());
        if (options.jfr() != null) {
            Files.createDirectories(options.jfr());
        }
        StringBuilder eventRows = new StringBuilder();
        try (PostgresServer server = PostgresServer.start()) {
            Supplier<Cpu> cpu = Cpu.sampler(server.pid());
            for (int round = 1; round <= options.rounds(); round++) {
                for (int connections : options.connections()) {
                    // With and without the semaphore in turn, so that neither always runs in the other's wake.
                    for (boolean semaphore : round % 2 == 0 ? options.semaphores().reversed() : options.semaphores()) {
                        // At most half the table eats at once: a semaphore of as many permits never binds.
                        if (semaphore && connections >= options.philosophers() / 2) {
                            continue;
                        }
                        int permits = semaphore ? connections : 0;
                        // No kind always in the wake of another (a JVM that just ran one pool's dinner runs the next).
                        for (ThreadKind kind : ThreadStartFloor.order(options.kinds(), round)) {
                            TimedDishes meal = new TimedDishes(server.url(), connections, permits, options.fill(), cpu);
                            DinnerSpec spec = new DinnerSpec(options.lock(), kind, new Plugged(meal),
                                    options.philosophers(), options.meals(), StopRule.ALL_FULL, DINNER_LIMIT);
                            Path file = options.jfr() == null ? null
                                    : options.jfr().resolve(kind.id() + "-" + connections + "c-" + permits + "p-round"
                                            + round + ".jfr");
                            DinnerResult result = serve(spec, file);
                            Cpu spent = meal.cpuSpent();
                            run.row(dinners, options.lock().id(), kind.id(), options.philosophers(), options.meals(),
                                    connections, permits, round, round == 1 ? WARM_UP : MEASURED,
                                    result.meals().total(), result.meals().total() / (result.eatingNanos() / 1e9),
                                    meal.borrow.meanMicros(), meal.borrow.quantileMicros(0.5),
                                    meal.borrow.quantileMicros(0.99), meal.query.meanMicros(),
                                    meal.query.quantileMicros(0.5), meal.query.quantileMicros(0.99),
                                    meal.giveBack.meanMicros(), meal.giveBack.quantileMicros(0.99),
                                    meal.openAtFirstMeal, meal.used.size(), spent.serverSeconds(), spent.jvmSeconds(),
                                    spent.serverSharePercent(), spent.serverCpus(), spent.jvmCpus());
                            if (file != null) {
                                for (EventCount count : queryPath(file)) {
                                    eventRows.append(events.row(kind.id(), connections, permits, round, count.event(),
                                            count.onQueryPath(), count.elsewhere(), count.frame()));
                                }
                            }
                        }
                    }
                }
            }
        } catch (DinnerFailedException e) {
            throw new Command.Failure("a JDBC dinner failed: " + e.getMessage());
        }
        if (events != null) {
            run.print("\n" + events.header() + eventRows + "(the recordings: " + options.jfr()
                    + "; e.g. jfr print --events jdk.ThreadPark FILE)\n");
        }
        return run.end(options.report());
    }

    /** Serves a dinner, recorded by JFR into {@code file} unless that is null. */
    private static DinnerResult serve(DinnerSpec spec, Path file) throws IOException {
        if (file == null) {
            return spec.serve();
        }
        try (Recording recording = new Recording()) {
            for (String event : JFR_EVENTS) {
                recording.enable(event).withThreshold(Duration.ZERO).withStackTrace();
            }
            recording.setName("jdbc-mechanism");
            recording.start();
            try {
                return spec.serve();
            } finally {
                recording.stop();
                recording.dump(file);
            }
        }
    }

    /**
     * One kind of JFR event of a dinner: how many passed through HikariCP or pgjdbc, how many did not, and the frame of
     * the query path that most of the first did.
     */
    record EventCount(String event, long onQueryPath, long elsewhere, String frame) {
    }

    /** The recording's events, counted by kind in {@link #JFR_EVENTS}' order. */
    static List<EventCount> queryPath(Path file) throws IOException {
        Map<String, LongAdder> on = new LinkedHashMap<>();
        Map<String, LongAdder> off = new LinkedHashMap<>();
        Map<String, Map<String, LongAdder>> frames = new LinkedHashMap<>();
        for (String event : JFR_EVENTS) {
            on.put(event, new LongAdder());
            off.put(event, new LongAdder());
            frames.put(event, new LinkedHashMap<>());
        }
        for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
            String name = event.getEventType().getName();
            if (!on.containsKey(name)) {
                continue;
            }
            Optional<String> frame = queryFrame(event);
            if (frame.isPresent()) {
                on.get(name).increment();
                frames.get(name).computeIfAbsent(frame.get(), f -> new LongAdder()).increment();
            } else {
                off.get(name).increment();
            }
        }
        return JFR_EVENTS.stream()
                .map(event -> new EventCount(event, on.get(event).sum(), off.get(event).sum(),
                        frames.get(event).entrySet().stream()
                                .max(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> e.getValue().sum()))
                                .map(e -> e.getKey() + " (" + e.getValue().sum() + ")").orElse("-")))
                .toList();
    }

    /**
     * The top frame of HikariCP or pgjdbc on the event's stack, where that stack is a meal's ({@link TimedDishes#eat}):
     * where the query path waited. The pool's own threads and its shutdown at the dinner's end wait in HikariCP too,
     * but on no meal's path.
     */
    static Optional<String> queryFrame(RecordedEvent event) {
        if (event.getStackTrace() == null) {
            return Optional.empty();
        }
        String top = null;
        for (RecordedFrame frame : event.getStackTrace().getFrames()) {
            String type = frame.getMethod().getType().getName();
            if (top == null && (type.startsWith("com.zaxxer.hikari.") || type.startsWith("org.postgresql."))) {
                top = type + "." + frame.getMethod().getName();
            } else if (top != null && type.equals(TimedDishes.class.getName())
                    && frame.getMethod().getName().equals("eat")) {
                return Optional.of(top);
            }
        }
        // A stack cut at JFR's depth may have lost the meal's frame below a deep one: counted as the query path's, as
        // before this rule (the pool's shutdown is shallow).
        return top != null && event.getStackTrace().isTruncated() ? Optional.of(top) : Optional.empty();
    }

    /**
     * The JDBC meal ({@link Dishes}) with its three parts timed: the borrow from HikariCP, the query, and the give back
     * (HikariCP's {@code requite}). A pool of its own per dinner, sized by the dinner; the server is the program's.
     * With permits, a fair semaphore of that many around the three, its wait counted in the borrow.
     */
    static final class TimedDishes implements YourMeal {
        final Spread borrow = new Spread();
        final Spread query = new Spread();
        final Spread giveBack = new Spread();
        /** The server's connections (pgjdbc's, under HikariCP's proxies) that served at least one meal. */
        final Set<Connection> used = ConcurrentHashMap.newKeySet();
        private final String url;
        private final int connections;
        private final Semaphore permits;
        private final boolean fill;
        private final Supplier<Cpu> cpu;
        private final AtomicReference<Cpu> atFirstMeal = new AtomicReference<>();
        /** The connections HikariCP had opened when the first meal began (it opens them in the background). */
        volatile int openAtFirstMeal = -1;
        private volatile Cpu atEnd;
        private HikariDataSource pool;

        TimedDishes(String url, int connections, int permits, boolean fill, Supplier<Cpu> cpu) {
            this.url = url;
            this.connections = connections;
            this.permits = permits > 0 ? new Semaphore(permits, true) : null;
            this.fill = fill;
            this.cpu = cpu;
        }

        @Override
        public String name() {
            return "jdbc-timed";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.BLOCKING;
        }

        @Override
        public void open(int philosophers) throws SQLException, InterruptedException {
            pool = Dishes.open(url, connections);
            long deadline = System.nanoTime() + FILLING.toNanos();
            while (fill && pool.getHikariPoolMXBean().getTotalConnections() < connections) {
                if (System.nanoTime() > deadline) {
                    int open = pool.getHikariPoolMXBean().getTotalConnections();
                    pool.close();
                    throw new SQLException("HikariCP opened " + open + " of its " + connections + " connections in "
                            + FILLING.toSeconds() + " s");
                }
                Thread.sleep(10);
            }
        }

        @Override
        public void eat(int seat) throws SQLException, InterruptedException {
            if (atFirstMeal.get() == null && atFirstMeal.compareAndSet(null, cpu.get())) {
                // From the first meal, so that neither the pool's first connection nor the threads' start count.
                openAtFirstMeal = pool.getHikariPoolMXBean().getTotalConnections();
            }
            long start = System.nanoTime();
            if (permits != null) {
                permits.acquire();
            }
            long served;
            long borrowed;
            long back;
            try {
                Connection c = pool.getConnection();
                borrowed = System.nanoTime();
                try {
                    Connection server = c.unwrap(Connection.class);
                    if (!used.contains(server)) {
                        used.add(server);
                    }
                    Dishes.serve(c, seat);
                } finally {
                    served = System.nanoTime();
                    c.close();
                }
                back = System.nanoTime();
            } finally {
                if (permits != null) {
                    permits.release();
                }
            }
            borrow.add(borrowed - start);
            query.add(served - borrowed);
            giveBack.add(back - served);
        }

        @Override
        public void close() {
            atEnd = cpu.get();
            if (pool != null) {
                pool.close();
            }
        }

        /** The CPU the server and this JVM spent from the first meal to the dinner's end. */
        Cpu cpuSpent() {
            Cpu first = atFirstMeal.get();
            return first == null || atEnd == null ? Cpu.UNKNOWN : atEnd.minus(first);
        }
    }

    /**
     * Durations in nanoseconds, counted in buckets of 1/8 of a power of two (a quantile within 12.5%), written by every
     * philosopher at once without a lock.
     */
    static final class Spread {
        private static final int SUB = 8;
        private final AtomicLongArray counts = new AtomicLongArray(64 * SUB);
        private final LongAdder sum = new LongAdder();

        void add(long nanos) {
            counts.incrementAndGet(bucket(Math.max(nanos, 0)));
            sum.add(nanos);
        }

        static int bucket(long nanos) {
            if (nanos < SUB) {
                return (int) nanos;
            }
            int power = 63 - Long.numberOfLeadingZeros(nanos);
            return (power - 2) * SUB + (int) ((nanos >>> (power - 3)) & (SUB - 1));
        }

        /** The smallest duration of a bucket. */
        static long floor(int bucket) {
            if (bucket < SUB) {
                return bucket;
            }
            int power = bucket / SUB + 2;
            return (long) (SUB + bucket % SUB) << (power - 3);
        }

        long count() {
            long n = 0;
            for (int i = 0; i < counts.length(); i++) {
                n += counts.get(i);
            }
            return n;
        }

        double meanMicros() {
            long n = count();
            return n == 0 ? Double.NaN : sum.sum() / 1e3 / n;
        }

        /** The floor of the bucket that holds the {@code q}-th quantile, in microseconds. */
        double quantileMicros(double q) {
            long n = count();
            if (n == 0) {
                return Double.NaN;
            }
            long rank = (long) Math.ceil(q * n);
            long seen = 0;
            for (int i = 0; i < counts.length(); i++) {
                seen += counts.get(i);
                if (seen >= Math.max(rank, 1)) {
                    return floor(i) / 1e3;
                }
            }
            return floor(counts.length() - 1) / 1e3;
        }
    }

    /**
     * CPU time of the server's processes and of this JVM, in clock ticks of {@code /proc/PID/stat}, at one moment (the
     * {@code nanoTime} it was read at); the server's are its postmaster's (with the children it has reaped) and its
     * living children's; -1 where unknown (no {@code /proc}, or a server this run did not start).
     */
    record Cpu(long serverTicks, long jvmTicks, double ticksPerSecond, long nanos) {
        static final Cpu UNKNOWN = new Cpu(-1, -1, 100, 0);

        static Supplier<Cpu> sampler(Optional<Long> postmaster) {
            double hz = clockTicks();
            long jvm = ProcessHandle.current().pid();
            return () -> new Cpu(postmaster.map(Cpu::serverTicksOf).orElse(-1L), ticks(jvm, false), hz,
                    System.nanoTime());
        }

        Cpu minus(Cpu before) {
            return new Cpu(serverTicks < 0 || before.serverTicks < 0 ? -1 : serverTicks - before.serverTicks,
                    jvmTicks < 0 || before.jvmTicks < 0 ? -1 : jvmTicks - before.jvmTicks, ticksPerSecond,
                    nanos - before.nanos);
        }

        /**
         * How many CPUs the server kept busy on average over a difference of two readings ({@link #minus}), against the
         * machine's {@code availableProcessors()}: the server's share of the CPUs the diners also need.
         */
        double serverCpus() {
            return serverTicks < 0 || nanos <= 0 ? Double.NaN : serverSeconds() / (nanos / 1e9);
        }

        double jvmCpus() {
            return jvmTicks < 0 || nanos <= 0 ? Double.NaN : jvmSeconds() / (nanos / 1e9);
        }

        double serverSeconds() {
            return serverTicks < 0 ? Double.NaN : serverTicks / ticksPerSecond;
        }

        double jvmSeconds() {
            return jvmTicks < 0 ? Double.NaN : jvmTicks / ticksPerSecond;
        }

        double serverSharePercent() {
            return serverTicks < 0 || jvmTicks < 0 || serverTicks + jvmTicks == 0 ? Double.NaN
                    : 100.0 * serverTicks / (serverTicks + jvmTicks);
        }

        private static long serverTicksOf(long postmaster) {
            long own = ticks(postmaster, true);
            if (own < 0) {
                return -1;
            }
            return own + ProcessHandle.of(postmaster).stream().flatMap(ProcessHandle::descendants)
                    .mapToLong(p -> Math.max(ticks(p.pid(), false), 0)).sum();
        }

        /**
         * A process's user and system time ({@code utime}, {@code stime}, fields 14 and 15 of {@code /proc/PID/stat}),
         * with its reaped children's ({@code cutime}, {@code cstime}) if asked; -1 where it cannot be read.
         */
        static long ticks(long pid, boolean withChildren) {
            try {
                String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.UTF_8);
                // The command (field 2) is in parentheses and may hold spaces: count the fields after its end.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).strip().split(" ");
                long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
                return withChildren ? ticks + Long.parseLong(fields[13]) + Long.parseLong(fields[14]) : ticks;
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }

        /** {@code getconf CLK_TCK}, or Linux's usual 100 where that cannot be asked. */
        private static double clockTicks() {
            try {
                Process getconf = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
                String said = new String(getconf.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                return getconf.waitFor() == 0 ? Double.parseDouble(said) : 100;
            } catch (IOException | RuntimeException e) {
                return 100;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 100;
            }
        }
    }
}
