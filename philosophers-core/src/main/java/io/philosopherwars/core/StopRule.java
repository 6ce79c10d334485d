package io.philosopherwars.core;

import java.util.concurrent.StructuredTaskScope.Joiner;

/**
 * When a dinner ends. Both rules are a {@link Joiner} of one {@link java.util.concurrent.StructuredTaskScope} whose
 * subtasks are the philosophers: the scope, not hand-written bookkeeping, decides when the others are cancelled.
 */
public enum StopRule implements Named {
    /**
     * The talk's pivot: the dinner ends as soon as one philosopher has eaten all its meals; the first successful (or
     * failed) subtask cancels the scope, which interrupts everyone else.
     */
    FIRST_FULL("firstFull"),
    /** Renaissance's rule: every philosopher eats all its meals; a failure of any one cancels the others. */
    ALL_FULL("allFull");

    /**
     * What a philosopher's subtask returns when it left because the dinner ended (somebody else is full, the dinner
     * failed or ran out of time): not a seat, so never a winner. A return, not an exception: in a cold JVM the scope's
     * subtask runner is compiled while every philosopher is still parked inside it, before any subtask has thrown, so
     * its exception handler is compiled as a trap, and a million philosophers that left by throwing deoptimised a
     * million frames.
     */
    public static final int LEFT = -1;

    private final String id;

    StopRule(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** The joiner that implements this rule for philosophers that return their seat number. */
    public Joiner<Integer, ?> joiner() {
        return switch (this) {
            case FIRST_FULL -> new FirstFullJoiner();
            case ALL_FULL -> Joiner.awaitAllSuccessfulOrThrow();
        };
    }
}
