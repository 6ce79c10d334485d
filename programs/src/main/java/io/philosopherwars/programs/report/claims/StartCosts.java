package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.evidence.StartCost;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The cost to start (question 23): virtual threads against tasks submitted to a fixed pool of one thread per core, and
 * against platform threads, at each count the start-cost record measured, each kind and count in a JVM of its own
 * ({@link StartCost}). Time to start one is the median over its rounds; memory per started thing is the live heap and
 * the RSS outside it while all are alive, the JVM's first measured round. One JVM a row and block, so each ratio is of
 * two medians, a figure without an interval. Platform threads stop at the machine's thread limit: beyond it, a row
 * compares per-start costs at two counts, and names both.
 */
final class StartCosts {
    private StartCosts() {
    }

    static final String ID = "startCost";

    /** Where publish's startcost family writes its record, relative to the set. */
    static final String RECORD = "evidence/start-cost.md";

    static Judgement startCost(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        set.evidence(RECORD, StartCost.KIND).ifPresent(record -> {
            String cpus = Words.cpus(record.cores());
            for (EvidenceRecord.Table table : record.tables(StartCost.RATIOS)) {
                for (EvidenceRecord.Row r : table.rows()) {
                    rows.add(row(set.name(), cpus, r, true));
                    rows.add(row(set.name(), cpus, r, false));
                }
            }
        });
        return Judgement.evidence(rows.isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED,
                rows.isEmpty() ? "the start-cost record (`./philosophers startcost`, publish's startcost family)" : "",
                rows.isEmpty() ? List.of() : List.of(RECORD)).withRows(rows);
    }

    /** One comparison of the record, by its time to start one ({@code time}, deciding) or its memory (context). */
    private static Row row(String set, String cpus, EvidenceRecord.Row r, boolean time) {
        String side = r.text(StartCost.SIDE);
        String other = r.text(StartCost.OTHER);
        long sideCount = Math.round(r.number(StartCost.SIDE_COUNT));
        long otherCount = Math.round(r.number(StartCost.OTHER_COUNT));
        String size = sideCount == otherCount ? Numbers.count(sideCount) + " each"
                : Numbers.count(sideCount) + " " + side + " against " + Numbers.count(otherCount) + " " + other
                        + " (the thread limit)";
        double a = time ? r.number(StartCost.SIDE_MICROS) : r.number(StartCost.SIDE_BYTES);
        double b = time ? r.number(StartCost.OTHER_MICROS) : r.number(StartCost.OTHER_BYTES);
        double ratio = a / b;
        String faster = ratio < 1 ? side : ratio > 1 ? other : Row.NEITHER;
        String does = !time ? Words.NA
                : ratio < 1 ? "start " + side + ": cheaper to start than " + other
                        : "submit work as " + other + ": cheaper to start than " + side;
        return new Row(set, ID, time ? Row.Role.DECIDES : Row.Role.CONTEXT, does,
                "no meal: each started thing counts down a latch", side, other, cpus, size,
                time ? "time to start one (until it has run)" : "memory per started thing (heap and RSS outside it)",
                time ? "µs" : "bytes", a, b, faster, ratio, Double.NaN, Double.NaN,
                "two medians of one JVM each, no interval", 1, 1,
                time ? "StartCost, a JVM per kind and count, median of its measured rounds (spread "
                        + r.text(StartCost.SIDE_SPREAD) + " against " + r.text(StartCost.OTHER_SPREAD) + " µs)"
                        : "StartCost, a JVM per kind and count, its first measured round");
    }
}
