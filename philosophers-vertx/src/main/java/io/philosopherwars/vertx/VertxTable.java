package io.philosopherwars.vertx;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.util.concurrent.CountDownLatch;

/** What all philosophers of one vert.x dinner share: the rules, the ledger, and who has left. */
final class VertxTable {
    final DinnerSpec spec;
    final Ledger ledger;
    /**
     * How long {@code vertxEventBus} waits for a chopstick's lock before the dinner fails; vert.x's 10 s by default.
     */
    final long lockTimeoutMillis;
    private final CountDownLatch left;

    VertxTable(DinnerSpec spec, long lockTimeoutMillis) {
        this.spec = spec;
        this.ledger = new Ledger(spec);
        this.lockTimeoutMillis = lockTimeoutMillis;
        this.left = new CountDownLatch(spec.philosophers());
    }

    boolean over() {
        return ledger.over();
    }

    /**
     * Eats one meal for {@code seat}; false if it failed, which is recorded in the ledger and ends the dinner. Nothing
     * interrupts a verticle, so every failed meal is a real failure, even after the dinner is over; an {@code Error}
     * too, caught here so that the philosopher still leaves and the dinner reports the cause, not a time-out. Every
     * vert.x design eats through this one step.
     */
    boolean eat(int seat, Meal meal) {
        try {
            meal.eat();
            return true;
        } catch (Exception | Error e) {
            ledger.failed(seat, e);
            return false;
        }
    }

    /** A philosopher leaves the table; one that ate all its meals is full, which may meet the stop rule. */
    void leave(int seat, int meals) {
        if (meals == spec.meals()) {
            ledger.full();
        }
        ledger.left(seat, meals);
        left.countDown();
    }

    /** The seat a philosopher's meal is plated for; {@code holding} is the design's answer to the audit. */
    Seat seat(int index, Seat.Holding holding) {
        return new Seat(index, spec.philosophers(), holding);
    }

    CountDownLatch left() {
        return left;
    }

}
