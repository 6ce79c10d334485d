package io.philosopherwars.tests;

import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** Scripted meals that make a race deterministic. */
final class Meals {
    private Meals() {
    }

    /** What a cancelled meal does on its way out; it ends by throwing. */
    @FunctionalInterface
    interface OnCancel {
        void leave(InterruptedException cancelled) throws IOException, InterruptedException;
    }

    /** A meal that lasts until the dinner cancels it (10 s at most), then leaves the way {@code onCancel} says. */
    static Meal untilCancelled(OnCancel onCancel) {
        return () -> {
            try {
                Thread.sleep(Duration.ofSeconds(10));
            } catch (InterruptedException cancelled) {
                onCancel.leave(cancelled);
            }
        };
    }

    /**
     * A first-full dinner of one meal each, whose winner is certain to leave somebody mid-meal: the first meal served
     * ends only once another philosopher has begun its own (at most 5 s), and every other meal is {@code others}. Use
     * it on a table of 100 or so: waiting neighbours can block a chain of seats next to the winner, never the far side.
     */
    static Scripted winnerLeavesSomebodyMidMeal(String label, Meal others) {
        CountDownLatch anotherIsEating = new CountDownLatch(1);
        AtomicBoolean winnerServed = new AtomicBoolean();
        return new Scripted(label, () -> {
            if (winnerServed.compareAndSet(false, true)) {
                anotherIsEating.await(5, TimeUnit.SECONDS);
                return;
            }
            anotherIsEating.countDown();
            others.eat();
        });
    }
}
