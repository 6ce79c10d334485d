package io.philosopherwars.core.workload;

import java.io.IOException;
import java.util.Objects;

/**
 * {@link YourMeal} as a workload: opened per kitchen, eaten by seat, closed with the kitchen. A meal's checked
 * exception that is not an I/O one or an interrupt is wrapped, so that the dinner fails with it as its cause.
 */
public record Plugged(YourMeal meal) implements Workload {
    public Plugged {
        Objects.requireNonNull(meal, "meal must not be null");
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        try {
            meal.open(philosophers);
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("meal " + meal.name() + " could not open: " + e, e);
        }
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                int index = seat.index();
                return () -> {
                    try {
                        meal.eat(index);
                    } catch (IOException | InterruptedException | RuntimeException e) {
                        throw e;
                    } catch (Exception e) {
                        throw new IOException("meal " + meal.name() + " failed: " + e, e);
                    }
                };
            }

            @Override
            public void close() throws IOException {
                try {
                    meal.close();
                } catch (IOException | RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IOException("meal " + meal.name() + " could not close: " + e, e);
                }
            }
        };
    }

    @Override
    public String label() {
        return meal.name();
    }
}
