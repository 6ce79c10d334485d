package io.philosopherwars.core.locks;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The number of platform threads one process certainly cannot have on this Linux machine, read from the kernel: each
 * thread stack takes at least two memory mappings (the stack and its guard), so {@code vm.max_map_count} / 2 bounds
 * them, and no process has more threads than {@code kernel.threads-max}.
 * <p>
 * Why a dinner asks before it starts: starting and ending platform threads costs O(N²) in the JVM, so a dinner that
 * learns the limit from the thread that fails to start has already spent tens of seconds starting threads and spends as
 * long cancelling them (measured: docs/design.md, "What a dinner reports"). A dinner over this ceiling cannot run, so
 * it fails at once instead, naming the limit. One under it that still meets the real limit (other mappings,
 * {@code ulimit -u}) fails the slow way, with the same kind of message.
 */
final class PlatformThreadCeiling {
    private static final Path MAX_MAP_COUNT = Path.of("/proc/sys/vm/max_map_count");
    private static final Path THREADS_MAX = Path.of("/proc/sys/kernel/threads-max");

    private PlatformThreadCeiling() {
    }

    /** Fails the dinner if its platform philosophers cannot all exist in one process on this machine. */
    static void check(DinnerSpec spec) {
        long maps = read(MAX_MAP_COUNT);
        long threads = read(THREADS_MAX);
        long ceiling = Math.min(maps > 0 ? maps / 2 : Long.MAX_VALUE, threads > 0 ? threads : Long.MAX_VALUE);
        if (spec.philosophers() > ceiling) {
            throw new DinnerFailedException(String.format(Locale.ROOT,
                    "dinner %s needs %,d platform threads; this machine cannot start more than %,d in one process"
                            + " (vm.max_map_count = %,d, two memory mappings per thread stack; kernel.threads-max"
                            + " = %,d): use fewer philosophers or virtual threads; no thread was started",
                    spec.label(), spec.philosophers(), ceiling, maps, threads));
        }
    }

    /**
     * A kernel setting, or -1 where there is none to read (not Linux). Read line by line: procfs reports a size of 0,
     * and {@code Files.readString} then returned the first byte only ("6" for 65530).
     */
    private static long read(Path setting) {
        try {
            return Long.parseLong(Files.readAllLines(setting).getFirst().strip());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
