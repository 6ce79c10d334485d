package io.philosopherwars.core.workload;

import java.time.Duration;
import java.util.Objects;

/** Spins on {@link System#nanoTime()} while holding both chopsticks: the thread keeps its core (or carrier). */
public record ActiveWait(Duration duration) implements Workload {
    public ActiveWait {
        Objects.requireNonNull(duration, "active wait duration must not be null");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("active wait duration must be positive, got " + duration);
        }
    }

    @Override
    public Kitchen open(int philosophers) {
        long nanos = duration.toNanos();
        return Workload.sharedMeal(() -> {
            long end = System.nanoTime() + nanos;
            while (System.nanoTime() - end < 0) {
                Thread.onSpinWait();
            }
        });
    }

    @Override
    public String label() {
        return "activeWait " + MealSize.format(duration);
    }
}
