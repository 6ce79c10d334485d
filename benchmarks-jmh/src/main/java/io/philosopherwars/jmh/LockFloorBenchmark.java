package io.philosopherwars.jmh;

import io.philosopherwars.core.evidence.BareDinner;
import io.philosopherwars.core.ThreadKind;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine-free floor under the noop dinners ({@link BareDinner}) at the noop row's size (1,000 philosophers, 1,000
 * meals each, all full). One operation is one bare dinner, ms; {@code eatingMs} is from the gate's opening until the
 * last philosopher is done. Run beside {@code NoopBenchmark}'s all-full rows in one JMH run, engine / floor is what the
 * harness adds per meal, for each lock and thread kind:
 *
 * <pre>
 * ./philosophers measure floor 'LockFloor|NoopBenchmark.(reentrantLock|synchronized)_' -p stop=allFull
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP, BenchmarkOptions.UNSAFE })
public class LockFloorBenchmark {
    /** Bound of one bare dinner. */
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Param({ "1000" })
    public int philosophers;

    /** Meals each: the noop all-full row's 1,000. */
    @Param({ "1000" })
    public int meals;

    @Benchmark
    public long reentrantLock_platform() throws InterruptedException {
        return dine(ThreadKind.PLATFORM, false);
    }

    @Benchmark
    public long reentrantLock_virtual() throws InterruptedException {
        return dine(ThreadKind.VIRTUAL, false);
    }

    @Benchmark
    public long synchronized_platform() throws InterruptedException {
        return dine(ThreadKind.PLATFORM, true);
    }

    @Benchmark
    public long synchronized_virtual() throws InterruptedException {
        return dine(ThreadKind.VIRTUAL, true);
    }

    private long dine(ThreadKind kind, boolean monitors) throws InterruptedException {
        long eatingNanos = BareDinner.eatingNanos(kind, monitors, philosophers, meals, LIMIT);
        long total = (long) philosophers * meals;
        DinnerMetrics.recordFloor(eatingNanos, total);
        return total;
    }
}
