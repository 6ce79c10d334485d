package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import io.philosopherwars.programs.report.CommittedSets;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.RingRow;
import io.philosopherwars.programs.report.stats.Comparison;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The numbers beside a claim's comparisons as rows, on each committed set: claim 1's thread-start floor, claim 2's
 * switch counts and its dinners, the whole dinner beside claims 3 and 12, vert.x's design gain and framework cost
 * beside claim 7; each a context row with its source's number, and no fact left that says the same in a sentence.
 */
class ContextRowsTest {
    private static final Set<String> CONVERTED = Set.of("threadStart", "contextSwitch", "blockingIo", "vertx",
            "scaling", "vertxFreezes", "http", "tailWaits");

    private static List<ResultSet> sets() {
        List<ResultSet> sets = CommittedSets.all();
        assertTrue(!sets.isEmpty());
        return sets;
    }

    private static Map<String, Claim.Judgement> judge(ResultSet set) {
        return Claims.all().stream().collect(Collectors.toMap(Claim::id, c -> c.judge().judge(set)));
    }

    @Test
    void everyRowNamesItsSetAndClaimAndOnlyTheRankingAndScaleClaimsOfTheseRulesHaveDecidingRows() {
        for (ResultSet set : sets()) {
            judge(set).forEach((id, j) -> {
                for (Row r : j.rows()) {
                    assertEquals(set.name(), r.set(), id);
                    assertEquals(id, r.claim(), id);
                    if (r.role() != Row.Role.DECIDES) {
                        assertEquals(Words.NA, r.does(), r.toString());
                    }
                }
                if (CONVERTED.contains(id)) {
                    assertEquals(List.of(), j.facts(), set.name() + " " + id);
                }
                // The claims this test's rules cover decide on their comparisons: their own rows are context.
                if (CONVERTED.contains(id) && !Set.of("scaling", "vertxFreezes", "tailWaits").contains(id)) {
                    assertTrue(j.rows().stream().allMatch(r -> r.role() == Row.Role.CONTEXT), set.name() + " " + id);
                }
            });
        }
    }

