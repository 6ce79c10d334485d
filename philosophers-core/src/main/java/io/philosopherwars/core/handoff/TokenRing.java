package io.philosopherwars.core.handoff;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.handoff.HandOff.Station;
import io.philosopherwars.core.handoff.HandOff.Token;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;

/**
 * A token passed around a ring of threads, the direct measure of a hand-off between threads (in the style of the loom
 * micro-benchmarks' {@code Ring}): every thread waits at its station, takes the token, and gives it to the next; a pass
 * of H hops is H hand-offs, each of which wakes a thread that was blocked. Starting the threads is not part of a pass
 * (they start in the constructor and wait), so a pass measures hand-offs and nothing else; a dinner's eating phase, by
 * contrast, mixes hand-offs with lock traffic, meals and scheduling.
 * <p>
 * Every wait is bounded: a pass that does not come back within its limit fails with a message, and {@link #close} stops
 * and joins every thread within a bound.
 */
public final class TokenRing implements AutoCloseable {
    private static final Duration CLOSE_LIMIT = Duration.ofSeconds(30);

    private final Station[] stations;
    private final Station caller;
    private final List<Thread> threads = new ArrayList<>();
    private final String label;

    /**
     * Starts {@code size} threads of {@code kind}, each waiting at its station.
     *
     * @throws IllegalArgumentException
     *             for fewer than two threads
     * @throws IllegalStateException
     *             if the threads cannot be started (every started one is stopped first)
     */
    public TokenRing(ThreadKind kind, HandOff handOff, int size) {
        if (kind == ThreadKind.POOLED) {
            // Every station waits for its token: on a pool smaller than the ring the token would wait for a station
            // that never runs.
            throw new IllegalArgumentException("a token ring needs a thread per station; it does not run on a pool");
        }
        if (size < 2) {
            throw new IllegalArgumentException("a ring needs at least 2 threads, got " + size);
        }
        this.label = handOff.id() + "/" + kind.id() + " ring of " + size;
        this.stations = new Station[size];
        for (int i = 0; i < size; i++) {
            stations[i] = handOff.station();
        }
        this.caller = handOff.station();
        ThreadFactory factory = kind.factory("ring-");
        try {
            for (int i = 0; i < size; i++) {
                int seat = i;
                Thread thread = factory.newThread(() -> circulate(seat));
                stations[i].own(thread);
                threads.add(thread);
                thread.start();
            }
        } catch (OutOfMemoryError | RuntimeException e) {
            close();
            throw new IllegalStateException(
                    label + ": could not start its threads (" + threads.size() + " started): " + e, e);
        }
    }

    private void circulate(int seat) {
        Station mine = stations[seat];
        Station next = stations[(seat + 1) % stations.length];
        try {
            while (true) {
                Token token = mine.take(HandOff.FOREVER);
                if (token.remaining == 0) {
                    caller.give(token, HandOff.FOREVER);
                } else {
                    token.remaining--;
                    next.give(token, HandOff.FOREVER);
                }
            }
        } catch (InterruptedException e) {
            // close(): leave, wherever the token is.
        }
    }

    /**
     * Passes a token {@code hops} hand-offs around the ring, starting at thread 0, and waits for it to come back.
     *
     * @return the hops made
     *
     * @throws IllegalStateException
     *             if the token did not come back within {@code limit} (the ring is then unusable: close it)
     */
    public int pass(int hops, Duration limit) {
        if (hops < 1) {
            throw new IllegalArgumentException("a pass needs at least 1 hop, got " + hops);
        }
        caller.own(Thread.currentThread());
        Token token = new Token(hops);
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            Token back = stations[0].give(token, deadline) ? caller.take(deadline) : null;
            if (back == null) {
                throw new IllegalStateException(label + ": the token did not come back within " + limit.toMillis()
                        + " ms (" + (hops - token.remaining) + " of " + hops + " hops made)");
            }
            return hops;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(label + ": interrupted while passing the token", e);
        }
    }

    /**
     * Interrupts every thread and joins it, within a bound. An interrupt is sticky, so a thread leaves wherever it is:
     * waiting for the token, or holding it in a pass that timed out (a token handed to a thread that has already left
     * would otherwise be waited for forever).
     */
    @Override
    public void close() {
        long deadline = System.nanoTime() + CLOSE_LIMIT.toNanos();
        threads.forEach(Thread::interrupt);
        long stuck = 0;
        for (Thread thread : threads) {
            try {
                if (!thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
                    stuck++;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(label + ": interrupted while joining its threads", e);
            }
        }
        if (stuck > 0) {
            throw new IllegalStateException(label + ": " + stuck + " threads did not leave within "
                    + CLOSE_LIMIT.toSeconds() + " s of being interrupted");
        }
    }

    /** Threads still alive: zero once closed. */
    public long alive() {
        return threads.stream().filter(Thread::isAlive).count();
    }

    public int size() {
        return stations.length;
    }
}
