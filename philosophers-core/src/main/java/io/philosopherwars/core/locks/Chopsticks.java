package io.philosopherwars.core.locks;

import io.philosopherwars.core.Ring;

import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;

/** A ring of chopsticks taken in the order {@link Ring} prescribes. */
abstract sealed class Chopsticks permits LockChopsticks, MonitorChopsticks {
    final int count;

    Chopsticks(int count) {
        this.count = count;
    }

    final int first(int seat) {
        return Ring.first(seat, count);
    }

    final int second(int seat) {
        return Ring.second(seat, count);
    }

    /** Takes both chopsticks of {@code seat} in order, eats, and puts them back. */
    abstract void eat(int seat, Meal meal) throws IOException, InterruptedException;

    /** Whether the current thread holds both chopsticks of {@code seat}. */
    abstract boolean holdsBoth(int seat);
}
