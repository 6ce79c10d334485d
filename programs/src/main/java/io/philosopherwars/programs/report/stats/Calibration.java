package io.philosopherwars.programs.report.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.IntStream;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.JmhRow;

/**
 * The A/A checks of the whole procedure: the same dinner measured as two rows must come out equivalent or undecided,
 * and faster or slower at most at the rate the page promises, 1 - {@link Comparison#CONFIDENCE}.
 * <ul>
 * <li><b>Simulated, the plan as it runs.</b> Pairs of one row drawn from a three-level model (a block effect shared by
 * both sides of a block, a normal JVM effect per fork, a normal noise per iteration; in log space) at the noise each
 * row of a set really has, then put through a whole plan: its pilot, its looks, its stopping. Two plans: the one before
 * blocks (a pilot of two forks a side, Welch's interval at 95%, one more fork a side while undecided and its projection
 * asked for at most twelve) and the one now (one fork a side per block, {@link Looks}). The first stops as soon as it
 * sees a difference, which is what inflates its rate.</li>
 * <li><b>Measured, a twin.</b> A publish run measures one row twice in every block of its family, as two rows that
 * differ only in a parameter that changes nothing (the time limit, 300 s against 301 s), interleaved like any pair; the
 * twin is judged by the same rule as every comparison ({@link #twins}).</li>
 * <li><b>Measured, split.</b> A row with four or more forks, split into its odd and its even forks in the order they
 * ran, each two consecutive forks one block ({@link #split}).</li>
 * </ul>
 */
public final class Calibration {
    /**
     * The parameter that tells a twin from its row; its values make no difference to a dinner (a bound, not a cost).
     */
    public static final String TWIN_PARAMETER = "timeLimitSeconds";
    /** The twin's value; the row's is the benchmark's default. */
    public static final String TWIN_VALUE = "301";

    private Calibration() {
    }

    /**
     * Odd forks over even forks of one row, by the rule of every comparison. The forks are put in the order their
     * blocks ran (a block's number, not its name's letters: block 10 after block 9), and each two consecutive forks
     * form one block of the split, the first odd, the second even: a blocked run measures a row once per block, so a
     * split that kept the run's blocks would share none, and a verdict reads shared blocks only.
     */
    public static Looks.Decision split(JmhRow row) {
        List<double[]> forks = row.forks(Quantity.DINNER);
        List<Integer> order = IntStream.range(0, forks.size()).boxed()
                .sorted(Comparator.<Integer, String> comparing(i -> blockName(row.blocks().get(i)))
                        .thenComparingLong(i -> blockNumber(row.blocks().get(i))).thenComparingInt(i -> i))
                .toList();
        List<double[]> odd = new ArrayList<>();
        List<double[]> even = new ArrayList<>();
        List<String> pairs = new ArrayList<>();
        for (int k = 0; k + 1 < order.size(); k += 2) {
            odd.add(forks.get(order.get(k)));
            even.add(forks.get(order.get(k + 1)));
            pairs.add("pair " + (k / 2 + 1));
        }
        return Looks.judge(odd, pairs, even, pairs);
    }

    /** A block's name without its trailing number ({@code noop-} of {@code noop-10}). */
    private static String blockName(String block) {
        return block.replaceFirst("\\d+$", "");
    }

