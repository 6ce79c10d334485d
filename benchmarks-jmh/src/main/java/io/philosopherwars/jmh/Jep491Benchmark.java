package io.philosopherwars.jmh;

import io.philosopherwars.core.evidence.Jep491Experiment;
import io.philosopherwars.core.evidence.Jep491Experiment.Monitor;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The corrected JEP 491 experiment ({@link Jep491Experiment}) under JMH: one operation is the whole experiment, tasks
 * started to last task done, single shot. {@code monitor} is {@code FRESH} (a monitor per task: the sleeps overlap
 * unless pinning serialises them) or {@code SHARED} (the article's one monitor: serial by mutual exclusion). The
 * scheduler's parallelism is a JVM flag, so it is set per run, not as a {@code @Param}; add the evidence profiler for
 * pinned events:
 *
 * <pre>
 * ./philosophers jmh Jep491 -jvmArgs -Djdk.virtualThreadScheduler.parallelism=1 -prof io.philosopherwars.jmh.EvidenceProfiler
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP, BenchmarkOptions.UNSAFE })
public class Jep491Benchmark {
    @Param
    public Monitor monitor;

    /** Virtual threads; the article's 5,000 (its shared monitor then takes 25 s of sleeps per operation). */
    @Param({ "5000" })
    public int tasks;

    @Param({ "10000" })
    public int cpuIterations;

    @Param({ "5" })
    public int sleepMillis;

    @Benchmark
    public Jep491Experiment.Result experiment() throws InterruptedException {
        Duration sleep = Duration.ofMillis(sleepMillis);
        return Jep491Experiment.run(monitor, tasks, cpuIterations, sleep,
                sleep.multipliedBy(tasks).multipliedBy(3).plusSeconds(60));
    }
}
