package io.philosopherwars.vertx;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import java.util.concurrent.CountDownLatch;

/** What all philosophers of one vert.x dinner share: the rules, the ledger, and who has left. */
final class VertxTable {
    final DinnerSpec spec;
    final Ledger ledger;
    final Chopstick[] chopsticks;
    private final CountDownLatch left;

    VertxTable(DinnerSpec spec) {
        this.spec = spec;
        this.ledger = new Ledger(spec);
        this.chopsticks = new Chopstick[spec.philosophers()];
        this.left = new CountDownLatch(spec.philosophers());
    }

    boolean over() {
        return ledger.over();
    }

    /** A philosopher leaves the table; one that ate all its meals is full, which may meet the stop rule. */
    void leave(int seat, int meals) {
        if (meals == spec.meals()) {
            ledger.full();
        }
        ledger.left(seat, meals);
        left.countDown();
    }

    CountDownLatch left() {
        return left;
    }

}
