package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every design at every table size of the scaled sweep, against ReentrantLock on virtual threads at the same size
 * (question 22): the eating phase's time per meal, all full, the same meals each at every size, so that a reader finds
 * the design and the size they have in mind ("at 10,000 philosophers, is the event-bus design faster or slower than
 * plain locks?"). One fork a cell (the sweep's: several dinners in one JVM), so each ratio is of two medians, a figure
 * without an interval. A cell the sweep could not run (the thread limit, a freeze, the time limit) is a row of its own,
 * with its reason, deciding nothing.
 */
final class ScaleDesigns {
    private ScaleDesigns() {
    }

    static final String ID = "designsAtScale";

    /** What every row is measured against: the design the questions start from. */
    private static final String REFERENCE = LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.VIRTUAL.id();

    static final String REFERENCE_FASTER = "use ReentrantLock on virtual threads: it eats faster at this size";

    static Judgement designsAtScale(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        if (dining.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED,
                    "the scaled sweep, all full (`./philosophers scale --stop allFull`, publish's scaled family)",
                    List.of());
        }
        List<Implementation> designs = new ArrayList<>(Claims.LOCKS);
        designs.addAll(Claims.VERTX);
        Map<String, List<JmhRow>> byDinner = Scale.byDinner(dining, designs);
        List<JmhRow> reference = byDinner.getOrDefault(REFERENCE, List.of());
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<JmhRow>> e : byDinner.entrySet()) {
            if (e.getKey().equals(REFERENCE)) {
                continue;
            }
            for (JmhRow cell : e.getValue()) {
                int size = Scale.philosophers(cell);
                Optional<JmhRow> same = reference.stream().filter(r -> Scale.philosophers(r) == size).findFirst();
                if (same.isEmpty()) {
                    continue; // its reference's row is among the stopped cells, with why
                }
                rows.add(row(set.name(), cell, same.get()));
            }
        }
        for (FailedCells.Cell cell : set.scaledFailures()) {
            if (cell.stop().equals(StopRule.ALL_FULL.id())) {
                rows.addAll(Scale.stopped(set.name(), ID, cell,
                        byDinner.getOrDefault(cell.implementation() + "/" + cell.threads(), List.of()),
                        Scale.cpus(dining), Optional.empty()));
            }
        }
        return Judgement.evidence(rows.isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED, "", List.of()).withRows(rows);
    }

    /** One design at one size against ReentrantLock on virtual threads at the same size, A / B their time per meal. */
    private static Row row(String set, JmhRow a, JmhRow b) {
        double ratio = a.nanosPerMeal() / b.nanosPerMeal();
        String faster = ratio < 1 ? Words.side(a) : ratio > 1 ? Words.side(b) : Row.NEITHER;
        // The other way names its design: five designs beat the reference somewhere, each for reasons of its own.
        String does = ratio < 1 ? "use " + Words.side(a) + ": it eats faster at this size" : REFERENCE_FASTER;
        return new Row(set, ID, Row.Role.DECIDES, does, Words.meal(a.work()), Words.side(a), Words.side(b),
                Words.cpus(a.cpus()), Scale.size(a), "time per meal", "µs", a.nanosPerMeal() / 1000,
                b.nanosPerMeal() / 1000, faster, ratio, Double.NaN, Double.NaN,
                "two medians of one fork each, no interval", a.forks().size(), b.forks().size(), Row.settings(a));
    }
}
