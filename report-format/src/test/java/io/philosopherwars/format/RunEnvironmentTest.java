package io.philosopherwars.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The header above every result: a stable host fingerprint beside the CPU name, so two machines never share one. */
class RunEnvironmentTest {
    @Test
    void everyHeaderCarriesTheSameStableHostFingerprint() {
        String host = RunEnvironment.hostFingerprint();
        assertTrue(host.matches("[0-9a-f]{12} \\(sha256 of .+\\)"), host);
        assertEquals(host, RunEnvironment.hostFingerprint(), "stable across calls");
        String header = RunEnvironment.current().markdown("test", "none");
        assertTrue(header.contains("\n- host: " + host + "\n"), header);
    }
}
