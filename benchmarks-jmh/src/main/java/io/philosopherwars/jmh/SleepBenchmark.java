package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;

/**
 * Dinners whose meal is a 16 us sleep while holding both chopsticks (-p micros=...). One operation is one whole dinner,
 * in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'SleepBenchmark.*_virtual' -p stop=firstFull,allFull
 * </pre>
 */
public class SleepBenchmark extends TimedMealBenchmark {
    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.SLEEP;
    }
}
