package io.philosopherwars.core;

/**
 * One way to solve the dinner (ReentrantLock, synchronized, vert.x, ...). Implementations outside the core register
 * themselves through {@link Implementations.Provider}, so that tests, JMH and the CLI treat them all alike.
 */
public interface Implementation extends Named {
    /**
     * Serves one whole dinner: starts every philosopher, releases them together, stops by the spec's rule, validates
     * the meal counts and returns only when no philosopher thread is left.
     *
     * @throws DinnerFailedException
     *             if the dinner could not be served or its result is not valid
     */
    DinnerResult serve(DinnerSpec spec);
}
