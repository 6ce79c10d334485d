package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.WorkloadKind;
import java.util.concurrent.atomic.LongAdder;
import org.openjdk.jmh.annotations.Param;

/**
 * Dinners whose meal is a busy spin on System.nanoTime while holding both chopsticks, 16 us unless {@code -p micros=}
 * says. One operation is one whole dinner, in ms; methods are {@code <implementation>_<threads>}.
 * <p>
 * With {@code -p mealClock=true} every meal is clocked ({@link MealClock}) and the dinner's mean meal length is
 * reported as the secondary metric {@code mealMicros}: a spin asked for 1 us is not 1 us once the clock, the spin's own
 * last {@code nanoTime} and a preemption are counted, so the lengths question names what was asked and what lasted. The
 * clock costs two {@code nanoTime} calls and two {@link LongAdder} adds per meal (striped, so a thousand threads do not
 * queue on one counter), on every thread kind alike; rows with it are rows of their own ({@code mealClock} is a
 * parameter), never pooled with rows without.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'ActiveWaitBenchmark.*_virtual' -p stop=firstFull,allFull
 * java -jar benchmarks-jmh/target/benchmarks.jar 'ActiveWaitBenchmark.reentrantLock_' -p stop=allFull \
 *     -p micros=1,16,100 -p philosophers=100 -p allFullMeals=50 -p mealClock=true
 * </pre>
 */
public class ActiveWaitBenchmark extends TimedMealBenchmark {
    /** Clock every meal and report the mean length ({@code mealMicros}); off by default, as the claims' rows ran. */
    @Param({ "false" })
    public boolean mealClock;

    private final LongAdder mealNanos = new LongAdder();
    private final LongAdder mealsEaten = new LongAdder();

    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.ACTIVE_WAIT;
    }

    @Override
    protected Workload meal() {
        Workload spin = super.meal();
        return !mealClock ? spin : new MealClock(spin, new MealClock.Recorder() {
            @Override
            public void waited(int seat, long nanos) {
                // The wait is JLBH's question (pool-waits); this one is the meal's length only.
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
            if (meals > 0) {
                DinnerMetrics.recordMealLength(nanos / 1e3 / meals);
            }
        }
    }
}
