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
        // Its deciding row says nothing either way while the verdict waits for a control.
        List<Row> waiting = deciding(alone);
        assertEquals(1, waiting.size(), alone.rows().toString());
        assertEquals(Row.UNDECIDED, waiting.getFirst().does());
        assertEquals(0, Headline.of(alone.rows()).decided());

        Claim.Judgement controlled = ports(true);
        assertEquals(Claim.Outcome.FAILS, controlled.outcome());
        assertEquals(List.of(), controlled.facts(), "the numbers are rows");
        // The narrow namespace is the positive control: every one of its rows, never a deciding one.
        Row control = controlled
                .rows().stream().filter(r -> r.settings().contains("network namespace of its own")
                        && r.a().contains("defaults (") && r.quantity().equals("GETs failed for want of a port"))
                .findFirst().orElseThrow();
        assertEquals(Row.Role.CONTROL, control.role());
        assertEquals(Words.NA, control.does());
        assertEquals(4000, control.valueA());
        assertEquals("HTTP GET of 16 KB, HttpURLConnection", control.meal());
        // The control's side names its network: it differs from the deciding rows in nothing else.
        assertTrue(control.a().startsWith("ReentrantLock chopsticks, a virtual thread per philosopher, the client's"
                + " defaults (5 idle connections kept, no bound but the chopsticks'), in a namespace with ports "),
                control.a());
        assertEquals("10,000 philosophers, 100,000 GETs", control.size());
        assertTrue(controlled.rows().stream().filter(r -> r.settings().contains("network namespace of its own"))
                .allMatch(r -> r.role() == Row.Role.CONTROL), controlled.rows().toString());
        List<Row> kernel = controlled.rows().stream().filter(r -> r.a().startsWith("a network namespace of its own"))
                .toList();
        assertEquals(List.of(20000.0, 20999.0, 0.0), kernel.stream().map(Row::valueA).toList());
        assertTrue(kernel.stream().allMatch(r -> r.role() == Row.Role.CONTROL));

        // The one deciding row: the defaults on this machine's settings, 0 GETs lost for want of a port. The large
        // pool decides nothing where the defaults did not run out; the semaphore never does.
        List<Row> decides = deciding(controlled);
        assertEquals(1, decides.size(), controlled.rows().toString());
        assertEquals(0, decides.getFirst().valueA());
        assertEquals(Row.FAILS, decides.getFirst().does());
        assertTrue(decides.getFirst().settings().contains("this machine's own network settings"));
        // The headline is computed from that row alone: the control's 4,000 never reaches it.
        Headline headline = Headline.of(controlled.rows());
        assertEquals(1, headline.made());
        assertEquals(Row.FAILS, headline.action());
    }

    private static List<Row> deciding(Claim.Judgement j) {
        return j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
    }
}
