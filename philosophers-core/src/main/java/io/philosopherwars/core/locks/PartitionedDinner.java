package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Ring;
import io.philosopherwars.core.RunQueue;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.util.ArrayDeque;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The like-for-like control for vert.x's {@code vertxPerLoop}: the same partitioning on plain threads. {@code K}
 * threads (platform or virtual) each own a contiguous block of seats. Inside a block a chopstick is a plain field that
 * only the block's thread touches, and a philosopher that must wait for one queues on it; a chopstick at a block's edge
 * is a {@link ReentrantLock} shared with the neighbouring block, taken with {@code tryLock} (a thread that blocked on
 * it would block its whole block, and two blocks each blocked on the other's edge would deadlock), so a philosopher
 * that finds it taken goes to the back of its block's run queue and asks again on its next turn.
 * <p>
 * The turn rule is {@code vertxPerLoop}'s: philosophers of a block take turns through a run queue; a philosopher keeps
 * its turn while it gets both chopsticks at once (a neighbour that queued first is served first), and eats, puts both
 * back and goes on; a philosopher that must wait gives the turn to the next. What this dinner and {@code vertxPerLoop}
 * share is the design; what differs is only how a block's thread is scheduled and how edges cross threads (a lock here,
 * a task on the owner's event loop there): {@code vertxPerLoop} / this is the framework's cost, this /
 * {@code reentrantLock} is the design's gain.
 */
final class PartitionedDinner extends ThreadedDinner {
    /** vert.x's default event-loop count (2 x cores), which {@code vertxPerLoop} partitions its table by. */
    static final int DEFAULT_BLOCKS = 2 * Runtime.getRuntime().availableProcessors();

    private final int blocks;
    private final Stick[] sticks;

    PartitionedDinner(DinnerSpec spec, int blocks, ThreadFactory threads) {
        super(spec, threads);
        if (blocks < 1) {
            throw new IllegalArgumentException("a partitioned dinner needs at least 1 block, got " + blocks);
        }
        int philosophers = spec.philosophers();
        this.blocks = Math.min(blocks, philosophers);
        this.sticks = new Stick[philosophers];
        for (int stick = 0; stick < philosophers; stick++) {
            sticks[stick] = new Stick(false);
        }
        if (this.blocks > 1) {
            // Chopstick i lies between seats i - 1 and i: the first chopstick of every block is shared with the block
            // before it.
            for (int block = 0; block < this.blocks; block++) {
                sticks[from(block)] = new Stick(true);
            }
        }
    }

    private int from(int block) {
        return Ring.blockStart(block, blocks, spec.philosophers());
    }

    @Override
    int threads() {
        return blocks;
    }

    @Override
    String unit() {
        return "block";
    }

    @Override
    Shift shift(int index, Kitchen kitchen) {
        return new Block(index, from(index), from(index + 1), kitchen);
    }

    private boolean holdsBoth(int seat) {
        int philosophers = spec.philosophers();
        return sticks[Ring.first(seat, philosophers)].heldBy(seat)
                && sticks[Ring.second(seat, philosophers)].heldBy(seat);
    }

    /**
     * A chopstick. Inside a block its holder and queue change only on the block's thread; at an edge its holder changes
     * only under its lock, by the thread that holds it.
     */
    private static final class Stick {
        static final int FREE = -1;
        /** The lock of an edge chopstick; null inside a block. */
        final ReentrantLock edge;
        /** Philosophers of the block waiting for an inner chopstick, first come first served; null at an edge. */
        final ArrayDeque<Diner> waiting;
        int holder = FREE;

        Stick(boolean edge) {
            this.edge = edge ? new ReentrantLock() : null;
            this.waiting = edge ? null : new ArrayDeque<>(2);
        }

        boolean heldBy(int seat) {
            return holder == seat && (edge == null || edge.isHeldByCurrentThread());
        }
    }

    /** One philosopher: plain state, changed only on its block's thread. */
    private static final class Diner implements Ledger.Eater {
        final int seat;
        final int first;
        final int second;
        final Meal meal;
        int eaten;
        /** Chopsticks held in the current round: 0, 1 or 2. */
        int holding;
        boolean left;

        Diner(int seat, int first, int second, Meal meal) {
            this.seat = seat;
            this.first = first;
            this.second = second;
            this.meal = meal;
        }

        @Override
        public int eaten() {
            return eaten;
        }
    }

    /** The thread of one block of seats {@code [from, to)}. */
    private final class Block implements Shift {
        private final int index;
        private final Diner[] diners;
        /** Philosophers ready for their next turn, in turn order. */
        private final RunQueue<Diner> ready;
        /** Turns in a row that ended at a taken edge chopstick: a whole round of them and the block yields. */
        private int turnsWithoutProgress;

        Block(int index, int from, int to, Kitchen kitchen) {
            this.index = index;
            int philosophers = spec.philosophers();
            this.diners = new Diner[to - from];
            this.ready = new RunQueue<>(diners.length);
            for (int i = 0; i < diners.length; i++) {
                int seat = from + i;
                Meal meal = plate(kitchen, new Seat(seat, philosophers, PartitionedDinner.this::holdsBoth));
                diners[i] = new Diner(seat, Ring.first(seat, philosophers), Ring.second(seat, philosophers), meal);
            }
        }

        @Override
        public void sitDown() {
            for (Diner diner : diners) {
                ledger.seated(diner.seat, diner);
            }
        }

        @Override
        public int dine() throws Exception {
            Thread self = Thread.currentThread();
            boolean anyFull = false;
            try {
                for (Diner diner : diners) {
                    enqueue(diner);
                }
                while (!ready.isEmpty()) {
                    if (ledger.over() || self.isInterrupted()) {
                        break;
                    }
                    Diner diner = ready.poll();
                    anyFull |= turn(diner);
                }
            } finally {
                leaveAll();
            }
            if (!ready.isEmpty() && !(anyFull && spec.stopRule() == StopRule.FIRST_FULL)) {
                // Left because the dinner is over (somebody else is full, it failed or it was cancelled).
                return StopRule.LEFT;
            }
            return index;
        }

        /**
         * One turn: the philosopher asks for the chopstick it lacks and, while it gets both at once, eats and puts them
         * back. Returns whether it got full.
         */
        private boolean turn(Diner diner) throws Exception {
            while (true) {
                if (diner.holding == 0) {
                    if (!take(diner.first, diner)) {
                        return false;
                    }
                    diner.holding = 1;
                }
                if (diner.holding == 1) {
                    if (!take(diner.second, diner)) {
                        return false;
                    }
                    diner.holding = 2;
                }
                turnsWithoutProgress = 0;
                if (ledger.over()) {
                    // Somebody is full (or the dinner failed) while this one waited: no meal; the loop ends the block.
                    enqueue(diner);
                    return false;
                }
                try {
                    diner.meal.eat();
                } catch (InterruptedException e) {
                    throw e;
                } catch (Exception | Error e) {
                    throw mealFailed(diner.seat, e);
                }
                diner.eaten++;
                putBack(diner);
                if (diner.eaten == spec.meals()) {
                    leave(diner);
                    return true;
                }
            }
        }

        /**
         * True if the chopstick is the philosopher's now. Otherwise it waits: in the chopstick's queue inside the block
         * (the put-back hands it over and puts the philosopher back in turn), or at the back of the run queue at an
         * edge, to ask again.
         */
        private boolean take(int chopstick, Diner diner) {
            Stick stick = sticks[chopstick];
            if (stick.edge == null) {
                if (stick.holder == Stick.FREE) {
                    stick.holder = diner.seat;
                    return true;
                }
                stick.waiting.add(diner);
                return false;
            }
            if (stick.edge.tryLock()) {
                stick.holder = diner.seat;
                return true;
            }
            enqueue(diner);
            if (++turnsWithoutProgress > ready.size()) {
                // Every philosopher ready in this block waits at an edge: let the neighbours run.
                turnsWithoutProgress = 0;
                Thread.yield();
            }
            return false;
        }

        private void putBack(Diner diner) {
            release(diner, true);
        }

        /**
         * Puts down what the philosopher holds, second chopstick first: handed on to the next waiter after a meal, or
         * just dropped when the block stops. (A flag, not a lambda: this is the per-meal path.)
         */
        private void release(Diner diner, boolean handOn) {
            int held = diner.holding;
            diner.holding = 0;
            if (held == 2) {
                putDown(sticks[diner.second], handOn);
            }
            if (held >= 1) {
                putDown(sticks[diner.first], handOn);
            }
        }

        private void putDown(Stick stick, boolean handOn) {
            if (handOn) {
                putBack(stick);
            } else {
                drop(stick);
            }
        }

        /** The chopstick goes to the block's longest waiter, if any; an edge chopstick is unlocked. */
        private void putBack(Stick stick) {
            if (stick.edge != null) {
                stick.holder = Stick.FREE;
                stick.edge.unlock();
                return;
            }
            Diner next = stick.waiting.poll();
            if (next == null) {
                stick.holder = Stick.FREE;
                return;
            }
            stick.holder = next.seat;
            next.holding++;
            enqueue(next);
        }

        private void enqueue(Diner diner) {
            ready.add(diner);
        }

        private void leave(Diner diner) {
            if (!diner.left) {
                diner.left = true;
                if (diner.eaten == spec.meals()) {
                    ledger.full();
                }
                ledger.left(diner.seat, diner.eaten);
            }
        }

        /**
         * When the block stops, full or not: every chopstick goes back (an edge lock must be unlocked by the thread
         * that holds it, which is this one) and every philosopher leaves with the meals it ate.
         */
        private void leaveAll() {
            for (Diner diner : diners) {
                release(diner, false);
            }
            for (Diner diner : diners) {
                if (!diner.left) {
                    diner.left = true;
                    ledger.left(diner.seat, diner.eaten);
                }
            }
        }

        /** A chopstick put down as the block stops: nobody is handed it. */
        private void drop(Stick stick) {
            stick.holder = Stick.FREE;
            if (stick.edge != null) {
                stick.edge.unlock();
            } else {
                stick.waiting.clear();
            }
        }
    }
}
