package io.philosopherwars.jmh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.MealStats;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Secondary metrics of every dinner, reported by JMH beside the score (and in {@code -rf json} under
 * {@code secondaryMetrics}). Each measured iteration reports the <em>mean per dinner of that iteration</em>, as is,
 * with {@link AggregationPolicy#AVG}: JMH's score of a metric is then the mean of the iteration means, and the raw data
 * mean the same whatever the {@code -f} and {@code -i} of the run that wrote them, so slices of several runs pool by
 * concatenation. (The earlier {@code @AuxCounters(EVENTS)} state could only do that by writing each iteration's mean
 * times 1 / (iterations x forks), because JMH sums EVENTS; such raw data depended on the run's options. The report
 * refuses it.)
 * <p>
 * A profiler, because a profiler is the one place where JMH takes a result with an aggregation policy of one's
 * choosing. The benchmarks' own entry point ({@link Benchmarks}, the jar's main, and {@link BenchmarkOptions} for the
 * programs that run JMH in process) always attaches it; with JMH's own {@code Main} add
 * {@code -prof io.philosopherwars.jmh.DinnerMetrics}.
 * <p>
 * A noop first-full dinner on virtual threads shows up here as {@code neverAte ~ 999} and {@code fairness ~ 0.001}: one
 * philosopher ate alone.
 */
public final class DinnerMetrics implements InternalProfiler {

    /** What one dinner contributes; the name is the JSON's, the unit says what a value is. */
    enum Metric {
        /** Creating and starting every philosopher, ms per dinner. */
        SETUP_MS("setupMs", "ms"),
        /** From the barrier's release until the stop rule was met, ms per dinner. */
        EATING_MS("eatingMs", "ms"),
        /**
         * The first part of eating, shown on its own and not subtracted from it: from the release until the last
         * philosopher began (or the stop rule, if that came first), ms per dinner.
         */
        RELEASE_MS("releaseMs", "ms"),
        /** From the stop rule met until the last philosopher left (cancelled and joined), ms per dinner. */
        LEAVING_MS("leavingMs", "ms"),
        /** Meals of the whole table per second of eating: compares dinners that ate different amounts. */
        MEALS_PER_SECOND("mealsPerSecond", "meals/s"), NEVER_ATE("neverAte", "philosophers"),
        MEDIAN_MEALS("medianMeals", "meals"), MAX_MEALS("maxMeals", "meals"), TOTAL_MEALS("totalMeals", "meals"),
        /** Jain's index: 1 when all ate the same, 1/n when one ate alone. */
        FAIRNESS("fairness", "index"),
        /**
         * Kernel context switches of the fork per meal during eating (getrusage): platform threads' hand-offs, virtual
         * threads' carriers; NaN where the count is unknown.
         */
        SWITCHES_PER_MEAL("switchesPerMeal", "switches/meal"),
        /**
         * Virtual-thread unmounts of the fork per meal during eating: the switches a virtual dinner makes without the
         * kernel; recorded only where the fork runs with the unmount agent ({@code PHILOSOPHERS_COUNT_UNMOUNTS=1}).
         */
        UNMOUNTS_PER_MEAL("unmountsPerMeal", "unmounts/meal"),
        /**
         * Kernel context switches of the fork per hand-off of the token ring ({@link HandOffBenchmark}): about one per
         * hop where each hand-off wakes a blocked platform thread, far less where the receiver spins and never blocks.
         */
        SWITCHES_PER_HOP("switchesPerHop", "switches/hop"),
        /** Virtual-thread unmounts per hand-off, recorded only where the fork runs with the unmount agent. */
        UNMOUNTS_PER_HOP("unmountsPerHop", "unmounts/hop"),
        /**
         * The longest time of the eating phase in which no meal was eaten at the table, ms (a multiple of the progress
         * sampler's period, {@code Progress.PERIOD_MS}); recorded only for dinners that ate for at least one period.
         */
        LONGEST_STALL_MS("longestStallMs", "ms"),
        /**
         * How long a meal really lasted, the mean over the dinner's meals, by the meal clock; recorded only where the
         * benchmark clocks its meals ({@code MatrixBenchmark}'s {@code -p mealClock=true}).
         */
        MEAL_MICROS("mealMicros", "us"),
        /**
         * How long a philosopher waited before a meal (from putting its chopsticks down to holding both again), the
         * mean over the dinner's meals but each philosopher's first, by the meal clock; recorded where the meals are
         * clocked and some philosopher ate twice.
         */
        MEAL_WAIT_MICROS("mealWaitMicros", "us");

