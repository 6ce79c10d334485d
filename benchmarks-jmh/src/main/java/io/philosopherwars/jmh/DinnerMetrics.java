package io.philosopherwars.jmh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.MealStats;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Secondary metrics of every dinner, reported by JMH beside the score (and in {@code -rf json} under
 * {@code secondaryMetrics}). Each is the mean over the dinners of one iteration, so across iterations JMH gives it an
 * error like the score. Their unit prints as {@code #}; the name carries the unit.
 * <p>
 * A noop first-full dinner on virtual threads shows up here as {@code neverAte ~ 999} and {@code fairness ~ 0.001}: one
 * philosopher ate alone.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class DinnerMetrics {
    private final IterationMeans means = new IterationMeans();
    private double setupMs;
    private double eatingMs;
    private double leavingMs;
    private double mealsPerSecond;
    private double neverAte;
    private double medianMeals;
    private double maxMeals;
    private double totalMeals;
    private double fairness;
    private double switchesPerMeal;
    private double unmountsPerMeal;

    @Setup(Level.Iteration)
    public void reset(BenchmarkParams benchmark, IterationParams iteration) {
        means.reset(benchmark, iteration);
        setupMs = eatingMs = leavingMs = mealsPerSecond = neverAte = medianMeals = maxMeals = totalMeals = fairness = 0;
        switchesPerMeal = unmountsPerMeal = 0;
    }

    void record(DinnerResult result) {
        MealStats meals = result.meals();
        means.counted();
        setupMs += result.setupMillis();
        eatingMs += result.eatingMillis();
        leavingMs += result.leavingMillis();
        mealsPerSecond += result.mealsPerSecond();
        neverAte += meals.neverAte();
        medianMeals += meals.median();
        maxMeals += meals.max();
        totalMeals += meals.total();
        fairness += meals.fairness();
        switchesPerMeal += result.switchesPerMeal();
        unmountsPerMeal += result.unmountsPerMeal();
    }

    private double mean(double sum) {
        return means.mean(sum);
    }

    /** Creating and starting every philosopher, ms per dinner. */
    public double setupMs() {
        return mean(setupMs);
    }

    /** From the barrier's release until the stop rule was met, ms per dinner. */
    public double eatingMs() {
        return mean(eatingMs);
    }

    /** From the stop rule met until the last philosopher left (cancelled and joined), ms per dinner. */
    public double leavingMs() {
        return mean(leavingMs);
    }

    /** Meals of the whole table per second of eating: compares dinners that ate different amounts. */
    public double mealsPerSecond() {
        return mean(mealsPerSecond);
    }

    public double neverAte() {
        return mean(neverAte);
    }

    public double medianMeals() {
        return mean(medianMeals);
    }

    public double maxMeals() {
        return mean(maxMeals);
    }

    public double totalMeals() {
        return mean(totalMeals);
    }

    /**
     * Kernel context switches of the fork per meal during eating (getrusage): platform threads' hand-offs, virtual
     * threads' carriers; NaN where the count is unknown.
     */
    public double switchesPerMeal() {
        return mean(switchesPerMeal);
    }

    /**
     * Virtual-thread unmounts of the fork per meal during eating: the switches a virtual dinner makes without the
     * kernel; NaN unless the fork runs with the unmount agent ({@code PHILOSOPHERS_COUNT_UNMOUNTS=1}).
     */
    public double unmountsPerMeal() {
        return mean(unmountsPerMeal);
    }

    /** Jain's index: 1 when all ate the same, 1/n when one ate alone. */
    public double fairness() {
        return mean(fairness);
    }
}
