package io.philosopherwars.jmh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.MealSize;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.vertx.VertxImplementation;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The shared body of every dinner benchmark: one operation is one whole dinner (setup, eating and leaving), in ms. A
 * subclass names the workload and the sizes; the benchmark methods, one per implementation and thread kind, are
 * inherited, so {@code NoopBenchmark.synchronized_virtual} and {@code SleepBenchmark.synchronized_virtual} share one
 * line of code. The {@code _pooled} rows run the lock designs as tasks on a fixed pool of platform threads
 * ({@link PoolParams}).
 * <p>
 * Forks get {@code --enable-preview -Xmx4g} through {@code jvmArgsAppend}; add your own flags with any of JMH's
 * {@code -jvmArgs}, {@code -jvmArgsAppend} or {@code -jvmArgsPrepend}: the jar's main keeps ours
 * ({@link BenchmarkOptions}).
 * <p>
 * Three forks of 2 warm-up and 5 measured iterations of 1 s rather than one longer fork, because a platform-thread
 * dinner's time varies from JVM to JVM (thread start) and only forks show that variance and average it out; the two
 * all-full runs it was chosen from, with their errors and times, are in {@code docs/running.md} (settings) and
 * {@code matrix-allfull-3forks.md} of the Intel set before its remeasure (in git at b0f0782, under
 * {@code results/intel-xeon-2c}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP, BenchmarkOptions.NATIVE_ACCESS,
        BenchmarkOptions.UNSAFE })
public abstract class DinnerBenchmark {
    /**
     * When the dinner ends: {@code firstFull} (the talk's race) or {@code allFull} (fixed work). No values given, so
     * JMH runs both by default and lists both as the legal ones ({@code -lp}); {@code -p stop=allFull} picks one.
     */
    @Param
    public Stop stop;

    /** Bound of one dinner; a dinner past it fails the benchmark with a message instead of hanging the run. */
    @Param({ "300" })
    public int timeLimitSeconds;

    private Workload workload;
    private Kitchen kitchen;

    protected abstract WorkloadKind workload();

    /**
     * The meal's size from the parameters that apply to this workload: {@code micros} only where a meal lasts (sleep,
     * active wait), {@code bytes} only where it reads (file, HTTP), so that {@code -p micros=8,16} never runs a noop
     * row twice with the same work.
     */
    protected MealSize size() {
        return MealSize.DEFAULT;
    }

    /** The workload served, from the class's kind and size; a class whose parameters change the meal itself says so. */
    protected Workload meal() {
        return workload().create(size());
    }

    protected abstract int philosophers();

    protected abstract int meals();

    @Setup(Level.Trial)
    public void openKitchen() {
        // Bad -p values fail here, before any dinner, with the message of the spec's own validation.
        workload = clocked(meal());
        DinnerSpec.checkSizes(philosophers(), meals(), Duration.ofSeconds(timeLimitSeconds));
        // Opened once per trial (the file, later the HTTP clients): not part of any measured dinner.
        kitchen = Kitchens.open(workload, philosophers());
    }

    @TearDown(Level.Trial)
    public void closeKitchen() throws IOException {
        if (kitchen != null) {
            kitchen.close();
        }
    }

    /**
     * The pool of the {@code _pooled} rows: parameters of those rows only (JMH gives a method the parameters of the
     * states it takes), so {@code -p pool=1x,4x,64x} never repeats a row that has no pool.
     */
    @State(Scope.Benchmark)
    public static class PoolParams {
        /**
         * The pool's threads: a count ({@code 8}) or a multiple of the cores ({@code 4x}); the default, one per core.
         */
        @Param({ "1x" })
        public String pool;

        /**
         * The queue of its waiting tasks: {@code linked} (LinkedBlockingQueue) or {@code array} (ArrayBlockingQueue).
         */
        @Param({ "linked" })
        public String queue;

        private Pool resolved;

        @Setup(Level.Trial)
        public void resolve() {
            // A bad -p value fails here, before any dinner, with Pool's own message.
            resolved = Pool.of(pool, Named.byId("queue", Pool.Queue.values(), queue));
        }
    }

    private DinnerSpec spec(Implementation implementation, ThreadKind threads, Pool pool) {
        return new DinnerSpec(implementation, threads, workload, philosophers(), meals(), stop.rule(),
                Duration.ofSeconds(timeLimitSeconds), pool);
    }

    /** The one body every benchmark method delegates to. */
    protected final DinnerResult dine(Implementation implementation, ThreadKind threads) {
        return dine(implementation, threads, Pool.DEFAULT);
    }

