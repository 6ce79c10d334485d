package io.philosopherwars.core.locks;

import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;

/**
 * Chopsticks as object monitors. Before JEP 491 (JDK 24) a virtual thread that blocked inside {@code synchronized}
 * pinned its carrier; on JDK 25 it unmounts. Waiting for a monitor cannot be interrupted.
 */
final class MonitorChopsticks extends Chopsticks {
    private final Object[] monitors;

    MonitorChopsticks(int count) {
        super(count);
        monitors = new Object[count];
        for (int i = 0; i < count; i++) {
            monitors[i] = new Object();
        }
    }

    @Override
    void eat(int seat, Meal meal) throws IOException, InterruptedException {
        synchronized (monitors[first(seat)]) {
            synchronized (monitors[second(seat)]) {
                meal.eat();
            }
        }
    }

    @Override
    boolean holdsBoth(int seat) {
        return Thread.holdsLock(monitors[first(seat)]) && Thread.holdsLock(monitors[second(seat)]);
    }
}
