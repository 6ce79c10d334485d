package io.philosopherwars.programs.report.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.TDistribution;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;

/**
 * A / B on fixed work, judged by the declared sequential rule ({@link Looks}) on forks measured in shared blocks
 * ({@link Blocks}), the fork as the unit, and a {@link Verdict}.
 * <p>
 * <b>Why the fork.</b> A JMH fork is a JVM of its own: its JIT decisions, heap layout and thread placement hold for all
 * its iterations, so iterations of one fork are not independent samples of the dinner (in the committed 3-fork matrix
 * 19 of 84 rows vary between forks more than twice as much as their iterations predict). Following Kalibera and Jones
 * (<i>Rigorous Benchmarking in Reasonable Time</i>, ISMM 2013) and Georges et al. (<i>Statistically Rigorous Java
 * Performance Evaluation</i>, OOPSLA 2007), each side is summarised by its fork means: their spread includes the
 * iterations' noise and the JVM-to-JVM noise, each in the share it really has.
 * <p>
 * <b>Why blocks.</b> Forks measured in different periods of a run differ by more than forks of one period (in the AMD
 * set, pilot forks ran slower than later forks in 35 of 42 rows). Both sides are therefore compared only within the
 * blocks (runs) that measured both, with the block as a factor: the period's effect cancels.
 * <p>
 * <b>The interval.</b> In log space, the blocked estimate of ln(A / B) plus or minus t times its standard error, at the
 * level of the look that decided it ({@link Looks}); exp() of that: never below zero, symmetric for A / B and B / A.
 * <p>
 * <b>Equivalence.</b> A difference smaller than {@value #MARGIN}x either way is called equivalent when the whole
 * interval lies inside [1 / {@value #MARGIN}, {@value #MARGIN}] (two one-sided tests at half the look's error each);
 * the margin is symmetric in log space, as the ratio is. A decided difference inside the margin is reported as
 * equivalent, not as faster or slower: it is smaller than anything the page claims.
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
 *            A's forks read (in the shared blocks, up to the deciding look)
 * @param forksB
 *            B's forks read
 * @param verdict
 *            what the interval says
 * @param run
 *            the raw run both rows come from, empty where the caller did not say
 * @param meanA
 *            A's side of the ratio: its block-weighted geometric mean of fork means ({@link Blocks})
 * @param meanB
 *            B's side
 * @param look
 *            the look that decided, or the last look taken (1-based); 0 where the forks never reached the first look
 * @param confidence
 *            that look's level; NaN without a look
 * @param modal
 *            a side has modes ({@link Modes}) and the verdict its interval gave would not hold for every pairing of the
 *            sides' modes: the verdict is then undecided, whatever the interval says
 * @param bound
 *            the ratio the looks tested against: 1 for a verdict, a claim's magnitude otherwise (see
 *            {@link Looks#judge}); {@link #settled()} says whether a look put the interval on one side of it
 */
