package io.philosopherwars.core.workload;

import java.io.IOException;
import java.util.Objects;

/**
 * Runs another workload and clocks every meal: how long it really lasted (a 16 us sleep or spin is not 16 us on a busy
 * machine: timer slack, scheduling), and, for every meal but a philosopher's first, how long the philosopher waited
 * since its previous meal ended: putting both chopsticks down and getting both back (these dinners have no thinking
 * time), the gap where contention, unfairness and starvation show. The first meal has no previous one: its start is
 * reported on its own ({@link Recorder#firstMeal}), so that a recorder can count its wait from the dinner's release,
 * the wait where a pool's queue shows (a queued philosopher eats all its meals in a row once it runs).
 * <p>
 * The cost is two {@link System#nanoTime()} calls and two {@link Recorder} calls per meal; the recorder must accept
 * calls from many philosopher threads at once. Opt-in (JLBH's {@code --meal-clock}); benchmarks use the plain workload.
 */
public record MealClock(Workload inner, Recorder recorder) implements Workload {
    /** Receives the clock's readings; called concurrently by every philosopher, once or twice per meal. */
    public interface Recorder {
        /** The wait before a meal (not called for a philosopher's first meal). */
        void waited(int seat, long nanos);

        /** The length of a meal. */
        void ate(int seat, long nanos);

        /** The {@link System#nanoTime()} at which a philosopher's first meal started. */
        default void firstMeal(int seat, long startedAt) {
        }
    }

    public MealClock {
        Objects.requireNonNull(inner, "clocked workload must not be null");
        Objects.requireNonNull(recorder, "meal clock recorder must not be null");
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        Kitchen kitchen = inner.open(philosophers);
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                return new Clocked(kitchen.plate(seat), seat.index(), recorder);
            }

            @Override
            public void close() throws IOException {
                kitchen.close();
            }
        };
    }

    @Override
    public String label() {
        return inner.label();
    }

    /**
     * One seat's clock. A seat's meals never overlap and follow each other through its chopsticks' hand-over (a lock, a
     * monitor or an event-loop message), which orders the plain fields' writes and reads.
     */
    private static final class Clocked implements Meal {
        private final Meal meal;
        private final int seat;
        private final Recorder recorder;
        private long previousMealEnded;
        private boolean ateBefore;

        Clocked(Meal meal, int seat, Recorder recorder) {
            this.meal = meal;
            this.seat = seat;
            this.recorder = recorder;
        }

        @Override
        public void eat() throws IOException, InterruptedException {
            long started = System.nanoTime();
            if (ateBefore) {
                recorder.waited(seat, started - previousMealEnded);
            } else {
                recorder.firstMeal(seat, started);
            }
            meal.eat();
            previousMealEnded = System.nanoTime();
            ateBefore = true;
            recorder.ate(seat, previousMealEnded - started);
        }
    }
}
