package io.philosopherwars.core.workload;

import java.io.IOException;
import java.util.Objects;

/**
 * A workload given as code, for tests and experiments: a meal that fails, hangs or counts, or a whole kitchen that
 * fails to serve a seat or to close. Benchmarks use the named workloads of {@link WorkloadKind}.
 */
public record Scripted(String label, KitchenScript kitchen) implements Workload {
    /** Opens the kitchen of one dinner. */
    @FunctionalInterface
    public interface KitchenScript {
        Kitchen open(int philosophers) throws IOException;
    }

    public Scripted {
        Objects.requireNonNull(label, "label must not be null");
        Objects.requireNonNull(kitchen, "kitchen must not be null");
    }

    /** The same meal for every philosopher, from a kitchen with nothing to open or close. */
    public Scripted(String label, Meal meal) {
        this(label, sharedKitchen(Objects.requireNonNull(meal, "meal must not be null")));
    }

    private static KitchenScript sharedKitchen(Meal meal) {
        return philosophers -> Workload.sharedMeal(meal);
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        return kitchen.open(philosophers);
    }
}
