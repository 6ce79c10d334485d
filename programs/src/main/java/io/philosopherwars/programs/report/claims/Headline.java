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
 * @param text
 *            the headline as printed
 */
public record Headline(String action, int supporting, int decided, int made, String text) {
    /** The most rows of the other way named one by one; the rest are counted. */
    static final int NAMED = 4;

    /** The fields a row is named by where the deciding rows differ in them, in the order a reader scans a row. */
    private static final List<Function<Row, String>> NAMING = List.of(Row::meal, Row::a, Row::b, Row::cpus, Row::size,
            Row::quantity);

    /** The headline of these rows: only those whose role is to decide count. */
    public static Headline of(List<Row> rows) {
        List<Row> deciding = rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        List<Row> decided = deciding.stream().filter(Row::decided).toList();
        if (deciding.isEmpty()) {
            return new Headline("", 0, 0, 0, "Not measured in this set.");
        }
        if (decided.isEmpty()) {
            return new Headline("", 0, 0, deciding.size(), "Not decided: none of its " + deciding.size()
                    + (deciding.size() == 1 ? " row" : " rows") + " is decided yet (too few forks to tell).");
        }
        Map<String, List<Row>> byAction = new LinkedHashMap<>();
        decided.forEach(r -> byAction.computeIfAbsent(r.does(), k -> new ArrayList<>()).add(r));
        String action = byAction.entrySet().stream()
                .max((x, y) -> Integer.compare(x.getValue().size(), y.getValue().size()) != 0
                        ? Integer.compare(x.getValue().size(), y.getValue().size())
                        : Integer.compare(order(byAction, y.getKey()), order(byAction, x.getKey())))
                .orElseThrow().getKey();
        List<Row> main = byAction.get(action);
        StringBuilder text = new StringBuilder(capital(action)).append(": ").append(main.size()).append(" of ")
                .append(decided.size()).append(" decided ").append(decided.size() == 1 ? "row" : "rows").append(" (")
                .append(deciding.size()).append(" made)");
        String factors = factors(main);
        if (!factors.isEmpty()) {
            text.append("; ").append(factors);
        }
        text.append('.');
        List<Function<Row, String>> naming = NAMING.stream()
                .filter(f -> deciding.stream().map(f).distinct().count() > 1).toList();
        byAction.forEach((other, members) -> {
            if (other.equals(action)) {
                return;
            }
            text.append(" The other way, ").append(other).append(" (").append(members.size()).append("): ");
            List<String> named = new ArrayList<>();
            for (Row r : members.subList(0, Math.min(NAMED, members.size()))) {
                List<String> where = naming.stream().map(f -> f.apply(r)).toList();
                String factor = factors(List.of(r));
                named.add((where.isEmpty() ? "" : String.join(", ", where))
                        + (factor.isEmpty() ? "" : (where.isEmpty() ? "" : ": ") + factor));
            }
            text.append(String.join("; ", named));
            if (members.size() > NAMED) {
                text.append("; and ").append(members.size() - NAMED).append(" more");
            }
            text.append('.');
        });
        return new Headline(action, main.size(), decided.size(), deciding.size(), text.toString());
    }

    /** Where an action first appears, so that a tie goes to the rows' own order. */
    private static int order(Map<String, List<Row>> byAction, String action) {
        return new ArrayList<>(byAction.keySet()).indexOf(action);
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
        byFaster.forEach((faster, members) -> {
            String count = byFaster.size() > 1 ? " in " + members.size() : "";
            if (faster.equals(Row.NEITHER)) {
                groups.add("equal within 5%" + count);
            } else if (faster.equals(Row.UNDECIDED) || faster.equals(Words.NA)) {
                groups.add("within " + range(members) + " either way, direction not decided" + count);
            } else {
                groups.add(faster + " " + range(members) + " faster" + count);
            }
        });
        return String.join(", ", groups);
    }

    /** {@code 2.8x}, or {@code 1.3-3.1x}: the smallest and largest factor as the rows print them. */
    static String range(List<Row> rows) {
        double[] factors = rows.stream().mapToDouble(Row::factor).sorted().toArray();
        String low = Numbers.factor(factors[0]);
        String high = Numbers.factor(factors[factors.length - 1]);
        return (low.equals(high) ? low : low + "-" + high) + "x";
    }

    private static String capital(String text) {
        return text.isEmpty() || text.startsWith("vert.x") ? text
                : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
