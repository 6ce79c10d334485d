package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.Serving;
import io.philosopherwars.core.locks.ThreadedDinner.Shift;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A design's shifts run as tasks on a fixed pool of platform threads ({@link Pool}): a {@link ThreadPoolExecutor} with
 * the pool's queue, as production code on platform threads runs its work. One task per philosopher (or per block of the
 * partitioned design) runs all its meals; a pool of P threads therefore seats at most P philosophers at a time, and the
 * rest wait in the queue until a running one is full.
 * <p>
 * The engine's guarantees, on a pool:
 * <ul>
 * <li><b>Phases.</b> Setup is starting the pool's threads and submitting every task, every other seat first
 * ({@link #submitted}). The threads are held at the start gate by their first task, so nothing eats before the release;
 * releasing opens the gate for P threads, not N philosophers. Leaving is shutting the pool down and joining its
 * threads.</li>
 * <li><b>Stop rules.</b> Under all full the dinner ends when every task has run; under first full, when the first
 * philosopher is full: the pool is shut down at once, the tasks still in the queue are dropped unrun, the running ones
 * see the ledger's mark (or the interrupt) between meals and leave, and a task that a thread took from the queue after
 * the mark returns without sitting down.</li>
 * <li><b>Failures.</b> A meal that fails ends the dinner with the ledger's message; a time limit, an interruption or a
 * thread that cannot start ends it with the skeleton's ({@link ThreadedDinner}).</li>
 * <li><b>No thread left.</b> Every pool thread is joined before the dinner returns.</li>
 * </ul>
 * <p>
 * Why it cannot deadlock, at any pool size down to 1: a task holds chopsticks only during one of its meals, and takes
 * them lower first, so a queued task holds none and no running task ever waits for one that is queued. Among the
 * running tasks the global order rules out a cycle of waits, so one of them always eats, puts both chopsticks back and
 * goes on; a task that is full frees its thread for the next in the queue. The partitioned design takes edges with
 * {@code tryLock} and never waits for another block at all. The gate holds threads, never philosophers, and opens
 * before any philosopher runs: a philosopher waiting for the rest to be seated would deadlock a pool smaller than the
 * table.
 */
final class PooledTable {
    /** How long a finished dinner may wait for its pool to terminate before that is reported as a leak. */
    private static final Duration THREAD_EXIT_GRACE = Duration.ofSeconds(10);

    private final ThreadedDinner dinner;
    private final Serving serving;
    private final Ledger ledger;
    private final Pool pool;
    private final ThreadFactory threads;
    /** Every pool thread started, to join at the end. */
    private final List<Thread> started = new ArrayList<>();
    /** A failure that is not a meal's (a design's own bug): the ledger records the meals'. */
    private final AtomicReference<Throwable> unexpected = new AtomicReference<>();
    private ThreadPoolExecutor executor;

    PooledTable(ThreadedDinner dinner, Serving serving, ThreadFactory threads) {
        this.dinner = dinner;
        this.serving = serving;
        this.ledger = dinner.ledger;
        this.pool = dinner.spec.pool();
        this.threads = threads;
    }

    /**
     * Starts the pool, submits every task, releases the pool's threads and waits for the stop rule; returns the
     * release.
     */
    long dine(Kitchen kitchen) {
        int tasks = dinner.threads();
        int size = pool.threads();
        CountDownLatch atGate = new CountDownLatch(size);
        CountDownLatch gate = new CountDownLatch(1);
        CountDownLatch ended = new CountDownLatch(1);
        AtomicInteger unfinished = new AtomicInteger(tasks);
        executor = new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, pool.queue().create(tasks),
                this::newThread);
        try {
            for (int index = 0; index < size; index++) {
                try {
                    // A thread's first task is handed to it, not queued: these hold the threads, and every philosopher
                    // submitted after them waits in the queue.
                    executor.execute(() -> {
                        atGate.countDown();
                        try {
                            gate.await();
                        } catch (InterruptedException e) {
                            // The dinner ended before it began; the pool is stopping and runs nothing more.
                        }
                    });
                } catch (OutOfMemoryError | RejectedExecutionException e) {
                    throw dinner.cannotStart("pool thread", index, size, e);
                }
                if (executor.getPoolSize() <= index) {
                    throw dinner.cannotStart("pool thread", index, size, null);
                }
            }
            for (int index = 0; index < tasks; index++) {
                if (serving.overdue()) {
                    throw serving.exceeded(
                            " while its philosophers were being submitted (" + index + " of " + tasks + " submitted)",
                            null);
                }
                executor.execute(task(dinner.shift(submitted(index, tasks), kitchen), ended, unfinished));
            }
            if (!atGate.await(serving.nanosLeft(), TimeUnit.NANOSECONDS)) {
                throw serving.exceeded(" while its pool's threads were starting (" + (size - atGate.getCount()) + " of "
                        + size + " ready)", null);
            }
            long releasedAt = ledger.release();
            gate.countDown();
            if (!ended.await(serving.nanosLeft(), TimeUnit.NANOSECONDS)) {
                ledger.end();
                throw serving.exceeded("; its philosophers were cancelled and its queued tasks dropped", null);
            }
            DinnerFailedException failed = ledger.failure();
            if (failed != null) {
                throw failed;
            }
            Throwable bug = unexpected.get();
            if (bug != null) {
                throw serving.failed(" failed: " + bug, bug);
            }
            return releasedAt;
        } catch (InterruptedException e) {
            ledger.end();
            throw serving.interrupted("", e);
        } finally {
            // First full: the tasks never started are dropped here, unrun, and the running ones are interrupted.
            executor.shutdownNow();
        }
    }

    /**
     * The shift submitted {@code index}-th: every other seat first (0, 2, 4, ...), then the rest (1, 3, ...). A FIFO
     * pool runs consecutive tasks together, and in seat order they would be neighbours, who share a chopstick: on a
     * pool of two threads only one of them could eat at a time, and a fair lock would hand their shared chopstick back
     * and forth through the kernel at every meal (docs/design.md, *Pooled philosophers*, has the measurement). In this
     * order the running tasks are not neighbours, so they can all eat at once, as the rule of the ring allows.
     */
    static int submitted(int index, int tasks) {
        int evens = (tasks + 1) / 2;
        return index < evens ? 2 * index : 2 * (index - evens) + 1;
    }

    private Runnable task(Shift shift, CountDownLatch ended, AtomicInteger unfinished) {
        return () -> {
            try {
                if (!ledger.over()) {
                    // Taken from the queue after the dinner ended (before the pool was shut down): it does not sit.
                    shift.sitDown();
                    shift.dine();
                }
            } catch (InterruptedException e) {
                // Left mid-meal because the pool is stopping (an interrupted meal).
            } catch (Throwable e) {
                // A failed meal is in the ledger already (ThreadedDinner.mealFailed); anything else is recorded here.
                if (ledger.failure() == null) {
                    unexpected.compareAndSet(null, e);
                }
                ledger.end();
            } finally {
                if (unfinished.decrementAndGet() == 0 || ledger.over()) {
                    ended.countDown();
                }
            }
        };
    }

    private Thread newThread(Runnable worker) {
        Thread thread = threads.newThread(worker);
        if (thread != null) {
            synchronized (started) {
                started.add(thread);
            }
        }
        return thread;
    }

    /** Waits for the pool to terminate and joins its threads; throws if one is still alive after the grace period. */
    void awaitGone() {
        long deadline = System.nanoTime() + THREAD_EXIT_GRACE.toNanos();
        try {
            if (executor != null) {
                executor.shutdownNow();
                if (!executor.awaitTermination(THREAD_EXIT_GRACE.toNanos(), TimeUnit.NANOSECONDS)) {
                    throw serving.failed(
                            ": its pool has not terminated " + THREAD_EXIT_GRACE.toSeconds()
                                    + " s after the dinner ended (" + executor.getActiveCount() + " threads busy)",
                            null);
                }
            }
            List<Thread> all;
            synchronized (started) {
                all = List.copyOf(started);
            }
            for (Thread thread : all) {
                if (!thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
                    throw serving.failed(": pool thread " + thread + " is still alive " + THREAD_EXIT_GRACE.toSeconds()
                            + " s after the dinner ended", null);
                }
            }
        } catch (InterruptedException e) {
            throw serving.interrupted(" while its pool shut down", e);
        }
    }
}
