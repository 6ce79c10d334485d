package io.philosopherwars.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Means per dinner for an {@code @AuxCounters(EVENTS)} state. JMH sums an EVENTS counter over the measured iterations
 * of every fork, so each iteration's mean enters weighted by 1 / (iterations x forks), and the sum is the mean of the
 * iteration means; in warm-up it stands alone. Held by the metric states, so the rule is written once.
 */
final class IterationMeans {
    private double share = 1;
    private long dinners;

    /** At the start of each iteration. */
    void reset(BenchmarkParams benchmark, IterationParams iteration) {
        share = iteration.getType() == IterationType.MEASUREMENT
                ? 1.0 / ((double) iteration.getCount() * Math.max(1, benchmark.getForks()))
                : 1.0;
        dinners = 0;
    }

    /** One more dinner in this iteration. */
    void counted() {
        dinners++;
    }

    /** The iteration's mean of a per-dinner sum, weighted for JMH's sum. */
    double mean(double sum) {
        return dinners == 0 ? 0 : share * sum / dinners;
    }
}
