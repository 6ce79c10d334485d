package io.philosopherwars.core.locks;

import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;

/**
 * A ring of chopsticks: philosopher {@code i} sits between chopsticks {@code i} and {@code (i + 1) % n} and always
 * takes the lower-numbered one first. That breaks the circular wait (the last philosopher reaches for chopstick 0
 * first, like its right neighbour), so the ring cannot deadlock.
 */
abstract sealed class Chopsticks permits LockChopsticks, MonitorChopsticks {
    final int count;

    Chopsticks(int count) {
        this.count = count;
    }

    final int first(int seat) {
        return Math.min(seat, (seat + 1) % count);
    }

    final int second(int seat) {
        return Math.max(seat, (seat + 1) % count);
    }

    /** Takes both chopsticks of {@code seat} in order, eats, and puts them back. */
    abstract void eat(int seat, Meal meal) throws IOException, InterruptedException;

    /** Whether the current thread holds both chopsticks of {@code seat}. */
    abstract boolean holdsBoth(int seat);
}
