package io.philosopherwars.jmh;

import io.philosopherwars.core.ContextSwitches;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.VirtualUnmounts;
import io.philosopherwars.core.handoff.HandOff;
import io.philosopherwars.core.handoff.TokenRing;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Context switches measured directly: a token passed around a ring of threads ({@link TokenRing}), each hand-off waking
 * a thread that was blocked. One operation is one hand-off, in ns (a call passes the token {@value #HOPS} times: fixed
 * work at every ring size); the threads start once per trial, outside the measurement. Methods are
 * {@code <hand-off>_<threads>}: {@code park} (volatile slot and {@code LockSupport.unpark}) or {@code queue}
 * ({@code SynchronousQueue}), on platform or virtual threads; {@code -p ring} sets the threads in the ring
 * (zero-padded, so that rows sort).
 *
 * <pre>
 * ./philosophers jmh HandOff -p ring=00002,00010,00100,01000,10000
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(HandOffBenchmark.HOPS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = { BenchmarkOptions.PREVIEW, BenchmarkOptions.HEAP, BenchmarkOptions.NATIVE_ACCESS,
        BenchmarkOptions.UNSAFE })
public class HandOffBenchmark {
    /** Hand-offs per call: enough that the call's own two wake-ups (in and out of the ring) are noise. */
    static final int HOPS = 10_000;
    /** Bound of one call; a ring that loses its token fails the benchmark with a message instead of hanging. */
    private static final Duration LIMIT = Duration.ofSeconds(60);

    /** Threads in the ring. */
    @Param({ "00002", "00010", "00100", "01000", "10000" })
    public String ring;

    private TokenRing tokens;

    @Setup(Level.Trial)
    public void startRing(BenchmarkParams params) {
        // The method's name says which ring: <hand-off>_<threads>, the project's naming.
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        int underscore = method.indexOf('_');
        tokens = new TokenRing(Named.byId("thread kind", ThreadKind.values(), method.substring(underscore + 1)),
                HandOff.byId(method.substring(0, underscore)), ScaledBenchmark.thousands("-p ring", ring));
    }

    @TearDown(Level.Trial)
    public void stopRing() {
        if (tokens != null) {
            tokens.close();
        }
    }

    /**
     * One pass, with the fork's kernel switches and virtual unmounts over it: what tells a hand-off that blocks (a
     * context switch per hop) from one whose receiver spins and never blocks, which is no context switch at all.
     */
    private int pass() {
        long switches = ContextSwitches.ofProcess();
        long unmounts = VirtualUnmounts.ofProcess();
        int hops = tokens.pass(HOPS, LIMIT);
        DinnerMetrics.recordHops(
                switches == ContextSwitches.UNKNOWN ? ContextSwitches.UNKNOWN : ContextSwitches.ofProcess() - switches,
                unmounts == VirtualUnmounts.UNKNOWN ? VirtualUnmounts.UNKNOWN : VirtualUnmounts.ofProcess() - unmounts,
                hops);
        return hops;
    }

    @Benchmark
    public int park_platform() {
        return pass();
    }

    @Benchmark
    public int park_virtual() {
        return pass();
    }

    @Benchmark
    public int queue_platform() {
        return pass();
    }

    @Benchmark
    public int queue_virtual() {
        return pass();
    }
}
