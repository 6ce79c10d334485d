package io.philosopherwars.programs.report.pages;

import io.philosopherwars.programs.cli.Command;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.ReportCli;
import io.philosopherwars.programs.report.results.Layout;

/** The pages above the machines' sets: one verdict column per machine, their disagreements, the front page. */
class MachinesTest {
    @TempDir
    Path results;

    /**
     * A set whose noop dinners put synchronized at {@code synchronizedMs} and ReentrantLock at {@code lockMs}, three
     * forks each, measured at {@code commit}.
     */
    private Path set(String machine, double synchronizedMs, double lockMs, String commit) throws IOException {
        Path raw = Files.createDirectories(results.resolve(machine).resolve(Layout.RAW));
        Files.writeString(raw.resolve("matrix.json"),
                "[" + inForks(row("NoopBenchmark.synchronized_platform", "allFull", synchronizedMs, "1",
                        synchronizedMs - 1, synchronizedMs, synchronizedMs + 1)) + ","
                        + inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", lockMs, "1", lockMs - 1,
                                lockMs, lockMs + 1))
                        + "]");
        Files.writeString(raw.resolve("matrix.env.md"),
                "- machine: " + machine + " CPU, 2 cores\n- host: h-" + machine
                        + " (sha256 of test)\n- JDK: test JDK 25\n- commit: " + commit
                        + "\n- date: 2026-11-23T10:00:00Z\n- command: `test`\n");
        return results.resolve(machine);
    }

    @Test
    void everyMachineGetsAColumnAndOppositeVerdictsAreListed() throws IOException {
        set("alpha-2c", 100, 300, "aaa");
        set("beta-16c", 300, 100, "bbb");

        Map<String, String> files = Machines.generate(results);
        String two = files.get("FINDINGS.md");
        // "synchronized is not slower" is one-sided: three times faster keeps it true on alpha, three times slower
        // makes it false on beta, and the comparisons show the opposite directions.
        assertTrue(two.contains("| 6 | synchronized is not slower than ReentrantLock | decided differently | holds |"
                + " does not hold |"), two);
        assertTrue(two.contains("| noop: synchronized / reentrantLock, platform | opposite directions |"), two);

        set("gamma-4c", 200, 200.5, "ccc");
        files = Machines.generate(results);

        assertTrue(files.containsKey("alpha-2c/matrix.md") && files.containsKey("beta-16c/FINDINGS.md"),
                files.keySet().toString());
        String findings = files.get("FINDINGS.md");
        // No set here was measured by one publish run: each column says so in its header.
        assertTrue(findings.contains("| # | claim | the talk said | [alpha-2c (older method)](alpha-2c/FINDINGS.md) |"
                + " [beta-16c (older method)](beta-16c/FINDINGS.md) | [gamma-4c (older method)](gamma-4c/FINDINGS.md)"
                + " |"), findings);
        String monitors = findings.lines().filter(l -> l.startsWith("| 6 |")).findFirst().orElseThrow();
        assertTrue(monitors.contains("(alpha-2c/claims/monitors.md)") && monitors.contains("faster")
                && monitors.contains("slower"), monitors);
        assertTrue(findings.contains("| noop: synchronized / reentrantLock, platform | opposite directions |"),
                findings);
        assertTrue(findings.contains("| 6 | synchronized is not slower than ReentrantLock | decided differently |"
                + " holds | does not hold | holds |"), findings);
        assertTrue(findings.contains("separate runs, 1 commit"), findings);
        // The disagreements beside what noise alone would make: two claims' comparisons on three machines, 5% each.
        assertTrue(findings.contains("noise alone would make at most "), findings);

        String front = files.get("README.md");
        assertTrue(front.startsWith("# results/"), front);
        // The decision table first, then one section per question, the talk's sentences, the machines, the files.
        assertTrue(front.indexOf("## What to use, by kind of critical section") < front.indexOf("## The questions")
                && front.indexOf("## The questions") < front.indexOf("## The talk's sentences")
                && front.indexOf("## The talk's sentences") < front.indexOf("## Machines")
                && front.indexOf("## Machines") < front.indexOf("## Files"), front);
        // synchronized or ReentrantLock: its headline from its rows, on the set that decided it; the others' beside.
        assertTrue(front.contains("**Keep synchronized: it is not slower: 1 of 1 decided row (1 made); equal within"
                + " 5%.** (set gamma-4c)"), front);
        assertTrue(front.contains("- On alpha-2c: Keep synchronized: it is not slower: 1 of 1 decided row (1 made);"
                + " synchronized 3.0x faster."), front);
        assertTrue(front.contains("- On beta-16c: Prefer ReentrantLock: 1 of 1 decided row (1 made)"), front);
        // The talk's position as the action it recommended, and each set's verdict on its sentence.
        assertTrue(front.lines()
                .anyMatch(l -> l
                        .startsWith("| 6 | synchronized is not slower than ReentrantLock |"
                                + " keep synchronized: it is not slower |")
                        && l.endsWith("| holds | does not hold | holds |")),
                front);
        // Each set's machine and commit stand on the front page, and how it was measured.
        assertTrue(
                front.contains(
                        "| beta-16c CPU, 2 cores; test JDK 25 | `bbb` | separate runs by an older method, 1 commit |"),
                front);
        assertEquals(files, Machines.generate(results), "the same raw data gives the same pages");
    }

    /** advise's sets measure a meal of the user's own: the decision table gives it a row of its own. */
    @Test
    void aMealOfTheUsersOwnGetsARowOfTheDecisionTable() throws IOException {
        Path raw = Files.createDirectories(results.resolve("alpha-2c").resolve(Layout.RAW));
        Files.writeString(raw.resolve("meal.json"),
                "[" + inForks(row("YourMealBenchmark.reentrantLock_virtual", "allFull", 100, "1", 99, 100, 101)) + ","
                        + inForks(row("YourMealBenchmark.reentrantLock_platform", "allFull", 300, "1", 299, 300, 301))
                        + "]");
        Files.writeString(raw.resolve("meal.env.md"),
                "- machine: alpha CPU, 2 cores\n- commit: aaa\n" + "- date: 2026-11-23T10:00:00Z\n- command: `test`\n");

        String front = Machines.generate(results).get("README.md");

        String row = front.lines().filter(l -> l.startsWith("| CacheLookup (your own meal) |")).findFirst()
                .orElseThrow(() -> new AssertionError(front));
        assertTrue(row.contains("use virtual threads: virtual threads 3.3x faster (1 of 1, 3 forks; both: ReentrantLock"
                + " chopsticks; 2 CPUs; 1,000 × 1,000)"), row);
    }

    /** A hypervisor's CPU name (AMD EPYC) hides the generation: the sets' table names the family and model. */
    @Test
    void theSetsTableNamesTheFamilyAndModelThatAHypervisorsCpuNameHides() throws IOException {
        Path alpha = set("alpha-2c", 100, 300, "aaa");
        Files.writeString(alpha.resolve(Layout.FINGERPRINT), "# Machine of the result set alpha-2c\n\n- CPU: AMD EPYC\n"
                + "- CPU vendor_id: AuthenticAMD\n- CPU cpu family: 25\n- CPU model: 1\n- CPU flags: fpu hypervisor\n");
        set("beta-16c", 300, 100, "bbb");
        String front = Machines.generate(results).get(Layout.README);
        assertTrue(front.contains(", CPU family 25 model 1, a VM (virtual CPUs); test JDK 25"), front);
        assertFalse(front.contains("beta-16c CPU, 2 cores, CPU family"), "no fingerprint page, no family: " + front);
    }

    @Test
    void oneMachineSaysThereIsNothingToCompare() throws IOException {
        set("alpha-2c", 100, 300, "aaa");

        String findings = Machines.generate(results).get("FINDINGS.md");

        assertTrue(findings.contains("One machine's set so far: nothing to compare."), findings);
    }

    @Test
    void rawDataOutsideAMachinesFolderOrNoSetIsRefused() throws IOException {
        ReportException none = assertThrows(ReportException.class, () -> Machines.generate(results));
        assertTrue(none.getMessage().contains("no result set in it"), none.getMessage());

        Files.createDirectories(results.resolve(Layout.RAW));
        ReportException top = assertThrows(ReportException.class, () -> Machines.generate(results));
        assertTrue(top.getMessage().contains("belongs to no machine"), top.getMessage());
    }

    @Test
    void aSetIsOnePublishRunOnlyWhereItsJournalNamesEveryRunsCommit() throws IOException {
        Path alpha = set("alpha-2c", 100, 300, "aaa");
        Files.writeString(alpha.resolve(Layout.JOURNAL), """
                # Publish journal

                - machine: alpha-2c
                - commit: aaa
                - started: 2026-01-01T00:00:00Z

                | slice | seconds | row-forks | result | finished | claims decided |
                |---|---:|---:|---|---|---:|
                | noop-1 | 60.0 | 18 | ok | 2026-01-01T00:01:00Z | 3 |
                | noop-2 | 60.0 | 18 | ok | 2026-01-01T00:02:00Z | 7 |
                """);
        Files.writeString(alpha.resolve(Layout.FINGERPRINT), "# Machine of the result set alpha-2c\n");
        Path beta = set("beta-16c", 300, 100, "bbb (uncommitted changes)");
        Files.writeString(beta.resolve(Layout.JOURNAL), "# Publish journal\n\n- machine: beta-16c\n- commit: ccc\n");

        assertTrue(Machines.published(ResultSet.read(alpha.resolve(Layout.RAW), alpha), alpha));
        assertFalse(Machines.published(ResultSet.read(beta.resolve(Layout.RAW), beta), beta));
        Map<String, String> files = Machines.generate(results);
        assertTrue(files.get("alpha-2c/README.md").contains(
                "- measured by: one `./philosophers publish` run, 2026-01-01T00:00:00Z to 2026-01-01T00:02:00Z"),
                files.get("alpha-2c/README.md"));
        assertTrue(files.get("alpha-2c/README.md").contains("[machine.md](machine.md)"),
                files.get("alpha-2c/README.md"));
        assertFalse(files.get("beta-16c/README.md").contains("machine.md"), files.get("beta-16c/README.md"));
        assertTrue(
                files.get("beta-16c/README.md")
                        .contains("this set spans 1 commit (1 of its 1 runs from a work tree with uncommitted changes)")
                        && files.get("beta-16c/README.md").contains("`bbb (uncommitted changes)`"),
                files.get("beta-16c/README.md"));
    }

    @Test
    void theReportRemovesTheChartsItNoLongerMakesAndNothingElse() throws IOException {
        Path alpha = set("alpha-2c", 100, 300, "aaa");
        Files.writeString(alpha.resolve("matrix-allFull.svg"), "<svg/>"); // an older report's chart name
        Files.writeString(alpha.resolve(Layout.JOURNAL), "# Publish journal\n\n- commit: aaa\n");
        Files.writeString(alpha.resolve(Layout.FINGERPRINT), "# Machine of the result set alpha-2c\n");
        Files.createDirectories(alpha.resolve("evidence"));
        Files.writeString(alpha.resolve("evidence/memory.md"), "# Memory per philosopher\n");
        // Its record beside it, as every evidence program writes it (a page alone is refused, never parsed).
        Files.copy(Path.of("src", "test", "resources", "evidence", "memory.json"),
                alpha.resolve("evidence/memory.json"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        int code = ReportCli.run(new String[] { "--results", results.toString() }, new PrintStream(out), System.err);

        assertEquals(Command.OK, code, out.toString());
        assertFalse(Files.exists(alpha.resolve("matrix-allFull.svg")), out.toString());
        assertTrue(out.toString().contains("removed " + alpha.resolve("matrix-allFull.svg")), out.toString());
        assertTrue(Files.exists(alpha.resolve(Layout.JOURNAL)) && Files.exists(alpha.resolve(Layout.FINGERPRINT))
                && Files.exists(alpha.resolve("evidence/memory.md"))
                && Files.exists(alpha.resolve("matrix-allFull-noop.svg"))
                && Files.exists(results.resolve("README.md")));
    }
}
