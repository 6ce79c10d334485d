package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The JDBC mechanism's instrument at a tiny size: every meal timed in its three parts, the pool's size and the thread
 * kind in every row, the pool filled first when asked, the server's CPU beside the JVM's, and the JFR recordings read
 * for the query path.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JdbcMechanismTest {
    @TempDir
    static Path dir;

    /** One run for the tests that read a record: a server's start and every kind's JVM warm-up paid once. */
    private static EvidenceRecord record;
    private static Path jfr;

    @BeforeAll
    @Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    static void run() throws Exception {
        jfr = dir.resolve("jfr");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = JdbcMechanism.run(
                new String[] { "--philosophers", "6", "--meals", "20", "--connections", "1,3", "--threads",
                        "virtual,pooled,platform", "--semaphore", "none,connections", "--rounds", "1", "--fill", "true",
                        "--jfr", jfr.toString(), "--report", dir.resolve("mechanism.md").toString() },
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        record = EvidenceRecord.parse("x", Files.readString(dir.resolve("mechanism.json")), JdbcMechanism.KIND);
    }

    @Test
    void everyMealIsTimedAsBorrowQueryAndGiveBackPerThreadKindPoolSizeAndSemaphore() throws Exception {
        List<EvidenceRecord.Row> rows = record.tables(JdbcMechanism.DINNERS).getFirst().rows();
        // Pool size, then semaphore, then thread kind: every combination once, but a semaphore of 3 at a table of 6,
        // where at most 3 eat at once and it could never bind.
        assertEquals(List.of("1/0", "1/0", "1/0", "1/1", "1/1", "1/1", "3/0", "3/0", "3/0"),
                rows.stream().map(
                        r -> (int) r.number(JdbcMechanism.CONNECTIONS) + "/" + (int) r.number(JdbcMechanism.PERMITS))
                        .toList());
        assertEquals(3, rows.stream().map(r -> r.text(JdbcMechanism.THREADS)).filter("virtual"::equals).count());
        for (EvidenceRecord.Row row : rows) {
            assertEquals(120, row.number(JdbcMechanism.MEALS), "6 philosophers x 20 meals");
            // The row names its own table and lock, so that a reader of the record needs no options line.
            assertEquals(row.number(JdbcMechanism.MEALS),
                    row.number(JdbcMechanism.PHILOSOPHERS) * row.number(JdbcMechanism.MEALS_EACH));
            assertEquals("reentrantLock", row.text(JdbcMechanism.LOCK));
            assertTrue(row.number(JdbcMechanism.BORROW_MEAN) > 0, "a borrow takes time");
            assertTrue(row.number(JdbcMechanism.QUERY_P50) > 0, "a query takes time");
            assertTrue(row.number(JdbcMechanism.QUERY_P99) >= row.number(JdbcMechanism.QUERY_P50));
            assertTrue(row.number(JdbcMechanism.GIVE_BACK_P99) >= 0, "the give back's tail is read");
            assertEquals(row.number(JdbcMechanism.CONNECTIONS), row.number(JdbcMechanism.OPEN),
                    "with --fill true every connection is open before the first meal");
            double used = row.number(JdbcMechanism.USED);
            assertTrue(used >= 1 && used <= row.number(JdbcMechanism.CONNECTIONS),
                    "no more connections used than the pool holds: " + used);
            assertTrue(row.number(JdbcMechanism.SERVER_CPU) >= 0, "the server's CPU is read from /proc");
            assertTrue(row.number(JdbcMechanism.SERVER_CPUS) >= 0 && row.number(JdbcMechanism.JVM_CPUS) >= 0);
        }
        List<EvidenceRecord.Row> events = record.tables(JdbcMechanism.EVENTS).getFirst().rows();
        assertEquals(9 * JdbcMechanism.JFR_EVENTS.size(), events.size());
        try (var recordings = Files.list(jfr)) {
            assertEquals(9, recordings.filter(f -> f.toString().endsWith(".jfr")).count());
        }
        // The query path waits for the server's answer in pgjdbc's socket read, which is no park; a pool of 1 for 6
        // philosophers makes every borrow but the first wait in HikariCP, which parks.
        assertTrue(events.stream().anyMatch(
                e -> e.text(JdbcMechanism.EVENT).equals("jdk.ThreadPark") && e.number(JdbcMechanism.ON_QUERY_PATH) > 0),
                events::toString);
    }

    @Test
    void behindASemaphoreOfAsManyPermitsAsConnectionsNobodyWaitsInsideHikariCp() {
        // Up to 3 of 6 platform philosophers eat at once, and 1 connection serves them: without the semaphore the
        // others wait in HikariCP's borrow, which parks (a platform thread's park is a JFR event); behind it they
        // wait in the semaphore, outside HikariCP.
        List<EvidenceRecord.Row> parks = record.rows(JdbcMechanism.EVENTS).stream()
                .filter(e -> e.text(JdbcMechanism.EVENT).equals("jdk.ThreadPark")
                        && e.text(JdbcMechanism.THREADS).equals("platform") && e.number(JdbcMechanism.CONNECTIONS) == 1)
                .toList();
        assertEquals(2, parks.size(), parks.toString());
        assertEquals(0, parks.get(0).number(JdbcMechanism.PERMITS));
        assertTrue(parks.get(0).text(JdbcMechanism.FRAME).startsWith("com.zaxxer.hikari.util.ConcurrentBag.borrow"),
                parks.toString());
        assertEquals(1, parks.get(1).number(JdbcMechanism.PERMITS));
        assertTrue(!parks.get(1).text(JdbcMechanism.FRAME).contains("ConcurrentBag"), parks.toString());
        // Nor anywhere else in a meal: pgjdbc waits for the server in a socket read. The pool's shutdown at the
        // dinner's end parks in HikariCP, on no meal's path (counted here once, it failed this test).
        assertEquals(0, parks.get(1).number(JdbcMechanism.ON_QUERY_PATH), parks.toString());
    }

    @Test
    void aSpreadsQuantileIsWithinAnEighthOfThePowerOfTwoBelowIt() {
        JdbcMechanism.Spread spread = new JdbcMechanism.Spread();
        for (long nanos = 1; nanos <= 1_000_000; nanos++) {
            spread.add(nanos);
        }
        assertEquals(1_000_000, spread.count());
        assertEquals(500.0005, spread.meanMicros(), 1e-6);
        for (double q : new double[] { 0.5, 0.9, 0.99 }) {
            double exact = q * 1_000;
            double read = spread.quantileMicros(q);
            assertTrue(read <= exact && read >= exact / 1.125, q + ": " + read + " against " + exact);
        }
        for (long nanos : new long[] { 0, 7, 8, 15, 16, 1_000, 123_456_789, 1L << 61 }) {
            int bucket = JdbcMechanism.Spread.bucket(nanos);
            assertTrue(JdbcMechanism.Spread.floor(bucket) <= nanos, nanos + " is in its bucket");
            assertTrue(bucket + 1 == 64 * 8 || JdbcMechanism.Spread.floor(bucket + 1) > nanos,
                    nanos + " below the next");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = { "--connections|0|error: --connections must be positive",
            "--semaphore|some|error: unknown semaphore 'some'" })
    void aBadOptionIsOneLineAndExitTwo(String option, String value, String message) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = JdbcMechanism.run(new String[] { option, value }, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(2, exit);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(message), err.toString(StandardCharsets.UTF_8));
    }
}
