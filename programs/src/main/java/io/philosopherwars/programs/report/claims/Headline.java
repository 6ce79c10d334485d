package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A question's headline, computed by this one constructor from the rows that decide it and nothing else, in a fixed
 * grammar: the action most decided rows support, how many support it of those decided (and made), the factor range of
 * each faster side among them, then the rows that go the other way, each named by the fields in which the deciding rows
 * differ (its meal, sides, CPUs, size or quantity) with its factor. A control or a context row never reaches it, and a
 * number in it is always one of its rows' factors, so a headline cannot contradict the table under it.
 *
 * @param action
 *            what most decided rows support, empty where none is decided
 * @param supporting
 *            the decided rows that support it
 * @param decided
 *            the deciding rows that are decided
 * @param made
 *            the deciding rows
 * @param factors
 *            the factor range of each faster side among the supporting rows ({@code virtual threads 1.3-3.1x
 *            faster}), N/A for figures
 * @param forks
 *            the forks a side of the supporting rows ({@code 3-6 forks a side}), N/A for figures
 * @param text
 *            the headline as printed
 */
public record Headline(String action, int supporting, int decided, int made, String factors, String forks,
        String text) {
    /** How a headline starts where as many decided rows support one action as another. */
    public static final String NO_ONE_ANSWER = "No one answer";

    /**
     * How a headline starts where the meals' own answers differ: most decided rows of one meal support one action and
     * most of another's support another (fresh reader 27 read "a pool does as well: 13 of 23" beside pools 3.6-60x
     * slower for the sleep, whose own rows said the opposite). Each action is then named with the meals it holds for.
     */
    public static final String BY_MEAL = "Depends on the meal";

    /** How a headline over figures (no interval: measured, not decided) says so after its count. */
    static final String FIGURES = ", figures without an interval";

    /** Whether its rows are figures without an interval: measured, never decided against one. */
    public boolean figures() {
        return text.contains(FIGURES);
    }

    /** The most rows of the other way named one by one; the rest are counted. */
    static final int NAMED = 4;

    /** The fields a row is named by where the deciding rows differ in them, in the order a reader scans a row. */
    private static final Function<Row, String> MEAL = Row::meal;
    private static final Function<Row, String> SIDE_A = Row::a;
    private static final Function<Row, String> SIDE_B = Row::b;
    private static final List<Function<Row, String>> NAMING = List.of(MEAL, SIDE_A, SIDE_B, Row::cpus, Row::size,
            Row::quantity);

    /** The headline of these rows: only those whose role is to decide count. */
    public static Headline of(List<Row> rows) {
        List<Row> deciding = rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        List<Row> decided = deciding.stream().filter(Row::decided).toList();
        if (deciding.isEmpty()) {
            return new Headline("", 0, 0, 0, Words.NA, Words.NA, "Not measured in this set.");
        }
        if (decided.isEmpty()) {
            return new Headline("", 0, 0, deciding.size(), Words.NA, Words.NA, "Not decided: none of its "
                    + Numbers.plural(deciding.size(), "row", "rows") + " is decided yet (too few forks to tell).");
        }
        // Figures (memory, pinned events, a ranking, two medians of one fork each) have no interval: they are
        // measured, not decided against one.
        boolean figures = decided.stream()
                .noneMatch(r -> Double.isFinite(r.ratio()) && Double.isFinite(r.low()) && Double.isFinite(r.high()));
        List<Function<Row, String>> naming = NAMING.stream()
                .filter(f -> deciding.stream().map(f).distinct().count() > 1).toList();
        // Every deciding row, not the decided alone: a meal's tables are named from all it was measured at.
        List<MealAnswer> meals = byMeal(deciding);
        if (!meals.isEmpty()) {
            return dependsOnTheMeal(deciding, decided, meals, figures, naming);
        }
        Map<String, List<Row>> byAction = byAction(decided);
        // The action most rows support; a tie goes to the one the rows give first. As many rows one way as another: no
        // action is the answer, and the headline says so before the rows' split.
        List<String> tied = most(decided);
        String action = tied.getFirst();
        List<Row> main = byAction.get(action);
        StringBuilder text = new StringBuilder(tied.size() > 1 ? NO_ONE_ANSWER : capital(action)).append(": ");
        if (tied.size() > 1) {
            text.append(decided.size()).append(figures ? " measured " : " decided ").append("rows (")
                    .append(deciding.size()).append(" made)").append(figures ? FIGURES : "")
                    .append(", as many for each of ").append(tied.size()).append(" actions.");
        } else {
            text.append(main.size()).append(" of ").append(decided.size()).append(figures ? " measured " : " decided ")
                    .append(decided.size() == 1 ? "row" : "rows").append(" (").append(deciding.size()).append(" made)")
                    .append(figures ? FIGURES : "");
        }
        String factors = factors(main);
        if (tied.size() <= 1) {
            text.append(factors.isEmpty() ? "" : "; " + supporting(naming, main, factors)).append('.');
        }
        byAction.forEach((other, members) -> {
            if (other.equals(action) && tied.size() <= 1) {
                return;
            }
            // A tie gives every action its rows alike; otherwise the actions after the answer go the other way.
            text.append(tied.size() > 1 ? " " + capital(other) : " The other way, " + other);
            named(text, naming, members, tied.size() > 1);
        });
        notDecided(text, deciding);
        return new Headline(tied.size() > 1 ? NO_ONE_ANSWER.toLowerCase(java.util.Locale.ROOT) : action, main.size(),
                decided.size(), deciding.size(), factors.isEmpty() ? Words.NA : factors, forks(main), text.toString());
    }

    /**
     * {@code " (n): "}, then the first {@link #NAMED} rows by the fields in which the deciding rows differ; in a tie,
     * {@link #tied}.
     */
    private static void named(StringBuilder text, List<Function<Row, String>> naming, List<Row> members, boolean tie) {
        List<Row> first = members.subList(0, Math.min(NAMED, members.size()));
        text.append(" (").append(members.size()).append("): ")
                .append(String.join("; ", tie ? tied(naming, first) : each(naming, first)));
        if (members.size() > NAMED) {
            text.append("; and ").append(members.size() - NAMED).append(" more");
        }
        text.append('.');
    }

    /** The meals of which no deciding row is decided, named after the rest. */
    private static void notDecided(StringBuilder text, List<Row> deciding) {
        Map<String, Integer> open = undecidedMeals(deciding);
        if (!open.isEmpty()) {
            text.append(" Not decided for ").append(undecided(open, true)).append('.');
        }
    }

    /**
     * One meal's decided rows and the action most of them support: empty where as many support one action as another.
     *
     * @param meal
     *            the meal in a few words ({@link Words#mealShort})
     * @param action
     *            what most of its decided rows support, empty on a tie
     * @param decided
     *            its decided rows
     */
    public record MealAnswer(String meal, String action, List<Row> decided) {
        /** The decided rows that support the meal's action; none on a tie. */
        public List<Row> supporting() {
            return action.isEmpty() ? List.of() : decided.stream().filter(r -> r.does().equals(action)).toList();
        }
    }

    /**
     * Each meal's answer, in the rows' order, where the meals' own answers differ (two meals each with a majority, for
     * two actions); else empty, and one answer serves all the meals. A meal whose rows tie differs from none.
     */
    public static List<MealAnswer> byMeal(List<Row> rows) {
        Map<String, List<Row>> meals = new LinkedHashMap<>();
        // A row whose sides eat different meals compares the meals themselves (one HTTP client against another): its
        // meal is what the question asks about, not a condition of the answer, so such rows are one group.
        List<Row> decided = rows.stream().filter(r -> r.role() == Row.Role.DECIDES && r.decided()).toList();
        Function<Row, String> meal = r -> r.meal().contains(Row.MEALS_APART) ? "" : Words.mealShort(r.meal());
        // Where the answer is a size for a table (the pool that matches virtual threads), a meal decided at more than
        // one table is a meal per table: the pool that matches for a sleep at 1,000 × 100 need not at 200 × 10 (fresh
        // readers 30, 32 and 33 read the two as one answer against itself).
        Function<Row, String> table = table(rows, meal);
        decided.forEach(r -> meals.computeIfAbsent(meal.apply(r) + table.apply(r), k -> new ArrayList<>()).add(r));
        List<MealAnswer> answers = meals.entrySet().stream()
                .map(e -> new MealAnswer(e.getKey(), majority(e.getValue()), List.copyOf(e.getValue()))).toList();
        return answers.stream().map(MealAnswer::action).filter(a -> !a.isEmpty()).distinct().count() > 1 ? answers
                : List.of();
    }

    /**
     * The decided deciding rows that support the answer of these rows: each meal's own where the meals' answers differ,
     * else the headline's action; none where the answer is a tie.
     */
    public static List<Row> rowsSupporting(List<Row> rows) {
        List<MealAnswer> meals = byMeal(rows);
        if (!meals.isEmpty()) {
            return meals.stream().flatMap(m -> m.supporting().stream()).toList();
        }
        List<Row> decided = rows.stream().filter(r -> r.role() == Row.Role.DECIDES && r.decided()).toList();
        String action = majority(decided);
        return decided.stream().filter(r -> !action.isEmpty() && r.does().equals(action)).toList();
    }

    /**
     * The headline where the meals' answers differ: each action with the meals it holds for, their counts and factors.
     */
    private static Headline dependsOnTheMeal(List<Row> deciding, List<Row> decided, List<MealAnswer> meals,
            boolean figures, List<Function<Row, String>> naming) {
        List<Row> agreeing = meals.stream().flatMap(m -> m.supporting().stream()).toList();
        StringBuilder text = new StringBuilder(BY_MEAL).append(": ").append(decided.size())
                .append(figures ? " measured " : " decided ").append("rows (").append(deciding.size()).append(" made)")
                .append(figures ? FIGURES : "").append('.');
        Map<String, List<MealAnswer>> byAction = new LinkedHashMap<>();
        meals.stream().filter(m -> !m.action().isEmpty())
                .forEach(m -> byAction.computeIfAbsent(m.action(), k -> new ArrayList<>()).add(m));
        byAction.forEach((action, members) -> {
            // An action's reason after its colon goes in brackets, so that the meals follow the action itself.
            int colon = action.indexOf(": ");
            text.append(' ')
                    .append(capital(
                            colon < 0 ? action : action.substring(0, colon) + " (" + action.substring(colon + 2) + ")"))
                    .append(" for ")
                    .append(String.join(", ",
                            members.stream().map(
                                    m -> m.meal() + " (" + m.supporting().size() + " of " + m.decided().size() + ")")
                                    .toList()));
            String factors = factors(members.stream().flatMap(m -> m.supporting().stream()).toList());
            text.append(factors.isEmpty() ? "" : ": " + factors).append('.');
        });
        List<MealAnswer> tied = meals.stream().filter(m -> m.action().isEmpty()).toList();
        if (!tied.isEmpty()) {
            text.append(" No one answer for ").append(String.join(", ", tied.stream().map(m -> {
                int ties = most(m.decided()).size();
                return m.meal() + " ("
                        + Numbers.plural(m.decided().size(), figures ? "measured row" : "decided row",
                                figures ? "measured rows" : "decided rows")
                        + ", as many for each of " + ties + " actions)";
            }).toList())).append('.');
        }
        // The rows of a meal with an answer that go the other way from it, by their action.
        List<Row> other = meals.stream().filter(m -> !m.action().isEmpty())
                .flatMap(m -> m.decided().stream().filter(r -> !r.does().equals(m.action()))).toList();
        byAction(other).forEach((action, members) -> {
            text.append(" Within its meal, the other way, ").append(action);
            named(text, naming, members, false);
        });
        notDecided(text, deciding);
        return new Headline(BY_MEAL.toLowerCase(java.util.Locale.ROOT), agreeing.size(), decided.size(),
                deciding.size(), Words.NA, forks(agreeing), text.toString());
    }

    /** The rows by the action each supports, in the order the rows first give them. */
    private static Map<String, List<Row>> byAction(List<Row> rows) {
        Map<String, List<Row>> byAction = new LinkedHashMap<>();
        rows.forEach(r -> byAction.computeIfAbsent(r.does(), k -> new ArrayList<>()).add(r));
        return byAction;
    }

    /** The action most of these rows support; empty where two actions tie for the most (or there are no rows). */
    private static String majority(List<Row> rows) {
        List<String> top = most(rows);
        return top.size() == 1 ? top.getFirst() : "";
    }

    /** The actions that the most of these rows support, in the order the rows first give them (several on a tie). */
    private static List<String> most(List<Row> rows) {
        Map<String, List<Row>> byAction = byAction(rows);
        int most = byAction.values().stream().mapToInt(List::size).max().orElse(0);
        return byAction.entrySet().stream().filter(e -> e.getValue().size() == most).map(Map.Entry::getKey).toList();
    }

    /**
     * The meals among {@code rows} of which no row is decided, each in a few words with its count of rows, in the order
     * the meals first appear, where some other meal's row is: a headline or verdict carried by one meal's rows would
     * otherwise read as answering for a meal it never decided. For the pool-size question a meal measured at more than
     * one table is a meal per table ({@link #table}), so one table of a meal may be listed where the other is decided.
     * Empty where every meal has a decided row, where none has, and where the rows share one meal (and, for pool size,
     * one table).
     */
    public static Map<String, Integer> undecidedMeals(List<Row> rows) {
        Map<String, Integer> open = openMeals(rows);
        // The talk's own meal, where the question is a sentence of the talk judged on more meals, is named so (fresh
        // reader 31 read "does not hold" on the disk read as the talk refuted on a meal it never ran).
        String claim = rows.isEmpty() ? "" : rows.getFirst().claim();
        String own = Claims.TALKS_OWN_MEAL.containsKey(claim) ? Words.mealBrief(Claims.TALKS_OWN_MEAL.get(claim)) : "";
        Map<String, Integer> named = new LinkedHashMap<>();
        open.forEach((meal, count) -> named.put(meal.equals(own) ? "the talk's own " + meal : meal, count));
        return named;
    }

    /**
     * Where the answer is a size for a table ({@link Claims#PER_TABLE}), the table a row's meal (by {@code meal}) is
     * named with where its deciding rows measured that meal at more than one table ({@code " at 1,000 × 100"}), decided
     * or not: a meal decided at one table and left undecided at the other is two answers, and the undecided one is
     * named with its table. Empty for every other question.
     */
    private static Function<Row, String> table(List<Row> rows, Function<Row, String> meal) {
        List<Row> deciding = rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        boolean perTable = !deciding.isEmpty() && deciding.stream().allMatch(r -> Claims.PER_TABLE.contains(r.claim()));
        Map<String, java.util.Set<String>> tables = deciding.stream().collect(java.util.stream.Collectors
                .groupingBy(meal, java.util.stream.Collectors.mapping(Row::size, java.util.stream.Collectors.toSet())));
        return r -> perTable && tables.getOrDefault(meal.apply(r), java.util.Set.of()).size() > 1 ? " at " + r.size()
                : "";
    }

    private static Map<String, Integer> openMeals(List<Row> rows) {
        List<Row> deciding = rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        Function<Row, String> meal = r -> Words.mealShort(r.meal());
        Function<Row, String> table = table(rows, meal);
        // A meal's tables side by side: the meals in the order they first appear, each table in its own order.
        List<String> order = deciding.stream().map(meal).distinct().toList();
        Map<String, List<Row>> byMeal = new LinkedHashMap<>();
        deciding.stream().sorted(java.util.Comparator.comparingInt(r -> order.indexOf(meal.apply(r))))
                .forEach(r -> byMeal.computeIfAbsent(meal.apply(r) + table.apply(r), k -> new ArrayList<>()).add(r));
        Map<String, Integer> open = new LinkedHashMap<>();
        if (byMeal.size() > 1 && deciding.stream().anyMatch(Row::decided)) {
            byMeal.forEach((named, members) -> {
                if (members.stream().noneMatch(Row::decided)) {
                    open.put(named, members.size());
                }
            });
        }
        return open;
    }

    /** Those meals named ({@code page-cache read (3 rows), sleep (1 row)}), or counted where {@code named} is false. */
    public static String undecided(Map<String, Integer> meals, boolean named) {
        java.util.function.IntFunction<String> rows = n -> Numbers.plural(n, "row", "rows");
        return named
                ? String.join(", ",
                        meals.entrySet().stream().map(e -> e.getKey() + " (" + rows.apply(e.getValue()) + ")").toList())
                : counted(meals.keySet()) + " (" + rows.apply(meals.values().stream().mapToInt(Integer::intValue).sum())
                        + ")";
    }

    /** Meals counted by name ({@code 2 meals}): a pool-size meal named per table ({@link #table}) is one meal. */
    private static String counted(java.util.Collection<String> named) {
        return Numbers.plural(meals(named), "meal", "meals");
    }

    /**
     * How many meals these names are, a meal named with its table ({@link #table}: "sleep at 1,000 × 100", "sleep at
     * 200 × 10") counted once.
     */
    public static long meals(java.util.Collection<String> named) {
        return named.stream().map(m -> m.replaceFirst(AT_TABLE, "")).distinct().count();
    }

    /** How {@link #table} names a meal's table after it (a size, or N/A where a row has none). */
    private static final String AT_TABLE = " at ([\\d,]+ × [\\d,]+|" + Words.NA + ")$";

    /**
     * The figures of rows that have no ratio (memory, pinned events, GETs failed), per quantity and meal: the one
     * value, or the least and the most, each named by its side, CPUs and size.
     */
    static String figures(List<Row> rows) {
        Map<String, List<Row>> byWhat = new LinkedHashMap<>();
        rows.stream().filter(r -> !Double.isFinite(r.ratio()) && Double.isFinite(r.valueA()))
                .forEach(r -> byWhat.computeIfAbsent(r.quantity() + (r.meal().equals(Words.NA) ? "" : ", " + r.meal()),
                        k -> new ArrayList<>()).add(r));
        List<String> each = new ArrayList<>();
        byWhat.forEach((what, members) -> {
            Row least = members.stream().min(java.util.Comparator.comparingDouble(Row::valueA)).orElseThrow();
            Row most = members.stream().max(java.util.Comparator.comparingDouble(Row::valueA)).orElseThrow();
            each.add(members.size() == 1 || least.valueA() == most.valueA()
                    ? what + ": " + Row.value(least.valueA(), least.unit()) + " (" + named(least)
                            + (members.size() > 1 ? " and " + (members.size() - 1) + " more" : "") + ")"
                    : what + ": least " + Row.value(least.valueA(), least.unit()) + " (" + named(least) + "), most "
                            + Row.value(most.valueA(), most.unit()) + " (" + named(most) + ")");
        });
        return String.join("; ", each);
    }

    /**
     * The supporting rows' factors with their conditions: each row named by the fields in which the deciding rows
     * differ, where there are few enough to name; else the factor range, and the conditions every supporting row shares
     * ({@code all: 2 CPUs}), so that no factor reads as holding where its rows were not measured.
     */
    private static String supporting(List<Function<Row, String>> naming, List<Row> main, String factors) {
        if (naming.isEmpty()) {
            return factors;
        }
        if (main.size() <= NAMED) {
            return String.join("; ", each(naming, main));
        }
        List<String> shared = new ArrayList<>();
        boolean sides = false;
        for (Function<Row, String> field : naming) {
            if (field == SIDE_A || field == SIDE_B) {
                // The sides are shared as a pair, or not at all: one side alone would read as both.
                if (!sides && main.stream().map(r -> r.a() + '\n' + r.b()).distinct().count() == 1) {
                    shared.add(where(List.of(SIDE_A), main.getFirst()).getFirst());
                }
                sides = true;
            } else if (main.stream().map(field).distinct().count() == 1) {
                shared.add(field.apply(main.getFirst()));
            }
        }
        return factors + (shared.isEmpty() ? "" : " (all: " + String.join("; ", shared) + ")");
    }

    /**
     * A tie's rows, each by the fields in which the deciding rows differ but its sides, which the table below names
     * (fresh reader 30 found a tie of four actions named side by side in 2,300 characters), its meal in a word, N/A
     * left out, and its factor without the faster side, the action it supports.
     */
    private static List<String> tied(List<Function<Row, String>> naming, List<Row> rows) {
        List<String> named = new ArrayList<>();
        for (Row r : rows) {
            List<String> where = naming.stream().filter(f -> f != SIDE_A && f != SIDE_B)
                    .map(f -> f == MEAL ? Words.mealShort(r.meal()) : f.apply(r)).filter(v -> !v.equals(Words.NA))
                    .toList();
            String factor = withoutFaster(factors(List.of(r)), r);
            named.add(String.join("; ", where) + (factor.isEmpty() ? "" : (where.isEmpty() ? "" : ": ") + factor));
        }
        return named;
    }

    /** A row's factor without its faster side's name ({@code 1.3x faster}), where the factor starts with it. */
    private static String withoutFaster(String factor, Row r) {
        return factor.startsWith(r.faster() + " ") ? factor.substring(r.faster().length() + 1) : factor;
    }

    /** Each row by the fields in which the deciding rows differ, with its factor. */
    private static List<String> each(List<Function<Row, String>> naming, List<Row> rows) {
        List<String> named = new ArrayList<>();
        for (Row r : rows) {
            List<String> where = where(naming, r);
            // A figure's row is named by its fields already: its quantity and value say the rest.
            String factor = Double.isFinite(r.ratio()) || !Double.isFinite(r.valueA()) ? factors(List.of(r))
                    : (where.contains(r.quantity()) ? "" : r.quantity() + ": ") + Row.value(r.valueA(), r.unit());
            if (where.contains(r.faster())) {
                // The faster side is the one just named: its factor alone says it. Not where it is named after "vs":
                // fresh reader 31 read "vs tasks on a fixed pool of 2 threads; 100,000 each: 1.08x faster" as the
                // other side faster.
                factor = withoutFaster(factor, r);
            }
            named.add((where.isEmpty() ? "" : String.join("; ", where))
                    + (factor.isEmpty() ? "" : (where.isEmpty() ? "" : ": ") + factor));
        }
        return named;
    }

    /** {@code 3 forks a side}, {@code 3-6 forks a side}: the fewer of each row's two sides. */
    private static String forks(List<Row> rows) {
        int[] forks = rows.stream().filter(r -> r.forksA() > 0 && r.forksB() > 0)
                .mapToInt(r -> Math.min(r.forksA(), r.forksB())).sorted().toArray();
        if (forks.length == 0) {
            return Words.NA;
        }
        int low = forks[0];
        int high = forks[forks.length - 1];
        return (low == high ? String.valueOf(low) : low + "-" + high) + (high == 1 ? " fork a side" : " forks a side");
    }

    /** A figure's row by its side, CPUs and size. */
    private static String named(Row r) {
        return r.a() + (r.cpus().equals(Words.NA) ? "" : ", " + r.cpus())
                + (r.size().equals(Words.NA) ? "" : ", " + r.size());
    }

    /**
     * A row by the fields in which the deciding rows differ, A and B as one field ({@code A vs B}) where either
     * differs.
     */
    private static List<String> where(List<Function<Row, String>> naming, Row r) {
        List<String> where = new ArrayList<>();
        boolean sides = false;
        for (Function<Row, String> field : naming) {
            String value = field.apply(r);
            if (field == SIDE_A || field == SIDE_B) {
                if (!sides) {
                    // Sides that are one design (a spin against a sleep on the same threads) are named once, and so
                    // is a side that differs where the other is the same in every deciding row (the question's
                    // reference, named by the question).
                    boolean both = naming.contains(SIDE_A) && naming.contains(SIDE_B);
                    where.add(r.b().equals(Words.NA) || r.b().equals(r.a()) || !both
                            ? (naming.contains(SIDE_A) || r.b().equals(Words.NA) ? r.a() : "vs " + r.b())
                            : r.a() + " vs " + r.b());
                    sides = true;
                }
            } else {
                where.add(value);
            }
        }
        return where;
    }

    /**
     * The factors of rows by their faster side: {@code virtual threads 1.3-3.1x faster}, {@code equal within 5%}, each
     * group counted where there are several; empty for rows without a ratio.
     */
    static String factors(List<Row> rows) {
        Map<String, List<Row>> byFaster = new LinkedHashMap<>();
        rows.stream().filter(r -> Double.isFinite(r.ratio()))
                .forEach(r -> byFaster.computeIfAbsent(r.faster(), k -> new ArrayList<>()).add(r));
        List<String> groups = new ArrayList<>();
        String figures = figures(rows);
        if (!figures.isEmpty()) {
            groups.add(figures);
        }
        byFaster.forEach((faster, members) -> {
            String count = byFaster.size() > 1 ? " in " + members.size() : "";
            if (faster.equals(Row.NEITHER)) {
                groups.add("equal within 5%" + count);
            } else if (faster.contains(Row.NOT_SLOWER)) {
                groups.add(faster + count);
            } else if (faster.equals(Row.UNDECIDED) || faster.equals(Words.NA)) {
                groups.add("within " + range(members) + " either way (direction not decided)" + count);
            } else {
                groups.add(faster + " " + range(members) + " faster" + count);
            }
        });
        return String.join(", ", groups);
    }

    /** {@code 195}, or {@code 195-248}: two values as a reader's range, one where they print the same. */
    static String range(double low, double high) {
        String l = Numbers.ms(low);
        String h = Numbers.ms(high);
        return l.equals(h) ? l : l + "-" + h;
    }

    /** {@code 2.8x}, or {@code 1.3-3.1x}: the smallest and largest factor as the rows print them. */
    static String range(List<Row> rows) {
        double[] factors = rows.stream().mapToDouble(Row::factor).sorted().toArray();
        String low = Numbers.factor(factors[0]);
        String high = Numbers.factor(factors[factors.length - 1]);
        return (low.equals(high) ? low : low + "-" + high) + "x";
    }

    /** The text with a capital first letter; an implementation's id that leads it (vert.x) stays as written. */
    public static String capital(String text) {
        return text.isEmpty() || text.startsWith("vert.x") ? text
                : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