    /** The body of the {@code _pooled} rows: philosophers as tasks on the pool the parameters name. */
    protected final DinnerResult dine(Implementation implementation, PoolParams pool) {
        return dine(implementation, ThreadKind.POOLED, pool.resolved);
    }

    private DinnerResult dine(Implementation implementation, ThreadKind threads, Pool pool) {
        DinnerResult result = implementation.serve(spec(implementation, threads, pool), kitchen);
        DinnerMetrics.record(result);
        served();
        return result;
    }

    /** The meal as served: {@code meal} itself, or clocked where a subclass clocks its meals. */
    protected Workload clocked(Workload meal) {
        return meal;
    }

    /** After each dinner's metrics: a subclass that measured more of the dinner (its meals' lengths) records it. */
    protected void served() {
    }

    @Benchmark
    public DinnerResult reentrantLock_platform() {
        return dine(LockImplementation.REENTRANT_LOCK, ThreadKind.PLATFORM);
    }

    @Benchmark
    public DinnerResult reentrantLock_virtual() {
        return dine(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL);
    }

    /** Tasks on a fixed pool of platform threads ({@code -p pool}, {@code -p queue}). */
    @Benchmark
    public DinnerResult reentrantLock_pooled(PoolParams pool) {
        return dine(LockImplementation.REENTRANT_LOCK, pool);
    }

    @Benchmark
    public DinnerResult fairReentrantLock_platform() {
        return dine(LockImplementation.FAIR_REENTRANT_LOCK, ThreadKind.PLATFORM);
    }

    @Benchmark
    public DinnerResult fairReentrantLock_virtual() {
        return dine(LockImplementation.FAIR_REENTRANT_LOCK, ThreadKind.VIRTUAL);
    }

    @Benchmark
    public DinnerResult fairReentrantLock_pooled(PoolParams pool) {
        return dine(LockImplementation.FAIR_REENTRANT_LOCK, pool);
    }

    @Benchmark
    public DinnerResult synchronized_platform() {
        return dine(LockImplementation.SYNCHRONIZED, ThreadKind.PLATFORM);
    }

    @Benchmark
    public DinnerResult synchronized_virtual() {
        return dine(LockImplementation.SYNCHRONIZED, ThreadKind.VIRTUAL);
    }

    @Benchmark
    public DinnerResult synchronized_pooled(PoolParams pool) {
        return dine(LockImplementation.SYNCHRONIZED, pool);
    }

    /** vertxPerLoop's partitioning on platform threads: one per block of seats, ReentrantLocks at the edges. */
    @Benchmark
    public DinnerResult partitionedLock_platform() {
        return dine(LockImplementation.PARTITIONED_LOCK, ThreadKind.PLATFORM);
    }

    /** vertxPerLoop's partitioning on virtual threads. */
    @Benchmark
    public DinnerResult partitionedLock_virtual() {
        return dine(LockImplementation.PARTITIONED_LOCK, ThreadKind.VIRTUAL);
    }

    /** vertxPerLoop's partitioning as tasks on a pool: one task per block of seats. */
    @Benchmark
    public DinnerResult partitionedLock_pooled(PoolParams pool) {
        return dine(LockImplementation.PARTITIONED_LOCK, pool);
    }

    /** Event-loop verticles. The score includes starting and closing a Vert.x instance; the phases do not. */
    @Benchmark
    public DinnerResult vertx_platform() {
        return dine(VertxImplementation.VERTX, ThreadKind.PLATFORM);
    }

    /** Virtual-thread verticles. The score includes starting and closing a Vert.x instance; the phases do not. */
    @Benchmark
    public DinnerResult vertx_virtual() {
        return dine(VertxImplementation.VERTX, ThreadKind.VIRTUAL);
    }

    /** A verticle per event loop owning a block of seats, on event loops. Vert.x start and close as above. */
    @Benchmark
    public DinnerResult vertxPerLoop_platform() {
        return dine(VertxImplementation.VERTX_PER_LOOP, ThreadKind.PLATFORM);
    }

    /** A verticle per event loop owning a block of seats, on virtual-thread contexts. */
    @Benchmark
    public DinnerResult vertxPerLoop_virtual() {
        return dine(VertxImplementation.VERTX_PER_LOOP, ThreadKind.VIRTUAL);
    }

    /** The talk's design: event-bus consumers and SharedData local locks, on event loops. */
    @Benchmark
    public DinnerResult vertxEventBus_platform() {
        return dine(VertxImplementation.VERTX_EVENT_BUS, ThreadKind.PLATFORM);
    }

    /** The talk's design on virtual-thread verticles. */
    @Benchmark
    public DinnerResult vertxEventBus_virtual() {
        return dine(VertxImplementation.VERTX_EVENT_BUS, ThreadKind.VIRTUAL);
    }
}
