package io.philosopherwars.core.locks;

import io.philosopherwars.core.Blocking;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.io.IOException;
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
 * One dinner of thread-per-philosopher: every philosopher is a subtask of one {@link StructuredTaskScope} whose joiner
 * is the stop rule and whose thread factory is the thread kind. When the scope closes, no philosopher is left.
 */
final class ThreadedDinner {
    /** How long a finished dinner may wait for its threads to terminate before that is reported as a leak. */
    private static final Duration THREAD_EXIT_GRACE = Duration.ofSeconds(10);

    private final DinnerSpec spec;
    private final Chopsticks chopsticks;
    private final ThreadFactory threads;
    private final Ledger ledger;
    /** Counts philosophers that are started and waiting: the end of the setup phase. Only the dinner waits on it. */
    private final CountDownLatch seated;
    /**
     * Releases everyone at once, so that thread start-up is not mixed into the eating phase and the first philosopher
     * started does not eat alone while the rest are still being created.
     */
    private final StartGate gate = new StartGate();

    ThreadedDinner(DinnerSpec spec, Chopsticks chopsticks, ThreadFactory threads) {
        this.spec = spec;
        this.chopsticks = chopsticks;
        this.threads = threads;
        this.ledger = new Ledger(spec);
        this.seated = new CountDownLatch(spec.philosophers());
    }

    DinnerResult serve(Kitchen kitchen) {
        long seatingAt = System.nanoTime();
        long releasedAt;
        try {
            releasedAt = dine(kitchen, seatingAt);
        } catch (RuntimeException | Error failure) {
            // The dinner's own failure is the news: a thread that outlives it is added to it, never put in its place.
            try {
                awaitThreadsGone();
            } catch (RuntimeException leak) {
                failure.addSuppressed(leak);
            }
            throw failure;
        }
        // The scope has closed, but a thread may still be between its last instruction and termination: leaving ends
        // when every philosopher thread is gone.
        awaitThreadsGone();
        return ledger.result(seatingAt, releasedAt, System.nanoTime());
    }

