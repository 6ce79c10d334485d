package io.philosopherwars.core.workload;

import io.philosopherwars.core.DinnerSpec;
import java.io.IOException;

/**
 * What a philosopher does while it holds both chopsticks. A workload is a value (part of the {@link DinnerSpec}); the
 * resources it needs for one dinner (a file, an HTTP client) live in the {@link Kitchen} it opens.
 * <p>
 * Adding a workload is one new record here plus one {@link WorkloadKind} constant.
 */
public sealed interface Workload permits Noop, Sleep, ActiveWait, FileRead, HttpGet, Audited, MealClock, Scripted {

    /** Opens what this workload needs for one dinner; the engine closes it when the dinner ends. */
    Kitchen open(DinnerSpec spec) throws IOException;

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

    /** Where a philosopher sits; lets a checking workload ask whether the table's rules hold while it eats. */
    interface Seat {
        int index();

        int philosophers();

        /** Whether the current thread holds both chopsticks of this seat (or the implementation's equivalent). */
        boolean holdsBothChopsticks();

        default int left() {
            return (index() + philosophers() - 1) % philosophers();
        }

        default int right() {
            return (index() + 1) % philosophers();
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
