package io.philosopherwars.core;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Locale;

/**
 * The kernel's count of context switches of this whole process, every thread that ever ran in it included (also those
 * that have ended): {@code getrusage(RUSAGE_SELF)}'s {@code ru_nvcsw} (voluntary: a thread blocked or yielded) plus
 * {@code ru_nivcsw} (involuntary: the scheduler preempted it), called through the foreign function API.
 * <p>
 * What it sees: every switch of a platform thread, and of the carriers under virtual threads; not a virtual thread's
 * park and unmount, which happens in the JVM without the kernel. It also counts the JVM's own threads (JIT, GC), so a
 * dinner's count is a process count over its eating phase, reported beside the meals it ate. Linux on 64-bit only (the
 * structure's layout below); elsewhere {@link #ofProcess()} answers {@link #UNKNOWN} and no number is shown.
 */
public final class ContextSwitches {
    /** The count where the platform has no {@code getrusage} with Linux's 64-bit layout. */
    public static final long UNKNOWN = -1;
    /** {@code struct rusage} on 64-bit Linux: two {@code timeval}s (16 bytes each), then 14 {@code long}s. */
    private static final long SIZE = 144;
    private static final long NVCSW = 32 + 12 * 8;
    private static final long NIVCSW = 32 + 13 * 8;
    private static final int RUSAGE_SELF = 0;
    private static final MethodHandle GETRUSAGE = getrusage();

    private ContextSwitches() {
    }

    private static MethodHandle getrusage() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux") || !"64".equals(System.getProperty("sun.arch.data.model"))) {
            return null;
        }
        try {
            Linker linker = Linker.nativeLinker();
            return linker.defaultLookup().find("getrusage")
                    .map(address -> linker.downcallHandle(address,
                            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS)))
                    .orElse(null);
        } catch (RuntimeException | LinkageError e) {
            // No native access here (a module that was not granted it): the count is unknown, never a wrong number.
            return null;
        }
    }

    /** Whether this platform gives the count. */
    public static boolean available() {
        return GETRUSAGE != null && ofProcess() != UNKNOWN;
    }

    /** Voluntary plus involuntary context switches of this process so far, or {@link #UNKNOWN}. */
    public static long ofProcess() {
        if (GETRUSAGE == null) {
            return UNKNOWN;
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment usage = arena.allocate(SIZE, 8);
            int rc = (int) GETRUSAGE.invokeExact(RUSAGE_SELF, usage);
            if (rc != 0) {
                return UNKNOWN;
            }
            return usage.get(ValueLayout.JAVA_LONG, NVCSW) + usage.get(ValueLayout.JAVA_LONG, NIVCSW);
        } catch (Throwable e) {
            return UNKNOWN;
        }
    }
}
