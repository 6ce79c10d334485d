package io.philosopherwars.vertx;

import io.philosopherwars.core.Blocking;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
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

    VertxDinner(DinnerSpec spec, VertxImplementation design) {
        this.spec = spec;
        this.design = design;
        this.table = new VertxTable(spec);
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
        };
    }

    DinnerResult serve(Kitchen kitchen) {
        Vertx vertx = Vertx.vertx(options());
        DinnerResult result;
        try {
            result = dine(vertx, kitchen);
        } catch (RuntimeException | Error failure) {
            // The dinner's own failure is the news: a Vert.x that will not close is added to it, never put in its
            // place.
            try {
                close(vertx);
            } catch (RuntimeException closing) {
                failure.addSuppressed(closing);
            }
            throw failure;
        }
        close(vertx);
        return result;
    }

    private DinnerResult dine(Vertx vertx, Kitchen kitchen) {
        long deadline = System.nanoTime() + spec.timeLimit().toNanos();
        DeploymentOptions options = new DeploymentOptions().setThreadingModel(threadingModel(spec.threads()));
        long setupStart = System.nanoTime();
        TableVerticle[] verticles = design.seat(table, kitchen);
        List<Future<String>> deployments = new ArrayList<>(verticles.length);
        for (TableVerticle verticle : verticles) {
            deployments.add(vertx.deployVerticle(verticle, options));
        }
        await(Future.all(deployments), deadline, "while its philosophers were still sitting down");
        long eatingStart = System.nanoTime();
        for (TableVerticle verticle : verticles) {
            verticle.begin();
        }
        try {
            if (!Blocking.await(() -> table.left().await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS))) {
                table.ledger.end();
                awaitLeaving();
                throw new DinnerFailedException("dinner " + spec.label() + " exceeded its time limit of "
                        + spec.timeLimit() + "; its philosophers were stopped");
            }
        } catch (InterruptedException e) {
            table.ledger.end();
            Thread.currentThread().interrupt();
            throw new DinnerFailedException("dinner " + spec.label() + " was interrupted", e);
        }
        // Leaving ends when the last verticle has left the table; closing Vert.x (undeploying) comes after the clock.
        return table.ledger.result(setupStart, eatingStart, System.nanoTime());
    }

    /** After the dinner was stopped: the philosophers finish the meal in hand and leave. */
    private void awaitLeaving() {
        try {
            if (!table.left().await(GRACE_SECONDS, TimeUnit.SECONDS)) {
                throw new DinnerFailedException("dinner " + spec.label() + " was stopped but " + table.left().getCount()
                        + " philosophers had not left after " + GRACE_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void await(Future<?> future, long deadline, String during) {
        try {
            future.toCompletionStage().toCompletableFuture().get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            table.ledger.end();
            throw new DinnerFailedException(
                    "dinner " + spec.label() + " exceeded its time limit of " + spec.timeLimit() + " " + during, e);
        } catch (ExecutionException e) {
            table.ledger.end();
            throw new DinnerFailedException("dinner " + spec.label() + " failed " + during + ": " + e.getCause(),
                    e.getCause());
        } catch (InterruptedException e) {
            table.ledger.end();
            Thread.currentThread().interrupt();
            throw new DinnerFailedException("dinner " + spec.label() + " was interrupted", e);
        }
    }

    /** Undeploys every philosopher and stops vert.x's threads, so that nothing keeps the JVM alive. */
    private void close(Vertx vertx) {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new DinnerFailedException(
                    "dinner " + spec.label() + ": vert.x did not close within " + GRACE_SECONDS + " s: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DinnerFailedException("dinner " + spec.label() + " was interrupted while closing vert.x", e);
        }
    }
}
