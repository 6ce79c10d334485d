package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.ACTIVE_WAIT;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import static io.philosopherwars.programs.report.claims.Claims.POOL_WAITS;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Place.sizeOf;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.evidence.EqualWaits;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The waits, from JLBH and {@code ./philosophers equal-waits}: claim 5 at equal real waits, how long its waits really
 * lasted (the meal clock), claim 20's tail of the waits, and claim 18's wait percentiles beside its comparisons.
 */
final class Waits {
    private Waits() {
    }

    private static final String ID_SPIN_VS_SLEEP = "spinVsSleep";

    /**
     * Claim 5 at equal real waits, from {@code ./philosophers equal-waits}: per thread kind and requested sleep, the
     * spin that lasts as long as the sleep really did, over the sleep, in eating time per meal, in each JVM (the unit).
     * Spinning beats sleeping where it is faster by more than the margin in every JVM; it does not where it is slower
     * by more than the margin in every JVM, or within the margin in every JVM (as good is not better); JVMs that
     * disagree decide nothing. Each group's row decides (its A / B the JVMs' median, its interval their range), and how
     * long the waits really lasted is beside it. Empty where the set has no such record: the claim is then judged on
     * the 16 us rows, whose waits differ.
     */
    static Optional<Judgement> equalWaits(ResultSet set) {
        return set.evidence(Claims.EQUAL_WAITS, EqualWaits.KIND).map(record -> {
            List<EvidenceRecord.Row> rows = record.rows(EqualWaits.JVMS).stream()
                    .filter(r -> r.measured(EqualWaits.SPIN_OVER_SLEEP)).toList();
            List<Condition.Finding> findings = new ArrayList<>();
            List<Row> table = new ArrayList<>();
            String size = sizeOf(record);
            Map<String, List<EvidenceRecord.Row>> groups = new TreeMap<>();
            for (EvidenceRecord.Row r : rows) {
                String key = r.text(EqualWaits.THREADS) + "\t"
                        + String.format(Locale.ROOT, "%08.0f", r.number(EqualWaits.REQUESTED_US));
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            }
            groups.forEach((key, group) -> {
                String threads = key.split("\t")[0];
                double requested = group.getFirst().number(EqualWaits.REQUESTED_US);
                List<Double> ratios = group.stream().map(r -> r.number(EqualWaits.SPIN_OVER_SLEEP)).toList();
                double slept = median(group.stream().map(r -> r.number(EqualWaits.SLEPT_US)).toList());
                double spun = median(group.stream().map(r -> r.number(EqualWaits.SPUN_US)).toList());
                double ratio = median(ratios);
                // Each JVM's A / B is its own verdict, as if its interval were that one point.
                List<Verdict> each = ratios.stream().map(x -> Verdict.of(x, x, Comparison.MARGIN)).distinct().toList();
                Verdict verdict = ratios.size() > 1 && each.size() == 1 ? each.getFirst() : Verdict.UNDECIDED;
                String lock = EqualWaits.LOCK.id();
                Map<Condition.Axis, String> where = Claims.where(lock, threads);
                // The wait asked: the knob a reader turns; what it really lasted differs by thread kind (the label).
                where.put(Condition.Axis.WAIT, Long.toString(Math.round(requested)));
                Optional<Boolean> agrees = verdict == Verdict.UNDECIDED ? Optional.empty()
                        : Optional.of(verdict == Verdict.FASTER);
                String label = lock + "/" + threads + ", a " + Numbers.count(requested) + " us sleep that lasted "
                        + Numbers.count(Math.round(slept)) + " us";
                findings.add(new Condition.Finding(where, agrees, label, ratio));
                String side = Words.side(lock, threads, 0);
                String meal = "a wait of " + Numbers.count(requested) + " µs asked";
                String a = "spinning as long as the sleep really lasted, " + side;
                String b = "sleeping, " + side;
                String cpus = Words.cpus(record.cores());
                DoubleSummaryStatistics range = ratios.stream().mapToDouble(Double::doubleValue).summaryStatistics();
                table.add(new Row(set.name(), ID_SPIN_VS_SLEEP, DECIDES,
                        agrees.map(Row::agreeing).orElse(Row.UNDECIDED), meal, a, b, cpus, size,
                        Words.quantity(Quantity.EATING), NA, Double.NaN, Double.NaN,
                        Row.faster(verdict, "spinning", "sleeping"), ratio, range.getMin(), range.getMax(),
                        verdict.id(), ratios.size(), ratios.size(),
                        "./philosophers equal-waits: A / B in each JVM, the median of its pairs; the JVMs' median,"
                                + Row.RANGE_NOT_INTERVAL + "; decided where every JVM is beyond the margin the same"
                                + " way"));
                table.add(
                        new Place(set.name(), ID_SPIN_VS_SLEEP, meal, a, b, cpus, size,
                                "./philosophers equal-waits, each JVM the median of its meals; the median of "
                                        + group.size() + " JVMs").row(CONTEXT, NA,
                                                "how long a meal's wait really lasted", "µs", spun, slept));
            });
            return Claims.fromFindings(findings, sources(set, Claims.EQUAL_WAITS)).withRows(table);
        });
    }

