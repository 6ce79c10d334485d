package io.philosopherwars.core;

import java.util.concurrent.ForkJoinPool;

/**
 * Waits that tell a {@link ForkJoinPool} they block. A dinner may be served from a pool task (a
 * {@code CompletableFuture.supplyAsync} on the common pool, whose parallelism is 1 on 2 cores); its owner then waits
 * for the whole dinner. Unannounced, that wait takes the pool's only worker, and any workload that completes work
 * through the common pool (the JDK's {@code HttpClient} does) starves: requests, their timeouts and their cancellation
 * all hang. Announced, the pool starts a spare worker for the duration.
 */
public final class Blocking {
    /** A wait that may throw; {@link #await} runs it as a {@link ForkJoinPool.ManagedBlocker}. */
    @FunctionalInterface
    public interface Wait<T, X extends Exception> {
        T get() throws X, InterruptedException;
    }

    private Blocking() {
    }

    public static <T, X extends Exception> T await(Wait<T, X> wait) throws X, InterruptedException {
        Blocker<T, X> blocker = new Blocker<>(wait);
        ForkJoinPool.managedBlock(blocker);
        if (blocker.failure != null) {
            @SuppressWarnings("unchecked")
            X failure = (X) blocker.failure;
            throw failure;
        }
        return blocker.value;
    }

    private static final class Blocker<T, X extends Exception> implements ForkJoinPool.ManagedBlocker {
        private final Wait<T, X> wait;
        private boolean done;
        private T value;
        private Exception failure;

        Blocker(Wait<T, X> wait) {
            this.wait = wait;
        }

        @Override
        public boolean block() throws InterruptedException {
            try {
                value = wait.get();
            } catch (InterruptedException e) {
                throw e;
            } catch (Exception e) {
                failure = e;
            }
            done = true;
            return true;
        }

        @Override
        public boolean isReleasable() {
            return done;
        }
    }
}
