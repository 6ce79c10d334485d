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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * Memory per philosopher: what a table of N started philosophers costs, read at the moment every one of them is started
 * and the first meal begins (the engine releases the table only after setup). Every other meal waits in the meal until
 * the reading is done ({@link FirstMealReading}), so no philosopher leaves and the dinner does not end while it reads.
 * Each reading follows a {@code System.gc()}, so the heap figure is live data: for virtual threads it includes their
 * parked stacks (stack chunks live in the heap), for vert.x the verticles and their contexts. Platform thread stacks
 * live outside the heap; the resident set ({@code VmRSS}, Linux) shows the pages they touched. The launcher runs this
 * with a fixed, pre-touched heap ({@code -Xms = -Xmx}, {@code -XX:+AlwaysPreTouch}), so the RSS delta is memory outside
 * the heap (thread stacks, plus whatever metaspace and code grew meanwhile: an upper bound for the stacks); without
 * those flags a GC that gives heap back makes the delta meaningless, even negative.
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
     * @param held
     *            philosophers waiting in their meal for the reading when it ended ({@link FirstMealReading})
     * @param chunks
     *            the stack chunks in the heap at the reading, where the JVM gives a class histogram (else null)
     */
    public record Footprint(int philosophers, long heapBefore, long heapAtFirstMeal, long rssBefore,
            long rssAtFirstMeal, int held, Chunks chunks) {
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
        FirstMealReading reading = new FirstMealReading(MemoryProbe::liveHeap, MemoryProbe::rss,
                MemoryProbe::stackChunks, limit);
        new DinnerSpec(implementation, threads, new Scripted("memory probe", reading::eat), philosophers, 1,
                StopRule.FIRST_FULL, limit).serve();
        // serve() joined every philosopher, so the meal's writes happen-before this read.
        return new Footprint(philosophers, heapBefore, reading.heap, rssBefore, reading.rss, reading.held,
                reading.chunks);
    }

    /**
     * The probe's meal. The first meal reads the live heap and the resident set; every other meal waits in the meal
     * until that reading is done. Without the wait, a second philosopher ate its one meal during the reading (every
     * reading of 4 at 100,000, on a pool and on virtual threads alike), so it was full, the first-full dinner ended and
     * dropped or joined the rest while the collections ran: the same row read 64 B or 155 B a philosopher on a pool, as
     * the race fell. A philosopher that waits here is parked in its meal instead of on a chopstick or the gate: a few
     * frames more of stack.
     */
    static final class FirstMealReading {
        private final LongSupplier heapReader;
        private final LongSupplier rssReader;
        private final Supplier<Chunks> chunkReader;
        private final Duration limit;
        private final AtomicBoolean first = new AtomicBoolean(true);
        private final CountDownLatch read = new CountDownLatch(1);
        private final AtomicInteger waiting = new AtomicInteger();
        /** The readings, and the meals waiting when they ended, written before {@link #read} opens. */
        private long heap;
        private long rss;
        private int held;
        private Chunks chunks;

        FirstMealReading(LongSupplier heapReader, LongSupplier rssReader, Supplier<Chunks> chunkReader,
                Duration limit) {
            this.heapReader = heapReader;
            this.rssReader = rssReader;
            this.chunkReader = chunkReader;
            this.limit = limit;
        }

        void eat() throws InterruptedException {
            if (first.getAndSet(false)) {
                try {
                    heap = heapReader.getAsLong();
                    rss = rssReader.getAsLong();
                    chunks = chunkReader.get();
                    held = waiting.get();
                } finally {
                    read.countDown();
                }
                return;
            }
            waiting.incrementAndGet();
            if (!read.await(limit.toNanos(), TimeUnit.NANOSECONDS)) {
                throw new IllegalStateException("the memory reading at the first meal took longer than " + limit);
            }
        }
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

    /**
     * The stack chunks in the heap and their bytes.
     *
     * @param count
     *            instances of {@code jdk.internal.vm.StackChunk}
     * @param bytes
     *            their shallow size, bytes (a chunk holds its frames inline)
     */
    public record Chunks(long count, long bytes) {
    }

    private static final Pattern STACK_CHUNK = Pattern
            .compile("(?m)^\\s*\\d+:\\s+(\\d+)\\s+(\\d+)\\s+jdk\\.internal\\.vm\\.StackChunk\\b");

    /**
     * A parked virtual thread keeps its frames in stack chunks in the heap: how many and how large depends on how far
     * it ran since it last parked (a thread that ran again may hold a chain of them), so two readings of the same table
     * differ by them. From HotSpot's class histogram ({@code GC.class_histogram}, which collects first); null where the
     * JVM has no such command. A histogram without the class means no chunk: zero.
     */
    static Chunks stackChunks() {
        String histogram;
        try {
            histogram = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[] { new String[0] }, new String[] { String[].class.getName() });
        } catch (JMException | RuntimeException e) {
            return null;
        }
        return chunksOf(histogram);
    }

    /** {@link #stackChunks} from a class histogram's text. */
    static Chunks chunksOf(String histogram) {
        Matcher m = STACK_CHUNK.matcher(histogram);
        return m.find() ? new Chunks(Long.parseLong(m.group(1)), Long.parseLong(m.group(2))) : new Chunks(0, 0);
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

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, spec -> {
            String[] row = spec.split(":");
            Implementation implementation = Implementations.byId(row[0]);
            ThreadKind kind = Named.byId("thread kind", ThreadKind.values(), row[1]);
            // A small dinner first: loading and initialising the classes is a one-time cost, not a philosopher's.
            row(implementation, kind, 100);
            return List.<Object[]> of(row(implementation, kind, Integer.parseInt(row[2])));
        }, MemoryProbe::run);
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
    /** Meals held for the reading; a record without this column was read while the dinner could end. */
    public static final String HELD = "heldForTheReading";
    /** Stack chunks in the heap per philosopher at the reading, and their bytes; null where no histogram. */
    public static final String CHUNKS_PER_PHILOSOPHER = "stackChunksPerPhilosopher";
    public static final String CHUNK_BYTES_PER_PHILOSOPHER = "stackChunkBytesPerPhilosopher";
    public static final String COULD_NOT_RUN = EvidenceRun.COULD_NOT_RUN;

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
                Evidence.Column.number(HELD, "meals held for the reading", 0),
                Evidence.Column.number(CHUNKS_PER_PHILOSOPHER, "stack chunks / philosopher", 2),
                Evidence.Column.number(CHUNK_BYTES_PER_PHILOSOPHER, "stack-chunk bytes / philosopher", 0),
                EvidenceRun.COULD_NOT_RUN_COLUMN };
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
                    f.held(), f.chunks() == null ? null : f.chunks().count() / (double) size,
                    f.chunks() == null ? null : f.chunks().bytes() / (double) size, null };
        } catch (DinnerFailedException e) {
            return failedRow(implementation, kind, size, e.getMessage());
        }
    }

    /** A row of the table: a design on a thread kind at a table size. */
    record Row(Implementation implementation, ThreadKind kind, int size) {
        String spec() {
            return implementation.id() + ":" + kind.id() + ":" + size;
        }
    }

    private static Object[] failedRow(Implementation implementation, ThreadKind kind, int size, String why) {
        return new Object[] { implementation.id(), kind.id(), size, null, null, null, null, null, null, null, null,
                null, why.lines().findFirst().orElse("") };
    }

    /** The probe's rows: implementations x thread kinds x sizes, each in its own JVM or not, and the report. */
    record Options(List<Implementation> implementations, List<ThreadKind> threads, List<Integer> sizes, Path report,
            boolean fork, String[] args) {
        /**
         * The rows, but a design's thread kind that it does not support (vert.x has no pool): no row, not a failed one.
         */
        List<Row> rows() {
            List<Row> rows = new ArrayList<>();
            for (Implementation implementation : implementations) {
                for (ThreadKind kind : threads) {
                    for (int size : implementation.supports(kind) ? sizes : List.<Integer> of()) {
                        rows.add(new Row(implementation, kind, size));
                    }
                }
            }
            return rows;
        }
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String usage = USAGE.formatted(Named.ids(Implementations.all()), Named.ids(List.of(ThreadKind.values())));
        return Command.run(usage, args, out, err, MemoryProbe::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--implementations", "--threads", "--philosophers",
                "--report", "--fork");
        List<ThreadKind> kinds = List.of(ThreadKind.values());
        // Every design by default: a claim about which needs least memory is about all of them.
        return new Options(
                given.list("--implementations", "implementation", Implementations.all(), Implementations::byId,
                        List.copyOf(Implementations.all())),
                given.list("--threads", "thread kind", kinds, id -> Named.byId("thread kind", ThreadKind.values(), id),
                        kinds),
                given.get("--philosophers", List.of(10_000, 100_000), value -> {
                    List<Integer> sizes = CommandLine.positives("--philosophers", value);
                    if (sizes.stream().anyMatch(size -> size < 2)) {
                        throw new IllegalArgumentException("--philosophers must be at least 2, got " + value);
                    }
                    return sizes;
                }), given.path("--report"), given.bool("--fork", false), args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        EvidenceRun run = new EvidenceRun(KIND, "Memory per philosopher", "memory", options.args(),
                "one first-full dinner of one meal per row; memory read after System.gc() before the"
                        + " dinner and in its first meal, when every philosopher is started; every other meal waits"
                        + " in the meal until the reading is done, so no philosopher leaves while it reads",
                out);
        // Forked, each row runs in a fresh JVM with this JVM's flags and class path, so that no row sees memory the
        // previous one is still giving back (in one JVM a platform row after a 100K virtual row read a negative RSS
        // growth).
        EvidenceRun.Measure<Row> measure = options.fork()
                ? EvidenceRun.inChildJvms(MemoryProbe.class, ROW_LIMIT.plusSeconds(60), columns(),
                        (row, seed) -> new EvidenceRun.Jvm(List.of(), row.spec()))
                : (row, seed) -> List.<Object[]> of(row(row.implementation(), row.kind(), row.size()));
        run.measure(run.table(ROWS, columns()), EvidenceRun.Blocks.once(), options.rows(), measure,
                (row, why) -> failedRow(row.implementation(), row.kind(), row.size(), why));
        return run.end(options.report());
    }
}
