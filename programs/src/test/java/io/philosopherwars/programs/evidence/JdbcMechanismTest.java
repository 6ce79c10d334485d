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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDBC mechanism's instrument at a tiny size: every meal timed in its three parts, the pool's size and the thread
 * kind in every row, the pool filled first when asked, the server's CPU beside the JVM's, and the JFR recordings read
 * for the query path.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JdbcMechanismTest {
    @TempDir
    Path dir;

    @Test
    void everyMealIsTimedAsBorrowQueryAndGiveBackPerThreadKindAndPoolSize() throws Exception {
        Path page = dir.resolve("mechanism.md");
        Path jfr = dir.resolve("jfr");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = JdbcMechanism.run(new String[] { "--philosophers", "6", "--meals", "5", "--connections", "1,3",
                "--threads", "virtual,pooled", "--rounds", "1", "--fill", "true", "--jfr", jfr.toString(), "--report",
                page.toString() }, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        EvidenceRecord record = EvidenceRecord.parse("x", Files.readString(dir.resolve("mechanism.json")),
                JdbcMechanism.KIND);
        List<EvidenceRecord.Row> rows = record.tables(JdbcMechanism.DINNERS).getFirst().rows();
        assertEquals(List.of("virtual 1", "pooled 1", "virtual 3", "pooled 3"), rows.stream()
                .map(r -> r.text(JdbcMechanism.THREADS) + " " + (int) r.number(JdbcMechanism.CONNECTIONS)).toList());
        for (EvidenceRecord.Row row : rows) {
            assertEquals(30, row.number(JdbcMechanism.MEALS), "6 philosophers x 5 meals");
            // The row names its own table and lock, so that a reader of the record needs no options line.
            assertEquals(row.number(JdbcMechanism.MEALS),
                    row.number(JdbcMechanism.PHILOSOPHERS) * row.number(JdbcMechanism.MEALS_EACH));
            assertEquals("reentrantLock", row.text(JdbcMechanism.LOCK));
            assertTrue(row.number(JdbcMechanism.BORROW_MEAN) > 0, "a borrow takes time");
            assertTrue(row.number(JdbcMechanism.QUERY_P50) > 0, "a query takes time");
            assertTrue(row.number(JdbcMechanism.QUERY_P99) >= row.number(JdbcMechanism.QUERY_P50));
            assertEquals(row.number(JdbcMechanism.CONNECTIONS), row.number(JdbcMechanism.OPEN),
                    "with --fill true every connection is open before the first meal");
            double used = row.number(JdbcMechanism.USED);
            assertTrue(used >= 1 && used <= row.number(JdbcMechanism.CONNECTIONS),
                    "no more connections used than the pool holds: " + used);
            assertTrue(row.number(JdbcMechanism.SERVER_CPU) >= 0, "the server's CPU is read from /proc");
            assertTrue(row.number(JdbcMechanism.SERVER_CPUS) >= 0 && row.number(JdbcMechanism.JVM_CPUS) >= 0);
        }
        List<EvidenceRecord.Row> events = record.tables(JdbcMechanism.EVENTS).getFirst().rows();
        assertEquals(4 * JdbcMechanism.JFR_EVENTS.size(), events.size());
        try (var recordings = Files.list(jfr)) {
            assertEquals(4, recordings.filter(f -> f.toString().endsWith(".jfr")).count());
        }
        // The query path waits for the server's answer in pgjdbc's socket read, which is no park; a pool of 1 for 6
        // philosophers makes every borrow but the first wait in HikariCP, which parks.
        assertTrue(events.stream().anyMatch(
                e -> e.text(JdbcMechanism.EVENT).equals("jdk.ThreadPark") && e.number(JdbcMechanism.ON_QUERY_PATH) > 0),
                events::toString);
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

    @Test
    void aBadOptionIsOneLineAndExitTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = JdbcMechanism.run(new String[] { "--connections", "0" },
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(2, exit);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: --connections must be positive"),
                err.toString(StandardCharsets.UTF_8));
    }
}
