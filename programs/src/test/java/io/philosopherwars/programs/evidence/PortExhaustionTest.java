package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.HttpClientKind;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The ports evidence: a row measured in this JVM counts every GET, and a row's spec names it for its own JVM. */
@Tag("alone") // runs out of ports, which a crowded CPU changes: run alone (programs/pom.xml)
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class PortExhaustionTest {
    @Test
    void aBoundedRowCountsEveryRequestAndLosesNone() {
        PortExhaustion.Row row = new PortExhaustion.Row(HttpClientKind.URL_CONNECTION, ThreadKind.VIRTUAL,
                PortExhaustion.Setting.SEMAPHORE, PortExhaustion.Network.MACHINE, 20, 3);
        Object[] cells = PortExhaustion.measure(row);
        assertEquals(PortExhaustion.columns().length, cells.length);
        assertEquals(List.of("urlConnection", "virtual", "semaphore", "machine", 20),
                java.util.Arrays.asList(cells).subList(0, 5));
        assertEquals(60L, cells[5], "one GET per meal");
        assertEquals(0L, cells[6]);
        assertEquals(0L, cells[7]);
        assertEquals(0L, cells[8]);
        assertNull(cells[9]);
        assertNull(cells[cells.length - 1]);
    }

    /**
     * The positive control: in a network namespace of its own with a thousand ports and none reused, the talk's shape
     * (the defaults, nothing bounding the requests in flight) runs out of ports, and a semaphore does not.
     */
    @Test
    void theNarrowNamespaceRunsOutOfPortsWithTheDefaultsAndNotWithASemaphore(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(PortExhaustion.Network.NARROW.unavailable().isEmpty(),
                () -> PortExhaustion.Network.NARROW.unavailable().orElseThrow());
        java.nio.file.Path page = dir.resolve("ports.md");
        int exit = PortExhaustion.run(
                new String[] { "--clients", "urlConnection", "--networks", "narrow", "--settings", "defaults,semaphore",
                        "--philosophers", "2000", "--meals", "3", "--report", page.toString() },
                new java.io.PrintStream(new java.io.ByteArrayOutputStream()), System.err);

        assertEquals(0, exit);
        List<io.philosopherwars.programs.report.results.EvidenceRecord.Row> rows = io.philosopherwars.programs.report.results.EvidenceRecord
                .parse("x", java.nio.file.Files.readString(dir.resolve("ports.json")), PortExhaustion.KIND)
                .tables(PortExhaustion.ROWS).getFirst().rows();
        assertEquals(2, rows.size(), "the control is virtual threads, each setting asked once");
        java.util.Map<String, Double> forPorts = new java.util.HashMap<>();
        rows.forEach(r -> {
            assertEquals("narrow", r.text(PortExhaustion.NETWORK));
            assertEquals("20000-20999", r.text(PortExhaustion.PORT_RANGE), "read inside the namespace");
            assertEquals("0", r.text(PortExhaustion.TW_REUSE));
            forPorts.put(r.text(PortExhaustion.SETTING), r.number(PortExhaustion.FAILED_FOR_PORTS));
        });
        assertEquals(java.util.Set.of("defaults", "semaphore"), forPorts.keySet());
        assertTrue(forPorts.get("defaults") > 0, forPorts.toString());
        assertEquals(0, forPorts.get("semaphore"), forPorts.toString());
    }

    @Test
    void theSettingsAskedAreTheRowsAndAnUnknownOneIsRefused() {
        PortExhaustion.Options options = PortExhaustion
                .parse(new String[] { "--networks", "machine", "--threads", "virtual", "--settings", "semaphore" });
        assertEquals(List.of(PortExhaustion.Setting.SEMAPHORE),
                options.rows().stream().map(PortExhaustion.Row::setting).distinct().toList());
        assertEquals(List.of(PortExhaustion.Setting.values()), PortExhaustion.parse(new String[0]).rows().stream()
                .map(PortExhaustion.Row::setting).distinct().toList());
        IllegalArgumentException unknown = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PortExhaustion.parse(new String[] { "--settings", "defaults,hugePool" }));
        assertTrue(unknown.getMessage().contains("hugePool"), unknown.getMessage());
    }

    @Test
    void aFailurePastTheClientsTimeLimitIsCountedByItsCauseAndItsChainIsKept() {
        // OkHttp's whole-call limit: the call is cancelled, and the GET fails with "Canceled" under a timeout.
        java.io.InterruptedIOException timeout = new java.io.InterruptedIOException("timeout");
        timeout.initCause(new java.io.IOException("Canceled"));
        java.io.IOException meal = new java.io.IOException("okHttp GET failed: " + timeout, timeout);
        assertTrue(PortExhaustion.timedOut(meal));
        assertTrue(!PortExhaustion.portsRanOut(meal));
        assertEquals("java.io.InterruptedIOException: timeout <- java.io.IOException: Canceled",
                PortExhaustion.chain(meal));
        assertTrue(PortExhaustion.timedOut(new java.net.SocketTimeoutException("Read timed out")));
        assertTrue(!PortExhaustion.timedOut(new java.net.SocketException("Socket closed")));
    }

    @Test
    void aFailureIsForWantOfAPortByItsCausesTypeOrWords() {
        assertTrue(PortExhaustion.portsRanOut(new java.io.IOException("okHttp GET failed",
                new java.net.BindException("Cannot assign requested address"))));
        assertTrue(PortExhaustion.portsRanOut(new java.net.ConnectException("Can't assign requested address")));
        assertTrue(!PortExhaustion
                .portsRanOut(new java.io.IOException("GET failed", new java.net.SocketException("Socket closed"))));
    }

    @Test
    void aRowsSpecNamesItForItsOwnJvmAndTheDefaultsAreStatedThere() {
        PortExhaustion.Row row = new PortExhaustion.Row(HttpClientKind.OKHTTP, ThreadKind.PLATFORM,
                PortExhaustion.Setting.DEFAULTS, PortExhaustion.Network.NARROW, 10_000, 10);
        assertEquals(row, PortExhaustion.Row.of(row.spec()));
        assertEquals(List.of("-Dhttp.maxConnections=5"), PortExhaustion.Setting.DEFAULTS.flags());
        assertEquals(List.of(), PortExhaustion.Setting.LARGE_POOL.flags());
        assertTrue(PortExhaustion.Setting.SEMAPHORE.flags().contains("-Dhttp.maxConnections=5"));
    }
}
