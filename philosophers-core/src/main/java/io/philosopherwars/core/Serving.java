package io.philosopherwars.core;

import java.util.function.Supplier;

/**
 * What every engine's dinner shares, written once: its deadline, the messages of a dinner that ran out of time, was
 * interrupted or failed, and the order of a failure and the clean-up after it. A new engine writes only its seating and
 * its eating.
 */
public final class Serving {
    private final DinnerSpec spec;
    private final Ledger ledger;
    private final long startedAt;
    private final long deadline;

    /** Starts the dinner's clock now: the time limit counts from here. */
    public Serving(Ledger ledger) {
        this.spec = ledger.spec();
        this.ledger = ledger;
        this.startedAt = System.nanoTime();
        this.deadline = startedAt + spec.timeLimit().toNanos();
    }

    public DinnerSpec spec() {
        return spec;
    }

    /** {@link System#nanoTime()} when the clock started. */
    public long startedAt() {
        return startedAt;
    }

    /** Nanoseconds left before the time limit; negative once it has passed. */
    public long nanosLeft() {
        return deadline - System.nanoTime();
    }

    public boolean overdue() {
        return nanosLeft() < 0;
    }

    /**
     * The words of every time-out's message: a report that must tell a dinner that froze from one that could not start
     * (the scaled sweep's failed cells) looks for them.
     */
    public static final String TIME_LIMIT_EXCEEDED = "exceeded its time limit";

    /**
     * The dinner ran past its time limit; {@code rest} says when ("; its philosophers were cancelled"). A dinner that
     * had begun eating says how far it got by its deadline, and whether it was still eating then ({@link Progress}):
     * frozen or slow.
     */
    public DinnerFailedException exceeded(String rest, Throwable cause) {
        String progress = ledger.released()
                ? "; progress at the limit: " + ledger.progress(deadline).words() + "; "
                        + ledger.releaseBy(deadline).words()
                : "";
        return new DinnerFailedException(
                "dinner " + spec.label() + " " + TIME_LIMIT_EXCEEDED + " of " + spec.timeLimit() + rest + progress,
                cause);
    }

    /** The thread serving the dinner was interrupted; its interrupt status is set again for its caller. */
    public DinnerFailedException interrupted(String during, InterruptedException cause) {
        Thread.currentThread().interrupt();
        return new DinnerFailedException("dinner " + spec.label() + " was interrupted" + during, cause);
    }

    /** Any other failure of the dinner: {@code what} follows its label (" failed: ...", ": philosopher ..."). */
    public DinnerFailedException failed(String what, Throwable cause) {
        return new DinnerFailedException("dinner " + spec.label() + what, cause);
    }

    /**
     * Runs the dinner, then its clean-up (joining its threads, closing its framework), whatever happened. The dinner's
     * own failure is the news: a clean-up that fails after it is added to it as suppressed, never put in its place; a
     * clean-up that fails after a dinner that succeeded fails the dinner.
     */
    public static <T> T thenCleanUp(Supplier<T> dinner, Runnable cleanUp) {
        T served;
        try {
            served = dinner.get();
        } catch (RuntimeException | Error failure) {
            try {
                uninterrupted(cleanUp);
            } catch (RuntimeException | Error cleaning) {
                failure.addSuppressed(cleaning);
            }
            throw failure;
        }
        uninterrupted(cleanUp);
        return served;
    }

    /**
     * Runs a clean-up with the thread's interrupt status cleared, and sets it again afterwards. A dinner that was
     * interrupted has set it again for its caller ({@link #interrupted}); a clean-up that waited with it set would
     * return at once, leaving the dinner's threads (vert.x's event loops, a pool) running after the dinner ended. Every
     * clean-up's waits are bounded by their own grace period.
     */
    private static void uninterrupted(Runnable cleanUp) {
        boolean interrupted = Thread.interrupted();
        try {
            cleanUp.run();
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
