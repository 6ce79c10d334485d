package io.philosopherwars.core.evidence;

import io.philosopherwars.core.Ring;
import io.philosopherwars.core.ThreadKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The engine-free floor under the noop dinners, in the style of OpenJDK's loom {@code Monitors} micro-benchmark: the
 * same table (the ring's chopsticks taken lower first, all full) with nothing else: no ledger, no stop check, no audit,
 * no structured scope, a latch as the gate. {@code LockFloorBenchmark} runs it beside the engine's rows in one JMH run,
 * and {@code ./philosophers monitors} beside the engine's dinners in one JVM.
 */
public final class BareDinner {
    private BareDinner() {
    }

    /**
     * One bare dinner: {@code philosophers} threads of {@code kind}, each eating {@code meals} times with both
     * chopsticks held, as monitors ({@code synchronized}) or as {@link ReentrantLock}s.
     *
     * @return the eating phase in ns: from the gate's opening until the last philosopher is done
     *
     * @throws IllegalStateException
     *             when the dinner does not end within {@code limit}, or eats another number of meals than philosophers
     *             x meals
     */
    public static long eatingNanos(ThreadKind kind, boolean monitors, int philosophers, int meals, Duration limit)
            throws InterruptedException {
        if (kind == ThreadKind.POOLED) {
            throw new IllegalArgumentException(
                    "the bare dinner has a thread per philosopher; it does not run on a pool");
        }
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
        if (!done.await(limit.toNanos(), TimeUnit.NANOSECONDS)) {
            threads.forEach(Thread::interrupt);
            throw new IllegalStateException("a bare dinner did not finish within " + limit.toSeconds() + " s");
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
        return eatingNanos;
    }
}
