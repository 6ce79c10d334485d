package io.philosopherwars.vertx;

import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Ring;

import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.vertx.core.Future;

/**
 * One philosopher is one verticle. Its start only takes its seat (and its chopstick, which lives on its context);
 * eating begins when the dinner releases everyone with {@link #begin()}. How it waits for a chopstick depends on the
 * threading model it was deployed with: callbacks on an event loop, {@code await} on a virtual thread.
 */
abstract sealed class PhilosopherVerticle extends TableVerticle implements Ledger.Eater
        permits EventLoopPhilosopher, VirtualThreadPhilosopher {
    final int seat;
    final VertxTable table;
    /** The table's chopsticks, each laid by the philosopher with its number. */
    private final Chopstick[] chopsticks;
    private final Kitchen kitchen;
    Meal meal;
    int eaten;

    PhilosopherVerticle(int seat, VertxTable table, Chopstick[] chopsticks, Kitchen kitchen) {
        this.seat = seat;
        this.table = table;
        this.chopsticks = chopsticks;
        this.kitchen = kitchen;
    }

    @Override
    public Future<?> start() {
        chopsticks[seat] = new Chopstick(context);
        meal = kitchen.plate(table.seat(seat, this::holdsBoth));
        return Future.succeededFuture();
    }

    @Override
    final void begin() {
        context.runOnContext(v -> {
            table.ledger.seated(seat, this);
            dine();
        });
    }

    abstract void dine();

    /** Called on the chopstick owner's context when the requested chopstick is this philosopher's. */
    abstract void granted();

    /** Eats one meal while holding both chopsticks, then puts them back; false if the meal failed. */
    final boolean eatAndRelease() {
        try {
            if (!table.eat(seat, meal)) {
                return false;
            }
            eaten++;
            return true;
        } finally {
            first().release();
            second().release();
        }
    }

    @Override
    public final int eaten() {
        return eaten;
    }

    final boolean hungry() {
        return eaten < table.spec.meals() && !table.over();
    }

    final void leave() {
        table.leave(seat, eaten);
    }

    final Chopstick first() {
        return chopsticks[Ring.first(seat, chopsticks.length)];
    }

    final Chopstick second() {
        return chopsticks[Ring.second(seat, chopsticks.length)];
    }

    private boolean holdsBoth(int seat) {
        return first().heldBy(seat) && second().heldBy(seat);
    }
}
