package io.philosopherwars.vertx;

import io.philosopherwars.core.workload.Workload.Kitchen;

/**
 * A philosopher on an event loop: a small state machine driven by grants. Every step is its own task on the
 * philosopher's context, so the stack never grows with the meal count. The meal runs on the event loop as it is: a
 * sleeping or file-reading meal blocks the loop, which is the case the talk measured.
 */
final class EventLoopPhilosopher extends PhilosopherVerticle {
    /** Chopsticks granted in the current round: 0, 1 or 2. */
    private int holding;

    EventLoopPhilosopher(int seat, VertxTable table, Chopstick[] chopsticks, Kitchen kitchen) {
        super(seat, table, chopsticks, kitchen);
    }

    @Override
    void dine() {
        if (!hungry()) {
            leave();
            return;
        }
        holding = 0;
        first().request(this);
    }

    @Override
    void granted() {
        context.runOnContext(v -> {
            if (++holding == 1) {
                second().request(this);
                return;
            }
            if (table.over()) {
                // Somebody is full (or the dinner failed) while this one waited: put the chopsticks back, no meal.
                first().release();
                second().release();
                leave();
                return;
            }
            if (eatAndRelease()) {
                dine();
            } else {
                leave();
            }
        });
    }
}
