package io.philosopherwars.programs.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;

/**
 * A / B on fixed work, with an interval that takes the fork as its unit, and a {@link Verdict}.
 * <p>
 * <b>Why the fork.</b> A JMH fork is a JVM of its own: its JIT decisions, heap layout and thread placement hold for all
 * its iterations, so iterations of one fork are not independent samples of the dinner (in the committed 3-fork matrix
 * 19 of 84 rows vary between forks more than twice as much as their iterations predict). Following Kalibera and Jones
 * (<i>Rigorous Benchmarking in Reasonable Time</i>, ISMM 2013) and Georges et al. (<i>Statistically Rigorous Java
 * Performance Evaluation</i>, OOPSLA 2007), each side is summarised by its fork means: their spread includes the
 * iterations' noise and the JVM-to-JVM noise, each in the share it really has.
 * <p>
 * <b>The interval.</b> In log space, ln(mean A / mean B) plus or minus t times the standard error, where the squared
 * standard error is the sum over both sides of var(fork means) / (forks x mean<sup>2</sup>) (first-order propagation of
 * each mean's relative error), and t is Student's with the Welch-Satterthwaite degrees of freedom. The interval is
 * exp() of that: never below zero, symmetric for A / B and B / A.
 * <p>
 * <b>The level: {@value #CONFIDENCE}.</b> With three forks a side the degrees of freedom are 2 to 4; at JMH's 99.9% the
 * t factor would be 8.6 to 31.6 and no comparison would ever be decided, so that level only hides verdicts. At 95%, a
 * comparison whose true ratio is 1 comes out faster or slower with probability at most 5% (2.5% each side): a page of m
 * such comparisons should expect up to 0.05 m false directional verdicts, which the findings page states with its m.
 * <p>
 * <b>Equivalence.</b> A difference smaller than {@value #MARGIN}x either way is called equivalent when the whole
 * interval lies inside [1 / {@value #MARGIN}, {@value #MARGIN}] (two one-sided tests at 2.5% each); the margin is
 * symmetric in log space, as the ratio is. A decided difference inside the margin is reported as equivalent, not as
 * faster or slower: it is smaller than anything the page claims.
 *
 * @param a
 *            the row on top
 * @param b
 *            the row below
 * @param quantity
 *            what is divided
 * @param ratio
 *            mean A / mean B
 * @param low
 *            lower end of the interval, NaN without one
 * @param high
 *            upper end of the interval, NaN without one
 * @param forksA
 *            A's forks
 * @param forksB
 *            B's forks
 * @param verdict
 *            what the interval says
 * @param run
 *            the raw run both rows come from, empty where the caller did not say
 */
public record Comparison(Measured a, Measured b, Quantity quantity, double ratio, double low, double high, int forksA,
        int forksB, Verdict verdict, String run) {
    /** Two-sided confidence of every interval. */
    public static final double CONFIDENCE = 0.95;
    /** The equivalence margin: a ratio within [1 / 1.05, 1.05] is a difference under 5% either way. */
    public static final double MARGIN = 1.05;

    public static Comparison of(Measured a, Measured b, Quantity quantity) {
        return of("", a, b, quantity);
    }

    /** A over B of a pair of rows from one run. */
    public static Comparison of(ResultSet.Pair pair, Quantity quantity) {
        return of(pair.run(), pair.a(), pair.b(), quantity);
    }

    /** A over B, both rows from {@code run}. */
    public static Comparison of(String run, Measured a, Measured b, Quantity quantity) {
        List<double[]> fa = a.forks(quantity);
        List<double[]> fb = b.forks(quantity);
        double[] interval = interval(fa, fb, CONFIDENCE);
        return new Comparison(a, b, quantity, interval[0], interval[1], interval[2], fa.size(), fb.size(),
                Verdict.of(interval[1], interval[2], MARGIN), run);
    }

    /**
     * {ratio, low, high} of the means of two samples clustered by fork ({@code forks.get(i)} holds fork i's
     * iterations); low and high are NaN when a side has fewer than two forks.
     */
    public static double[] interval(List<double[]> forksA, List<double[]> forksB, double confidence) {
        double[] ma = means(forksA);
        double[] mb = means(forksB);
        double meanA = mean(ma);
        double meanB = mean(mb);
        double ratio = meanA / meanB;
        if (ma.length < 2 || mb.length < 2 || !(meanA > 0) || !(meanB > 0)) {
            return new double[] { ratio, Double.NaN, Double.NaN };
        }
        double va = variance(ma) / (ma.length * meanA * meanA);
        double vb = variance(mb) / (mb.length * meanB * meanB);
        double se = Math.sqrt(va + vb);
        if (se == 0) {
            return new double[] { ratio, ratio, ratio };
        }
        double df = (va + vb) * (va + vb) / (va * va / (ma.length - 1) + vb * vb / (mb.length - 1));
        double t = new TDistribution(df).inverseCumulativeProbability(1 - (1 - confidence) / 2);
        return new double[] { ratio, ratio * Math.exp(-t * se), ratio * Math.exp(t * se) };
    }

    /** The mean of each fork's iterations. */
    static double[] means(List<double[]> forks) {
        List<Double> means = new ArrayList<>();
        for (double[] fork : forks) {
            if (fork.length > 0) {
                means.add(mean(fork));
            }
        }
        return means.stream().mapToDouble(Double::doubleValue).toArray();
    }

    static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    static double variance(double[] values) {
        double mean = mean(values);
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        return squares / (values.length - 1);
    }

    /**
     * What the ratio divides on A's side: the mean of A's fork means of the quantity (each fork one unit), so that the
     * A and B a page prints beside a ratio give that ratio.
     */
    public double meanA() {
        return mean(means(a.forks(quantity)));
    }

    /** B's side of the ratio: the mean of B's fork means. */
    public double meanB() {
        return mean(means(b.forks(quantity)));
    }

    /** The confidence level as the page writes it: {@code 95%}. */
    public static String level() {
        return Math.round(100 * CONFIDENCE) + "%";
    }

    /** How many directional verdicts a page of {@code comparisons} should expect where there is no difference. */
    public static double falseVerdictsExpected(int comparisons) {
        return comparisons * (1 - CONFIDENCE);
    }

    /** {@code 0.310 [0.284, 0.337]}, or {@code 0.310 (one fork)} without an interval. */
    public String format() {
        if (!Double.isFinite(low)) {
            return Numbers.ratio(ratio) + " (" + Math.min(forksA, forksB) + " fork)";
        }
        return String.format(Locale.ROOT, "%s [%s, %s]", Numbers.ratio(ratio), Numbers.ratio(low), Numbers.ratio(high));
    }

    /** {@code noop}, or {@code activeWait / sleep} where the sides did different work. */
    public String work() {
        return a.work().equals(b.work()) ? a.work() : a.work() + " / " + b.work();
    }

    /** {@code reentrantLock/virtual / reentrantLock/platform}, the workload left out. */
    public String pair() {
        return a.dinner() + " / " + b.dinner();
    }
}
