package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.MealSize;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The HTTP rows: 1,000 philosophers but 1,000 meals by default, not the talk's 10,000. On 2 cores a first-full dinner
 * makes tens of thousands of loopback requests per 1,000 meals of its winner (seconds), so 10,000 meals would keep the
 * default run busy for hours; {@code -p meals=10000} restores the talk's size.
 * <p>
 * Five warm-up iterations, not two: with two, every fork's first measured samples were still falling (the HTTP client
 * and the loopback server warming up), which inflated the all-full httpClient scores and their errors; with five they
 * were not ({@code http-warmup.md} against {@code matrix-allfull-3forks.md} of the Intel set before its remeasure, in
 * git at b0f0782 under {@code results/intel-xeon-2c}).
 */
@Warmup(iterations = 5, time = 1)
public abstract class HttpBenchmark extends DinnerBenchmark {
    @Param({ "1000" })
    public int philosophers;

    /** Meals of the first-full winner; all full uses {@code allFullMeals}. */
    @Param({ "1000" })
    public int meals;

    /** Meals each under all full: 1,000 x 20 = 20,000 GETs per dinner. */
    @Param({ "20" })
    public int allFullMeals;

    /** Payload size per GET, bytes. */
    @Param({ "16384" })
    public int bytes;

    @Override
    protected MealSize size() {
        return new MealSize(MealSize.DEFAULT.duration(), bytes);
    }

    @Override
    protected int philosophers() {
        return philosophers;
    }

    @Override
    protected int meals() {
        return stop == Stop.allFull ? allFullMeals : meals;
    }
}
