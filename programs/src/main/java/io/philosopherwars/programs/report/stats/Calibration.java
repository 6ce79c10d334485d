package io.philosopherwars.programs.report.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.JmhRow;

/**
 * The A/A check of the comparisons' statistics: the same dinner measured as two independent rows must come out
 * equivalent or undecided, and faster or slower only at the rate the confidence level promises.
 * <p>
 * Measured A/A: a fixed-work row with at least four forks is split into its odd and its even forks, two independent
 * samples of one row from one run (forks are separate JVMs; alternating them cancels drift over the run). Simulated
 * A/A: pairs of rows drawn from one two-level model (a normal JVM effect per fork, a normal noise per iteration) with
 * the noise a result set really has, compared once with the fork as the unit and once as JMH's errors would (every
 * iteration independent, 99.9%, added in quadrature): the share of false verdicts of each.
 */
public final class Calibration {
    private Calibration() {
    }

    /** Odd forks over even forks of one row, by the quantity's fork means. */
    public static double[] split(JmhRow row) {
        List<double[]> forks = row.forks(Quantity.DINNER);
        List<double[]> odd = new ArrayList<>();
        List<double[]> even = new ArrayList<>();
        for (int i = 0; i < forks.size(); i++) {
            (i % 2 == 0 ? odd : even).add(forks.get(i));
        }
        return Comparison.interval(odd, even, Comparison.CONFIDENCE);
    }

    /**
     * A row's noise: {fork CV, iteration CV}, the forks' (JVM to JVM, beyond what the iterations explain) and the
     * iterations' within a fork; null for a row of fewer than two forks or two iterations.
     */
    static double[] noise(JmhRow row) {
        List<double[]> forks = row.forks(Quantity.DINNER);
        if (forks.size() < 2 || forks.stream().anyMatch(f -> f.length < 2)) {
            return null;
        }
        double[] means = Comparison.means(forks);
        double mean = Comparison.mean(means);
        double ofMeans = 0;
        for (double[] fork : forks) {
            ofMeans += Comparison.variance(fork) / fork.length;
        }
        // var(fork means) = fork variance + iteration variance / iterations: take the iterations' share out.
        double forkVariance = Math.max(0, Comparison.variance(means) - ofMeans / forks.size());
        double iterationVariance = forks.stream().mapToDouble(Comparison::variance).average().orElseThrow();
        return new double[] { Math.sqrt(forkVariance) / mean, Math.sqrt(iterationVariance) / mean };
    }

    /**
     * A/A at every row's own noise: {@code trials} simulated pairs per row, each side with the row's forks and
     * iterations; {share directional with the fork as the unit, share directional with iterations independent, rows}.
     */
    public static double[] simulate(List<JmhRow> rows, int trials, long seed) {
        double byFork = 0;
        double byIteration = 0;
        int n = 0;
        for (JmhRow row : rows) {
            double[] noise = noise(row);
            if (noise == null) {
                continue;
            }
            double[] rates = simulate(noise[0], noise[1], row.forks().size(), row.forks().get(0).size(), trials,
                    seed + n);
            byFork += rates[0];
            byIteration += rates[1];
            n++;
        }
        return n == 0 ? new double[] { Double.NaN, Double.NaN, 0 } : new double[] { byFork / n, byIteration / n, n };
    }

    /**
     * Share of directional (faster or slower) verdicts among {@code trials} simulated A/A pairs, each side
     * {@code forks} x {@code iterations}: {fork as the unit, iterations as independent}.
     */
    public static double[] simulate(double forkCv, double iterationCv, int forks, int iterations, int trials,
            long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int byFork = 0;
        int byIteration = 0;
        for (int t = 0; t < trials; t++) {
            List<double[]> a = draw(random, forkCv, iterationCv, forks, iterations);
            List<double[]> b = draw(random, forkCv, iterationCv, forks, iterations);
            double[] fork = Comparison.interval(a, b, Comparison.CONFIDENCE);
            Verdict v = Verdict.of(fork[1], fork[2], Comparison.MARGIN);
            byFork += v == Verdict.FASTER || v == Verdict.SLOWER ? 1 : 0;
            double[] flatA = a.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
            double[] flatB = b.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
            double ea = Precision.relativeError(flatA.length,
                    Math.sqrt(Comparison.variance(flatA)) / Comparison.mean(flatA));
            double eb = Precision.relativeError(flatB.length,
                    Math.sqrt(Comparison.variance(flatB)) / Comparison.mean(flatB));
            double ratio = Comparison.mean(flatA) / Comparison.mean(flatB);
            double[] asBefore = Ratio.interval(ratio, ea, eb);
            byIteration += asBefore[1] < 1 || asBefore[0] > 1 ? 1 : 0;
        }
        return new double[] { (double) byFork / trials, (double) byIteration / trials };
    }

    private static List<double[]> draw(SplittableRandom random, double forkCv, double iterationCv, int forks,
            int iterations) {
        List<double[]> sample = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double jvm = 1 + forkCv * gaussian(random);
            double[] fork = new double[iterations];
            for (int i = 0; i < iterations; i++) {
                fork[i] = Math.max(1e-6, jvm + iterationCv * gaussian(random));
            }
            sample.add(fork);
        }
        return sample;
    }

    /** A standard normal deviate (Box-Muller), from the seeded generator so that the page's bytes never change. */
    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
