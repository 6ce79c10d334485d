package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Claim 13: a verdict that ports do not run out stands only beside a control in which they did. */
class PortsClaimTest {
    @TempDir
    Path dir;

    private static String row(String client, String setting, String network, int failedForPorts, String range,
            String reuse) {
        return ("{\"client\":\"%s\",\"threads\":\"virtual\",\"setting\":\"%s\",\"network\":\"%s\",\"philosophers\":10000,"
                + "\"requests\":100000,\"failed\":%d,\"failedForPorts\":%d,\"failedTimedOut\":0,\"ipLocalPortRange\":\"%s\","
                + "\"tcpTwReuse\":\"%s\",\"firstFailure\":null,\"timeWaitAtEnd\":null,\"dinnerMs\":1000,"
                + "\"couldNotRun\":null}").formatted(client, setting, network, failedForPorts, failedForPorts, range,
                        reuse);
    }

    private Claim.Judgement ports(boolean control) throws IOException {
        List<String> rows = new ArrayList<>();
        for (String setting : List.of("defaults", "largePool", "semaphore")) {
            rows.add(row("urlConnection", setting, "machine", 0, "32768-60999", "2"));
            if (control) {
                rows.add(row("urlConnection", setting, "narrow", setting.equals("semaphore") ? 0 : 4000, "20000-20999",
                        "0"));
            }
        }
        String columns = String.join(",", List
                .of("client", "threads", "setting", "network", "philosophers", "requests", "failed", "failedForPorts",
                        "firstFailure", "timeWaitAtEnd", "dinnerMs", "ipLocalPortRange", "tcpTwReuse", "couldNotRun")
                .stream().map(k -> "{\"key\":\"" + k + "\",\"header\":\"" + k + "\"}").toList());
        Path file = Files.createDirectories(dir.resolve("evidence")).resolve("ports.json");
        Files.writeString(file, """
                {"format":"philosopher-wars evidence","version":1,"kind":"port-exhaustion","title":"ports",
                 "environment":{},"blocks":[{"table":"rows","section":"","columns":[%s],"rows":[%s]}]}"""
                .formatted(columns, String.join(",", rows)), StandardCharsets.UTF_8);
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("portExhaustion")).findFirst().orElseThrow();
        return claim.judge().judge(new ResultSet(List.of(), dir));
    }

    @Test
    void portsThatDidNotRunOutAreNotReproducedHereUntilAControlRunsOut() throws IOException {
        Claim.Judgement alone = ports(false);
        assertEquals(Claim.Outcome.UNDECIDED, alone.outcome());
        assertEquals("a positive control that runs out of ports: not reproduced here, with ip_local_port_range"
                + " 32768-60999 and tcp_tw_reuse 2, and no control measured", alone.waitsFor());

        Claim.Judgement controlled = ports(true);
        assertEquals(Claim.Outcome.FAILS, controlled.outcome());
        assertTrue(controlled.facts().stream().anyMatch(f -> f.startsWith("urlConnection/virtual in the narrow"
                + " namespace, 10,000 philosophers (ip_local_port_range 20000-20999, tcp_tw_reuse 0): defaults 4,000"
                + " of 100,000 GETs failed, 4,000 for want of a port")), controlled.facts().toString());
    }
}
