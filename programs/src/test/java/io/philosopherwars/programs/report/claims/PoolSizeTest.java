package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Pool;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pool size that matches virtual threads on the ladders' own table (publish's {@code ladders} and
 * {@code jdbc-ladder}): the declared walk from the largest pool down picks the smallest pool decided not slower by 5%,
 * each row names its meal as asked and its table, Little's law stands beside the pick, and no other question reads a
 * ladder's clocked rows as the talk's meals.
 */
public class PoolSizeTest {
    @TempDir
    Path dir;

    /**
     * A clocked row of the ladders' table, 200 philosophers x 10 meals: {@code pool} empty for virtual threads, the
     * meal's parameters ({@code "micros":"1000"}), the clock's mean meal and wait (µs), three forks eating about
     * {@code eating} ms.
     */
    private static String rung(String benchmark, String pool, String meal, double lasted, double waited,
            double eating) {
        double[] samples = { eating * 0.99 + 12, eating + 12, eating * 1.01 + 12 };
        String poolParams = pool.isEmpty() ? "" : ",\"pool\":\"" + pool + "\",\"queue\":\"linked\"";
        return inForks(row(benchmark, "allFull", eating + 12, "1", samples))
                .replace("\"philosophers\":\"1000\",\"meals\":\"10000\",\"allFullMeals\":\"1000\"",
                        "\"philosophers\":\"200\",\"meals\":\"10000\",\"allFullMeals\":\"10\",\"mealClock\":\"true\""
                                + meal + poolParams)
                .replace("\"setupMs\":", String.format(Locale.ROOT,
                        "\"mealMicros\":{\"score\":%s,\"scoreError\":\"NaN\",\"scoreUnit\":\"us\",\"rawData\":[[%s],[%s],[%s]]},"
                                + "\"mealWaitMicros\":{\"score\":%s,\"scoreError\":\"NaN\",\"scoreUnit\":\"us\",\"rawData\":[[%s],[%s],[%s]]},"
                                + "\"setupMs\":",
                        lasted, lasted, lasted, lasted, waited, waited, waited, waited))
                // The table's meals: the fixture's 1,000 x 1,000 become 200 x 10 (the invariants check the total).
                .replace("1000000.0", "2000.0");
    }

    /**
     * A ladder of {@code benchmark}: virtual threads eating {@code virtual} ms, each pool of the ladder its entry of
     * {@code pools} (1x first).
     */
    private static List<String> ladder(String benchmark, String meal, double virtual, double... pools) {
        List<String> rows = new ArrayList<>();
        rows.add(rung(benchmark + ".reentrantLock_virtual", "", meal, 1100, 900, virtual));
        for (int i = 0; i < pools.length; i++) {
            rows.add(rung(benchmark + ".reentrantLock_pooled", Claims.POOL_LADDER.get(i), meal, 1090, 50, pools[i]));
        }
        return rows;
    }

    private ResultSet set(List<String> rows) throws IOException {
        return LengthsTest.set(dir, "ladders-1", rows);
    }

    private static final String SLEEP_1MS = ",\"micros\":\"1000\"";

