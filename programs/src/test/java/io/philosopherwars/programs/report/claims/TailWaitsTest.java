package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.report.CommittedSets;
import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tail question: each dinner of JLBH's wait record a deciding row of its 99th percentile, per wait and meal, the
 * runs' median, shortest first; the same record's percentiles beside claim 18 and its meal lengths beside claim 5.
 */
class TailWaitsTest {
    @TempDir
    Path dir;

    private static String table(String name, String section, double... p99) {
        StringBuilder rows = new StringBuilder();
        for (int run = 0; run < p99.length; run++) {
            rows.append(run == 0 ? "" : ",").append("{\"run\":").append(run + 1).append(",\"p99Us\":").append(p99[run])
                    .append('}');
        }
        return "{\"table\":\"" + name + "\",\"section\":\"" + section
                + "\",\"columns\":[{\"key\":\"run\",\"header\":\"run\"},{\"key\":\"p99Us\",\"header\":\"p99 us\"}],"
                + "\"rows\":[" + rows + "]}";
    }

    @Test
    void eachDinnerIsRankedByTheP99OfEachWaitShortestFirst() throws IOException {
        Path raw = ReportTest.rawWithOneNoopRow(dir);
        Path record = Files.createDirectories(dir.resolve("jlbh")).resolve("pool-waits-allfull.json");
        Files.writeString(record, """
                {"format":"philosopher-wars evidence","version":1,"kind":"jlbh-dinner","title":"JLBH","environment":{},
                 "blocks":[%s,%s,%s,%s]}""".formatted(
                table("mealWaits", "reentrantLock/virtual/noop 1000x100 allFull", 0.2, 0.4),
                table("mealWaits", "reentrantLock/pooled(1x-linked)/noop 1000x100 allFull", 0.1, 0.1),
                table("firstMealWaits", "reentrantLock/virtual/noop 1000x100 allFull", 9000),
                table("firstMealWaits", "reentrantLock/pooled(1x-linked)/noop 1000x100 allFull", 30000)),
                StandardCharsets.UTF_8);

        Claim.Judgement j = Waits.tailWaits(ResultSet.read(raw, dir));

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        assertEquals(List.of(), j.facts());
        String pooled = "ReentrantLock chopsticks, a fixed pool of 1x the cores, linked queue";
        String virtual = "ReentrantLock chopsticks, a virtual thread per philosopher";
        // Every dinner measured is a row, shortest first within each wait and meal: the shortest decides.
        assertEquals(
                List.of("p99 wait before a meal " + pooled + " 0.1", "p99 wait before a meal " + virtual + " 0.3",
                        "p99 wait for the first meal " + virtual + " 9000.0",
                        "p99 wait for the first meal " + pooled + " 30000.0"),
                j.rows().stream().map(r -> r.quantity() + " " + r.a() + " " + Math.round(r.valueA() * 10) / 10.0)
                        .toList());
        // Each wait's answer is the threads of its shortest tail (the pool before a meal, virtual threads before the
        // first), on that row alone: the other threads' row of the same wait is beside it, never "use" another kind.
        assertEquals(List.of(Row.Role.DECIDES, Row.Role.CONTEXT, Row.Role.DECIDES, Row.Role.CONTEXT),
                j.rows().stream().map(Row::role).toList());
        assertEquals(
                List.of("for the shortest tail, use a fixed pool of 1x the cores, linked queue", Words.NA,
                        "for the shortest tail, use a virtual thread per philosopher", Words.NA),
                j.rows().stream().map(Row::does).toList());
        for (Row r : j.rows()) {
            assertEquals("tailWaits", r.claim());
            assertEquals(dir.getFileName().toString(), r.set());
            assertEquals(Words.meal("noop"), r.meal());
            assertEquals("1,000 × 100", r.size());
            assertEquals("µs", r.unit());
            // The record names no machine: its CPUs are not known.
            assertEquals(Words.NA, r.cpus());
            if (r.role() == Row.Role.CONTEXT) {
                assertEquals(Words.NA, r.b());
                assertTrue(Double.isNaN(r.valueB()) && Double.isNaN(r.ratio()), r.toString());
            }
        }
        // A deciding row names the next shortest as its other side, with both values: a figure without an interval.
        Row before = j.rows().getFirst();
        assertEquals(virtual, before.b());
        assertEquals(0.3, Math.round(before.valueB() * 10) / 10.0);
        assertEquals(before.valueA() / before.valueB(), before.ratio(), 1e-12);
        assertEquals("a fixed pool of 1x the cores, linked queue", before.faster());
        assertEquals(pooled, j.rows().get(2).b());
        assertTrue(j.rows().getFirst().settings().startsWith("JLBH, median of 2 runs' p99"),
                j.rows().getFirst().settings());
        // Its headline is computed from its rows: the action, then the least and the most of each wait and meal.
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("tailWaits")).findFirst().orElseThrow();
        String headline = Answer.of("set", claim, j).headline().text();
        // A tie names each action's rows by what tells them apart but their sides, which the table below names.
        assertTrue(headline.startsWith("No one answer: 2 measured rows (2 made), figures without an interval, as many"
                + " for each of 2 actions. For the shortest tail, use a fixed pool of 1x the cores, linked queue (1): p99"
                + " wait before a meal: 3.0x faster."), headline);

