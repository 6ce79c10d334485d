package io.philosopherwars.vertx;

import io.vertx.core.Context;
import java.util.ArrayDeque;

/**
 * A chopstick is a tiny actor: its state belongs to one vert.x context (the context of the philosopher with the same
 * number) and is changed only by tasks run on that context, so it needs no lock. A philosopher asks for it with a task
 * on the owner's context and is granted it with a task on its own context; waiters queue in arrival order.
 * <p>
 * Why not the talk's design (an event-bus consumer per philosopher plus {@code SharedData} local locks): a local lock
 * is a shared lock behind a vert.x facade, with its own timer per waiter, and the event bus adds codec and address
 * lookups to every message; a context-owned chopstick is what an actor model means by ownership, and it costs one task
 * per request, grant and release.
 */
final class Chopstick {
    static final int FREE = -1;

    private final Context owner;
    private final ArrayDeque<PhilosopherVerticle> waiting = new ArrayDeque<>(2);
    /** Written on the owner's context; read by the auditor on the holder's thread, hence volatile. */
    private volatile int holder = FREE;

    Chopstick(Context owner) {
        this.owner = owner;
    }

    /** Asks for this chopstick; {@link PhilosopherVerticle#granted()} follows when it is the philosopher's. */
    void request(PhilosopherVerticle philosopher) {
        owner.runOnContext(v -> {
            if (holder == FREE) {
                holder = philosopher.seat;
                philosopher.granted();
            } else {
                waiting.add(philosopher);
            }
        });
    }

    /** Puts this chopstick back; the next waiter, if any, gets it. */
    void release() {
        owner.runOnContext(v -> {
            PhilosopherVerticle next = waiting.poll();
            if (next == null) {
                holder = FREE;
            } else {
                holder = next.seat;
                next.granted();
            }
        });
    }

    boolean heldBy(int seat) {
        return holder == seat;
    }
}
