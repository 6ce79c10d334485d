package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A thread factory of one {@link ThreadKind} that remembers every thread it made, so that a test can check each of them
 * is gone (the JVM does not list virtual threads), and that can refuse to make more than a given number (an OS thread
 * limit, without reaching the real one) or make each one slowly (thread start-up under a loaded machine).
 */
final class RecordedThreads implements ThreadFactory {
    private final ThreadFactory kind;
    private final int refuseAfter;
    private final Duration delay;
    private final ConcurrentLinkedQueue<Thread> made = new ConcurrentLinkedQueue<>();
    private final AtomicInteger count = new AtomicInteger();

    private RecordedThreads(ThreadKind kind, int refuseAfter, Duration delay) {
        this.kind = kind.factory("philosopher-recorded-");
        this.refuseAfter = refuseAfter;
        this.delay = delay;
    }

    static RecordedThreads of(ThreadKind kind) {
        return new RecordedThreads(kind, Integer.MAX_VALUE, Duration.ZERO);
    }

    /** Makes {@code limit} threads, then fails as the JVM does when the OS refuses a native thread. */
    static RecordedThreads refusingAfter(ThreadKind kind, int limit) {
        return new RecordedThreads(kind, limit, Duration.ZERO);
    }

    /** Takes {@code delay} to make each thread. */
    static RecordedThreads slow(ThreadKind kind, Duration delay) {
        return new RecordedThreads(kind, Integer.MAX_VALUE, delay);
    }

    @Override
    public Thread newThread(Runnable task) {
        if (count.incrementAndGet() > refuseAfter) {
            throw new OutOfMemoryError("unable to create native thread: possibly out of memory or process/resource"
                    + " limits reached (refused by the test after " + refuseAfter + " threads)");
        }
        if (!delay.isZero()) {
            try {
                Thread.sleep(delay);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Thread thread = kind.newThread(task);
        made.add(thread);
        return thread;
    }

    int made() {
        return made.size();
    }

    /** Every thread this factory made has terminated. */
    void assertAllGone() {
        List<Thread> alive = made.stream().filter(Thread::isAlive).toList();
        assertTrue(alive.isEmpty(), () -> alive.size() + " of " + made.size()
                + " philosopher threads are still alive after the dinner, e.g. " + alive.getFirst());
    }
}
