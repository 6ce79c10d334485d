package io.philosopherwars.programs.report.results;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which run a page reads a row from, and when a run ran. */
class ResultSetTest {
    @TempDir
    Path dir;

    private static final Dinner POOLED = new Dinner(LockImplementation.SYNCHRONIZED,
            io.philosopherwars.core.ThreadKind.POOLED);
    private static final Dinner VIRTUAL = Dinner.virtual(LockImplementation.SYNCHRONIZED);

    /** A raw file of these rows, with its environment: on one machine at one commit, at {@code date}. */
    private Path write(String name, String date, String pool, String... rows) throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve(name + ".json"), "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        Files.writeString(raw.resolve(name + ".env.md"),
                "- machine: Test CPU, 2 cores, 8 GiB, Linux\n- host: h1\n- commit: c1\n- date: " + date + "\n"
                        + (pool.isEmpty() ? "" : "- pool: " + pool + "\n"),
                StandardCharsets.UTF_8);
        return raw;
    }

    /** One fork of each row a block: synchronized on a pool of 1x the cores, and on virtual threads. */
    private Path block(String name, String date, double pooled, double virtual) throws IOException {
        return write(name, date, "allfull",
                inForks(row("NoopBenchmark.synchronized_pooled", "allFull", pooled, "1", pooled)),
                inForks(row("NoopBenchmark.synchronized_virtual", "allFull", virtual, "1", virtual)));
    }

    /** The same two rows in one JMH call of {@code forks} forks each (JMH runs every fork of one, then the other's). */
    private Path oneCall(String name, String date, int forks) throws IOException {
        double[] pooled = new double[forks];
        double[] virtual = new double[forks];
        java.util.Arrays.fill(pooled, 73);
        java.util.Arrays.fill(virtual, 101);
        return write(name, date, "", inForks(row("NoopBenchmark.synchronized_pooled", "allFull", 73, "1", pooled)),
                inForks(row("NoopBenchmark.synchronized_virtual", "allFull", 101, "1", virtual)));
    }

    /**
     * The Intel set's claim 18: a pair measured in the blocks of a publish pool and again in one JMH call of three
     * forks (the floor's run), which ran later. The blocks decide, whatever the dates and however many forks the call
     * has.
     */
    @Test
    void aPairMeasuredInSharedBlocksIsReadFromThemWhateverTheDates() throws IOException {
        block("noop-1", "2026-11-26T01:36:05Z", 58, 100);
        block("noop-2", "2026-11-26T01:38:53Z", 57, 99);
        Path raw = block("noop-3", "2026-11-26T01:41:36Z", 59, 101);
        oneCall("floor", "2026-11-26T02:59:02Z", 3);

        ResultSet set = ResultSet.read(raw, dir);
        ResultSet.Pair pair = set.fixedWork(POOLED, WorkloadKind.NOOP, VIRTUAL, WorkloadKind.NOOP).orElseThrow();
        assertEquals("allfull", pair.run());
        assertEquals(List.of("noop-1", "noop-2", "noop-3"), pair.a().blocks());
        assertEquals(58, pair.a().mean(Quantity.DINNER), 1e-9);
        // A dinner's own row is chosen the same way.
        assertEquals(List.of("noop-1", "noop-2", "noop-3"),
                set.fixedRow(POOLED, WorkloadKind.NOOP, r -> true).orElseThrow().blocks());

        // More forks in the one call change nothing: its forks of A and B ran at different times.
        oneCall("floor", "2026-11-26T02:59:02Z", 5);
        assertEquals("allfull", ResultSet.read(raw, dir)
                .fixedWork(POOLED, WorkloadKind.NOOP, VIRTUAL, WorkloadKind.NOOP).orElseThrow().run());
    }

    /** A pair that the one call alone measured is read from it; so is a pair the blocks hold in one block only. */
    @Test
    void aPairWithoutSharedBlocksIsReadAsBefore() throws IOException {
        Path raw = write("noop-1", "2026-11-26T01:36:05Z", "allfull",
                inForks(row("NoopBenchmark.synchronized_pooled", "allFull", 58, "1", 58)),
                inForks(row("NoopBenchmark.synchronized_virtual", "allFull", 100, "1", 100)));
        write("noop-2", "2026-11-26T01:38:53Z", "allfull",
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 40, "1", 40)));
        oneCall("floor", "2026-11-26T02:59:02Z", 3);

        ResultSet set = ResultSet.read(raw, dir);
        // One shared block of one fork a side against three forks a side: the most forks.
        assertEquals("floor", set.fixedWork(POOLED, WorkloadKind.NOOP, VIRTUAL, WorkloadKind.NOOP).orElseThrow().run());
        // Only the pool has this pair (in no shared block): read from it, as there is nothing else.
        assertEquals("allfull", set.fixedWork(Dinner.virtual(LockImplementation.REENTRANT_LOCK), WorkloadKind.NOOP,
                VIRTUAL, WorkloadKind.NOOP).orElseThrow().run());
        JmhRow oneBlock = set.runs().getFirst().rows().getFirst();
        assertFalse(ResultSet.blocked(oneBlock, oneBlock), oneBlock.blocks().toString());
    }

    /**
     * A pool is dated when its slices ran, not by its first file in the order of the names: publish names slices by
     * family and round, so {@code fileRead-1} sorts before {@code noop-1} that ran an hour earlier.
     */
    @Test
    void aPoolIsDatedByItsEarliestSliceAndSpansToItsLatest() throws IOException {
        String noop = inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 100));
        String fileRead = inForks(row("FileReadBenchmark.reentrantLock_virtual", "allFull", 200, "2", 200));
        write("noop-1", "2026-11-26T01:36:05Z", "allfull", noop);
        write("noop-2", "2026-11-26T01:38:53Z", "allfull", noop);
        write("fileRead-1", "2026-11-26T02:32:05Z", "allfull", fileRead);
        Path raw = write("pools-1", "2026-11-26T03:03:02Z", "allfull", noop);

        RawRun pool = ResultSet.read(raw, dir).runs().getFirst();
        assertEquals("allfull", pool.name());
        assertEquals("2026-11-26T01:36:05Z", pool.date());
        assertEquals("2026-11-26T03:03:02Z", pool.lastDate());
        assertEquals("2026-11-26T01:36:05Z to 2026-11-26T03:03:02Z", pool.dates());
        // The slices, and so each row's forks, in the order they ran.
        JmhRow virtual = pool.rows().stream().filter(r -> r.work().equals("noop")).findFirst().orElseThrow();
        assertEquals(List.of("noop-1", "noop-2", "pools-1"), virtual.blocks());
    }

    /** A run that stands alone is dated by its own environment, its last date the same. */
    @Test
    void aRunThatStandsAloneHasOneDate() throws IOException {
        Path raw = write("floor", "2026-11-26T02:59:02Z", "",
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 100, 101)));
        RawRun floor = ResultSet.read(raw, dir).runs().getFirst();
        assertEquals("2026-11-26T02:59:02Z", floor.date());
        assertEquals("2026-11-26T02:59:02Z", floor.lastDate());
        assertEquals("2026-11-26T02:59:02Z", floor.dates());
    }
}
