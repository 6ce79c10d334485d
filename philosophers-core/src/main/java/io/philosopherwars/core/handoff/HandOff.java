package io.philosopherwars.core.handoff;

import io.philosopherwars.core.Named;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * How one thread hands the token to the next in a {@link TokenRing}: each constant is a factory of stations (the place
 * a thread waits for the token). Both block the receiver until the token arrives, so every hand-off wakes a thread that
 * was descheduled: on platform threads a kernel context switch (or a futex wake on another core), on virtual threads an
 * unpark onto a carrier.
 */
public enum HandOff implements Named {
    /** The token in a volatile slot, the receiver woken by {@link LockSupport#unpark}: the bare mechanism. */
    PARK("park") {
        @Override
        Station station() {
            return new Parked();
        }
    },
    /** A {@link SynchronousQueue} per station: the hand-off of {@code java.util.concurrent}, with its own spinning. */
    QUEUE("queue") {
        @Override
        Station station() {
            return new Queued();
        }
    };

    private final String id;

    HandOff(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    public static HandOff byId(String id) {
        return Named.byId("hand-off", values(), id);
    }

    abstract Station station();

    /** A deadline that never comes: a ring thread waits for the token for as long as the ring lives. */
    static final long FOREVER = Long.MAX_VALUE;

    /** Nanoseconds left until {@code deadline}; {@link #FOREVER} stays forever (no overflow). */
    static long left(long deadline) {
        return deadline == FOREVER ? FOREVER : deadline - System.nanoTime();
    }

    /** Where one thread waits for the token; given by anyone, taken only by its owner. */
    interface Station {
        /** Called once by the thread that will take from this station, before any token is given. */
        void own(Thread owner);

        /** Hands the token over; false if nobody took it before the deadline ({@link System#nanoTime}). */
        boolean give(Token token, long deadline) throws InterruptedException;

        /** The token, or null if none came before the deadline ({@link System#nanoTime}). */
        Token take(long deadline) throws InterruptedException;
    }

    /** The one token of a pass: how many hand-offs are left. Mutable, so that a pass allocates nothing per hop. */
    static final class Token {
        int remaining;

        Token(int remaining) {
            this.remaining = remaining;
        }
    }

    private static final class Parked implements Station {
        private volatile Thread owner;
        private volatile Token slot;

        @Override
        public void own(Thread owner) {
            this.owner = owner;
        }

        @Override
        public boolean give(Token token, long deadline) {
            slot = token;
            LockSupport.unpark(owner);
            return true;
        }

        @Override
        public Token take(long deadline) throws InterruptedException {
            Token token;
            // park() may return spuriously, or for an unpark meant for an earlier token: the slot decides.
            while ((token = slot) == null) {
                long left = left(deadline);
                if (left <= 0) {
                    return null;
                }
                LockSupport.parkNanos(this, left);
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
            slot = null;
            return token;
        }
    }

    private static final class Queued implements Station {
        private final SynchronousQueue<Token> queue = new SynchronousQueue<>();

        @Override
        public void own(Thread owner) {
            // Anybody may take from a queue; nothing to remember.
        }

        @Override
        public boolean give(Token token, long deadline) throws InterruptedException {
            return queue.offer(token, Math.max(0, left(deadline)), TimeUnit.NANOSECONDS);
        }

        @Override
        public Token take(long deadline) throws InterruptedException {
            return queue.poll(Math.max(0, left(deadline)), TimeUnit.NANOSECONDS);
        }
    }
}
