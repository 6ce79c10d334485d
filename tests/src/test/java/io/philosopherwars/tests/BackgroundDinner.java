package io.philosopherwars.tests;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A dinner served on its own platform thread, for tests that act on it while it runs (stop its server, interrupt it).
 * Closing it interrupts and joins that thread, so a failing test never leaves a dinner running behind it.
 */
final class BackgroundDinner implements AutoCloseable {
    private final CompletableFuture<DinnerResult> result = new CompletableFuture<>();
    private final Thread server;

    BackgroundDinner(DinnerSpec spec) {
        server = Thread.ofPlatform().name("background-dinner").start(() -> {
            try {
                result.complete(spec.serve());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        });
    }

    boolean isDone() {
        return result.isDone();
    }

    /** Interrupts the thread that serves the dinner. */
    void interrupt() {
        server.interrupt();
    }

    /** What the dinner ended with, within {@code bound}: its result, or the exception it threw. */
    DinnerResult get(Duration bound) throws ExecutionException, TimeoutException, InterruptedException {
        return result.get(bound.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        server.interrupt();
        server.join(Duration.ofSeconds(30));
    }
}
