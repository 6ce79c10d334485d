package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.report.results.ResultSet;

/**
 * Evidence as data: a program writes its record beside its page, the page is rendered from it, and the claims read the
 * record by key, so rewording a page's header changes no fact; a record without a key the claims need is refused with
 * its name, never a claim quietly undecided.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class EvidenceRecordTest {
    /**
     * The AMD set's memory page as the program wrote it before evidence became records (commit b8f7ce7): a fixture, so
     * that a remeasured set changes no test.
     */
    /** The AMD set's memory record (2026-11-26), as its program wrote it. */
    private static final Path MEMORY_RECORD = Path.of("src", "test", "resources", "evidence", "memory.json");

    @TempDir
    Path dir;

    private static final String CLAIM = "threadStart";

    /** Claim 1's rows of the thread-start floor (it has no comparisons here: no dinners). */
    private List<Row> threadStartRows() {
        Claim claim = Claims.all().stream().filter(c -> c.id().equals(CLAIM)).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), dir));
        assertEquals(List.of(), j.facts());
        return j.rows();
    }

    @Test
    void aProgramWritesItsRecordBesideItsPageAndTheClaimReadsIt() throws IOException {
        Path page = dir.resolve(Claims.THREAD_START);
        Files.createDirectories(page.getParent());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = ThreadStartFloor.run(new String[] { "--counts", "10,20", "--rounds", "2", "--threads", "virtual",
                "--report", page.toString() }, new PrintStream(out), System.err);

        assertEquals(0, exit, out.toString());
        Path json = dir.resolve("evidence/thread-start-floor.json");
        EvidenceRecord record = EvidenceRecord.parse("x", Files.readString(json), ThreadStartFloor.KIND);
        List<EvidenceRecord.Row> rows = record.tables(ThreadStartFloor.ROUNDS).getFirst().rows();
        assertEquals(4, rows.size());
        assertEquals(20, rows.getLast().number(ThreadStartFloor.COUNT));
        assertTrue(rows.getLast().number(ThreadStartFloor.MICROS_PER_THREAD) > 0);
        assertTrue(Files.readString(page).contains("| virtual | 10 | 1 | warm-up |"), Files.readString(page));
        assertTrue(Files.readString(page).contains("| virtual | 20 | 2 | measured |"), Files.readString(page));
        List<Row> floor = threadStartRows();
        assertEquals(List.of("10 threads", "20 threads"), floor.stream().map(Row::size).toList(), floor.toString());
        for (Row r : floor) {
            assertEquals("a virtual thread", r.a());
            assertEquals("time to start one thread", r.quantity());
            assertEquals("µs", r.unit());
            assertTrue(r.valueA() > 0, r.toString());
            assertEquals(Row.Role.CONTEXT, r.role());
        }
    }

    /** A record as a program of this version writes it, with the thread-start columns under other headers. */
    private void writeRecord(Evidence.Column... columns) throws IOException {
        Evidence evidence = new Evidence(ThreadStartFloor.KIND, "Thread start floor", "- machine: test\n- date: d");
        Evidence.Table table = evidence.table(ThreadStartFloor.ROUNDS, columns);
        table.row("platform", 1000, 1, ThreadStartFloor.WARM_UP, 80.0, 80.0, 20.0);
        table.row("platform", 1000, 2, ThreadStartFloor.MEASURED, 100.0, 100.0, 20.0);
        evidence.write(dir.resolve(Claims.THREAD_START));
    }

    @Test
    void rewordingAPagesHeaderChangesNoFact() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        writeRecord(ThreadStartFloor.columns());
        List<Row> before = threadStartRows();
        Evidence.Column[] reworded = ThreadStartFloor.columns();
        reworded[5] = Evidence.Column.number(ThreadStartFloor.MICROS_PER_THREAD, "microseconds per started thread", 2);
        writeRecord(reworded);

        assertEquals(List.of(new Row(dir.getFileName().toString(), CLAIM, Row.Role.CONTEXT, Words.NA, Words.NA,
                "a platform thread", Words.NA, Words.NA, "1,000 threads", "time to start one thread", "µs", 100.0,
                Double.NaN, Words.NA, Double.NaN, Double.NaN, Double.NaN, Words.NA, 0, 0,
                "ThreadStartFloor, median of 1 round, the first left out")), before);
        assertEquals(before, threadStartRows());
        assertTrue(Files.readString(dir.resolve(Claims.THREAD_START)).contains("microseconds per started thread"));
    }

    @Test
    void aRecordWithoutAKeyTheClaimReadsIsRefusedByName() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence.Column[] renamed = ThreadStartFloor.columns();
        renamed[5] = Evidence.Column.number("usPerThread", "µs per thread", 1);
        writeRecord(renamed);

        ReportException e = assertThrows(ReportException.class, this::threadStartRows);
        assertTrue(
                e.getMessage()
                        .equals("evidence/thread-start-floor.md: table rounds has no column 'microsPerThread'"
                                + " (it has [threads, count, round, phase, startedMs, usPerThread, leftMs])"),
                e.getMessage());
    }

    @Test
    void aClaimWhoseEvidenceWasNeverMeasuredSaysSoInsteadOfUndecided() {
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("jmhJlbh")).findFirst().orElseThrow();
        Claim.Judgement judgement = claim.judge().judge(new ResultSet(List.of(), dir));
        assertEquals(Claim.Outcome.NOT_MEASURED, judgement.outcome());
        assertEquals("", judgement.waitsFor());
    }

    @Test
    void anotherFormatVersionOrKindIsRefused() {
        String json = new Evidence(ThreadStartFloor.KIND, "t", "- machine: m").json();
        assertTrue(assertThrows(ReportException.class, () -> EvidenceRecord.parse("f.json",
                json.replace("\"version\": 1", "\"version\": 2"), ThreadStartFloor.KIND)).getMessage()
                        .contains("version 2, not"));
        assertTrue(assertThrows(ReportException.class, () -> EvidenceRecord.parse("f.json", json, "memory"))
                .getMessage().contains("a record of thread-start-floor, not of memory"));
    }

    /** A page without its record (written before records) is refused with its name, never parsed for numbers. */
    @Test
    void anEvidencePageWithoutItsRecordIsRefusedNotParsed() throws IOException {
        Path set = Files.createDirectories(dir.resolve("page-only"));
        Files.createDirectories(set.resolve(Claims.MEMORY).getParent());
        Files.writeString(set.resolve(Claims.MEMORY), "# Memory per philosopher\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
        ReportException e = assertThrows(ReportException.class, () -> new ResultSet(List.of(), set)
                .evidence(Claims.MEMORY, io.philosopherwars.programs.evidence.MemoryProbe.KIND));
        assertTrue(e.getMessage().contains("memory.md: no record beside it (memory.json)"), e.getMessage());
        assertTrue(e.getMessage().contains("measure it again"), e.getMessage());
    }

    /**
     * Claim 6 reads the monitors record by key: per lock and thread kind, eating per meal in the engine and bare with
     * lock elimination on and off (each JVM and their median, as rows), and where the CPU went; a JVM that could not
     * run counts for nothing.
     */
    @Test
    void claim6ReadsWhatTheLocksCostFromTheMonitorsRecord() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence evidence = new Evidence(MonitorCost.KIND, "t", "- machine: test\n- date: d");
        Evidence.Table table = evidence.table(MonitorCost.JVMS, MonitorCost.columns());
        for (int block = 1; block <= 3; block++) {
            for (String dinner : List.of("engine", "bare")) {
                for (String elimination : List.of("on", "off")) {
                    double ns = (dinner.equals("engine") ? 20 : 10) * block * (elimination.equals("on") ? 1 : 2);
                    // The bare loop's monitor enter is coarsened where lock elimination is on.
                    double coarsened = dinner.equals("bare") && elimination.equals("on") ? 1.0 : 0.0;
                    table.row((double) block, dinner, "synchronized", "virtual", "noop", 1000.0, elimination, ns, 0.0,
                            0.25 * block, 0.01, coarsened, 0.0, 20.0 * block, 0.0, 2.0, 3.0, 75.0 - 20.0 * block + 20.0,
                            500.0, 0.05, null);
                }
            }
        }
        table.row(4.0, "engine", "synchronized", "virtual", "noop", 1000.0, "on", null, null, null, null, null, null,
                null, null, null, null, null, null, null, "its JVM exited with 1");
        evidence.write(dir.resolve(Claims.MONITORS));

        Claim claim = Claims.all().stream().filter(c -> c.id().equals("monitors")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), dir));

        // Each JVM's eating ns per meal is a row, and their median another, with lock elimination on and off.
        String side = "synchronized chopsticks, a virtual thread per philosopher";
        for (String dinner : List.of("in the engine", "bare (the same locks, no engine)")) {
            for (String elimination : List.of("on", "off")) {
                double base = (dinner.equals("in the engine") ? 20 : 10) * (elimination.equals("on") ? 1 : 2);
                List<Row> rows = j.rows().stream()
                        .filter(r -> r.a().equals(side + ", " + dinner) && r.quantity().equals("time per meal")
                                && r.settings().contains("lock elimination " + elimination + ","))
                        .toList();
                assertEquals(List.of(2 * base, base, 2 * base, 3 * base), rows.stream().map(Row::valueA).toList(),
                        "the median, then each JVM: " + rows);
                assertTrue(rows.getFirst().settings().endsWith("the median of 3 JVMs"), rows.getFirst().settings());
                assertTrue(rows.getLast().settings().endsWith("the JVM of block 3"), rows.getLast().settings());
            }
        }
        // The JVM that could not run counts for nothing.
        assertTrue(j.rows().stream().noneMatch(r -> r.settings().contains("block 4")), j.rows().toString());
        // Where the CPU went and what JFR counted, lock elimination on, medians of the JVMs.
        Map<String, Double> engine = j.rows().stream()
                .filter(r -> r.a().equals(side + ", in the engine") && !r.quantity().equals("time per meal"))
                .collect(java.util.stream.Collectors.toMap(Row::quantity, Row::valueA));
        assertEquals(Map.of("CPU samples in the monitor's slow path in the VM", 40.0,
                "CPU samples in java.util.concurrent.locks", 0.0, "monitor inflations", 0.5,
                "monitor enters that blocked", 0.0, "parks", 0.01, "monitor enters C2 coarsened", 0.0), engine);
        assertEquals(1.0,
                j.rows().stream()
                        .filter(r -> r.a().equals(side + ", bare (the same locks, no engine)")
                                && r.quantity().equals("monitor enters C2 coarsened"))
                        .findFirst().orElseThrow().valueA());
        assertTrue(j.rows().stream().allMatch(r -> r.role() == Row.Role.CONTEXT && r.claim().equals("monitors")
                && r.meal().equals(Words.meal("noop")) && r.size().equals(Words.NA)));
        // What the JIT log concludes stays in words, with no number.
        assertEquals(List.of("mechanism, synchronized chopsticks, a virtual thread per philosopher: C2 coarsens the"
                + " bare loop's monitor enters and not the engine's, and with lock elimination off the bare loop costs"
                + " more per meal (JIT log, -XX:+LogCompilation)"), j.facts());
    }

    /**
     * The sleep's JVMs of the monitors record are rows of their own, at their own table: synchronized against
     * ReentrantLock on virtual threads, eating and CPU per meal, then where each lock's CPU went; the noop's rows never
     * take them in, and a record without meals is read as the noop's.
     */
    @Test
    void theSleepsJvmsAreRowsOfTheirOwnBesideTheNoops() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence evidence = new Evidence(MonitorCost.KIND, "t",
                "- machine: test\n- date: d\n- options: 1000 philosophers x 1000 meals, noop, and x 100 meals");
        Evidence.Table table = evidence.table(MonitorCost.JVMS, MonitorCost.columns());
        for (int block = 1; block <= 3; block++) {
            table.row((double) block, "engine", "synchronized", "virtual", "noop", 1000.0, "on", 20.0, 0.0, 0.5, 0.01,
                    0.0, 0.0, 40.0, 0.0, 2.0, 3.0, 55.0, 500.0, 0.05, null);
            table.row((double) block, "engine", "synchronized", "virtual", "sleep", 100.0, "on", 1500.0 + block, 0.0,
                    5.5, 300.0, 0.0, 0.0, 4.0, 1.0, 25.0, 31.0, 39.0, 3000.0, 3.0 + block, null);
            table.row((double) block, "engine", "reentrantLock", "virtual", "sleep", 100.0, "on", 5000.0 + block, 0.0,
                    0.0, 200.0, 0.0, 0.0, 0.0, 38.0, 18.0, 27.0, 17.0, 11000.0, 10.0 + block, null);
        }
        evidence.write(dir.resolve(Claims.MONITORS));

        Claim claim = Claims.all().stream().filter(c -> c.id().equals("monitors")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), dir));

        List<Row> sleep = j.rows().stream().filter(r -> r.meal().equals(Words.meal("sleep"))).toList();
        Row eating = sleep.getFirst();
        assertEquals("synchronized chopsticks, a virtual thread per philosopher", eating.a());
        assertEquals("ReentrantLock chopsticks, a virtual thread per philosopher", eating.b());
        assertEquals("1,000 × 100", eating.size());
        assertEquals("time per meal", eating.quantity());
        assertEquals(List.of(1502.0, 5002.0), List.of(eating.valueA(), eating.valueB()));
        Row cpu = sleep.get(1);
        assertTrue(cpu.quantity().startsWith("CPU time per meal"), cpu.quantity());
        assertEquals(5.0 / 12.0, cpu.ratio(), 1e-9);
        Map<String, Double> reentrant = sleep.stream()
                .filter(r -> r.a().equals("ReentrantLock chopsticks, a virtual thread per philosopher")
                        && r.b().equals(Words.NA))
                .collect(java.util.stream.Collectors.toMap(Row::quantity, Row::valueA));
        assertEquals(38.0, reentrant.get("CPU samples in java.util.concurrent.locks"));
        assertEquals(18.0, reentrant.get("CPU samples in the virtual-thread scheduler"));
        // The noop's engine row is the noop's JVMs alone: 20 ns, not the sleep's thousands.
        Row noop = j.rows().stream()
                .filter(r -> r.meal().equals(Words.meal("noop"))
                        && r.a().equals("synchronized chopsticks, a virtual thread per philosopher, in the engine")
                        && r.quantity().equals("time per meal"))
                .findFirst().orElseThrow();
        assertEquals(20.0, noop.valueA());
        assertTrue(j.rows().stream().allMatch(r -> r.role() == Row.Role.CONTEXT));
    }

    /**
     * Claim 17 under three collectors: where the set has the collectors record, its answer names the least allocating
     * dinner of each blocking meal and a virtual thread against a platform one, the same whatever the collector, and
     * the rows give every dinner's bytes per meal under each collector and the most collection time of each.
     */
    @Test
    void claim17ReadsAllocationUnderEachCollector() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence evidence = new Evidence(io.philosopherwars.programs.evidence.CollectorCost.KIND, "t",
                "- machine: test\n- date: d");
        Evidence.Table table = evidence.table(io.philosopherwars.programs.evidence.CollectorCost.JVMS,
                io.philosopherwars.programs.evidence.CollectorCost.columns());
        for (int block = 1; block <= 3; block++) {
            for (String collector : List.of("G1", "Parallel", "ZGC")) {
                double gc = collector.equals("ZGC") ? 0.5 : 0.1;
                table.row((double) block, collector, "sleep", "reentrantLock/virtual", 4_000.0, 199.0, 0.01, gc, "b",
                        null);
                table.row((double) block, collector, "sleep", "reentrantLock/platform", 14_000.0, 16.8, 0.01, 0.1, "b",
                        null);
                table.row((double) block, collector, "sleep", "reentrantLock/pooled", 52_000.0, 2.8, 0.0, 0.0, "b",
                        null);
            }
        }
        table.row(4.0, "ZGC", null, null, null, null, null, null, null, "its JVM exited with 1");
        evidence.write(dir.resolve(Claims.COLLECTORS));

        Claim claim = Claims.all().stream().filter(c -> c.id().equals("allocation")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), dir));

        assertEquals(Claim.Outcome.ANSWERED, j.outcome());
        assertEquals(List.of(), j.facts(), "the numbers are rows");
        // Every dinner of the blocking meal decides, by its bytes per meal over the collectors: it ranks them.
        Map<String, Double> ranked = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES)
                .collect(java.util.stream.Collectors.toMap(Row::a, Row::valueA));
        assertEquals(Map.of("ReentrantLock chopsticks, a virtual thread per philosopher", 199.0,
                "ReentrantLock chopsticks, a platform thread per philosopher", 16.8,
                "ReentrantLock chopsticks, a fixed pool of 1x the cores, linked queue", 2.8), ranked);
        assertTrue(j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).allMatch(r -> r.does().equals(Row.HOLDS)
                && r.meal().equals(Words.meal("sleep")) && r.b().equals(Words.NA) && Double.isNaN(r.ratio())));
        // Beside them, each collector's bytes per meal (the median of its JVMs) and its pauses.
        List<Row> perCollector = j.rows().stream()
                .filter(r -> r.role() == Row.Role.CONTEXT && r.quantity().equals("bytes allocated per meal")).toList();
        assertEquals(9, perCollector.size(), perCollector.toString());
        assertTrue(perCollector.stream().anyMatch(r -> r.a().endsWith("a virtual thread per philosopher")
                && r.settings().contains("under ZGC: the median of 3 JVMs") && r.valueA() == 199.0));
        Map<String, Double> pauses = j.rows().stream().filter(r -> r.quantity().equals("collection pauses"))
                .collect(java.util.stream.Collectors
                        .toMap(r -> r.a() + (r.settings().contains("the most") ? " most" : ""), Row::valueA));
        assertEquals(0.1, pauses.get("the G1 collector"), 1e-12);
        assertEquals(0.1, pauses.get("the G1 collector most"), 1e-12);
        assertEquals(0.1, pauses.get("the ZGC collector"), 1e-12);
        assertEquals(0.5, pauses.get("the ZGC collector most"), 1e-12);
        assertEquals(List.of(Claims.COLLECTORS), j.sources());
    }

    /**
     * Claim 5 at equal real waits: where the set has the equal-waits record, the claim is judged on it, per thread kind
     * and wait, every JVM the same way or nothing decided; as good is not better.
     */
    @Test
    void claim5IsJudgedAtEqualRealWaitsWhereTheSetHasThem() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence evidence = new Evidence(io.philosopherwars.programs.evidence.EqualWaits.KIND, "t",
                "- machine: test\n- date: d");
        Evidence.Table table = evidence.table(io.philosopherwars.programs.evidence.EqualWaits.JVMS,
                io.philosopherwars.programs.evidence.EqualWaits.columns());
        for (int block = 1; block <= 3; block++) {
            // Virtual threads: spinning 17 times slower in every JVM. A pool: the same in every JVM. Platform threads
            // at 1 ms: one JVM each way, nothing decided.
            table.row((double) block, "virtual", 16.0, 185.0, 185.0, 5_000.0, 85_000.0, 17.0, null);
            table.row((double) block, "pooled", 16.0, 102.0, 103.0, 52_000.0, 52_000.0 * (1 + 0.01 * (block - 2)),
                    1 + 0.01 * (block - 2), null);
            double ratio = block == 1 ? 0.8 : block == 2 ? 1.2 : 1.0;
            table.row((double) block, "platform", 1_000.0, 1_090.0, 1_090.0, 400_000.0, 400_000.0 * ratio, ratio, null);
        }
        table.row(4.0, "virtual", null, null, null, null, null, null, "its JVM exited with 1");
        evidence.write(dir.resolve(Claims.EQUAL_WAITS));

        Claim claim = Claims.all().stream().filter(c -> c.id().equals("spinVsSleep")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), dir));

        assertEquals(Claim.Outcome.FAILS, j.outcome(), j.rows().toString());
        assertEquals(List.of(), j.facts(), "no meal clock in this set, and the equal waits are rows");
        List<Row> deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(3, deciding.size(), "one per thread kind and wait: " + deciding);
        Row virtual = deciding.stream().filter(r -> r.a().endsWith("a virtual thread per philosopher")).findFirst()
                .orElseThrow();
        assertEquals("a wait of 16 µs asked", virtual.meal());
        assertEquals("spinning as long as the sleep really lasted, ReentrantLock chopsticks, a virtual thread per"
                + " philosopher", virtual.a());
        assertEquals("sleeping, ReentrantLock chopsticks, a virtual thread per philosopher", virtual.b());
        assertEquals(17.0, virtual.ratio());
        assertEquals(17.0, virtual.low(), "the JVMs' range");
        assertEquals(17.0, virtual.high());
        assertEquals("slower", virtual.verdict());
        assertEquals("sleeping", virtual.faster());
        assertEquals(Row.FAILS, virtual.does());
        assertEquals(3, virtual.forksA(), "three JVMs: the JVM that could not run counts for nothing");
        // As good is not better: the pool's spin, equal in every JVM, contradicts the sentence.
        Row pooled = deciding.stream().filter(r -> r.a().contains("pool")).findFirst().orElseThrow();
        assertEquals("equivalent", pooled.verdict());
        assertEquals(Row.NEITHER, pooled.faster());
        assertEquals(Row.FAILS, pooled.does());
        // JVMs that disagree decide nothing.
        Row platform = deciding.stream().filter(r -> r.a().endsWith("a platform thread per philosopher")).findFirst()
                .orElseThrow();
        assertEquals("a wait of 1,000 µs asked", platform.meal());
        assertEquals("undecided", platform.verdict());
        assertEquals(Row.UNDECIDED, platform.does());
        assertEquals(0.8, platform.low());
        assertEquals(1.2, platform.high());
        // How long the waits really lasted, beside each.
        Row lasted = j.rows().stream()
                .filter(r -> r.role() == Row.Role.CONTEXT && r.a().endsWith("a virtual thread per philosopher"))
                .findFirst().orElseThrow();
        assertEquals("how long a meal's wait really lasted", lasted.quantity());
        assertEquals(185.0, lasted.valueA());
        assertEquals(185.0, lasted.valueB());
        assertEquals("µs", lasted.unit());
        assertEquals(List.of(Claims.EQUAL_WAITS), j.sources());
    }

    /**
     * Claim 13 per client on virtual threads, on the GETs lost for want of a port: lost with the defaults and none with
     * the large pool agrees; anything else contradicts, GETs lost for another reason included. Platform rows are
     * context.
     */
    @Test
    void claim13IsJudgedOnTheFailuresCountedPerClient() throws IOException {
        Files.createDirectories(dir.resolve("evidence"));
        Evidence evidence = new Evidence(PortExhaustion.KIND, "t", "- machine: test\n- date: d");
        Evidence.Table table = evidence.table(PortExhaustion.ROWS, PortExhaustion.columns());
        table.row("urlConnection", "virtual", "defaults", "machine", 10000.0, 100000.0, 120.0, 120.0, 0.0,
                "java.net.BindException: Cannot assign requested address", 28000.0, 9000.0, "32768-60999", "0", null);
        table.row("urlConnection", "virtual", "largePool", "machine", 10000.0, 100000.0, 0.0, 0.0, 0.0, null, 0.0,
                9000.0, "32768-60999", "0", null);
        // okHttp's defaults lost GETs, none for want of a port: the sentence is contradicted there.
        table.row("okHttp", "virtual", "defaults", "machine", 10000.0, 100000.0, 7.0, 0.0, 0.0,
                "java.net.SocketException: Socket closed", 8000.0, 9000.0, "32768-60999", "0", null);
        table.row("okHttp", "virtual", "largePool", "machine", 10000.0, 100000.0, 0.0, 0.0, 0.0, null, 0.0, 9000.0,
                "32768-60999", "0", null);
        table.row("okHttp", "platform", "defaults", "machine", 10000.0, 100000.0, 5.0, 0.0, 0.0,
                "java.net.SocketException: Socket closed", 10.0, 9000.0, "32768-60999", "0", null);
        evidence.write(dir.resolve(Claims.PORTS));

        Claim claim = Claims.all().stream().filter(c -> c.id().equals("portExhaustion")).findFirst().orElseThrow();
        Claim.Judgement judgement = claim.judge().judge(new ResultSet(List.of(), dir));

        assertEquals(Claim.Outcome.PARTLY, judgement.outcome(), judgement.rows().toString());
        assertEquals("holds for urlConnection (1 of 1 that agree), not for okHttp (1 of 1 that contradict)",
                judgement.condition().text());
        assertEquals(List.of(), judgement.facts(), "the numbers are rows");
        // urlConnection's defaults lost GETs to ports and its large pool none: both decide, for the sentence.
        List<Row> deciding = judgement.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertEquals(List.of(120.0, 0.0, 0.0), deciding.stream().map(Row::valueA).toList(), deciding.toString());
        assertEquals(List.of(Row.HOLDS, Row.HOLDS, Row.FAILS), deciding.stream().map(Row::does).toList());
        assertEquals(List.of("HTTP GET of 16 KB, HttpURLConnection", "HTTP GET of 16 KB, HttpURLConnection",
                "HTTP GET of 16 KB, OkHttp"), deciding.stream().map(Row::meal).toList());
        assertTrue(deciding.stream().allMatch(r -> r.quantity().equals("GETs failed for want of a port")));
        // okHttp's defaults lost 7 GETs, none for want of a port: the failures beside the row say so, with the first.
        Row okHttp = judgement.rows().stream()
                .filter(r -> r.meal().endsWith("OkHttp")
                        && r.a().contains("a virtual thread per philosopher, the" + " client's defaults (")
                        && r.quantity().equals("GETs failed, for any reason"))
                .findFirst().orElseThrow();
        assertEquals(Row.Role.CONTEXT, okHttp.role());
        assertEquals(7, okHttp.valueA());
        assertTrue(okHttp.settings().endsWith("the first failure: java.net.SocketException: Socket closed"),
                okHttp.settings());
        assertEquals(28000,
                judgement.rows().stream()
                        .filter(r -> r.meal().endsWith("HttpURLConnection") && r.a().contains("client's defaults (")
                                && r.quantity().equals("client sockets in TIME_WAIT at the end"))
                        .findFirst().orElseThrow().valueA());
        // The platform rows and the kernel's settings decide nothing.
        assertTrue(judgement.rows().stream().filter(r -> r.a().contains("a platform thread per philosopher"))
                .allMatch(r -> r.role() == Row.Role.CONTEXT));
        List<Row> kernel = judgement.rows().stream().filter(r -> r.a().equals("this machine's kernel")).toList();
        assertEquals(List.of(32768.0, 60999.0, 0.0), kernel.stream().map(Row::valueA).toList());
        assertTrue(kernel.stream().allMatch(r -> r.role() == Row.Role.CONTEXT));
    }

    /** Claim 16 ranks by live heap plus resident memory outside the heap: platform threads' stacks rank them last. */
    @Test
    void memoryRanksByHeapAndResidentSetSoPlatformStacksCount() throws IOException {
        Path set = Files.createDirectories(dir.resolve("memory-set"));
        Files.createDirectories(set.resolve(Claims.MEMORY).getParent());
        Files.copy(MEMORY_RECORD, io.philosopherwars.format.Evidence.jsonOf(set.resolve(Claims.MEMORY)));
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("memory")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), set));
        // A record from before the probe held the other meals says so, in words and in every row's measured-by.
        assertEquals(List.of(Footprint.RACED), j.facts(), "the numbers are rows");
        List<Row> ranked = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertTrue(ranked.stream().allMatch(r -> r.settings().contains("while another meal could end it")),
                ranked.toString());
        Row last = ranked.getLast();
        assertEquals("synchronized chopsticks, a platform thread per philosopher", last.a());
        // The race is named in the quantity, which the headline prints beside its figures.
        assertEquals(Footprint.PER_PHILOSOPHER_RACED, last.quantity());
        assertEquals(387.084 + 42547.2, last.valueA(), 0.5);
        assertTrue(ranked.getFirst().a().startsWith(Words.design("fairReentrantLock") + ", a fixed pool"),
                ranked.toString());
        // Beside it, its live heap and its resident memory outside the heap, as the record has them.
        List<Row> platform = j.rows().stream().filter(r -> r.role() == Row.Role.CONTEXT && r.a().equals(last.a()))
                .toList();
        assertEquals(List.of(387.084, 42547.2), platform.stream().map(Row::valueA).toList());
        assertEquals("10,000 philosophers", platform.getFirst().size());
    }

    /** A record with the meals held for the reading was read with the table held: no word of a race. */
    @Test
    void aMemoryRecordReadWithTheOtherMealsHeldSaysNothingOfARace() throws IOException {
        Path set = Files.createDirectories(dir.resolve("memory-set"));
        Files.createDirectories(set.resolve(Claims.MEMORY).getParent());
        String held = Files.readString(MEMORY_RECORD)
                .replace("{\"key\": \"couldNotRun\"",
                        "{\"key\": \"" + MemoryProbe.HELD + "\", \"header\": \"held\"}, {\"key\": \""
                                + MemoryProbe.CHUNKS_PER_PHILOSOPHER + "\", \"header\": \"c\"}, {\"key\": \""
                                + MemoryProbe.CHUNK_BYTES_PER_PHILOSOPHER + "\", \"header\": \"b\"}, {\"key\":"
                                + " \"couldNotRun\"")
                .replace("\"couldNotRun\": ", "\"" + MemoryProbe.HELD + "\": 1, \"" + MemoryProbe.CHUNKS_PER_PHILOSOPHER
                        + "\": 1.25, \"" + MemoryProbe.CHUNK_BYTES_PER_PHILOSOPHER + "\": 900.5, \"couldNotRun\": ");
        Files.writeString(io.philosopherwars.format.Evidence.jsonOf(set.resolve(Claims.MEMORY)), held);
        Claim claim = Claims.all().stream().filter(c -> c.id().equals("memory")).findFirst().orElseThrow();
        Claim.Judgement j = claim.judge().judge(new ResultSet(List.of(), set));
        assertEquals(List.of(), j.facts());
        List<Row> ranked = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        assertFalse(ranked.isEmpty());
        assertTrue(ranked.stream().noneMatch(r -> r.settings().contains("could end")), ranked.toString());
        assertTrue(ranked.stream().allMatch(r -> r.quantity().equals(Footprint.PER_PHILOSOPHER)), ranked.toString());
        // Each reading's stack chunks beside its heap, as context.
        List<Row> chunks = j.rows().stream()
                .filter(r -> r.quantity().equals("bytes of stack chunks per philosopher (in the live heap)")).toList();
        assertFalse(chunks.isEmpty());
        assertTrue(chunks.stream().allMatch(r -> r.role() == Row.Role.CONTEXT && r.valueA() == 900.5),
                chunks::toString);
        assertTrue(j.rows().stream().anyMatch(
                r -> r.quantity().equals("stack chunks per philosopher (in the live heap)") && r.valueA() == 1.25));
    }
}
