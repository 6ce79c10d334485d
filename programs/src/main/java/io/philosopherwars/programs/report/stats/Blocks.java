package io.philosopherwars.programs.report.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ln(A / B) from forks measured in blocks, the block a factor: the randomised complete block design of two treatments.
 * <p>
 * A block is one run in which both sides were measured (a publish block: every open row once, in a random order). The
 * machine's mood of the moment (drift, a noisy neighbour, the state of the page cache) is one term per block, shared by
 * every fork in it; the model is, in log space, ln y = block + side + error. Only blocks that measured both sides tell
 * anything about the side, so a comparison reads those alone. Within block b, with n<sub>A</sub> and n<sub>B</sub>
 * forks, d<sub>b</sub> = mean ln A - mean ln B; least squares weighs the blocks by w<sub>b</sub> =
 * n<sub>A</sub>n<sub>B</sub> / (n<sub>A</sub> + n<sub>B</sub>), its standard error is sqrt(s<sup>2</sup> / sum
 * w<sub>b</sub>), and s<sup>2</sup> pools the forks' spread within each block and side with the blocks' spread of
 * d<sub>b</sub> around the estimate, on N - blocks - 1 degrees of freedom (N the forks of both sides). With one fork a
 * side per block this is the paired t of Student; with one block it is the two-sample t.
 * <p>
 * The side's mean beside a ratio is the block-weighted geometric mean of its fork means, so that mean A / mean B is
 * exactly the ratio (and, where every block holds as many forks of A as of B, it is the plain geometric mean of the
 * forks).
 *
 * @param lnRatio
 *            the estimate of ln(A / B)
 * @param se
 *            its standard error, NaN without degrees of freedom
 * @param df
 *            the residual degrees of freedom (0: no interval)
 * @param forks
 *            forks a side in the shared blocks (the smaller side in each block, summed): what the looks count
 * @param forksA
 *            A's forks in the shared blocks
 * @param forksB
 *            B's forks in the shared blocks
 * @param blocks
 *            the shared blocks used
 * @param meanA
 *            A's block-weighted geometric mean
 * @param meanB
 *            B's block-weighted geometric mean
 */
public record Blocks(double lnRatio, double se, int df, int forks, int forksA, int forksB, int blocks, double meanA,
        double meanB) {

    /** Every shared block. */
    public static Blocks fit(List<double[]> forksA, List<String> blocksA, List<double[]> forksB, List<String> blocksB) {
        return fit(forksA, blocksA, forksB, blocksB, Integer.MAX_VALUE);
    }

    /**
     * The shared blocks in A's order (the order they ran), up to and including the first at which the forks a side
     * reach {@code upToForks}: a look of a sequential rule reads exactly what had been measured when it was taken. A
     * fork mean that is not positive leaves no estimate (NaN).
     */
    public static Blocks fit(List<double[]> forksA, List<String> blocksA, List<double[]> forksB, List<String> blocksB,
            int upToForks) {
        Map<String, List<Double>> a = byBlock(forksA, blocksA);
        Map<String, List<Double>> b = byBlock(forksB, blocksB);
        List<List<Double>> sharedA = new ArrayList<>();
        List<List<Double>> sharedB = new ArrayList<>();
        int forks = 0;
        for (Map.Entry<String, List<Double>> e : a.entrySet()) {
            if (forks >= upToForks) {
                break;
            }
            List<Double> other = b.get(e.getKey());
            if (other == null || e.getValue().isEmpty() || other.isEmpty()) {
                continue;
            }
            sharedA.add(e.getValue());
            sharedB.add(other);
            forks += Math.min(e.getValue().size(), other.size());
        }
        return fit(sharedA, sharedB, forks);
    }

    private static Blocks fit(List<List<Double>> a, List<List<Double>> b, int forks) {
        // Loops, not streams: the simulated A/A (Calibration) fits hundreds of thousands of these per report.
        int blocks = a.size();
        int na = forks(a);
        int nb = forks(b);
        if (blocks == 0 || !positive(a) || !positive(b)) {
            return new Blocks(Double.NaN, Double.NaN, 0, forks, na, nb, blocks, Double.NaN, Double.NaN);
        }
        double weights = 0;
        double sumD = 0;
        double sumA = 0;
        double sumB = 0;
        double within = 0;
        double[] d = new double[blocks];
        double[] w = new double[blocks];
        for (int i = 0; i < blocks; i++) {
            double[] la = logs(a.get(i));
            double[] lb = logs(b.get(i));
            double ma = Comparison.mean(la);
            double mb = Comparison.mean(lb);
            d[i] = ma - mb;
            w[i] = (double) la.length * lb.length / (la.length + lb.length);
            weights += w[i];
            sumD += w[i] * d[i];
            sumA += w[i] * ma;
            sumB += w[i] * mb;
            within += squares(la, ma) + squares(lb, mb);
        }
        double lnRatio = sumD / weights;
        double between = 0;
        for (int i = 0; i < blocks; i++) {
            between += w[i] * (d[i] - lnRatio) * (d[i] - lnRatio);
        }
        int df = na + nb - blocks - 1;
        double se = df < 1 ? Double.NaN : Math.sqrt((within + between) / df / weights);
        return new Blocks(lnRatio, se, Math.max(0, df), forks, na, nb, blocks, Math.exp(sumA / weights),
                Math.exp(sumB / weights));
    }

    /** The ratio A / B. */
    public double ratio() {
        return Math.exp(lnRatio);
    }

    /** Whether there is an interval: at least one residual degree of freedom. */
    public boolean hasInterval() {
        return df >= 1 && Double.isFinite(se);
    }

    /** Fork means by block, blocks in the order they first appear. */
    private static Map<String, List<Double>> byBlock(List<double[]> forks, List<String> blocks) {
        Map<String, List<Double>> by = new LinkedHashMap<>();
        for (int i = 0; i < forks.size(); i++) {
            if (forks.get(i).length > 0) {
                by.computeIfAbsent(blocks.get(i), k -> new ArrayList<>()).add(Comparison.mean(forks.get(i)));
            }
        }
        return by;
    }

    private static int forks(List<List<Double>> blocks) {
        int n = 0;
        for (List<Double> block : blocks) {
            n += block.size();
        }
        return n;
    }

    private static boolean positive(List<List<Double>> blocks) {
        for (List<Double> block : blocks) {
            for (double v : block) {
                if (!(v > 0)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static double[] logs(List<Double> values) {
        double[] logs = new double[values.size()];
        for (int i = 0; i < logs.length; i++) {
            logs[i] = Math.log(values.get(i));
        }
        return logs;
    }

    static double squares(double[] values, double mean) {
        double s = 0;
        for (double v : values) {
            s += (v - mean) * (v - mean);
        }
        return s;
    }
}
