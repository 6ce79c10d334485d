package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.util.concurrent.ThreadFactory;

/** The classic dinner: one thread per philosopher, taking its two chopsticks (locks) in the ring's order per meal. */
final class ThreadPerPhilosopher extends ThreadedDinner {
    private final Chopsticks chopsticks;

    ThreadPerPhilosopher(DinnerSpec spec, Chopsticks chopsticks, ThreadFactory threads) {
        super(spec, threads);
        this.chopsticks = chopsticks;
    }

    @Override
    int threads() {
        return spec.philosophers();
    }

    @Override
    String unit() {
        return "philosopher";
    }

    /** One philosopher's shift, whose meal count the ledger reads as it is (no object more per seat). */
    private interface OneSeat extends Shift, io.philosopherwars.core.Ledger.Eater {
    }

    @Override
    Shift shift(int seat, Kitchen kitchen) {
        Meal meal = plate(kitchen, new Seat(seat, spec.philosophers(), chopsticks::holdsBoth));
        return new OneSeat() {
            private int eaten;

            @Override
            public int eaten() {
                return eaten;
            }

            @Override
            public void sitDown() {
                ledger.seated(seat, this);
            }

            @Override
            public int dine() throws Exception {
                try {
                    int meals = spec.meals();
                    Thread self = Thread.currentThread();
                    while (eaten < meals) {
                        if (ledger.over() || self.isInterrupted()) {
                            // The stop rule is met (somebody else is full), the dinner failed, or the scope cancelled
                            // it. The ledger is asked first: the scope's interrupts reach N philosophers one by one
                            // (from a thread that competes with them for the CPU), and a philosopher that ate on until
                            // its interrupt came would eat inside the leaving phase (measured: docs/design.md, "What a
                            // dinner reports").
                            return StopRule.LEFT;
                        }
                        try {
                            chopsticks.eat(seat, meal);
                        } catch (InterruptedException e) {
                            throw e;
                        } catch (Exception | Error e) {
                            throw mealFailed(seat, e);
                        }
                        eaten++;
                    }
                    ledger.full();
                    return seat;
                } finally {
                    ledger.left(seat, eaten);
                }
            }
        };
    }
}
