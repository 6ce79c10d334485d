package io.philosopherwars.programs.report.claims;

import io.philosopherwars.format.MarkdownTable;
import java.util.List;

/**
 * The one renderer of rows: a markdown table with a column for every field of {@link Row}'s context, so that each
 * number is printed beside its meal, both sides, the CPUs, the table's size and the quantity. Pages, {@code advise} and
 * the findings all print rows through it; the round-trip test reads its tables back by these headers.
 */
public final class RowTable {
    /** The columns, in order; the test that reads pages back names them from here. */
    public static final List<String> COLUMNS = List.of("do", "meal", "A", "B", "CPUs", "philosophers × meals",
            "quantity", "A's value", "B's value", "faster", "factor [interval]", "forks A + B", "measured by", "set");

    private RowTable() {
    }

    /**
     * The columns a compact table may lift out of its rows into one line above it, where every row has the same value:
     * the context, never a number.
     */
    static final List<String> LIFTABLE = List.of("do", "meal", "A", "B", "CPUs", "philosophers × meals", "quantity",
            "forks A + B", "measured by", "set");
    /** How the line of lifted columns starts; each column follows as {@code name = value}, joined by {@link #JOIN}. */
    public static final String EVERY_ROW = "Every row: ";
    public static final String JOIN = " · ";

    /**
     * The rows as one table, with the context columns whose value every row shares (more than one row) printed once, on
     * a line above it ({@link #EVERY_ROW}), so that a reader sees what varies; nothing is dropped.
     */
    public static String compact(List<Row> rows) {
        List<List<String>> cells = rows.stream().map(RowTable::cells).toList();
        List<Integer> lifted = new java.util.ArrayList<>();
        for (int c = 0; c < COLUMNS.size(); c++) {
            int column = c;
            if (rows.size() > 1 && LIFTABLE.contains(COLUMNS.get(c))
                    && cells.stream().map(row -> row.get(column)).distinct().count() == 1) {
                lifted.add(c);
            }
        }
        MarkdownTable table = new MarkdownTable();
        for (int c = 0; c < COLUMNS.size(); c++) {
            if (!lifted.contains(c)) {
                header(table, COLUMNS.get(c));
            }
        }
        for (List<String> row : cells) {
            List<Object> kept = new java.util.ArrayList<>();
            for (int c = 0; c < row.size(); c++) {
                if (!lifted.contains(c)) {
                    kept.add(row.get(c));
                }
            }
            table.row(kept.toArray());
        }
        String every = String.join(JOIN,
                lifted.stream().map(c -> COLUMNS.get(c) + " = " + cells.getFirst().get(c)).toList());
        return (lifted.isEmpty() ? "" : EVERY_ROW + every + "\n\n") + table;
    }

    private static void header(MarkdownTable table, String column) {
        if (column.endsWith("value") || column.startsWith("forks")) {
            table.right(column);
        } else {
            table.left(column);
        }
    }

    private static List<String> cells(Row r) {
        return List.of(r.does(), r.meal(), r.a(), r.b(), r.cpus(), r.size(), r.quantity(),
                Row.value(r.valueA(), r.unit()), Row.value(r.valueB(), r.unit()), r.fasterText(), r.factorText(),
                r.forksText(), r.settings(), r.set());
    }

    /** The rows as one table, in their order. */
    public static String of(List<Row> rows) {
        MarkdownTable table = new MarkdownTable();
        COLUMNS.forEach(column -> header(table, column));
        rows.forEach(r -> table.row(cells(r).toArray()));
        return table.toString();
    }
}
