package io.philosopherwars.core.workload;

/** Eats nothing: what is measured is taking and releasing the chopsticks and handing the table over. */
public record Noop() implements Workload {
    private static final Meal NOTHING = () -> {
    };

    @Override
    public Kitchen open(int philosophers) {
        return Workload.sharedMeal(NOTHING);
    }

    @Override
    public String label() {
        return "noop";
    }
}
