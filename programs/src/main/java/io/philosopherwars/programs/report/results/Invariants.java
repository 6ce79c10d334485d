package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.StopRule;
import io.philosopherwars.jmh.ScaledBenchmark;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What every dinner row must satisfy before the report publishes a number from it, checked per fork and iteration on
 * the rows as the report reads them (pooled), so that a wrong reading of the raw data cannot reach a page:
 * <ul>
 * <li>all full: every dinner ate philosophers x meals each, so each iteration's mean {@code totalMeals} is exactly that
 * (relative {@value #EXACT});</li>
 * <li>all full: nobody went hungry and everybody ate the same, so {@code neverAte} is 0 and {@code fairness} 1;</li>
 * <li>any stop rule: setup + eating + leaving of an iteration's mean dinner is at most that iteration's mean dinner
 * time (JMH's score), within {@value #PHASES} relative (the phases are timed inside the dinner; vert.x's start and
 * close and JMH's own call are outside them);</li>
 * <li>any stop rule, where recorded: the release ({@code releaseMs}) is at most the eating it is a part of;</li>
 * <li>every dinner row has the dinner metrics, one value per measured sample.</li>
 * </ul>
 */
public final class Invariants {
    /** Relative tolerance of an exact count read back from a mean of doubles. */
    static final double EXACT = 1e-9;
    /** How far the phases of a dinner may exceed the dinner's own time: rounding of two clocks read apart. */
    static final double PHASES = 0.01;

    private static final List<String> REQUIRED = List.of("setupMs", "eatingMs", "leavingMs", "totalMeals", "neverAte",
            "fairness");

    private Invariants() {
    }

    /** Every violation of {@code row}, read from {@code file}, one line each; empty when it keeps them all. */
    public static List<String> violations(String file, JmhRow row) {
        List<String> violations = new ArrayList<>();
        String where = file + ": " + row.label() + " " + row.stop().id() + " " + row.params();
        int n = row.samples().size();
        for (String metric : REQUIRED) {
            if (row.metricSamples(metric).length != n) {
                violations.add(where + ": no " + metric + " per measured sample (a run without the DinnerMetrics"
                        + " profiler: measure with benchmarks.jar's main or -prof io.philosopherwars.jmh.DinnerMetrics)");
            }
        }
        if (!violations.isEmpty()) {
            return violations;
        }
        double[] total = row.metricSamples("totalMeals");
        double[] never = row.metricSamples("neverAte");
        double[] fairness = row.metricSamples("fairness");
        double[] setup = row.metricSamples("setupMs");
        double[] eating = row.metricSamples("eatingMs");
        double[] leaving = row.metricSamples("leavingMs");
        // Recorded since the release became a phase of its own; a set from before has none, and nothing to check.
        double[] release = row.metricSamples("releaseMs");
        double toMs = toMillis(row.unit());
        double expected = row.stop() == StopRule.ALL_FULL ? expectedMeals(row) : Double.NaN;
        int i = 0;
        for (int fork = 0; fork < row.forks().size(); fork++) {
            for (int iteration = 0; iteration < row.forks().get(fork).size(); iteration++, i++) {
                String at = where + ", fork " + (fork + 1) + ", iteration " + (iteration + 1) + ": ";
                if (row.stop() == StopRule.ALL_FULL) {
                    if (!(Math.abs(total[i] - expected) <= EXACT * expected)) {
                        violations.add(at + "total meals " + number(total[i]) + ", not philosophers x meals each "
                                + number(expected));
                    }
                    if (never[i] != 0) {
                        violations.add(at + "never ate " + number(never[i]) + " on all full, not 0");
                    }
                    if (!(Math.abs(fairness[i] - 1) <= EXACT)) {
                        violations.add(at + "fairness " + number(fairness[i]) + " on all full, not 1");
                    }
                }
                if (release.length == n && !(release[i] <= eating[i] * (1 + EXACT))) {
                    violations.add(at + "release " + number(release[i]) + " ms, more than the eating it is a part of "
                            + number(eating[i]) + " ms");
                }
                double dinner = row.forks().get(fork).get(iteration) * toMs;
                double phases = setup[i] + eating[i] + leaving[i];
                if (Double.isFinite(toMs) && !(phases <= dinner * (1 + PHASES))) {
                    violations.add(at + "setup + eating + leaving " + number(phases) + " ms, more than the dinner's "
                            + number(dinner) + " ms");
                }
            }
        }
        return violations;
    }

    /**
     * Philosophers x meals each of an all-full row: {@code allFullMeals} where the class has it, else {@code meals}.
     */
    static double expectedMeals(JmhRow row) {
        String each = row.params().containsKey("allFullMeals") ? row.param("allFullMeals") : row.param("meals");
        return (double) ScaledBenchmark.thousands("-p philosophers", row.param("philosophers"))
                * ScaledBenchmark.thousands("-p meals", each);
    }

    /** JMH's score unit to ms per dinner; NaN for a unit that is not a time per operation. */
    private static double toMillis(String unit) {
        return switch (unit) {
            case "s/op" -> 1e3;
            case "ms/op" -> 1;
            case "us/op" -> 1e-3;
            case "ns/op" -> 1e-6;
            default -> Double.NaN;
        };
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.6g", value);
    }
}
