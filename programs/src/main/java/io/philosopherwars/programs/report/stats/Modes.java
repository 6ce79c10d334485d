package io.philosopherwars.programs.report.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Fork means that form two separate clusters: a row whose JVMs land in one of two states (a JIT decision, a placement)
 * and stay there. The fork-level interval does not cover what decides the state, so such a row is printed as its modes,
 * and a verdict that depends on which mode the forks fell in is not given.
 * <p>
 * The rule, declared: at least {@value #MIN_FORKS} forks; the logs of the fork means sorted and split at their largest
 * gap; at least two forks on each side; the gap at least {@value #GAP_SDS} times the pooled standard deviation within
 * the two clusters, and a ratio of at least {@value #MIN_RATIO} between the clusters' geometric means.
 *
 * @param low
 *            the faster mode's geometric mean
 * @param lowForks
 *            its forks
 * @param high
 *            the slower mode's geometric mean
 * @param highForks
 *            its forks
 */
public record Modes(double low, int lowForks, double high, int highForks) {
    public static final int MIN_FORKS = 4;
    public static final double GAP_SDS = 4;
    public static final double MIN_RATIO = 1.25;

    /** The rule in words, for the pages. */
    public static String rule() {
        return "at least " + MIN_FORKS + " forks, split at the largest gap, two or more forks a side, the gap at least "
                + Numbers.fixed(GAP_SDS, 0) + " pooled standard deviations and a ratio of " + Numbers.ratio(MIN_RATIO)
                + " or more";
    }

    /** The modes of a row's forks (each fork's iterations), or empty where the rule finds one cluster. */
    public static Optional<Modes> of(List<double[]> forks) {
        double[] logs = forks.stream().filter(f -> f.length > 0).mapToDouble(f -> Comparison.mean(f)).filter(m -> m > 0)
                .map(Math::log).sorted().toArray();
        if (logs.length < MIN_FORKS) {
            return Optional.empty();
        }
        int split = -1;
        double gap = 0;
        for (int i = 1; i < logs.length; i++) {
            if (logs[i] - logs[i - 1] > gap) {
                gap = logs[i] - logs[i - 1];
                split = i;
            }
        }
        if (split < 2 || logs.length - split < 2) {
            return Optional.empty();
        }
        double[] low = Arrays.copyOfRange(logs, 0, split);
        double[] high = Arrays.copyOfRange(logs, split, logs.length);
        double pooled = Math
                .sqrt((Comparison.variance(low) * (low.length - 1) + Comparison.variance(high) * (high.length - 1))
                        / (logs.length - 2));
        double ratio = Math.exp(Comparison.mean(high) - Comparison.mean(low));
        if (ratio < MIN_RATIO || gap < GAP_SDS * pooled) {
            return Optional.empty();
        }
        return Optional.of(
                new Modes(Math.exp(Comparison.mean(low)), low.length, Math.exp(Comparison.mean(high)), high.length));
    }

    /** {@code 48.2 (3 forks), 88.0 (2 forks)}. */
    public String format() {
        return Numbers.ms(low) + " (" + lowForks + " forks), " + Numbers.ms(high) + " (" + highForks + " forks)";
    }
}
