package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.programs.report.claims.Claims.ALONE;
import static io.philosopherwars.programs.report.claims.Claims.JLBH_FILE_READ;
import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.SAME_ORDER;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Claims.pairing;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Place.parsed;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.List;

/** The talk's race read as evidence: JMH against JLBH on the same dinners (claim 14), and its unfairness (claim 15). */
final class Race {
    private Race() {
    }

    private static final String ID_JMH_JLBH = "jmhJlbh";
    private static final String ID_UNFAIRNESS = "unfairness";

    /**
     * JMH's first-full medians against JLBH's end-to-end p50 for the same dinners: the same order of magnitude? Each
     * dinner's row decides: JLBH (A) over JMH (B).
     */
    static Judgement jmhAgainstJlbh(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        List<EvidenceRecord.Table> probes = set.evidence(JLBH_FILE_READ, Report.DINNER_KIND)
                .map(r -> r.tables(Report.PROBES)).orElse(List.of());
        for (EvidenceRecord.Table table : probes) {
            String[] label = table.section().split(" ")[0].split("/");
            if (label.length != 3) {
                continue;
            }
            Dinner dinner = new Dinner(Implementations.byId(label[0]),
                    Named.byId("thread kind", ThreadKind.values(), label[1]));
            WorkloadKind workload = WorkloadKind.byId(label[2]);
            List<Double> p50 = table.where(Report.PROBE, Report.END_TO_END).stream()
                    .map(r -> r.number(Report.P50 + "Ms")).toList();
            double jlbh = median(p50);
            JmhRow row = set.races(dinner, workload, dinner, workload).map(race -> race[0]).orElse(null);
            if (row == null) {
                continue;
            }
            double jmh = row.distribution().median();
            boolean same = Math.max(jlbh / jmh, jmh / jlbh) < SAME_ORDER;
            String side = Words.side(row);
            rows.add(new Place(set.name(), ID_JMH_JLBH, Words.meal(workload.id()), side + ", in JLBH (end to end, p50)",
                    side + ", in JMH", Words.cpus(row.cpus()), raceSize(row),
                    "first full; JLBH: the median of " + p50.size() + " runs' p50; JMH: the median of "
                            + row.distribution().n() + " dinners").ratio(DECIDES, Row.agreeing(same), "time per dinner",
                                    "ms", jlbh, jmh, jlbh / jmh));
        }
        if (set.usedEvidence().get(JLBH_FILE_READ) == null) {
            // Nothing was measured: not a question the data left open.
            return Judgement.evidence(Outcome.NOT_MEASURED, "", List.of()).withRows(rows);
        }
        long agree = rows.stream().filter(r -> r.does().equals(Row.HOLDS)).count();
        return Judgement.evidence(Outcome.of(agree, rows.size() - agree),
                rows.isEmpty() ? "JMH first-full runs of the dinners JLBH measured" : "", sources(set, JLBH_FILE_READ))
                .withRows(rows);
    }

    /**
     * The talk's answer was that enough benchmarks level unfairness out. Under first full with a noop meal, a dinner in
     * which most philosophers never ate measured one philosopher eating alone, whatever the number of benchmarks. Each
     * race's count of philosophers who never ate decides; its fairness index and meals are beside it.
     */
    static Judgement unfairness(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (Implementation i : LOCKS) {
            for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                Dinner d = new Dinner(i, kind);
                JmhRow row = set.races(d, NOOP, d, NOOP).map(race -> race[0]).orElse(null);
                if (row == null) {
                    continue;
                }
                double n = Double.parseDouble(row.param("philosophers"));
                double never = row.metric("neverAte");
                boolean one = never / n > ALONE;
                Place place = new Place(set.name(), ID_UNFAIRNESS, Words.meal(NOOP.id()), Words.side(row), NA,
                        Words.cpus(row.cpus()), raceSize(row),
                        "JMH, first full (the talk's race), the mean of " + row.distribution().n() + " dinners");
                rows.add(place.row(DECIDES, Row.agreeing(!one), "philosophers who never ate", "philosophers", never));
                rows.add(place.row(CONTEXT, NA,
                        "fairness (Jain's index: 1 when all ate the same, 1/n when one ate alone)", "index",
                        row.metric("fairness")));
                rows.add(place.row(CONTEXT, NA, "meals per dinner", "meals", row.metric("totalMeals")));
            }
        }
        List<Comparison> fairness = Claim.resolve(set, pairing(Pairing.FAIRNESS));
        List<String> decided = rows.stream().filter(r -> r.role() == DECIDES).map(Row::does).toList();
        Outcome outcome = decided.isEmpty() ? Outcome.UNDECIDED
                : decided.contains(Row.FAILS) ? Outcome.FAILS : Outcome.HOLDS;
        return new Judgement(outcome, "", fairness, null, List.of(), Condition.NONE).withRows(rows);
    }

    /**
     * A race's table: {@code 1,000 philosophers, the first to 10,000 meals} (a first-full dinner ends when one
     * philosopher has eaten its meals, so the all-full meals it also carries say nothing of it).
     */
    private static String raceSize(JmhRow row) {
        String philosophers = Words.philosophers(row);
        String meals = row.param("meals");
        return philosophers.isEmpty() ? NA
                : philosophers + " philosophers"
                        + (meals.isEmpty() ? "" : ", the first to " + Numbers.count(parsed(meals)) + " meals");
    }
}
