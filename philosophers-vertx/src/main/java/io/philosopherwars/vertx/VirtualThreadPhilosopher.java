package io.philosopherwars.vertx;

import io.philosopherwars.core.workload.Workload.Kitchen;
import io.vertx.core.Promise;

/**
 * A philosopher on a virtual-thread verticle: the classic loop, written sequentially, waiting for each chopstick with
 * {@code Future.await()}. While it awaits, its context is free to serve requests for the chopstick it owns.
 */
final class VirtualThreadPhilosopher extends PhilosopherVerticle {
    private Promise<Void> grant;

    VirtualThreadPhilosopher(int seat, VertxTable table, Kitchen kitchen) {
        super(seat, table, kitchen);
    }

    @Override
    void dine() {
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
        leave();
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
