package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Noop dinners scaled in philosophers and meals. Sizes are zero-padded with a K suffix so that rows sort. The default
 * is one point (10K x 10K) so that a run with no filter stays short; the talk's sweep is one command, with a number or
 * a reason for every cell ({@link ScaledSweep}, {@code ./philosophers scale}), or plain JMH:
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar Scaled -p philosophers=0001K,0010K,0100K,1000K \
 *     -p meals=0010K,0100K,1000K
 * </pre>
 *
 * One operation is one whole dinner, timed as a single shot: a 1M dinner takes seconds, so a time-based iteration holds
 * one dinner anyway and its "average" is one sample. Two warm-up dinners, because the first dinners of a JVM pay for
 * the JIT: a million philosophers frozen in code compiled before anybody was cancelled each deoptimise once on their
 * way out ({@code -Xlog:deoptimization}: one trap per philosopher), so the first dinners of a JVM leave several times
 * slower at 1M than the later ones.
 * <p>
 * A platform-thread dinner that cannot start its threads (past about 32,000 on a default Linux) fails that benchmark
 * with a message naming the thread limit; the run goes on with the next one.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP, BenchmarkOptions.NATIVE_ACCESS,
        BenchmarkOptions.UNSAFE })
public class ScaledBenchmark extends DinnerBenchmark {
    @Param({ "0010K" })
    public String philosophers;

    @Param({ "0010K" })
    public String meals;

    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.NOOP;
    }

    @Override
    protected int philosophers() {
        return thousands("-p philosophers", philosophers);
    }

    @Override
    protected int meals() {
        return thousands("-p meals", meals);
    }

    /** {@code 0100K} is 100,000; a plain number is taken as it is. */
    public static int thousands(String name, String value) {
        String digits = value.strip();
        int factor = 1;
        if (digits.endsWith("K") || digits.endsWith("k")) {
            digits = digits.substring(0, digits.length() - 1);
            factor = 1_000;
        }
        try {
            return Math.multiplyExact(Integer.parseInt(digits), factor);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException(name + " takes a count such as 0100K or 100000, got '" + value + "'");
        }
    }
}
