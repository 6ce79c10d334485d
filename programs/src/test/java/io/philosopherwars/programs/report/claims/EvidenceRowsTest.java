package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.evidence.EqualWaits;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.report.CommittedSets;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The evidence rules on the committed sets: every number they read reaches the reader as a row with its context and its
 * role, never as a sentence. The rows that decide are the ones the verdict is computed from, a positive control is
 * never one of them, each value is the evidence record's own number (or the median the rule computes from them), a
 * ranking question has a row for every dinner measured, and no verdict moved.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class EvidenceRowsTest {
    private static final Path RESULTS = Path.of("..", "results");
    private static final String INTEL = "intel-xeon-2c";
    private static final String AMD = "amd-epyc-2c";

    /** The claims whose rows come from {@link Evidence}, and their verdicts on each set (before and after rows). */
    private static final Map<String, Map<String, Claim.Outcome>> OUTCOMES = Map.of(INTEL,
            Map.of("pinning", Claim.Outcome.FAILS, "spinVsSleep", Claim.Outcome.FAILS, "monitors", Claim.Outcome.PARTLY,
                    "apiSimplicity", Claim.Outcome.FAILS, "portExhaustion", Claim.Outcome.FAILS, "jmhJlbh",
                    Claim.Outcome.HOLDS, "unfairness", Claim.Outcome.FAILS, "memory", Claim.Outcome.ANSWERED,
                    "allocation", Claim.Outcome.ANSWERED),
            AMD,
            // Remeasured at 6008872 (2026-11-26): claim 6 holds at 1 CPU, not at 2; JMH and JLBH agree on all four.
            Map.of("pinning", Claim.Outcome.FAILS, "spinVsSleep", Claim.Outcome.FAILS, "monitors", Claim.Outcome.PARTLY,
                    "apiSimplicity", Claim.Outcome.FAILS, "portExhaustion", Claim.Outcome.FAILS, "jmhJlbh",
                    Claim.Outcome.HOLDS, "unfairness", Claim.Outcome.FAILS, "memory", Claim.Outcome.ANSWERED,
                    "allocation", Claim.Outcome.ANSWERED));

    /** The claims whose every number is a row: no fact is left to them. */
    private static final List<String> NO_FACTS = List.of("pinning", "apiSimplicity", "portExhaustion", "jmhJlbh",
            "unfairness", "memory", "allocation");

    private static ResultSet set(String name) {
        return CommittedSets.read(RESULTS.resolve(name));
    }

    private static Claim.Judgement judge(ResultSet set, String id) {
        return Claims.all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow().judge().judge(set);
    }

    private static List<Row> rows(Claim.Judgement j, Row.Role role) {
        return j.rows().stream().filter(r -> r.role() == role).toList();
    }

    private static EvidenceRecord record(ResultSet set, String file, String kind) {
        return set.evidence(file, kind).orElseThrow(() -> new AssertionError(set.name() + " has no " + file));
    }

    private static List<EvidenceRecord.Row> all(EvidenceRecord record, String table) {
        return record.rows(table);
    }

    /** Sorted, so that two lists of the same numbers in any order compare equal. */
    private static List<Double> sorted(List<Double> values) {
        return values.stream().sorted().toList();
    }

    private static void assertSameNumbers(List<Double> expected, List<Double> actual, String what) {
        List<Double> e = sorted(expected);
        List<Double> a = sorted(actual);
        assertEquals(e.size(), a.size(), what + ": " + e + " against " + a);
        for (int i = 0; i < e.size(); i++) {
            assertEquals(e.get(i), a.get(i), 1e-9 * Math.max(1, Math.abs(e.get(i))), what + ": " + e + " against " + a);
        }
    }

    @Test
    void everyRowNamesItsSetAndClaimAndNoVerdictMoved() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            OUTCOMES.get(name).forEach((id, outcome) -> {
                Claim.Judgement j = judge(set, id);
                assertEquals(outcome, j.outcome(), name + " " + id);
                // Both sets have an equal-waits record: claim 5 is judged on it, its rows deciding.
                assertTrue(j.rows().stream().anyMatch(r -> r.role() != Row.Role.CONTEXT)
                        || !id.equals("spinVsSleep") && !j.rows().isEmpty(), name + " " + id + " " + j.rows());
                for (Row r : j.rows()) {
                    String where = name + " " + id + " " + r;
                    assertEquals(name, r.set(), where);
                    assertEquals(id, r.claim(), where);
                    for (String field : List.of(r.does(), r.meal(), r.a(), r.b(), r.cpus(), r.size(), r.quantity(),
                            r.unit(), r.faster(), r.verdict(), r.settings())) {
                        assertFalse(field.isBlank(), where);
                    }
                    if (r.role() == Row.Role.DECIDES) {
                        assertTrue(List.of(Row.HOLDS, Row.FAILS, Row.UNDECIDED).contains(r.does()), where);
                    } else {
                        assertEquals(Words.NA, r.does(), "a control or context row supports no action: " + where);
                    }
                    // A row of one side has no factor.
                    assertTrue(!r.b().equals(Words.NA) || Double.isNaN(r.ratio()), where);
                }
                if (NO_FACTS.contains(id)) {
                    // Words only (the memory record's race, where the set's record predates the held meals).
                    assertTrue(j.facts().stream().noneMatch(f -> f.matches("(?s).*\\d.*")),
                            name + " " + id + ": its numbers are rows: " + j.facts());
                }
                if (id.equals("monitors")) {
                    assertTrue(j.facts().stream().allMatch(f -> f.startsWith("mechanism, ")), j.facts().toString());
                }
            });
        }
    }

    /**
     * Claim 13: the narrow namespace is the positive control and never decides; the GETs lost for want of a port on
     * this machine's own settings, on virtual threads, do; the headline cannot quote the control.
     */
    @Test
    void portsDecideOnTheMachinesSettingsAndTheNarrowNamespaceIsOnlyTheControl() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "portExhaustion");
            List<EvidenceRecord.Row> record = all(record(set, Claims.PORTS, PortExhaustion.KIND), PortExhaustion.ROWS)
                    .stream().filter(r -> r.measured(PortExhaustion.REQUESTS)).toList();
            boolean narrowRecord = record.stream().anyMatch(r -> r.has(PortExhaustion.NETWORK)
                    && r.text(PortExhaustion.NETWORK).equals(PortExhaustion.Network.NARROW.id()));
            List<Row> control = j.rows().stream().filter(r -> r.settings().contains("network namespace of its own"))
                    .toList();
            assertTrue(control.stream().allMatch(r -> r.role() == Row.Role.CONTROL), control.toString());
            assertEquals(narrowRecord, !control.isEmpty(), name);
            // Each record row's GETs lost for want of a port is a row, its value the record's.
            List<Row> ports = j.rows().stream().filter(r -> r.quantity().equals("GETs failed for want of a port"))
                    .toList();
            assertSameNumbers(record.stream().map(r -> r.number(PortExhaustion.FAILED_FOR_PORTS)).toList(),
                    ports.stream().map(Row::valueA).toList(), name + " GETs lost for want of a port");
            assertSameNumbers(
                    record.stream().map(r -> r.number(PortExhaustion.FAILED)).toList(), j.rows().stream()
                            .filter(r -> r.quantity().equals("GETs failed, for any reason")).map(Row::valueA).toList(),
                    name + " GETs failed");
            List<Row> deciding = rows(j, Row.Role.DECIDES);
            assertFalse(deciding.isEmpty(), name);
            for (Row r : deciding) {
                assertEquals("GETs failed for want of a port", r.quantity(), r.toString());
                assertTrue(r.settings().contains("this machine's own network settings"), r.toString());
                assertTrue(r.a().contains("a virtual thread per philosopher"), r.toString());
                assertFalse(r.a().contains("semaphore"), r.toString());
            }
            Headline headline = Headline.of(j.rows());
            assertEquals(deciding.size(), headline.made());
        }
        // On the Intel Xeon the defaults lost no GET to ports on this machine's settings, while the control did.
        Claim.Judgement intel = judge(set(INTEL), "portExhaustion");
        assertTrue(rows(intel, Row.Role.DECIDES).stream().allMatch(r -> r.valueA() == 0 && r.does().equals(Row.FAILS)));
        assertTrue(rows(intel, Row.Role.CONTROL).stream().anyMatch(r -> r.valueA() == 75_373));
        // So on the AMD EPYC, remeasured with its control: the narrow namespace lost 76,257 GETs to ports.
        Claim.Judgement amd = judge(set(AMD), "portExhaustion");
        assertTrue(rows(amd, Row.Role.DECIDES).stream().allMatch(r -> r.valueA() == 0 && r.does().equals(Row.FAILS)));
        assertTrue(rows(amd, Row.Role.CONTROL).stream().anyMatch(r -> r.valueA() == 76_257));
    }

    /**
     * Claim 4: the JDK 25 fresh-monitor runs decide (the experiment's and the probe across JDKs'), the monitor pinned
     * on purpose and the JDK 21 fresh-monitor run are controls, the rest is context; each value is the record's.
     */
    @Test
    void pinningDecidesOnTheFreshMonitorAndItsControlsAreControls() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "pinning");
            EvidenceRecord experiment = record(set, Claims.JEP491, Jep491Program.KIND);
            double control = all(experiment, Jep491Program.CONTROL).getFirst().number(Jep491Program.PINNED);
            double fresh = experiment.tables(Jep491Program.RUNS).getFirst().where(Jep491Program.MONITOR, "fresh")
                    .stream().mapToDouble(r -> r.number(Jep491Program.PINNED)).sum();
            Row initializer = j.rows().stream().filter(r -> r.a().contains("class initializer")).findFirst()
                    .orElseThrow();
            assertEquals(Row.Role.CONTROL, initializer.role());
            assertEquals(control, initializer.valueA());
            assertEquals("pinned events", initializer.quantity());

            EvidenceRecord.Table summary = record(set, Claims.JEP491_JDKS, PinningAcrossJdks.KIND)
                    .tables(PinningAcrossJdks.SUMMARY).getFirst();
            Map<String, Double> freshPinned = new TreeMap<>();
            summary.where(PinningAcrossJdks.RUN, "fresh").forEach(
                    r -> freshPinned.put(r.text(PinningAcrossJdks.JDK), r.number(PinningAcrossJdks.PINNED_MEDIAN)));
            String jdk21 = freshPinned.keySet().stream().filter(k -> k.startsWith("21")).findFirst().orElseThrow();
            String jdk25 = freshPinned.keySet().stream().filter(k -> !k.startsWith("21")).findFirst().orElseThrow();

            List<Row> deciding = rows(j, Row.Role.DECIDES);
            assertEquals(2, deciding.size(), deciding.toString());
            Row probe = deciding.stream().filter(r -> r.a().startsWith("JDK " + jdk25 + ", a fresh monitor per task"))
                    .filter(r -> r.quantity().equals("pinned events per run")).findFirst().orElseThrow();
            assertEquals(freshPinned.get(jdk25), probe.valueA());
            Row ownRun = deciding.stream().filter(r -> r.quantity().equals("pinned events")).findFirst().orElseThrow();
            assertEquals(fresh, ownRun.valueA());
            assertTrue(ownRun.a().contains("a fresh monitor per task"), ownRun.a());
            assertTrue(ownRun.a().startsWith("JDK 25"), ownRun.a());
            assertEquals(Row.FAILS, ownRun.does(), "no pinned event beside a control that pinned");

            Row before = j.rows().stream().filter(r -> r.a().startsWith("JDK " + jdk21 + ", a fresh monitor per task")
                    && r.quantity().equals("pinned events per run")).findFirst().orElseThrow();
            assertEquals(Row.Role.CONTROL, before.role());
            assertEquals(freshPinned.get(jdk21), before.valueA());
            // Every number of the summary is a row: its median, shortest and longest run times among them.
            for (EvidenceRecord.Row r : summary.rows()) {
                String side = "JDK " + r.text(PinningAcrossJdks.JDK) + ", ";
                List<Double> times = j.rows().stream().filter(
                        x -> x.a().startsWith(side) && x.b().equals(Words.NA) && x.quantity().startsWith("run time"))
                        .map(Row::valueA).toList();
                assertTrue(times.contains(r.number(PinningAcrossJdks.ELAPSED_MEDIAN_MS))
                        && times.contains(r.number(PinningAcrossJdks.ELAPSED_MIN_MS))
                        && times.contains(r.number(PinningAcrossJdks.ELAPSED_MAX_MS)), side + times);
            }
            // The talk's file-read rows are comparisons beside it.
            assertTrue(j.rows().stream().filter(r -> r.meal().startsWith("16 KB file read"))
                    .allMatch(r -> r.role() == Row.Role.CONTEXT && Double.isFinite(r.ratio())));
        }
    }

    /** Claim 14: a row per dinner both tools measured, JLBH's median p50 over JMH's median, each deciding. */
    @Test
    void jmhAgainstJlbhIsARowPerDinner() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "jmhJlbh");
            List<Double> p50 = new ArrayList<>();
            for (EvidenceRecord.Table table : record(set, Claims.JLBH_FILE_READ, Report.DINNER_KIND)
                    .tables(Report.PROBES)) {
                p50.add(Claims.median(table.where(Report.PROBE, Report.END_TO_END).stream()
                        .map(r -> r.number(Report.P50 + "Ms")).toList()));
            }
            List<Row> deciding = rows(j, Row.Role.DECIDES);
            assertEquals(j.rows(), deciding, "every row decides");
            assertSameNumbers(p50, deciding.stream().map(Row::valueA).toList(), name + " JLBH p50");
            for (Row r : deciding) {
                assertEquals(r.valueA() / r.valueB(), r.ratio(), 1e-12);
                assertEquals(Row.agreeing(Math.max(r.ratio(), 1 / r.ratio()) < Claims.SAME_ORDER), r.does());
                assertEquals("1,000 philosophers, the first to 10,000 meals", r.size(), r.toString());
                assertEquals(Words.meal("fileRead"), r.meal());
            }
        }
    }

    /** Claim 15: every race's philosophers who never ate decide; its fairness and meals are beside them. */
    @Test
    void unfairnessIsARowPerRace() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "unfairness");
            List<Double> never = new ArrayList<>();
            for (Implementation i : Claims.LOCKS) {
                for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                    Dinner d = new Dinner(i, kind);
                    set.races(d, WorkloadKind.NOOP, d, WorkloadKind.NOOP)
                            .ifPresent(race -> never.add(race[0].metric("neverAte")));
                }
            }
            List<Row> deciding = rows(j, Row.Role.DECIDES);
            assertEquals(6, deciding.size());
            assertSameNumbers(never, deciding.stream().map(Row::valueA).toList(), name + " never ate");
            assertTrue(deciding.stream().allMatch(r -> r.quantity().equals("philosophers who never ate")));
            assertEquals(2 * deciding.size(), rows(j, Row.Role.CONTEXT).size(), "fairness and meals of each");
            assertFalse(j.comparisons().isEmpty(), "fair against unfair locks on fixed work, as before");
        }
    }

    /**
     * Claim 16: every dinner of the memory record with a live heap is a deciding row (the headline ranks them by
     * value), least first; each size's heap and resident set are the record's numbers, beside it.
     */
    @Test
    void memoryRanksEveryDinnerOfTheRecord() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "memory");
            List<EvidenceRecord.Row> record = all(record(set, Claims.MEMORY, MemoryProbe.KIND), MemoryProbe.ROWS);
            long dinners = record.stream().filter(r -> r.measured(MemoryProbe.HEAP_PER_PHILOSOPHER))
                    .map(r -> r.text(MemoryProbe.IMPLEMENTATION) + "/" + r.text(MemoryProbe.THREADS)).distinct()
                    .count();
            List<Row> ranked = rows(j, Row.Role.DECIDES);
            assertEquals(dinners, ranked.size(), name + ": a row for every dinner measured");
            assertEquals(dinners, ranked.stream().map(Row::a).distinct().count(), "each dinner once");
            assertTrue(ranked.stream().allMatch(r -> r.does().equals(Row.HOLDS) && r.b().equals(Words.NA)
                    && Double.isNaN(r.ratio()) && r.quantity().equals(Footprint.quantity(Footprint.raced(set)))));
            assertEquals(sorted(ranked.stream().map(Row::valueA).toList()), ranked.stream().map(Row::valueA).toList(),
                    "least first");
            assertSameNumbers(
                    record.stream().filter(r -> r.measured(MemoryProbe.HEAP_PER_PHILOSOPHER))
                            .map(r -> r.number(MemoryProbe.HEAP_PER_PHILOSOPHER)).toList(),
                    j.rows().stream().filter(r -> r.quantity().equals("bytes of live heap per philosopher"))
                            .map(Row::valueA).toList(),
                    name + " live heap");
            assertSameNumbers(
                    record.stream().filter(r -> r.measured(MemoryProbe.RSS_PER_PHILOSOPHER))
                            .map(r -> r.number(MemoryProbe.RSS_PER_PHILOSOPHER)).toList(),
                    j.rows().stream().filter(
                            r -> r.quantity().equals("bytes of resident memory outside the heap per philosopher"))
                            .map(Row::valueA).toList(),
                    name + " resident set");
        }
    }

    /** Claim 17: every noop dinner measured with -prof gc is a deciding row, its bytes per meal the JMH row's. */
    @Test
    void allocationRanksEveryDinnerMeasured() {
        for (String name : List.of(INTEL, AMD)) {
            ResultSet set = set(name);
            Claim.Judgement j = judge(set, "allocation");
            // Every noop dinner measured with -prof gc on the machine's CPUs, a pool of every size included.
            List<Double> bytes = set.fixedRows(WorkloadKind.NOOP, r -> Double.isFinite(r.bytesPerMeal())).stream()
                    .map(JmhRow::bytesPerMeal).toList();
            // The JMH ranking is the noop meal's; a set with a collectors record also ranks each blocking meal's
            // dinners.
            List<Row> ranked = rows(j, Row.Role.DECIDES).stream().filter(r -> r.meal().equals(Words.meal("noop")))
                    .toList();
            assertFalse(ranked.isEmpty(), name);
            assertSameNumbers(bytes, ranked.stream().map(Row::valueA).toList(), name + " bytes per meal");
            assertEquals(sorted(ranked.stream().map(Row::valueA).toList()), ranked.stream().map(Row::valueA).toList(),
                    "least first");
            assertTrue(ranked.stream().allMatch(r -> r.does().equals(Row.HOLDS) && r.b().equals(Words.NA)
                    && r.meal().equals(Words.meal("noop")) && r.quantity().equals("bytes allocated per meal")));
        }
    }

    /** Claim 5 on the Intel set's equal waits: a deciding row per thread kind and wait, A / B the JVMs' median. */
    @Test
    void equalWaitsAreARowPerThreadKindAndWait() {
        ResultSet set = set(INTEL);
        Claim.Judgement j = judge(set, "spinVsSleep");
        Map<String, List<Double>> groups = new TreeMap<>();
        all(record(set, Claims.EQUAL_WAITS, EqualWaits.KIND), EqualWaits.JVMS).stream()
                .filter(r -> r.measured(EqualWaits.SPIN_OVER_SLEEP))
                .forEach(r -> groups
                        .computeIfAbsent(r.text(EqualWaits.THREADS) + "/" + r.number(EqualWaits.REQUESTED_US),
                                k -> new ArrayList<>())
                        .add(r.number(EqualWaits.SPIN_OVER_SLEEP)));
        List<Row> deciding = rows(j, Row.Role.DECIDES);
        assertEquals(groups.size(), deciding.size());
        assertSameNumbers(groups.values().stream().map(Claims::median).toList(),
                deciding.stream().map(Row::ratio).toList(), "spin over sleep");
        assertSameNumbers(groups.values().stream().map(g -> g.stream().min(Double::compare).orElseThrow()).toList(),
                deciding.stream().map(Row::low).toList(), "the JVMs' lowest");
        assertTrue(deciding.stream().allMatch(r -> r.forksA() == 3 && r.size().equals("100 philosophers")));
    }

    /** Claim 6 on the AMD set's monitors record: each JVM's eating ns per meal is a row, beside the comparisons. */
    @Test
    void monitorsGiveEveryJvmItsRow() {
        ResultSet set = set(AMD);
        Claim.Judgement j = judge(set, "monitors");
        List<Double> record = all(record(set, Claims.MONITORS, MonitorCost.KIND), MonitorCost.JVMS).stream()
                .filter(r -> r.measured(MonitorCost.EATING_NS_PER_MEAL))
                .map(r -> r.number(MonitorCost.EATING_NS_PER_MEAL)).toList();
        assertSameNumbers(record,
                j.rows().stream().filter(r -> r.settings().contains("the JVM of block")).map(Row::valueA).toList(),
                "eating ns per meal");
        assertTrue(j.rows().stream().allMatch(r -> r.role() == Row.Role.CONTEXT), "claim 6's rows decide nothing");
        assertTrue(j.rows().stream().filter(r -> r.settings().startsWith("./philosophers monitors"))
                .allMatch(r -> r.size().equals("1,000 × 1,000")));
        assertFalse(j.comparisons().isEmpty());
    }
}
