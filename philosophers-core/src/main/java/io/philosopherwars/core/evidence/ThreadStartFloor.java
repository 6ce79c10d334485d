package io.philosopherwars.core.evidence;

import io.philosopherwars.core.report.MarkdownTable;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.cli.CommandLine;
import io.philosopherwars.core.report.AtomicFile;
import io.philosopherwars.core.report.RunEnvironment;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * The floor under a dinner's setup: N bare threads started, each parked until released, then released and joined; no
 * engine, no locks, no scope. If this floor grows faster than linearly with N, so must any dinner's setup on the same
 * threads, and the cause is below the project (the JVM or the kernel), not in it. On a 2-core VM platform threads do:
 * {@code perf} shows the time going into the kernel's {@code futex_wake} (the futex hash buckets fill with every parked
 * thread) and HotSpot's {@code ThreadsSMRSupport::free_list} (the thread list is copied on every thread start), both
 * work per start that grows with the threads already alive.
 */
public final class ThreadStartFloor {
    private static final String USAGE = """
            usage: ./philosophers threadstart [options]   (lists are comma-separated)
              --threads LIST    thread kinds: platform,virtual (default: both)
              --counts LIST     how many threads to start (default: 1000,2000,5000,10000)
              --rounds N        rounds per count; the first warms up and is shown too (default: 3)
              --report FILE     also write the table, under the run's environment, to FILE
            """;

    /** A bound on one round, so that a machine that cannot start the threads fails instead of hanging. */
    private static final long ROUND_LIMIT_SECONDS = 120;

    /**
     * One round.
     *
     * @param seatedNanos
     *            from the first start until every thread has started and is about to park
     * @param leftNanos
     *            from the release until every thread has been joined
     */
    public record Round(ThreadKind kind, int threads, long seatedNanos, long leftNanos) {
        public double seatedMicrosPerThread() {
            return seatedNanos / 1e3 / threads;
        }
    }

    private ThreadStartFloor() {
    }

    /** Starts {@code count} threads of {@code kind}, waits until all are running, releases and joins them. */
    public static Round round(ThreadKind kind, int count) throws InterruptedException {
        ThreadFactory factory = kind == ThreadKind.VIRTUAL ? Thread.ofVirtual().factory()
                : Thread.ofPlatform().factory();
        CountDownLatch arrived = new CountDownLatch(count);
        AtomicBoolean released = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>(count);
        long start = System.nanoTime();
        long seated = start;
        try {
            for (int i = 0; i < count; i++) {
                Thread thread = factory.newThread(() -> {
                    arrived.countDown();
                    while (!released.get()) {
                        LockSupport.park();
                    }
                });
                thread.start();
                threads.add(thread);
            }
            if (!arrived.await(ROUND_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException(
                        count + " " + kind.id() + " threads did not all start within " + ROUND_LIMIT_SECONDS + " s");
            }
            seated = System.nanoTime();
        } finally {
            // Whatever happened, every thread started so far is released and gone before this returns or throws.
            released.set(true);
            threads.forEach(LockSupport::unpark);
            for (Thread thread : threads) {
                thread.join();
            }
        }
        return new Round(kind, count, seated - start, System.nanoTime() - seated);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String[] args) {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            System.out.print(USAGE);
            return 0;
        }
        List<ThreadKind> kinds = List.of(ThreadKind.PLATFORM, ThreadKind.VIRTUAL);
        List<Integer> counts = List.of(1_000, 2_000, 5_000, 10_000);
        int rounds = 3;
        Path report = null;
        try {
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String value = pair.getValue();
                switch (pair.getKey()) {
                    case "--threads" -> kinds = CommandLine.list("thread kind", value, List.of(ThreadKind.values()),
                            id -> io.philosopherwars.core.Named.byId("thread kind", ThreadKind.values(), id));
                    case "--counts" -> counts = CommandLine.positives("--counts", value);
                    case "--rounds" -> rounds = CommandLine.positive("--rounds", value);
                    case "--report" -> report = Path.of(value);
                    default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
                }
            }
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.print(USAGE);
            return 2;
        }
        MarkdownTable columns = new MarkdownTable().left("threads").right("count").right("round")
                .right("all started ms").right("µs per thread").right("released and joined ms");
        StringBuilder table = new StringBuilder(columns.header());
        System.out.print(table);
        try {
            for (ThreadKind kind : kinds) {
                for (int count : counts) {
                    for (int r = 1; r <= rounds; r++) {
                        Round round = round(kind, count);
                        String row = columns.line(kind.id(), count, r,
                                String.format(Locale.ROOT, "%.1f", round.seatedNanos() / 1e6),
                                String.format(Locale.ROOT, "%.1f", round.seatedMicrosPerThread()),
                                String.format(Locale.ROOT, "%.1f", round.leftNanos() / 1e6));
                        System.out.print(row);
                        table.append(row);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("error: interrupted");
            return 1;
        } catch (IllegalStateException | OutOfMemoryError e) {
            // OutOfMemoryError "unable to create native thread" is the OS thread limit, a clear message here.
            System.err.println("error: " + e.getMessage());
            return 1;
        }
        if (report != null) {
            try {
                AtomicFile.write(report,
                        "# Thread start floor\n\n" + RunEnvironment.current().markdown(
                                "./philosophers threadstart " + String.join(" ", args),
                                "bare threads, no dinner: each started thread counts down a latch and parks until"
                                        + " released; the first round of each count warms up")
                                + "\n" + table);
            } catch (IOException e) {
                System.err.println("error: cannot write " + report + ": " + e);
                return 1;
            }
        }
        return 0;
    }
}
