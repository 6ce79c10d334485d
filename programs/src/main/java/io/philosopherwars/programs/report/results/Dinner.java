package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.ThreadKind;

/**
 * One side of a comparison: an implementation on a thread kind ({@code reentrantLock/virtual}), and for the pooled kind
 * its pool ({@code reentrantLock/pooled(4x-linked)}); the workload and the stop rule come from the claim that compares.
 *
 * @param pool
 *            the pool's {@link Pool#id()} on the pooled kind, empty on the others
 */
public record Dinner(Implementation implementation, ThreadKind threads, String pool) {
    public Dinner {
        if ((threads == ThreadKind.POOLED) == pool.isEmpty()) {
            throw new IllegalArgumentException(
                    "a pool is named on the pooled kind only, got " + threads.id() + " '" + pool + "'");
        }
    }

    /** The dinner on its own threads, or on the default pool (one thread per core, a linked queue). */
    public Dinner(Implementation implementation, ThreadKind threads) {
        this(implementation, threads, threads == ThreadKind.POOLED ? Pool.DEFAULT.id() : "");
    }

    public static Dinner virtual(Implementation implementation) {
        return new Dinner(implementation, ThreadKind.VIRTUAL);
    }

    public static Dinner platform(Implementation implementation) {
        return new Dinner(implementation, ThreadKind.PLATFORM);
    }

    /** As tasks on a pool: {@code size} ({@code 4x}) and {@code queue}. */
    public static Dinner pooled(Implementation implementation, String size, Pool.Queue queue) {
        return new Dinner(implementation, ThreadKind.POOLED, Pool.id(size, queue.id()));
    }

    public String id() {
        return implementation.id() + "/" + threads.label(pool);
    }
}