    /**
     * How long a requested sleep and a spin really lasted, median of the runs' p50, per dinner: from the pool-waits
     * record, whose JLBH dinners clock every meal.
     */
    static List<Row> mealClock(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        set.evidence(POOL_WAITS, Report.DINNER_KIND).ifPresent(record -> {
            for (EvidenceRecord.Table table : record.tables(Report.MEAL_LENGTHS)) {
                JlbhDinner d = JlbhDinner.of(table.section(), record.cores());
                if (List.of(SLEEP.id(), ACTIVE_WAIT.id()).contains(d.mealId())) {
                    List<Double> p50 = table.rows().stream().map(r -> r.number(Report.P50_US)).toList();
                    rows.add(d.at(set.name(), ID_SPIN_VS_SLEEP, jlbh(p50, "p50")).row(CONTEXT, NA, Words.MEAL_LENGTH,
                            "µs", median(p50)));
                }
            }
        });
        return rows;
    }

    /**
     * The tail of the waits, per meal: each dinner of the pool-waits record (a pool of each size, virtual and platform
     * threads) by the 99th percentile of its wait before a meal, and again of its wait for the first meal (on a pool,
     * the time a task sat queued), the runs' median of each; every dinner measured is a deciding row (the question
     * ranks them), shortest first within each wait and meal, and supports that wait's and meal's answer: the threads of
     * its shortest tail.
     */
    static Judgement tailWaits(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        set.evidence(POOL_WAITS, Report.DINNER_KIND).ifPresent(record -> {
            for (String[] wait : List.of(new String[] { Report.MEAL_WAITS, "p99 wait before a meal" },
                    new String[] { Report.FIRST_MEAL_WAITS, "p99 wait for the first meal" })) {
                Map<String, List<Map.Entry<JlbhDinner, Row>>> byMeal = new TreeMap<>();
                for (EvidenceRecord.Table table : record.tables(wait[0])) {
                    JlbhDinner d = JlbhDinner.of(table.section(), record.cores());
                    List<Double> p99 = finite(table, "p99Us");
                    if (!d.mealId().isEmpty() && !p99.isEmpty()) {
                        byMeal.computeIfAbsent(d.mealId(), k -> new ArrayList<>())
                                .add(Map.entry(d, d.at(set.name(), "tailWaits", jlbh(p99, "p99")).row(DECIDES,
                                        Row.HOLDS, wait[1], "µs", median(p99))));
                    }
                }
                // Each wait and meal decides by its shortest tail, whose threads it names; the other threads' rows
                // of that wait and meal are printed beside it, deciding nothing (a pool's row never reads "use
                // virtual threads").
                byMeal.values().forEach(meal -> {
                    List<Map.Entry<JlbhDinner, Row>> sorted = meal.stream()
                            .sorted(Comparator.comparingDouble(e -> e.getValue().valueA())).toList();
                    String does = "for the shortest tail, use " + sorted.getFirst().getKey().threads();
                    for (Map.Entry<JlbhDinner, Row> e : sorted) {
                        boolean least = e == sorted.getFirst();
                        rows.add(least && sorted.size() > 1 ? againstNext(e, sorted.get(1), does, sorted.size())
                                : e.getValue().as(e.getValue().claim(), least ? DECIDES : CONTEXT, least ? does : NA));
                    }
                });
            }
        });
        return Judgement.answered(!rows.isEmpty(), "JLBH's waits: `./philosophers publish --only pool-waits`",
                sources(set, POOL_WAITS)).withRows(rows);
    }

    /**
     * The shortest tail of a wait and meal as its deciding row: against the next shortest, both values, the threads of
     * the shorter named, the factor a figure without an interval.
     */
    private static Row againstNext(Map.Entry<JlbhDinner, Row> least, Map.Entry<JlbhDinner, Row> next, String does,
            int measured) {
        Row a = least.getValue();
        Row b = next.getValue();
        // Two tails within the equivalence margin of each other name no shortest: a percentile of a few runs, with no
        // interval, cannot tell them apart, and an action drawn from such a difference would be noise.
        boolean close = b.valueA() < a.valueA() * Comparison.MARGIN;
        return new Place(a.set(), a.claim(), a.meal(), a.a(), b.a(), a.cpus(), a.size(), a.settings()).judged(DECIDES,
                close ? EITHER : does, a.quantity(), a.unit(), a.valueA(), b.valueA(), a.valueA() / b.valueA(),
                close ? Row.NEITHER : least.getKey().threads(),
                "the shortest of " + measured + " measured, the next shortest beside it", a.forksA(), b.forksA());
    }

