package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.cli.Command;

import io.philosopherwars.format.RunEnvironment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The publish run's bookkeeping: options, the machine's name, checkpoints and resume, refusals. */
class PublishTest {
    @TempDir
    Path results;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    /** Three programs that each write one file; no JMH. */
    private static final List<Family> PROGRAMS = List.of(
            Family.tool("one", List.of("one", "{set}/evidence/one.md"), List.of("evidence/one.md"), 10, "first"),
            Family.tool("two", List.of("two", "{set}/evidence/two.md"), List.of("evidence/two.md"), 10, "second"),
            Family.tool("three", List.of("three", "{set}/evidence/three.md"), List.of("evidence/three.md"), 10,
                    "third"));

    /** Runs the named programs by writing their file; "killed" throws at the program named so. */
    private static final class Programs implements Publish.ToolRunner {
        final List<String> ran = new ArrayList<>();
        final String killAt;

        Programs(String killAt) {
            this.killAt = killAt;
        }

        @Override
        public int run(List<String> arguments, Path log) throws IOException {
            ran.add(arguments.getFirst());
            Path file = Path.of(arguments.get(1));
            if (arguments.getFirst().equals(killAt)) {
                // Half-written, then the process dies: the resumed run must not trust it.
                Files.writeString(file, "half");
                throw new IllegalStateException("killed");
            }
            Files.writeString(file, "written by " + arguments.getFirst());
            return arguments.getFirst().equals("three") ? 3 : 0;
        }
    }

    private Publish.Options options(String budget) {
        return new Publish.Options(Publish.seconds(budget), true, "test-2c", results, true, false, false, List.of());
    }

