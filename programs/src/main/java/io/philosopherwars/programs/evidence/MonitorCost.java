package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.evidence.BareDinner;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordingFile;

/**
 * What a meal's two locks cost, and where the time goes: synchronized and ReentrantLock at the noop row's table (1,000
 * philosophers, 1,000 meals each, all full), in the engine and in the engine-free {@link BareDinner}, with the JIT's
 * lock elimination on and off ({@code -XX:-EliminateLocks}); and at the sleep row's (the 16 µs sleep, 1,000
 * philosophers, 100 meals each, all full), in the engine on virtual threads with lock elimination on, where the two
 * locks' time per meal differs most: the sleep lasts until its virtual thread is back on a carrier, so what the
 * carriers spend on the locks shows as a longer meal. A dinner of it on platform threads takes over a second, 38 of
 * them a JVM: not measured here. Every row runs in fresh JVMs, in blocks (each block one JVM of every row, in a random
 * order), so the spread between JVMs shows and the machine's drift falls on all rows.
 * <p>
 * Each JVM warms up, times plain dinners (the eating phase per meal), then counts with JFR what the locks did (monitor
 * enters that blocked, monitor inflations, parks; thresholds 0) and samples the CPU with async-profiler, each sample
 * filed under the frame it was in: the monitor's slow path in the VM (inflation, spinning, the runtime's enter), the
 * code of {@code java.util.concurrent.locks} (a ReentrantLock's lock and unlock, inlined or not, its queue) and
 * parking, the virtual-thread scheduler, the kernel, or the rest (the dinner's own compiled code, with a monitor's fast
 * path, which the JIT emits inline).
 */
public final class MonitorCost {
    private static final String USAGE = """
            usage: ./philosophers monitors [options]   (lists are comma-separated)
              --jvms N          fresh JVMs per row, one per block (default: 3)
              --threads LIST    thread kinds: platform,virtual (default: both)
              --meals LIST      noop,sleep (default: both); the sleep's rows are on virtual threads only
              --seed N          the rows' order within the blocks (default: 1)
              --report FILE     also write the table, under the run's environment, to FILE (and its
                                record to FILE's .json beside it)
            """;

    /** The noop all-full row's table; the sleep's has {@link #SLEEP_MEALS} meals each, as its JMH rows. */
    static final int PHILOSOPHERS = 1_000;
    static final int MEALS = 1_000;
    static final int SLEEP_MEALS = 100;
    /** The meals measured. */
    public static final List<WorkloadKind> MEAL_KINDS = List.of(WorkloadKind.NOOP, WorkloadKind.SLEEP);
    static final int WARM_UP_DINNERS = 15;
    static final int TIMED_DINNERS = 10;
    static final int RECORDED_DINNERS = 3;
    static final int PROFILED_DINNERS = 10;
    /** One CPU sample per ms of CPU time. */
    static final String PROFILER_START = "start,event=cpu,interval=1ms";
    private static final Duration DINNER_LIMIT = Duration.ofSeconds(60);
    private static final Duration JVM_LIMIT = Duration.ofSeconds(300);
    /** The lock elimination column's words. */
    public static final String ON = "on";
    public static final String OFF = "off";
    /** The JVM flag of the control. */
    static final String NO_LOCK_ELIMINATION = "-XX:-EliminateLocks";

    /** The dinner a row serves. */
    public enum Dinner implements Named {
        ENGINE("engine"), BARE("bare");

        private final String id;

