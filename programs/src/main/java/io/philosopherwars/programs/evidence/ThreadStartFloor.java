package io.philosopherwars.programs.evidence;

import io.philosopherwars.format.Evidence;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
              --rounds N        rounds per count, the kinds' order reversed every other round; the first
                                warms up and is shown too (default: 3)
              --report FILE     also write the table, under the run's environment, to FILE (and its
                                record to FILE's .json beside it)
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
        System.exit(run(args, System.out, System.err));
    }

    /** The rounds to run: thread kinds x counts, each count {@code rounds} times, and the report. */
    record Options(List<ThreadKind> kinds, List<Integer> counts, int rounds, Path report, String[] args) {
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, ThreadStartFloor::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--threads", "--counts", "--rounds", "--report");
        return new Options(
                given.list("--threads", "thread kind", ThreadKind.perPhilosopher(),
                        id -> io.philosopherwars.core.Named.byId("thread kind", ThreadKind.perPhilosopher(), id),
                        List.of(ThreadKind.PLATFORM, ThreadKind.VIRTUAL)),
                given.positives("--counts", List.of(1_000, 2_000, 5_000, 10_000)), given.positive("--rounds", 3),
                given.path("--report"), args);
    }

    /**
     * The kinds in the order round {@code round} starts them: reversed every other round, so that no kind is always
     * measured in the wake of the other (a JVM that has just started and joined thousands of platform threads starts
     * its next virtual threads far slower than a JVM that starts them first).
     */
    static List<ThreadKind> order(List<ThreadKind> kinds, int round) {
        return round % 2 == 1 ? kinds : kinds.reversed();
    }

    /** How a round is labelled: the first of each count warms up and is shown, never read by a verdict. */
    public static final String WARM_UP = "warm-up";
    public static final String MEASURED = "measured";

    /** The record's kind and table, and the keys its readers use. */
    public static final String KIND = "thread-start-floor";
    public static final String ROUNDS = "rounds";
    public static final String THREADS = "threads";
    public static final String COUNT = "count";
    public static final String ROUND = "round";
    public static final String PHASE = "phase";
    public static final String STARTED_MS = "startedMs";
    public static final String MICROS_PER_THREAD = "microsPerThread";
    public static final String LEFT_MS = "leftMs";

    /** The report's columns: each key with the header its page prints. */
    public static Evidence.Column[] columns() {
        return new Evidence.Column[] { Evidence.Column.text(THREADS, "threads"),
                Evidence.Column.number(COUNT, "count", 0), Evidence.Column.number(ROUND, "round", 0),
                Evidence.Column.text(PHASE, "round is"), Evidence.Column.number(STARTED_MS, "all started ms", 1),
                Evidence.Column.number(MICROS_PER_THREAD, "µs per thread", 1),
                Evidence.Column.number(LEFT_MS, "released and joined ms", 1) };
    }

    static int execute(Options options, PrintStream out) throws IOException, InterruptedException {
        EvidenceRun run = new EvidenceRun(KIND, "Thread start floor", "threadstart", options.args(),
                "bare threads, no dinner: each started thread counts down a latch and parks until"
                        + " released; counts in turn, each count's rounds in turn, the kinds' order reversed"
                        + " every other round; the first round of each count warms up and decides nothing",
                out);
        EvidenceRun.Table table = run.table(ROUNDS, columns());
        try {
            for (int count : options.counts()) {
                for (int r = 1; r <= options.rounds(); r++) {
                    for (ThreadKind kind : order(options.kinds(), r)) {
                        Round round = round(kind, count);
                        run.row(table, kind.id(), count, r, r == 1 ? WARM_UP : MEASURED, round.seatedNanos() / 1e6,
                                round.seatedMicrosPerThread(), round.leftNanos() / 1e6);
                    }
                }
            }
        } catch (IllegalStateException | OutOfMemoryError e) {
            // OutOfMemoryError "unable to create native thread" is the OS thread limit, a clear message here.
            throw new Command.Failure(e.getMessage());
        }
        return run.end(options.report());
    }
}
