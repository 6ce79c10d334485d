package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Which HTTP client: each pair of clients on the same dinner a deciding row whose action names the faster client, and
 * beside them each client's settings as numbers (requests in flight, connections kept), never a decision.
 */
class HttpClientsTest {
    @TempDir
    Path dir;

    @Test
    void eachPairOfClientsOnOneDinnerDecidesAndTheSettingsAreNumbers() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("http.json"), "[" + String.join(",",
                ReportTest.inForks(ReportTest.row("UrlConnectionBenchmark.reentrantLock_virtual", "allFull", 100, "1",
                        100, 101, 99)),
                ReportTest.inForks(ReportTest.row("HttpClientBenchmark.reentrantLock_virtual", "allFull", 200, "1", 200,
                        202, 198)),
                ReportTest.inForks(
                        ReportTest.row("OkHttpBenchmark.reentrantLock_virtual", "allFull", 150, "1", 150, 151, 149)))
                + "]", StandardCharsets.UTF_8);

        Claim.Judgement j = HttpClients.httpClient(ResultSet.read(raw, dir));

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        List<Row> deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(List.of("avoid the JDK's HttpClient", "avoid OkHttp", "avoid the JDK's HttpClient"),
                deciding.stream().map(Row::does).toList());
        assertTrue(deciding.stream().allMatch(r -> r.meal().contains("(A) vs") && r.a().equals(r.b())),
                deciding.toString());
        List<Row> settings = j.rows().stream().filter(r -> r.role() == Row.Role.CONTEXT).toList();
        assertTrue(settings.stream().allMatch(r -> r.does().equals(Words.NA)), settings.toString());
        assertEquals(3, settings.stream().filter(r -> r.unit().equals("requests") && r.valueA() == 500).count(),
                settings.toString());
        assertTrue(
                settings.stream()
                        .anyMatch(r -> r.quantity().contains("http.maxConnections")
                                && r.valueA() == io.philosopherwars.core.workload.HttpGet.KEEP_ALIVE_CACHE),
                settings.toString());
        // Every client's pool as a number: the JDK's HttpClient sets no maximum, so it opens one per request in flight.
        assertTrue(
                settings.stream()
                        .anyMatch(r -> r.a().equals("the JDK's HttpClient") && r.unit().equals("connections")
                                && r.valueA() == 500 && r.quantity().startsWith("connections open at most")),
                settings.toString());
        assertTrue(settings.stream().filter(r -> r.unit().equals("connections")).allMatch(r -> r.valueA() > 0),
                settings.toString());
    }

    @Test
    void aSetWithoutHttpRowsWaitsForThem() throws IOException {
        Path raw = ReportTest.rawWithOneNoopRow(dir);
        Claim.Judgement j = HttpClients.httpClient(ResultSet.read(raw, dir));
        assertEquals(Claim.Outcome.UNDECIDED, j.outcome());
        assertTrue(j.waitsFor().contains("http family"), j.waitsFor());
    }
}
