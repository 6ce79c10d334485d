package io.philosopherwars.vertx;

import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Ring;
import io.philosopherwars.core.RunQueue;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import java.util.ArrayDeque;

/**
 * vert.x the way its event loop wants to be used: one verticle per event loop owns a contiguous block of seats and
 * their chopsticks, and nothing else touches them. Between two philosophers of one block, asking for, being granted and
 * putting back a chopstick is a method call on the block's thread: no task, no allocation, no wake-up of another
 * thread. Only a chopstick at a block's edge is shared with the neighbouring block; asking for it, being granted it and
 * putting it back are tasks on the owner's context ({@code runOnContext}), as in the verticle-per-philosopher design,
 * and they are two seats in a block's thousands.
 * <p>
 * Why this design beside {@code vertx}: a profile of the verticle-per-philosopher dinner found the event loops mostly
 * waking each other ({@code NioIoHandler.wakeup()}): every chopstick step was a task on another event loop (vert.x
 * hands out event loops round-robin, so neighbours never share one), and each task allocated two lambdas (the profile
 * and the bytes per meal: docs/design.md, "vert.x philosophers"). Verticle-per-philosopher answers "what do actors per
 * philosopher cost"; this one answers "what does vert.x cost when state is partitioned by event loop", its documented
 * way to scale.
 * <p>
 * Philosophers of a block take turns through a run queue: one step each (ask for the next chopstick, or eat a meal and
 * put both back), then the next philosopher. After {@link #BATCH} steps the block gives its event loop back to vert.x
 * (a new task continues the queue), so requests and grants from the neighbouring blocks are never starved. A meal runs
 * on the block's thread as it is: a blocking meal blocks the block, as on any event loop.
 */
final class LoopSegment extends TableVerticle {
    /** Meals (or waits) per event-loop task: enough to make a task's cost vanish, few enough to keep edges moving. */
    static final int BATCH = 256;

    private final VertxTable table;
    private final Kitchen kitchen;
    /** Chopsticks of the whole table, each laid by the block that owns its seat. */
    private final Stick[] sticks;
    private final int firstSeat;
    private final Diner[] diners;
    /** Philosophers ready for their next step, in turn order. */
    private final RunQueue<Diner> ready;
    /** Whether a task that drains the run queue is already on the context's queue. */
    private boolean scheduled;
    private final Handler<Void> drain = v -> drain();

    /** The block of seats {@code [firstSeat, endSeat)} of a table whose chopsticks are {@code sticks}. */
    LoopSegment(VertxTable table, Kitchen kitchen, Stick[] sticks, int firstSeat, int endSeat) {
        this.table = table;
        this.kitchen = kitchen;
        this.sticks = sticks;
        this.firstSeat = firstSeat;
        this.diners = new Diner[endSeat - firstSeat];
        this.ready = new RunQueue<>(diners.length);
    }

