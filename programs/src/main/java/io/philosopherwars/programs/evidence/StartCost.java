package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.Named;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The cost to start: N virtual threads, N tasks submitted to a fixed pool of one thread per core, and N platform
 * threads, each (kind, count) in a JVM of its own. One start is one thing begun until it has run its first instruction
 * (it counts down a latch): the unit is µs per start, from the first start until the latch reaches zero. Its memory is
 * read while all N are alive: threads parked on a latch, or, for the pool, N submitted tasks waiting in its queue while
 * every pool thread is blocked (the memory of N pending tasks); live heap after a full collection and the resident set
 * ({@code VmRSS}) outside the heap, each minus a reading just before, per thing. The heap is fixed and pre-touched, so
 * the RSS growth is memory outside it (platform thread stacks), never heap pages touched for the first time.
 * <p>
 * Each JVM runs one recorded warm-up round of at most 1,000, its first measured round (whose memory the ratios read),
 * then {@link #UNRECORDED_WARM_UPS} unrecorded warm-up rounds of at most 1,000 and its other measured rounds, whose
 * median time with the first's is the row's (class loading and compilation are one-time costs, not a start's) and then
 * its measured rounds; the JVMs run in blocks, every (kind, count) once per block in a random order, so that drift over
 * the run falls on every row alike. Platform threads stop at a limit (the kernel's, or 32,000): a count above it is a
 * row that says so, and a JVM that cannot create a thread records the row as stopped with the error. The ratios take
 * the median time over every measured round, and the memory of each JVM's first measured round only (a later round
 * reuses what the one before left). The default run (one block of nine JVMs, three measured rounds, one for platform
 * threads beyond 10,000) takes at most about three minutes on two cores (2 min 16 s once), about a minute of it the
 * platform threads at the limit. {@code ./philosophers startcost --report results/<set>/evidence/start-cost.md}
 */
public final class StartCost {
    private static final String USAGE = """
            usage: ./philosophers startcost [options]   (lists are comma-separated)
              --kinds LIST            %s (default: all)
              --counts LIST           how many virtual threads and pool tasks (default: 1000,100000,1000000)
              --platform-counts LIST  how many platform threads (default: 1000,10000 and the limit)
              --platform-limit N      the most platform threads tried; a count above it is a stopped row
                                      (default: the lower of 32000 and what this kernel and user allow)
              --rounds N              measured rounds per JVM, after one warm-up round (default: 3;
                                      platform threads beyond 10000: one)
              --blocks N              blocks: every (kind, count) in a JVM of its own, once per block (default: 1)
              --seed N                the blocks' random order (default: 1)
              --report FILE           also write the tables, under the run's environment, to FILE (and its
                                      record to FILE's .json beside it)
            """;

    /** The most platform threads tried unless told otherwise: the machine this suite runs on allows about 32K. */
    static final int PLATFORM_CEILING = 32_000;
    /** The warm-up round's size: enough to load and compile the path, small beside any measured count. */
    static final int WARM_UP_COUNT = 1_000;
    /**
     * The unrecorded warm-up rounds before the recorded one: one round of 1,000 left the start path far from compiled.
     * Measured on the 2-core AMD machine (2026-11-26), 100 rounds of 1,000 virtual threads in one JVM after the one
     * warm-up round: 2.8 µs a start over rounds 1-10, 1.05 over 11-20, 0.4-0.8 over 21-70, 0.3-0.4 over 71-100; the JMH
     * thread-start rows, after their warm-up iterations, start one in about 0.8 µs.
     */
    static final int UNRECORDED_WARM_UPS = 30;

    /**
     * How the record's options say that the start path was warmed with {@link #UNRECORDED_WARM_UPS} rounds; a record
     * without it is an older program's, whose smallest count was timed cold (the report marks those rows).
     */
    /**
     * The bound on platform threads that is the suite's own, not the machine's: the record's options end with it where
     * it was the lowest ({@code ...: the suite's ceiling}), and the start-cost question then does not call it the
     * thread limit.
     */
    public static final String SUITE_CEILING = "the suite's ceiling";

    public static final String WARMED_PATH = " more warm-up rounds unrecorded after the first measured one";

    /** A bound on one round's starts, so that a machine that cannot start them fails instead of hanging. */
    private static final Duration ROUND_LIMIT = Duration.ofSeconds(120);
    /** A bound on one JVM: its rounds, each started, read, released and joined. */
    private static final Duration JVM_LIMIT = Duration.ofSeconds(600);

    /**
     * The heap of a row's JVM: fixed and pre-touched, so that the RSS growth is memory outside the heap and a
     * collection that gives heap back cannot make it shrink; sized to the row (a parked virtual thread holds about 2.4
     * KB of heap, a pending task about 100 bytes), because touching a 4 GB heap takes this machine eight seconds per
     * JVM.
     */
    static List<String> heap(Kind kind, int count) {
        long bytesEach = switch (kind) {
            case VIRTUAL -> 4_096;
            case POOL -> 512;
            case PLATFORM -> 1_024;
        };
        long mb = 256 + count * bytesEach / (1 << 20);
        return List.of("-Xms" + mb + "m", "-Xmx" + mb + "m", "-XX:+AlwaysPreTouch");
    }

    /** What is started. */
    public enum Kind implements Named {
        VIRTUAL, POOL, PLATFORM;

        @Override
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** What a reader calls it, the pool with its size. */
        public String described(int cores) {
            return switch (this) {
                case VIRTUAL -> "virtual threads";
                case POOL -> "tasks on a fixed pool of " + cores + (cores == 1 ? " thread" : " threads");
                case PLATFORM -> "platform threads";
            };
        }
    }

    private StartCost() {
    }

    /**
     * One round's reading.
     *
     * @param startNanos
     *            from the first start until every one has run its first instruction
     * @param heapBytes
     *            live heap growth with all of them alive
     * @param rssBytes
     *            resident set growth with all of them alive (-1 where there is no /proc)
     */
    record Reading(int count, long startNanos, long heapBytes, long rssBytes) {
        double microsPerStart() {
            return startNanos / 1e3 / count;
        }
    }

    /** A round that could not start them all: how many it started and why. */
    static final class Stopped extends Exception {
        private static final long serialVersionUID = 1L;

        Stopped(String reason) {
            super(reason);
        }
    }

    /** Starts {@code count} threads of a kind, each counting down and then parked until released; reads it all. */
    static Reading threads(Thread.Builder builder, int count) throws Stopped, InterruptedException {
        CountDownLatch started = new CountDownLatch(count);
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>(count);
        long heapBefore = MemoryProbe.liveHeap();
        long rssBefore = MemoryProbe.rss();
        try {
            long start = System.nanoTime();
            for (int i = 0; i < count; i++) {
                threads.add(builder.start(() -> {
                    started.countDown();
                    awaitQuietly(release);
                }));
            }
            awaitAll(started, count);
            long startNanos = System.nanoTime() - start;
            return new Reading(count, startNanos, MemoryProbe.liveHeap() - heapBefore,
                    rssBefore < 0 ? -1 : MemoryProbe.rss() - rssBefore);
        } catch (OutOfMemoryError e) {
            // "unable to create native thread": the kernel's limit, a row that says where it stopped.
            throw new Stopped("stopped at " + threads.size() + " of " + count + ": " + e);
        } finally {
            // Whatever happened, every thread started so far is released and gone before this returns or throws.
            release.countDown();
            for (Thread thread : threads) {
                thread.join();
            }
        }
    }

    /**
     * {@code count} tasks submitted to {@code pool} ({@code cores} threads): the time until every task has run, then
     * the memory of {@code count} tasks waiting in its queue while every pool thread is blocked.
     */
    static Reading tasks(ExecutorService pool, int cores, int count) throws Stopped, InterruptedException {
        CountDownLatch ran = new CountDownLatch(count);
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            pool.submit(ran::countDown);
        }
        awaitAll(ran, count);
        long startNanos = System.nanoTime() - start;

        CountDownLatch blocked = new CountDownLatch(cores);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch pending = new CountDownLatch(count);
        try {
            for (int i = 0; i < cores; i++) {
                pool.submit(() -> {
                    blocked.countDown();
                    awaitQuietly(release);
                });
            }
            awaitAll(blocked, cores);
            long heapBefore = MemoryProbe.liveHeap();
            long rssBefore = MemoryProbe.rss();
            for (int i = 0; i < count; i++) {
                pool.submit(pending::countDown);
            }
            long heap = MemoryProbe.liveHeap() - heapBefore;
            long rss = rssBefore < 0 ? -1 : MemoryProbe.rss() - rssBefore;
            return new Reading(count, startNanos, heap, rss);
        } finally {
            release.countDown();
            pending.await(ROUND_LIMIT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    private static void awaitAll(CountDownLatch latch, int count) throws Stopped, InterruptedException {
        if (!latch.await(ROUND_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            throw new Stopped("only " + (count - latch.getCount()) + " of " + count + " started within "
                    + ROUND_LIMIT.toSeconds() + " s");
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * One JVM's rows: a recorded warm-up round of at most {@link #WARM_UP_COUNT}, then {@code rounds} rounds of
     * {@code count}, with {@link #UNRECORDED_WARM_UPS} unrecorded warm-up rounds after the first of them.
     */
    static List<Object[]> measure(Kind kind, int count, int rounds) throws InterruptedException {
        int cores = Runtime.getRuntime().availableProcessors();
        List<Object[]> rows = new ArrayList<>();
        try (ExecutorService pool = kind == Kind.POOL ? Executors.newFixedThreadPool(cores) : null) {
            for (int round = 0; round <= rounds; round++) {
                if (round == 2) {
                    // After the first measured round, whose memory the ratios read (a fresh JVM's, as a later round
                    // reuses what one before left), and before the rounds whose median time they read.
                    warmUps(kind, count, pool, cores);
                }
                int n = round == 0 ? Math.min(count, WARM_UP_COUNT) : count;
                String phase = round == 0 ? ThreadStartFloor.WARM_UP : ThreadStartFloor.MEASURED;
                try {
                    Reading r = start(kind, pool, cores, n);
                    rows.add(new Object[] { 0, kind.id(), n, cores, round, phase, r.startNanos() / 1e6,
                            r.microsPerStart(), r.heapBytes() / (double) n,
                            r.rssBytes() < 0 ? null : r.rssBytes() / (double) n, null });
                } catch (Stopped e) {
                    rows.add(stopped(kind, n, cores, round, phase, e.getMessage()));
                    break;
                }
            }
        }
        return rows;
    }

    /** One round: {@code n} things of a kind started, until each has run, and read. */
    private static Reading start(Kind kind, ExecutorService pool, int cores, int n)
            throws Stopped, InterruptedException {
        return switch (kind) {
            case VIRTUAL -> threads(Thread.ofVirtual(), n);
            case PLATFORM -> threads(Thread.ofPlatform(), n);
            case POOL -> tasks(pool, cores, n);
        };
    }

    /** {@link #UNRECORDED_WARM_UPS} rounds of at most {@link #WARM_UP_COUNT}, unrecorded: the start path compiled. */
    private static void warmUps(Kind kind, int count, ExecutorService pool, int cores) throws InterruptedException {
        for (int warm = 0; warm < UNRECORDED_WARM_UPS; warm++) {
            int n = Math.min(count, WARM_UP_COUNT);
            try {
                start(kind, pool, cores, n);
            } catch (Stopped e) {
                return; // the measured rounds after it say why
            }
        }
    }

    private static Object[] stopped(Kind kind, int count, int cores, Integer round, String phase, String why) {
        return new Object[] { 0, kind.id(), count, cores, round, phase, null, null, null, null, why };
    }

    /**
     * The most platform threads this machine lets one process start, and why: the lower of {@link #PLATFORM_CEILING},
     * the kernel's {@code threads-max}, the user's process limit ({@code ulimit -u}, which counts threads), and half
     * the kernel's memory map limit (each thread's stack and guard page are maps of their own).
     */
    static Limit platformLimit() {
        Map<String, Long> bounds = new LinkedHashMap<>();
        bounds.put(SUITE_CEILING, (long) PLATFORM_CEILING);
        read("/proc/sys/kernel/threads-max").ifPresent(v -> bounds.put("kernel.threads-max", v));
        read("/proc/sys/vm/max_map_count").ifPresent(v -> bounds.put("half of vm.max_map_count (" + v + ")", v / 2));
        try {
            Files.readAllLines(Path.of("/proc/self/limits"), StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("Max processes")).findFirst()
                    .map(l -> l.substring("Max processes".length()).strip().split("\\s+")[0])
                    .filter(v -> v.matches("[0-9]+")).ifPresent(v -> bounds.put("ulimit -u", Long.parseLong(v)));
        } catch (IOException e) {
            // not Linux: the ceiling alone
        }
        Map.Entry<String, Long> lowest = bounds.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow();
        String why = bounds.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(java.util.stream.Collectors.joining(", "));
        return new Limit((int) (long) lowest.getValue(), "the lowest of " + why + ": " + lowest.getKey(),
                Map.copyOf(bounds));
    }

    /**
     * The most platform threads the program starts, why, and every bound it read (each a row of the record's
     * {@link #LIMITS} table; none where {@code --platform-limit} gave it).
     */
    record Limit(int most, String why, Map<String, Long> bounds) {
    }

    /** The record's table of the bounds on platform threads, and its keys. */
    public static final String LIMITS = "limits";
    public static final String BOUND = "bound";
    public static final String BOUND_THREADS = "threads";

    static Evidence.Column[] limitColumns() {
        return new Evidence.Column[] { Evidence.Column.text(BOUND, "bound on platform threads"),
                Evidence.Column.number(BOUND_THREADS, "platform threads", 0) };
    }

    private static Optional<Long> read(String file) {
        try {
            // Not Files.readString: a /proc file says it is empty, and is read short.
            return Optional.of(Long.parseLong(Files.readAllLines(Path.of(file)).getFirst().strip()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, spec -> {
            String[] row = spec.split(":");
            return measure(Named.byId("kind", Kind.values(), row[0]), Integer.parseInt(row[1]),
                    Integer.parseInt(row[2]));
        }, StartCost::run);
    }

    /** The record's kind and tables, and the keys its readers use. */
    public static final String KIND = "start-cost";
    public static final String ROUNDS = "rounds";
    public static final String RATIOS = "ratios";
    public static final String THING = "kind";
    public static final String COUNT = "count";
    public static final String CORES = "cores";
    public static final String ROUND = "round";
    public static final String PHASE = "phase";
    public static final String STARTED_MS = "startedMs";
    public static final String MICROS_PER_START = "microsPerStart";
    public static final String HEAP_PER_THING = "heapBytesPerThing";
    public static final String RSS_PER_THING = "rssBytesPerThingOutsideHeap";
    public static final String STOPPED = "stopped";
    public static final String COMPARISON = "comparison";
    public static final String SIDE = "side";
    public static final String OTHER = "other";
    public static final String SIDE_COUNT = "sideCount";
    public static final String OTHER_COUNT = "otherCount";
    public static final String SIDE_MICROS = "sideMicrosPerStart";
    public static final String SIDE_SPREAD = "sideMicrosSpread";
    public static final String OTHER_MICROS = "otherMicrosPerStart";
    public static final String OTHER_SPREAD = "otherMicrosSpread";
    public static final String SIDE_ROUNDS = "sideRounds";
    public static final String OTHER_ROUNDS = "otherRounds";
    public static final String TIME_RATIO = "timeRatio";
    public static final String SIDE_BYTES = "sideBytesPerThing";
    public static final String OTHER_BYTES = "otherBytesPerThing";
    public static final String MEMORY_RATIO = "memoryRatio";

    /** The rounds' columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { EvidenceRun.BLOCK_COLUMN, Evidence.Column.text(THING, "kind"),
                Evidence.Column.number(COUNT, "count", 0), Evidence.Column.number(CORES, "cores", 0),
                Evidence.Column.number(ROUND, "round", 0), Evidence.Column.text(PHASE, "round is"),
                Evidence.Column.number(STARTED_MS, "all started ms", 1),
                Evidence.Column.number(MICROS_PER_START, "µs per start", 2),
                Evidence.Column.number(HEAP_PER_THING, "live heap bytes each", 0),
                Evidence.Column.number(RSS_PER_THING, "RSS bytes each outside the heap", 0),
                Evidence.Column.text(STOPPED, "stopped") };
    }

    /** The ratios' columns: each row names both sides and their counts. */
    public static Evidence.Column[] ratioColumns() {
        return new Evidence.Column[] { Evidence.Column.text(COMPARISON, "comparison"),
                Evidence.Column.text(SIDE, "side"), Evidence.Column.number(SIDE_COUNT, "its count", 0),
                Evidence.Column.text(OTHER, "other side"), Evidence.Column.number(OTHER_COUNT, "its count", 0),
                Evidence.Column.number(SIDE_MICROS, "side µs per start (median)", 2),
                Evidence.Column.text(SIDE_SPREAD, "side min–max"),
                Evidence.Column.number(OTHER_MICROS, "other µs per start (median)", 2),
                Evidence.Column.text(OTHER_SPREAD, "other min–max"),
                Evidence.Column.number(SIDE_ROUNDS, "side measured rounds", 0),
                Evidence.Column.number(OTHER_ROUNDS, "other measured rounds", 0),
                Evidence.Column.number(TIME_RATIO, "side / other, time", 3),
                Evidence.Column.number(SIDE_BYTES, "side bytes each (heap + RSS outside, first rounds' median)", 0),
                Evidence.Column.number(OTHER_BYTES, "other bytes each (median)", 0),
                Evidence.Column.number(MEMORY_RATIO, "side / other, memory", 3) };
    }

    /** One side of a ratio: a kind at a count, its measured rounds' µs per start and bytes per thing. */
    record Side(Kind kind, int count, int cores, List<Double> micros, List<Double> bytes) {
        String described() {
            return kind.described(cores);
        }
    }

    /** The measured rounds of each (kind, count) that started them all, in the order they first appear. */
    static Map<Map.Entry<Kind, Integer>, Side> sides(List<Object[]> rows) {
        Map<Map.Entry<Kind, Integer>, Side> sides = new LinkedHashMap<>();
        for (Object[] row : rows) {
            if (!ThreadStartFloor.MEASURED.equals(row[5]) || row[7] == null) {
                continue;
            }
            Kind kind = Named.byId("kind", Kind.values(), (String) row[1]);
            int count = (int) (double) (Double) row[2];
            Side side = sides.computeIfAbsent(Map.entry(kind, count),
                    k -> new Side(kind, count, (int) (double) (Double) row[3], new ArrayList<>(), new ArrayList<>()));
            side.micros().add((Double) row[7]);
            // Heap and the resident set outside the (pre-touched) heap: what the things hold, wherever it is. Only a
            // JVM's first measured round: a later one reuses what the earlier left (the C library keeps freed thread
            // stacks; a platform round's RSS growth fell from 20 KB to 4.6 KB a thread).
            if ((double) (Double) row[4] == 1) {
                side.bytes().add((Double) row[8] + (row[9] == null ? 0 : (Double) row[9]));
            }
        }
        return sides;
    }

    /**
     * The ratios: at each count, virtual threads against pool tasks, and against platform threads of the same count or,
     * where the count is beyond every platform count measured, the largest one (per start and per thing, so the two
     * counts are both named).
     */
    static List<Object[]> ratios(List<Object[]> rows) {
        Map<Map.Entry<Kind, Integer>, Side> sides = sides(rows);
        int largestPlatform = sides.keySet().stream().filter(k -> k.getKey() == Kind.PLATFORM)
                .mapToInt(Map.Entry::getValue).max().orElse(0);
        List<Object[]> ratios = new ArrayList<>();
        for (Side side : sides.values().stream().filter(s -> s.kind() == Kind.VIRTUAL)
                .sorted(java.util.Comparator.comparingInt(Side::count)).toList()) {
            Side pool = sides.get(Map.entry(Kind.POOL, side.count()));
            if (pool != null) {
                ratios.add(ratio(side, pool));
            }
            Side platform = sides.get(Map.entry(Kind.PLATFORM, side.count()));
            if (platform == null && largestPlatform > 0 && side.count() > largestPlatform) {
                platform = sides.get(Map.entry(Kind.PLATFORM, largestPlatform));
            }
            if (platform != null) {
                ratios.add(ratio(side, platform));
            }
        }
        return ratios;
    }

    private static Object[] ratio(Side side, Side other) {
        Distribution sideMicros = distribution(side.micros());
        Distribution otherMicros = distribution(other.micros());
        double sideBytes = distribution(side.bytes()).median();
        double otherBytes = distribution(other.bytes()).median();
        double time = sideMicros.median() / otherMicros.median();
        Double memory = sideBytes > 0 && otherBytes > 0 ? sideBytes / otherBytes : null;
        String counts = side.count() == other.count() ? ", " + count(side.count()) + " each"
                : " (" + count(side.count()) + " against " + count(other.count()) + ", per start)";
        String sentence = side.described() + " vs " + other.described() + counts + ": "
                + times(time, "slower", "faster") + " to start, "
                + (memory == null
                        ? "memory not comparable (" + Math.round(sideBytes) + " against " + Math.round(otherBytes)
                                + " bytes each)"
                        : times(memory, "more", "less") + " memory each");
        return new Object[] { sentence, side.described(), side.count(), other.described(), other.count(),
                sideMicros.median(), spread(sideMicros), otherMicros.median(), spread(otherMicros),
                (double) side.micros().size(), (double) other.micros().size(), time, sideBytes, otherBytes, memory };
    }

    private static Distribution distribution(List<Double> values) {
        return Distribution.of(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static String spread(Distribution d) {
        return String.format(Locale.ROOT, "%.2f–%.2f", d.min(), d.max());
    }

    /** {@code 1.3x slower} for a ratio above one, {@code 2.0x faster} (its inverse) below. */
    static String times(double ratio, String above, String below) {
        return ratio >= 1 ? String.format(Locale.ROOT, "%.1fx %s", ratio, above)
                : String.format(Locale.ROOT, "%.1fx %s", 1 / ratio, below);
    }

    private static String count(int count) {
        return String.format(Locale.ROOT, "%,d", count);
    }

    /** Platform threads beyond this many are measured once per JVM: see {@link #rounds}. */
    static final int ONE_ROUND_PLATFORM = 10_000;

    /**
     * The measured rounds of a JVM: as asked, but one for platform threads beyond {@link #ONE_ROUND_PLATFORM}, whose
     * start grows faster than linearly (the kernel's futex buckets and HotSpot's thread list grow with every thread
     * alive): on two cores one round of 32,000 took close to a minute.
     */
    static int rounds(Kind kind, int count, int rounds) {
        return kind == Kind.PLATFORM && count > ONE_ROUND_PLATFORM ? 1 : rounds;
    }

    /** The program's options. */
    record Options(List<Kind> kinds, List<Integer> counts, List<Integer> platformCounts, int platformLimit,
            String limitWhy, Map<String, Long> bounds, int rounds, EvidenceRun.Blocks blocks, Path report,
            String[] args) {
        /** Every (kind, count) a JVM measures, and the platform counts above the limit, which none does. */
        List<Map.Entry<Kind, Integer>> measured() {
            List<Map.Entry<Kind, Integer>> items = new ArrayList<>();
            for (Kind kind : kinds) {
                for (int count : kind == Kind.PLATFORM ? platformCounts : counts) {
                    if (kind != Kind.PLATFORM || count <= platformLimit) {
                        items.add(Map.entry(kind, count));
                    }
                }
            }
            return items;
        }
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE.formatted(Named.ids(List.of(Kind.values()))), args, out, err, StartCost::parse,
                options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--kinds", "--counts", "--platform-counts",
                "--platform-limit", "--rounds", "--blocks", "--seed", "--report");
        List<Kind> kinds = given.list("--kinds", "kind", List.of(Kind.values()),
                id -> Named.byId("kind", Kind.values(), id), List.of(Kind.values()));
        List<Integer> counts = given.positives("--counts", List.of(1_000, 100_000, 1_000_000));
        List<Integer> platformCounts = given.positives("--platform-counts", null);
        Limit most = given.get("--platform-limit", null,
                value -> new Limit(CommandLine.positive("--platform-limit", value), "--platform-limit " + value,
                        Map.of()));
        int rounds = given.positive("--rounds", 3);
        EvidenceRun.Blocks blocks = EvidenceRun.Blocks.of(given, "--blocks", 1);
        if (most == null) {
            most = platformLimit();
        }
        int limit = most.most();
        if (platformCounts == null) {
            platformCounts = List.of(1_000, 10_000, limit).stream().filter(c -> c <= limit).distinct().toList();
        }
        return new Options(kinds, counts, platformCounts, limit, most.why(), most.bounds(), rounds, blocks,
                given.path("--report"), args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        int blocks = options.blocks().count();
        EvidenceRun run = new EvidenceRun(KIND, "The cost to start", "startcost", options.args(),
                "each (kind, count) in a JVM of its own (a fixed, pre-touched heap of 256 MB and 4 KB per"
                        + " virtual thread, 512 bytes per task, 1 KB per platform thread), " + blocks
                        + (blocks == 1 ? " block" : " blocks") + ", the JVMs of a block in a random order; per JVM "
                        + "one warm-up round of at most " + WARM_UP_COUNT + " and " + options.rounds()
                        + " measured rounds (platform threads" + " beyond " + ONE_ROUND_PLATFORM + ": one), with "
                        + UNRECORDED_WARM_UPS + WARMED_PATH + ";"
                        + " the ratios' memory is each JVM's first measured round, their time the median of all."
                        + " A start is timed"
                        + " until the thing has counted down a latch; its memory read with all of them alive"
                        + " (threads parked on a latch; pool tasks waiting in the queue while every pool"
                        + " thread is blocked), after System.gc(), minus a reading just before. Platform"
                        + " threads up to " + options.platformLimit() + ": " + options.limitWhy(),
                out);
        EvidenceRun.Table table = run.table(ROUNDS, columns());
        for (Kind kind : options.kinds()) {
            for (int count : kind == Kind.PLATFORM ? options.platformCounts() : List.<Integer> of()) {
                if (count > options.platformLimit()) {
                    run.row(table,
                            stopped(kind, count, Runtime.getRuntime().availableProcessors(), null, null,
                                    "not tried: above the platform limit of " + options.platformLimit() + " ("
                                            + options.limitWhy() + ")"));
                }
            }
        }
        List<Object[]> rows = new ArrayList<>();
        run.measure(table, options.blocks(), options.measured(),
                EvidenceRun.inChildJvms(StartCost.class, JVM_LIMIT, columns(),
                        (item, seed) -> new EvidenceRun.Jvm(heap(item.getKey(), item.getValue()),
                                item.getKey().id() + ":" + item.getValue() + ":"
                                        + rounds(item.getKey(), item.getValue(), options.rounds()))),
                EvidenceRun.named(columns(), item -> item.getKey().id()), item -> Optional.empty(), rows::add);
        run.print("\n");
        EvidenceRun.Table ratios = run.table(RATIOS, ratioColumns());
        for (Object[] row : ratios(rows)) {
            run.row(ratios, row);
        }
        if (!options.bounds().isEmpty()) {
            run.print("\n");
            EvidenceRun.Table limits = run.table(LIMITS, limitColumns());
            options.bounds().entrySet().stream().sorted(Map.Entry.comparingByValue())
                    .forEach(bound -> run.row(limits, bound.getKey(), (double) bound.getValue()));
        }
        return run.end(options.report());
    }
}
