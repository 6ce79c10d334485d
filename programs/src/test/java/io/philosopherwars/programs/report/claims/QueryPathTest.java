package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDBC query path beside the pool-size question: each thread kind and pool size of the mechanism's record as
 * context rows (the query apart from the borrow, the connections that served a query, the borrow, the server's share),
 * the median of the measured rounds, the warm-up left out; a dinner that did not eat its fixed work is refused.
 */
class QueryPathTest {
    @TempDir
    Path dir;

    private static String dinner(String threads, int connections, String phase, long meals, double queryMicros,
            int used, double share) {
        return dinner(threads, connections, phase, meals, queryMicros, used, share, "");
    }

    /** A dinner whose record names its semaphore's permits ({@code "semaphorePermits":N,}), or not (empty). */
    private static String dinner(String threads, int connections, String phase, long meals, double queryMicros,
            int used, double share, String permits) {
        return """
                {"lock":"reentrantLock","threads":"%s","philosophers":100,"mealsEach":100,"connections":%d,%s"round":1,
                 "phase":"%s","meals":%d,"mealsPerSecond":1,"borrowMeanMicros":0.5,"borrowP50Micros":0.2,
                 "borrowP99Micros":1,"queryMeanMicros":%s,"queryP50Micros":1,"queryP99Micros":2,
                 "giveBackMeanMicros":0.1,"connectionsOpenAtFirstMeal":%d,"connectionsUsed":%d,"serverCpuSeconds":1,
                 "jvmCpuSeconds":1,"serverSharePercent":%s,"serverCpus":1,"jvmCpus":1}""".formatted(threads,
                connections, permits, phase, meals, queryMicros, connections, used, share);
    }

    private ResultSet set(String... dinners) throws IOException {
        return set(List.of(dinners), List.of());
    }

    private ResultSet set(List<String> dinners, List<String> events) throws IOException {
        Path raw = ReportTest.rawWithOneNoopRow(dir);
        Files.writeString(Files.createDirectories(dir.resolve("evidence")).resolve("jdbc-mechanism.json"), """
                {"format":"philosopher-wars evidence","version":1,"kind":"jdbc-mechanism","title":"t",
                 "environment":{"machine":"AMD EPYC, 2 cores"},
                 "blocks":[{"table":"dinners","section":"","columns":[],"rows":[%s]},
                           {"table":"events","section":"","columns":[],"rows":[%s]}]}"""
                .formatted(String.join(",", dinners), String.join(",", events)), StandardCharsets.UTF_8);
        return ResultSet.read(raw, dir);
    }

    @Test
    void eachThreadKindAndPoolSizeIsContextWithItsQueryApartFromTheBorrow() throws IOException {
        ResultSet set = set(dinner("virtual", 100, "warm-up", 10_000, 9_999, 50, 10),
                dinner("virtual", 100, "measured", 10_000, 2_000, 50, 50),
                dinner("virtual", 100, "measured", 10_000, 3_000, 50, 60),
                dinner("pooled", 100, "measured", 10_000, 70, 2, 60));

        List<Row> rows = QueryPath.rows(set, PoolSize.ID);

        assertEquals(12, rows.size(), rows.toString());
        assertTrue(rows.stream().allMatch(r -> r.role() == Row.Role.CONTEXT && r.does().equals(Words.NA)));
        Row query = rows.getFirst();
        assertEquals("ReentrantLock chopsticks, a virtual thread per philosopher", query.a());
        assertEquals(
                "JDBC query by primary key, a HikariCP pool of 100 connections filled first, to a local PostgreSQL",
                query.meal());
        assertEquals("100 × 100", query.size());
        assertEquals("2 CPUs", query.cpus());
        // The median of the two measured rounds; the warm-up's 9,999 µs is no part of it.
        assertEquals(2_500, query.valueA(), 1e-9);
        assertTrue(query.settings().contains("the median of 2 measured rounds"), query.settings());
        assertEquals(50, rows.get(1).valueA(), 1e-9, "connections that served a query");
        assertEquals(55, rows.get(3).valueA(), 1e-9, "the server's share");
        assertEquals(0.1, rows.get(4).valueA(), 1e-9, "the give back");
        assertEquals("ReentrantLock chopsticks, a fixed pool of 2 threads (1x the cores), linked queue",
                rows.get(6).a());
        assertEquals(2, rows.get(7).valueA(), 1e-9);
    }

    @Test
    void aDinnerBehindASemaphoreIsADinnerOfItsOwnWithItsQueryPathEventsFromTheMeasuredRounds() throws IOException {
        String event = """
                {"threads":"virtual","connections":10,"semaphorePermits":%d,"round":%d,"event":"%s","onQueryPath":%d,
                 "elsewhere":0,"frame":"-"}""";
        ResultSet set = set(
                List.of(dinner("virtual", 10, "measured", 10_000, 600, 10, 40, "\"semaphorePermits\":0,"),
                        dinner("virtual", 10, "measured", 10_000, 300, 10, 60, "\"semaphorePermits\":10,")),
                List.of(event.formatted(0, 1, "jdk.VirtualThreadPinned", 99),
                        event.formatted(0, 2, "jdk.VirtualThreadPinned", 3),
                        event.formatted(0, 2, "jdk.JavaMonitorEnter", 0),
                        event.formatted(10, 2, "jdk.VirtualThreadPinned", 1)));

        List<Row> rows = QueryPath.rows(set, PoolSize.ID);

        List<Row> plain = rows.stream().filter(r -> !r.meal().contains("semaphore")).toList();
        List<Row> gated = rows.stream().filter(r -> r.meal().contains("behind a semaphore of 10 permits")).toList();
        assertEquals(8, plain.size(), plain.toString());
        assertEquals(7, gated.size(), gated.toString());
        assertEquals(600, plain.getFirst().valueA(), 1e-9);
        assertEquals(300, gated.getFirst().valueA(), 1e-9);
        // The warm-up round's 99 pinned parks are no part of it; the measured round's 3 are.
        assertEquals(3, plain.get(6).valueA(), 1e-9, plain.get(6).toString());
        assertTrue(plain.get(6).quantity().contains("pinned parks on the query path"), plain.get(6).quantity());
        assertEquals(0, plain.get(7).valueA(), 1e-9);
        assertEquals(1, gated.get(6).valueA(), 1e-9);
    }

    @Test
    void aDinnerThatDidNotEatItsFixedWorkIsRefused() throws IOException {
        ResultSet set = set(dinner("virtual", 100, "measured", 9_999, 2_000, 50, 50));

        ReportException e = assertThrows(ReportException.class, () -> QueryPath.rows(set, PoolSize.ID));
        assertTrue(e.getMessage().contains("100 philosophers x 100 meals ate 9,999 meals"), e.getMessage());
    }

    @Test
    void aSetWithoutTheRecordHasNoRows() throws IOException {
        assertEquals(List.of(), QueryPath.rows(ResultSet.read(ReportTest.rawWithOneNoopRow(dir), dir), PoolSize.ID));
    }
}
