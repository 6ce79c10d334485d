package io.philosopherwars.vertx;

import io.philosopherwars.core.Blocking;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Serving;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.ThreadingModel;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One vert.x dinner: a fresh {@link Vertx}, one verticle per philosopher deployed with the threading model of the
 * spec's thread kind, released together once all are deployed, and closed when all have left. The Vert.x instance is
 * started before the setup clock and closed after the leaving clock, so no phase includes it.
 */
final class VertxDinner {
    /** How long a dinner that ended (or failed) may take for its philosophers to leave and for Vert.x to close. */
    private static final long GRACE_SECONDS = 30;

    private final DinnerSpec spec;
    private final VertxImplementation design;
    private final VertxTable table;

    VertxDinner(DinnerSpec spec, VertxImplementation design, long lockTimeoutMillis) {
        this.spec = spec;
        this.design = design;
        this.table = new VertxTable(spec, lockTimeoutMillis);
    }

    static VertxOptions options() {
        // The talk blocks event loops on purpose (sleep and file meals): that is the measured case, so vert.x's
        // blocked-thread checker, which would print a warning with a stack trace every second, is turned off.
        return new VertxOptions().setBlockedThreadCheckInterval(1).setBlockedThreadCheckIntervalUnit(TimeUnit.DAYS);
    }

    static ThreadingModel threadingModel(ThreadKind threads) {
        return switch (threads) {
            case PLATFORM -> ThreadingModel.EVENT_LOOP;
            case VIRTUAL -> ThreadingModel.VIRTUAL_THREAD;
            case POOLED -> throw new IllegalArgumentException("vert.x has no pooled thread kind");
        };
    }

    DinnerResult serve(Kitchen kitchen) {
        Vertx vertx = Vertx.vertx(options());
        // The clock starts before setup (as the threaded engines' does); Vert.x itself is outside every phase.
        Serving serving = new Serving(table.ledger);
        return Serving.thenCleanUp(() -> dine(serving, vertx, kitchen), () -> close(serving, vertx));
    }

    private DinnerResult dine(Serving serving, Vertx vertx, Kitchen kitchen) {
        DeploymentOptions options = new DeploymentOptions().setThreadingModel(threadingModel(spec.threads()));
        long setupStart = System.nanoTime();
        TableVerticle[] verticles = design.seat(table, kitchen);
        List<Future<String>> deployments = new ArrayList<>(verticles.length);
        for (TableVerticle verticle : verticles) {
            deployments.add(vertx.deployVerticle(verticle, options));
        }
        await(serving, Future.all(deployments), " while its philosophers were still sitting down");
        long eatingStart = table.ledger.release();
        for (TableVerticle verticle : verticles) {
            verticle.begin();
        }
        try {
            if (!Blocking.await(() -> table.left().await(serving.nanosLeft(), TimeUnit.NANOSECONDS))) {
                table.ledger.end();
                // The time-out and its progress first: philosophers that do not leave after it are added to it, never
                // put in its place (a table that froze is the case where they would not).
                io.philosopherwars.core.DinnerFailedException exceeded = serving
                        .exceeded("; its philosophers were stopped", null);
                try {
                    awaitLeaving(serving);
                } catch (RuntimeException leaving) {
                    exceeded.addSuppressed(leaving);
                }
                throw exceeded;
            }
        } catch (InterruptedException e) {
            table.ledger.end();
            throw serving.interrupted("", e);
        }
        // Leaving ends when the last verticle has left the table; closing Vert.x (undeploying) comes after the clock.
        return table.ledger.result(setupStart, eatingStart, System.nanoTime());
    }

    /** After the dinner was stopped: the philosophers finish the meal in hand and leave. */
    private void awaitLeaving(Serving serving) {
        try {
            if (!table.left().await(GRACE_SECONDS, TimeUnit.SECONDS)) {
                throw serving.failed(" was stopped but " + table.left().getCount() + " philosophers had not left after "
                        + GRACE_SECONDS + " s", null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void await(Serving serving, Future<?> future, String during) {
        try {
            future.toCompletionStage().toCompletableFuture().get(serving.nanosLeft(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            table.ledger.end();
            throw serving.exceeded(during, e);
        } catch (ExecutionException e) {
            table.ledger.end();
            throw serving.failed(" failed" + during + ": " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            table.ledger.end();
            throw serving.interrupted("", e);
        }
    }

    /** Undeploys every philosopher and stops vert.x's threads, so that nothing keeps the JVM alive. */
    private void close(Serving serving, Vertx vertx) {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw serving.failed(": vert.x did not close within " + GRACE_SECONDS + " s: " + e, e);
        } catch (InterruptedException e) {
            throw serving.interrupted(" while closing vert.x", e);
        }
    }
}
