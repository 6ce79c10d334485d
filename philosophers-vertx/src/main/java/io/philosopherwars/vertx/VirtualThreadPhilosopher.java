package io.philosopherwars.vertx;

import io.philosopherwars.core.workload.Workload.Kitchen;
import io.vertx.core.Promise;

/**
 * A philosopher on a virtual-thread verticle: the classic loop, written sequentially, waiting for each chopstick with
 * {@code Future.await()}. While it awaits, its context is free to serve requests for the chopstick it owns.
 */
final class VirtualThreadPhilosopher extends PhilosopherVerticle {
    private Promise<Void> grant;

    VirtualThreadPhilosopher(int seat, VertxTable table, Chopstick[] chopsticks, Kitchen kitchen) {
        super(seat, table, chopsticks, kitchen);
    }

    @Override
    void dine() {
        try {
            while (hungry()) {
                take(first());
                take(second());
                if (table.over()) {
                    first().release();
                    second().release();
                    break;
                }
                if (!eatAndRelease()) {
                    break;
                }
            }
        } catch (RuntimeException | Error e) {
            // A failed await (a closed context, an interrupt) ends this philosopher's dinner with its cause.
            table.ledger.failed(seat, e);
        } finally {
            // On every path: the dinner waits for everyone to leave, and would otherwise report a time-out.
            leave();
        }
    }

    private void take(Chopstick chopstick) {
        grant = Promise.promise();
        chopstick.request(this);
        grant.future().await();
    }

    @Override
    void granted() {
        grant.complete();
    }
}
