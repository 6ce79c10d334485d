package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.evidence.StartCost;
import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cost to start: each comparison of the start-cost record a deciding row of its time to start one, both sides and
 * both counts named, the cheaper side's action; its memory beside it as context; a set without the record waits for it.
 */
class StartCostsTest {
    @TempDir
    Path dir;

    private static String ratio(String side, int sideCount, String other, int otherCount, double sideUs, double otherUs,
            double sideBytes, double otherBytes) {
        return """
                {"comparison":"c","side":"%s","sideCount":%d,"other":"%s","otherCount":%d,"sideMicrosPerStart":%s,
                 "sideMicrosSpread":"1-2","otherMicrosPerStart":%s,"otherMicrosSpread":"3-4","timeRatio":0,
                 "sideBytesPerThing":%s,"otherBytesPerThing":%s,"memoryRatio":0}""".formatted(side, sideCount, other,
                otherCount, sideUs, otherUs, sideBytes, otherBytes);
    }

    /** A set of one noop row and a start-cost record of these options, ratios and other tables ("" for none). */
    private ResultSet set(String options, List<String> ratios, String tables) throws IOException {
        Path raw = ReportTest.rawWithOneNoopRow(dir);
        Files.writeString(Files.createDirectories(dir.resolve("evidence")).resolve("start-cost.json"), """
                {"format":"philosopher-wars evidence","version":1,"kind":"start-cost","title":"The cost to start",
                 "environment":{%s},
                 "blocks":[{"table":"ratios","section":"","columns":[],"rows":[%s]}%s]}"""
                .formatted(options == null ? "" : "\"options\":\"" + options + "\"", String.join(",", ratios), tables),
                StandardCharsets.UTF_8);
        return ResultSet.read(raw, dir);
    }

    @Test
    void platformThreadsStoppedByTheSuitesCeilingAreNotSaidToStopAtTheThreadLimit() throws IOException {
        List<Row> rows = StartCosts.startCost(set(
                "Platform threads up to 32000: the lowest of " + StartCost.SUITE_CEILING
                        + " 32000, kernel.threads-max 192731, half of vm.max_map_count (65530) 32765,"
                        + " ulimit -u 96365: " + StartCost.SUITE_CEILING,
                List.of(ratio("virtual threads", 1000000, "platform threads", 32000, 1.4, 1650, 800, 20000)), ""))
                .rows();

        assertEquals(2, rows.size());
        rows.forEach(
                r -> assertEquals(
                        "1,000,000 virtual threads against 32,000 platform threads (the suite's"
                                + " ceiling, below this machine's thread limit, 32,765 (half of vm.max_map_count))",
                        r.size()));
    }

    /**
     * A side measured in one round says so, never a median's range: by its count of rounds where the record has them,
     * by a spread of one value where an older record has not.
     */
    @Test
    void aSideOfOneRoundSaysOneRound() {
        assertEquals("one round", spread("2568.41–2568.41", null));
        assertEquals("0.48–3.20 µs", spread("0.48–3.20", null));
        assertEquals("one round", spread("2.00–2.00", 1.0));
        // Three rounds that read the same to two decimals are still three.
        assertEquals("2.00–2.00 µs", spread("2.00–2.00", 3.0));
    }

    private static String spread(String spread, Double rounds) {
        java.util.Map<String, Object> cells = new java.util.HashMap<>();
        cells.put(StartCost.SIDE_SPREAD, spread);
        if (rounds != null) {
            cells.put(StartCost.SIDE_ROUNDS, rounds);
        }
        return StartCosts.spread(
                new io.philosopherwars.programs.report.results.EvidenceRecord.Row("f", "ratios", cells),
                StartCost.SIDE_SPREAD, StartCost.SIDE_ROUNDS);
    }

    /**
     * A record with the bounds as a table of their own: the machine's limit is read from it, not from the options'
     * words (here they name none), and the lowest of the machine's own bounds is named.
     */
    @Test
    void theMachinesLimitIsReadFromTheRecordsTableOfBounds() throws IOException {
        List<Row> rows = StartCosts.startCost(set("Platform threads up to 32000",
                List.of(ratio("virtual threads", 1000000, "platform threads", 32000, 1.4, 1650, 800, 20000)), """
                        ,{"table":"limits","section":"","columns":[],"rows":[{"bound":"%s","threads":32000},
                           {"bound":"ulimit -u","threads":40000},{"bound":"kernel.threads-max","threads":192731}]}"""
                        .formatted(StartCost.SUITE_CEILING)))
                .rows();

        assertEquals(2, rows.size());
        rows.forEach(r -> assertEquals("1,000,000 virtual threads against 32,000 platform threads (the suite's"
                + " ceiling, below this machine's thread limit, 40,000 (ulimit -u))", r.size()));
    }

    @Test
    void eachComparisonDecidesByItsTimeToStartAndNamesBothSidesAndCounts() throws IOException {
        Claim.Judgement j = StartCosts.startCost(set(null,
                List.of(ratio("virtual threads", 1000, "tasks on a fixed pool of 2 threads", 1000, 7, 2.5, 2500, 100),
                        ratio("virtual threads", 1000, "platform threads", 1000, 7, 66, 2500, 20000),
                        ratio("virtual threads", 1000000, "platform threads", 32000, 1.4, 1650, 800, 20000)),
                ""));

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        List<Row> deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(3, deciding.size(), j.rows().toString());
        Row pool = deciding.getFirst();
        // Both pairs at 1,000 support one order of the three kinds: one answer, not a tie of two.
        String order = "tasks on a fixed pool of 2 threads, then virtual threads, then platform threads (cheapest to"
                + " start first)";
        assertEquals(order, pool.does());
        assertEquals(order, deciding.get(1).does());
        assertEquals("1,000 each", pool.size());
        assertEquals("StartCost, a JVM per kind and count, median of its measured rounds (spread 1-2 µs against 3-4"
                + " µs)", pool.settings());
        assertEquals("tasks on a fixed pool of 2 threads", pool.faster());
        assertEquals(2.8, pool.ratio(), 1e-9);
        Row platform = deciding.getLast();
        assertEquals("virtual threads, then platform threads (cheapest to start first)", platform.does());
        assertEquals("1,000,000 virtual threads against 32,000 platform threads (the thread limit)", platform.size());
        assertTrue(platform.factorText().startsWith("1,179x") || platform.factorText().startsWith("1179x"),
                platform.factorText());
        List<Row> memory = j.rows().stream().filter(r -> r.role() == Row.Role.CONTEXT).toList();
        assertEquals(List.of(2500.0, 2500.0, 800.0), memory.stream().map(Row::valueA).toList());
        assertTrue(memory.stream().allMatch(r -> r.unit().equals("bytes") && r.does().equals(Words.NA)));
    }

    @Test
    void aSetWithoutTheRecordWaitsForIt() throws IOException {
        Path raw = ReportTest.rawWithOneNoopRow(dir);
        Claim.Judgement j = StartCosts.startCost(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.UNDECIDED, j.outcome());
        assertTrue(j.waitsFor().contains("./philosophers startcost"), j.waitsFor());
        assertEquals(List.of(), j.rows());
    }
}
