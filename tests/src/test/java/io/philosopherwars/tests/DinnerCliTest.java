package io.philosopherwars.tests;

import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.programs.cli.Command;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.demo.DinnerCli;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerCliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return DinnerCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void printsOneRowPerDinner() {
        int code = run("--implementations", "reentrantLock,synchronized", "--threads", "virtual", "--workloads", "noop",
                "--stop", "firstFull", "--philosophers", "10", "--meals", "100");

        assertEquals(Command.OK, code, err::toString);
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("| reentrantLock | virtual | noop | firstFull | 10 | 100 | 10 virtual |"), table);
        assertTrue(table.contains("| synchronized | virtual | noop | firstFull | 10 | 100 | 10 virtual |"), table);
    }

    /** Your meal instead of the built-in ones, by class; a meal that cannot be found is refused in one line. */
    @Test
    void yourMealIsServedByClassAndAMissingOneIsRefused() {
        int code = run("--meal", YourMealTest.CountingMeal.class.getName(), "--implementations", "reentrantLock",
                "--threads", "virtual,platform", "--stop", "allFull", "--philosophers", "10", "--all-full-meals", "3");

        assertEquals(Command.OK, code, err::toString);
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("| reentrantLock | virtual | counting | allFull | 10 | 3 |"), table);
        assertTrue(table.contains("| reentrantLock | platform | counting | allFull | 10 | 3 |"), table);

        assertEquals(Command.USAGE, run("--meal", "com.acme.Missing", "--classpath", "/no/such/lookup.jar"));
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("error: --classpath: /no/such/lookup.jar does not exist"),
                err::toString);
    }

    @Test
    void evidenceAddsPinningAndCarrierTable() {
        int code = run("--implementations", "synchronized", "--threads", "virtual", "--workloads", "noop", "--stop",
                "allFull", "--philosophers", "10", "--all-full-meals", "2", "--evidence", "true");

        assertEquals(Command.OK, code, err::toString);
        String table = out.toString(StandardCharsets.UTF_8);
        assertTrue(table.contains("| dinner | pinned events | pinned while eating |"), table);
        // Counts, not zeros: nested monitors pin rarely on JDK 25, and a JVM's first dinners can pin on class
        // initialisation (DinnerEvidenceTest covers what pins).
        assertTrue(Pattern.compile(
                "(?m)^\\| synchronized/virtual/noop 10x2 allFull \\| \\d+ \\| \\d+ \\| .+ \\| \\d+ \\| \\d+ \\| \\d+ \\| \\d+\\.\\d \\|$")
                .matcher(table).find(), table);
    }

    @Test
    void reportWritesThePrintedTableUnderTheRunEnvironment(@TempDir Path dir) throws IOException {
        Path report = dir.resolve("evidence").resolve("dinners.md");

        int code = run("--implementations", "reentrantLock", "--threads", "virtual", "--workloads", "noop", "--stop",
                "allFull", "--philosophers", "10", "--all-full-meals", "2", "--report", report.toString());

        assertEquals(Command.OK, code, err::toString);
        String text = Files.readString(report);
        assertTrue(text.startsWith("# Dinners\n\n- machine: "), text);
        assertTrue(text.contains("- command: `./philosophers demo --implementations reentrantLock"), text);
        assertTrue(text.endsWith(out.toString(StandardCharsets.UTF_8)), "the file holds what was printed:\n" + text);
        assertTrue(text.contains("| reentrantLock | virtual | noop | allFull | 10 | 2 |"), text);
    }

    @Test
    void evidenceTakesOnlyTrueOrFalse() {
        int code = run("--evidence", "maybe");

        assertEquals(Command.USAGE, code);
        assertTrue(
                err.toString(StandardCharsets.UTF_8).startsWith("error: --evidence needs true or false, got 'maybe'"),
                err::toString);
    }

    @Test
    void unknownWorkloadIsAUsageErrorWithoutNumbers() {
        int code = run("--workloads", "teleport");

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: unknown workload 'teleport'; expected"),
                err::toString);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void nonPositiveCountIsAUsageError() {
        int code = run("--philosophers", "0");

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: --philosophers must be positive, got 0"),
                err::toString);
    }

    @Test
    void tooFewPhilosophersIsAUsageError() {
        int code = run("--philosophers", "1");

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("at least 2 philosophers"), err::toString);
    }

    @Test
    void aPoolOfNoThreadsIsAUsageError() {
        int code = run("--threads", "pooled", "--pool", "0x");

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: pool size must be positive, got '0x'"),
                err::toString);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    /** vert.x alone on a pool is nothing to serve: said, not an empty table; in a matrix its cells are left out. */
    @Test
    void vertxOnAPoolIsAUsageErrorAndLeftOutOfAMatrix() {
        int code = run("--implementations", "vertx", "--threads", "pooled");

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("vertx does not run on pooled threads"),
                err::toString);
        List<DinnerSpec> matrix = DinnerCli.parse(new String[] { "--implementations", "vertx,reentrantLock",
                "--threads", "pooled,virtual", "--workloads", "noop", "--stop", "allFull", "--pool", "1x,4x" });
        assertEquals(
                List.of("reentrantLock/pooled(1x-linked)", "reentrantLock/pooled(4x-linked)", "reentrantLock/virtual",
                        "vertx/virtual"),
                matrix.stream().map(s -> s.implementation().id() + "/" + s.threadsLabel()).sorted().toList());
    }
}
