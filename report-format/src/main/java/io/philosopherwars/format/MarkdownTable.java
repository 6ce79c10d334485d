package io.philosopherwars.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one writer of the markdown tables the project's tools produce, and their reader: a table written here reads back
 * cell for cell, so a generated report is also machine-readable data for the findings page. A cell's {@code |} is
 * escaped as {@code \|} and a line break becomes a space; a column is right-aligned when it holds numbers.
 */
public final class MarkdownTable {
    private final List<String> headers = new ArrayList<>();
    private final List<Boolean> right = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();

    /** A left-aligned column (text). */
    public MarkdownTable left(String header) {
        return column(header, false);
    }

    /** A right-aligned column (numbers). */
    public MarkdownTable right(String header) {
        return column(header, true);
    }

    private MarkdownTable column(String header, boolean alignRight) {
        if (!rows.isEmpty()) {
            throw new IllegalStateException("columns come before rows");
        }
        headers.add(header);
        right.add(alignRight);
        return this;
    }

    /** One row, a cell per column ({@code String.valueOf} of each). */
    public MarkdownTable row(Object... cells) {
        rows.add(cells(cells));
        return this;
    }

    private List<String> cells(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException(
                    "a row of " + cells.length + " cells in a table of " + headers.size() + " columns " + headers);
        }
        List<String> row = new ArrayList<>();
        for (Object cell : cells) {
            row.add(String.valueOf(cell));
        }
        return row;
    }

    /** The header and separator lines, for a tool that prints its rows as they come ({@link #line}). */
    public String header() {
        StringBuilder md = new StringBuilder("|");
        headers.forEach(h -> md.append(' ').append(escape(h)).append(" |"));
        md.append("\n|");
        right.forEach(r -> md.append(r ? "---:|" : "---|"));
        return md.append('\n').toString();
    }

    /** One row as its line, checked against the columns and not kept: the streaming twin of {@link #row}. */
    public String line(Object... cells) {
        return line(cells(cells));
    }

    private static String line(List<String> row) {
        StringBuilder md = new StringBuilder("|");
        row.forEach(c -> md.append(c.isEmpty() ? " |" : " " + escape(c) + " |"));
        return md.append('\n').toString();
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public int size() {
        return rows.size();
    }

    /** The table in GitHub's markdown, ending with a line break. */
    @Override
    public String toString() {
        StringBuilder md = new StringBuilder(header());
        rows.forEach(row -> md.append(line(row)));
        return md.toString();
    }

    static String escape(String cell) {
        return cell.replace("|", "\\|").replace("\r", "").replace('\n', ' ');
    }

    /**
     * A table read back from markdown, with the last heading ({@code #}, {@code ##}, ...) above it.
     *
     * @param heading
     *            the heading's text, empty when none precedes the table
     * @param headers
     *            the column headers
     * @param rows
     *            the rows, each a map from header to cell (unescaped), in the columns' order
     */
    public record Parsed(String heading, List<String> headers, List<Map<String, String>> rows) {
        /** Rows whose cell in {@code column} is {@code value}. */
        public List<Map<String, String>> where(String column, String value) {
            return rows.stream().filter(r -> value.equals(r.get(column))).toList();
        }
    }

    /** Every table in {@code markdown}, in order; a table needs its header and its separator line. */
    public static List<Parsed> read(String markdown) {
        List<Parsed> tables = new ArrayList<>();
        List<String> lines = markdown.lines().toList();
        String heading = "";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#")) {
                heading = line.replaceFirst("^#+\\s*", "").strip();
                continue;
            }
            if (!line.startsWith("|") || i + 1 >= lines.size()
                    || !lines.get(i + 1).matches("\\|(\\s*:?-+:?\\s*\\|)+")) {
                continue;
            }
            List<String> headers = cells(line);
            List<Map<String, String>> rows = new ArrayList<>();
            int j = i + 2;
            for (; j < lines.size() && lines.get(j).startsWith("|"); j++) {
                List<String> cells = cells(lines.get(j));
                Map<String, String> row = new LinkedHashMap<>();
                for (int c = 0; c < headers.size(); c++) {
                    row.put(headers.get(c), c < cells.size() ? cells.get(c) : "");
                }
                rows.add(Collections.unmodifiableMap(row));
            }
            tables.add(new Parsed(heading, List.copyOf(headers), List.copyOf(rows)));
            i = j - 1;
        }
        return tables;
    }

    /** The cells of one table line, split at unescaped bars, stripped and unescaped. */
    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        String body = line.strip();
        body = body.substring(1, body.endsWith("|") && !body.endsWith("\\|") ? body.length() - 1 : body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length() && body.charAt(i + 1) == '|') {
                cell.append('|');
                i++;
            } else if (c == '|') {
                cells.add(cell.toString().strip());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString().strip());
        return cells;
    }
}
