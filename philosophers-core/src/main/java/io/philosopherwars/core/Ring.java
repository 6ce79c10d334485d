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

    /**
     * The first seat of block {@code block} when the table's {@code philosophers} seats are split into {@code blocks}
     * contiguous blocks whose sizes differ by at most one (the partitioned designs); block {@code blocks} starts past
     * the last seat. In {@code long}, so a million seats times a thousand blocks does not overflow.
     */
    public static int blockStart(int block, int blocks, int philosophers) {
        return (int) ((long) block * philosophers / blocks);
    }
}
