package io.philosopherwars.programs.report.results;

import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place that reads an evidence page written before evidence records existed (a page with no {@code NAME.json}
 * beside it, as the committed sets have), and turns it into the {@link EvidenceRecord} a program writes now. Each
 * kind's page layout of that time is frozen here: which table is which, and each printed header's key. Nothing else in
 * the report reads markdown; a page of an unknown layout converts to a record without the tables, and the claim that
 * needs them names what is missing.
 */
public final class LegacyEvidence {
    private static final Pattern CONTROL = Pattern.compile("Positive control[^:]*: (\\d+) pinned events, (.*)");
    private static final Pattern RANGE = Pattern.compile("(\\S+) \\((\\S+), (\\S+)\\)");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");
    private static final String COULD_NOT_RUN = "could not run: ";

    private LegacyEvidence() {
    }

    /** A legacy page of {@code kind} as a record. */
    public static EvidenceRecord convert(String file, String kind, String markdown) {
        Map<String, String> environment = new LinkedHashMap<>();
        markdown.lines().takeWhile(l -> !l.startsWith("|")).filter(l -> l.startsWith("- ") && l.indexOf(": ") > 2)
                .forEach(l -> environment.putIfAbsent(l.substring(2, l.indexOf(": ")),
                        l.substring(l.indexOf(": ") + 2)));
        List<EvidenceRecord.Table> tables = new ArrayList<>();
        for (MarkdownTable.Parsed parsed : MarkdownTable.read(markdown)) {
            identify(kind, parsed).ifPresent(name -> tables.add(table(file, name, parsed, keys(kind, name))));
        }
        if (kind.equals(Jep491Program.KIND)) {
            Matcher control = CONTROL.matcher(markdown);
            if (control.find()) {
                Map<String, Object> cells = new LinkedHashMap<>();
                cells.put(Jep491Program.PINNED, Double.parseDouble(control.group(1)));
                cells.put(Jep491Program.FRAMES, control.group(2).strip());
                tables.add(new EvidenceRecord.Table(file, Jep491Program.CONTROL, "",
                        List.of(new EvidenceRecord.Row(file, Jep491Program.CONTROL, cells))));
            }
        }
        return new EvidenceRecord(file, kind, Collections.unmodifiableMap(environment), List.copyOf(tables));
    }

    /** Which table of the record a legacy table was, by the headers that only it had. */
    private static Optional<String> identify(String kind, MarkdownTable.Parsed table) {
        List<String> h = table.headers();
        String name = switch (kind) {
            case ThreadStartFloor.KIND -> h.contains("µs per thread") ? ThreadStartFloor.ROUNDS : null;
            case Jep491Program.KIND -> h.contains("monitor") && h.contains("pinned events") ? Jep491Program.RUNS : null;
            case PinningAcrossJdks.KIND -> h.contains("pinned events per run (median)") ? PinningAcrossJdks.SUMMARY
                    : h.contains("repetition") ? PinningAcrossJdks.RUNS : null;
            case MemoryProbe.KIND -> h.contains("heap bytes / philosopher") ? MemoryProbe.ROWS : null;
            case Report.DINNER_KIND,
                    Report.NETWORK_KIND -> h.contains("probe") ? Report.PROBES
                            : h.contains("meals clocked") ? Report.MEAL_WAITS
                                    : h.contains("meals") && h.contains("p50 us") ? Report.MEAL_LENGTHS : null;
            default -> null;
        };
        return Optional.ofNullable(name);
    }

