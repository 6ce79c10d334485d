package io.philosopherwars.programs.report.stats;

import io.philosopherwars.core.Distribution;
import java.util.Locale;
import io.philosopherwars.programs.report.results.JmhRow;

/**
 * How much longer dinner A took than dinner B, with its uncertainty and a verdict, so that nobody decides "within the
 * error" by eye.
 * <p>
 * With JMH errors on both sides (the half-widths of 99.9% confidence intervals), the ratio's interval is built in log
 * space: ln(A/B) plus or minus the two relative half-widths added in quadrature (first-order propagation; for small
 * errors this is A/B times 1 plus or minus that sum, and unlike that form it never goes below zero when an error is as
 * large as its score). A half-width above 25% says so in the verdict. The verdict is "faster" when the whole interval
 * is below 1, "slower" when it is above 1, else "not distinguishable". Without an error on a side (one sample), the
 * interval is built from the samples' extremes, min(A)/max(B) to max(A)/min(B), and the verdict needs them apart.
 *
 * @param ratio
 *            A's score over B's (both times: below 1, A is faster)
 * @param low
 *            lower end of the ratio's interval
 * @param high
 *            upper end of the ratio's interval
 * @param verdict
 *            what the interval says
 */
public record Ratio(double ratio, double low, double high, String verdict) {
    static final double WIDE = 0.25;

    public static Ratio of(JmhRow a, JmhRow b) {
        double ratio = a.score() / b.score();
        double ea = a.relativeError();
        double eb = b.relativeError();
        if (Double.isFinite(ea) && Double.isFinite(eb)) {
            double[] interval = interval(ratio, ea, eb);
            boolean wide = Math.sqrt(ea * ea + eb * eb) > WIDE;
            return new Ratio(ratio, interval[0], interval[1],
                    verdict(interval[0], interval[1]) + (wide ? " (interval wide)" : ""));
        }
        Distribution da = a.distribution();
        Distribution db = b.distribution();
        double low = da.min() / db.max();
        double high = da.max() / db.min();
        return new Ratio(ratio, low, high, verdict(low, high) + " (from sample extremes)");
    }

    /** [low, high] of a ratio whose sides have these relative half-widths, in log space (see the class comment). */
    public static double[] interval(double ratio, double relativeErrorA, double relativeErrorB) {
        double half = Math.sqrt(relativeErrorA * relativeErrorA + relativeErrorB * relativeErrorB);
        return new double[] { ratio * Math.exp(-half), ratio * Math.exp(half) };
    }

    private static String verdict(double low, double high) {
        if (high < 1) {
            return "faster";
        }
        if (low > 1) {
            return "slower";
        }
        return "not distinguishable";
    }

    /** {@code 0.31 [0.29, 0.33]}. */
    public String format() {
        return String.format(Locale.ROOT, "%s [%s, %s]", Numbers.ratio(ratio), Numbers.ratio(low), Numbers.ratio(high));
    }
}
