package io.philosopherwars.jmh;

import org.openjdk.jmh.annotations.Param;

/** The talk's size, shared by the workload benchmarks: 1,000 philosophers and 10,000 meals unless {@code -p} says. */
public abstract class MatrixBenchmark extends DinnerBenchmark {
    @Param({ "1000" })
    public int philosophers;

    @Param({ "10000" })
    public int meals;

    @Override
    protected int philosophers() {
        return philosophers;
    }

    @Override
    protected int meals() {
        return meals;
    }
}
