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
    private final Ledger ledger;
    /** Counts philosophers that are started and waiting: the end of the setup phase. */
    private final CountDownLatch seated;
    /**
     * Releases everyone at once, so that thread start-up is not mixed into the eating phase and the first philosopher
     * started does not eat alone while the rest are still being created.
     */
    private final CountDownLatch start = new CountDownLatch(1);

    ThreadedDinner(DinnerSpec spec, Chopsticks chopsticks) {
        this.spec = spec;
        this.chopsticks = chopsticks;
        this.ledger = new Ledger(spec);
        this.seated = new CountDownLatch(spec.philosophers());
    }

    DinnerResult serve(Kitchen kitchen) {
        try {
            return dine(kitchen);
        } finally {
            // On every path, failed ones too: a closed scope may still have threads on their way out.
            awaitThreadsGone();
        }
    }

    private DinnerResult dine(Kitchen kitchen) {
        long deadline = System.nanoTime() + spec.timeLimit().toNanos();
        long setupStart = System.nanoTime();
        long eatingStart;
        try (var scope = StructuredTaskScope.open(spec.stopRule().joiner(),
                cf -> cf.withThreadFactory(spec.threads().factory("philosopher-")).withTimeout(spec.timeLimit())
                        .withName(spec.label()))) {
            for (int seat = 0; seat < spec.philosophers(); seat++) {
                int index = seat;
                Meal meal = kitchen.plate(new TableSeat(index));
                try {
                    scope.fork(() -> philosopher(index, meal));
                } catch (OutOfMemoryError | RejectedExecutionException e) {
                    throw cannotStart(index, e);
                }
            }
            if (!seated.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                throw new DinnerFailedException("dinner " + spec.label() + " timed out after " + spec.timeLimit()
                        + " while its philosophers were still sitting down");
            }
            eatingStart = System.nanoTime();
            start.countDown();
            Blocking.await(scope::join);
        } catch (StructuredTaskScope.TimeoutException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " exceeded its time limit of " + spec.timeLimit()
                    + "; its philosophers were cancelled", e);
        } catch (StructuredTaskScope.FailedException e) {
            DinnerFailedException failed = ledger.failure();
            throw failed != null ? failed
                    : new DinnerFailedException("dinner " + spec.label() + " failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DinnerFailedException("dinner " + spec.label() + " was interrupted", e);
        }
        long eatingNanos = System.nanoTime() - eatingStart;
        return ledger.result(eatingStart - setupStart, eatingNanos);
    }

    private Integer philosopher(int seat, Meal meal) throws Exception {
        ledger.seated(seat);
        int eaten = 0;
        try {
            seated.countDown();
            start.await();
            int meals = spec.meals();
            Thread self = Thread.currentThread();
            while (eaten < meals) {
                if (self.isInterrupted()) {
                    // Cancelled by the scope: somebody else is full, or the dinner failed or timed out.
                    throw new InterruptedException();
                }
                chopsticks.eat(seat, meal);
                eaten++;
            }
            ledger.full();
            return seat;
        } catch (IOException | RuntimeException e) {
            if (ledger.over() && causedByInterrupt(e)) {
                // The interrupt that cancelled this philosopher cut its meal short (a socket closed by interrupt).
                throw new InterruptedException("cancelled while eating: " + e);
            }
            // Recorded even when the dinner is over by now: the meal failed before this thread got to say so.
            throw ledger.failed(seat, e);
        } finally {
            ledger.left(seat, eaten);
        }
    }

    /**
     * Whether a meal failed because its thread was interrupted: what blocking I/O throws when the scope cancels it (a
     * timeout is a {@link SocketTimeoutException}, also an {@link InterruptedIOException}, and is a real failure).
     */
    static boolean causedByInterrupt(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException || t instanceof ClosedByInterruptException
                    || (t instanceof InterruptedIOException && !(t instanceof SocketTimeoutException))
                    || (t instanceof SocketException && "Closed by interrupt".equals(t.getMessage()))) {
                return true;
            }
        }
        return false;
    }

    private DinnerFailedException cannotStart(int seat, Throwable cause) {
        return new DinnerFailedException("dinner " + spec.label() + " could not start philosopher " + seat + " of "
                + spec.philosophers() + " on a " + spec.threads().id() + " thread (" + cause + ")"
                + (cause instanceof OutOfMemoryError
                        ? "; the OS thread limit (ulimit -u, kernel.threads-max) or the memory for thread stacks"
                                + " was reached: use fewer philosophers or virtual threads"
                        : ""),
                cause);
    }

    /** The scope has closed; a thread may still be between its last instruction and termination. */
    private void awaitThreadsGone() {
        long deadline = System.nanoTime() + THREAD_EXIT_GRACE.toNanos();
        for (Thread thread : ledger.threads()) {
            try {
                if (!thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
                    throw new DinnerFailedException("dinner " + spec.label() + ": philosopher thread " + thread
                            + " is still alive after the dinner ended");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DinnerFailedException("dinner " + spec.label() + " was interrupted", e);
            }
        }
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
