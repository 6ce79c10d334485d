package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.core.workload.ActiveWait;
import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Sleep;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Claim 5 at equal real waits. A requested sleep does not last what was asked (timer slack, the scheduler's wake-up: on
 * one machine a 16 us sleep lasted 72 to 545 us depending on the thread kind), so a 16 us spin against a 16 us sleep
 * compares waits of different lengths. Here each sleep's meals are clocked, and the spin that follows in the same JVM
 * lasts as long as that sleep's median meal really did: the two dinners wait the same, and differ only in whether the
 * thread holds its CPU while it waits.
 * <p>
 * One JVM per thread kind per block, the kinds in a random order within a block (the JVM is the unit). In each JVM, for
 * each requested sleep (in a random order): warm-up dinners, then {@link #PAIRS} pairs, the sleep first in one and the
 * spin first in the next, each clocked. A row is one JVM's medians: the sleep's real meal, the spin's, and each
 * dinner's eating time per meal.
 */
public final class EqualWaits {
    private static final String USAGE = """
            usage: ./philosophers equal-waits [options]   (lists are comma-separated)
              --jvms N            fresh JVMs per thread kind, one per block (default: 3)
              --threads LIST      virtual,platform,pooled (default: all)
              --micros LIST       the requested sleeps, us (default: 16,100,1000)
              --seed N            the order of the rows (default: 1)
              --report FILE       also write the table, under the run's environment, to FILE (and its record
                                  to FILE's .json beside it)
            """;

    /** The table: 100 philosophers, few enough that a 1 ms spin dinner lasts under a second on 2 cores. */
    static final int PHILOSOPHERS = 100;
    /** About 10,000 meals per dinner at 16 us, fewer as the wait grows (at least 10 each). */
    static final int MEALS_AT_16_US = 100;
    static final int WARM_UP_DINNERS = 3;
    static final int PAIRS = 4;
    public static final LockImplementation LOCK = LockImplementation.REENTRANT_LOCK;
    private static final Duration DINNER_LIMIT = Duration.ofSeconds(120);
    private static final Duration JVM_LIMIT = Duration.ofSeconds(600);

    public static final String KIND = "equal-waits";
    public static final String JVMS = EvidenceRun.JVMS;
    public static final String THREADS = "threads";
    public static final String REQUESTED_US = "requestedUs";
    public static final String SLEPT_US = "sleptUs";
    public static final String SPUN_US = "spunUs";
    public static final String SLEEP_NS_PER_MEAL = "sleepNsPerMeal";
    public static final String SPIN_NS_PER_MEAL = "spinNsPerMeal";
    public static final String SPIN_OVER_SLEEP = "spinOverSleep";

    /** The table's columns, each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { EvidenceRun.BLOCK_COLUMN, Evidence.Column.text(THREADS, "threads"),
                Evidence.Column.number(REQUESTED_US, "sleep asked, us", 0),
                Evidence.Column.number(SLEPT_US, "a sleep's meal lasted, us (median)", 1),
                Evidence.Column.number(SPUN_US, "a spin's meal lasted, us (median)", 1),
                Evidence.Column.number(SLEEP_NS_PER_MEAL, "sleeping: eating ns / meal", 0),
                Evidence.Column.number(SPIN_NS_PER_MEAL, "spinning as long: eating ns / meal", 0),
                Evidence.Column.number(SPIN_OVER_SLEEP, "spinning / sleeping (median of the pairs)", 3),
                EvidenceRun.COULD_NOT_RUN_COLUMN };
    }

    private EqualWaits() {
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.main(args, row -> {
            String[] spec = row.split(":");
            ThreadKind threads = Named.byId("thread kind", ThreadKind.values(), spec[0]);
            long seed = Long.parseLong(spec[1]);
            List<Long> micros = Arrays.stream(spec[2].split(",")).map(Long::parseLong).toList();
            return measure(threads, micros, seed);
        }, EqualWaits::run);
    }

    /** Meals each at a requested sleep: about the same waiting per dinner whatever its length. */
    static int mealsEach(long micros) {
        return (int) Math.max(10, MEALS_AT_16_US * 16 / micros);
    }

    /** One dinner of {@code workload}, its meals clocked: the eating ns per meal and the median meal, us. */
    record Clocked(double nsPerMeal, double medianMealUs) {
    }

    static Clocked dine(ThreadKind threads, Workload workload, int meals) {
        int total = PHILOSOPHERS * meals;
        long[] lengths = new long[total];
        AtomicInteger next = new AtomicInteger();
        MealClock clocked = new MealClock(workload, new MealClock.Recorder() {
            @Override
            public void waited(int seat, long nanos) {
            }

            @Override
            public void ate(int seat, long nanos) {
                int i = next.getAndIncrement();
                if (i < lengths.length) {
                    lengths[i] = nanos;
                }
            }
        });
        DinnerResult result = new DinnerSpec(LOCK, threads, clocked, PHILOSOPHERS, meals, StopRule.ALL_FULL,
                DINNER_LIMIT).serve();
        if (result.meals().total() != total || next.get() != total) {
            throw new IllegalStateException(
                    "a dinner of " + total + " meals ate " + result.meals().total() + " and clocked " + next.get());
        }
        Arrays.sort(lengths);
        return new Clocked(result.nanosPerMeal(), lengths[total / 2] / 1e3);
    }

    /** This JVM's rows: for each requested sleep, its medians over {@link #PAIRS} pairs. */
    static List<Object[]> measure(ThreadKind threads, List<Long> micros, long seed) {
        List<Long> order = new ArrayList<>(micros);
        Collections.shuffle(order, new Random(seed));
        List<Object[]> rows = new ArrayList<>();
        for (long requested : order) {
            int meals = mealsEach(requested);
            Workload sleep = new Sleep(Duration.ofNanos(requested * 1_000));
            Duration guess = Duration.ofNanos(requested * 1_000);
            for (int i = 0; i < WARM_UP_DINNERS; i++) {
                guess = Duration.ofNanos((long) (dine(threads, sleep, meals).medianMealUs() * 1_000));
                dine(threads, new ActiveWait(guess), meals);
            }
            double[] slept = new double[PAIRS];
            double[] spun = new double[PAIRS];
            double[] sleeping = new double[PAIRS];
            double[] spinning = new double[PAIRS];
            for (int pair = 0; pair < PAIRS; pair++) {
                // The spin lasts what the sleep just before it lasted; in every other pair the spin goes first, on the
                // previous pair's measure, so that neither always runs on a JVM the other has warmed.
                Clocked first;
                Clocked second;
                if (pair % 2 == 0) {
                    first = dine(threads, sleep, meals);
                    guess = Duration.ofNanos((long) (first.medianMealUs() * 1_000));
                    second = dine(threads, new ActiveWait(guess), meals);
                    slept[pair] = first.medianMealUs();
                    sleeping[pair] = first.nsPerMeal();
                    spun[pair] = second.medianMealUs();
                    spinning[pair] = second.nsPerMeal();
                } else {
                    first = dine(threads, new ActiveWait(guess), meals);
                    second = dine(threads, sleep, meals);
                    spun[pair] = first.medianMealUs();
                    spinning[pair] = first.nsPerMeal();
                    slept[pair] = second.medianMealUs();
                    sleeping[pair] = second.nsPerMeal();
                    guess = Duration.ofNanos((long) (second.medianMealUs() * 1_000));
                }
            }
            // The pairs are the design: the ratio is the median of each pair's, not a ratio of medians.
            double[] ratios = new double[PAIRS];
            for (int pair = 0; pair < PAIRS; pair++) {
                ratios[pair] = spinning[pair] / sleeping[pair];
            }
            rows.add(new Object[] { 0, threads.id(), (double) requested, Distribution.of(slept).median(),
                    Distribution.of(spun).median(), Distribution.of(sleeping).median(),
                    Distribution.of(spinning).median(), Distribution.of(ratios).median(), null });
        }
        return rows;
    }

    /** The program's options. */
    record Options(EvidenceRun.Blocks blocks, List<ThreadKind> kinds, List<Long> micros, Path report, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, EqualWaits::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--jvms", "--threads", "--micros", "--seed", "--report");
        List<ThreadKind> all = List.of(ThreadKind.values());
        return new Options(EvidenceRun.Blocks.of(given, "--jvms", 3),
                given.list("--threads", "thread kind", all, id -> Named.byId("thread kind", ThreadKind.values(), id),
                        all),
                given.get("--micros", List.of(16L, 100L, 1_000L),
                        value -> CommandLine.positives("--micros", value).stream().map(Long::valueOf).toList()),
                given.path("--report"), args);
    }

    static int execute(Options options, PrintStream out) throws IOException {
        EvidenceRun run = new EvidenceRun(KIND, "Spinning against sleeping, at equal real waits", "equal-waits",
                options.args(),
                LOCK.id() + ", " + PHILOSOPHERS + " philosophers, all full, " + MEALS_AT_16_US
                        + " meals each at a 16 us sleep and proportionally fewer for longer ones (at least"
                        + " 10); one JVM per thread kind per block, kinds in a random order within a block;"
                        + " per JVM and requested sleep " + WARM_UP_DINNERS + " warm-up pairs, then " + PAIRS
                        + " pairs, each a clocked sleep dinner and a spin that lasts that sleep's median"
                        + " meal, in alternating order; a row is the medians of its pairs",
                out);
        String micros = String.join(",", options.micros().stream().map(String::valueOf).toList());
        run.measure(run.table(JVMS, columns()), options.blocks(), options.kinds(),
                EvidenceRun.inChildJvms(EqualWaits.class, JVM_LIMIT, columns(),
                        (kind, seed) -> new EvidenceRun.Jvm(List.of(), kind.id() + ":" + seed + ":" + micros)),
                EvidenceRun.named(columns(), ThreadKind::id));
        return run.end(options.report());
    }
}
