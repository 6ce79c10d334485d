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
            "quantity", "A's value", "B's value", "faster", "factor [interval]", "forks A + B", "set");

    private RowTable() {
    }

    /** The rows as one table, in their order. */
    public static String of(List<Row> rows) {
        MarkdownTable table = new MarkdownTable();
        for (String column : COLUMNS) {
            if (column.endsWith("value") || column.startsWith("forks")) {
                table.right(column);
            } else {
                table.left(column);
            }
        }
        for (Row r : rows) {
            table.row(r.does(), r.meal(), r.a(), r.b(), r.cpus(), r.size(), r.quantity(),
                    Row.value(r.valueA(), r.unit()), Row.value(r.valueB(), r.unit()), r.faster(), r.factorText(),
                    r.forksText(), r.set());
        }
        return table.toString();
    }
}
