package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.core.workload.Scripted;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Memory per philosopher: what a table of N started philosophers costs, read at the moment every one of them is started
 * and the first meal begins (the engine releases the table only after setup). Each reading follows a
 * {@code System.gc()}, so the heap figure is live data: for virtual threads it includes their parked stacks (stack
 * chunks live in the heap), for vert.x the verticles and their contexts. Platform thread stacks live outside the heap;
 * the resident set ({@code VmRSS}, Linux) shows the pages they touched. The launcher runs this with a fixed,
 * pre-touched heap ({@code -Xms = -Xmx}, {@code -XX:+AlwaysPreTouch}), so the RSS delta is memory outside the heap
 * (thread stacks, plus whatever metaspace and code grew meanwhile: an upper bound for the stacks); without those flags
 * a GC that gives heap back makes the delta meaningless, even negative.
 */
public final class MemoryProbe {
    private static final String USAGE = """
            usage: ./philosophers memory [options]   (lists are comma-separated)
              --implementations LIST   %s (default: all of them, every vert.x design too)
              --threads LIST           %s (default: all)
              --philosophers LIST      table sizes (default: 10000,100000)
              --report FILE            also write the table, under the run's environment, to FILE
              --fork BOOL              measure each row in a JVM of its own (the launcher: true) (default: false)
            """;

    /**
     * One reading.
     *
     * @param heapBefore
     *            live heap before the dinner, bytes
     * @param heapAtFirstMeal
     *            live heap with every philosopher started, bytes
     * @param rssBefore
     *            resident set before the dinner, bytes (-1 where there is no /proc)
     * @param rssAtFirstMeal
     *            resident set with every philosopher started, bytes (-1 where there is no /proc)
     */
    public record Footprint(int philosophers, long heapBefore, long heapAtFirstMeal, long rssBefore,
            long rssAtFirstMeal) {
        public double heapPerPhilosopher() {
            return (heapAtFirstMeal - heapBefore) / (double) philosophers;
        }

        public double rssPerPhilosopher() {
            return rssBefore < 0 ? Double.NaN : (rssAtFirstMeal - rssBefore) / (double) philosophers;
        }
    }

    /** The time limit of one measured dinner. */
    private static final Duration ROW_LIMIT = Duration.ofSeconds(300);

    private MemoryProbe() {
    }

    /** Serves one first-full dinner of one meal whose first meal reads the memory; the others do nothing. */
    public static Footprint measure(Implementation implementation, ThreadKind threads, int philosophers,
            Duration limit) {
        long heapBefore = liveHeap();
        long rssBefore = rss();
        AtomicBoolean first = new AtomicBoolean(true);
        long[] atFirstMeal = new long[2];
        Scripted probe = new Scripted("memory probe", () -> {
            if (first.getAndSet(false)) {
                atFirstMeal[0] = liveHeap();
                atFirstMeal[1] = rss();
            }
        });
        new DinnerSpec(implementation, threads, probe, philosophers, 1, StopRule.FIRST_FULL, limit).serve();
        // serve() joined every philosopher, so the meal's writes happen-before this read.
        return new Footprint(philosophers, heapBefore, atFirstMeal[0], rssBefore, atFirstMeal[1]);
    }