    @Test
    void theThreadStartFloorIsARowPerKindAndCountWithTheMedianOfItsMeasuredRounds() {
        for (ResultSet set : sets()) {
            List<Row> rows = judge(set).get("threadStart").rows();
            EvidenceRecord record = set.evidence(Claims.THREAD_START, ThreadStartFloor.KIND).orElseThrow();
            int made = 0;
            for (EvidenceRecord.Table table : record.tables(ThreadStartFloor.ROUNDS)) {
                for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                    Map<Integer, List<Double>> byCount = table.where(ThreadStartFloor.THREADS, kind.id()).stream()
                            .filter(r -> r.number(ThreadStartFloor.ROUND) != 1)
                            .collect(Collectors.groupingBy(r -> (int) r.number(ThreadStartFloor.COUNT), Collectors
                                    .mapping(r -> r.number(ThreadStartFloor.MICROS_PER_THREAD), Collectors.toList())));
                    for (Map.Entry<Integer, List<Double>> e : byCount.entrySet()) {
                        made++;
                        String size = String.format(java.util.Locale.ROOT, "%,d threads", e.getKey());
                        String a = kind == ThreadKind.VIRTUAL ? "a virtual thread" : "a platform thread";
                        Row row = rows.stream().filter(r -> r.a().equals(a) && r.size().equals(size)).findFirst()
                                .orElseThrow(() -> new AssertionError(a + " " + size + " in " + rows));
                        assertEquals(Claims.median(e.getValue()), row.valueA());
                        assertEquals("time to start one thread", row.quantity());
                        assertEquals("µs", row.unit());
                        assertEquals("2 CPUs", row.cpus());
                        assertEquals(
                                "ThreadStartFloor, median of " + e.getValue().size() + " rounds, the first left out",
                                row.settings());
                    }
                }
            }
            assertEquals(made, rows.size(), set.name());
        }
    }

    @Test
    void theWholeDinnerBesideTheMealClaimsAndVertxsDesignAndFrameworkAreTheirComparisons() {
        for (ResultSet set : sets()) {
            Map<String, Claim.Judgement> judged = judge(set);
            Map<String, List<WorkloadKind>> meals = Map.of("blockingIo",
                    List.of(WorkloadKind.FILE_READ, WorkloadKind.FILE_READ_DIRECT), "http",
                    List.of(WorkloadKind.URL_CONNECTION, WorkloadKind.HTTP_CLIENT, WorkloadKind.OKHTTP));
            meals.forEach((id, workloads) -> {
                // The whole dinner of every pair the claim asks for, on the machine's CPUs.
                List<Comparison> whole = Claims.threadPairs(Claims.LOCKS, workloads, Quantity.DINNER).stream()
                        .flatMap(check -> check.resolve(set).stream()).toList();
                List<Row> rows = judged.get(id).rows();
                assertTrue(rows.stream().allMatch(r -> r.quantity().equals(Words.quantity(Quantity.DINNER)) && Set
                        .of("virtual threads", "platform threads", Row.NEITHER, Row.UNDECIDED).contains(r.faster())),
                        rows.toString());
                assertSameComparisons(rows, whole);
            });
            List<Comparison> vertx = new ArrayList<>(Claim.resolve(set, Claims.pairing(Pairing.DESIGN)));
            vertx.addAll(Claim.resolve(set, Claims.pairing(Pairing.FRAMEWORK)));
            assertSameComparisons(judged.get("vertx").rows(), vertx);
        }
    }

    /** One row per comparison, in order, with its sides' values and its ratio, interval and verdict. */
    private static void assertSameComparisons(List<Row> rows, List<Comparison> comparisons) {
        Function<Comparison, String> key = c -> Words.side(c.a()) + " / " + Words.side(c.b()) + " " + c.a().work() + " "
                + c.a().cpus();
        Map<String, Comparison> byKey = new java.util.LinkedHashMap<>();
        comparisons.forEach(c -> byKey.putIfAbsent(key.apply(c), c));
        for (Row r : rows) {
            Comparison c = comparisons.stream()
                    .filter(x -> Words.side(x.a()).equals(r.a()) && Words.side(x.b()).equals(r.b())
                            && Words.meal(x.a().work()).equals(r.meal()) && Words.cpus(x.a().cpus()).equals(r.cpus()))
                    .findFirst().orElseThrow(() -> new AssertionError("no comparison for " + r));
            assertEquals(c.meanA(), r.valueA(), 1e-12 * c.meanA());
            assertEquals(c.meanB(), r.valueB(), 1e-12 * c.meanB());
            assertEquals(c.ratio(), r.ratio(), 1e-12);
            assertEquals(c.verdict().id(), r.verdict());
            assertEquals(Row.Role.CONTEXT, r.role());
        }
        assertEquals(byKey.size(), rows.size(), rows.toString());
    }

    @Test
    void theContextSwitchCountsAreRowsWithTheirSourcesNumbers() {
        for (ResultSet set : sets()) {
            List<Row> rows = judge(set).get("contextSwitch").rows();
            List<ResultSet.Pair> rings = set.handOffs();
            for (ResultSet.Pair pair : rings) {
                RingRow platform = (RingRow) pair.b();
                Comparison direction = Comparison.of(pair, Quantity.HAND_OFF);
                assertEquals(1,
                        rows.stream().filter(r -> r.a().equals(Words.side(pair.a()))
                                && r.size().equals(Words.size(platform)) && r.ratio() == direction.ratio()).count(),
                        rows.toString());
                if (!Double.isNaN(platform.switchesPerHop())) {
                    assertEquals(1, rows.stream()
                            .filter(r -> r.a().equals(Words.side(platform)) && r.size().equals(Words.size(platform))
                                    && r.quantity().equals("kernel context switches per hand-off")
                                    && r.valueA() == platform.switchesPerHop())
                            .count(), rows.toString());
                }
            }
            for (io.philosopherwars.core.Implementation lock : Claims.LOCKS) {
                set.fixedRow(io.philosopherwars.programs.report.results.Dinner.platform(lock),
                        io.philosopherwars.core.workload.WorkloadKind.NOOP, r -> true)
                        .filter(r -> !Double.isNaN(r.metric("switchesPerMeal"))).ifPresent(r -> {
                            assertTrue(
                                    rows.stream()
                                            .anyMatch(x -> x.a().equals(Words.side(r))
                                                    && x.quantity()
                                                            .equals("kernel context switches per meal while eating")
                                                    && x.valueA() == r.metric("switchesPerMeal")),
                                    r.label() + " in " + rows);
                            assertTrue(
                                    rows.stream()
                                            .anyMatch(x -> x.a().equals(Words.side(r))
                                                    && x.quantity().equals(Words.quantity(Quantity.SETUP))
                                                    && x.valueA() == r.mean(Quantity.SETUP)),
                                    r.label() + " in " + rows);
                        });
            }
        }
    }
}
