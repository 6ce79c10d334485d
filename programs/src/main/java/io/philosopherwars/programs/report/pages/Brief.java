package io.philosopherwars.programs.report.pages;

import io.philosopherwars.programs.report.claims.Headline;
import io.philosopherwars.programs.report.claims.Row;
import io.philosopherwars.programs.report.claims.Words;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A question's headline in a table cell's few words, computed from the same rows as the headline it links to: the
 * decision table's cells, the questions beyond the meal, the talk's sentences and the cores' table use it.
 */
final class Brief {
    private Brief() {
    }

    /**
     * A headline in a cell's few words: the action (its reason left to the factors), the factors of its largest faster
     * side ("and others" where there are more), how many decided rows support it of those decided, the forks a side;
     * with the condition its supporting rows share where {@code named} (else it is named once elsewhere).
     */
    static String of(List<Row> rows, boolean named) {
        return of(rows, named, true);
    }

    /**
     * The same, the CPUs left out of what the rows share where {@code cpus} is false: a cell split by CPU count names
     * each count before its answer.
     */
    static String of(List<Row> rows, boolean named, boolean cpus) {
        Headline h = Headline.of(rows);
        if (h.made() == 0) {
            return "not measured";
        }
        if (h.decided() == 0) {
            return "not decided (" + h.made() + (h.made() == 1 ? " row" : " rows") + ")";
        }
        if (h.action().equalsIgnoreCase(Headline.BY_MEAL)) {
            return byMeal(rows, h, named, cpus);
        }
        if (h.action().equalsIgnoreCase(Headline.NO_ONE_ANSWER)) {
            // A tie names every action with its rows' count and factors: one side's factor alone would read as the
            // answer.
            Map<String, List<Row>> byAction = rows.stream().filter(r -> r.role() == Row.Role.DECIDES && r.decided())
                    .collect(Collectors.groupingBy(Row::does, LinkedHashMap::new, Collectors.toList()));
            // Each side by its action, its count of every decided row (as a cell's count always is) and the pool
            // behind it, if one; what all share, once after them.
            String tie = h.action() + ": " + String.join("; ", byAction.entrySet().stream().map(e -> {
                List<String> pools = pools(e.getValue());
                return actionWords(e.getKey()) + " (" + e.getValue().size() + " of " + h.decided()
                        + (pools.size() == 1 ? "; " + pools.getFirst() : "") + ")";
            }).toList());
            String where = !named ? "" : shared(rows.stream().filter(Row::decided).toList(), cpus);
            return tie + roomFor(tie, where);
        }
        // Figures (pinned events, GETs failed) need their rows' context: the cell gives the count only.
        boolean factors = !h.factors().equals(Words.NA) && !h.factors().contains(": ");
        String action = actionWords(h.action());
        String where = !named ? "" : shared(Headline.rowsSupporting(rows), cpus);
        // Rows of figures (one JVM a side, no interval: the start cost, the designs at scale) are measured, not
        // decided: their count says so, as the question's headline does, instead of a fork count.
        boolean figures = rows.stream().filter(r -> r.role() == Row.Role.DECIDES && r.decided())
                .noneMatch(r -> Double.isFinite(r.low()));
        String said = action + (factors ? ": " + h.factors() : "") + " (" + h.supporting() + " of " + h.decided()
                + (h.forks().equals(Words.NA) ? ""
                        : figures ? " measured rows, figures without an interval"
                                : ", " + h.forks().replace(" a side", ""));
        return said + roomFor(said, where) + ")";
    }

    /**
     * Where the meals' answers differ: each action with the meals it holds for and its rows' count (of those meals'
     * decided rows), the meals counted instead of named where their names would not fit a cell; the condition the
     * supporting rows share where {@code named}.
     */
    private static String byMeal(List<Row> rows, Headline h, boolean named, boolean cpus) {
        Map<String, List<Headline.MealAnswer>> byAction = new LinkedHashMap<>();
        Headline.byMeal(rows).stream().filter(a -> !a.action().isEmpty())
                .forEach(a -> byAction.computeIfAbsent(a.action(), k -> new ArrayList<>()).add(a));
        Function<Boolean, String> said = withMeals -> h.action() + ": "
                + String.join("; ", byAction.entrySet().stream().map(e -> {
                    List<Headline.MealAnswer> meals = e.getValue();
                    return actionWords(e.getKey()) + " for " + (withMeals
                            ? String.join(", ", meals.stream().map(Headline.MealAnswer::meal).toList())
                            : Numbers.plural(Headline.meals(meals.stream().map(Headline.MealAnswer::meal).toList()),
                                    "meal", "meals"))
                            + " (" + meals.stream().mapToInt(a -> a.supporting().size()).sum() + " of "
                            + meals.stream().mapToInt(a -> a.decided().size()).sum() + ")";
                }).toList());
        String text = said.apply(true).length() <= CELL ? said.apply(true) : said.apply(false);
        String where = named ? shared(Headline.rowsSupporting(rows), cpus) : "";
        return text + roomFor(text, where);
    }