public record Comparison(Measured a, Measured b, Quantity quantity, double ratio, double low, double high, int forksA,
        int forksB, Verdict verdict, String run, double meanA, double meanB, int look, double confidence, boolean modal,
        double bound) {
    /** The confidence of the whole rule: its looks' errors add up to 1 - this ({@link Looks}). */
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

    /** A over B, both rows from {@code run}: the looks replayed on their shared blocks. */
    public static Comparison of(String run, Measured a, Measured b, Quantity quantity) {
        return of(run, a, b, quantity, 1);
    }

    /**
     * A over B, the looks replayed against {@code bound} (1 for a verdict; a claim's magnitude otherwise). The verdict
     * is always the interval's against one, at the look that ended the rule.
     */
    public static Comparison of(String run, Measured a, Measured b, Quantity quantity, double bound) {
        Looks.Decision d = Looks.judge(a.forks(quantity), a.blocks(), b.forks(quantity), b.blocks(), bound);
        Blocks fit = d.fit();
        boolean modal = d.settles(bound) && !holdsInEveryMode(d.verdict(), d.low(), d.high(), bound, a.forks(quantity),
                fit.meanA(), b.forks(quantity), fit.meanB());
        return new Comparison(a, b, quantity, fit.ratio(), d.low(), d.high(), fit.forksA(), fit.forksB(),
                modal ? Verdict.UNDECIDED : d.verdict(), run, fit.meanA(), fit.meanB(), d.look(), d.confidence(), modal,
                bound);
    }

    /**
     * Whether this comparison's looks ended the rule: its verdict is decided (against 1), or its interval lies wholly
     * on one side of its {@link #bound} (against a magnitude); never where the sides' modes disagree.
     */
    public boolean settled() {
        return !modal && (bound == 1 ? verdict.decided() : low > bound || high < bound);
    }

    /**
     * Whether what the interval says holds for every pairing of the sides' modes (a side without modes is its mean):
     * against 1, faster or slower on the same side of 1 in each, equivalent inside the margin in each; against another
     * bound, on the interval's side of the bound in each.
     */
    static boolean holdsInEveryMode(Verdict verdict, double low, double high, double bound, List<double[]> forksA,
            double meanA, List<double[]> forksB, double meanB) {
        double[] as = Modes.of(forksA).map(m -> new double[] { m.low(), m.high() }).orElse(new double[] { meanA });
        double[] bs = Modes.of(forksB).map(m -> new double[] { m.low(), m.high() }).orElse(new double[] { meanB });
        for (double x : as) {
            for (double y : bs) {
                double r = x / y;
                boolean holds = bound != 1 ? (high < bound ? r < bound : r > bound) : switch (verdict) {
                    case FASTER -> r < 1;
                    case SLOWER -> r > 1;
                    case EQUIVALENT -> r >= 1 / MARGIN && r <= MARGIN;
                    case UNDECIDED -> true;
                };
                if (!holds) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * {ratio, low, high} by Welch's t on the means of two independent samples clustered by fork, ignoring blocks: the
     * interval of the plan before blocks and looks, kept for the calibration that compares the two plans
     * ({@link Calibration}); low and high are NaN when a side has fewer than two forks.
     */
    public static double[] welch(List<double[]> forksA, List<double[]> forksB, double confidence) {
        Welch w = Welch.of(forksA, forksB);
        if (Double.isNaN(w.se)) {
            return new double[] { w.ratio, Double.NaN, Double.NaN };
        }
        if (w.se == 0) {
            return new double[] { w.ratio, w.ratio, w.ratio };
        }
        double t = studentQuantile(w.df, 1 - (1 - confidence) / 2);
        return new double[] { w.ratio, w.ratio * Math.exp(-t * w.se), w.ratio * Math.exp(t * w.se) };
    }

    /**
     * {@link Verdict#of} the interval {@link #welch} gives, decided without its quantile: each edge of the verdict (the
     * interval within the margin, above 1, below 1) holds where Student's quantile t lies below a bound that the data
     * give, which is where the distribution function at that bound exceeds the interval's probability. One or two
     * evaluations of the distribution function against a root found by bisection: the calibration's simulated plan
     * before blocks asks after every fork, and the quantile took half of that simulation's time (230 of 434 JFR samples
     * in the programs' tests, 2026-11-29). ComparisonTest checks it against the interval's verdict.
     */
    public static Verdict welchVerdict(List<double[]> forksA, List<double[]> forksB, double confidence, double margin) {
        Welch w = Welch.of(forksA, forksB);
        if (!(w.se > 0)) {
            return Double.isNaN(w.se) ? Verdict.UNDECIDED : Verdict.of(w.ratio, w.ratio, margin);
        }
        TDistribution student = new TDistribution(null, w.df);
        double p = 1 - (1 - confidence) / 2;
        double lnRatio = Math.log(w.ratio);
        // ratio * exp(-t se) >= 1 / margin and ratio * exp(t se) <= margin: t <= (ln margin - |ln ratio|) / se.
        if (p <= student.cumulativeProbability((Math.log(margin) - Math.abs(lnRatio)) / w.se)) {
            return Verdict.EQUIVALENT;
        }
        // ratio * exp(t se) < 1 (faster), or ratio * exp(-t se) > 1 (slower): t < |ln ratio| / se, on its side of 1.
        if (lnRatio != 0 && p < student.cumulativeProbability(Math.abs(lnRatio) / w.se)) {
            return lnRatio < 0 ? Verdict.FASTER : Verdict.SLOWER;
        }
        return Verdict.UNDECIDED;
    }

    /**
     * Welch's ratio of the fork means of A over B, the standard error of its logarithm and its degrees of freedom; the
     * error NaN where a side has fewer than two forks or a mean is not positive.
     */
    private record Welch(double ratio, double se, double df) {
        static Welch of(List<double[]> forksA, List<double[]> forksB) {
            double[] ma = means(forksA);
            double[] mb = means(forksB);
            double meanA = mean(ma);
            double meanB = mean(mb);
            double ratio = meanA / meanB;
            if (ma.length < 2 || mb.length < 2 || !(meanA > 0) || !(meanB > 0)) {
                return new Welch(ratio, Double.NaN, Double.NaN);
            }
            double va = variance(ma) / (ma.length * meanA * meanA);
            double vb = variance(mb) / (mb.length * meanB * meanB);
            double se = Math.sqrt(va + vb);
            double df = (va + vb) * (va + vb) / (va * va / (ma.length - 1) + vb * vb / (mb.length - 1));
            return new Welch(ratio, se, df);
        }
    }

    /**
     * Student's quantile {@code p} at {@code df} degrees of freedom. The distribution is made without a random
     * generator, which only its sampling would use: commons-math seeds a new Well19937c in every distribution made
     * without one, and that seeding took 247 of 1,050 JFR samples of a report of five sets (2026-11-29).
     */
    static double studentQuantile(double df, double p) {
        if (df != Math.rint(df) || QUANTILES.size() >= QUANTILES_KEPT) {
            return new TDistribution(null, df).inverseCumulativeProbability(p);
        }
        return QUANTILES.computeIfAbsent(new Quantile(df, p),
                q -> new TDistribution(null, q.df()).inverseCumulativeProbability(q.p()));
    }

    /**
     * Student's quantiles at whole degrees of freedom asked so far, up to {@link #QUANTILES_KEPT}: the looks, the
     * fork-count projections and the upper steps of every row's bisection in {@link Precision} ask the same ones again
     * and again; a bisection's lower steps seldom repeat, and Welch's fractional degrees of freedom are not kept.
     */
    private static final Map<Quantile, Double> QUANTILES = new ConcurrentHashMap<>();
    /** At most this many kept (about 1 MB): past it, a quantile is computed each time, as before the cache. */
    private static final int QUANTILES_KEPT = 10_000;

    private record Quantile(double df, double p) {
    }

    /** The ratio of A's fork means' mean over B's: the point estimate of {@link #welch}. */
    static double ratio(List<double[]> forksA, List<double[]> forksB) {
        return mean(means(forksA)) / mean(means(forksB));
    }

    /** The mean of each fork's iterations. */
    static double[] means(List<double[]> forks) {
        double[] means = new double[forks.size()];
        int n = 0;
        for (double[] fork : forks) {
            if (fork.length > 0) {
                means[n++] = mean(fork);
            }
        }
        return n == means.length ? means : Arrays.copyOf(means, n);
    }

    static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    static double variance(double[] values) {
        return Blocks.squares(values, mean(values)) / (values.length - 1);
    }

    /** How many directional verdicts a page of {@code comparisons} should expect where there is no difference. */
    public static double falseVerdictsExpected(int comparisons) {
        return comparisons * (1 - CONFIDENCE);
    }

    /**
     * {@code 0.310 [0.284, 0.337]}, or {@code 0.310 (2 forks in shared blocks)} without an interval (the first look
     * needs {@code Looks.FORKS.getFirst()} forks a side in blocks both sides share).
     */
    public String format() {
        if (!Double.isFinite(low)) {
            int forks = Math.min(forksA, forksB);
            return Numbers.ratio(ratio) + " (" + Numbers.plural(forks, "fork", "forks") + " a side in shared blocks)";
        }
        return Numbers.interval(ratio, low, high);
    }

    /** {@code look 1 of 3, 97.9%}, or {@code no look} where the forks never reached the first. */
    public String lookText() {
        return (look == 0 ? "no look"
                : "look " + look + " of " + Looks.FORKS.size() + ", " + Numbers.percent(confidence))
                + (modal ? "; depends on the mode" : "");
    }

    /** {@code noop}, or {@code activeWait / sleep} where the sides did different work. */
    public String work() {
        return a.work().equals(b.work()) ? a.work() : a.work() + " / " + b.work();
    }

    /**
     * {@code reentrantLock/virtual / reentrantLock/platform}, the workload left out; each side limited to fewer CPUs
     * than the machine has names its limit ({@code reentrantLock/virtual (1 CPU) / reentrantLock/platform (1 CPU)}).
     */
    public String pair() {
        return a.named() + " / " + b.named();
    }
}