        Dinner(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The locks compared. */
    public static final List<LockImplementation> LOCKS = List.of(LockImplementation.SYNCHRONIZED,
            LockImplementation.REENTRANT_LOCK);

    /** Where a CPU sample was, by its innermost frame; the first that matches files it. */
    enum Where {
        MONITOR("monitorPct", "monitor slow path in the VM %",
                "ObjectMonitor|ObjectSynchronizer|LightweightSynchronizer|LockStack|SpinPause|complete_monitor"
                        + "|monitorenter|monitorexit|quick_enter"),
        QUEUE("queuePct", "j.u.c.locks code and parking %",
                "^java\\.util\\.concurrent\\.locks\\.|^jdk\\.internal\\.misc\\.Unsafe\\.(park|unpark)|Unsafe_Park"
                        + "|Unsafe_Unpark|Parker::"),
        SCHEDULER("schedulerPct", "virtual-thread scheduler %",
                "^java\\.lang\\.VirtualThread|^java\\.util\\.concurrent\\.ForkJoin|Continuation|[Ff]reeze|[Tt]haw"
                        + "|StackChunk"),
        KERNEL("kernelPct", "kernel %", "_\\[k\\]$"), REST("restPct", "the rest %", "");

        final String key;
        final String header;
        final Pattern frames;

        Where(String key, String header, String frames) {
            this.key = key;
            this.header = header;
            this.frames = Pattern.compile(frames);
        }

        static Where of(String leaf) {
            for (Where where : values()) {
                if (where != REST && where.frames.matcher(leaf).find()) {
                    return where;
                }
            }
            return REST;
        }
    }

    /** The record's kind and table, and the keys its readers use. */
    public static final String KIND = "monitor-cost";
    public static final String JVMS = EvidenceRun.JVMS;
    public static final String BLOCK = EvidenceRun.BLOCK;
    public static final String DINNER = "dinner";
    public static final String LOCK = "lock";
    public static final String THREADS = "threads";
    /** The meal's workload; a record without the column measured the noop only. */
    public static final String MEAL = "meal";
    /** Meals each philosopher ate, per dinner. */
    public static final String MEALS_EACH = "mealsEach";
    /** CPU time per meal over the profiled dinners: the profiler's samples at one per ms of CPU. */
    public static final String CPU_US_PER_MEAL = "cpuMicrosPerMeal";
    public static final String LOCK_ELIMINATION = "lockElimination";
    public static final String EATING_NS_PER_MEAL = "eatingNsPerMeal";
    public static final String BLOCKED_ENTERS = "blockedEntersPer1000Meals";
    public static final String INFLATIONS = "inflationsPer1000Meals";
    public static final String PARKS = "parksPer1000Meals";
    /** Monitor enters C2 coarsened into a neighbouring one, in our code's compiles (its JIT log). */
    public static final String COARSENED = "coarsenedLocks";
    /** Monitor enters C2 removed for another reason (an object that does not escape, a nested enter). */
    public static final String ELIMINATED = "eliminatedLocks";
    /** The JVM flags that make each row's JVM write its JIT log ({@code -XX:LogFile=} follows). */
    static final List<String> JIT_LOG = List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation");
    public static final String SAMPLES = "samples";

    public static final String MONITOR_PCT = Where.MONITOR.key;
    public static final String QUEUE_PCT = Where.QUEUE.key;
    public static final String SCHEDULER_PCT = Where.SCHEDULER.key;

    /** The table's columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        List<Evidence.Column> columns = new ArrayList<>(
                List.of(EvidenceRun.BLOCK_COLUMN, Evidence.Column.text(DINNER, "dinner"),
                        Evidence.Column.text(LOCK, "lock"), Evidence.Column.text(THREADS, "threads"),
                        Evidence.Column.text(MEAL, "meal"), Evidence.Column.number(MEALS_EACH, "meals each", 0),
                        Evidence.Column.text(LOCK_ELIMINATION, "lock elimination"),
                        Evidence.Column.number(EATING_NS_PER_MEAL, "eating ns / meal (median of " + TIMED_DINNERS + ")",
                                1),
                        Evidence.Column.number(BLOCKED_ENTERS, "monitor enters that blocked / 1,000 meals", 3),
                        Evidence.Column.number(INFLATIONS, "monitor inflations / 1,000 meals", 3),
                        Evidence.Column.number(PARKS, "parks / 1,000 meals", 3),
                        Evidence.Column.number(COARSENED, "monitor enters C2 coarsened (JIT log)", 0),
                        Evidence.Column.number(ELIMINATED, "monitor enters C2 removed otherwise (JIT log)", 0)));
        for (Where where : Where.values()) {
            columns.add(Evidence.Column.number(where.key, where.header, 1));
        }
        columns.add(Evidence.Column.number(SAMPLES, "CPU samples", 0));
        columns.add(Evidence.Column.number(CPU_US_PER_MEAL, "CPU µs / meal (the samples)", 2));
        columns.add(EvidenceRun.COULD_NOT_RUN_COLUMN);
        return columns.toArray(Evidence.Column[]::new);
    }

    /** One row of the design: a dinner, a lock, a thread kind, lock elimination on or off, a meal. */
    record Row(Dinner dinner, LockImplementation lock, ThreadKind threads, boolean eliminates, WorkloadKind meal) {
        String spec() {
            return dinner.id() + ":" + lock.id() + ":" + threads.id() + ":" + meal.id();
        }

        /** Meals each philosopher eats: the JMH rows' table of the meal. */
        int meals() {
            return meal == WorkloadKind.NOOP ? MEALS : SLEEP_MEALS;
        }

        List<String> flags() {
            return eliminates ? List.of() : List.of(NO_LOCK_ELIMINATION);
        }

        String elimination() {
            return eliminates ? ON : OFF;
        }
    }

    private MonitorCost() {
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, spec -> {
            String[] row = spec.split(":");
            return List.<Object[]> of(measure(new Row(Named.byId("dinner", Dinner.values(), row[0]),
                    (LockImplementation) Named.byId("lock", LOCKS.toArray(LockImplementation[]::new), row[1]),
                    Named.byId("thread kind", ThreadKind.values(), row[2]),
                    !ManagementFactory.getRuntimeMXBean().getInputArguments().contains(NO_LOCK_ELIMINATION),
                    Named.byId("meal", WorkloadKind.values(), row[3])), 0));
        }, MonitorCost::run);
    }

