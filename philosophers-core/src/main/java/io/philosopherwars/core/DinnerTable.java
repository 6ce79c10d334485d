package io.philosopherwars.core;

import java.util.List;
import java.util.Locale;

/** Formats dinner results as a markdown table: phases apart, and how the meals were shared. */
public final class DinnerTable {
    private static final String HEADER = """
            | implementation | threads | workload | stop | philosophers | meals | threads used | setup ms | eating ms \
            | min | median | max | never ate | total meals | fairness |
            |---|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|
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
                "| %s | %s | %s | %s | %d | %d | %s | %.3f | %.3f | %d | %.1f | %d | %d | %d | %.4f |%n",
                s.implementation().id(), s.threads().id(), s.workload().label(), s.stopRule().id(), s.philosophers(),
                s.meals(), r.threadsUsed(), r.setupMillis(), r.eatingMillis(), m.min(), m.median(), m.max(),
                m.neverAte(), m.total(), m.fairness());
    }

    public static String of(List<DinnerResult> results) {
        StringBuilder table = new StringBuilder(HEADER);
        results.forEach(r -> table.append(row(r)));
        return table.toString();
    }
}
