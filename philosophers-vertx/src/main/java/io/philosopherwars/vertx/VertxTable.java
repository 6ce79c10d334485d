package io.philosopherwars.vertx;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.StopRule;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/** What all philosophers of one vert.x dinner share: the rules, the ledger, and who has left. */
final class VertxTable {
    final DinnerSpec spec;
    final Ledger ledger;
    final Chopstick[] chopsticks;
    /** Set when the first philosopher is full (first full), when a meal fails, or when time is up. */
    private final AtomicBoolean over = new AtomicBoolean();
    private final CountDownLatch left;

    VertxTable(DinnerSpec spec) {
        this.spec = spec;
        this.ledger = new Ledger(spec);
        this.chopsticks = new Chopstick[spec.philosophers()];
        this.left = new CountDownLatch(spec.philosophers());
    }

    boolean over() {
        return over.get();
    }

    void end() {
        over.set(true);
    }

    /** A philosopher ate its last meal; under first full that ends the dinner for everybody else. */
    void full() {
        if (spec.stopRule() == StopRule.FIRST_FULL) {
            over.set(true);
        }
    }

    void leave(int seat, int meals) {
        ledger.left(seat, meals);
        left.countDown();
    }

    CountDownLatch left() {
        return left;
    }

    int first(int seat) {
        return Math.min(seat, (seat + 1) % chopsticks.length);
    }

    int second(int seat) {
        return Math.max(seat, (seat + 1) % chopsticks.length);
    }
}
