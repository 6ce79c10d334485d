package io.philosopherwars.core.workload;

import java.io.IOException;
import java.util.Objects;

/**
 * What a philosopher does while it holds both chopsticks. A workload is a value (part of a dinner's spec); the
 * resources it needs for one dinner (a file, an HTTP client) live in the {@link Kitchen} it opens.
 * <p>
 * Adding a workload is one new record here plus one {@link WorkloadKind} constant.
 */
public sealed interface Workload
        permits Noop, Sleep, ActiveWait, FileRead, HttpGet, Audited, MealClock, Scripted, Plugged {

    /**
     * Opens what this workload needs for one dinner of {@code philosophers} seats (all it reads of the dinner); the
     * engine closes it when the dinner ends.
     */
    Kitchen open(int philosophers) throws IOException;

    /** A short name with its size, as shown in tables: {@code sleep 16us}. */
    String label();

    /** The resources of one dinner; serves one {@link Meal} per philosopher. */
    interface Kitchen extends AutoCloseable {
        /** The meal of one philosopher, made once when it sits down (setup phase), eaten many times. */
        Meal plate(Seat seat);

        @Override
        void close() throws IOException;
    }

    /** One philosopher's meal. {@link #eat()} is the hot path: it must not allocate for a noop meal. */
    @FunctionalInterface
    interface Meal {
        void eat() throws IOException, InterruptedException;
    }

    /**
     * Where a philosopher sits; lets a checking workload ask whether the table's rules hold while it eats. Every
     * implementation hands out this one type: what differs is only how it answers {@link #holdsBothChopsticks()}.
     *
     * @param index
     *            the seat's number, from 0
     * @param philosophers
     *            seats at the table
     * @param holding
     *            the implementation's answer to "does the current thread hold both chopsticks of this seat"
     */
    record Seat(int index, int philosophers, Holding holding) {
        /** How an implementation tells whether the current thread holds both chopsticks of a seat. */
        @FunctionalInterface
        public interface Holding {
            boolean holdsBoth(int seat);
        }

        public Seat {
            if (index < 0 || index >= philosophers) {
                throw new IllegalArgumentException("seat " + index + " is not at a table of " + philosophers);
            }
            Objects.requireNonNull(holding, "holding must not be null");
        }

        /** Whether the current thread holds both chopsticks of this seat (or the implementation's equivalent). */
        public boolean holdsBothChopsticks() {
            return holding.holdsBoth(index);
        }

        public int left() {
            return (index + philosophers - 1) % philosophers;
        }

        public int right() {
            return (index + 1) % philosophers;
        }
    }

    /** A kitchen with nothing to open or close, serving the same meal to everyone. */
    static Kitchen sharedMeal(Meal meal) {
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                return meal;
            }

            @Override
            public void close() {
            }
        };
    }
}
