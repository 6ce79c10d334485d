package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A ranking ("which allocates the least?") covers every dinner measured, whichever run measured it. */
class RankingTest {
    @TempDir
    Path dir;

    /** The row with {@code -prof gc}'s bytes per dinner set to {@code bytes} (the fixture's dinners eat 1e6 meals). */
    private static String bytes(String row, double bytes) {
        return row.replaceFirst("\"gc\\.alloc\\.rate\\.norm\":\\{[^}]*}",
                String.format(Locale.ROOT, "\"gc.alloc.rate.norm\":{\"score\":%s,\"scoreError\":\"NaN\","
                        + "\"scoreUnit\":\"B/op\",\"rawData\":[[%s]]}", bytes, bytes));
    }

    /** The row as a run without {@code -prof gc} writes it: no bytes at all. */
    private static String noBytes(String row) {
        return row.replaceFirst(",\\s*\"gc\\.alloc\\.rate\\.norm\":\\{[^}]*}", "");
    }

    /** A pooled row at a pool of its own ({@code -p pool=4x}). */
    private static String atPool(String row, String pool) {
        return row.replace("\"timeLimitSeconds\":\"300\"}", "\"timeLimitSeconds\":\"300\",\"pool\":\"" + pool + "\"}");
    }

    private void write(Path raw, String name, String date, String... rows) throws IOException {
        Files.writeString(raw.resolve(name + ".json"), "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        Files.writeString(raw.resolve(name + ".env.md"),
                "- machine: Test CPU, 2 cores, 8 GiB, Linux\n- commit: c1\n- date: " + date + "\n",
                StandardCharsets.UTF_8);
    }

    /**
     * The Intel set's claim 17: synchronized on a pool of 1x the cores allocates 0.133 B per meal in the run with the
     * allocation profiler, but the run with more forks of it (the floor's) had no profiler, so the ranking read that
     * run and left the dinner out; and a pool of 4x the cores, measured by one run only, was never asked for.
     */
    @Test
    void theAllocationRankingCoversEveryDinnerMeasuredWithItsBytes() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        write(raw, "gc", "2026-11-26T01:00:00Z",
                bytes(inForks(row("NoopBenchmark.synchronized_pooled", "allFull", 60, "1", 60, 60)), 133_000),
                bytes(inForks(row("NoopBenchmark.partitionedLock_platform", "allFull", 5, "1", 5, 5)), 154_000),
                bytes(atPool(inForks(row("NoopBenchmark.reentrantLock_pooled", "allFull", 55, "1", 55, 55)), "4x"),
                        173_000));
        write(raw, "floor", "2026-11-26T02:00:00Z",
                noBytes(inForks(row("NoopBenchmark.synchronized_pooled", "allFull", 73, "1", 73, 73, 73))));

        ResultSet set = ResultSet.read(raw, dir);
        // The rows the answer ranks: every dinner, least first, each from the run that recorded its bytes.
        List<Row> ranked = Footprint.allocation(set).rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(
                List.of("synchronized chopsticks, a fixed pool of 2 threads (1x the cores), linked queue",
                        Words.design("partitionedLock") + ", on platform threads",
                        "ReentrantLock chopsticks, a fixed pool of 8 threads (4x the cores), linked queue"),
                ranked.stream().map(Row::a).toList());
        assertEquals(List.of(0.133, 0.154, 0.173),
                ranked.stream().map(r -> Math.round(r.valueA() * 1000) / 1000.0).toList());
    }
}