    /** Each legacy header's key; a header not listed keeps its text as its key. */
    private static Map<String, String> keys(String kind, String table) {
        Map<String, String> keys = new LinkedHashMap<>();
        switch (kind) {
            case ThreadStartFloor.KIND -> {
                keys.put("all started ms", ThreadStartFloor.STARTED_MS);
                keys.put("µs per thread", ThreadStartFloor.MICROS_PER_THREAD);
                keys.put("released and joined ms", ThreadStartFloor.LEFT_MS);
            }
            case Jep491Program.KIND -> {
                keys.put("elapsed ms", Jep491Program.ELAPSED_MS);
                keys.put("elapsed / serial sleeps", Jep491Program.SERIAL_SHARE);
                keys.put("pinned events", Jep491Program.PINNED);
                keys.put("top pinning frames", Jep491Program.FRAMES);
            }
            case PinningAcrossJdks.KIND -> {
                keys.put("JDK", PinningAcrossJdks.JDK);
                keys.put("pinned events per run (median)", PinningAcrossJdks.PINNED_MEDIAN);
                keys.put("carriers (median)", PinningAcrossJdks.CARRIERS_MEDIAN);
                keys.put("elapsed ms", PinningAcrossJdks.ELAPSED_MS);
                keys.put("pinned events", PinningAcrossJdks.PINNED);
            }
            case MemoryProbe.KIND -> {
                keys.put("live heap before MB", MemoryProbe.HEAP_BEFORE_MB);
                keys.put("live heap at first meal MB", MemoryProbe.HEAP_AT_FIRST_MEAL_MB);
                keys.put("heap bytes / philosopher", MemoryProbe.HEAP_PER_PHILOSOPHER);
                keys.put("RSS before MB", MemoryProbe.RSS_BEFORE_MB);
                keys.put("RSS at first meal MB", MemoryProbe.RSS_AT_FIRST_MEAL_MB);
                keys.put("RSS bytes / philosopher (upper bound)", MemoryProbe.RSS_PER_PHILOSOPHER);
            }
            default -> {
                // JLBH: "p50 ms" is p50Ms, "p99.9 us" p999Us; a duration table's count column is its count.
                keys.put("meals clocked", Report.COUNT);
                if (table.equals(Report.MEAL_LENGTHS)) {
                    keys.put("meals", Report.COUNT);
                }
                for (String unit : List.of("ms", "us")) {
                    String suffix = Character.toUpperCase(unit.charAt(0)) + unit.substring(1);
                    for (String p : List.of("p50", "p90", "p99", "p99.9", "p99.99", "worst")) {
                        keys.put(p + " " + unit, p.replace(".", "") + suffix);
                    }
                }
            }
        }
        return keys;
    }

    private static EvidenceRecord.Table table(String file, String name, MarkdownTable.Parsed parsed,
            Map<String, String> keys) {
        List<EvidenceRecord.Row> rows = new ArrayList<>();
        for (Map<String, String> legacy : parsed.rows()) {
            Map<String, Object> cells = new LinkedHashMap<>();
            legacy.forEach((header, cell) -> {
                Matcher range = RANGE.matcher(cell);
                if (header.equals("elapsed ms: median (min, max)") && range.matches()) {
                    cells.put(PinningAcrossJdks.ELAPSED_MEDIAN_MS, value(range.group(1)));
                    cells.put(PinningAcrossJdks.ELAPSED_MIN_MS, value(range.group(2)));
                    cells.put(PinningAcrossJdks.ELAPSED_MAX_MS, value(range.group(3)));
                } else if (cell.startsWith(COULD_NOT_RUN)) {
                    cells.put(MemoryProbe.COULD_NOT_RUN, cell.substring(COULD_NOT_RUN.length()));
                    cells.put(keys.getOrDefault(header, header), null);
                } else {
                    cells.put(keys.getOrDefault(header, header), value(cell));
                }
            });
            if (name.equals(MemoryProbe.ROWS)) {
                cells.putIfAbsent(MemoryProbe.COULD_NOT_RUN, null);
            }
            rows.add(new EvidenceRecord.Row(file, name, Collections.unmodifiableMap(cells)));
        }
        return new EvidenceRecord.Table(file, name, parsed.heading(), List.copyOf(rows));
    }

    private static Object value(String cell) {
        if (cell.isEmpty() || cell.equals("-")) {
            return null;
        }
        return NUMBER.matcher(cell).matches() ? (Object) Double.parseDouble(cell) : cell;
    }
}
