package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Claim 17 under more than one collector: the talk asked which implementation is best for the GC, and under which
 * collectors. Each collector gets JVMs of its own (G1, Parallel, ZGC), in blocks, the collectors in a random order
 * within a block; in each JVM every meal (noop, and the blocking sleep and file read) is served by every dinner (each
 * lock on a virtual and a platform thread per philosopher, and ReentrantLock on the default pool), with warm-up dinners
 * first. A row is one JVM's dinner and meal: its eating time per meal, the bytes its JVM allocated per meal (every
 * thread's, carriers included: a virtual thread allocates in its carrier's buffer), and the collections and collection
 * time per 1,000 meals that the JVM's collectors reported (a concurrent collector's cycles are not pauses: the
 * collector's beans say which they count, and the row names them).
 */
public final class CollectorCost {
    private static final String USAGE = """
            usage: ./philosophers collectors [options]   (lists are comma-separated)
              --jvms N              fresh JVMs per collector, one per block (default: 3)
              --collectors LIST     %s (default: all)
              --seed N              the order of the collectors within a block (default: 1)
              --report FILE         also write the table, under the run's environment, to FILE (and its
                                    record to FILE's .json beside it)
            """;

    /** The collectors compared, each with the JVM flag that selects it. */
    public enum Collector implements Named {
        G1("G1", "-XX:+UseG1GC"), PARALLEL("Parallel", "-XX:+UseParallelGC"), Z("ZGC", "-XX:+UseZGC");

        private final String id;
        final String flag;

        Collector(String id, String flag) {
            this.id = id;
            this.flag = flag;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** The meals: one CPU-bound, two blocking (the meals that allocate on virtual threads when they unmount). */
    public static final List<WorkloadKind> MEALS = List.of(WorkloadKind.NOOP, WorkloadKind.SLEEP,
            WorkloadKind.FILE_READ);
    static final int PHILOSOPHERS = 200;
    static final int MEALS_EACH = 100;
    static final int WARM_UP_DINNERS = 3;
    static final int TIMED_DINNERS = 5;
    private static final Duration DINNER_LIMIT = Duration.ofSeconds(120);
    private static final Duration JVM_LIMIT = Duration.ofSeconds(600);
    /**
     * The rows' JVMs get a heap small enough for their collectors to run during the timed dinners (with the suite's 4
     * GB, a JVM of these dinners never collects), and the same for every collector.
     */
    static final String HEAP = "-Xmx128m";

    public static final String KIND = "collectors";
    public static final String JVMS = EvidenceRun.JVMS;
    public static final String COLLECTOR = "collector";
    public static final String MEAL = "meal";
    public static final String DINNER = "dinner";
    public static final String EATING_NS_PER_MEAL = "eatingNsPerMeal";
    public static final String BYTES_PER_MEAL = "bytesPerMeal";
    public static final String COLLECTIONS = "collectionsPer1000Meals";
    public static final String COLLECTION_MS = "collectionMsPer1000Meals";
    public static final String BEANS = "beans";

    /** The table's columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { EvidenceRun.BLOCK_COLUMN, Evidence.Column.text(COLLECTOR, "collector"),
                Evidence.Column.text(MEAL, "meal"), Evidence.Column.text(DINNER, "dinner"),
                Evidence.Column.number(EATING_NS_PER_MEAL, "eating ns / meal (median of " + TIMED_DINNERS + ")", 0),
                Evidence.Column.number(BYTES_PER_MEAL, "bytes allocated / meal (eating: a one-meal dinner's taken out)",
                        1),
                Evidence.Column.number(COLLECTIONS, "pauses / 1,000 meals", 3),
                Evidence.Column.number(COLLECTION_MS, "pause ms / 1,000 meals", 3),
                Evidence.Column.text(BEANS, "the collector's beans (those that count pauses summed)"),
                EvidenceRun.COULD_NOT_RUN_COLUMN };
    }

    /** The dinners: each lock on a thread of its own of each kind, and ReentrantLock on the default pool. */
    static List<String> dinners() {
        List<String> dinners = new ArrayList<>();
        for (LockImplementation lock : List.of(LockImplementation.REENTRANT_LOCK, LockImplementation.SYNCHRONIZED)) {
            for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                dinners.add(lock.id() + "/" + kind.id());
            }
        }
        dinners.add(LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.POOLED.id());
        return dinners;
    }

    private CollectorCost() {
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, spec -> measure(Named.byId("collector", Collector.values(), spec), MEALS),
                CollectorCost::run);
    }

    /** This JVM's rows: each of {@code meals} by every dinner. */
    static List<Object[]> measure(Collector collector, List<WorkloadKind> meals) throws IOException {
        return measure(collector, meals, WARM_UP_DINNERS, TIMED_DINNERS);
    }