    /** The table's seats split into {@code blocks} contiguous blocks of sizes that differ by at most one. */
    static LoopSegment[] partition(VertxTable table, Kitchen kitchen, int blocks) {
        int philosophers = table.spec.philosophers();
        Stick[] sticks = new Stick[philosophers];
        LoopSegment[] segments = new LoopSegment[Math.min(blocks, philosophers)];
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new LoopSegment(table, kitchen, sticks, Ring.blockStart(i, segments.length, philosophers),
                    Ring.blockStart(i + 1, segments.length, philosophers));
        }
        return segments;
    }

    @Override
    public Future<?> start() {
        int philosophers = table.spec.philosophers();
        for (int i = 0; i < diners.length; i++) {
            sticks[firstSeat + i] = new Stick(this);
        }
        for (int i = 0; i < diners.length; i++) {
            int seat = firstSeat + i;
            diners[i] = new Diner(seat, Ring.first(seat, philosophers), Ring.second(seat, philosophers));
            diners[i].meal = kitchen.plate(table.seat(seat, diners[i]::holdsBoth));
        }
        return Future.succeededFuture();
    }

    @Override
    void begin() {
        context.runOnContext(v -> {
            for (Diner diner : diners) {
                table.ledger.seated(diner.seat, diner);
                enqueue(diner);
            }
            drain();
        });
    }

    private void drain() {
        scheduled = false;
        int budget = BATCH;
        while (budget > 0 && !ready.isEmpty()) {
            Diner diner = ready.poll();
            budget -= step(diner, budget);
        }
        keepDraining();
    }

    /** After any task of this block: the run queue goes on in a task of its own if it is not empty. */
    private void keepDraining() {
        if (!ready.isEmpty() && !scheduled) {
            scheduled = true;
            context.runOnContext(drain);
        }
    }

    private void resumeFirst(Diner diner) {
        ready.addFirst(diner);
    }

    private void enqueue(Diner diner) {
        ready.add(diner);
    }

    /**
     * One turn of a philosopher: it asks for the chopstick it lacks and, while it gets both at once, eats and puts them
     * back. Like a thread on an unfair lock, a philosopher whose chopsticks nobody waits for takes them again at once,
     * and keeps its turn until it must wait (a neighbour that asked first is served first; one that has not asked yet
     * is not waited for); the grant then puts it back at the end of the run queue. A turn longer than the task's
     * {@code budget} goes on first in the next task. Returns the run-queue steps used: the meals eaten, at least one.
     * <p>
     * Before this rule a turn was one meal: a fair race, so a far longer first-full one (measured: docs/design.md,
     * "vert.x philosophers"). The rule makes a block's first-full race as unfair as the lock dinners' (the first
     * philosopher of a block can eat all its meals in one turn); all-full work is the same either way.
     */
    private int step(Diner diner, int budget) {
        int meals = 0;
        while (true) {
            if (diner.holding == 0) {
                if (!diner.hungry()) {
                    diner.leave();
                    return Math.max(1, meals);
                }
                if (!ask(diner.first, diner)) {
                    return Math.max(1, meals);
                }
                diner.holding = 1;
            }
            if (diner.holding == 1) {
                if (!ask(diner.second, diner)) {
                    return Math.max(1, meals);
                }
                diner.holding = 2;
            }
            if (table.over()) {
                // Somebody is full (or the dinner failed) while this one waited: put the chopsticks back, no meal.
                putBack(diner);
                diner.leave();
                return Math.max(1, meals);
            }
            boolean ate = diner.eat();
            meals++;
            putBack(diner);
            if (!ate || !diner.hungry()) {
                diner.leave();
                return meals;
            }
            if (meals >= budget) {
                // The task's share is used up, not the turn: the philosopher goes on first in the next task.
                resumeFirst(diner);
                return meals;
            }
        }
    }

    /** True if the chopstick is the philosopher's now; otherwise a grant will put the philosopher back in turn. */
    private boolean ask(int chopstick, Diner diner) {
        Stick stick = sticks[chopstick];
        if (stick.owner == this) {
            return stick.take(diner);
        }
        stick.owner.context.runOnContext(v -> stick.owner.askedFromAfar(stick, diner));
        return false;
    }

    private void askedFromAfar(Stick stick, Diner diner) {
        if (stick.take(diner)) {
            diner.home().context.runOnContext(v -> diner.home().granted(diner));
        }
    }

    private void granted(Diner diner) {
        diner.holding++;
        enqueue(diner);
        keepDraining();
    }

    private void putBack(Diner diner) {
        diner.holding = 0;
        putBack(sticks[diner.first]);
        putBack(sticks[diner.second]);
    }

    private void putBack(Stick stick) {
        if (stick.owner == this) {
            handOn(stick);
        } else {
            stick.owner.context.runOnContext(v -> stick.owner.handOn(stick));
        }
    }

    /** On the owner's thread: the chopstick goes to the longest waiter, if any. */
    private void handOn(Stick stick) {
        Diner next = stick.waiting.poll();
        if (next == null) {
            stick.holder = Stick.FREE;
            return;
        }
        stick.holder = next.seat;
        if (next.home() == this) {
            next.holding++;
            enqueue(next);
            keepDraining();
        } else {
            next.home().context.runOnContext(v -> next.home().granted(next));
        }
    }

    /**
     * A chopstick: its holder and waiters change only on its owner's thread. The holder is read by the audit on the
     * holder's thread, which learnt of its grant through a task of the owner's context: that hand-over publishes it.
     */
    static final class Stick {
        static final int FREE = -1;
        final LoopSegment owner;
        final ArrayDeque<Diner> waiting = new ArrayDeque<>(2);
        int holder = FREE;

        Stick(LoopSegment owner) {
            this.owner = owner;
        }

        boolean take(Diner diner) {
            if (holder == FREE) {
                holder = diner.seat;
                return true;
            }
            waiting.add(diner);
            return false;
        }
    }

    /** One philosopher of the block: plain state, changed only on the block's thread. */
    final class Diner implements Ledger.Eater {
        final int seat;
        final int first;
        final int second;
        Meal meal;
        int eaten;
        /** Chopsticks held in the current round: 0, 1 or 2. */
        int holding;

        Diner(int seat, int first, int second) {
            this.seat = seat;
            this.first = first;
            this.second = second;
        }

        @Override
        public int eaten() {
            return eaten;
        }

        LoopSegment home() {
            return LoopSegment.this;
        }

        boolean hungry() {
            return eaten < table.spec.meals() && !table.over();
        }

        /** Eats one meal; false if it failed (recorded in the ledger, which ends the dinner). */
        boolean eat() {
            if (!table.eat(seat, meal)) {
                return false;
            }
            eaten++;
            return true;
        }

        void leave() {
            table.leave(seat, eaten);
        }

        boolean holdsBoth(int seat) {
            return sticks[first].holder == seat && sticks[second].holder == seat;
        }
    }
}
