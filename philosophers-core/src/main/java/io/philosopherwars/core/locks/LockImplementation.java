package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.function.IntFunction;

/** Philosophers on threads, with chopsticks that are locks. */
public enum LockImplementation implements Implementation {
    REENTRANT_LOCK("reentrantLock", n -> new LockChopsticks(n, false)),
    /** A fair lock hands a released chopstick to the longest waiter: slower, but no philosopher starves. */
    FAIR_REENTRANT_LOCK("fairReentrantLock", n -> new LockChopsticks(n, true)),
    SYNCHRONIZED("synchronized", MonitorChopsticks::new);

    private final String id;
    private final IntFunction<Chopsticks> chopsticks;

    LockImplementation(String id, IntFunction<Chopsticks> chopsticks) {
        this.id = id;
        this.chopsticks = chopsticks;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
        return serve(spec, kitchen, spec.threads().factory("philosopher-"));
    }

    /**
     * Serves the dinner on threads from the caller's factory instead of the spec's thread kind: how a test makes thread
     * start-up fail (an OS thread limit) without reaching a real limit.
     */
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen, ThreadFactory threads) {
        if (spec.threads() == ThreadKind.PLATFORM) {
            // Before anything is allocated or started: such a dinner cannot run here.
            PlatformThreadCeiling.check(spec);
        }
        return new ThreadedDinner(spec, chopsticks.apply(spec.philosophers()), threads).serve(kitchen);
    }

    /** Registers these implementations with {@link Implementations}. */
    public static final class Provider implements Implementations.Provider {
        @Override
        public List<? extends Implementation> implementations() {
            return List.of(values());
        }
    }
}
