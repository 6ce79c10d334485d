package io.philosopherwars.jlbh;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.AtomicHistogram;
import org.HdrHistogram.Histogram;

/**
 * Durations recorded by many philosopher threads at once. JLBH's histograms are single-writer, so these go to
 * HdrHistogram {@link AtomicHistogram}s (wait-free writers), striped by seat so that philosophers on different cores
 * seldom hit the same counters; {@link #snapshot()} merges them between dinners, when nobody writes.
 * <p>
 * Two significant digits (1% resolution) from 1 ns to 10 minutes; a longer duration is recorded as 10 minutes and
 * counted in {@link Snapshot#clipped()}.
 */
final class StripedHistogram {
    static final long HIGHEST_NANOS = TimeUnit.MINUTES.toNanos(10);
    private static final int SIGNIFICANT_DIGITS = 2;

    private final AtomicHistogram[] stripes;
    private final int mask;
    private final LongAdder clipped = new LongAdder();

    StripedHistogram() {
        int wanted = Runtime.getRuntime().availableProcessors() * 4;
        int count = Integer.highestOneBit(wanted - 1) << 1;
        stripes = new AtomicHistogram[count];
        for (int i = 0; i < count; i++) {
            stripes[i] = new AtomicHistogram(HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        }
        mask = count - 1;
    }

    void record(int seat, long nanos) {
        if (nanos > HIGHEST_NANOS) {
            clipped.increment();
            nanos = HIGHEST_NANOS;
        }
        stripes[seat & mask].recordValue(Math.max(0, nanos));
    }

    /** What was recorded since the last {@link #reset()}, merged; call it while no dinner runs. */
    Snapshot snapshot() {
        Histogram merged = new Histogram(HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        for (AtomicHistogram stripe : stripes) {
            merged.add(stripe);
        }
        return new Snapshot(merged, clipped.sum());
    }

    void reset() {
        for (AtomicHistogram stripe : stripes) {
            stripe.reset();
        }
        clipped.reset();
    }

    /** The durations of one JLBH run. */
    record Snapshot(Histogram histogram, long clipped) {
        long count() {
            return histogram.getTotalCount();
        }

        /** The duration at {@code percentile} (0-100) in nanoseconds. */
        long at(double percentile) {
            return histogram.getValueAtPercentile(percentile);
        }

        long worst() {
            return histogram.getMaxValue();
        }
    }
}
