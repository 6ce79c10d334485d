package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;

/**
 * Dinners whose meal is nothing: what is measured is taking and releasing chopsticks and handing the table over. One
 * operation is one whole dinner, in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'NoopBenchmark.*_virtual' -p stop=firstFull,allFull
 * </pre>
 */
public class NoopBenchmark extends MatrixBenchmark {
    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.NOOP;
    }
}