    /**
     * What a cell's rows share, after what it says, as much of it as the cell has room for (the rows' link has it in
     * full): the sides' common threads and lock go first, then the pool, the size last, which a factor needs most
     * (fresh reader 31 found "virtual threads 1.8-3.1x faster" in a cell without its 200 × 10 or its pool).
     */
    private static String roomFor(String said, String where) {
        List<String> parts = new ArrayList<>(where.isEmpty() ? List.of() : List.of(where.split("; ")));
        while (!parts.isEmpty() && said.length() + 2 + String.join("; ", parts).length() > CELL) {
            parts.removeFirst();
        }
        return parts.isEmpty() ? "" : "; " + String.join("; ", parts);
    }

    /**
     * A brief answer short enough for a cell: its factors dropped where they would make it too long (its link has
     * them).
     */
    static String fitted(String brief, Headline h) {
        return brief.length() <= CELL ? brief : shortened(brief, h);
    }

    /** A brief answer without its factors (its link has them), or a tie's and a by-meal answer's counts alone. */
    static String shortened(String brief, Headline h) {
        if (h.action().equalsIgnoreCase(Headline.BY_MEAL)) {
            // Its meals are counted already where their names would not fit; actions too many for a cell leave their
            // counts, which the link gives meal by meal.
            return h.action() + ": " + h.supporting() + " of " + h.decided() + " decided rows, each meal's own answer";
        }
        // A tie's actions follow its colon: dropping "the factors" there would drop its first action's name and leave
        // "no one answer (3 of 6)" (fresh reader 26), so a tie too long for a cell gives its counts.
        return h.action().equalsIgnoreCase(Headline.NO_ONE_ANSWER)
                ? h.action() + ": " + h.supporting() + " of " + h.decided() + " decided rows for each action"
                // The factors run from the action's colon to the count ("(3 of 4"); a faster side's name may hold
                // parentheses of its own ("a fixed pool of 2 threads (1x the cores)").
                : brief.replaceFirst(": .*? \\((?=\\d[\\d,]* of )", " (");
    }

    /** The longest brief answer a table cell holds with its link and set beside it. */
    static final int CELL = 160;

    /** An action without the reason after its colon: a cell's factors give the reason in numbers. */
    static String actionWords(String action) {
        return action.contains(": ") ? action.substring(0, action.indexOf(": ")) : action;
    }

    private static boolean runsOn(String part) {
        return part.contains("thread") || part.contains("chopsticks") || part.contains("event loop")
                || part.contains("queue");
    }

    /**
     * The parts of a row's A that its B names too; only the words of threads, pools and locks (a fragment of a design's
     * name says nothing alone).
     */
    private static List<String> bothSides(Row r) {
        List<String> parts = new ArrayList<>(Stream.of(r.a().split(", ")).filter(Brief::runsOn).toList());
        parts.retainAll(List.of(r.b().split(", ")));
        return parts;
    }

    /** {@code 2} of {@code 2 CPUs}: the count a row's CPUs name, for their order. */
    private static double cpuCount(String cpus) {
        return Double.parseDouble(cpus.substring(0, cpus.indexOf(' ')).replace(",", ""));
    }

    /** The pools the rows' sides name, each once. */
    private static List<String> pools(List<Row> rows) {
        return rows.stream().flatMap(r -> Stream.of(r.a(), r.b())).flatMap(side -> Stream.of(side.split(", ")))
                .filter(part -> part.contains("pool of")).distinct().toList();
    }

    /**
     * What the rows behind a cell share, so that its factor keeps its condition: the threads and pool both sides run on
     * (the part of the two sides' words they have in common, {@code a virtual thread per philosopher}), and the table's
     * size; the CPUs where {@code cpus} (each count, where they ran on several); empty where none is known.
     */
    static String shared(List<Row> rows, boolean cpus) {
        if (rows.isEmpty()) {
            return "";
        }
        List<String> where = new ArrayList<>();
        List<String> common = bothSides(rows.getFirst());
        rows.forEach(r -> common.retainAll(bothSides(r)));
        common.removeIf(part -> part.equals(Words.NA));
        if (!common.isEmpty()) {
            where.add("both: " + String.join(", ", common));
        }
        // A pool is named on one side only: the same pool behind every row is the cell's condition too.
        List<String> pools = pools(rows);
        if (pools.size() == 1 && common.stream().noneMatch(part -> part.contains("pool of"))) {
            where.add(pools.getFirst());
        }
        // The CPUs the rows ran on, every count where they differ (fresh reader 32 found 3.6-76x over 1-CPU and 2-CPU
        // rows in a cell that named neither).
        List<String> counts = rows.stream().map(Row::cpus).distinct().toList();
        if (cpus && !counts.contains(Words.NA)) {
            where.add(String.join(" and ",
                    counts.stream().sorted(java.util.Comparator.comparingDouble(Brief::cpuCount)).toList()));
        }
        List<String> sizes = rows.stream().map(Row::size).filter(size -> !size.equals(Words.NA)).distinct().toList();
        if (sizes.size() == 1) {
            where.add(sizes.getFirst());
        }
        return String.join("; ", where);
    }
}
