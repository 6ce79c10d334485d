package io.philosopherwars.unmounts;

import java.util.concurrent.atomic.LongAdder;

/**
 * The count of virtual-thread unmounts in this JVM since the agent was loaded: every time a virtual thread gave its
 * carrier away and will continue later (a park, a blocked {@code synchronized} enter, an {@code Object.wait}, a
 * {@code Thread.yield}); not the last unmount of a thread that ended. {@link UnmountAgent} makes
 * {@code java.lang.VirtualThread.afterYield()}, which the carrier runs after each such unmount, call
 * {@link #unmounted()}. Loaded by the boot class loader (the agent jar's {@code Boot-Class-Path}), so that
 * {@code java.base} can call it and every class loader sees the same count.
 */
public final class Unmounts {
    /** The count where no agent was loaded, or it could not patch this JDK. */
    public static final long UNKNOWN = -1;
    private static final LongAdder COUNT = new LongAdder();
    private static volatile boolean counting;

    private Unmounts() {
    }

    /** Called by the patched {@code VirtualThread.afterYield()} on the carrier, once per unmount. */
    public static void unmounted() {
        COUNT.increment();
    }

    /** Unmounts so far, or {@link #UNKNOWN} where the agent did not patch {@code VirtualThread}. */
    public static long count() {
        return counting ? COUNT.sum() : UNKNOWN;
    }

    static void counting() {
        counting = true;
    }
}
