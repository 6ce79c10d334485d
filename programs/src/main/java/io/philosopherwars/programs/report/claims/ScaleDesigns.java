package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Every design at every table size of the scaled sweep, against ReentrantLock on virtual threads at the same size
 * (question 22): the eating phase's time per meal, all full, the same meals each at every size, so that a reader finds
 * the design and the size they have in mind ("at 10,000 philosophers, is the event-bus design faster or slower than
 * plain locks?"). One fork a cell (the sweep's: several dinners in one JVM), so each ratio is of two medians, a figure
 * without an interval. At each size the fastest design's row decides (the runner-up's where the reference itself is the
 * fastest), so that the headline says which design to use at which size; every other design's row is context beside it,
 * shown with it on the front page. A cell the sweep could not run (the thread limit, a freeze, the time limit) is a row
 * of its own, with its reason, deciding nothing.
 */
final class ScaleDesigns {
    private ScaleDesigns() {
    }

    static final String ID = "designsAtScale";

    /** What every row is measured against: the design the questions start from. */
    private static final String REFERENCE = LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.VIRTUAL.id();

    static Judgement designsAtScale(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        if (dining.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED,
                    "the scaled sweep, all full (`./philosophers scale --stop allFull`, publish's scaled family)",
                    List.of());
        }
        Map<String, List<JmhRow>> byDinner = byDinner(dining);
        // Each size's pairs against the reference; the row that decides a size is its fastest design's, or, where the
        // reference is the fastest, the runner-up's: the question is which design to use at that size, and a count
        // over every design (most of them slower than the reference) would answer another one.
        Map<Integer, List<JmhRow[]>> bySize = againstReference(byDinner);
        List<Row> rows = new ArrayList<>();
        bySize.values().forEach(pairs -> {
            JmhRow[] fastest = pairs.stream().min(Comparator.comparingDouble(p -> p[0].nanosPerMeal())).orElseThrow();
            pairs.forEach(p -> rows.add(row(set.name(), p[0], p[1], p == fastest)));
        });
        List<FailedCells.Cell> runs = set.scaledRuns();
        for (FailedCells.Cell cell : set.scaledFailures()) {
            if (cell.stop().equals(StopRule.ALL_FULL.id())) {
                // A cell run more than once is its median run here too, as claim 11 reads it, its runs beside it: a
                // reader found the same cell at two projected times (its first run here, its median in claim 11).
                rows.addAll(Scale.stopped(set.name(), ID, Scale.medianRun(cell, runs),
                        byDinner.getOrDefault(cell.implementation() + "/" + cell.threads(), List.of()),
                        Scale.cpus(dining), Optional.empty(), runs));
                rows.addAll(Scale.runRows(set.name(), ID, cell, runs, Scale.cpus(dining)));
            }
        }
        return Judgement.answered(!rows.isEmpty(), "", List.of()).withRows(rows);
    }

    /** The sweep's all-full rows of every design, by dinner ({@code vertx/virtual}), smallest table first. */
    private static Map<String, List<JmhRow>> byDinner(List<JmhRow> dining) {
        return Scale.byDinner(dining, Stream.concat(Claims.LOCKS.stream(), Claims.VERTX.stream()).toList());
    }

    /**
     * Every design's cell paired with the reference's at the same size ({design, reference}), by size; where the
     * reference did not dine at a size, its row is among the stopped cells, with why, and that size has no pair.
     */
    private static Map<Integer, List<JmhRow[]>> againstReference(Map<String, List<JmhRow>> byDinner) {
        List<JmhRow> reference = byDinner.getOrDefault(REFERENCE, List.of());
        Map<Integer, List<JmhRow[]>> bySize = new TreeMap<>();
        for (JmhRow cell : byDinner.values().stream().flatMap(List::stream).filter(r -> !r.dinner().equals(REFERENCE))
                .toList()) {
            int size = Scale.philosophers(cell);
            reference.stream().filter(r -> Scale.philosophers(r) == size).findFirst().ifPresent(
                    same -> bySize.computeIfAbsent(size, k -> new ArrayList<>()).add(new JmhRow[] { cell, same }));
        }
        return bySize;
    }

    /**
     * The chart's lines: each design's time per meal over ReentrantLock on virtual threads' at the same size (the
     * question's pairs), against the philosophers, log-log; a design that stopped before the largest table says where
     * and why in its line's name (its line ends there). Empty where the sweep has no all-full rows.
     */
    static Map<String, List<double[]>> series(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        Map<String, List<double[]>> byDesign = new TreeMap<>();
        againstReference(byDinner(dining)).forEach(
                (size, pairs) -> pairs.forEach(p -> byDesign.computeIfAbsent(p[0].dinner(), k -> new ArrayList<>())
                        .add(new double[] { size, p[0].nanosPerMeal() / p[1].nanosPerMeal() })));
        // The smallest table it stopped at, its median run where it ran more than once: the line ends below it.
        Map<String, FailedCells.Cell> stops = new TreeMap<>();
        List<FailedCells.Cell> runs = set.scaledRuns();
        set.scaledFailures().stream().filter(c -> c.stop().equals(StopRule.ALL_FULL.id()))
                .forEach(c -> stops.merge(c.implementation() + "/" + c.threads(), Scale.medianRun(c, runs),
                        (x, y) -> Scale.philosophers(x) <= Scale.philosophers(y) ? x : y));
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        byDesign.forEach((dinner, points) -> {
            String[] parts = dinner.split("/");
            FailedCells.Cell stop = stops.get(dinner);
            lines.put(Words.side(parts[0], parts[1], Scale.cpus(dining)) + (stop == null ? ""
                    : " (stopped at " + Numbers.count(Scale.philosophers(stop)) + ": " + Scale.stopReason(stop) + ")"),
                    points);
        });
        return lines;
    }

    /**
     * One design at one size against ReentrantLock on virtual threads at the same size, A / B their time per meal; it
     * decides where its design is the fastest other than the reference at that size, and is context otherwise.
     */
    private static Row row(String set, JmhRow a, JmhRow b, boolean decides) {
        double ratio = a.nanosPerMeal() / b.nanosPerMeal();
        String does = !decides ? Words.NA
                : ratio < 1 ? "use " + Words.side(a) + ": the fastest design at this size"
                        : "use ReentrantLock on virtual threads: the fastest design at this size";
        return new Place(set, ID, Words.meal(a.work()), Words.side(a), Words.side(b), Words.cpus(a.cpus()),
                Scale.size(a), Row.settings(a)).judged(decides ? Row.Role.DECIDES : Row.Role.CONTEXT, does,
                        "time per meal", "µs", a.nanosPerMeal() / 1000, b.nanosPerMeal() / 1000, ratio,
                        Row.fasterOf(ratio, Words.side(a), Words.side(b)), "two medians of one fork each, no interval",
                        a.forks().size(), b.forks().size());
    }
}
