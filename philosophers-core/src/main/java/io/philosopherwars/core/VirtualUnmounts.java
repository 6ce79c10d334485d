package io.philosopherwars.core;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The JVM's count of virtual-thread unmounts (a park, a blocked monitor enter, a wait, a yield that gave the carrier
 * away) where the opt-in unmount agent is loaded ({@code -javaagent:unmount-agent/target/unmount-agent.jar}, or
 * {@code PHILOSOPHERS_COUNT_UNMOUNTS=1} with the launcher); {@link #UNKNOWN} otherwise, never a guess. It is what a
 * virtual dinner switches without the kernel, and {@link ContextSwitches} cannot see: with both, a dinner's cost per
 * switch is a measured quotient on either thread kind. Read from the agent's counter in the boot class loader only, so
 * a copy of the counter class on the class path never answers for an agent that is not there.
 */
public final class VirtualUnmounts {
    /** The count where the agent is not loaded. */
    public static final long UNKNOWN = -1;
    private static final String COUNTER = "io.philosopherwars.unmounts.Unmounts";
    private static final MethodHandle COUNT = count();

    private VirtualUnmounts() {
    }

    private static MethodHandle count() {
        try {
            Class<?> counter = Class.forName(COUNTER, true, null);
            return MethodHandles.publicLookup().findStatic(counter, "count", MethodType.methodType(long.class));
        } catch (ReflectiveOperationException | LinkageError e) {
            // No agent: the boot class loader has no counter.
            return null;
        }
    }

    /** Whether the agent is counting in this JVM. */
    public static boolean available() {
        return ofProcess() != UNKNOWN;
    }

    /** Unmounts of virtual threads in this JVM so far, or {@link #UNKNOWN}. */
    public static long ofProcess() {
        if (COUNT == null) {
            return UNKNOWN;
        }
        try {
            return (long) COUNT.invokeExact();
        } catch (Throwable e) {
            return UNKNOWN;
        }
    }
}