    @Test
    void aKilledRunResumesWithoutRepeatingAFinishedSliceOrKeepingAHalfWrittenOne() throws Exception {
        Programs first = new Programs("two");
        assertThrows(IllegalStateException.class, () -> Publish.publish(options("10m"), PROGRAMS, out, out, first));
        assertEquals(List.of("one", "two"), first.ran);
        Path set = results.resolve("test-2c");
        assertEquals(List.of("one"), Journal.read(set).orElseThrow().done().stream().map(Journal.Done::slice).toList());

        Programs second = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("10m"), PROGRAMS, out, out, second));
        assertEquals(List.of("two", "three"), second.ran, "the finished slice is not run again");
        assertEquals("written by two", Files.readString(set.resolve("evidence/two.md")));
        Journal journal = Journal.read(set).orElseThrow();
        assertEquals(List.of("one", "two", "three"), journal.done().stream().map(Journal.Done::slice).toList());
        assertEquals("failed: exit 3", journal.done().get(2).result(),
                "a failed program is recorded, not retried in the same run");
        assertEquals(0, journal.done().get(1).decided(), "no JMH data yet: no claim decided, and the journal says so");
        String said = printed.toString(StandardCharsets.UTF_8);
        assertTrue(
                said.contains("[publish] two: ok in ") && said.contains(" min (output: raw/two.log); claims decided"
                        + " so far: 0 of " + io.philosopherwars.programs.report.claims.Claims.all().size() + ";"),
                said);
        String machine = Files.readString(set.resolve("machine.md"));
        assertTrue(machine.contains("\n- cores: ") && machine.contains("\n- CPU flags: ")
                && machine.contains("\n- host: ") && machine.contains("\n- JDK: "), machine);

        // A resume runs the failed slice again (its cause may be gone); its first try keeps its time in the budget.
        Programs third = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("10m"), PROGRAMS, out, out, third));
        assertEquals(List.of("three"), third.ran);
        assertEquals(List.of("one", "two", "three" + Journal.RETRIED, "three"),
                Journal.read(set).orElseThrow().done().stream().map(Journal.Done::slice).toList());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("; 1 that failed run again"));
    }

    /**
     * A tree edited while a slice runs: the slice's data would say "(uncommitted changes)" and never join the clean
     * ones, so it is discarded and the run stops with what to do; the same command, on a clean tree, runs it again.
     */
    @Test
    void aTreeEditedWhileASliceRunsStopsTheRunAndTheSliceRunsAgainOnResume() throws Exception {
        List<String> edits = new ArrayList<>();
        Publish.ToolRunner editing = (arguments, log) -> {
            Files.writeString(Path.of(arguments.get(1)), "written by " + arguments.getFirst());
            if (arguments.getFirst().equals("two")) {
                edits.add(" M programs/src/main/java/Some.java");
            }
            return 0;
        };
        Publish.Options clean = new Publish.Options(Publish.seconds("10m"), true, "test-2c", results, false, false,
                false, List.of());
        Command.Failure stopped = assertThrows(Command.Failure.class,
                () -> Publish.publish(clean, PROGRAMS, out, out, editing, () -> List.copyOf(edits)));
        assertTrue(
                stopped.getMessage()
                        .startsWith("the work tree changed while slice two (M programs/src/main/java/"
                                + "Some.java): a set is one commit, so what it measured was discarded;"),
                stopped.getMessage());
        Path set = results.resolve("test-2c");
        assertEquals(List.of("one"), Journal.read(set).orElseThrow().done().stream().map(Journal.Done::slice).toList());
        assertTrue(!Files.exists(set.resolve("evidence/two.md")), "the slice's output is gone");

        edits.clear();
        Programs resumed = new Programs("none");
        assertEquals(Command.OK, Publish.publish(clean, PROGRAMS, out, out, resumed, () -> List.copyOf(edits)));
        assertEquals(List.of("two", "three"), resumed.ran);
    }

    @Test
    void aFamilyWhosePrerequisiteIsMissingIsPassedOverSaidSoAndLeftForAResume() throws Exception {
        java.util.concurrent.atomic.AtomicBoolean installed = new java.util.concurrent.atomic.AtomicBoolean();
        List<Family> catalogue = List.of(PROGRAMS.getFirst(),
                Family.tool("two", List.of("two", "{set}/evidence/two.md"), List.of("evidence/two.md"), 10, "second")
                        .needing(() -> installed.get() ? java.util.Optional.empty()
                                : java.util.Optional.of("no JDK 21 found; install one")));
        Programs before = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("10m"), catalogue, out, out, before));
        assertEquals(List.of("one"), before.ran);
        String said = printed.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("publish: passing over two (second): no JDK 21 found; install one"), said);
        assertTrue(said.contains("passed over on this machine: no JDK 21 found"), said);
        assertEquals(List.of("one"), Journal.read(results.resolve("test-2c")).orElseThrow().done().stream()
                .map(Journal.Done::slice).toList(), "nothing recorded for it");

        installed.set(true);
        Programs after = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("10m"), catalogue, out, out, after));
        assertEquals(List.of("two"), after.ran);
    }

    @Test
    void theBudgetDecidesWhichSlicesRunAndTheRestAreSaidNotMeasured() throws Exception {
        Programs programs = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("15s"), PROGRAMS, out, out, programs));
        // The first slice's estimate (10 s) fits; after it the budget left does not cover another's estimate unless
        // the first took no time at all, which the fake nearly does: the rule is estimate <= budget left.
        Journal journal = Journal.read(results.resolve("test-2c")).orElseThrow();
        assertTrue(journal.spentSeconds() < 15);
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("publish plan for test-2c"));
    }

    @Test
    void oneSetIsOneMachineAndOneCommit() throws Exception {
        Path set = Files.createDirectories(results.resolve("test-2c"));
        new Journal("test-2c", "0123456789ab", "somecommit", 600, "2026-01-01T00:00:00Z", List.of()).write(set);
        Command.Failure host = assertThrows(Command.Failure.class,
                () -> Publish.publish(options("10m"), PROGRAMS, out, out, new Programs("none")));
        assertTrue(host.getMessage().contains("one set is one machine"), host.getMessage());

        // --fresh starts a set again on its own machine only: another host's set is never replaced.
        Publish.Options fresh = new Publish.Options(Publish.seconds("10m"), true, "test-2c", results, true, true, false,
                List.of());
        Command.Failure replaced = assertThrows(Command.Failure.class,
                () -> Publish.publish(fresh, PROGRAMS, out, out, new Programs("none")));
        assertTrue(replaced.getMessage().contains("never another machine's"), replaced.getMessage());
        assertTrue(Journal.read(set).isPresent(), "the other machine's set is left as it was");

        Files.delete(set.resolve(Journal.FILE));
        Files.writeString(set.resolve("FINDINGS.md"), "measured by hand");
        Command.Failure foreign = assertThrows(Command.Failure.class,
                () -> Publish.publish(options("10m"), PROGRAMS, out, out, new Programs("none")));
        assertTrue(foreign.getMessage().contains("no publish run wrote"), foreign.getMessage());
    }

    @Test
    void aSecondPublishOfTheSameSetIsRefusedAtOnceAndTouchesNothing() throws Exception {
        try (PublishLock held = PublishLock.acquire(results, "test-2c")) {
            Programs programs = new Programs("none");
            Command.Failure refused = assertThrows(Command.Failure.class,
                    () -> Publish.publish(options("10m"), PROGRAMS, out, out, programs));
            assertTrue(refused.getMessage().startsWith(results.resolve("test-2c") + " is being published by another run"
                    + " (pid " + ProcessHandle.current().pid() + ", started "), refused.getMessage());
            assertEquals(List.of(), programs.ran, "nothing measured");
            assertTrue(Journal.read(results.resolve("test-2c")).isEmpty(), "no journal written");
        }
        // Released (as the kernel releases it when its holder dies): the same command runs.
        Programs programs = new Programs("none");
        assertEquals(Command.OK, Publish.publish(options("10m"), PROGRAMS, out, out, programs));
        assertEquals(List.of("one", "two", "three"), programs.ran);
    }

    @Test
    void optionsAndTheMachinesName() {
        assertEquals(5400, Publish.seconds("90m"));
        assertEquals(5400, Publish.seconds("1h30m"));
        assertEquals(600, Publish.seconds("600s"));
        assertThrows(IllegalArgumentException.class, () -> Publish.seconds("90"));
        assertThrows(IllegalArgumentException.class, () -> Publish.seconds("0m"));
        assertEquals("amd-epyc-2c", RunEnvironment.setName("AMD EPYC", 2));
        assertEquals("intel-xeon-2c", RunEnvironment.setName("Intel(R) Xeon(R) Processor", 2));
        assertEquals("amd-epyc-9654-16c", RunEnvironment.setName("AMD EPYC 9654 96-Core Processor", 16));
        // A hypervisor's name gives no model: the family and model tell two CPU generations apart.
        assertEquals("amd-epyc-f25m1-2c", RunEnvironment.setName("AMD EPYC", 2, "25", "1"));
        assertEquals("amd-epyc-f26m2-2c", RunEnvironment.setName("AMD EPYC", 2, "26", "2"));
        assertEquals("amd-epyc-9654-16c", RunEnvironment.setName("AMD EPYC 9654 96-Core Processor", 16, "25", "17"));
        assertEquals("amd-epyc-2c", RunEnvironment.setName("AMD EPYC", 2, "", ""));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(Command.USAGE, Publish.run(new String[] { "--budget", "soon" }, out,
                new PrintStream(err, true, StandardCharsets.UTF_8), (a, log) -> 0));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--budget takes a time"));
    }

    /** The front page's command for a meal no set measured names a family publish knows, so that it runs as printed. */
    @Test
    void theFrontPagesCommandForAnUnmeasuredMealNamesAFamilyOfTheCatalogue() {
        java.util.Set<String> families = new java.util.HashSet<>();
        Family.catalogue().forEach(f -> families.add(f.name()));
        java.util.regex.Pattern only = java.util.regex.Pattern.compile("publish --only (\\S+)`");
        int named = 0;
        for (io.philosopherwars.programs.report.pages.FrontPage.Kind kind : io.philosopherwars.programs.report.pages.FrontPage.KINDS) {
            java.util.regex.Matcher m = only.matcher(kind.command());
            if (m.find()) {
                named++;
                for (String family : m.group(1).split(",")) {
                    assertTrue(families.contains(family), kind + " names no family of " + families);
                }
            }
        }
        assertTrue(named >= 8, "every built-in meal's command names its family");
    }

    @Test
    void onlyMeasuresTheFamiliesNamedInTheCataloguesOrderAndRefusesAnUnknownOne() {
        Publish.Options options = Publish.options(new String[] { "--only", "waits,noop" });
        assertEquals(List.of("noop", "waits"), options.catalogue().stream().map(Family::name).toList());
        assertEquals(Family.catalogue().size(), Publish.options(new String[0]).catalogue().size());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(Command.USAGE, Publish.run(new String[] { "--only", "noop,nope" }, out,
                new PrintStream(err, true, StandardCharsets.UTF_8), (a, log) -> 0));
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("--only: no family 'nope'; the families: threadstart,"),
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aProgramThatMeasuredButHadRowsItCouldNotRunIsPartialNotFailed() {
        assertEquals("ok", Publish.result(0, true));
        assertEquals("partial: exit 1, its output names the rows that could not run", Publish.result(1, true));
        assertEquals("failed: exit 1", Publish.result(1, false), "no output: nothing was measured");
        assertEquals("failed: exit 2", Publish.result(2, true), "bad arguments are never partial");
        assertEquals("failed: exit 124", Publish.result(124, true), "past the time limit");
    }
}
