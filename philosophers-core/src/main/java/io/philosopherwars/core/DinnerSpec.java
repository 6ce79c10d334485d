package io.philosopherwars.core;

import io.philosopherwars.core.workload.Workload;
import java.time.Duration;
import java.util.Objects;

/**
 * Everything that defines one dinner. The one input of tests, JMH and JLBH alike; an invalid spec cannot be built.
 *
 * @param implementation
 *            how the chopsticks are taken (ReentrantLock, synchronized, vert.x, ...)
 * @param threads
 *            the kind of thread the philosophers run on
 * @param workload
 *            what a philosopher does while it holds both chopsticks
 * @param philosophers
 *            seats at the round table, at least 2
 * @param meals
 *            meals a philosopher must eat to be full, at least 1
 * @param stopRule
 *            when the dinner ends
 * @param timeLimit
 *            the longest the whole dinner (setup, eating and leaving) may take before it fails
 * @param pool
 *            the pool the philosophers are tasks on when the thread kind is {@link ThreadKind#POOLED}; ignored (and
 *            {@link Pool#DEFAULT}) otherwise
 */
public record DinnerSpec(Implementation implementation, ThreadKind threads, Workload workload, int philosophers,
        int meals, StopRule stopRule, Duration timeLimit, Pool pool) {

    /** The talk's size: 1,000 philosophers, 10,000 meals. */
    public static final int DEFAULT_PHILOSOPHERS = 1_000;
    public static final int DEFAULT_MEALS = 10_000;
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofMinutes(5);

    public DinnerSpec {
        Objects.requireNonNull(implementation, "implementation must not be null");
        Objects.requireNonNull(threads, "thread kind must not be null");
        Objects.requireNonNull(workload, "workload must not be null");
        Objects.requireNonNull(stopRule, "stop rule must not be null");
        checkSizes(philosophers, meals, timeLimit);
        Objects.requireNonNull(pool, "pool must not be null");
        if (threads != ThreadKind.POOLED) {
            // One spec per dinner: a pool that is not used does not make two specs of the same dinner differ.
            pool = Pool.DEFAULT;
        }
    }

    /** A dinner on threads of its own, or on the default pool: one thread per core, a linked queue. */
    public DinnerSpec(Implementation implementation, ThreadKind threads, Workload workload, int philosophers, int meals,
            StopRule stopRule, Duration timeLimit) {
        this(implementation, threads, workload, philosophers, meals, stopRule, timeLimit, Pool.DEFAULT);
    }

    /**
     * The checks on a dinner's sizes alone, for a caller that validates its input before it knows the implementation (a
     * benchmark's trial set-up).
     */
    public static void checkSizes(int philosophers, int meals, Duration timeLimit) {
        Objects.requireNonNull(timeLimit, "time limit must not be null");
        if (philosophers < 2) {
            throw new IllegalArgumentException(
                    "a dinner needs at least 2 philosophers (2 chopsticks), got " + philosophers);
        }
        if (meals < 1) {
            throw new IllegalArgumentException("meals must be positive, got " + meals);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("time limit must be positive, got " + timeLimit);
        }
    }

    /** The talk's dinner: 1,000 philosophers, 10,000 meals, first full. */
    public static DinnerSpec of(Implementation implementation, ThreadKind threads, Workload workload) {
        return new DinnerSpec(implementation, threads, workload, DEFAULT_PHILOSOPHERS, DEFAULT_MEALS,
                StopRule.FIRST_FULL, DEFAULT_TIME_LIMIT);
    }

    public DinnerSpec withPhilosophers(int count) {
        return new DinnerSpec(implementation, threads, workload, count, meals, stopRule, timeLimit, pool);
    }

    public DinnerSpec withMeals(int count) {
        return new DinnerSpec(implementation, threads, workload, philosophers, count, stopRule, timeLimit, pool);
    }

    public DinnerSpec withStopRule(StopRule rule) {
        return new DinnerSpec(implementation, threads, workload, philosophers, meals, rule, timeLimit, pool);
    }

    public DinnerSpec withWorkload(Workload other) {
        return new DinnerSpec(implementation, threads, other, philosophers, meals, stopRule, timeLimit, pool);
    }

    public DinnerSpec withTimeLimit(Duration limit) {
        return new DinnerSpec(implementation, threads, workload, philosophers, meals, stopRule, limit, pool);
    }

    /** The same dinner as tasks on {@code other}: the thread kind becomes {@link ThreadKind#POOLED}. */
    public DinnerSpec withPool(Pool other) {
        return new DinnerSpec(implementation, ThreadKind.POOLED, workload, philosophers, meals, stopRule, timeLimit,
                other);
    }

    /** Serves this dinner with its implementation. */
    public DinnerResult serve() {
        return implementation.serve(this);
    }

    /**
     * A short label that names the dinner in messages: {@code reentrantLock/virtual/noop 1000x10000 firstFull}; a
     * pooled dinner names its pool: {@code reentrantLock/pooled(4x-linked)/noop ...}.
     */
    public String label() {
        return implementation.id() + "/" + threadsLabel() + "/" + workload.label() + " " + philosophers + "x" + meals
                + " " + stopRule.id();
    }

    /** {@code virtual}, or {@code pooled(4x-linked)}. */
    public String threadsLabel() {
        return threads.label(threads == ThreadKind.POOLED ? pool.id() : "");
    }
}