    @Test
    void theSmallestPoolDecidedNotSlowerIsPickedAndNamesItsMealAsAskedAndItsTable() throws IOException {
        // 16x and larger eat as fast as virtual threads; 4x and smaller 2-8 times slower.
        ResultSet set = set(ladder("SleepBenchmark", SLEEP_1MS, 40, 320, 160, 80, 40, 40.2, 39.8));

        Claim.Judgement j = PoolSize.poolSize(set);

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        List<Row> deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(1, deciding.size(), deciding.toString());
        Row pick = deciding.getFirst();
        assertTrue(pick.a().contains("(16x the cores)"), pick.a());
        // The pool's size is named against the philosophers it served.
        assertEquals("use a fixed pool of 32 threads (16x the cores), linked queue, at 200 philosophers: the smallest"
                + " pool measured that matches virtual threads", pick.does());
        assertEquals("sleep, 1,000 µs asked", pick.meal());
        assertEquals("200 × 10", pick.size());
        // The walk tested 256x, 64x and 16x, and stopped at 4x: every rung is a row, the others context.
        List<Row> rungs = j.rows().stream().filter(r -> r.quantity().equals("time per meal")).toList();
        assertEquals(6, rungs.size(), j.rows().toString());
        // The rungs below 4x were never tested, and say so beside their own faster side (fresh readers 30 and 31 read
        // such a rung's interval as a decided pool); the tested ones do not.
        for (Row rung : rungs) {
            boolean below = rung.a().contains("(2x the cores)") || rung.a().contains("(1x the cores)");
            assertEquals(below, rung.untested().equals("not tested: the walk stopped at a larger pool (4x the cores)"),
                    rung.toString());
        }
        // Little's law beside it: virtual threads' 2,000 meals in 40 ms eat one per 20 µs; a meal and its wait, 2,000
        // µs.
        Row little = j.rows().stream().filter(r -> r.quantity().startsWith("threads busy at once")).findFirst()
                .orElseThrow();
        // Never printed as a bound: a meal that lasts less on a pool (a query with fewer in flight) needs fewer.
        assertTrue(!little.quantity().contains("at least"), little.quantity());
        assertEquals(100, little.valueA(), 1, little.toString());
        assertEquals(Row.Role.CONTEXT, little.role());
        assertEquals("200 × 10", little.size());
    }

    /**
     * A picked pool with a thread for every philosopher says so before its reason, so that a cell keeps it: fresh
     * reader 32 read 512 threads for 200 philosophers as a pool size to copy.
     */
    @Test
    void aPickWithAThreadForEveryPhilosopherSaysSo() throws IOException {
        // Only the largest pool, 512 threads on 2 CPUs for 200 philosophers, eats as fast as virtual threads.
        ResultSet set = set(ladder("SleepBenchmark", SLEEP_1MS, 40, 320, 160, 80, 60, 50, 40));

        Row pick = PoolSize.poolSize(set).rows().stream().filter(r -> r.role() == Row.Role.DECIDES).findFirst()
                .orElseThrow();

        assertEquals("use a platform thread for each philosopher, a fixed pool of 512 threads for 200 philosophers: the"
                + " smallest pool measured that matches virtual threads", pick.does());
    }

    @Test
    void whereEvenTheLargestPoolIsSlowerTheAnswerIsVirtualThreadsWithTheLargestPoolsGap() throws IOException {
        ResultSet set = set(ladder("YourMealBenchmark", ",\"meal\":\"jdbc\"", 40, 800, 400, 200, 120, 100, 90));

        Claim.Judgement j = PoolSize.poolSize(set);

        Row deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).findFirst().orElseThrow();
        assertEquals("use virtual threads, at 200 philosophers: no pool measured, up to 256x the cores, matches them",
                deciding.does());
        assertTrue(deciding.a().contains("(256x the cores)"), deciding.a());
        assertTrue(deciding.meal().startsWith("JDBC query by primary key"), deciding.meal());
        assertEquals("2.3x [", deciding.factorText().substring(0, 6), deciding.factorText());
    }

    @Test
    void noOtherQuestionReadsALaddersClockedRowsAsTheTalksMeal() throws IOException {
        // Only the ladders' rows: the talk's 16 µs sleep at 1,000 x 100 was never measured in this set.
        ResultSet set = set(ladder("SleepBenchmark", SLEEP_1MS, 40, 320, 160, 80, 40, 40.2, 39.8));

        assertTrue(set
                .fixedWork(Dinner.pooled(LockImplementation.REENTRANT_LOCK, "1x", Pool.Queue.LINKED),
                        WorkloadKind.SLEEP, Dinner.virtual(LockImplementation.REENTRANT_LOCK), WorkloadKind.SLEEP)
                .isEmpty());
        assertTrue(PoolSize.ladder(set, ResultSet.UNCLOCKED.and(r -> r.workload() == WorkloadKind.SLEEP)).isEmpty());
        assertEquals(1, PoolSize.ladderMeals(set).size());
    }
}
