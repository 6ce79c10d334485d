package io.philosopherwars.core;

import java.util.Arrays;
import java.util.Locale;

/**
 * A sample of dinner times (or any measurements) told as a distribution, not as a mean with a normal-theory error bar:
 * a first-full dinner is a race whose length can differ tenfold from one dinner to the next, and its sample is often
 * bimodal. Percentiles interpolate linearly between the closest ranks (the "R-7" rule, as NumPy's default).
 *
 * @param n
 *            samples
 * @param min
 *            smallest
 * @param p10
 *            10th percentile
 * @param median
 *            50th percentile
 * @param p90
 *            90th percentile
 * @param max
 *            largest
 */
public record Distribution(int n, double min, double p10, double median, double p90, double max) {
    /** A row is unstable when its 90th percentile is more than twice its 10th. */
    public static final double UNSTABLE_SPREAD = 2.0;

    public static Distribution of(double... samples) {
        if (samples.length == 0) {
            throw new IllegalArgumentException("no samples to describe");
        }
        double[] sorted = samples.clone();
        Arrays.sort(sorted);
        return new Distribution(sorted.length, sorted[0], percentile(sorted, 10), percentile(sorted, 50),
                percentile(sorted, 90), sorted[sorted.length - 1]);
    }

    /** The {@code p}-th percentile (0-100) of values sorted ascending, interpolated between the closest ranks. */
    public static double percentile(double[] sorted, double p) {
        double rank = p / 100 * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (rank - below) * (sorted[above] - sorted[below]);
    }

    /** p90 / p10: how many times longer the slow dinners are than the fast ones. */
    public double spread() {
        return p10 > 0 ? p90 / p10 : Double.POSITIVE_INFINITY;
    }

    public boolean unstable() {
        return spread() > UNSTABLE_SPREAD;
    }

    /** {@code median [p10, p90] (min, max) n=N}, with {@code unstable} appended when it is. */
    public String format() {
        return String.format(Locale.ROOT, "%.1f [%.1f, %.1f] (%.1f, %.1f) n=%d%s", median, p10, p90, min, max, n,
                unstable() ? " unstable" : "");
    }
}
