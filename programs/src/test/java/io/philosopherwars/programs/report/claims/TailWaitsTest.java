package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tail question: each dinner of JLBH's wait record ranked by its 99th percentile, per meal, the runs' median. */
class TailWaitsTest {
    @TempDir
    Path dir;

    private static String table(String name, String section, double... p99) {
        StringBuilder rows = new StringBuilder();
        for (int run = 0; run < p99.length; run++) {
            rows.append(run == 0 ? "" : ",").append("{\"run\":").append(run + 1).append(",\"p99Us\":").append(p99[run])
                    .append('}');
        }
        return "{\"table\":\"" + name + "\",\"section\":\"" + section
                + "\",\"columns\":[{\"key\":\"run\",\"header\":\"run\"},{\"key\":\"p99Us\",\"header\":\"p99 us\"}],"
                + "\"rows\":[" + rows + "]}";
    }

    @Test
    void eachDinnerIsRankedByTheP99OfEachWaitShortestFirst() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("noop.json"),
                "[" + ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113))
                        + "]",
                StandardCharsets.UTF_8);
        Path record = Files.createDirectories(dir.resolve("jlbh")).resolve("pool-waits-allfull.json");
        Files.writeString(record, """
                {"format":"philosopher-wars evidence","version":1,"kind":"jlbh-dinner","title":"JLBH","environment":{},
                 "blocks":[%s,%s,%s,%s]}""".formatted(
                table("mealWaits", "reentrantLock/virtual/noop 1000x100 allFull", 0.2, 0.4),
                table("mealWaits", "reentrantLock/pooled(1x-linked)/noop 1000x100 allFull", 0.1, 0.1),
                table("firstMealWaits", "reentrantLock/virtual/noop 1000x100 allFull", 9000),
                table("firstMealWaits", "reentrantLock/pooled(1x-linked)/noop 1000x100 allFull", 30000)),
                StandardCharsets.UTF_8);

        Claim.Judgement j = Claims.tailWaits(ResultSet.read(raw, dir));

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        assertEquals(List.of(
                "noop, p99 wait before a meal: reentrantLock/pooled(1x-linked) 0.100 µs, reentrantLock/virtual 0.300 µs",
                "noop, p99 wait for the first meal: reentrantLock/virtual 9,000 µs, reentrantLock/pooled(1x-linked)"
                        + " 30,000 µs"),
                j.facts());
    }
}
