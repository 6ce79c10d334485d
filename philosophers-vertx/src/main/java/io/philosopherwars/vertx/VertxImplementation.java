package io.philosopherwars.vertx;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.vertx.core.VertxOptions;
import java.time.Duration;
import java.util.List;

/**
 * Philosophers on vert.x, three designs. The thread kind picks the threading model at deployment: platform means
 * event-loop verticles, virtual means virtual-thread verticles ({@code ThreadingModel.VIRTUAL_THREAD}).
 * <ul>
 * <li>{@code vertx}: a verticle per philosopher, each chopstick a small actor owned by its philosopher's context.</li>
 * <li>{@code vertxPerLoop}: a verticle per event loop owning a block of seats; messages only at the blocks' edges.</li>
 * <li>{@code vertxEventBus}: the talk's design, an event-bus consumer per philosopher and {@code SharedData} local
 * locks as chopsticks.</li>
 * </ul>
 */
public enum VertxImplementation implements Implementation {
    VERTX("vertx") {
        @Override
        TableVerticle[] seat(VertxTable table, Kitchen kitchen) {
            TableVerticle[] seats = new TableVerticle[table.spec.philosophers()];
            Chopstick[] chopsticks = new Chopstick[seats.length];
            for (int seat = 0; seat < seats.length; seat++) {
                seats[seat] = table.spec.threads() == ThreadKind.VIRTUAL
                        ? new VirtualThreadPhilosopher(seat, table, chopsticks, kitchen)
                        : new EventLoopPhilosopher(seat, table, chopsticks, kitchen);
            }
            return seats;
        }
    },
    VERTX_PER_LOOP("vertxPerLoop") {
        @Override
        TableVerticle[] seat(VertxTable table, Kitchen kitchen) {
            // As many blocks as vert.x has event loops (2 x cores by default), on either threading model.
            return LoopSegment.partition(table, kitchen, VertxOptions.DEFAULT_EVENT_LOOP_POOL_SIZE);
        }
    },
    VERTX_EVENT_BUS("vertxEventBus") {
        @Override
        TableVerticle[] seat(VertxTable table, Kitchen kitchen) {
            return EventBusPhilosopher.seat(table, kitchen);
        }
    };

    /**
     * How long {@code vertxEventBus} waits for a chopstick's lock: vert.x's own default for {@code getLocalLock} (10
     * s), as the talk used it.
     */
    public static final Duration LOCK_TIMEOUT = Duration.ofSeconds(10);

    private final String id;

    VertxImplementation(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
        if (!supports(spec.threads())) {
            throw unsupported(spec.threads());
        }
        return new VertxDinner(spec, this, LOCK_TIMEOUT.toMillis()).serve(kitchen);
    }

    /**
     * {@code vertxEventBus} with another lock time-out than {@link #LOCK_TIMEOUT}: for a test that proves a lock not
     * had in time fails the dinner, without waiting vert.x's 10 s for it. Its id is {@code vertxEventBus}.
     */
    public static Implementation eventBus(Duration lockTimeout) {
        if (lockTimeout.isNegative() || lockTimeout.isZero()) {
            throw new IllegalArgumentException("a lock time-out must be positive, got " + lockTimeout);
        }
        return new Implementation() {
            @Override
            public String id() {
                return VERTX_EVENT_BUS.id();
            }

            @Override
            public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
                if (!supports(spec.threads())) {
                    throw unsupported(spec.threads());
                }
                return new VertxDinner(spec, VERTX_EVENT_BUS, lockTimeout.toMillis()).serve(kitchen);
            }

            @Override
            public boolean supports(ThreadKind threads) {
                return VERTX_EVENT_BUS.supports(threads);
            }

            @Override
            public String toString() {
                return id() + "(lock time-out " + lockTimeout + ")";
            }
        };
    }

    /** The verticles that seat every philosopher of the table, not yet deployed. */
    abstract TableVerticle[] seat(VertxTable table, Kitchen kitchen);

    /** Registers vert.x with {@link Implementations}. */
    public static final class Provider implements Implementations.Provider {
        @Override
        public List<? extends Implementation> implementations() {
            return List.of(values());
        }
    }
}