    /** A block's trailing number ({@code 10} of {@code noop-10}), 0 where it has none. */
    private static long blockNumber(String block) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)$").matcher(block);
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    /**
     * The measured A/A pairs of a run: each row and its twin (same dinner and parameters but the twin's), twin as A.
     */
    public static List<Comparison> twins(String run, List<JmhRow> rows) {
        List<Comparison> pairs = new ArrayList<>();
        for (JmhRow twin : rows) {
            if (!TWIN_VALUE.equals(twin.params().get(TWIN_PARAMETER))) {
                continue;
            }
            for (JmhRow row : rows) {
                if (row != twin && row.label().equals(twin.label()) && row.stop() == twin.stop()
                        && row.mode().equals(twin.mode()) && sameBut(row.params(), twin.params())) {
                    pairs.add(Comparison.of(run, twin, row, Quantity.DINNER));
                }
            }
        }
        return pairs;
    }

    private static boolean sameBut(Map<String, String> a, Map<String, String> b) {
        Map<String, String> x = new TreeMap<>(a);
        Map<String, String> y = new TreeMap<>(b);
        x.remove(TWIN_PARAMETER);
        y.remove(TWIN_PARAMETER);
        return x.equals(y) && !TWIN_VALUE.equals(a.get(TWIN_PARAMETER));
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
     * The block effect a set really had, from its blocked rows: in log space, each fork's mean less its row's mean is a
     * residual; a block's effect is the mean residual of the rows it measured. Their spread across blocks is the block
     * effect plus what a row's own forks add to a mean of {@code R} rows, and a row's spread across blocks is the block
     * effect plus a fork's own: so the block variance is {@code (R V - S) / (R - 1)}, V the spread of the blocks'
     * effects, S the rows' mean spread, R the rows per block. {cv (0 where the estimate is negative), rows, blocks, the
     * estimated variance itself}; null where fewer than two rows share three or more blocks, too few to say.
     */
    public static double[] blockEffect(List<JmhRow> rows) {
        Map<String, List<Double>> byBlock = new TreeMap<>();
        List<Double> rowSpreads = new ArrayList<>();
        int used = 0;
        for (JmhRow row : rows) {
            List<double[]> forks = row.forks(Quantity.DINNER);
            List<String> blocks = row.blocks();
            if (forks.size() < 3 || new java.util.HashSet<>(blocks).size() < forks.size()) {
                continue; // fewer than three blocks, or two forks in one block: not a blocked row
            }
            double[] logs = forks.stream().mapToDouble(fork -> Math.log(Comparison.mean(fork))).toArray();
            double mean = Comparison.mean(logs);
            double[] residuals = new double[logs.length];
            for (int f = 0; f < logs.length; f++) {
                residuals[f] = logs[f] - mean;
                byBlock.computeIfAbsent(blocks.get(f), k -> new ArrayList<>()).add(residuals[f]);
            }
            rowSpreads.add(Comparison.variance(residuals));
            used++;
        }
        List<double[]> shared = byBlock.values().stream().filter(r -> r.size() >= 2)
                .map(r -> r.stream().mapToDouble(Double::doubleValue).toArray()).toList();
        if (used < 2 || shared.size() < 3) {
            return null;
        }
        double[] effects = shared.stream().mapToDouble(Comparison::mean).toArray();
        double perBlock = shared.stream().mapToInt(r -> r.length).average().orElseThrow();
        double v = Comparison.variance(effects);
        double spread = rowSpreads.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance = (perBlock * v - spread) / (perBlock - 1);
        return new double[] { Math.sqrt(Math.max(0, variance)), used, shared.size(), variance };
    }

    /**
     * Both plans' A/A at every row's own noise, with a block effect of {@code blockCv}: {@code trials} simulated pairs
     * per row; {share directional under the plan before blocks, share directional under the plan now, rows, mean forks
     * a side under the plan now}.
     */
    public static double[] simulatePlans(List<JmhRow> rows, double blockCv, int trials, long seed) {
        double before = 0;
        double now = 0;
        double forks = 0;
        int n = 0;
        for (JmhRow row : rows) {
            double[] noise = noise(row);
            if (noise == null) {
                continue;
            }
            double[] rates = simulatePlans(noise[0], noise[1], blockCv, row.forks().get(0).size(), trials, seed + n);
            before += rates[0];
            now += rates[1];
            forks += rates[2];
            n++;
        }
        return n == 0 ? new double[] { Double.NaN, Double.NaN, 0, Double.NaN }
                : new double[] { before / n, now / n, n, forks / n };
    }

    /**
     * Share of directional verdicts among {@code trials} simulated A/A pairs under each plan: {the plan before blocks,
     * the plan now, mean forks a side the plan now used}.
     */
    public static double[] simulatePlans(double forkCv, double iterationCv, double blockCv, int iterations, int trials,
            long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int before = 0;
        int now = 0;
        long forks = 0;
        for (int t = 0; t < trials; t++) {
            before += directional(planBefore(random, forkCv, iterationCv, blockCv, iterations)) ? 1 : 0;
            Looks.Decision d = planNow(random, forkCv, iterationCv, blockCv, iterations);
            now += directional(d.verdict()) ? 1 : 0;
            forks += d.fit().forks();
        }
        return new double[] { (double) before / trials, (double) now / trials, (double) forks / trials };
    }

    private static boolean directional(Verdict v) {
        return v == Verdict.FASTER || v == Verdict.SLOWER;
    }

    /** Most forks a side the plan before blocks would ask for. */
    private static final int BEFORE_MAX_FORKS = 12;

    /**
     * The plan before blocks: a pilot of two forks a side in one period, Welch's 95% interval, then one more fork a
     * side (both in one later period) while undecided and the projection from the spread so far asks for no more than
     * twelve; stopping at the first decision.
     */
    static Verdict planBefore(SplittableRandom random, double forkCv, double iterationCv, double blockCv,
            int iterations) {
        List<double[]> a = new ArrayList<>();
        List<double[]> b = new ArrayList<>();
        double pilot = blockCv * gaussian(random);
        for (int f = 0; f < 2; f++) {
            a.add(fork(random, pilot, forkCv, iterationCv, iterations));
            b.add(fork(random, pilot, forkCv, iterationCv, iterations));
        }
        while (true) {
            Verdict v = Comparison.welchVerdict(a, b, Comparison.CONFIDENCE, Comparison.MARGIN);
            if (v.decided() || a.size() >= BEFORE_MAX_FORKS || !projectedWithin(a, b, Comparison.ratio(a, b))) {
                return v;
            }
            double period = blockCv * gaussian(random);
            a.add(fork(random, period, forkCv, iterationCv, iterations));
            b.add(fork(random, period, forkCv, iterationCv, iterations));
        }
    }

    /** The old projection: would some n up to twelve decide, taking the spread so far as the truth. */
    private static boolean projectedWithin(List<double[]> a, List<double[]> b, double ratio) {
        double cv2 = relativeVariance(a) + relativeVariance(b);
        double lnRatio = Math.abs(Math.log(ratio));
        double gap = Math.max(lnRatio, Math.log(Comparison.MARGIN) - lnRatio);
        for (int n = a.size() + 1; n <= BEFORE_MAX_FORKS; n++) {
            if (T95[2 * n - 2] * Math.sqrt(cv2 / n) < gap) {
                return true;
            }
        }
        return false;
    }

    /** Student's two-sided 95% quantile by degrees of freedom (none at 0). */
    private static final double[] T95 = IntStream.range(0, 2 * BEFORE_MAX_FORKS)
            .mapToDouble(df -> df == 0 ? 0 : Comparison.studentQuantile(df, 1 - (1 - Comparison.CONFIDENCE) / 2))
            .toArray();

    private static double relativeVariance(List<double[]> forks) {
        double[] means = Comparison.means(forks);
        double mean = Comparison.mean(means);
        return Comparison.variance(means) / (mean * mean);
    }

    /** The plan now: one fork a side per block, looks at {@link Looks#FORKS}, stopping at the first decision. */
    static Looks.Decision planNow(SplittableRandom random, double forkCv, double iterationCv, double blockCv,
            int iterations) {
        List<double[]> a = new ArrayList<>();
        List<double[]> b = new ArrayList<>();
        List<String> blocks = new ArrayList<>();
        Looks.Decision last = null;
        for (int k = 0; k < Looks.FORKS.size(); k++) {
            while (a.size() < Looks.FORKS.get(k)) {
                double block = blockCv * gaussian(random);
                a.add(fork(random, block, forkCv, iterationCv, iterations));
                b.add(fork(random, block, forkCv, iterationCv, iterations));
                blocks.add(Integer.toString(blocks.size()));
            }
            last = Looks.decide(Blocks.fit(a, blocks, b, blocks), k);
            if (last.verdict().decided()) {
                return last;
            }
        }
        return last;
    }

    /** One fork's iterations: its block's and its JVM's effects in log space, each iteration's noise on top. */
    static double[] fork(SplittableRandom random, double block, double forkCv, double iterationCv, int iterations) {
        double jvm = Math.exp(block + forkCv * gaussian(random));
        double[] fork = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            fork[i] = Math.max(1e-6, jvm * (1 + iterationCv * gaussian(random)));
        }
        return fork;
    }

    /** A standard normal deviate (Box-Muller), from the seeded generator so that the page's bytes never change. */
    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
