package io.philosopherwars.core.workload;

import io.philosopherwars.core.DinnerSpec;
import java.util.Objects;

/**
 * A meal given as code, for tests and experiments (a meal that fails, hangs or counts). Benchmarks use the named
 * workloads of {@link WorkloadKind}.
 */
public record Scripted(String label, Meal meal) implements Workload {
    public Scripted {
        Objects.requireNonNull(label, "label must not be null");
        Objects.requireNonNull(meal, "meal must not be null");
    }

    @Override
    public Kitchen open(DinnerSpec spec) {
        return Workload.sharedMeal(meal);
    }
}
