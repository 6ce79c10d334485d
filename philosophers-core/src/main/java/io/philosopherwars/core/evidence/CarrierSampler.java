package io.philosopherwars.core.evidence;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import jdk.management.VirtualThreadSchedulerMXBean;

/**
 * Samples the virtual-thread scheduler ({@link VirtualThreadSchedulerMXBean}) every {@link #SAMPLE_PERIOD_MILLIS} ms
 * from a daemon platform thread of its own, keeping the most carrier threads and mounted virtual threads seen. Growing
 * the carrier pool past its parallelism is how the JDK compensates for a virtual thread that blocks its carrier (a file
 * read); a sample period can miss a short one. It also averages the scheduler's queue of virtual threads that are ready
 * to run but wait for a carrier: a virtual thread that wakes up (from a sleep, or because a lock was handed to it)
 * waits behind them, so the queue is where a meal's extra length goes when every carrier is busy.
 */
public final class CarrierSampler implements AutoCloseable {
    public static final long SAMPLE_PERIOD_MILLIS = 5;

    private final VirtualThreadSchedulerMXBean scheduler = ManagementFactory
            .getPlatformMXBean(VirtualThreadSchedulerMXBean.class);
    private final Thread sampling;
    private volatile boolean running = true;
    private int peakCarriers;
    private int peakMounted;
    private long queuedSum;
    private long samples;

    private CarrierSampler() {
        sampling = Thread.ofPlatform().daemon().name("evidence-carrier-sampler").unstarted(this::sample);
    }

    public static CarrierSampler start() {
        CarrierSampler sampler = new CarrierSampler();
        sampler.sampling.start();
        return sampler;
    }

    private void sample() {
        do {
            peakCarriers = Math.max(peakCarriers, scheduler.getPoolSize());
            peakMounted = Math.max(peakMounted, scheduler.getMountedVirtualThreadCount());
            queuedSum += scheduler.getQueuedVirtualThreadCount();
            samples++;
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(SAMPLE_PERIOD_MILLIS));
        } while (running);
        peakCarriers = Math.max(peakCarriers, scheduler.getPoolSize());
    }

    /** Stops sampling and waits for the sampler's last sample; the peaks are final after this. */
    @Override
    public void close() {
        running = false;
        LockSupport.unpark(sampling);
        boolean interrupted = false;
        while (true) {
            try {
                sampling.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The scheduler's parallelism: its target number of carriers. */
    public int parallelism() {
        return scheduler.getParallelism();
    }

    /** The most carrier threads seen in the pool; final after {@link #close()}. */
    public int peakCarriers() {
        return peakCarriers;
    }

    /**
     * The mean number of virtual threads queued for a carrier over the samples (the scheduler's estimate); NaN when
     * nothing was sampled; final after {@link #close()}.
     */
    public double meanQueued() {
        return samples == 0 ? Double.NaN : (double) queuedSum / samples;
    }

    /** The most virtual threads seen mounted at once; final after {@link #close()}. */
    public int peakMounted() {
        return peakMounted;
    }
}
