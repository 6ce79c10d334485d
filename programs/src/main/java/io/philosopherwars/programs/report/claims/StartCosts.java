package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.evidence.StartCost;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
            List<EvidenceRecord.Row> all = record.rows(StartCost.RATIOS);
            String options = record.environment().getOrDefault("options", "");
            // The bounds as the record's table has them; a record from before the table, as its options list them.
            Map<String, Double> bounds = new LinkedHashMap<>();
            record.rows(StartCost.LIMITS)
                    .forEach(bound -> bounds.put(bound.text(StartCost.BOUND), bound.number(StartCost.BOUND_THREADS)));
            if (bounds.isEmpty()) {
                bounds.putAll(bounds(options));
            }
            String limit = lowest(bounds).filter(StartCost.SUITE_CEILING::equals).isPresent()
                    ? " (the suite's ceiling, below this machine's thread limit" + machineLimit(bounds) + ")"
                    : " (the thread limit)";
            for (EvidenceRecord.Row r : all) {
                rows.add(row(set.name(), cpus, r, order(all, r), limit));
                rows.add(row(set.name(), cpus, r, "", limit));
            }
        });
        return Judgement.answered(!rows.isEmpty(),
                "the start-cost record (`./philosophers startcost`, publish's startcost family)",
                rows.isEmpty() ? List.of() : List.of(RECORD)).withRows(rows);
    }

    /**
     * The bounds on platform threads that a record from before the {@link StartCost#LIMITS} table lists in its options
     * ("the lowest of NAME VALUE, ...: NAME", {@link StartCost#platformLimit}); empty where they list none.
     */
    static Map<String, Double> bounds(String options) {
        Map<String, Double> bounds = new LinkedHashMap<>();
        int from = options.lastIndexOf("the lowest of ");
        int to = options.lastIndexOf(": ");
        if (from < 0 || to < from) {
            return bounds;
        }
        for (String bound : options.substring(from + "the lowest of ".length(), to).split(", ")) {
            int space = bound.lastIndexOf(' ');
            if (space > 0 && bound.substring(space + 1).matches("[0-9]+")) {
                bounds.put(bound.substring(0, space), Double.parseDouble(bound.substring(space + 1)));
            }
        }
        return bounds;
    }

    /** The name of the lowest bound; empty where there is none. */
    static Optional<String> lowest(Map<String, Double> bounds) {
        return bounds.entrySet().stream().min(Map.Entry.comparingByValue()).map(Map.Entry::getKey);
    }

    /**
     * The machine's own thread limit where the suite's ceiling stopped the platform threads below it: ", 32,765 (half
     * of vm.max_map_count)", the lowest bound that is not the suite's (its raw reading in brackets dropped); empty
     * where there is none.
     */
    static String machineLimit(Map<String, Double> bounds) {
        Map<String, Double> machine = new LinkedHashMap<>(bounds);
        machine.remove(StartCost.SUITE_CEILING);
        return lowest(machine).map(
                name -> ", " + Numbers.count(machine.get(name)) + " (" + name.replaceAll(" \\([0-9]+\\)$", "") + ")")
                .orElse("");
    }

    /**
     * The action at a row's count: every kind measured there, cheapest to start first, from the rows of that count. The
     * question is which to start, so each of its rows supports the whole order, not only its own pair: two pairs that
     * agree on one order are one answer, not a tie.
     */
    static String order(List<EvidenceRecord.Row> all, EvidenceRecord.Row r) {
        long count = Math.round(r.number(StartCost.SIDE_COUNT));
        Map<String, Double> micros = new LinkedHashMap<>();
        all.stream().filter(o -> Math.round(o.number(StartCost.SIDE_COUNT)) == count).forEach(o -> {
            micros.put(o.text(StartCost.SIDE), o.number(StartCost.SIDE_MICROS));
            micros.put(o.text(StartCost.OTHER), o.number(StartCost.OTHER_MICROS));
        });
        // No colon in it: a cell keeps an action's words up to its colon, and this action's words are the order.
        return String.join(", then ",
                micros.entrySet().stream().sorted(Map.Entry.comparingByValue()).map(Map.Entry::getKey).toList())
                + " (cheapest to start first)";
    }

    /**
     * A side's spread of its rounds in µs ("0.48–3.20 µs"), or "one round" where it was measured in one (platform
     * threads past the one-round count are started once; fresh reader 30 read a median of one). A record from before
     * the rounds' columns says so by a spread of one value ("2568.41–2568.41").
     */
    static String spread(EvidenceRecord.Row r, String spread, String rounds) {
        String text = r.text(spread);
        String[] ends = text.split("–");
        boolean one = r.measured(rounds) ? Math.round(r.number(rounds)) == 1
                : ends.length == 2 && ends[0].strip().equals(ends[1].strip());
        return one ? "one round" : text + " µs";
    }

    /**
     * One comparison of the record, by its time to start one (deciding, supporting {@code order}) or, with no order,
     * its memory (context).
     */
    private static Row row(String set, String cpus, EvidenceRecord.Row r, String order, String limit) {
        boolean time = !order.isEmpty();
        String side = r.text(StartCost.SIDE);
        String other = r.text(StartCost.OTHER);
        long sideCount = Math.round(r.number(StartCost.SIDE_COUNT));
        long otherCount = Math.round(r.number(StartCost.OTHER_COUNT));
        String size = sideCount == otherCount ? Numbers.count(sideCount) + " each"
                : Numbers.count(sideCount) + " " + side + " against " + Numbers.count(otherCount) + " " + other + limit;
        double a = time ? r.number(StartCost.SIDE_MICROS) : r.number(StartCost.SIDE_BYTES);
        double b = time ? r.number(StartCost.OTHER_MICROS) : r.number(StartCost.OTHER_BYTES);
        double ratio = a / b;
        return new Row(set, ID, time ? Row.Role.DECIDES : Row.Role.CONTEXT, time ? order : Words.NA,
                "no meal: each started thing counts down a latch", side, other, cpus, size,
                time ? "time to start one (until it has run)" : "memory per started thing (heap and RSS outside it)",
                time ? "µs" : "bytes", a, b, Row.fasterOf(ratio, side, other), ratio, Double.NaN, Double.NaN,
                "two medians of one JVM each, no interval", 1, 1,
                time ? "StartCost, a JVM per kind and count, median of its measured rounds (spread "
                        + spread(r, StartCost.SIDE_SPREAD, StartCost.SIDE_ROUNDS) + " against "
                        + spread(r, StartCost.OTHER_SPREAD, StartCost.OTHER_ROUNDS) + ")"
                        : "StartCost, a JVM per kind and count, its first measured round");
    }
}
