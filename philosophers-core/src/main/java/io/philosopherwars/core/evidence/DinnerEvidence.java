package io.philosopherwars.core.evidence;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;
import java.time.Instant;
import java.util.Map;

/**
 * Serves a dinner while watching what the JDK does underneath it: virtual threads pinned to their carrier (JFR
 * {@code jdk.VirtualThreadPinned}, threshold 0, {@link PinningRecorder}), and the virtual-thread scheduler's carriers
 * ({@link CarrierSampler}): its parallelism, and the most carrier threads and mounted virtual threads seen.
 * <p>
 * Opt-in (the demo's {@code --evidence true}): the sampler thread takes a little CPU and the JFR stream a thread of its
 * own. Pinned events are attributed to the eating phase by their JFR start time against the phase boundaries, which are
 * known to within the few microseconds between this class's clock reading and the engine's.
 */
public final class DinnerEvidence {
    /**
     * What was seen.
     *
     * @param result
     *            the dinner's own result
     * @param pinnedEvents
     *            pinned events from the start of setup to the end of leaving
     * @param pinnedWhileEating
     *            of those, the ones that started in the eating phase
     * @param topPinningFrames
     *            the most frequent pinning frames with their counts
     * @param parallelism
     *            the virtual-thread scheduler's parallelism (its target number of carriers)
     * @param peakCarriers
     *            the most carrier threads seen in the pool during the dinner
     * @param peakMounted
     *            the most virtual threads seen mounted at once
     * @param meanQueued
     *            the mean number of virtual threads ready to run and waiting for a carrier, sampled every 5 ms
     */
    public record Observed(DinnerResult result, long pinnedEvents, long pinnedWhileEating,
            Map<String, Long> topPinningFrames, int parallelism, int peakCarriers, int peakMounted, double meanQueued) {
    }

    private DinnerEvidence() {
    }

    /** Serves the dinner with its own kitchen, watched. */
    public static Observed serve(DinnerSpec spec) {
        Kitchen kitchen = Kitchens.open(spec);
        try (kitchen) {
            return serve(spec, kitchen);
        } catch (IOException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " could not clean up its workload: " + e, e);
        }
    }

    /** Serves the dinner with a kitchen the caller opened, watched. */
    public static Observed serve(DinnerSpec spec, Kitchen kitchen) {
        try (PinningRecorder recorder = PinningRecorder.start()) {
            Instant anchor = Instant.now();
            DinnerResult result;
            CarrierSampler sampler = CarrierSampler.start();
            try (sampler) {
                result = spec.implementation().serve(spec, kitchen);
            }
            PinningRecorder.Pinning pinning = recorder.stop(5);
            long epochAtAnchor = anchor.getEpochSecond() * 1_000_000_000L + anchor.getNano();
            long released = epochAtAnchor + result.setupNanos();
            long stopRuleMet = released + result.eatingNanos();
            return new Observed(result, pinning.events(), recorder.eventsBetween(released, stopRuleMet),
                    pinning.topFrames(), sampler.parallelism(), sampler.peakCarriers(), sampler.peakMounted(),
                    sampler.meanQueued());
        }
    }
}
