package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.Named;
import io.philosopherwars.core.Serving;
import io.philosopherwars.core.StopRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The cells of a scaled sweep that have no number, and why: {@code NAME.failed.tsv} beside {@code NAME.json}, one line
 * per cell, {@code implementation \t threads \t philosophers \t meals \t stop \t reason} (a file from before the stop
 * column is all first full). Malformed lines fail with the file's name.
 */
public final class FailedCells {
    /** One cell with no number. */
    public record Cell(String implementation, String threads, String philosophers, String meals, String stop,
            String reason) {
        /** {@code implementation \t threads \t philosophers \t meals \t stop}: the key the sweep's tables look up. */
        public String key() {
            return String.join("\t", implementation, threads, philosophers, meals, stop);
        }

        /** The dinner started and did not finish within its time limit (frozen or slow: its progress says which). */
        public boolean timedOut() {
            return reason.contains(Serving.TIME_LIMIT_EXCEEDED);
        }

        /**
         * A run of a timed-out cell ({@link ResultSet#RUNS}) that dined this time: its meals and eating time, else
         * empty.
         */
        public java.util.Optional<Dined> dined() {
            java.util.regex.Matcher m = DINED.matcher(reason);
            return m.find()
                    ? java.util.Optional.of(new Dined(Long.parseLong(m.group(1)), Double.parseDouble(m.group(2))))
                    : java.util.Optional.empty();
        }
    }

    /**
     * Why a cell has no number, without its progress token or the dinner it names ({@code dinner
     * reentrantLock/platform/noop 100000x10000 firstFull needs ...}): the tables that print it already name the dinner.
     */
    public static String cause(String reason) {
        return io.philosopherwars.core.Progress.withoutToken(reason).replaceFirst("^dinner \\S+ \\d+x\\d+ \\w+:? ", "");
    }

    /** A run that dined within the time limit: every meal served, and its eating phase (the mean of its dinners). */
    public record Dined(long meals, double eatingMs) {
        /**
         * The reason a sweep writes for such a run of {@code dinner} ({@code vertx/virtual/noop 1000000x10 allFull}).
         */
        public static String reason(String dinner, long meals, double eatingMs) {
            return String.format(java.util.Locale.ROOT, "dinner %s " + DINED_WORDS + " %d meals, eating %.1f ms",
                    dinner, meals, eatingMs);
        }
    }

    private static final String DINED_WORDS = "dined within its time limit: all";
    private static final java.util.regex.Pattern DINED = java.util.regex.Pattern
            .compile(java.util.regex.Pattern.quote(DINED_WORDS) + " (\\d+) meals, eating ([0-9.]+) ms");

    private FailedCells() {
    }

    /** Every failed cell of {@code file}, in its order; none where there is no such file. */
    public static List<Cell> read(Path file) {
        List<Cell> cells = new ArrayList<>();
        if (file == null || !Files.exists(file)) {
            return cells;
        }
        for (String line : Layout.read(file).lines().toList()) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t", 6);
            if (fields.length < 5) {
                throw new ReportException(file + ": expected 5 or 6 tab-separated fields, got: " + line);
            }
            boolean withStop = fields.length == 6 && Named.ids(StopRule.values()).contains(fields[4]);
            String stop = withStop ? fields[4] : StopRule.FIRST_FULL.id();
            String reason = withStop ? fields[5] : line.split("\t", 5)[4];
            cells.add(new Cell(fields[0], fields[1], fields[2], fields[3], stop, reason));
        }
        return cells;
    }

    /** {@link #read} by key. */
    public static Map<String, Cell> byKey(Path file) {
        Map<String, Cell> failed = new TreeMap<>();
        read(file).forEach(c -> failed.put(c.key(), c));
        return failed;
    }
}