    /** Eating ns of one dinner of the row, after checking it ate every meal. */
    static long dine(Row row) throws InterruptedException {
        if (row.dinner() == Dinner.BARE) {
            return BareDinner.eatingNanos(row.threads(), row.lock() == LockImplementation.SYNCHRONIZED, PHILOSOPHERS,
                    row.meals(), DINNER_LIMIT);
        }
        DinnerResult result = new DinnerSpec(row.lock(), row.threads(), row.meal().create(MealSize.DEFAULT),
                PHILOSOPHERS, row.meals(), StopRule.ALL_FULL, DINNER_LIMIT).serve();
        if (result.meals().total() != (long) PHILOSOPHERS * row.meals()) {
            throw new IllegalStateException("an engine dinner ate " + result.meals().total() + " meals");
        }
        return result.eatingNanos();
    }

    /** The row measured in this JVM: its cells ({@code block} as given). */
    static Object[] measure(Row row, int block) throws IOException, InterruptedException {
        double meals = (double) PHILOSOPHERS * row.meals();
        for (int i = 0; i < WARM_UP_DINNERS; i++) {
            dine(row);
        }
        long[] eating = new long[TIMED_DINNERS];
        for (int i = 0; i < eating.length; i++) {
            eating[i] = dine(row);
        }
        Arrays.sort(eating);
        double median = (eating[(eating.length - 1) / 2] + eating[eating.length / 2]) / 2.0;

        Map<String, Long> events = recorded(row);
        double recordedMeals = meals * RECORDED_DINNERS / 1000;

        Map<Where, Long> samples = profiled(row);
        long total = samples.values().stream().mapToLong(Long::longValue).sum();

        List<Object> cells = new ArrayList<>(List.of(block, row.dinner().id(), row.lock().id(), row.threads().id(),
                row.meal().id(), row.meals(), row.elimination(), median / meals,
                events.getOrDefault("jdk.JavaMonitorEnter", 0L) / recordedMeals,
                events.getOrDefault("jdk.JavaMonitorInflate", 0L) / recordedMeals,
                events.getOrDefault("jdk.ThreadPark", 0L) / recordedMeals));
        // The JIT log is complete only once this JVM has exited: the parent that started it fills these in.
        cells.add(null);
        cells.add(null);
        for (Where where : Where.values()) {
            cells.add(total == 0 ? null : 100.0 * samples.getOrDefault(where, 0L) / total);
        }
        cells.add(total == 0 ? null : (double) total);
        // One sample per ms of CPU (PROFILER_START's interval).
        cells.add(total == 0 ? null : total * 1e3 / (meals * PROFILED_DINNERS));
        cells.add(null);
        return cells.toArray();
    }

