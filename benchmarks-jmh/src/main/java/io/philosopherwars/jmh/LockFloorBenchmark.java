package io.philosopherwars.jmh;

import io.philosopherwars.core.Ring;
import io.philosopherwars.core.ThreadKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
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
 * The engine-free floor under the noop dinners, in the style of OpenJDK's loom {@code Monitors} micro-benchmark: the
 * same table (1,000 philosophers, the ring's chopsticks taken lower first, 1,000 meals each, all full) with nothing
 * else: no ledger, no stop check, no audit, no structured scope, a latch as the gate. One operation is one bare dinner,
 * ms; {@code eatingMs} is from the gate's opening until the last philosopher is done. Run beside
 * {@code NoopBenchmark}'s all-full rows in one JMH run, engine / floor is what the harness adds per meal, for each lock
 * and thread kind:
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
@Fork(value = 3, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP })
public class LockFloorBenchmark {
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
        int n = philosophers;
        int each = meals;
        ReentrantLock[] locks = new ReentrantLock[n];
        for (int i = 0; i < n; i++) {
            locks[i] = new ReentrantLock();
        }
        CountDownLatch gate = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(n);
        long[] eaten = new long[n];
        Thread.Builder builder = kind == ThreadKind.VIRTUAL ? Thread.ofVirtual() : Thread.ofPlatform();
        List<Thread> threads = new ArrayList<>(n);
        for (int seat = 0; seat < n; seat++) {
            ReentrantLock first = locks[Ring.first(seat, n)];
            ReentrantLock second = locks[Ring.second(seat, n)];
            int me = seat;
            threads.add(builder.start(() -> {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    return;
                }
                long count = 0;
                if (monitors) {
                    // The locks are only objects to synchronize on here: the same identities, the same order.
                    for (int m = 0; m < each; m++) {
                        synchronized (first) {
                            synchronized (second) {
                                count++;
                            }
                        }
                    }
                } else {
                    for (int m = 0; m < each; m++) {
                        first.lock();
                        try {
                            second.lock();
                            try {
                                count++;
                            } finally {
                                second.unlock();
                            }
                        } finally {
                            first.unlock();
                        }
                    }
                }
                eaten[me] = count;
                done.countDown();
            }));
        }
        long start = System.nanoTime();
        gate.countDown();
        if (!done.await(60, TimeUnit.SECONDS)) {
            threads.forEach(Thread::interrupt);
            throw new IllegalStateException("a bare dinner did not finish within 60 s");
        }
        long eatingNanos = System.nanoTime() - start;
        for (Thread thread : threads) {
            thread.join();
        }
        long total = 0;
        for (long count : eaten) {
            total += count;
        }
        if (total != (long) n * each) {
            throw new IllegalStateException("a bare dinner ate " + total + " meals, not " + (long) n * each);
        }
        DinnerMetrics.recordFloor(eatingNanos, total);
        return total;
    }
}
