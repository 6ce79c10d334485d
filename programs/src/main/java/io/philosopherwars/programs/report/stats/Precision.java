package io.philosopherwars.programs.report.stats;

import java.util.List;

/**
 * What precision costs on fixed work. JMH's error is the half-width of the 99.9% confidence interval of the mean:
 * Student's t with n - 1 degrees of freedom times s / sqrt(n) over the n measured samples. At the spread a row's
 * samples showed (their coefficient of variation), {@link #samplesFor} finds the smallest n at which that error would
 * be at most a target share of the score: how many samples (iterations, or dinners under single shot) the row would
 * need. So a run's settings can be chosen from measurements, and the price of a target read off before anybody pays it.
 * <p>
 * It assumes independent samples with the spread measured. A heavy tail (a platform-thread dinner in fifteen that takes
 * twice as long) is part of that spread, and the estimate holds only while the tail keeps its rate; a row measured with
 * few samples gets a rough estimate, which is why the report shows it beside the samples it had.
 */
public final class Precision {
    /** The error asked of every fixed-work row: 5% of the score. */
    public static final double TARGET = 0.05;
    /** Past this many samples the answer is "more than"; no run would take them. */
    public static final int LIMIT = 1_000_000;
    private static final double CONFIDENCE = 0.999;

    private Precision() {
    }

    /**
     * The fewest samples whose 99.9% error would be at most {@code target} of the mean, at the spread of
     * {@code samples}; {@link #LIMIT} + 1 past the limit, -1 when there is no spread to go by (fewer than two samples,
     * or a mean that is not positive).
     */
    public static int samplesFor(List<Double> samples, double target) {
        int n = samples.size();
        if (n < 2) {
            return -1;
        }
        double mean = samples.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        if (!(mean > 0)) {
            return -1;
        }
        double squares = samples.stream().mapToDouble(s -> (s - mean) * (s - mean)).sum();
        double cv = Math.sqrt(squares / (n - 1)) / mean;
        if (relativeError(LIMIT, cv) > target) {
            return LIMIT + 1;
        }
        // The error falls as n grows (t and 1 / sqrt(n) both do): the first n that meets the target, by bisection.
        int low = 1;
        int high = LIMIT;
        while (high - low > 1) {
            int middle = (low + high) >>> 1;
            if (relativeError(middle, cv) <= target) {
                high = middle;
            } else {
                low = middle;
            }
        }
        return high;
    }

    /** JMH's 99.9% half-width over n samples whose coefficient of variation is {@code cv}, as a share of the mean. */
    public static double relativeError(int n, double cv) {
        if (n < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double t = Comparison.studentQuantile(n - 1, 1 - (1 - CONFIDENCE) / 2);
        return t * cv / Math.sqrt(n);
    }

    /** {@code 42}, {@code > 1,000,000}, or {@code -} without a spread. */
    public static String format(int samples) {
        if (samples < 0) {
            return "-";
        }
        return samples > LIMIT ? "> " + Numbers.count(LIMIT) : Numbers.count(samples);
    }
}