        final String label;
        final String unit;

        Metric(String label, String unit) {
            this.label = label;
            this.unit = unit;
        }
    }

    /** The dinners of the iteration in progress in this fork: sums and counts per metric. */
    private static final Tally TALLY = new Tally();

    /** One dinner of a {@link DinnerBenchmark}, counted into the iteration in progress. */
    static void record(DinnerResult result) {
        MealStats meals = result.meals();
        synchronized (TALLY) {
            TALLY.add(Metric.SETUP_MS, result.setupMillis());
            TALLY.add(Metric.EATING_MS, result.eatingMillis());
            TALLY.add(Metric.RELEASE_MS, result.releaseMillis());
            TALLY.add(Metric.LEAVING_MS, result.leavingMillis());
            TALLY.add(Metric.MEALS_PER_SECOND, result.mealsPerSecond());
            TALLY.add(Metric.NEVER_ATE, meals.neverAte());
            TALLY.add(Metric.MEDIAN_MEALS, meals.median());
            TALLY.add(Metric.MAX_MEALS, meals.max());
            TALLY.add(Metric.TOTAL_MEALS, meals.total());
            TALLY.add(Metric.FAIRNESS, meals.fairness());
            TALLY.add(Metric.SWITCHES_PER_MEAL, result.switchesPerMeal());
            // Counted only with the unmount agent: a fork without it reports no such metric, never a NaN.
            if (!Double.isNaN(result.unmountsPerMeal())) {
                TALLY.add(Metric.UNMOUNTS_PER_MEAL, result.unmountsPerMeal());
            }
            if (result.progress().sampled()) {
                TALLY.add(Metric.LONGEST_STALL_MS, result.progress().longestStall() * 1e3);
            }
        }
    }

    /**
     * One pass of the token ring: the fork's kernel switches and virtual-thread unmounts over its hops, each where it
     * was counted ({@code ContextSwitches.UNKNOWN}, {@code VirtualUnmounts.UNKNOWN}: not recorded).
     */
    static void recordHops(long switches, long unmounts, int hops) {
        synchronized (TALLY) {
            if (switches >= 0) {
                TALLY.add(Metric.SWITCHES_PER_HOP, switches / (double) hops);
            }
            if (unmounts >= 0) {
                TALLY.add(Metric.UNMOUNTS_PER_HOP, unmounts / (double) hops);
            }
        }
    }

    /** The mean length of one dinner's meals and their mean wait (NaN where none waited), by the meal clock, µs. */
    static void recordMealLength(double micros, double waitMicros) {
        synchronized (TALLY) {
            TALLY.add(Metric.MEAL_MICROS, micros);
            if (Double.isFinite(waitMicros)) {
                TALLY.add(Metric.MEAL_WAIT_MICROS, waitMicros);
            }
        }
    }

    /** One bare dinner of the {@link LockFloorBenchmark}: its eating time and meals. */
    static void recordFloor(long eatingNanos, long meals) {
        synchronized (TALLY) {
            TALLY.add(Metric.EATING_MS, eatingNanos / 1e6);
            TALLY.add(Metric.TOTAL_MEALS, meals);
        }
    }

    @Override
    public String getDescription() {
        return "the dinners' phases, meal distribution and switches: means per dinner of each iteration";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        synchronized (TALLY) {
            TALLY.reset();
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
            IterationResult result) {
        synchronized (TALLY) {
            return TALLY.means();
        }
    }

    /** Sums and counts per metric; guarded by its own monitor (the benchmark's threads record, JMH's reads). */
    private static final class Tally {
        private final double[] sums = new double[Metric.values().length];
        private final long[] dinners = new long[Metric.values().length];

        void add(Metric metric, double value) {
            sums[metric.ordinal()] += value;
            dinners[metric.ordinal()]++;
        }

        void reset() {
            java.util.Arrays.fill(sums, 0);
            java.util.Arrays.fill(dinners, 0);
        }

        /** The iteration's mean per dinner of every metric some dinner recorded (a NaN value makes the mean NaN). */
        List<ScalarResult> means() {
            List<ScalarResult> results = new ArrayList<>();
            for (Metric metric : Metric.values()) {
                long n = dinners[metric.ordinal()];
                if (n > 0) {
                    results.add(new ScalarResult(metric.label, sums[metric.ordinal()] / n, metric.unit,
                            AggregationPolicy.AVG));
                }
            }
            return results;
        }
    }
}