    /** The same with {@code warmUps} warm-up pairs and {@code timed} timed pairs of dinners a row. */
    static List<Object[]> measure(Collector collector, List<WorkloadKind> meals, int warmUps, int timed)
            throws IOException {
        if (warmUps < 0 || timed < 1) {
            throw new IllegalArgumentException(
                    "warm-up pairs must be 0 or more and timed pairs 1 or more, got " + warmUps + " and " + timed);
        }
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
        String names = String.join(", ", beans.stream().map(GarbageCollectorMXBean::getName).toList());
        List<Object[]> rows = new ArrayList<>();
        double served = (double) PHILOSOPHERS * MEALS_EACH;
        for (WorkloadKind kind : meals) {
            Workload workload = kind.create(MealSize.DEFAULT);
            try (Kitchen kitchen = Kitchens.open(workload, PHILOSOPHERS)) {
                for (String dinner : dinners()) {
                    String[] parts = dinner.split("/");
                    Implementation implementation = Implementations.byId(parts[0]);
                    ThreadKind threads0 = Named.byId("thread kind", ThreadKind.values(), parts[1]);
                    DinnerSpec spec = new DinnerSpec(implementation, threads0, workload, PHILOSOPHERS, MEALS_EACH,
                            StopRule.ALL_FULL, DINNER_LIMIT);
                    // The same table with one meal each: its setup and leaving are the full dinner's, so the difference
                    // of the two is what the meals alone allocated (thread, continuation and ledger objects excluded).
                    DinnerSpec oneMeal = spec.withMeals(1);
                    for (int i = 0; i < warmUps; i++) {
                        serve(spec, kitchen);
                        serve(oneMeal, kitchen);
                    }
                    long collections = collections(beans);
                    long pauseMs = pauseMs(beans);
                    double[] eating = new double[timed];
                    double[] full = new double[timed];
                    double[] one = new double[timed];
                    for (int i = 0; i < timed; i++) {
                        long before = threads.getTotalThreadAllocatedBytes();
                        eating[i] = serve(spec, kitchen).nanosPerMeal();
                        long between = threads.getTotalThreadAllocatedBytes();
                        serve(oneMeal, kitchen);
                        full[i] = between - before;
                        one[i] = threads.getTotalThreadAllocatedBytes() - between;
                    }
                    // Collections over the timed dinners, both kinds, per 1,000 meals eaten in them.
                    double eaten = (served + PHILOSOPHERS) * timed;
                    rows.add(new Object[] { 0, collector.id(), kind.id(), dinner, Distribution.of(eating).median(),
                            (Distribution.of(full).median() - Distribution.of(one).median()) / (served - PHILOSOPHERS),
                            (collections(beans) - collections) * 1_000 / eaten,
                            (pauseMs(beans) - pauseMs) * 1_000 / eaten, names, null });
                }
            }
        }
        return rows;
    }

    private static DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
        DinnerResult result = spec.implementation().serve(spec, kitchen);
        if (result.meals().total() != (long) spec.philosophers() * spec.meals()) {
            throw new IllegalStateException(spec.label() + " ate " + result.meals().total() + " meals");
        }
        return result;
    }

    /**
     * Whether a collector bean counts pauses: G1's young and old generations, Parallel's two, ZGC's "Pauses" beans; not
     * ZGC's "Cycles" nor G1's "Concurrent GC", which time work done beside the application (and would count a pause
     * twice).
     */
    static boolean countsPauses(String bean) {
        return !bean.contains("Cycles") && !bean.contains("Concurrent");
    }

    private static long collections(List<GarbageCollectorMXBean> beans) {
        return beans.stream().filter(b -> countsPauses(b.getName())).mapToLong(b -> Math.max(0, b.getCollectionCount()))
                .sum();
    }

    private static long pauseMs(List<GarbageCollectorMXBean> beans) {
        return beans.stream().filter(b -> countsPauses(b.getName())).mapToLong(b -> Math.max(0, b.getCollectionTime()))
                .sum();
    }

    /** The program's options. */
    record Options(EvidenceRun.Blocks blocks, List<Collector> collectors, Path report, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE.formatted(Named.ids(List.of(Collector.values()))), args, out, err,
                CollectorCost::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--jvms", "--collectors", "--seed", "--report");
        List<Collector> all = List.of(Collector.values());
        return new Options(EvidenceRun.Blocks.of(given, "--jvms", 3), given.list("--collectors", "collector", all,
                id -> Named.byId("collector", Collector.values(), id), all), given.path("--report"), args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        EvidenceRun run = new EvidenceRun(KIND, "Allocation and collection under three collectors", "collectors",
                options.args(),
                PHILOSOPHERS + " philosophers x " + MEALS_EACH + " meals, all full; " + HEAP
                        + " for every collector; one JVM per collector per"
                        + " block, collectors in a random order within a block; per JVM, meal and dinner "
                        + WARM_UP_DINNERS + " warm-up pairs, then " + TIMED_DINNERS + " timed pairs of the"
                        + " dinner and the same table with one meal each: the median eating ns per meal,"
                        + " every thread's allocated bytes per meal eaten (the two medians' difference over"
                        + " the meals between them), and the pauses and pause time the collector's pause"
                        + " beans reported, per 1,000 meals; ZGC runs without compressed oops, so part of its"
                        + " bytes are wider references",
                out);
        run.measure(run.table(JVMS, columns()), options.blocks(), options.collectors(),
                EvidenceRun.inChildJvms(CollectorCost.class, JVM_LIMIT, columns(),
                        (collector, seed) -> new EvidenceRun.Jvm(List.of(HEAP, collector.flag), collector.id())),
                EvidenceRun.named(columns(), Collector::id));
        return run.end(options.report());
    }
}