    /**
     * The heap that survived a full collection: the sum of the heap pools' usage right after the GC that
     * {@code System.gc()} ran. Not {@code getHeapMemoryUsage()}: it also counts the eden regions threads take for new
     * allocation buffers after the GC, and with thousands of running platform threads that read tens of KB per
     * philosopher of memory nobody holds.
     */
    static long liveHeap() {
        // One collection can leave what its own reference processing released (threads of a dinner that just ended,
        // their thread-locals) for the next: collect until the reading stops shrinking, at most a few times. In a
        // test JVM that ran other dinners first, one collection left 40 MB that the next freed.
        long live = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            long now = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                MemoryUsage afterGc = pool.getCollectionUsage();
                if (pool.getType() == MemoryType.HEAP && afterGc != null) {
                    now += afterGc.getUsed();
                }
            }
            if (now >= live) {
                return live;
            }
            live = now;
        }
        return live;
    }

    /** {@code VmRSS} of this process in bytes, or -1 where {@code /proc/self/status} does not exist. */
    static long rss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.UTF_8)) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: no RSS column
        }
        return -1;
    }

    public static void main(String[] args) {
        if (args.length == 2 && args[0].equals("--row")) {
            // One row for the parent that forked this JVM (--fork true): printed, nothing else.
            String[] row = args[1].split(":");
            Implementation implementation = Implementations.byId(row[0]);
            ThreadKind kind = Named.byId("thread kind", ThreadKind.values(), row[1]);
            // A small dinner first: loading and initialising the classes is a one-time cost, not a philosopher's.
            row(implementation, kind, 100);
            System.out.print(ChildJvm.line(row(implementation, kind, Integer.parseInt(row[2]))));
            System.exit(0);
        }
        System.exit(run(args, System.out, System.err));
    }

    /** The record's kind and table, and the keys its readers use. */
    public static final String KIND = "memory";
    public static final String ROWS = "rows";
    public static final String IMPLEMENTATION = "implementation";
    public static final String THREADS = "threads";
    public static final String PHILOSOPHERS = "philosophers";
    public static final String HEAP_BEFORE_MB = "heapBeforeMb";
    public static final String HEAP_AT_FIRST_MEAL_MB = "heapAtFirstMealMb";
    public static final String HEAP_PER_PHILOSOPHER = "heapBytesPerPhilosopher";
    public static final String RSS_BEFORE_MB = "rssBeforeMb";
    public static final String RSS_AT_FIRST_MEAL_MB = "rssAtFirstMealMb";
    public static final String RSS_PER_PHILOSOPHER = "rssBytesPerPhilosopher";
    public static final String COULD_NOT_RUN = "couldNotRun";

    /** The table's columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { Evidence.Column.text(IMPLEMENTATION, "implementation"),
                Evidence.Column.text(THREADS, "threads"), Evidence.Column.number(PHILOSOPHERS, "philosophers", 0),
                Evidence.Column.number(HEAP_BEFORE_MB, "live heap before MB", 1),
                Evidence.Column.number(HEAP_AT_FIRST_MEAL_MB, "live heap at first meal MB", 1),
                Evidence.Column.number(HEAP_PER_PHILOSOPHER, "heap bytes / philosopher", 0),
                Evidence.Column.number(RSS_BEFORE_MB, "RSS before MB", 1),
                Evidence.Column.number(RSS_AT_FIRST_MEAL_MB, "RSS at first meal MB", 1),
                Evidence.Column.number(RSS_PER_PHILOSOPHER, "RSS bytes / philosopher (upper bound)", 0),
                Evidence.Column.text(COULD_NOT_RUN, "could not run") };
    }

    /**
     * One row of the table as its cells, measured here, or the row that says why it could not run. A forked JVM prints
     * it as one tab-separated line ({@link ChildJvm#line}).
     */
    static Object[] row(Implementation implementation, ThreadKind kind, int size) {
        try {
            Footprint f = measure(implementation, kind, size, ROW_LIMIT);
            return new Object[] { implementation.id(), kind.id(), size, f.heapBefore() / 1e6, f.heapAtFirstMeal() / 1e6,
                    f.heapPerPhilosopher(), f.rssBefore() / 1e6, f.rssAtFirstMeal() / 1e6, f.rssPerPhilosopher(),
                    null };
        } catch (DinnerFailedException e) {
            return failedRow(implementation, kind, size, e.getMessage());
        }
    }

    /**
     * The row measured in a fresh JVM with this JVM's flags and class path, so that no row sees memory the previous one
     * is still giving back (in one JVM a platform row after a 100K virtual row read a negative RSS growth).
     */
    private static Object[] inItsOwnJvm(Implementation implementation, ThreadKind kind, int size) {
        try {
            return ChildJvm.cells(ChildJvm.run(MemoryProbe.class, List.of(),
                    implementation.id() + ":" + kind.id() + ":" + size, ROW_LIMIT.plusSeconds(60)), columns());
        } catch (ChildJvm.Failed | IllegalArgumentException e) {
            return failedRow(implementation, kind, size, e.getMessage());
        }
    }

    private static Object[] failedRow(Implementation implementation, ThreadKind kind, int size, String why) {
        return new Object[] { implementation.id(), kind.id(), size, null, null, null, null, null, null,
                why.lines().findFirst().orElse("") };
    }

    /** The probe's rows: implementations x thread kinds x sizes, each in its own JVM or not, and the report. */
    record Options(List<Implementation> implementations, List<ThreadKind> threads, List<Integer> sizes, Path report,
            boolean fork, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String usage = USAGE.formatted(Named.ids(Implementations.all()), Named.ids(List.of(ThreadKind.values())));
        return Command.run(usage, args, out, err, MemoryProbe::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        // Every design by default: a claim about which needs least memory is about all of them.
        List<Implementation> implementations = List.copyOf(Implementations.all());
        List<ThreadKind> threads = List.of(ThreadKind.values());
        List<Integer> sizes = List.of(10_000, 100_000);
        Path report = null;
        boolean fork = false;
        for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
            String value = pair.getValue();
            switch (pair.getKey()) {
                case "--fork" -> fork = CommandLine.bool("--fork", value);
                case "--implementations" -> implementations = CommandLine.list("implementation", value,
                        Implementations.all(), Implementations::byId);
                case "--threads" -> threads = CommandLine.list("thread kind", value, List.of(ThreadKind.values()),
                        id -> Named.byId("thread kind", ThreadKind.values(), id));
                case "--philosophers" -> {
                    sizes = CommandLine.positives("--philosophers", value);
                    if (sizes.stream().anyMatch(size -> size < 2)) {
                        throw new IllegalArgumentException("--philosophers must be at least 2, got " + value);
                    }
                }
                case "--report" -> report = Path.of(value);
                default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
            }
        }
        return new Options(implementations, threads, sizes, report, fork, args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        Evidence evidence = new Evidence(KIND, "Memory per philosopher",
                RunEnvironment.current().markdown("./philosophers memory " + String.join(" ", options.args()),
                        "one first-full dinner of one meal per row; memory read after System.gc() before the"
                                + " dinner and in its first meal, when every philosopher is started"));
        Evidence.Table table = evidence.table(ROWS, columns());
        out.print(table.header());
        int failed = 0;
        for (Implementation implementation : options.implementations()) {
            for (ThreadKind kind : options.threads()) {
                if (!implementation.supports(kind)) {
                    // vert.x has no pool: no row rather than a failed one.
                    continue;
                }
                for (int size : options.sizes()) {
                    Object[] row = options.fork() ? inItsOwnJvm(implementation, kind, size)
                            : row(implementation, kind, size);
                    if (row[row.length - 1] != null) {
                        failed++;
                    }
                    out.print(table.row(row));
                }
            }
        }
        if (options.report() != null) {
            evidence.write(options.report());
        }
        return failed == 0 ? Command.OK : Command.FAILED;
    }
}
