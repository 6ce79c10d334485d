package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;

/**
 * Dinners whose meal is a busy spin on System.nanoTime while holding both chopsticks, 16 us unless {@code -p micros=}
 * says. One operation is one whole dinner, in ms; methods are {@code <implementation>_<threads>}. With
 * {@code -p mealClock=true} every meal is clocked ({@link MatrixBenchmark#mealClock}): a spin asked for 1 us is not 1
 * us once the clock, the spin's own last {@code nanoTime} and a preemption are counted, so the lengths question names
 * what was asked and what lasted.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'ActiveWaitBenchmark.*_virtual' -p stop=firstFull,allFull
 * java -jar benchmarks-jmh/target/benchmarks.jar 'ActiveWaitBenchmark.reentrantLock_' -p stop=allFull \
 *     -p micros=1,16,100 -p philosophers=100 -p allFullMeals=50 -p mealClock=true
 * </pre>
 */
public class ActiveWaitBenchmark extends TimedMealBenchmark {
    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.ACTIVE_WAIT;
    }
}
