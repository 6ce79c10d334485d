package io.philosopherwars.core.workload;

import java.time.Duration;
import java.util.Objects;

/** Sleeps while holding both chopsticks: a virtual thread unmounts, a platform thread parks in the OS. */
public record Sleep(Duration duration) implements Workload {
    public Sleep {
        Objects.requireNonNull(duration, "sleep duration must not be null");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("sleep duration must be positive, got " + duration);
        }
    }

    @Override
    public Kitchen open(int philosophers) {
        return Workload.sharedMeal(() -> Thread.sleep(duration));
    }

    @Override
    public String label() {
        return "sleep " + MealSize.format(duration);
    }
}
