package io.philosopherwars.core;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** Formats dinner results as a markdown table: phases apart, and how the meals were shared. */
public final class DinnerTable {
    private static final String HEADER = """
            | implementation | threads | workload | stop | philosophers | meals | threads used | setup ms | eating ms \
            | leaving ms | meals/s | min | median | max | never ate | total meals | fairness |
            |---|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
            """;

    private static final String SUMMARY_HEADER = """
            | dinner | runs | setup ms min / median / max | eating ms min / median / max \
            | leaving ms min / median / max | meals/s (median) | never ate (median) | fairness (median) |
            |---|---:|---|---|---|---:|---:|---:|
            """;

    private DinnerTable() {
    }

    public static String header() {
        return HEADER;
    }

    public static String row(DinnerResult r) {
        DinnerSpec s = r.spec();
        MealStats m = r.meals();
        return String.format(Locale.ROOT,
                "| %s | %s | %s | %s | %d | %d | %s | %.3f | %.3f | %.3f | %.0f | %d | %.1f | %d | %d | %d | %.4f |%n",
                s.implementation().id(), s.threads().id(), s.workload().label(), s.stopRule().id(), s.philosophers(),
                s.meals(), r.threadsUsed(), r.setupMillis(), r.eatingMillis(), r.leavingMillis(), r.mealsPerSecond(),
                m.min(), m.median(), m.max(), m.neverAte(), m.total(), m.fairness());
    }

    /**
     * One row per dinner spec served several times: min / median / max of each phase over the runs, and the median of
     * the meal distribution's numbers. The runs are listed above it one by one; this only orders them.
     */
    public static String summary(List<List<DinnerResult>> runsPerSpec) {
        StringBuilder table = new StringBuilder(SUMMARY_HEADER);
        for (List<DinnerResult> runs : runsPerSpec) {
            table.append(String.format(Locale.ROOT, "| %s | %d | %s | %s | %s | %.0f | %.1f | %.4f |%n",
                    runs.getFirst().spec().label(), runs.size(), spread(runs, DinnerResult::setupMillis),
                    spread(runs, DinnerResult::eatingMillis), spread(runs, DinnerResult::leavingMillis),
                    median(runs, DinnerResult::mealsPerSecond), median(runs, r -> r.meals().neverAte()),
                    median(runs, r -> r.meals().fairness())));
        }
        return table.toString();
    }

    private static String spread(List<DinnerResult> runs, ToDoubleFunction<DinnerResult> value) {
        double[] sorted = runs.stream().mapToDouble(value).sorted().toArray();
        return String.format(Locale.ROOT, "%.3f / %.3f / %.3f", sorted[0], median(sorted), sorted[sorted.length - 1]);
    }

    private static double median(List<DinnerResult> runs, ToDoubleFunction<DinnerResult> value) {
        return median(runs.stream().mapToDouble(value).sorted().toArray());
    }

    /** The median of values sorted ascending (the mean of the middle two for an even count). */
    public static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    public static String of(List<DinnerResult> results) {
        StringBuilder table = new StringBuilder(HEADER);
        results.forEach(r -> table.append(row(r)));
        return table.toString();
    }
}
