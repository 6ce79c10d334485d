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
            | dinner | runs | setup ms min / median / max | eating ms median [p10, p90] (min, max) \
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
     * One row per dinner spec served several times: the eating phase as a {@link Distribution} (median, p10, p90, min,
     * max, and "unstable" when p90 / p10 > 2: a first-full dinner is a race), min / median / max of the other phases,
     * and the median of the meal distribution's numbers. The runs are listed above it one by one.
     */
    public static String summary(List<List<DinnerResult>> runsPerSpec) {
        StringBuilder table = new StringBuilder(SUMMARY_HEADER);
        for (List<DinnerResult> runs : runsPerSpec) {
            table.append(String.format(Locale.ROOT, "| %s | %d | %s | %s | %s | %.0f | %.1f | %.4f |%n",
                    runs.getFirst().spec().label(), runs.size(), spread(runs, DinnerResult::setupMillis),
                    distribution(runs, DinnerResult::eatingMillis).format(), spread(runs, DinnerResult::leavingMillis),
                    median(runs, DinnerResult::mealsPerSecond), median(runs, r -> r.meals().neverAte()),
                    median(runs, r -> r.meals().fairness())));
        }
        return table.toString();
    }

    private static String spread(List<DinnerResult> runs, ToDoubleFunction<DinnerResult> value) {
        Distribution d = distribution(runs, value);
        return String.format(Locale.ROOT, "%.3f / %.3f / %.3f", d.min(), d.median(), d.max());
    }

    private static double median(List<DinnerResult> runs, ToDoubleFunction<DinnerResult> value) {
        return distribution(runs, value).median();
    }

    private static Distribution distribution(List<DinnerResult> runs, ToDoubleFunction<DinnerResult> value) {
        return Distribution.of(runs.stream().mapToDouble(value).toArray());
    }

    public static String of(List<DinnerResult> results) {
        StringBuilder table = new StringBuilder(HEADER);
        results.forEach(r -> table.append(row(r)));
        return table.toString();
    }
}
