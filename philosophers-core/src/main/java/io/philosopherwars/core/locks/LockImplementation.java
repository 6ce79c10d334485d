package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.function.IntFunction;

/** Philosophers on threads, with chopsticks that are locks. */
public enum LockImplementation implements Implementation {
    REENTRANT_LOCK("reentrantLock", perPhilosopher(n -> new LockChopsticks(n, false))),
    /** A fair lock hands a released chopstick to the longest waiter: slower, but no philosopher starves. */
    FAIR_REENTRANT_LOCK("fairReentrantLock", perPhilosopher(n -> new LockChopsticks(n, true))),
    SYNCHRONIZED("synchronized", perPhilosopher(MonitorChopsticks::new)),
    /**
     * {@code vertxPerLoop}'s design on plain threads: one thread per block of seats (as many blocks as vert.x has event
     * loops), plain chopsticks inside a block, a {@code ReentrantLock} at each edge.
     */
    PARTITIONED_LOCK("partitionedLock",
            (spec, threads) -> new PartitionedDinner(spec, PartitionedDinner.DEFAULT_BLOCKS, threads));

    /** How a design builds one dinner on threads from the caller's factory. */
    @FunctionalInterface
    private interface Design {
        ThreadedDinner dinner(DinnerSpec spec, ThreadFactory threads);
    }

    private final String id;
    private final Design design;

    LockImplementation(String id, Design design) {
        this.id = id;
        this.design = design;
    }

    private static Design perPhilosopher(IntFunction<Chopsticks> chopsticks) {
        return (spec, threads) -> {
            if (spec.threads() == ThreadKind.PLATFORM) {
                // Before anything is allocated or started: such a dinner cannot run here.
                PlatformThreadCeiling.check(spec);
            }
            return new ThreadPerPhilosopher(spec, chopsticks.apply(spec.philosophers()), threads);
        };
    }

    /**
     * The partitioned dinner with {@code blocks} blocks instead of vert.x's event-loop count: the design's parameter,
     * for tests and experiments (its id is {@code partitionedLock}, whatever the count).
     */
    public static Implementation partitioned(int blocks) {
        if (blocks < 1) {
            throw new IllegalArgumentException("a partitioned dinner needs at least 1 block, got " + blocks);
        }
        return new Implementation() {
            @Override
            public String id() {
                return PARTITIONED_LOCK.id;
            }

            @Override
            public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
                return new PartitionedDinner(spec, blocks, spec.threads().factory("philosopher-")).serve(kitchen);
            }

            @Override
            public boolean supports(ThreadKind threads) {
                return true;
            }

            @Override
            public String toString() {
                return id() + "(" + blocks + " blocks)";
            }
        };
    }

    /** The classic designs, one thread per philosopher: what the talk's lock rows and claims are about. */
    public static List<LockImplementation> perPhilosopher() {
        return List.of(REENTRANT_LOCK, FAIR_REENTRANT_LOCK, SYNCHRONIZED);
    }

    /** The blocks {@link #PARTITIONED_LOCK} partitions its table into on this machine: vert.x's event-loop count. */
    public static int defaultBlocks() {
        return PartitionedDinner.DEFAULT_BLOCKS;
    }

    @Override
    public String id() {
        return id;
    }

    /** Every thread kind, the pool included. */
    @Override
    public boolean supports(ThreadKind threads) {
        return true;
    }

    @Override
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
        return serve(spec, kitchen, spec.threads().factory("philosopher-"));
    }

    /**
     * Serves the dinner on threads from the caller's factory instead of the spec's thread kind: how a test makes thread
     * start-up fail (an OS thread limit) without reaching a real limit.
     */
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen, ThreadFactory threads) {
        return design.dinner(spec, threads).serve(kitchen);
    }

    /** Registers these implementations with {@link Implementations}. */
    public static final class Provider implements Implementations.Provider {
        @Override
        public List<? extends Implementation> implementations() {
            return List.of(values());
        }
    }
}
