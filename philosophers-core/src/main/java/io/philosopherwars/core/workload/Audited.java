package io.philosopherwars.core.workload;

import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * Runs another workload and checks the table's rules on every meal: the eater holds both its chopsticks and neither
 * neighbour is eating. A violation fails the dinner at once; {@link Audit} keeps what was seen for the caller.
 * Correctness is checked, not assumed; the checks cost atomics, so benchmarks use the plain workload.
 */
public record Audited(Workload inner, Audit audit) implements Workload {
    public Audited {
        Objects.requireNonNull(inner, "audited workload must not be null");
        Objects.requireNonNull(audit, "audit must not be null");
    }

    public Audited(Workload inner) {
        this(inner, new Audit());
    }

    /** What an audited dinner saw: meals served and rule violations. */
    public static final class Audit {
        private final LongAdder meals = new LongAdder();
        private final LongAdder violations = new LongAdder();

        public long meals() {
            return meals.sum();
        }

        public long violations() {
            return violations.sum();
        }
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        Kitchen kitchen = inner.open(philosophers);
        AtomicIntegerArray eating = new AtomicIntegerArray(philosophers);
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                Meal meal = kitchen.plate(seat);
                int me = seat.index();
                int left = seat.left();
                int right = seat.right();
                return () -> {
                    if (!seat.holdsBothChopsticks()) {
                        throw violation("philosopher " + me + " is eating without holding both its chopsticks");
                    }
                    eating.set(me, 1);
                    try {
                        if (eating.get(left) != 0 || eating.get(right) != 0) {
                            throw violation("philosopher " + me + " is eating together with a neighbour ("
                                    + (eating.get(left) != 0 ? left : right) + ")");
                        }
                        meal.eat();
                        audit.meals.increment();
                    } finally {
                        eating.set(me, 0);
                    }
                };
            }

            @Override
            public void close() throws IOException {
                kitchen.close();
            }
        };
    }

    private IllegalStateException violation(String what) {
        audit.violations.increment();
        return new IllegalStateException(what);
    }

    @Override
    public String label() {
        return "audited " + inner.label();
    }
}
