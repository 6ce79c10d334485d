package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.MealSize;
import org.openjdk.jmh.annotations.Param;

/** The talk's size with a meal that lasts: a sleep or a busy spin of {@code micros} while holding both chopsticks. */
public abstract class TimedMealBenchmark extends MatrixBenchmark {
    /** Sleep or active-wait duration per meal, microseconds. */
    @Param({ "16" })
    public long micros;

    /** Meals each under all full: 1,000 x 100 = 100,000 sleeps or spins per dinner. */
    @Param({ "100" })
    public int allFullMeals;

    @Override
    protected int allFullMeals() {
        return allFullMeals;
    }

    @Override
    protected MealSize size() {
        return MealSize.of(micros, MealSize.DEFAULT.bytes());
    }
}
