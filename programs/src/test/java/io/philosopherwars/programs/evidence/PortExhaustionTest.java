package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.HttpClientKind;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The ports evidence: a row measured in this JVM counts every GET, and a row's spec names it for its own JVM. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class PortExhaustionTest {
    @Test
    void aBoundedRowCountsEveryRequestAndLosesNone() {
        PortExhaustion.Row row = new PortExhaustion.Row(HttpClientKind.URL_CONNECTION, ThreadKind.VIRTUAL,
                PortExhaustion.Setting.SEMAPHORE, 20, 3);
        Object[] cells = PortExhaustion.measure(row);
        assertEquals(PortExhaustion.columns().length, cells.length);
        assertEquals(List.of("urlConnection", "virtual", "semaphore", 20),
                java.util.Arrays.asList(cells).subList(0, 4));
        assertEquals(60L, cells[4], "one GET per meal");
        assertEquals(0L, cells[5]);
        assertEquals(0L, cells[6]);
        assertNull(cells[7]);
        assertNull(cells[cells.length - 1]);
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
                PortExhaustion.Setting.DEFAULTS, 10_000, 10);
        assertEquals(row, PortExhaustion.Row.of(row.spec()));
        assertEquals(List.of("-Dhttp.maxConnections=5"), PortExhaustion.Setting.DEFAULTS.flags());
        assertEquals(List.of(), PortExhaustion.Setting.LARGE_POOL.flags());
        assertTrue(PortExhaustion.Setting.SEMAPHORE.flags().contains("-Dhttp.maxConnections=5"));
    }
}
