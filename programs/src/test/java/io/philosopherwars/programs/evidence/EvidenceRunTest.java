package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The evidence programs' harness on its own: blocks that interleave the sides, a JVM that fails or runs over as a row
 * that says why, and a record that the report reads back as it was written.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class EvidenceRunTest {
    private static final Evidence.Column[] COLUMNS = { Evidence.Column.number(EvidenceRun.BLOCK, "block", 0),
            Evidence.Column.text("side", "side"), Evidence.Column.number("value", "value", 1),
            Evidence.Column.text(EvidenceRun.COULD_NOT_RUN, "could not run") };

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    private EvidenceRun run() {
        return new EvidenceRun("test-kind", "A test", "test", new String[] { "--x", "1" }, "a setting",
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private static EvidenceRun.Measure<String> oneRowEach(List<String> measured) {
        return (side, seed) -> {
            measured.add(side);
            return List.<Object[]> of(new Object[] { 0, side, (double) side.length(), null });
        };
    }

    /**
     * Every block measures every side once, so that drift over the run falls on each side alike (never all of one side
     * first), each block in an order of its own seed; a row names its block.
     */
    @Test
    void everyBlockMeasuresEverySideOnceEachInAnOrderOfItsOwn() throws Exception {
        List<String> sides = List.of("a", "bb", "ccc");
        List<String> measured = new ArrayList<>();
        List<Object[]> rows = new ArrayList<>();
        EvidenceRun run = run();
        run.measure(run.table("t", COLUMNS), EvidenceRun.Blocks.random(6, 7), sides, oneRowEach(measured),
                EvidenceRun.named(COLUMNS, side -> side), side -> Optional.empty(), rows::add);

        assertEquals(18, measured.size());
        List<List<String>> blocks = new ArrayList<>();
        for (int block = 0; block < 6; block++) {
            List<String> order = measured.subList(block * 3, block * 3 + 3);
            assertEquals(sides, order.stream().sorted().toList(), "block " + (block + 1) + ": " + order);
            blocks.add(order);
            for (int i = block * 3; i < block * 3 + 3; i++) {
                assertEquals((double) (block + 1), rows.get(i)[0]);
            }
        }
        assertTrue(blocks.stream().distinct().count() > 1, "every block in the same order: " + blocks);
        assertEquals(Command.OK, run.end(null));
    }

    /** The same seed gives the same orders (a run can be repeated); once, the sides come in the order given. */
    @Test
    void aSeedRepeatsItsOrdersAndOnceKeepsTheOrderGiven() {
        List<Integer> sides = List.of(1, 2, 3, 4, 5, 6, 7, 8);
        EvidenceRun.Blocks blocks = EvidenceRun.Blocks.random(2, 3);
        assertEquals(blocks.order(sides, 1), EvidenceRun.Blocks.random(2, 3).order(sides, 1));
        assertNotEquals(blocks.order(sides, 1), blocks.order(sides, 2));
        assertEquals(sides, EvidenceRun.Blocks.once().order(sides, 1));
    }

    /** A side whose JVM fails is a row of its own, named and saying why; the others are measured; the run failed. */
    @Test
    void aJvmThatFailsIsARowThatSaysWhyAndTheRunFails() throws Exception {
        List<Object[]> handed = new ArrayList<>();
        EvidenceRun run = run();
        EvidenceRun.Table table = run.table("t", COLUMNS);
        run.measure(table, EvidenceRun.Blocks.random(1, 1), List.of("good", "bad"), (side, seed) -> {
            if (side.equals("bad")) {
                throw new ChildJvm.Failed("its JVM exited with 1 (see above)");
            }
            return List.<Object[]> of(new Object[] { 0, side, 4.0, null });
        }, EvidenceRun.named(COLUMNS, side -> side), side -> Optional.empty(), handed::add);

        assertEquals(1, handed.size(), "a failed row is not a result");
        String text = printed.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("| 1 | bad | - | its JVM exited with 1 (see above) |"), text);
        assertEquals(Command.FAILED, run.end(null));
    }

    /**
     * A side that cannot run here at all says so in its row and is not counted a failure; a row that could not run is.
     */
    @Test
    void aSkippedSideSaysWhyWithoutFailingButARowThatCouldNotRunFails() throws Exception {
        EvidenceRun skipping = run();
        skipping.measure(skipping.table("t", COLUMNS), EvidenceRun.Blocks.once(), List.of("here", "there"),
                oneRowEach(new ArrayList<>()), EvidenceRun.named(COLUMNS, side -> side),
                side -> side.equals("there") ? Optional.of("no namespace here") : Optional.empty(), cells -> {
                });
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("| 1 | there | - | no namespace here |"));
        assertEquals(Command.OK, skipping.end(null));

        EvidenceRun failing = run();
        EvidenceRun.Table table = failing.table("t", COLUMNS);
        failing.row(table, 1, "side", null, "its dinner failed");
        assertEquals(Command.FAILED, failing.end(null));
    }

    /** A child JVM that runs past its limit is killed, and its row says so: never a hang, never a number. */
    @Test
    void aJvmPastItsLimitIsKilledAndItsRowSaysSo() throws Exception {
        EvidenceRun run = run();
        long start = System.nanoTime();
        run.measure(run.table("t", COLUMNS), EvidenceRun.Blocks.once(), List.of("sleeps"),
                EvidenceRun.inChildJvms(Sleeper.class, Duration.ofSeconds(3), COLUMNS,
                        (side, seed) -> new EvidenceRun.Jvm(List.of(), side)),
                EvidenceRun.named(COLUMNS, side -> side));

        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(60), "the child was not killed in time");
        String text = printed.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("| 1 | sleeps | - | its JVM did not end within 3 s and was killed |"), text);
        assertEquals(Command.FAILED, run.end(null));
    }

    /**
     * A wait for a child JVM that is interrupted (a test's time-out, a stopped run) takes the child with it, so that it
     * never measures on beside what runs next.
     */
    @Test
    void anInterruptedWaitKillsItsJvm() throws Exception {
        Thread waiter = Thread.ofPlatform().start(() -> {
            try {
                ChildJvm.rows(List.of(), Sleeper.class, List.of(), "sleeps", Duration.ofMinutes(1));
            } catch (ChildJvm.Failed | IllegalStateException e) {
                // the interrupt's, expected
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (ProcessHandle.current().children().findAny().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        List<ProcessHandle> children = ProcessHandle.current().children().toList();
        assertEquals(1, children.size(), children.toString());

        waiter.interrupt();
        waiter.join(TimeUnit.SECONDS.toMillis(30));

        assertTrue(children.getFirst().onExit().get(30, TimeUnit.SECONDS) != null);
        assertTrue(!children.getFirst().isAlive(), "the child JVM outlived its interrupted wait");
    }

    /** A child JVM's rows come back through its standard output cell for cell; what it left is read once it ended. */
    @Test
    void aJvmsRowsComeBackAndWhatItLeftIsReadAfterItEnded() throws Exception {
        List<Object[]> handed = new ArrayList<>();
        List<Integer> ended = new ArrayList<>();
        EvidenceRun run = run();
        run.measure(run.table("t", COLUMNS), EvidenceRun.Blocks.once(), List.of("two"),
                EvidenceRun.inChildJvms(Sleeper.class, Duration.ofSeconds(60), COLUMNS,
                        (side, seed) -> new EvidenceRun.Jvm(List.of(), List.of("-Dsleeper.value=2.5"), side,
                                rows -> ended.add(rows.size()))),
                EvidenceRun.named(COLUMNS, side -> side), side -> Optional.empty(), handed::add);

        assertEquals(List.of(2), ended);
        assertEquals(2, handed.size());
        assertEquals(List.of(1.0, "two", 2.5), List.of(handed.get(1)[0], handed.get(1)[1], handed.get(1)[2]));
        assertNull(handed.get(1)[3]);
        assertEquals(Command.OK, run.end(null));
    }

    /** The record written is the record the report reads: kind, tables, rows and cells, and its command line. */
    @Test
    void theRecordRoundTripsThroughTheReportsReader() throws Exception {
        EvidenceRun run = run();
        run.evidence().text("a note between the tables");
        run.measure(run.table("t", COLUMNS), EvidenceRun.Blocks.random(2, 1), List.of("a", "bb"),
                oneRowEach(new ArrayList<>()), EvidenceRun.named(COLUMNS, side -> side));
        run.print("\n");
        EvidenceRun.Table other = run.table("other", new Evidence.Column[] { Evidence.Column.text("k", "k") });
        run.row(other, "v");
        Path page = dir.resolve("page.md");
        assertEquals(Command.OK, run.end(page));

        EvidenceRecord record = EvidenceRecord.parse("x", Files.readString(Evidence.jsonOf(page)), "test-kind");
        List<EvidenceRecord.Row> rows = record.rows("t");
        assertEquals(4, rows.size());
        for (EvidenceRecord.Row row : rows) {
            assertEquals(row.text("side").length(), row.number("value"), 1e-9);
            assertTrue(row.number(EvidenceRun.BLOCK) == 1 || row.number(EvidenceRun.BLOCK) == 2);
            assertTrue(row.text(EvidenceRun.COULD_NOT_RUN).isEmpty());
        }
        assertEquals("v", record.rows("other").getFirst().text("k"));
        String markdown = Files.readString(page);
        assertTrue(markdown.contains("./philosophers test --x 1"), markdown);
        assertTrue(markdown.contains("a note between the tables"), markdown);
    }

    /** The options as a program reads them: each by name, defaults where not given, an unknown one refused. */
    @Test
    void optionsAreReadByNameAndAnUnknownOneIsRefused() {
        CommandLine.Given given = new CommandLine.Given(new String[] { "--jvms", "2", "--jvms", "5", "--seed", "9" },
                "--jvms", "--seed", "--report");
        EvidenceRun.Blocks blocks = EvidenceRun.Blocks.of(given, "--jvms", 3);
        assertEquals(EvidenceRun.Blocks.random(5, 9), blocks, "the last of an option given twice counts");
        assertNull(given.path("--report"));
        assertEquals(3, EvidenceRun.Blocks.of(new CommandLine.Given(new String[0], "--jvms"), "--jvms", 3).count());

        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> new CommandLine.Given(new String[] { "--jvms", "2", "--frobnicate", "1" }, "--jvms"));
        assertEquals("unknown option --frobnicate", unknown.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> EvidenceRun.Blocks
                .of(new CommandLine.Given(new String[] { "--seed", "x" }, "--seed"), "--jvms", 3));
        assertEquals("--seed needs a whole number, got 'x'", bad.getMessage());
    }

    /** A child for the tests above: with {@code --row sleeps} it outlives any limit, else it prints two rows. */
    static final class Sleeper {
        public static void main(String[] args) throws Exception {
            ChildJvm.main(args, spec -> {
                if (spec.equals("sleeps")) {
                    Thread.sleep(TimeUnit.MINUTES.toMillis(5));
                }
                double value = Double.parseDouble(System.getProperty("sleeper.value", "0"));
                return List.<Object[]> of(new Object[] { 0, spec, value, null }, new Object[] { 0, spec, value, null });
            }, (arguments, out, err) -> Command.USAGE);
        }
    }
}
