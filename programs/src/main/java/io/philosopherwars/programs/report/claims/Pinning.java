package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.PLATFORM;
import static io.philosopherwars.programs.report.claims.Claims.VIRTUAL;
import static io.philosopherwars.programs.report.claims.Claims.JEP491;
import static io.philosopherwars.programs.report.claims.Claims.JEP491_JDKS;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Place.jdk;
import static io.philosopherwars.programs.report.claims.Place.parsed;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTROL;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Claim 4 from the corrected JEP 491 experiment and the same probe across JDKs, each beside its positive control, with
 * the talk's own file-read rows as context.
 */
final class Pinning {
    private Pinning() {
    }

    private static final String ID_PINNING = "pinning";

    /**
     * The corrected JEP 491 experiment: pinning is fixed for what the talk did when sleeping inside a fresh monitor per
     * task pins nothing and runs in parallel, while the positive control pins, so that zero means something. The fresh
     * monitor's pinned events decide (on JDK 25 in the experiment, and in the probe across JDKs); the class initializer
     * and the JDK 21 probe are the controls; run times, the shared monitor, the other probes and the talk's file-read
     * rows are context.
     */
    static Judgement pinning(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        Optional<Outcome> acrossJdks = acrossJdks(set, rows);
        Optional<EvidenceRecord> record = set.evidence(JEP491, Jep491Program.KIND);
        Optional<EvidenceRecord.Table> runs = record.flatMap(r -> r.tables(Jep491Program.RUNS).stream().findFirst());
        Optional<EvidenceRecord.Row> control = record.flatMap(r -> r.rows(Jep491Program.CONTROL).stream().findFirst());
        if (runs.isEmpty() || control.isEmpty()) {
            return acrossJdks.map(outcome -> Judgement.evidence(outcome, "", List.of(JEP491_JDKS)))
                    .orElse(Judgement.evidence(Outcome.UNDECIDED,
                            "the JEP 491 experiment (`./philosophers jep491 --report " + JEP491 + "`)", List.of()))
                    .withRows(rows);
        }
        long controlEvents = (long) control.get().number(Jep491Program.PINNED);
        String jdk = jdk(record.get());
        String on = jdk.isEmpty() ? "" : jdk + ", ";
        String jfr = "./philosophers jep491, JFR's jdk.VirtualThreadPinned at threshold zero, ";
        long freshEvents = 0;
        for (String monitor : List.of("fresh", "shared")) {
            List<EvidenceRecord.Row> mine = runs.get().where(Jep491Program.MONITOR, monitor);
            long events = mine.stream().mapToLong(r -> (long) r.number(Jep491Program.PINNED)).sum();
            List<Double> share = mine.stream().map(r -> r.number(Jep491Program.SERIAL_SHARE)).toList();
            List<Double> ms = mine.stream().map(r -> r.number(Jep491Program.ELAPSED_MS)).toList();
            boolean isFresh = monitor.equals("fresh");
            Place place = new Place(set.name(), ID_PINNING, "CPU work, then a sleep inside synchronized",
                    on + (isFresh ? "a fresh monitor per task"
                            : "one monitor shared by every task (as the article had it)") + ", on virtual threads",
                    NA, NA, most(mine, Jep491Program.COMPLETED, "tasks"), jfr + mine.size() + " runs, their sum");
            // Without a control that pins, no count of pinned events says which way it goes.
            rows.add(place.row(isFresh ? DECIDES : CONTEXT,
                    !isFresh ? NA : controlEvents == 0 ? Row.UNDECIDED : Row.agreeing(events > 0), "pinned events",
                    "events", events));
            Place timed = place.withSettings("./philosophers jep491, the median of " + mine.size() + " runs");
            rows.add(timed.row(CONTEXT, NA, "run time", "ms", median(ms)));
            rows.add(timed.row(CONTEXT, NA, "run time over the serial sleeps", "x", median(share)));
            if (isFresh) {
                freshEvents = events;
            }
        }
        rows.add(new Place(set.name(), ID_PINNING, "a sleep inside a class initializer",
                on + "blocking inside a class initializer (the positive control), on virtual threads", NA, NA, NA,
                jfr + "one run").row(CONTROL, NA, "pinned events", "events", controlEvents));
        rows.addAll(talksRows(set));
        Outcome outcome = controlEvents == 0 ? Outcome.UNDECIDED : freshEvents == 0 ? Outcome.FAILS : Outcome.HOLDS;
        Condition condition = Condition.NONE;
        if (acrossJdks.isPresent() && outcome != Outcome.UNDECIDED && acrossJdks.get() != outcome) {
            condition = Condition.said("holds "
                    + (outcome == Outcome.HOLDS ? "in the JEP 491 experiment" : "in the" + " probe across JDKs")
                    + ", not " + (outcome == Outcome.HOLDS ? "in the probe across JDKs" : "in the JEP 491 experiment"),
                    "the two experiments disagree");
            outcome = Outcome.PARTLY;
        }
        return Judgement
                .evidence(outcome, controlEvents == 0 ? "a positive control that pins" : "",
                        acrossJdks.isPresent() ? List.of(JEP491, JEP491_JDKS) : List.of(JEP491), condition)
                .withRows(rows);
    }

