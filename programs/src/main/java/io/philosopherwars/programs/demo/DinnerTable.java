package io.philosopherwars.programs.demo;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.MealStats;

import io.philosopherwars.format.MarkdownTable;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** Formats dinner results as a markdown table: phases apart, and how the meals were shared. */
public final class DinnerTable {
    private static final MarkdownTable TABLE = new MarkdownTable().left("implementation").left("threads")
            .left("workload").left("stop").right("philosophers").right("meals").left("threads used").right("setup ms")
            .right("eating ms").right("of it release ms").right("leaving ms").right("meals/s").right("switches/meal")
            .right("unmounts/meal").right("min").right("median").right("max").right("never ate").right("total meals")
            .right("fairness");

    private static final MarkdownTable SUMMARY = new MarkdownTable().left("dinner").right("runs")
            .left("setup ms min / median / max").left("eating ms median [p10, p90] (min, max)")
            .left("leaving ms min / median / max").right("meals/s (median)").right("never ate (median)")
            .right("fairness (median)");

    private DinnerTable() {
    }

    public static String header() {
        return TABLE.header();
    }

    public static String row(DinnerResult r) {
        DinnerSpec s = r.spec();
        MealStats m = r.meals();
        return TABLE.line(s.implementation().id(), s.threadsLabel(), s.workload().label(), s.stopRule().id(),
                s.philosophers(), s.meals(), r.threadsUsed(), f("%.3f", r.setupMillis()), f("%.3f", r.eatingMillis()),
                f("%.3f", r.releaseMillis()), f("%.3f", r.leavingMillis()), f("%.0f", r.mealsPerSecond()),
                perMeal(r.switchesPerMeal()), perMeal(r.unmountsPerMeal()), m.min(), f("%.1f", m.median()), m.max(),
                m.neverAte(), m.total(), f("%.4f", m.fairness()));
    }

    /** A count per meal during eating (kernel switches, virtual unmounts); "-" where nothing counted it. */
    private static String perMeal(double perMeal) {
        return Double.isNaN(perMeal) ? "-" : f("%.4f", perMeal);
    }

    private static String f(String format, double value) {
        return String.format(Locale.ROOT, format, value);
    }

    /**
     * One row per dinner spec served several times: the eating phase as a {@link Distribution} (median, p10, p90, min,
     * max, and "unstable" when p90 / p10 > 2: a first-full dinner is a race), min / median / max of the other phases,
     * and the median of the meal distribution's numbers. The runs are listed above it one by one.
     */
    public static String summary(List<List<DinnerResult>> runsPerSpec) {
        StringBuilder table = new StringBuilder(SUMMARY.header());
        for (List<DinnerResult> runs : runsPerSpec) {
            table.append(SUMMARY.line(runs.getFirst().spec().label(), runs.size(),
                    spread(runs, DinnerResult::setupMillis), distribution(runs, DinnerResult::eatingMillis).format(),
                    spread(runs, DinnerResult::leavingMillis), f("%.0f", median(runs, DinnerResult::mealsPerSecond)),
                    f("%.1f", median(runs, r -> r.meals().neverAte())),
                    f("%.4f", median(runs, r -> r.meals().fairness()))));
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
        StringBuilder table = new StringBuilder(header());
        results.forEach(r -> table.append(row(r)));
        return table.toString();
    }
}
