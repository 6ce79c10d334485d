package io.philosopherwars.jmh;

import io.philosopherwars.core.evidence.CarrierSampler;
import io.philosopherwars.core.evidence.PinningRecorder;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * The dinners' evidence as JMH secondary metrics, opt-in: {@code -prof io.philosopherwars.jmh.EvidenceProfiler}. In
 * each iteration of the fork it counts JFR {@code jdk.VirtualThreadPinned} events (threshold 0,
 * {@link PinningRecorder}) and samples the virtual-thread scheduler every 5 ms ({@link CarrierSampler}), and reports:
 * <ul>
 * <li>{@code evidence.pinnedPerDinner}: pinned events per operation (one dinner), averaged over iterations;</li>
 * <li>{@code evidence.peakCarriers}: the most carrier threads seen (above the parallelism: the JDK compensated for
 * carriers blocked in file I/O), the maximum over iterations;</li>
 * <li>{@code evidence.peakMounted}: the most virtual threads mounted at once, the maximum;</li>
 * <li>{@code evidence.meanQueued}: virtual threads ready to run and waiting for a carrier, the mean of 5 ms samples (a
 * woken thread waits behind them);</li>
 * <li>{@code evidence.parallelism}: the scheduler's parallelism (its target number of carriers).</li>
 * </ul>
 * It is not on by default: the JFR stream and the sampler each have a thread of their own in the fork.
 */
public final class EvidenceProfiler implements InternalProfiler {
    private PinningRecorder recorder;
    private CarrierSampler sampler;

    @Override
    public String getDescription() {
        return "pinned virtual threads (JFR) and carrier threads per dinner";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        recorder = PinningRecorder.start();
        sampler = CarrierSampler.start();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
            IterationResult result) {
        sampler.close();
        long pinned = recorder.stop(5).events();
        recorder.close();
        long dinners = Math.max(1, result.getMetadata().getMeasuredOps());
        return List.of(
                new ScalarResult("evidence.pinnedPerDinner", (double) pinned / dinners, "events/op",
                        AggregationPolicy.AVG),
                new ScalarResult("evidence.peakCarriers", sampler.peakCarriers(), "threads", AggregationPolicy.MAX),
                new ScalarResult("evidence.peakMounted", sampler.peakMounted(), "threads", AggregationPolicy.MAX),
                new ScalarResult("evidence.meanQueued", sampler.meanQueued(), "threads", AggregationPolicy.AVG),
                new ScalarResult("evidence.parallelism", sampler.parallelism(), "threads", AggregationPolicy.MAX));
    }
}
