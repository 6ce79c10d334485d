package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.SteadyState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each fork's last warm-up is read against its measured iterations (settled, still getting faster or slower), and a
 * fork whose measured iterations are more than 1.25 apart changed level; the page counts them by family and lists them,
 * the most apart first.
 */
class SteadyStatePageTest {
    @TempDir
    Path raw;

    private static String benchmark(String name, String forks) {
        return "{\"benchmark\":\"io.philosopherwars.jmh." + name
                + "\",\"params\":{\"stop\":\"allFull\",\"pool\":\"1x\"}," + "\"unit\":\"ms/op\",\"forks\":[" + forks
                + "]}";
    }

    private static String fork(String warmup, String measured) {
        return "{\"warmup\":[" + warmup + "],\"measured\":[" + measured + "]}";
    }

    @Test
    void forksAreCheckedByTheirLastWarmUpAndTheirLevelsAndCountedByFamily() throws IOException {
        // noop-1: settled (30 within 29-31 +- 1.5); climbing (31 -> 65 while measured); waits-1: still getting faster
        // (a last warm-up of 690 against 540); still getting slower (400 against 540, outside 513-567).
        Files.writeString(raw.resolve("noop-1" + ResultSet.ITERATIONS),
                "[" + benchmark("NoopBenchmark.synchronized_virtual",
                        fork("40, 30", "29, 31") + "," + fork("30, 31", "31, 65")) + "]");
        Files.writeString(raw.resolve("waits-1" + ResultSet.ITERATIONS),
                "[" + benchmark("SleepBenchmark.reentrantLock_pooled",
                        fork("2183, 690", "540, 535, 539") + "," + fork("500, 400", "540, 541")) + "]");

        List<SteadyState.Fork> forks = SteadyState.read(raw);

        assertEquals(List.of(true, true, false, false), forks.stream().map(SteadyState.Fork::settled).toList());
        assertEquals(List.of(false, true, false, false), forks.stream().map(SteadyState.Fork::changedLevel).toList());
        assertEquals(List.of("noop", "noop", "waits", "waits"), forks.stream().map(SteadyState.Fork::family).toList());
        String page = SteadyStatePage.write(forks);
        assertTrue(page.contains("| noop | 2 × 2 | 2 | 2 of 2 | 0 of 2 | 0 of 2 | 1 of 2 |"), page);
        assertTrue(page.contains("| waits | 2 × 2, 2 × 3 | 2 | 0 of 2 | 1 of 2 | 1 of 2 | 0 of 2 |"), page);
        List<String> listed = page.lines().dropWhile(l -> !l.startsWith("| slice")).skip(2)
                .takeWhile(l -> l.startsWith("|")).toList();
        assertEquals(3, listed.size(), page);
        assertTrue(
                listed.getFirst().startsWith(
                        "| noop-1 | NoopBenchmark.synchronized_virtual pool=1x | 30.0, 31.0 |" + " 31.0, 65.0 |"),
                listed.toString());
        assertTrue(listed.getFirst().endsWith("| changed level |"), listed.toString());
        assertTrue(listed.get(1).startsWith("| waits-1 | SleepBenchmark.reentrantLock_pooled pool=1x | 500, 400 |"),
                listed.toString());
        assertTrue(listed.get(2).contains("| 2,183, 690 | 540, 535, 539 | 1.283 | not settled |"), listed.toString());
    }

    @Test
    void aSetWithoutIterationsSaysSoAndAMalformedFileIsNamed() throws IOException {
        assertTrue(SteadyStatePage.write(SteadyState.read(raw)).contains("did not keep their iterations"));

        Files.writeString(raw.resolve("noop-1" + ResultSet.ITERATIONS), "{\"not\":\"a list\"}");

        ReportException e = assertThrows(ReportException.class, () -> SteadyState.read(raw));
        assertTrue(e.getMessage().startsWith(raw.resolve("noop-1" + ResultSet.ITERATIONS).toString()), e::getMessage);
    }
}
