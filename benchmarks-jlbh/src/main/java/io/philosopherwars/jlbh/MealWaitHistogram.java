package io.philosopherwars.jlbh;

import io.philosopherwars.core.workload.MealWaits;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.Histogram;

/**
 * The per-meal waits of many philosopher threads at once. JLBH's histograms are single-writer, so the waits go to
 * HdrHistogram {@link AtomicHistogram}s (wait-free writers), striped by seat so that philosophers on different cores
 * seldom hit the same counters; {@link #snapshot()} merges them between dinners, when nobody writes.
 * <p>
 * Two significant digits (1% resolution) from 1 ns to 10 minutes; a longer wait is recorded as 10 minutes and counted
 * in {@link Waits#clipped()}.
 */
final class MealWaitHistogram implements MealWaits.Recorder {
    static final long HIGHEST_NANOS = TimeUnit.MINUTES.toNanos(10);
    private static final int SIGNIFICANT_DIGITS = 2;

    private final AtomicHistogram[] stripes;
    private final int mask;
    private final LongAdder clipped = new LongAdder();

    MealWaitHistogram() {
        int wanted = Runtime.getRuntime().availableProcessors() * 4;
        int count = Integer.highestOneBit(wanted - 1) << 1;
        stripes = new AtomicHistogram[count];
        for (int i = 0; i < count; i++) {
            stripes[i] = new AtomicHistogram(HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        }
        mask = count - 1;
    }

    @Override
    public void record(int seat, long waitNanos) {
        if (waitNanos > HIGHEST_NANOS) {
            clipped.increment();
            waitNanos = HIGHEST_NANOS;
        }
        stripes[seat & mask].recordValue(Math.max(0, waitNanos));
    }

    /** What was recorded since the last {@link #reset()}, merged; call it while no dinner runs. */
    Waits snapshot() {
        Histogram merged = new Histogram(HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        for (AtomicHistogram stripe : stripes) {
            merged.add(stripe);
        }
        return new Waits(merged, clipped.sum());
    }

    void reset() {
        for (AtomicHistogram stripe : stripes) {
            stripe.reset();
        }
        clipped.reset();
    }

    int stripes() {
        return stripes.length;
    }

    /** The waits of one JLBH run: every meal of its dinners but each philosopher's first. */
    record Waits(Histogram histogram, long clipped) {
        long count() {
            return histogram.getTotalCount();
        }

        /** The wait at {@code percentile} (0-100) in nanoseconds. */
        long at(double percentile) {
            return histogram.getValueAtPercentile(percentile);
        }

        long worst() {
            return histogram.getMaxValue();
        }
    }
}