    /** JFR's counts of the lock events over {@link #RECORDED_DINNERS} dinners, by event name. */
    private static Map<String, Long> recorded(Row row) throws IOException, InterruptedException {
        Path file = Files.createTempFile("monitor-cost", ".jfr");
        try (Recording recording = new Recording()) {
            for (String event : List.of("jdk.JavaMonitorEnter", "jdk.JavaMonitorInflate", "jdk.ThreadPark")) {
                recording.enable(event).withThreshold(Duration.ZERO).withoutStackTrace();
            }
            recording.start();
            for (int i = 0; i < RECORDED_DINNERS; i++) {
                dine(row);
            }
            recording.stop();
            recording.dump(file);
            Map<String, Long> counts = new LinkedHashMap<>();
            try (RecordingFile events = new RecordingFile(file)) {
                while (events.hasMoreEvents()) {
                    counts.merge(events.readEvent().getEventType().getName(), 1L, Long::sum);
                }
            }
            return counts;
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /**
     * async-profiler's CPU samples over {@link #PROFILED_DINNERS} dinners, by where their innermost frame was; empty
     * where the profiler cannot load (not Linux or macOS, perf events refused).
     */
    private static Map<Where, Long> profiled(Row row) throws InterruptedException {
        one.profiler.AsyncProfiler profiler;
        try {
            profiler = one.profiler.AsyncProfiler.getInstance();
            profiler.execute(PROFILER_START);
        } catch (IOException | RuntimeException | UnsatisfiedLinkError e) {
            System.err.println("monitors: no CPU profile (" + e + ")");
            for (int i = 0; i < PROFILED_DINNERS; i++) {
                dine(row);
            }
            return Map.of();
        }
        for (int i = 0; i < PROFILED_DINNERS; i++) {
            dine(row);
        }
        try {
            profiler.execute("stop");
            return byLeaf(profiler.execute("collapsed"));
        } catch (IOException e) {
            System.err.println("monitors: no CPU profile (" + e + ")");
            return Map.of();
        }
    }

    /** Collapsed stacks ({@code frame;frame;leaf count} per line) summed by where their leaf is. */
    static Map<Where, Long> byLeaf(String collapsed) {
        Map<Where, Long> samples = new LinkedHashMap<>();
        for (String line : collapsed.lines().toList()) {
            int space = line.lastIndexOf(' ');
            if (space <= 0) {
                continue;
            }
            String stack = line.substring(0, space);
            // Java frames come with the class's internal name (java/util/...): the patterns read dots.
            String leaf = stack.substring(stack.lastIndexOf(';') + 1).replace('/', '.');
            samples.merge(Where.of(leaf), Long.parseLong(line.substring(space + 1).strip()), Long::sum);
        }
        return samples;
    }

    private static int columnOf(String key) {
        Evidence.Column[] columns = columns();
        for (int i = 0; i < columns.length; i++) {
            if (columns[i].key().equals(key)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no column " + key);
    }

    private static final Pattern TASK = Pattern.compile("^<task .*method='([^' ]+)");
    private static final Pattern ELIMINATE = Pattern.compile("^<eliminate_lock .*class='lock' kind='([A-Za-z]+)'");

    /**
     * The monitor enters C2 removed in the compiles of this project's methods (what they inlined included), from a
     * {@code -XX:+LogCompilation} log: each lock node it eliminated, by its kind, {@link #COARSENED} ("Coarsened":
     * merged with a neighbouring enter of the same object) or {@link #ELIMINATED} (any other: "NonEscObj", "Nested",
     * ...). Unlock nodes are not counted: each pairs with a lock.
     */
    static Map<String, Long> removedLocks(Path jitLog) throws IOException {
        Map<String, Long> removed = new LinkedHashMap<>();
        if (!Files.exists(jitLog)) {
            return removed;
        }
        boolean ours = false;
        try (var lines = Files.lines(jitLog, java.nio.charset.StandardCharsets.ISO_8859_1)) {
            for (String line : (Iterable<String>) lines::iterator) {
                java.util.regex.Matcher task = TASK.matcher(line);
                if (task.find()) {
                    ours = task.group(1).startsWith("io.philosopherwars.");
                } else if (line.startsWith("</task>")) {
                    ours = false;
                } else if (ours) {
                    java.util.regex.Matcher lock = ELIMINATE.matcher(line);
                    if (lock.find()) {
                        removed.merge(lock.group(1).equals("Coarsened") ? COARSENED : ELIMINATED, 1L, Long::sum);
                    }
                }
            }
        }
        return removed;
    }

    /**
     * The rows: for the noop, dinners x locks x thread kinds x lock elimination on and off; for the sleep, the engine's
     * dinner of each lock on virtual threads, lock elimination on.
     */
    static List<Row> rows(List<ThreadKind> kinds, List<WorkloadKind> meals) {
        List<Row> rows = new ArrayList<>();
        if (meals.contains(WorkloadKind.NOOP)) {
            for (Dinner dinner : Dinner.values()) {
                for (LockImplementation lock : LOCKS) {
                    for (ThreadKind kind : kinds) {
                        for (boolean eliminates : List.of(true, false)) {
                            rows.add(new Row(dinner, lock, kind, eliminates, WorkloadKind.NOOP));
                        }
                    }
                }
            }
        }
        if (meals.contains(WorkloadKind.SLEEP) && kinds.contains(ThreadKind.VIRTUAL)) {
            for (LockImplementation lock : LOCKS) {
                rows.add(new Row(Dinner.ENGINE, lock, ThreadKind.VIRTUAL, true, WorkloadKind.SLEEP));
            }
        }
        return rows;
    }

    /** The program's options. */
    record Options(EvidenceRun.Blocks blocks, List<ThreadKind> kinds, List<WorkloadKind> meals, Path report,
            String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, MonitorCost::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--jvms", "--threads", "--meals", "--seed", "--report");
        return new Options(EvidenceRun.Blocks.of(given, "--jvms", 3),
                given.list("--threads", "thread kind", ThreadKind.perPhilosopher(),
                        id -> Named.byId("thread kind", ThreadKind.perPhilosopher(), id),
                        List.of(ThreadKind.PLATFORM, ThreadKind.VIRTUAL)),
                given.list("--meals", "meal", MEAL_KINDS, id -> Named.byId("meal", MEAL_KINDS, id), MEAL_KINDS),
                given.path("--report"), args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        EvidenceRun run = new EvidenceRun(KIND, "What a meal's locks cost, and where the time goes", "monitors",
                options.args(),
                PHILOSOPHERS + " philosophers x " + MEALS + " meals, noop, and x " + SLEEP_MEALS + " meals, the "
                        + MealSize.DEFAULT.duration().toNanos() / 1000 + " µs sleep, all full; each row in a fresh JVM"
                        + " per block, rows in a random order within a block; per JVM " + WARM_UP_DINNERS
                        + " warm-up dinners, " + TIMED_DINNERS + " timed, " + RECORDED_DINNERS
                        + " under JFR (thresholds 0), " + PROFILED_DINNERS + " under async-profiler (" + PROFILER_START
                        + "), samples filed by their innermost frame; each JVM writes its" + " JIT log ("
                        + String.join(" ", JIT_LOG) + "), whose eliminated monitor enters in"
                        + " this project's compiled methods are counted",
                out);
        run.measure(run.table(JVMS, columns()), options.blocks(), rows(options.kinds(), options.meals()),
                EvidenceRun.inChildJvms(MonitorCost.class, JVM_LIMIT, columns(), MonitorCost::jvm), (row, why) -> {
                    Object[] cells = new Object[columns().length];
                    cells[1] = row.dinner().id();
                    cells[2] = row.lock().id();
                    cells[3] = row.threads().id();
                    cells[4] = row.meal().id();
                    cells[5] = row.meals();
                    cells[6] = row.elimination();
                    cells[cells.length - 1] = why;
                    return cells;
                });
        return run.end(options.report());
    }

    /**
     * A row's JVM: its flags, and a JIT log of its own, complete only once the JVM has exited, whose removed monitor
     * enters the parent fills in.
     */
    private static EvidenceRun.Jvm jvm(Row row, long seed) throws IOException {
        Path jitLog = Files.createTempFile("monitor-cost-jit", ".xml");
        List<String> flags = new ArrayList<>(row.flags());
        flags.addAll(JIT_LOG);
        flags.add("-XX:LogFile=" + jitLog);
        return new EvidenceRun.Jvm(List.of(), flags, row.spec(), rows -> {
            try {
                Map<String, Long> removed = removedLocks(jitLog);
                for (Object[] cells : rows) {
                    cells[columnOf(COARSENED)] = (double) removed.getOrDefault(COARSENED, 0L);
                    cells[columnOf(ELIMINATED)] = (double) removed.getOrDefault(ELIMINATED, 0L);
                }
            } finally {
                Files.deleteIfExists(jitLog);
            }
        });
    }
}