    /** Seats, releases and joins every philosopher; returns the moment they were released. */
    private long dine(Kitchen kitchen, long seatingAt) {
        long deadline = seatingAt + spec.timeLimit().toNanos();
        int philosophers = spec.philosophers();
        try (var scope = StructuredTaskScope.open(spec.stopRule().joiner(),
                cf -> cf.withThreadFactory(threads).withTimeout(spec.timeLimit()).withName(spec.label()))) {
            for (int seat = 0; seat < philosophers; seat++) {
                // A look at the clock per philosopher (tens of ns against microseconds to start one): a slow start-up
                // cannot carry setup far past the time limit.
                if (System.nanoTime() - deadline > 0 || scope.isCancelled()) {
                    // Leaving this block closes the scope: the philosophers started so far are cancelled and joined.
                    throw exceededTimeLimit(" while its philosophers were still sitting down (" + seat + " of "
                            + philosophers + " started)", null);
                }
                int index = seat;
                Meal meal = plate(kitchen, index);
                try {
                    scope.fork(() -> philosopher(index, meal));
                } catch (OutOfMemoryError | RejectedExecutionException e) {
                    throw cannotStart(index, e);
                }
            }
            if (!seated.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                throw exceededTimeLimit(" while its philosophers were still sitting down ("
                        + (philosophers - seated.getCount()) + " of " + philosophers + " seated)", null);
            }
            long releasedAt = System.nanoTime();
            gate.open(ledger);
            Blocking.await(scope::join);
            return releasedAt;
        } catch (StructuredTaskScope.TimeoutException e) {
            throw exceededTimeLimit("; its philosophers were cancelled", e);
        } catch (StructuredTaskScope.FailedException e) {
            DinnerFailedException failed = ledger.failure();
            throw failed != null ? failed
                    : new DinnerFailedException("dinner " + spec.label() + " failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DinnerFailedException("dinner " + spec.label() + " was interrupted", e);
        }
    }

    /** A philosopher's meal; a kitchen that cannot serve a seat fails the dinner while it sits down. */
    private Meal plate(Kitchen kitchen, int seat) {
        try {
            return kitchen.plate(new TableSeat(seat));
        } catch (RuntimeException e) {
            throw new DinnerFailedException(
                    "dinner " + spec.label() + " could not seat philosopher " + seat + ": the kitchen failed: " + e, e);
        }
    }

    private DinnerFailedException exceededTimeLimit(String rest, Throwable cause) {
        return new DinnerFailedException(
                "dinner " + spec.label() + " exceeded its time limit of " + spec.timeLimit() + rest, cause);
    }

    private Integer philosopher(int seat, Meal meal) throws Exception {
        ledger.seated(seat);
        int eaten = 0;
        try {
            seated.countDown();
            gate.await();
            int meals = spec.meals();
            Thread self = Thread.currentThread();
            while (eaten < meals) {
                if (ledger.over() || self.isInterrupted()) {
                    // The stop rule is met (somebody else is full), the dinner failed, or the scope cancelled it. The
                    // ledger is asked first: the scope's interrupts reach N philosophers one by one (from a thread
                    // that competes with them for the CPU), and a philosopher that ate on until its interrupt came
                    // would eat inside the leaving phase: 4.5M meals in 81 ms of leaving, on 1K platform threads.
                    throw new Cancelled("cancelled between meals");
                }
                chopsticks.eat(seat, meal);
                eaten++;
            }
            ledger.full();
            return seat;
        } catch (IOException | RuntimeException e) {
            if (ledger.over() && causedByInterrupt(e)) {
                // The interrupt that cancelled this philosopher cut its meal short (a socket closed by interrupt).
                throw new Cancelled("cancelled while eating: " + e);
            }
            // Recorded even when the dinner is over by now: the meal failed before this thread got to say so.
            throw ledger.failed(seat, e);
        } catch (Error e) {
            // Never a cancellation, and recorded like any failure: a winner that got full meanwhile must not turn it
            // into a number.
            throw ledger.failed(seat, e);
        } finally {
            ledger.left(seat, eaten);
        }
    }

    /**
     * Whether a meal failed because its thread was interrupted, decided by types, never by message text: what blocking
     * I/O throws for an interrupt (a timeout is a {@link SocketTimeoutException}, also an
     * {@link InterruptedIOException}, and is a real failure), or a {@link SocketException} on a thread whose interrupt
     * is pending: a virtual thread's socket that the interrupt closed ("Closed by interrupt") leaves the interrupt
     * status set.
     * <p>
     * A pending interrupt alone proves nothing: a meal can fail for its own reason, its thread be descheduled before it
     * reports it, and the cancelling interrupt arrive meanwhile. Counting that as a cancellation masked a real failure
     * in 7% of platform first-full dinners ({@code failingWorkloadFailsTheDinnerAndNamesTheCause}).
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

    private DinnerFailedException cannotStart(int seat, Throwable cause) {
        return new DinnerFailedException("dinner " + spec.label() + " could not start philosopher " + seat + " of "
                + spec.philosophers() + " on a " + spec.threads().id() + " thread (" + cause + "); the " + seat
                + " started are cancelled"
                + (cause instanceof OutOfMemoryError
                        ? "; the OS thread limit (ulimit -u, kernel.threads-max) or the memory for thread stacks"
                                + " was reached: use fewer philosophers or virtual threads"
                        : ""),
                cause);
    }

    /** Joins every philosopher thread, O(N); throws if one is still alive after the grace period. */
    private void awaitThreadsGone() {
        long deadline = System.nanoTime() + THREAD_EXIT_GRACE.toNanos();
        ledger.forEachSeatedThread(thread -> {
            try {
                if (!thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
                    throw new DinnerFailedException("dinner " + spec.label() + ": philosopher thread " + thread
                            + " is still alive " + THREAD_EXIT_GRACE.toSeconds() + " s after the dinner ended");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DinnerFailedException(
                        "dinner " + spec.label() + " was interrupted while its philosophers left", e);
            }
        });
    }

    private final class TableSeat implements Seat {
        private final int index;

        TableSeat(int index) {
            this.index = index;
        }

        @Override
        public int index() {
            return index;
        }

        @Override
        public int philosophers() {
            return spec.philosophers();
        }

        @Override
        public boolean holdsBothChopsticks() {
            return chopsticks.holdsBoth(index);
        }
    }
}