    /**
     * The rows the talk inferred pinning from, beside the experiments and deciding nothing: {@code synchronized} on
     * virtual over platform threads reading files (from the page cache and from the disk), per meal on fixed work. A
     * pinned carrier would make the virtual row the slower by far.
     */
    private static List<Row> talksRows(ResultSet set) {
        return Claims
                .threadPairs(List.of(LockImplementation.SYNCHRONIZED),
                        List.of(WorkloadKind.FILE_READ, WorkloadKind.FILE_READ_DIRECT), Quantity.EATING)
                .stream().flatMap(check -> check.resolve(set).stream())
                .map(c -> Row.of(set.name(), ID_PINNING, CONTEXT, NA, c, VIRTUAL, PLATFORM)).toList();
    }

    /** A run of the probe across JDKs in words: what it does, and its meal. */
    private static String[] probeRun(String run) {
        return switch (run) {
            case "fresh" -> new String[] { "a fresh monitor per task (the article's experiment, corrected)",
                    "CPU work, then a sleep inside synchronized" };
            case "shared" -> new String[] { "one monitor shared by every task (as the article had it)",
                    "CPU work, then a sleep inside synchronized" };
            case "dinner" ->
                    new String[] { "synchronized chopsticks, a virtual thread per philosopher, all full", "sleep" };
            case "jdbc" -> new String[] { "synchronized chopsticks, a virtual thread per philosopher, all full",
                    "a query by primary key through HikariCP and pgjdbc (a socket read inside synchronized)" };
            default -> new String[] { run, NA };
        };
    }

