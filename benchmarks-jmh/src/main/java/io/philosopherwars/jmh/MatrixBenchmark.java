package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Workload;
import java.util.concurrent.atomic.LongAdder;
import org.openjdk.jmh.annotations.Param;

/**
 * The talk's size, shared by the workload benchmarks: 1,000 philosophers and, under first full, 10,000 meals for the
 * winner unless {@code -p} says. Under all full every philosopher eats {@link #allFullMeals()}, a size per workload
 * (fixed work: 1,000 x 10,000 sleeps would be 10M sleeps per dinner).
 * <p>
 * With {@code -p mealClock=true} every meal is clocked ({@link MealClock}): the dinner's mean meal length and its mean
 * wait before a meal (chopsticks put down until both are held again, a philosopher's first meal left out) are reported
 * as the secondary metrics {@code mealMicros} and {@code mealWaitMicros}. The clock costs two {@code nanoTime} calls
 * and four {@link LongAdder} adds per meal (striped, so a thousand threads do not queue on one counter), on every
 * thread kind alike; rows with it are rows of their own ({@code mealClock} is a parameter), never pooled with rows
 * without.
 */
public abstract class MatrixBenchmark extends DinnerBenchmark {
    @Param({ "1000" })
    public int philosophers;

    /** Meals of the first-full winner; all full uses {@code allFullMeals}. */
    @Param({ "10000" })
    public int meals;

    /** Clock every meal and report its mean length and wait; off by default, as the claims' rows ran. */
    @Param({ "false" })
    public boolean mealClock;

    private final LongAdder mealNanos = new LongAdder();
    private final LongAdder mealsEaten = new LongAdder();
    private final LongAdder waitNanos = new LongAdder();
    private final LongAdder waits = new LongAdder();

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

    @Override
    protected Workload clocked(Workload meal) {
        return !mealClock ? meal : new MealClock(meal, new MealClock.Recorder() {
            @Override
            public void waited(int seat, long nanos) {
                waitNanos.add(nanos);
                waits.increment();
            }

            @Override
            public void ate(int seat, long nanos) {
                mealNanos.add(nanos);
                mealsEaten.increment();
            }
        });
    }

    @Override
    protected void served() {
        if (mealClock) {
            // sumThenReset: the dinner is over (joined), so no meal of it is still being added.
            long meals = mealsEaten.sumThenReset();
            long nanos = mealNanos.sumThenReset();
            long waited = waits.sumThenReset();
            long waitedNanos = waitNanos.sumThenReset();
            if (meals > 0) {
                DinnerMetrics.recordMealLength(nanos / 1e3 / meals,
                        waited > 0 ? waitedNanos / 1e3 / waited : Double.NaN);
            }
        }
    }
}
