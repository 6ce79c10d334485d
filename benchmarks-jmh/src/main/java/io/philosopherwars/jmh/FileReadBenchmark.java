package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;

/**
 * Dinners whose meal is a blocking read of a 16 KB file while holding both chopsticks (-p bytes=...). One operation is
 * one whole dinner, in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'FileReadBenchmark.*_virtual' -p stop=firstFull,allFull
 * </pre>
 */
public class FileReadBenchmark extends MatrixBenchmark {
    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.FILE_READ;
    }
}
