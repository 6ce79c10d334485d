package io.philosopherwars.core;

/**
 * The turn rule of a block of seats, shared by the two partitioned designs (the lock dinner's threads and vert.x's
 * event-loop segments): the philosophers ready for their next turn, in turn order. A philosopher is in it at most once,
 * so a ring as large as the block never overflows, and the per-turn path allocates nothing. Owned by its block's thread
 * (or event loop): not thread-safe, on purpose.
 *
 * @param <T>
 *            a philosopher of the block
 */
public final class RunQueue<T> {
    private final Object[] ring;
    private int head;
    private int count;

    /** A queue for a block of {@code seats} philosophers. */
    public RunQueue(int seats) {
        ring = new Object[seats];
    }

    /** At the back: its next turn comes after everybody ready now. */
    public void add(T philosopher) {
        if (count == ring.length) {
            throw new IllegalStateException(
                    "a run queue of " + ring.length + " seats is full: a philosopher is in" + " it twice");
        }
        ring[(head + count) % ring.length] = philosopher;
        count++;
    }

    /** At the front: it resumes before anybody else (a turn that gave its thread back half-way). */
    public void addFirst(T philosopher) {
        if (count == ring.length) {
            throw new IllegalStateException(
                    "a run queue of " + ring.length + " seats is full: a philosopher is in" + " it twice");
        }
        head = (head + ring.length - 1) % ring.length;
        ring[head] = philosopher;
        count++;
    }

    /** The philosopher whose turn it is, taken out; the queue must not be empty. */
    @SuppressWarnings("unchecked")
    public T poll() {
        T next = (T) ring[head];
        ring[head] = null;
        head = (head + 1) % ring.length;
        count--;
        return next;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Philosophers ready now. */
    public int size() {
        return count;
    }
}
