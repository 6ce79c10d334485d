package io.philosopherwars.programs.report.stats;

import java.util.List;
import java.util.stream.IntStream;

/**
 * The declared stopping rule of every comparison on fixed work: a group-sequential design with {@link #FORKS} looks and
 * the error spent on purpose.
 * <p>
 * <b>Looks.</b> A comparison is looked at when the forks a side in the blocks both sides share first reach 3, 6 and 10
 * (see {@link Blocks}): a publish run measures one fork of every open row per block, so its looks fall exactly there; a
 * run measured otherwise is looked at the first block boundary at or past each count. A look decides when its interval
 * is all below 1, all above 1 (outside the margin), or all inside the equivalence margin; the first look that decides
 * is the verdict, and nothing measured after it changes that verdict. A comparison that no look decides is undecided,
 * with the interval of its last look.
 * <p>
 * <b>The error spent.</b> Look k tests at level alpha<sub>k</sub>, the increments of a Pocock-type spending function
 * (Lan and DeMets 1983; Kim and DeMets 1987), alpha(t) = alpha ln(1 + (e - 1) t), t = forks at the look / forks at the
 * last look, alpha = 1 - {@link Comparison#CONFIDENCE}. The increments add up to alpha, so by the union bound the
 * chance that any look calls a comparison without a real difference faster or slower is at most alpha, whatever the
 * looks' correlation and whether or not the run stopped measuring it (a budget that ends early only removes looks). The
 * bound is conservative: the looks share forks, so the true rate is lower, which the simulated and measured A/A on
 * every findings page show. Equivalence follows the same rule: each look's interval at its own level inside the margin.
 * The same boundaries serve every comparison, the facts' included; the interval printed is the deciding look's, at that
 * look's level.
 */
public final class Looks {
    /** Forks a side at each look. */
    public static final List<Integer> FORKS = List.of(3, 6, 10);

    private Looks() {
    }

    /** The rule in one line, for the pages. */
    public static String rule() {
        List<String> levels = IntStream.range(0, FORKS.size()).mapToObj(k -> Numbers.percent(1 - alpha(k))).toList();
        // Lan and DeMets's spending function, not Pocock's equal levels: fresh reader 24 read "Pocock-type" beside
        // unequal levels as a mistake.
        return "looks at " + Numbers.join(FORKS.stream().map(String::valueOf).toList(), "and")
                + " forks a side, at levels " + Numbers.join(levels, "and")
                + " (Lan and DeMets's Pocock-type spending of " + Numbers.percent(1 - Comparison.CONFIDENCE)
                + " two-sided, spent as the forks come in: near levels, not equal ones)";
    }

    /** The error spent up to and including look {@code k} (0-based). */
    public static double spent(int k) {
        double t = (double) FORKS.get(k) / FORKS.getLast();
        double total = 1 - Comparison.CONFIDENCE;
        return k == FORKS.size() - 1 ? total : total * Math.log(1 + (Math.E - 1) * t);
    }

    /** The two-sided error of look {@code k} alone. */
    public static double alpha(int k) {
        return spent(k) - (k == 0 ? 0 : spent(k - 1));
    }

    /**
     * A comparison's verdict under the rule.
     *
     * @param fit
     *            the blocks read at the deciding look, or at the last look taken
     * @param look
     *            that look, 1-based; 0 where the forks a side never reached the first look
     * @param confidence
     *            that look's level, 1 - alpha<sub>k</sub>; NaN without a look
     * @param low
     *            its interval's lower end, NaN without one
     * @param high
     *            its upper end
     */
    public record Decision(Blocks fit, int look, double confidence, double low, double high, Verdict verdict) {
        /** Whether this look ends the rule for a test against {@code bound} (see {@link Looks#judge}). */
        public boolean settles(double bound) {
            return bound == 1 ? verdict.decided() : low > bound || high < bound;
        }
    }

    /** The looks replayed on what was measured, in the order it ran, against a ratio of one. */
    public static Decision judge(List<double[]> forksA, List<String> blocksA, List<double[]> forksB,
            List<String> blocksB) {
        return judge(forksA, blocksA, forksB, blocksB, 1);
    }

    /**
     * The looks replayed against {@code bound}: at 1, a look decides when its verdict does (faster, slower or
     * equivalent); at any other bound (a magnitude a claim names: "two orders of magnitude faster" is a ratio below
     * 10<sup>-1.5</sup>), when its interval lies wholly on one side of the bound. The same looks and levels either way,
     * so the error spent is the same: a test of the ratio against the bound instead of against one.
     */
    public static Decision judge(List<double[]> forksA, List<String> blocksA, List<double[]> forksB,
            List<String> blocksB, double bound) {
        Blocks all = Blocks.fit(forksA, blocksA, forksB, blocksB);
        Decision last = new Decision(all, 0, Double.NaN, Double.NaN, Double.NaN, Verdict.UNDECIDED);
        for (int k = 0; k < FORKS.size() && all.forks() >= FORKS.get(k); k++) {
            Blocks fit = Blocks.fit(forksA, blocksA, forksB, blocksB, FORKS.get(k));
            last = decide(fit, k);
            if (last.settles(bound)) {
                return last;
            }
        }
        return last;
    }

    private static final double[][] T = new double[FORKS.size()][64];

    /**
     * Student's quantile of look {@code k} at {@code df} degrees of freedom (cached: the A/A simulation asks often).
     */
    static double t(int df, int k) {
        if (df >= T[k].length) {
            return Comparison.studentQuantile(df, 1 - alpha(k) / 2);
        }
        synchronized (T) {
            if (T[k][df] == 0) {
                T[k][df] = Comparison.studentQuantile(df, 1 - alpha(k) / 2);
            }
            return T[k][df];
        }
    }

    /**
     * The forks a side at which an undecided comparison would settle, its spread so far taken as the truth: its
     * interval at look {@code k} (0-based) with {@code forks} a side and {@code df} degrees of freedom has half-width
     * {@code half} in log space; at n forks the standard error shrinks by the root of forks / n and the quantile is
     * that of the look n reaches (the last look's beyond it), at n - forks + df degrees of freedom. The least such n,
     * from the next look on, whose half-width is under {@code gap}; {@link Integer#MAX_VALUE} past a million.
     */
    public static int forksToSettle(double half, int forks, int df, int k, double gap) {
        if (!(gap > 0) || df < 1) {
            return Integer.MAX_VALUE;
        }
        double se = half / t(df, k);
        int n = FORKS.stream().filter(f -> f > forks).findFirst().orElse(forks + 1);
        while (n <= 1_000_000) {
            int look = 0;
            while (look < FORKS.size() - 1 && FORKS.get(look) < n) {
                look++;
            }
            if (t(n - forks + df, look) * se * Math.sqrt((double) forks / n) < gap) {
                return n;
            }
            n = n < 100 ? n + 1 : (int) Math.ceil(n * 1.05);
        }
        return Integer.MAX_VALUE;
    }

    /** Look {@code k} (0-based) on a fit. */
    public static Decision decide(Blocks fit, int k) {
        double confidence = 1 - alpha(k);
        if (!fit.hasInterval()) {
            return new Decision(fit, k + 1, confidence, Double.NaN, Double.NaN, Verdict.UNDECIDED);
        }
        double t = t(fit.df(), k);
        double low = Math.exp(fit.lnRatio() - t * fit.se());
        double high = Math.exp(fit.lnRatio() + t * fit.se());
        return new Decision(fit, k + 1, confidence, low, high, Verdict.of(low, high, Comparison.MARGIN));
    }
}
