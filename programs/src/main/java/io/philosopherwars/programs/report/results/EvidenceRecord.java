package io.philosopherwars.programs.report.results;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.philosopherwars.format.Evidence;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An evidence report as the claims read it: the record an evidence program or a JLBH command wrote beside its page
 * ({@link Evidence}, {@code NAME.json}). Cells are read by their column's key; a key the record lacks is an error that
 * names the file, the table and the key, never a claim quietly left undecided.
 *
 * @param file
 *            the page's path under the set, for messages and provenance
 * @param kind
 *            what the record holds
 * @param environment
 *            the run's environment fields ({@code machine}, {@code commit}, ...)
 * @param tables
 *            every table in the page's order
 */
public record EvidenceRecord(String file, String kind, Map<String, String> environment, List<Table> tables) {

    /** One table: its name, the section it stands in, and its rows by key. */
    public record Table(String name, String section, List<Row> rows) {
        public List<Row> where(String key, String value) {
            return rows.stream().filter(r -> value.equals(r.text(key))).toList();
        }
    }

    /** One row's cells by key: a number, a string or null (none). */
    public record Row(String file, String table, Map<String, Object> cells) {
        private Object cell(String key) {
            if (!cells.containsKey(key)) {
                throw new ReportException(
                        file + ": table " + table + " has no column '" + key + "' (it has " + cells.keySet() + ")");
            }
            return cells.get(key);
        }

        /** Whether the row has a column {@code key} (a record from before the column was added has not). */
        public boolean has(String key) {
            return cells.containsKey(key);
        }

        /** Whether the row has a number under {@code key} (not a row that could not run, nor an older record). */
        public boolean measured(String key) {
            return has(key) && Double.isFinite(number(key));
        }

        /** A number; NaN where the cell holds none ({@code -}, a reason). */
        public double number(String key) {
            return cell(key) instanceof Double d ? d : Double.NaN;
        }

        /** The cell as text; empty where it holds none. */
        public String text(String key) {
            Object value = cell(key);
            if (value == null) {
                return "";
            }
            return value instanceof Double d && d == Math.rint(d) ? Long.toString(d.longValue()) : value.toString();
        }
    }

    public List<Table> tables(String name) {
        return tables.stream().filter(t -> t.name().equals(name)).toList();
    }

    public List<Row> rows(String name) {
        return tables(name).stream().flatMap(t -> t.rows().stream()).toList();
    }

    /** The machine's cores from the environment ({@code 2 cores}), 0 where it does not say. */
    public int cores() {
        return RawRun.cores(environment.getOrDefault("machine", ""));
    }

    /** The record in {@code json}, which must be of {@code kind}; malformed or another kind or version is refused. */
    public static EvidenceRecord parse(String file, String json, String kind) {
        JsonElement element = Layout.json(file, json);
        if (!element.isJsonObject()) {
            throw new ReportException(file + ": not an evidence record (expected a JSON object)");
        }
        JsonObject root = element.getAsJsonObject();
        String format = root.has("format") ? root.get("format").getAsString() : "";
        int version = root.has("version") ? root.get("version").getAsInt() : -1;
        if (!format.equals(Evidence.FORMAT) || version != Evidence.VERSION) {
            throw new ReportException(file + ": format '" + format + "' version " + version + ", not '"
                    + Evidence.FORMAT + "' version " + Evidence.VERSION);
        }
        String found = root.get("kind").getAsString();
        if (!found.equals(kind)) {
            throw new ReportException(file + ": a record of " + found + ", not of " + kind);
        }
        Map<String, String> environment = new LinkedHashMap<>();
        root.getAsJsonObject("environment").entrySet()
                .forEach(e -> environment.put(e.getKey(), e.getValue().getAsString()));
        List<Table> tables = new ArrayList<>();
        for (JsonElement block : root.getAsJsonArray("blocks")) {
            JsonObject object = block.getAsJsonObject();
            if (!object.has("table")) {
                continue;
            }
            String name = object.get("table").getAsString();
            List<Row> rows = new ArrayList<>();
            for (JsonElement row : object.getAsJsonArray("rows")) {
                Map<String, Object> cells = new LinkedHashMap<>();
                row.getAsJsonObject().entrySet()
                        .forEach(e -> cells.put(e.getKey(),
                                e.getValue().isJsonNull() ? null
                                        : e.getValue().getAsJsonPrimitive().isNumber()
                                                ? (Object) e.getValue().getAsDouble()
                                                : e.getValue().getAsString()));
                rows.add(new Row(file, name, Collections.unmodifiableMap(cells)));
            }
            tables.add(new Table(name, object.get("section").getAsString(), List.copyOf(rows)));
        }
        return new EvidenceRecord(file, kind, Collections.unmodifiableMap(environment), List.copyOf(tables));
    }
}
