package io.philosopherwars.programs.report.pages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.jlbh.Report;

/** The charts of claim 18's waits, apart from the findings page that links them. */
final class WaitCharts {
    private WaitCharts() {
    }

    /** The tail points of a wait chart: percentile, and its column in JLBH's wait tables. */
    private static final List<Object[]> TAIL = List.of(new Object[] { 50.0, "p50Us" }, new Object[] { 90.0, "p90Us" },
            new Object[] { 99.0, "p99Us" }, new Object[] { 99.9, "p999Us" }, new Object[] { 99.99, "p9999Us" });

    /**
     * JLBH's wait percentiles of the pooled, virtual and platform dinners (claim 18's record), one chart per workload:
     * per dinner the wait before a meal and the wait for the first meal, the runs' median at each percentile, against 1
     * / (1 - percentile) so that the tail spreads out. File name to SVG; empty where the set has no such record.
     */
    static Map<String, String> of(ResultSet set) {
        Map<String, List<Svg.Series>> byWorkload = new java.util.TreeMap<>();
        set.evidence(Claims.POOL_WAITS, Report.DINNER_KIND).ifPresent(record -> {
            for (String[] waits : List.of(new String[] { Report.MEAL_WAITS, "before a meal" },
                    new String[] { Report.FIRST_MEAL_WAITS, "first meal" })) {
                for (EvidenceRecord.Table table : record.tables(waits[0])) {
                    String[] label = table.section().split(" ")[0].split("/");
                    if (label.length != 3) {
                        continue;
                    }
                    List<double[]> points = new ArrayList<>();
                    for (Object[] tail : TAIL) {
                        List<Double> us = table.rows().stream().map(r -> r.number((String) tail[1]))
                                .filter(v -> Double.isFinite(v) && v > 0).toList();
                        if (!us.isEmpty()) {
                            points.add(new double[] { 100 / (100 - (double) tail[0]), Claims.median(us) });
                        }
                    }
                    byWorkload.computeIfAbsent(label[2], k -> new ArrayList<>())
                            .add(new Svg.Series(label[0] + "/" + label[1] + ", " + waits[1], points));
                }
            }
        });
        Map<String, String> charts = new LinkedHashMap<>();
        byWorkload.forEach((workload, series) -> charts.put("findings-pool-waits-" + workload + ".svg",
                Svg.lines("JLBH waits, " + workload + ", all full: µs at each percentile (runs' median)",
                        "1 / (1 - percentile): 2 is p50, 100 is p99, 10000 is p99.99", "µs waited", series)));
        return charts;
    }
}
