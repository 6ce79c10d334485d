package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.FileRead;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.WorkloadKind;
import org.openjdk.jmh.annotations.Param;

/**
 * Dinners whose meal is a blocking read of a 16 KB file while holding both chopsticks (-p bytes=...). One operation is
 * one whole dinner, in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'FileReadBenchmark.*_virtual' -p stop=firstFull,allFull
 * java -jar benchmarks-jmh/target/benchmarks.jar 'FileReadBenchmark.synchronized_' -p directIo=false,true
 * </pre>
 */
public class FileReadBenchmark extends MatrixBenchmark {
    /** File size read per meal, bytes. */
    @Param({ "16384" })
    public int bytes;

    /**
     * Whether every read bypasses the page cache ({@code O_DIRECT}, see {@link FileRead}); false by default, as the
     * talk measured it (its file was in the page cache).
     */
    @Param({ "false" })
    public boolean directIo;

    /** Meals each under all full: 1,000 x 100 = 100,000 reads per dinner. */
    @Param({ "100" })
    public int allFullMeals;

    @Override
    protected int allFullMeals() {
        return allFullMeals;
    }

    @Override
    protected MealSize size() {
        return new MealSize(MealSize.DEFAULT.duration(), bytes);
    }

    @Override
    protected WorkloadKind workload() {
        return directIo ? WorkloadKind.FILE_READ_DIRECT : WorkloadKind.FILE_READ;
    }
}
