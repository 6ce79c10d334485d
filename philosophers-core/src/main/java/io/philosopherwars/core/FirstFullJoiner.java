package io.philosopherwars.core;

import java.util.concurrent.StructuredTaskScope.Joiner;
import java.util.concurrent.StructuredTaskScope.Subtask;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The first-full rule as a {@link Joiner}: the first philosopher to finish, or the first to fail, cancels the scope.
 * {@link Joiner#anySuccessfulResultOrThrow()} alone would let a dinner with a failing workload carry on until some
 * other philosopher happened to finish, and report a number for it.
 */
final class FirstFullJoiner implements Joiner<Integer, Integer> {
    private final AtomicReference<Integer> winner = new AtomicReference<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    @Override
    public boolean onComplete(Subtask<? extends Integer> subtask) {
        switch (subtask.state()) {
            case SUCCESS -> {
                if (subtask.get() == StopRule.LEFT) {
                    // Left because the dinner is over: not the one to end it (see the FAILED case below).
                    return false;
                }
                winner.compareAndSet(null, subtask.get());
            }
            case FAILED -> {
                if (subtask.exception() instanceof InterruptedException) {
                    // A philosopher that left because the dinner is over: not a failure, and not the one to end the
                    // dinner. It can get here before the winner does (it saw the winner's mark in the ledger), and a
                    // scope cancelled now would drop the winner's own completion: "no philosopher finished".
                    return false;
                }
                failure.compareAndSet(null, subtask.exception());
            }
            case UNAVAILABLE -> {
                return false;
            }
        }
        return true;
    }

    @Override
    public Integer result() throws Throwable {
        Throwable failed = failure.get();
        if (failed != null) {
            throw failed;
        }
        Integer seat = winner.get();
        if (seat == null) {
            throw new IllegalStateException("no philosopher finished its meals");
        }
        return seat;
    }
}