        // Without the record the question waits for it.
        Files.delete(record);
        Claim.Judgement none = Waits.tailWaits(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.UNDECIDED, none.outcome());
        assertTrue(none.waitsFor().contains("pool-waits"), none.waitsFor());
        assertEquals(List.of(), none.rows());
    }

    /**
     * On each committed set: every dinner of its pool-waits record is a row of each wait its record measured, with the
     * runs' median p99; claim 18 has the p50, p99 and p99.99 of each wait as context rows, and claim 5 the meal lengths
     * of the sleeping and spinning dinners.
     */
    @Test
    void everyDinnerOfACommittedSetsRecordIsARow() {
        for (Path folder : Layout.sets(CommittedSets.RESULTS)) {
            ResultSet set = CommittedSets.read(folder);
            EvidenceRecord record = set.evidence(Claims.POOL_WAITS, Report.DINNER_KIND).orElseThrow();
            Claim.Judgement j = Waits.tailWaits(set);
            assertEquals(Claim.Outcome.ANSWERED, j.outcome(), folder.toString());
            List<Row> tail = j.rows();
            int expected = 0;
            for (String[] wait : List.of(new String[] { Report.MEAL_WAITS, "p99 wait before a meal" },
                    new String[] { Report.FIRST_MEAL_WAITS, "p99 wait for the first meal" })) {
                for (EvidenceRecord.Table table : record.tables(wait[0])) {
                    expected++;
                    Waits.JlbhDinner d = Waits.JlbhDinner.of(table.section(), record.cores());
                    double median = Claims.median(
                            table.rows().stream().map(r -> r.number("p99Us")).filter(Double::isFinite).toList());
                    List<Row> mine = tail.stream().filter(
                            r -> r.quantity().equals(wait[1]) && r.a().equals(d.side()) && r.meal().equals(d.meal()))
                            .toList();
                    assertEquals(1, mine.size(), folder + " " + table.section());
                    assertEquals(median, mine.getFirst().valueA(), folder + " " + table.section());
                    assertEquals("2 CPUs", mine.getFirst().cpus());
                }
            }
            assertEquals(expected, tail.size(), folder.toString());
            assertTrue(expected > 0, folder.toString());
            // In each wait and meal, the shortest tail's row alone decides.
            tail.stream().collect(java.util.stream.Collectors.groupingBy(r -> r.quantity() + " " + r.meal()))
                    .forEach((group, rows) -> {
                        Row least = rows.stream().min(java.util.Comparator.comparingDouble(Row::valueA)).orElseThrow();
                        assertEquals(List.of(least), rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList(),
                                folder + " " + group);
                    });

            List<Row> pool = Waits.poolWaits(set);
            assertEquals(6 * record.tables(Report.MEAL_WAITS).size(), pool.size(), folder.toString());
            assertTrue(pool.stream().allMatch(r -> r.role() == Row.Role.CONTEXT && r.claim().equals("pooled")));
            EvidenceRecord.Table first = record.tables(Report.FIRST_MEAL_WAITS).getFirst();
            Waits.JlbhDinner d = Waits.JlbhDinner.of(first.section(), record.cores());
            assertEquals(Claims.median(first.rows().stream().map(r -> r.number("p9999Us")).toList()),
                    pool.stream()
                            .filter(r -> r.a().equals(d.side()) && r.meal().equals(d.meal())
                                    && r.quantity().equals("wait for the first meal, from the release, p99.99"))
                            .findFirst().orElseThrow().valueA());
            Claim.Judgement pooled = Claims.all().stream().filter(c -> c.id().equals("pooled")).findFirst()
                    .orElseThrow().judge().judge(set);
            assertTrue(pooled.rows().containsAll(pool), folder.toString());
            assertTrue(pooled.facts().stream().noneMatch(f -> f.contains(" µs")), pooled.facts().toString());

            List<Row> clock = Waits.mealClock(set);
            long clocked = record.tables(Report.MEAL_LENGTHS).stream()
                    .filter(t -> t.section().contains("/sleep ") || t.section().contains("/activeWait ")).count();
            assertEquals(clocked, clock.size(), folder.toString());
            assertTrue(clock.stream().allMatch(r -> r.quantity().equals("meal length, p50")
                    && r.role() == Row.Role.CONTEXT && r.meal().endsWith("16 µs asked")), clock.toString());
            Claim.Judgement spin = Claims.all().stream().filter(c -> c.id().equals("spinVsSleep")).findFirst()
                    .orElseThrow().judge().judge(set);
            assertTrue(spin.rows().containsAll(clock), folder.toString());
            assertTrue(spin.facts().stream().noneMatch(f -> f.contains("a meal lasted")), spin.facts().toString());
        }
    }
}
