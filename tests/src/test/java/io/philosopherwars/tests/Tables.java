package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.ThreadKind;
import com.sun.management.HotSpotDiagnosticMXBean;
import io.philosopherwars.core.workload.Audited;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.function.Executable;

/** Checks every dinner of the test suite shares: the audit, the thread kind, and that nobody is left at the table. */
final class Tables {
    private Tables() {
    }

    /** Serves the spec with its workload audited, and checks what must hold whatever the stop rule. */
    static DinnerResult serveAudited(DinnerSpec plain) {
        Audited audited = new Audited(plain.workload());
        DinnerSpec spec = plain.withWorkload(audited);
        DinnerResult result = spec.serve();
        assertEquals(0, audited.audit().violations(), "neighbours ate together or without both chopsticks");
        assertEquals(audited.audit().meals(), result.meals().total(),
                "meals counted by the table and by the audited workload differ");
        if (spec.threads() == ThreadKind.POOLED) {
            assertTrue(result.virtualThreads() == 0 && result.platformThreads() <= spec.pool().threads(),
                    () -> "a dinner on a pool of " + spec.pool().threads() + " ran on " + result.threadsUsed());
        }
        if (spec.threads() == ThreadKind.VIRTUAL) {
            assertTrue(result.virtualThreads() > 0 && result.platformThreads() == 0,
                    () -> "a virtual dinner ran on " + result.threadsUsed());
        } else {
            assertTrue(result.platformThreads() > 0 && result.virtualThreads() == 0,
                    () -> "a platform dinner ran on " + result.threadsUsed());
        }
        assertNoPhilosopherThreadAlive();
        return result;
    }

    /** Serves a dinner that must fail, and fail within {@code bound}; returns its failure. */
    static DinnerFailedException failsWithin(Duration bound, Executable dinner) {
        long start = System.nanoTime();
        DinnerFailedException failure = assertThrows(DinnerFailedException.class, dinner);
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(tookMillis < bound.toMillis(), () -> "the dinner took " + tookMillis + " ms to fail: " + failure);
        return failure;
    }

    /** No philosopher thread, platform or virtual, is alive after the dinner. */
    static void assertNoPhilosopherThreadAlive() {
        assertNoThreadAlive("philosopher-");
    }

    /** No thread of a vert.x dinner (event loops, virtual-thread verticles, workers) outlives it. */
    static void assertNoVertxThreadAlive() {
        assertNoThreadAlive("vert.x-");
    }

    /**
     * No thread whose name starts with {@code prefix} is alive, virtual ones included: {@code Thread.getAllStackTraces}
     * does not list virtual threads, the JSON thread dump does. A thread on its way out gets a short grace.
     */
    private static void assertNoThreadAlive(String prefix) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        List<String> alive = threadsNamed(prefix);
        while (!alive.isEmpty() && System.nanoTime() - deadline < 0) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            alive = threadsNamed(prefix);
        }
        List<String> left = alive;
        assertTrue(left.isEmpty(), () -> left.size() + " " + prefix + "* threads still alive after the dinner, e.g. "
                + left.subList(0, Math.min(5, left.size())));
    }

    private static final Pattern THREAD_NAME = Pattern.compile("\"name\": \"([^\"]*)\"");

    /** Names of the live threads, virtual ones included, from a JSON thread dump. */
    static List<String> threadsNamed(String prefix) {
        try {
            Path dump = Files.createTempDirectory("thread-dump").resolve("threads.json");
            try {
                ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).dumpThreads(dump.toString(),
                        HotSpotDiagnosticMXBean.ThreadDumpFormat.JSON);
                Matcher names = THREAD_NAME.matcher(Files.readString(dump));
                List<String> found = new ArrayList<>();
                while (names.find()) {
                    if (names.group(1).startsWith(prefix)) {
                        found.add(names.group(1));
                    }
                }
                return found;
            } finally {
                Files.deleteIfExists(dump);
                Files.deleteIfExists(dump.getParent());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not take a thread dump", e);
        }
    }
}
