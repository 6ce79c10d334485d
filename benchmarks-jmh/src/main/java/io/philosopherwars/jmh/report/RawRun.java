package io.philosopherwars.jmh.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One raw JMH result file ({@code results/raw/NAME.json}) with the run environment its measurement wrote beside it
 * ({@code NAME.env.md}, see {@link Measure}). Malformed or empty input fails with the file's name and what is wrong.
 *
 * @param name
 *            the file's name without {@code .json}
 * @param rows
 *            its dinners' rows, in the file's order
 * @param rings
 *            its rows of the hand-off ring ({@code HandOffBenchmark})
 * @param floors
 *            its rows of the engine-free floor ({@code LockFloorBenchmark})
 * @param others
 *            the benchmarks of rows that are not dinners (no {@code stop} parameter: the hand-off ring, the JEP 491
 *            experiment): kept in the raw data, not in the dinner tables
 * @param environment
 *            the markdown header of the run (machine, JDK, flags, commit, date, command), or a line saying it is
 *            missing
 * @param jmhOptions
 *            what JMH itself recorded: version, forks, warm-up and measurement, the forks' JVM arguments
 */
public record RawRun(String name, List<JmhRow> rows, List<RingRow> rings, List<FloorRow> floors, List<String> others,
        String environment, String jmhOptions) {

    public static RawRun read(Path json) {
        String text;
        try {
            text = Files.readString(json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ReportException(json + ": cannot read: " + e.getMessage());
        }
        if (text.isBlank()) {
            throw new ReportException(json + ": empty file (a JMH run that wrote nothing? rerun it with -rf json)");
        }
        JsonArray array;
        try {
            JsonElement root = JsonParser.parseString(text);
            if (!root.isJsonArray()) {
                throw new ReportException(json + ": not JMH's -rf json output (expected an array of results)");
            }
            array = root.getAsJsonArray();
        } catch (JsonParseException e) {
            throw new ReportException(json + ": malformed JSON: " + e.getMessage());
        }
        if (array.isEmpty()) {
            throw new ReportException(json + ": no results in it (an empty JMH run)");
        }
        List<JmhRow> rows = new ArrayList<>();
        List<RingRow> rings = new ArrayList<>();
        List<FloorRow> floors = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            try {
                JsonObject result = array.get(i).getAsJsonObject();
                if (JmhRow.isDinner(result)) {
                    rows.add(JmhRow.parse(result));
                } else if (RingRow.is(result)) {
                    rings.add(RingRow.parse(result));
                    others.add(text(result, "benchmark"));
                } else if (FloorRow.is(result)) {
                    floors.add(FloorRow.parse(result));
                    others.add(text(result, "benchmark"));
                } else {
                    others.add(text(result, "benchmark"));
                }
            } catch (RuntimeException e) {
                throw new ReportException(json + ": result " + (i + 1) + ": " + e.getMessage());
            }
        }
        String file = json.getFileName().toString();
        String name = file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
        Path envFile = json.resolveSibling(name + ".env.md");
        String environment;
        try {
            environment = Files.exists(envFile) ? Files.readString(envFile, StandardCharsets.UTF_8).strip()
                    : "- run environment: not recorded (no " + envFile.getFileName() + " beside the raw data)";
        } catch (IOException e) {
            throw new ReportException(envFile + ": cannot read: " + e.getMessage());
        }
        return new RawRun(name, List.copyOf(rows), List.copyOf(rings), List.copyOf(floors), List.copyOf(others),
                environment, jmhOptions(array.get(0).getAsJsonObject()));
    }

    /** The environment's {@code - date:} line (ISO-8601, so it sorts), or empty when it was not recorded. */
    public String date() {
        return field("date");
    }

    /** The environment's {@code - commit:} line, or empty. */
    public String commit() {
        return field("commit");
    }

    /** The environment's {@code - machine:} line, or empty. */
    public String machine() {
        return field("machine");
    }

    private String field(String name) {
        return environment.lines().filter(l -> l.startsWith("- " + name + ": "))
                .map(l -> l.substring(name.length() + 4)).findFirst().orElse("");
    }

    private static String jmhOptions(JsonObject first) {
        return String.format(Locale.ROOT,
                "- JMH %s, mode %s, %s fork(s), warm-up %s x %s, measurement %s x %s; fork JVM %s, arguments `%s`",
                text(first, "jmhVersion"), text(first, "mode"), text(first, "forks"), text(first, "warmupIterations"),
                text(first, "warmupTime"), text(first, "measurementIterations"), text(first, "measurementTime"),
                text(first, "vmVersion"), first.has("jvmArgs") ? join(first.getAsJsonArray("jvmArgs")) : "?");
    }

    private static String text(JsonObject object, String name) {
        JsonElement value = object.get(name);
        return value == null || value.isJsonNull() ? "?" : value.getAsString();
    }

    private static String join(JsonArray values) {
        List<String> parts = new ArrayList<>();
        values.forEach(v -> parts.add(v.getAsString()));
        return String.join(" ", parts);
    }
}
