package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;
import org.openjdk.jmh.annotations.Param;

/**
 * Dinners whose meal is nothing: what is measured is taking and releasing chopsticks and handing the table over. One
 * operation is one whole dinner, in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'NoopBenchmark.*_virtual' -p stop=firstFull,allFull
 * </pre>
 */
public class NoopBenchmark extends MatrixBenchmark {
    /** Meals each under all full: 1,000 x 1,000 = 1M meals, seconds even for the slowest vert.x design. */
    @Param({ "1000" })
    public int allFullMeals;

    @Override
    protected int allFullMeals() {
        return allFullMeals;
    }

    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.NOOP;
    }
}
