package io.philosopherwars.core;

/**
 * The round table's one rule, shared by every implementation: philosopher {@code i} sits between chopsticks {@code i}
 * and {@code (i + 1) % n} and always takes the lower-numbered one first. That breaks the circular wait (the last
 * philosopher reaches for chopstick 0 first, like its right neighbour), so the ring cannot deadlock.
 */
public final class Ring {
    private Ring() {
    }

    /** The chopstick philosopher {@code seat} takes first. */
    public static int first(int seat, int philosophers) {
        return Math.min(seat, (seat + 1) % philosophers);
    }

    /** The chopstick philosopher {@code seat} takes second. */
    public static int second(int seat, int philosophers) {
        return Math.max(seat, (seat + 1) % philosophers);
    }
}
