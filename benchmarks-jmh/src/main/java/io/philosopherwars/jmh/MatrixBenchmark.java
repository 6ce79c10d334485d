package io.philosopherwars.jmh;

import org.openjdk.jmh.annotations.Param;

/**
 * The talk's size, shared by the workload benchmarks: 1,000 philosophers and, under first full, 10,000 meals for the
 * winner unless {@code -p} says. Under all full every philosopher eats {@link #allFullMeals()}, a size per workload
 * (fixed work: 1,000 x 10,000 sleeps would be 10M sleeps per dinner).
 */
public abstract class MatrixBenchmark extends DinnerBenchmark {
    @Param({ "1000" })
    public int philosophers;

    /** Meals of the first-full winner; all full uses {@code allFullMeals}. */
    @Param({ "10000" })
    public int meals;

    /** Meals every philosopher eats under all full; a {@code @Param} of each workload class, with its own default. */
    protected abstract int allFullMeals();

    @Override
    protected int philosophers() {
        return philosophers;
    }

    @Override
    protected int meals() {
        return stop == Stop.allFull ? allFullMeals() : meals;
    }
}