    /**
     * The same probe on JDK 21 and on JDK 25 ({@code ./philosophers jep491-jdks}): the fresh-monitor run pins on JDK 21
     * (the before, which is also the probe's positive control) and not on JDK 25 means JEP 491 fixed it; rows for every
     * run (the JDK 25 fresh-monitor run's pinned events decide, the JDK 21 fresh-monitor run is the control, the rest
     * is context). Empty where the set has no such report, or its JDK 21 did not pin (then zero means nothing).
     */
    private static Optional<Outcome> acrossJdks(ResultSet set, List<Row> rows) {
        Optional<EvidenceRecord> record = set.evidence(JEP491_JDKS, PinningAcrossJdks.KIND);
        Optional<EvidenceRecord.Table> summary = record
                .flatMap(r -> r.tables(PinningAcrossJdks.SUMMARY).stream().findFirst());
        if (summary.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Double> freshPinned = byJdk(summary.get(), "fresh", PinningAcrossJdks.PINNED_MEDIAN);
        Map<String, Double> freshMs = byJdk(summary.get(), "fresh", PinningAcrossJdks.ELAPSED_MEDIAN_MS);
        Map<String, Double> jdbcMs = byJdk(summary.get(), "jdbc", PinningAcrossJdks.ELAPSED_MEDIAN_MS);
        String before = jdkOf(freshPinned, true);
        String after = jdkOf(freshPinned, false);
        boolean decided = before != null && after != null && freshPinned.get(before) != 0;
        List<EvidenceRecord.Row> repetitions = record.get().rows(PinningAcrossJdks.RUNS);
        for (EvidenceRecord.Row row : summary.get().rows()) {
            String jdk = row.text(PinningAcrossJdks.JDK);
            String run = row.text(PinningAcrossJdks.RUN);
            boolean fresh = run.equals("fresh");
            Row.Role role = fresh && jdk.equals(before) ? CONTROL : CONTEXT;
            String[] words = probeRun(run);
            List<EvidenceRecord.Row> repeated = repetitions.stream()
                    .filter(r -> r.text(PinningAcrossJdks.JDK).equals(jdk) && r.text(PinningAcrossJdks.RUN).equals(run))
                    .toList();
            String n = row.has(PinningAcrossJdks.COUNT) ? row.text(PinningAcrossJdks.COUNT) + " runs" : "its runs";
            Place place = new Place(set.name(), ID_PINNING, words[1], "JDK " + jdk + ", " + words[0], NA, NA,
                    most(repeated, PinningAcrossJdks.WORK,
                            run.equals("dinner") || run.equals("jdbc") ? "meals" : "tasks"),
                    "./philosophers jep491-jdks, one JVM, " + n);
            boolean deciding = fresh && jdk.equals(after);
            Place median = place.withSettings(place.settings() + ", the median");
            rows.add(median.withSettings(median.settings() + "; JFR's jdk.VirtualThreadPinned at threshold zero").row(
                    deciding ? DECIDES : role,
                    !deciding ? NA : decided ? Row.agreeing(freshPinned.get(after) > 0) : Row.UNDECIDED,
                    "pinned events per run", "events", row.number(PinningAcrossJdks.PINNED_MEDIAN)));
            // Which of the runs a time is belongs to its quantity: three rows of one label read as one number thrice.
            rows.add(median.row(role, NA, "run time, the median run", "ms",
                    row.number(PinningAcrossJdks.ELAPSED_MEDIAN_MS)));
            rows.add(place.withSettings(place.settings() + ", the shortest").row(role, NA, "run time, the shortest run",
                    "ms", row.number(PinningAcrossJdks.ELAPSED_MIN_MS)));
            rows.add(place.withSettings(place.settings() + ", the longest").row(role, NA, "run time, the longest run",
                    "ms", row.number(PinningAcrossJdks.ELAPSED_MAX_MS)));
            rows.add(median.row(role, NA, "carrier threads seen holding a monitor", "threads",
                    parsed(row.text(PinningAcrossJdks.CARRIERS_MEDIAN))));
        }
        beforeOverAfter(set, "jdbc", jdbcMs).ifPresent(rows::add);
        if (!decided) {
            return Optional.empty();
        }
        beforeOverAfter(set, "fresh", freshMs).ifPresent(rows::add);
        return Optional.of(freshPinned.get(after) == 0 ? Outcome.FAILS : Outcome.HOLDS);
    }

    /** The most of {@code column} any of {@code rows} measured, in {@code what} ({@code 1,000 tasks}); else N/A. */
    private static String most(List<EvidenceRecord.Row> rows, String column, String what) {
        double most = rows.stream().filter(r -> r.measured(column)).mapToDouble(r -> r.number(column)).max()
                .orElse(Double.NaN);
        return Double.isFinite(most) ? Numbers.count(most) + " " + what : NA;
    }

    /** A run's {@code column} in the probe's summary, by JDK. */
    private static Map<String, Double> byJdk(EvidenceRecord.Table summary, String run, String column) {
        Map<String, Double> byJdk = new TreeMap<>();
        summary.where(PinningAcrossJdks.RUN, run)
                .forEach(r -> byJdk.put(r.text(PinningAcrossJdks.JDK), r.number(column)));
        return byJdk;
    }

    /** The JDK a run's figures were measured on: 21 (the before), or the other one (the after); null where none. */
    private static String jdkOf(Map<String, Double> byJdk, boolean before) {
        return byJdk.keySet().stream().filter(j -> j.startsWith("21") == before).findFirst().orElse(null);
    }

    /** A run's time on the JDK before over the JDK after, the median of each JDK's runs, where it has both. */
    private static Optional<Row> beforeOverAfter(ResultSet set, String run, Map<String, Double> ms) {
        String before = jdkOf(ms, true);
        String after = jdkOf(ms, false);
        if (before == null || after == null) {
            return Optional.empty();
        }
        String[] words = probeRun(run);
        return Optional.of(new Place(set.name(), ID_PINNING, words[1], "JDK " + before + ", " + words[0],
                "JDK " + after + ", the same", NA, NA,
                "./philosophers jep491-jdks, the median of each JDK's runs (A / B over at least 1 ms)").ratio(CONTEXT,
                        NA, "run time", "ms", ms.get(before), ms.get(after),
                        ms.get(before) / Math.max(1, ms.get(after))));
    }
}
