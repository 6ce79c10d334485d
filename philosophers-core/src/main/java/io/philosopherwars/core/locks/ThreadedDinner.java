package io.philosopherwars.core.locks;

import io.philosopherwars.core.Blocking;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Ring;
import io.philosopherwars.core.Serving;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.io.InterruptedIOException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.channels.ClosedByInterruptException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.StructuredTaskScope;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The skeleton of a dinner on threads: every thread is a subtask of one {@link StructuredTaskScope} whose joiner is the
 * stop rule and whose thread factory is the thread kind; when the scope closes, no thread is left. A design says how
 * many threads it needs and what each does ({@link Shift}); the skeleton starts them, waits until all are seated,
 * releases them together, joins them, and turns a time-out, an interruption or a failure into one clear message. On the
 * {@link ThreadKind#POOLED} kind the same shifts are tasks on a fixed pool instead ({@link PooledTable}).
 */
abstract class ThreadedDinner {
    static {
        // One subtask on one virtual thread, run to its end before any dinner. In a cold JVM the JDK's own code below a
        // philosopher (the virtual thread's run, the subtask's) is compiled during setup, while every philosopher is
        // parked inside it and no virtual thread has ever ended: the classes of the way out are not loaded yet, the
        // compiled code reaches them through a trap, and at 1M philosophers every frame took it on its way out
        // (VirtualThread.run, VirtualThreadEndEvent unloaded). The deoptimisations counted before and after: docs/
        // design.md, "What a dinner reports", the paragraph on a cold JVM.
        try (var scope = StructuredTaskScope.open(StructuredTaskScope.Joiner.<Integer> awaitAllSuccessfulOrThrow(),
                cf -> cf.withThreadFactory(Thread.ofVirtual().factory()))) {
            // Not a lambda: its body would be a method of this class, which the virtual thread could not run until
            // this initialiser, which waits for it, had finished.
            scope.fork(new LeavesAtOnce());
            scope.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The preflight subtask: leaves at once. */
    private static final class LeavesAtOnce implements java.util.concurrent.Callable<Integer> {
        @Override
        public Integer call() {
            return StopRule.LEFT;
        }
    }

    /** How long a finished dinner may wait for its threads to terminate before that is reported as a leak. */
    private static final Duration THREAD_EXIT_GRACE = Duration.ofSeconds(10);

    final DinnerSpec spec;
    final Ledger ledger;
    private final ThreadFactory threads;
    /**
     * Releases everyone at once, so that thread start-up is not mixed into the eating phase and the first philosopher
     * started does not eat alone while the rest are still being created.
     */
    private final StartGate gate = new StartGate();
    private Serving serving;

    ThreadedDinner(DinnerSpec spec, ThreadFactory threads) {
        this.spec = spec;
        this.threads = threads;
        this.ledger = new Ledger(spec);
    }

    /** The threads this design starts: one per philosopher, or one per block of seats. */
    abstract int threads();

    /** What one thread runs, as messages name it: "philosopher", "block". */
    abstract String unit();

    /**
     * The work of thread {@code index}, made on the dinner's thread during setup (it plates the meals of its seats with
     * {@link #plate}).
     */
    abstract Shift shift(int index, Kitchen kitchen);

    /** What one thread of the dinner does. */
    interface Shift {
        /** On its own thread, before the gate opens: takes its seats in the ledger. */
        void sitDown();

        /**
         * After the gate opened: eats until full or until the dinner is over, leaves its seats in the ledger, and
         * returns a number for the stop rule's joiner, {@link StopRule#LEFT} when it left because the dinner ended.
         */
        int dine() throws Exception;
    }

    final DinnerResult serve(Kitchen kitchen) {
        serving = new Serving(ledger);
        long releasedAt;
        if (spec.threads() == ThreadKind.POOLED) {
            PooledTable table = new PooledTable(this, serving, threads);
            releasedAt = Serving.thenCleanUp(() -> table.dine(kitchen), table::awaitGone);
        } else {
            releasedAt = Serving.thenCleanUp(() -> dine(kitchen), this::awaitThreadsGone);
        }
        // The scope has closed and every thread is gone: leaving ends here.
        return ledger.result(serving.startedAt(), releasedAt, System.nanoTime());
    }

    /** Seats, releases and joins every thread; returns the moment they were released. */
    private long dine(Kitchen kitchen) {
        int count = threads();
        // Counts threads that are started and waiting: the end of the setup phase. Only the dinner waits on it.
        CountDownLatch seated = new CountDownLatch(count);
        try (var scope = StructuredTaskScope.open(spec.stopRule().joiner(),
                cf -> cf.withThreadFactory(threads).withTimeout(spec.timeLimit()).withName(spec.label()))) {
            for (int index = 0; index < count; index++) {
                // A look at the clock per thread (tens of ns against microseconds to start one): a slow start-up
                // cannot carry setup far past the time limit.
                if (serving.overdue() || scope.isCancelled()) {
                    // Leaving this block closes the scope: the threads started so far are cancelled and joined.
                    throw serving.exceeded(
                            " while its philosophers were still sitting down (" + index + " of " + count + " started)",
                            null);
                }
                Shift shift = shift(index, kitchen);
                int seats = seats(index, count);
                try {
                    scope.fork(() -> {
                        shift.sitDown();
                        seated.countDown();
                        if (!gate.await()) {
                            return StopRule.LEFT;
                        }
                        ledger.begun(seats);
                        return shift.dine();
                    });
                } catch (OutOfMemoryError | RejectedExecutionException e) {
                    throw cannotStart(unit(), index, count, e);
                }
            }
            if (!seated.await(serving.nanosLeft(), TimeUnit.NANOSECONDS)) {
                throw serving.exceeded(" while its philosophers were still sitting down (" + (count - seated.getCount())
                        + " of " + count + " seated)", null);
            }
            long releasedAt = ledger.release();
            gate.open(ledger);
            Blocking.await(scope::join);
            return releasedAt;
        } catch (StructuredTaskScope.TimeoutException e) {
            throw serving.exceeded("; its philosophers were cancelled", e);
        } catch (StructuredTaskScope.FailedException e) {
            DinnerFailedException failed = ledger.failure();
            throw failed != null ? failed : serving.failed(" failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            throw serving.interrupted("", e);
        }
    }

    /**
     * The seats of the {@code index}-th of {@code count} threads: every design gives it the {@code index}-th contiguous
     * block of the ring (one seat, for a thread per philosopher).
     */
    private int seats(int index, int count) {
        return Ring.blockStart(index + 1, count, spec.philosophers())
                - Ring.blockStart(index, count, spec.philosophers());
    }

    /** A philosopher's meal; a kitchen that cannot serve a seat fails the dinner while it sits down. */
    final Meal plate(Kitchen kitchen, Seat seat) {
        try {
            return kitchen.plate(seat);
        } catch (RuntimeException e) {
            throw serving.failed(" could not seat philosopher " + seat.index() + ": the kitchen failed: " + e, e);
        }
    }

    /**
     * What a philosopher throws when its meal threw: a cancellation if the dinner is over and the interrupt that ended
     * it cut the meal short (a socket closed by interrupt), otherwise the dinner's failure, recorded in the ledger even
     * when the dinner is over by now (the meal failed before this thread got to say so). An {@code Error} is never a
     * cancellation: a winner that got full meanwhile must not turn it into a number.
     */
    final Exception mealFailed(int seat, Throwable failure) {
        if (!(failure instanceof Error) && ledger.over() && causedByInterrupt(failure)) {
            return new Cancelled("cancelled while eating: " + failure);
        }
        return ledger.failed(seat, failure);
    }

    /**
     * Whether a meal failed because its thread was interrupted, decided by types, never by message text: what blocking
     * I/O throws for an interrupt (a timeout is a {@link SocketTimeoutException}, also an
     * {@link InterruptedIOException}, and is a real failure), or a {@link SocketException} on a thread whose interrupt
     * is pending: a virtual thread's socket that the interrupt closed ("Closed by interrupt") leaves the interrupt
     * status set.
     * <p>
     * A pending interrupt alone proves nothing: a meal can fail for its own reason, its thread be descheduled before it
     * reports it, and the cancelling interrupt arrive meanwhile. Counting that as a cancellation masked real failures
     * of platform first-full dinners ({@code DinnerFailureTest.failingWorkloadFailsTheDinnerAndNamesTheCause} caught
     * it).
     */
    private static boolean causedByInterrupt(Throwable failure) {
        boolean interruptPending = Thread.currentThread().isInterrupted();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException || t instanceof ClosedByInterruptException
                    || (t instanceof InterruptedIOException && !(t instanceof SocketTimeoutException))
                    || (t instanceof SocketException && interruptPending)) {
                return true;
            }
        }
        return false;
    }

    /** A thread that could not start: {@code unit} {@code index} of {@code count} ("philosopher", "pool thread"). */
    final DinnerFailedException cannotStart(String unit, int index, int count, Throwable cause) {
        String kind = spec.threads() == ThreadKind.POOLED ? "platform" : spec.threads().id();
        return serving.failed(" could not start " + unit + " " + index + " of " + count + " on a " + kind + " thread ("
                + cause + "); the " + index + " started are cancelled"
                + (cause instanceof OutOfMemoryError
                        ? "; the OS thread limit (ulimit -u, kernel.threads-max) or the memory for thread stacks"
                                + " was reached: use fewer philosophers or virtual threads"
                        : ""),
                cause);
    }

    /** Joins every thread that took a seat, O(N); throws if one is still alive after the grace period. */
    private void awaitThreadsGone() {
        long deadline = System.nanoTime() + THREAD_EXIT_GRACE.toNanos();
        ledger.forEachSeatedThread(thread -> {
            try {
                if (!thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
                    throw serving.failed(": philosopher thread " + thread + " is still alive "
                            + THREAD_EXIT_GRACE.toSeconds() + " s after the dinner ended", null);
                }
            } catch (InterruptedException e) {
                throw serving.interrupted(" while its philosophers left", e);
            }
        });
    }
}
