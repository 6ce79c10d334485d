package io.philosopherwars.vertx;

import io.philosopherwars.core.Ledger;
import io.philosopherwars.core.Ring;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.vertx.core.Future;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.shareddata.Lock;

/**
 * The talk's design, kept for comparison: one verticle per philosopher with an event-bus consumer at its own address,
 * and {@code SharedData} local locks as chopsticks. Every meal is one message to the philosopher's address: on it, the
 * philosopher takes both locks ({@code getLocalLock}'s 10 s timeout, as the talk used it;
 * {@link VertxImplementation#eventBus} sets another for a test), eats, puts them back, and sends itself the next
 * message. On an event loop the locks are chained futures; on a virtual thread they are awaited, the way vert.x
 * documents each model.
 * <p>
 * Costs this design carries by construction, which {@code vertx} and {@code vertxPerLoop} do not: a consumer
 * registration per philosopher, an event-bus delivery per meal, and per lock a {@code ConcurrentHashMap.compute} that
 * copies the waiter list, a promise and a timer (set and cancelled even when the lock is free). A lock not granted
 * within the time-out fails the dinner with vert.x's own message ("Timed out waiting to get lock"), never a freeze.
 */
final class EventBusPhilosopher extends TableVerticle implements Ledger.Eater {
    private final int seat;
    private final VertxTable table;
    private final Kitchen kitchen;
    /** Who holds each chopstick, for the audit: written after its lock is taken and before it is released. */
    private final int[] holders;
    private final String address;
    private final int firstChopstick;
    private final int secondChopstick;
    private final String firstLock;
    private final String secondLock;
    private Meal meal;
    private int eaten;
    private MessageConsumer<Void> consumer;

    EventBusPhilosopher(int seat, VertxTable table, Kitchen kitchen, int[] holders) {
        this.seat = seat;
        this.table = table;
        this.kitchen = kitchen;
        this.holders = holders;
        int philosophers = table.spec.philosophers();
        this.address = "philosopher." + seat;
        this.firstChopstick = Ring.first(seat, philosophers);
        this.secondChopstick = Ring.second(seat, philosophers);
        this.firstLock = "chopstick." + firstChopstick;
        this.secondLock = "chopstick." + secondChopstick;
    }

    @Override
    public int eaten() {
        return eaten;
    }

    /** One verticle per seat, all sharing the table's audit of chopstick holders. */
    static EventBusPhilosopher[] seat(VertxTable table, Kitchen kitchen) {
        int philosophers = table.spec.philosophers();
        int[] holders = new int[philosophers];
        EventBusPhilosopher[] seats = new EventBusPhilosopher[philosophers];
        for (int seat = 0; seat < philosophers; seat++) {
            seats[seat] = new EventBusPhilosopher(seat, table, kitchen, holders);
        }
        return seats;
    }

    @Override
    public Future<?> start() {
        meal = kitchen.plate(table.seat(seat, this::holdsBoth));
        consumer = vertx.eventBus().localConsumer(address, message -> hungry());
        return consumer.completion();
    }

    @Override
    void begin() {
        context.runOnContext(v -> {
            table.ledger.seated(seat, this);
            vertx.eventBus().send(address, null);
        });
    }

    /** The message of one meal. */
    private void hungry() {
        if (eaten == table.spec.meals() || table.over()) {
            leave();
        } else if (table.spec.threads() == ThreadKind.VIRTUAL) {
            awaitChopsticks();
        } else {
            chainChopsticks();
        }
    }

    private void awaitChopsticks() {
        Lock first;
        try {
            first = vertx.sharedData().getLocalLockWithTimeout(firstLock, table.lockTimeoutMillis).await();
        } catch (RuntimeException e) {
            fail(e);
            return;
        }
        Lock second;
        try {
            second = vertx.sharedData().getLocalLockWithTimeout(secondLock, table.lockTimeoutMillis).await();
        } catch (RuntimeException e) {
            first.release();
            fail(e);
            return;
        }
        eatAndRelease(first, second);
    }

    private void chainChopsticks() {
        vertx.sharedData().getLocalLockWithTimeout(firstLock, table.lockTimeoutMillis).onComplete(first -> {
            if (first.failed()) {
                fail(first.cause());
                return;
            }
            vertx.sharedData().getLocalLockWithTimeout(secondLock, table.lockTimeoutMillis).onComplete(second -> {
                if (second.failed()) {
                    first.result().release();
                    fail(second.cause());
                    return;
                }
                eatAndRelease(first.result(), second.result());
            });
        });
    }

    private void eatAndRelease(Lock first, Lock second) {
        holders[firstChopstick] = seat;
        holders[secondChopstick] = seat;
        boolean ate = false;
        try {
            if (!table.over() && table.eat(seat, meal)) {
                eaten++;
                ate = true;
            }
        } finally {
            holders[firstChopstick] = -1;
            holders[secondChopstick] = -1;
            first.release();
            second.release();
        }
        if (ate && eaten < table.spec.meals()) {
            // The next meal is the next message: the event bus carries every meal of the dinner.
            vertx.eventBus().send(address, null);
        } else {
            leave();
        }
    }

    private void fail(Throwable cause) {
        table.ledger.failed(seat, cause);
        leave();
    }

    private void leave() {
        consumer.unregister();
        table.leave(seat, eaten);
    }

    private boolean holdsBoth(int seat) {
        return holders[firstChopstick] == seat && holders[secondChopstick] == seat;
    }
}
