package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The cost to start: a row per kind and count from JVMs of their own, ratios that name both sides, bad input. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class StartCostTest {
    @TempDir
    Path dir;

    /**
     * A small run: every kind at 100, platform threads also at 1,000 above a limit of 500, which is a stopped row with
     * its reason and no JVM; the ratios name both sides and the count.
     */
    @Test
    void everyKindAndCountIsARowAndACountAboveTheLimitIsStoppedWithItsReason() throws Exception {
        Path page = dir.resolve("start-cost.md");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = StartCost.run(
                new String[] { "--counts", "100", "--platform-counts", "100,1000", "--platform-limit", "500",
                        "--rounds", "1", "--report", page.toString() },
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(Command.OK, exit, err.toString(StandardCharsets.UTF_8));
        EvidenceRecord record = EvidenceRecord.parse("x", Files.readString(dir.resolve("start-cost.json")),
                StartCost.KIND);
        List<EvidenceRecord.Row> rows = record.tables(StartCost.ROUNDS).getFirst().rows();
        Set<String> measured = new TreeSet<>();
        for (EvidenceRecord.Row row : rows) {
            String key = row.text(StartCost.THING) + " " + (int) row.number(StartCost.COUNT);
            if (!row.text(StartCost.STOPPED).isEmpty()) {
                assertEquals("platform 1000", key, row.text(StartCost.STOPPED));
                assertTrue(row.text(StartCost.STOPPED).contains("above the platform limit of 500"),
                        row.text(StartCost.STOPPED));
            } else if (row.text(StartCost.PHASE).equals(ThreadStartFloor.MEASURED)) {
                measured.add(key);
                assertTrue(row.number(StartCost.MICROS_PER_START) > 0, key);
                assertTrue(row.measured(StartCost.HEAP_PER_THING), key);
            }
        }
        assertEquals(Set.of("virtual 100", "pool 100", "platform 100"), measured);
        assertEquals(1, rows.stream().filter(r -> !r.text(StartCost.STOPPED).isEmpty()).count());

        List<String> ratios = record.tables(StartCost.RATIOS).getFirst().rows().stream()
                .map(r -> r.text(StartCost.COMPARISON)).toList();
        assertEquals(2, ratios.size(), ratios.toString());
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(
                ratios.get(0)
                        .startsWith("virtual threads vs tasks on a fixed pool of " + cores + " threads, 100 each: "),
                ratios.get(0));
        assertTrue(ratios.get(1).startsWith("virtual threads vs platform threads, 100 each: "), ratios.get(1));
        ratios.forEach(r -> assertTrue(r.matches(".*[0-9.]+x (slower|faster) to start.*"), r));
    }

    /** A virtual count beyond every platform count is compared with the largest, both counts named. */
    @Test
    void aCountBeyondThePlatformLimitIsComparedWithTheLargestPlatformCountNamingBoth() {
        List<Object[]> rows = List.of(row("virtual", 1_000_000, 2.0), row("virtual", 1_000_000, 4.0),
                row("platform", 32_000, 100.0), row("platform", 1_000, 50.0), row("pool", 1_000_000, 1.0));

        List<Object[]> ratios = StartCost.ratios(rows);

        assertEquals(2, ratios.size());
        assertEquals("virtual threads vs tasks on a fixed pool of 2 threads, 1,000,000 each: 3.0x slower to start,"
                + " 10.0x more memory each", ratios.get(0)[0]);
        assertEquals("virtual threads vs platform threads (1,000,000 against 32,000, per start): 33.3x faster to start,"
                + " 10.0x more memory each", ratios.get(1)[0]);
        assertEquals("2.00–4.00", ratios.get(0)[6]);
        // Each side's count of measured rounds: two of virtual threads, one of the pool's tasks.
        assertEquals(List.of(2.0, 1.0), List.of(ratios.get(0)[9], ratios.get(0)[10]));
        assertEquals(StartCost.ratioColumns().length, ratios.get(0).length);
    }

    private static Object[] row(String kind, int count, double micros) {
        return new Object[] { 1.0, kind, (double) count, 2.0, 1.0, ThreadStartFloor.MEASURED, micros * count / 1e3,
                micros, kind.equals("virtual") ? 1_000.0 : 100.0, 0.0, null };
    }

    @Test
    void badInputExitsWithItsMessageBeforeAnyJvmStarts() {
        for (String[] args : List.of(new String[] { "--counts", "0" }, new String[] { "--kinds", "fiber" },
                new String[] { "--platform-counts", "-5" }, new String[] { "--platform-limit", "0" })) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit = StartCost.run(args, new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String message = err.toString(StandardCharsets.UTF_8);
            assertNotEquals(Command.OK, exit, String.join(" ", args));
            assertTrue(message.startsWith("error: ") && message.contains(args[0].equals("--kinds") ? "fiber" : args[0]),
                    message);
        }
    }

    /** The default limit is the lowest bound this machine gives and says which. */
    @Test
    void theDefaultPlatformLimitIsAtMostTheCeilingAndNamesItsBound() {
        var limit = StartCost.platformLimit();
        assertTrue(limit.most() > 0 && limit.most() <= StartCost.PLATFORM_CEILING, limit.toString());
        assertTrue(limit.why().contains("the lowest of "), limit.why());
        // Every bound it read is the record's, the suite's ceiling among them, and the limit is their lowest.
        assertEquals((long) StartCost.PLATFORM_CEILING, limit.bounds().get(StartCost.SUITE_CEILING));
        assertEquals(limit.most(), limit.bounds().values().stream().mapToLong(Long::longValue).min().orElseThrow());
    }
}
