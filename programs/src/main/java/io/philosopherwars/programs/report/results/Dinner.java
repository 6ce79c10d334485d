package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;

/**
 * One side of a comparison: an implementation on a thread kind ({@code reentrantLock/virtual}); the workload and the
 * stop rule come from the claim that compares.
 */
public record Dinner(Implementation implementation, ThreadKind threads) {
    public static Dinner virtual(Implementation implementation) {
        return new Dinner(implementation, ThreadKind.VIRTUAL);
    }

    public static Dinner platform(Implementation implementation) {
        return new Dinner(implementation, ThreadKind.PLATFORM);
    }

    public String id() {
        return implementation.id() + "/" + threads.id();
    }
}
