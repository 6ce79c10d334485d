package io.philosopherwars.programs.report.stats;

/**
 * The interval of a ratio A / B whose sides carry JMH errors (the half-widths of 99.9% confidence intervals), built in
 * log space: ln(A/B) plus or minus the two relative half-widths added in quadrature (first-order propagation; for small
 * errors this is A/B times 1 plus or minus that sum, and unlike that form it never goes below zero when an error is as
 * large as its score).
 */
public final class Ratio {
    private Ratio() {
    }

    /** [low, high] of a ratio whose sides have these relative half-widths, in log space (see the class comment). */
    public static double[] interval(double ratio, double relativeErrorA, double relativeErrorB) {
        double half = Math.sqrt(relativeErrorA * relativeErrorA + relativeErrorB * relativeErrorB);
        return new double[] { ratio * Math.exp(-half), ratio * Math.exp(half) };
    }
}
