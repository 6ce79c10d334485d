package io.philosopherwars.programs.report.results;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One raw JMH result file ({@code results/<machine>/raw/NAME.json}) with the run environment its measurement wrote
 * beside it ({@code NAME.env.md}, see the measure command). Malformed or empty input fails with the file's name and
 * what is wrong.
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

    /** JMH's secondary metric of virtual-thread unmounts per meal, NaN unless the unmount agent counted them. */
    public static final String UNMOUNTS = "unmountsPerMeal";

    public static RawRun read(Path json) {
        String text = Layout.read(json);
        if (text.isBlank()) {
            throw new ReportException(json + ": empty file (a JMH run that wrote nothing? rerun it with -rf json)");
        }
        JsonElement root = Layout.json(json, text);
        if (!root.isJsonArray()) {
            throw new ReportException(json + ": not JMH's -rf json output (expected an array of results)");
        }
        JsonArray array = root.getAsJsonArray();
        if (array.isEmpty()) {
            throw new ReportException(json + ": no results in it (an empty JMH run)");
        }
        String environment = environment(json);
        int machineCpus = cores(Layout.line(environment, "- machine: "));
        List<JmhRow> rows = new ArrayList<>();
        List<RingRow> rings = new ArrayList<>();
        List<FloorRow> floors = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            try {
                JsonObject result = array.get(i).getAsJsonObject();
                if (JmhRow.isDinner(result)) {
                    rows.add(JmhRow.parse(result).inBlock(name(json), machineCpus));
                } else {
                    if (RingRow.is(result)) {
                        rings.add(RingRow.parse(result));
                    } else if (FloorRow.is(result)) {
                        floors.add(FloorRow.parse(result));
                    }
                    others.add(text(result, "benchmark"));
                }
            } catch (RuntimeException e) {
                throw new ReportException(json + ": result " + (i + 1) + ": " + e.getMessage());
            }
        }
        return new RawRun(name(json), List.copyOf(rows), List.copyOf(rings), List.copyOf(floors), List.copyOf(others),
                environment, jmhOptions(array.get(0).getAsJsonObject()));
    }

    private static String name(Path json) {
        String file = json.getFileName().toString();
        return file.endsWith(".json") ? file.substring(0, file.length() - 5) : file;
    }

    /** The environment the measurement wrote beside the raw data, or a line saying it is missing. */
    private static String environment(Path json) {
        Path envFile = json.resolveSibling(name(json) + ".env.md");
        return Files.exists(envFile) ? Layout.read(envFile).strip()
                : "- run environment: not recorded (no " + envFile.getFileName() + " beside the raw data)";
    }

    private static final Pattern CORES = Pattern.compile("\\b(\\d+) cores?\\b");

    /** The cores of an environment's machine ({@code 2 cores}), 0 where it does not say. */
    static int cores(String machine) {
        Matcher m = CORES.matcher(machine);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /**
     * Whether its forks ran with the unmount agent (a row counted {@code unmountsPerMeal}): an instrumented run, read
     * for its counts and never to decide a comparison.
     */
    public boolean countsUnmounts() {
        return rows.stream().anyMatch(r -> !Double.isNaN(r.metric(UNMOUNTS)));
    }

    /**
     * The environment's {@code - pool:} line: the publish run's name for a family of slices whose forks form one row
     * each ({@link #pool(String, List)}); empty for a run that stands alone.
     */
    public String pool() {
        return field("pool");
    }

    /**
     * The slices of one pool as one run: each row with every slice's forks ({@code JmhRow.pool}), in the order the rows
     * first appear; the environment the slices share, dated when they ran (the earliest slice's date to the latest's),
     * with the slices named. Every slice must come from the same commit and machine (publish writes them so; a mix is
     * refused).
     */
    static RawRun pool(String name, List<RawRun> slices) {
        RawRun first = slices.getFirst();
        for (RawRun slice : slices) {
            if (!slice.commit().equals(first.commit()) || !slice.field("host").equals(first.field("host"))) {
                throw new ReportException("pool " + name + ": slice " + slice.name() + " comes from " + slice.commit()
                        + " on host " + slice.field("host") + ", slice " + first.name() + " from " + first.commit()
                        + " on host " + first.field("host") + ": one pool is one commit on one machine");
            }
        }
        // In the order they ran (publish names them by round, so the file names' order is not time's): the forks of
        // a pooled row are then in time order, which the looks of the sequential rule read.
        slices = slices.stream().sorted(java.util.Comparator.comparing(RawRun::date)).toList();
        java.util.Map<String, List<JmhRow>> byKey = new java.util.LinkedHashMap<>();
        slices.forEach(slice -> slice.rows()
                .forEach(row -> byKey.computeIfAbsent(row.key(), k -> new ArrayList<>()).add(row)));
        List<JmhRow> rows = byKey.values().stream().map(JmhRow::pool).toList();
        // What every slice shares (the same commit and machine, so the same JVM); then each slice's own lines.
        StringBuilder environment = new StringBuilder();
        for (String shared : List.of("machine", "host", "JDK", "JVM flags", "commit")) {
            String value = first.field(shared);
            if (!value.isEmpty()) {
                environment.append("- ").append(shared).append(": ").append(value).append('\n');
            }
        }
        // When its slices ran: the earliest slice's date, and the latest's where they differ (never the first file's
        // in the order of the names, which is not time's).
        String earliest = slices.getFirst().date();
        String latest = slices.getLast().date();
        environment.append("- date: ").append(earliest)
                .append(latest.isEmpty() || latest.equals(earliest) ? "" : RANGE + latest).append('\n');
        environment.append("- pool: ").append(name).append(": ").append(slices.size())
                .append(" slices of one publish run, each row with every slice's forks\n\n");
        io.philosopherwars.format.MarkdownTable table = new io.philosopherwars.format.MarkdownTable().left("slice")
                .left("date").right("rows").right("forks per row").left("wall time").left("JMH arguments");
        for (RawRun slice : slices) {
            int forks = slice.rows().stream().mapToInt(r -> r.forks().size()).max().orElse(0);
            table.row(slice.name(), slice.date(), slice.rows().size(), forks,
                    slice.field("wall time").replaceFirst(" \\(.*\\)$", ""),
                    slice.field("options").replaceFirst("^JMH arguments as given: ", ""));
        }
        environment.append(table);
        return new RawRun(name, rows, slices.stream().flatMap(r -> r.rings().stream()).toList(),
                slices.stream().flatMap(r -> r.floors().stream()).toList(),
                slices.stream().flatMap(r -> r.others().stream()).toList(), environment.toString().strip(),
                first.jmhOptions().replaceFirst(", \\S+ fork\\(s\\)", ", forks per slice above"));
    }

    /** Between the earliest and the latest date of a pool's slices, on its {@code - date:} line. */
    private static final String RANGE = " to ";

    /**
     * When the run ran (ISO-8601, so it sorts): the environment's {@code - date:} line; a pool's earliest slice's
     * ({@link #pool(String, List)}); empty when it was not recorded.
     */
    public String date() {
        return dates().split(RANGE)[0];
    }

    /** When the run's last part ran: a pool's latest slice's date, else {@link #date()}. */
    public String lastDate() {
        String[] dates = dates().split(RANGE);
        return dates[dates.length - 1];
    }

    /**
     * When the run ran, as a page shows it: {@link #date()}, or a pool's earliest to latest slice's
     * ({@code 2026-11-26T01:36:05Z to 2026-11-26T03:03:02Z}).
     */
    public String dates() {
        return field("date");
    }

    public String commit() {
        return field("commit");
    }

    public String machine() {
        return field("machine");
    }

    /** The environment's {@code - host:} line (the machine's fingerprint), or empty where it was not recorded. */
    public String host() {
        return field("host");
    }

    public String jdk() {
        return field("JDK");
    }

    private String field(String name) {
        return Layout.line(environment, "- " + name + ": ");
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
        return String.join(" ", values.asList().stream().map(JsonElement::getAsString).toList());
    }
}
