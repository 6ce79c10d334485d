package io.philosopherwars.core;

import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The fixed pool of platform threads that {@link ThreadKind#POOLED} philosophers run on as tasks: how production code
 * on platform threads usually runs work ({@code ThreadPoolExecutor} with a {@code LinkedBlockingQueue} or an
 * {@code ArrayBlockingQueue}). The pool is asked for as a size ({@code 8}) or a multiple of the cores ({@code 4x}); the
 * multiple is what names a row, so that rows of machines with different core counts compare.
 *
 * @param size
 *            how it was asked for: {@code 1x} (the default, one thread per core), {@code 4x}, {@code 64x}, or a number
 *            of threads
 * @param threads
 *            the pool's threads on this machine, at least 1
 * @param queue
 *            the queue its tasks wait in
 */
public record Pool(String size, int threads, Queue queue) {
    /** One thread per core and an unbounded linked queue: {@code Executors.newFixedThreadPool(cores)}. */
    public static final Pool DEFAULT = of("1x", Queue.LINKED);

    /** The queue of a pool's waiting tasks. */
    public enum Queue implements Named {
        /** {@code LinkedBlockingQueue}, unbounded: {@code Executors.newFixedThreadPool}'s. */
        LINKED("linked"),
        /** {@code ArrayBlockingQueue}, sized to hold every task of the dinner: no submission is refused. */
        ARRAY("array");

        private final String id;

        Queue(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }

        /** An empty queue that holds {@code tasks} without refusing one. */
        public BlockingQueue<Runnable> create(int tasks) {
            return switch (this) {
                case LINKED -> new LinkedBlockingQueue<>();
                case ARRAY -> new ArrayBlockingQueue<>(Math.max(1, tasks));
            };
        }
    }

    public Pool {
        if (threads < 1) {
            throw new IllegalArgumentException("a pool needs at least 1 thread, got " + threads + " (" + size + ")");
        }
        if (queue == null) {
            throw new IllegalArgumentException("a pool needs a queue");
        }
    }

    /**
     * A pool of {@code size} threads ({@code 8}) or {@code size} times the cores ({@code 4x}); an error names what is
     * wrong with anything else.
     */
    public static Pool of(String size, Queue queue) {
        String s = size.strip().toLowerCase(Locale.ROOT);
        boolean perCore = s.endsWith("x");
        long count;
        try {
            count = Long.parseLong(perCore ? s.substring(0, s.length() - 1) : s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "pool size '" + size + "' is neither a thread count (8) nor a multiple of the cores (4x)");
        }
        if (count < 1) {
            throw new IllegalArgumentException("pool size must be positive, got '" + size + "'");
        }
        long threads = perCore ? count * Runtime.getRuntime().availableProcessors() : count;
        if (threads > 1_000_000) {
            throw new IllegalArgumentException("pool size '" + size + "' is " + threads
                    + " threads; a pool is at most 1,000,000 (use virtual threads for more)");
        }
        return new Pool(s, (int) threads, queue);
    }

    /** {@code 4x-linked}: how labels, tables and result rows name the pool (no space: labels are split on spaces). */
    public String id() {
        return id(size, queue.id());
    }

    /** The id of the pool asked for as {@code size} with queue {@code queue}, as {@link #id()} writes it. */
    public static String id(String size, String queue) {
        return size + "-" + queue;
    }

    /** The size part of an {@link #id()}: {@code 4x} of {@code 4x-linked}. */
    public static String size(String id) {
        return id.substring(0, id.lastIndexOf('-'));
    }

    /** The queue part of an {@link #id()}: {@code linked} of {@code 4x-linked}. */
    public static String queue(String id) {
        return id.substring(id.lastIndexOf('-') + 1);
    }
}
