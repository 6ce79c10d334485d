package io.philosopherwars.format;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An evidence report as data: what an evidence program or a JLBH command measured, kept as a versioned JSON record
 * ({@code NAME.json}, {@value #FORMAT} version {@value #VERSION}) beside the markdown a reader sees ({@code NAME.md}),
 * which is rendered from the same record. Tables are rows of cells keyed by each column's {@code key}; the header is
 * only what the page prints, so a page can be reworded without changing what the report reads. Numbers are kept at full
 * precision in the record and rounded only on the page.
 * <p>
 * The JSON is written here without a library (this module depends on the JDK alone): objects, arrays, strings, finite
 * numbers and null; a NaN or an infinity is written as null.
 */
public final class Evidence {
    /** The record's format name, its first field. */
    public static final String FORMAT = "philosopher-wars evidence";
    /** The version of the record's layout; a reader refuses another. */
    public static final int VERSION = 1;

    private final String kind;
    private final String title;
    private final String environment;
    private final List<Object> blocks = new ArrayList<>();
    private String section = "";

    /**
     * @param kind
     *            what the record holds ({@code thread-start-floor}, {@code jep491}): the reader checks it
     * @param title
     *            the page's title
     * @param environment
     *            the run's environment as {@link RunEnvironment#markdown} writes it ({@code - name: value} lines)
     */
    public Evidence(String kind, String title, String environment) {
        this.kind = kind;
        this.title = title;
        this.environment = environment.strip();
    }

    /** A paragraph of markdown between the tables. */
    public Evidence text(String markdown) {
        blocks.add(markdown.strip());
        return this;
    }

    /** A section heading ({@code ## heading}); the tables after it belong to it, in the record too. */
    public Evidence section(String heading) {
        section = heading;
        blocks.add("## " + heading);
        return this;
    }

    /** A table of its own, named for the reader, in the current section, added after what is there. */
    public Table table(String name, Column... columns) {
        Table table = new Table(name, section, List.of(columns));
        blocks.add(table);
        return table;
    }

    /**
     * A column: {@code key} is what the record and its readers use, {@code header} what the page prints; a number is
     * printed with {@code decimals} digits (-1: as text).
     */
    public record Column(String key, String header, boolean right, int decimals) {
        public static Column text(String key, String header) {
            return new Column(key, header, false, -1);
        }

        public static Column number(String key, String header, int decimals) {
            return new Column(key, header, true, decimals);
        }

        String cell(Object value) {
            if (value == null) {
                return "-";
            }
            if (value instanceof Double d && decimals >= 0) {
                return Double.isFinite(d) ? String.format(Locale.ROOT, "%." + decimals + "f", d) : "-";
            }
            return value.toString();
        }
    }

    /** One table: its rows as they are added; {@link #row} also gives the row's markdown line for a live print. */
    public static final class Table {
        private final String name;
        private final String section;
        private final List<Column> columns;
        private final List<Object[]> rows = new ArrayList<>();
        private final MarkdownTable markdown = new MarkdownTable();

        private Table(String name, String section, List<Column> columns) {
            this.name = name;
            this.section = section;
            this.columns = columns;
            columns.forEach(c -> {
                if (c.right()) {
                    markdown.right(c.header());
                } else {
                    markdown.left(c.header());
                }
            });
        }

        /** The header lines of the table's markdown, for a program that prints its rows as it measures them. */
        public String header() {
            return markdown.header();
        }

        /**
         * One row, a cell per column: a {@link Number} (kept as a double), a string, or null for none. Returns its
         * markdown line.
         */
        public String row(Object... cells) {
            if (cells.length != columns.size()) {
                throw new IllegalArgumentException(
                        "table " + name + " has " + columns.size() + " columns, not " + cells.length);
            }
            Object[] values = new Object[cells.length];
            String[] shown = new String[cells.length];
            for (int i = 0; i < cells.length; i++) {
                values[i] = cells[i] instanceof Number n ? (Object) n.doubleValue() : cells[i];
                shown[i] = columns.get(i).cell(values[i]);
            }
            rows.add(values);
            markdown.row((Object[]) shown);
            return markdown.line((Object[]) shown);
        }

        @Override
        public String toString() {
            return markdown.toString();
        }
    }

    /** The page: title, environment, then every block in order. */
    public String markdown() {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n").append(environment).append("\n\n");
        for (Object block : blocks) {
            md.append(block instanceof Table t ? t.toString() : block + "\n").append('\n');
        }
        return md.toString();
    }

    /** The record. */
    public String json() {
        StringBuilder json = new StringBuilder("{\n");
        json.append("  \"format\": ").append(string(FORMAT)).append(",\n");
        json.append("  \"version\": ").append(VERSION).append(",\n");
        json.append("  \"kind\": ").append(string(kind)).append(",\n");
        json.append("  \"title\": ").append(string(title)).append(",\n");
        Map<String, String> fields = new LinkedHashMap<>();
        environment.lines().filter(l -> l.startsWith("- ") && l.indexOf(": ") > 2)
                .forEach(l -> fields.put(l.substring(2, l.indexOf(": ")), l.substring(l.indexOf(": ") + 2)));
        json.append("  \"environment\": {");
        String separator = "\n";
        for (Map.Entry<String, String> field : fields.entrySet()) {
            json.append(separator).append("    ").append(string(field.getKey())).append(": ")
                    .append(string(field.getValue()));
            separator = ",\n";
        }
        json.append("\n  },\n  \"blocks\": [");
        separator = "\n";
        for (Object block : blocks) {
            json.append(separator).append("    ");
            if (block instanceof Table t) {
                json.append("{\"table\": ").append(string(t.name)).append(", \"section\": ").append(string(t.section))
                        .append(", \"columns\": [");
                for (int c = 0; c < t.columns.size(); c++) {
                    Column column = t.columns.get(c);
                    json.append(c == 0 ? "" : ", ").append("{\"key\": ").append(string(column.key()))
                            .append(", \"header\": ").append(string(column.header())).append('}');
                }
                json.append("], \"rows\": [");
                for (int r = 0; r < t.rows.size(); r++) {
                    json.append(r == 0 ? "\n      " : ",\n      ").append('{');
                    Object[] row = t.rows.get(r);
                    for (int c = 0; c < row.length; c++) {
                        json.append(c == 0 ? "" : ", ").append(string(t.columns.get(c).key())).append(": ")
                                .append(value(row[c]));
                    }
                    json.append('}');
                }
                json.append("]}");
            } else {
                json.append("{\"text\": ").append(string((String) block)).append('}');
            }
            separator = ",\n";
        }
        return json.append("\n  ]\n}\n").toString();
    }

    /** Writes the record to {@code NAME.json} and its page to {@code NAME.md} beside it, each atomically. */
    public void write(Path markdownFile) throws IOException {
        AtomicFile.write(jsonOf(markdownFile), json());
        AtomicFile.write(markdownFile, markdown());
    }

    /** Where the record of a page lies: {@code NAME.md} -> {@code NAME.json}. */
    public static Path jsonOf(Path markdownFile) {
        String name = markdownFile.getFileName().toString();
        String base = name.endsWith(".md") ? name.substring(0, name.length() - 3) : name;
        return markdownFile.resolveSibling(base + ".json");
    }

    private static String value(Object value) {
        if (value instanceof Double d) {
            return Double.isFinite(d)
                    ? (d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : Double.toString(d))
                    : "null";
        }
        return value == null ? "null" : string(value.toString());
    }

    private static String string(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
