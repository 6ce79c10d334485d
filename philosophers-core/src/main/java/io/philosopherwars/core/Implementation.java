package io.philosopherwars.core;

import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;

/**
 * One way to solve the dinner (ReentrantLock, synchronized, vert.x, ...). Implementations outside the core register
 * themselves through {@link Implementations.Provider}, so that tests, JMH and the CLI treat them all alike.
 */
public interface Implementation extends Named {
    /**
     * Serves one whole dinner with a kitchen the caller opened (and will close), so that a benchmark can open it once
     * per trial: starts every philosopher, releases them together, stops by the spec's rule, validates the meal counts
     * and returns only when no philosopher thread is left.
     *
     * @throws DinnerFailedException
     *             if the dinner could not be served or its result is not valid
     */
    DinnerResult serve(DinnerSpec spec, Kitchen kitchen);

    /**
     * Whether this implementation runs on the thread kind: every one runs on platform and virtual threads; only the
     * lock designs run as tasks on a pool (vert.x's event loops are its pool already). A matrix leaves the other pairs
     * out; serving one fails with {@link #unsupported}'s message.
     */
    default boolean supports(ThreadKind threads) {
        return threads != ThreadKind.POOLED;
    }

    /** The error of serving a thread kind that {@link #supports} says no to. */
    default IllegalArgumentException unsupported(ThreadKind threads) {
        return new IllegalArgumentException(
                id() + " does not run on " + threads.id() + " threads; only the lock implementations run as tasks on a"
                        + " pool (vert.x's event loops are its pool)");
    }

    /** Serves one whole dinner, opening and closing the workload's kitchen around it. */
    default DinnerResult serve(DinnerSpec spec) {
        Kitchen kitchen = Kitchens.open(spec);
        try (kitchen) {
            return serve(spec, kitchen);
        } catch (IOException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " could not clean up its workload: " + e, e);
        }
    }
}
