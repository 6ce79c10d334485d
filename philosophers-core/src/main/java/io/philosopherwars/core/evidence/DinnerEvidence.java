package io.philosopherwars.core.evidence;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import jdk.management.VirtualThreadSchedulerMXBean;

/**
 * Serves a dinner while watching what the JDK does underneath it: virtual threads pinned to their carrier (JFR
 * {@code jdk.VirtualThreadPinned}, threshold 0, {@link PinningRecorder}), and the virtual-thread scheduler's carriers
 * ({@link VirtualThreadSchedulerMXBean}, sampled every {@link #SAMPLE_PERIOD_MILLIS} ms from a platform thread): its
 * parallelism, and the most carrier threads and mounted virtual threads seen. Growing the carrier pool past its
 * parallelism is how the JDK compensates for a virtual thread that blocks its carrier in a file read.
 * <p>
 * Opt-in (the demo's {@code --evidence true}): the sampler thread takes a little CPU and the JFR stream a thread of its
 * own. Pinned events are attributed to the eating phase by their JFR start time against the phase boundaries, which are
 * known to within the few microseconds between this class's clock reading and the engine's.
 */
public final class DinnerEvidence {
    static final long SAMPLE_PERIOD_MILLIS = 5;

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
     */
    public record Observed(DinnerResult result, long pinnedEvents, long pinnedWhileEating,
            Map<String, Long> topPinningFrames, int parallelism, int peakCarriers, int peakMounted) {
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
        VirtualThreadSchedulerMXBean scheduler = ManagementFactory
                .getPlatformMXBean(VirtualThreadSchedulerMXBean.class);
        CarrierSampler sampler = new CarrierSampler(scheduler);
        try (PinningRecorder recorder = PinningRecorder.start()) {
            Thread sampling = Thread.ofPlatform().daemon().name("evidence-carrier-sampler").start(sampler);
            Instant anchor = Instant.now();
            DinnerResult result;
            try {
                result = spec.implementation().serve(spec, kitchen);
            } finally {
                sampler.stop();
                joinQuietly(sampling);
            }
            PinningRecorder.Pinning pinning = recorder.stop(5);
            long epochAtAnchor = anchor.getEpochSecond() * 1_000_000_000L + anchor.getNano();
            long released = epochAtAnchor + result.setupNanos();
            long stopRuleMet = released + result.eatingNanos();
            return new Observed(result, pinning.events(), recorder.eventsBetween(released, stopRuleMet),
                    pinning.topFrames(), scheduler.getParallelism(), sampler.peakCarriers, sampler.peakMounted);
        }
    }

    private static void joinQuietly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Samples the scheduler until stopped; the peaks are read after its thread has been joined. */
    private static final class CarrierSampler implements Runnable {
        private final VirtualThreadSchedulerMXBean scheduler;
        private volatile boolean running = true;
        int peakCarriers;
        int peakMounted;

        CarrierSampler(VirtualThreadSchedulerMXBean scheduler) {
            this.scheduler = scheduler;
        }

        void stop() {
            running = false;
        }

        @Override
        public void run() {
            do {
                peakCarriers = Math.max(peakCarriers, scheduler.getPoolSize());
                peakMounted = Math.max(peakMounted, scheduler.getMountedVirtualThreadCount());
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(SAMPLE_PERIOD_MILLIS));
            } while (running);
            peakCarriers = Math.max(peakCarriers, scheduler.getPoolSize());
        }
    }
}