    /** What a wait and meal whose two shortest tails lie within the margin of each other supports. */
    static final String EITHER = "either: the two shortest tails lie within 5% of each other";

    /** The percentiles of a JLBH wait table claim 18 shows (column, name), median of the runs. */
    private static final List<String[]> WAIT_PERCENTILES = List.of(new String[] { "p50Us", "p50" },
            new String[] { "p99Us", "p99" }, new String[] { "p9999Us", "p99.99" });

    /**
     * Per dinner of the pool-waits record, beside claim 18's comparisons: the wait before a meal (from the end of the
     * previous) and before the first meal (from the release), the runs' median of each of {@link #WAIT_PERCENTILES}.
     */
    static List<Row> poolWaits(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        set.evidence(POOL_WAITS, Report.DINNER_KIND).ifPresent(record -> {
            Map<String, EvidenceRecord.Table> first = new HashMap<>();
            record.tables(Report.FIRST_MEAL_WAITS).forEach(t -> first.put(t.section(), t));
            for (EvidenceRecord.Table waits : record.tables(Report.MEAL_WAITS)) {
                JlbhDinner d = JlbhDinner.of(waits.section(), record.cores());
                rows.addAll(percentiles(set, d, waits, "wait before a meal"));
                Optional.ofNullable(first.get(waits.section())).ifPresent(firsts -> rows
                        .addAll(percentiles(set, d, firsts, "wait for the first meal, from the release")));
            }
        });
        return rows;
    }

    /** A row for each of {@link #WAIT_PERCENTILES} the table has: the runs' median. */
    private static List<Row> percentiles(ResultSet set, JlbhDinner d, EvidenceRecord.Table table, String wait) {
        List<Row> rows = new ArrayList<>();
        for (String[] percentile : WAIT_PERCENTILES) {
            List<Double> values = finite(table, percentile[0]);
            if (!values.isEmpty()) {
                rows.add(d.at(set.name(), "pooled", jlbh(values, percentile[1])).row(CONTEXT, NA,
                        wait + ", " + percentile[1], "µs", median(values)));
            }
        }
        return rows;
    }

    /** The runs' values of a JLBH table's {@code column}, where it has one. */
    private static List<Double> finite(EvidenceRecord.Table table, String column) {
        return table.rows().stream().map(r -> r.number(column)).filter(Double::isFinite).toList();
    }

    /** How the median of the runs' {@code percentile} was measured. */
    private static String jlbh(List<Double> runs, String percentile) {
        return "JLBH, median of " + Numbers.plural(runs.size(), "run's", "runs'") + " " + percentile
                + ", every meal clocked";
    }

    /**
     * A JLBH dinner as its record's section names it ({@code reentrantLock/pooled(1x-linked)/sleep 16us 1000x100
     * allFull}): its meal's id (empty where the section names none), and in words its meal with the wait asked, its
     * side, and its threads and pool alone, its CPUs (the machine's: JLBH pins none) and its size.
     */
    record JlbhDinner(String mealId, String meal, String side, String threads, String cpus, String size) {
        private static final Pattern WAIT = Pattern.compile("(\\d+)us");
        private static final Pattern SIZE = Pattern.compile("(\\d+)x(\\d+)");

        static JlbhDinner of(String section, int cores) {
            String[] words = section.split(" ");
            String[] label = words[0].split("/");
            boolean named = label.length == 3;
            String mealId = named ? label[2] : "";
            String meal = named ? Words.meal(label[2]) : NA;
            String side = named ? Words.side(label[0], label[1], cores) : words[0];
            // The side's words after its design's: its threads and pool.
            String design = named ? Words.design(label[0]) + ", " : "";
            String threads = side.startsWith(design) ? side.substring(design.length()) : side;
            String size = NA;
            for (String word : Arrays.copyOfRange(words, 1, words.length)) {
                Matcher wait = WAIT.matcher(word);
                Matcher table = SIZE.matcher(word);
                if (wait.matches() && meal.contains("16 µs")) {
                    meal = meal.replace("16 µs", Numbers.count(Double.parseDouble(wait.group(1))) + " µs");
                } else if (table.matches()) {
                    size = Words.size(Double.parseDouble(table.group(1)), Double.parseDouble(table.group(2)));
                }
            }
            return new JlbhDinner(mealId, meal, side, threads, Words.cpus(cores), size);
        }

        /** Where its figures were measured, for {@code claim}'s rows. */
        Place at(String set, String claim, String settings) {
            return new Place(set, claim, meal, side, NA, cpus, size, settings);
        }
    }
}
