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
        // Drift while measured, last over first: noop 31/29 and 65/31; waits 539/540 and 541/540.
        assertTrue(
                page.contains(
                        "| noop | 2 × 2 | 2 | 2 of 2 | 0 of 2 | 0 of 2 | 1 of 2 | 1.583 [1.326, 1.840] | 0 of 2 |"),
                page);
        assertTrue(page.contains(
                "| waits | 2 × 2, 2 × 3 | 2 | 0 of 2 | 1 of 2 | 1 of 2 | 0 of 2 | 1.000 [0.999, 1.001] | 0 of 2 |"),
                page);
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
    void aFamilyOfOneWarmUpIsUnsettledByItsColdWarmUpAndItsDriftWhileMeasuredIsShownApart() throws IOException {
        // The AMD set's fileRead forks: one warm-up of 2 s, twice the measured level (the cold start), then two
        // measured iterations within a few percent of each other, two of them more than 5% faster at their end.
        Files.writeString(raw.resolve("fileRead-1" + ResultSet.ITERATIONS),
                "[" + benchmark("FileReadBenchmark.vertxEventBus_virtual",
                        fork("1445", "730, 691") + "," + fork("695", "429, 405") + "," + fork("560", "286, 307"))
                        + "]");

        List<SteadyState.Fork> forks = SteadyState.read(raw);

        assertEquals(List.of(false, false, false), forks.stream().map(SteadyState.Fork::settled).toList());
        assertEquals(List.of(true, true, false), forks.stream().map(SteadyState.Fork::driftedFaster).toList());
        String page = SteadyStatePage.write(forks);
        // Last over first: 691/730 = 0.947, 405/429 = 0.944, 307/286 = 1.073.
        assertTrue(
                page.contains(
                        "| fileRead | 1 × 2 | 3 | 0 of 3 | 3 of 3 | 0 of 3 | 0 of 3 | 0.947 [0.945, 1.010] | 2 of 3 |"),
                page);
    }

    @Test
    void aSetWithoutIterationsSaysSoAndAMalformedFileIsNamed() throws IOException {
        assertTrue(SteadyStatePage.write(SteadyState.read(raw)).contains("did not keep their iterations"));

        Files.writeString(raw.resolve("noop-1" + ResultSet.ITERATIONS), "{\"not\":\"a list\"}");

        ReportException e = assertThrows(ReportException.class, () -> SteadyState.read(raw));
        assertTrue(e.getMessage().startsWith(raw.resolve("noop-1" + ResultSet.ITERATIONS).toString()), e::getMessage);
    }
}
