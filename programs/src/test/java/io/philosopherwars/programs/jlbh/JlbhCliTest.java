package io.philosopherwars.programs.jlbh;

import io.philosopherwars.programs.cli.Command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One tiny benchmark of each kind, and what the command says to bad options and failed benchmarks. */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JlbhCliTest {
    static final int PHILOSOPHERS = 20;
    static final int MEALS = 10;
    static final int DINNERS = 3;

    @TempDir
    Path dir;

    record Run(int exitCode, String out, String err, String report) {
    }

    private Run jlbh(String... args) throws IOException {
        Path report = dir.resolve("report.md");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--report";
        all[args.length + 1] = report.toString();
        int code = JlbhCli.run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String text = Files.exists(report) ? Files.readString(report) : "";
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), text);
    }

    @Test
    void dinnerReportHasEndToEndPhaseAndPerMealPercentilesOfEveryRun() throws IOException {
        Run run = jlbh("dinner", "--implementations", "reentrantLock", "--threads", "virtual", "--workloads", "noop",
                "--stop", "allFull", "--philosophers", "" + PHILOSOPHERS, "--all-full-meals", "" + MEALS,
                "--meal-waits", "true", "--warmup", "2", "--iterations", "" + DINNERS, "--runs", "2");

        assertEquals(Command.OK, run.exitCode(), run.err());
        String report = run.report();
        assertTrue(report.contains("## reentrantLock/virtual/noop 20x10 allFull"), report);
        assertTrue(report.contains("- commit: ") && report.contains("- JDK: ") && report.contains("- machine: "),
                "the run environment heads the report:\n" + report);
        for (String probe : List.of("end to end", "setup", "eating", "leaving")) {
            for (int run1 = 1; run1 <= 2; run1++) {
                assertTrue(Pattern.compile("(?m)^\\| " + probe + " \\| " + run1 + " \\| [0-9.]+ \\|").matcher(report)
                        .find(), probe + " of run " + run1 + " is reported:\n" + report);
            }
        }
        // Every meal but each philosopher's first is clocked, and only the measured dinners count: a warm-up's waits
        // or a missed reset would change the count.
        String waitTable = report.substring(report.indexOf("| run | meals clocked |"), report.indexOf("Meal length"));
        String lengthTable = report.substring(report.indexOf("| run | meals |"),
                report.indexOf("Wait for the first meal"));
        Matcher lengths = Pattern.compile("(?m)^\\| ([12]) \\| (\\d+) \\| ([0-9.]+) \\|").matcher(lengthTable);
        int lengthRows = 0;
        while (lengths.find()) {
            lengthRows++;
            assertEquals((long) DINNERS * PHILOSOPHERS * MEALS, Long.parseLong(lengths.group(2)), lengths.group());
        }
        assertEquals(2, lengthRows, "one meal-length row per run:\n" + report);
        Matcher waits = Pattern.compile("(?m)^\\| ([12]) \\| (\\d+) \\| ([0-9.]+) \\|").matcher(waitTable);
        int rows = 0;
        while (waits.find()) {
            rows++;
            assertEquals((long) DINNERS * PHILOSOPHERS * (MEALS - 1), Long.parseLong(waits.group(2)), waits.group());
        }
        assertEquals(2, rows, "one per-meal wait row per run:\n" + report);
        assertTrue(report.contains("| 1 | " + DINNERS + " | " + PHILOSOPHERS * MEALS + " | "),
                "meals per dinner of run 1:\n" + report);
        assertTrue(report.contains("JLBH's console output"), report);
    }

    /**
     * On a pool of one thread each philosopher eats all its meals in a row once its task runs: the wait before a meal
     * is short, and the wait for the first meal, from the release, is where the queue shows. Every philosopher that ate
     * has one first-meal wait per dinner.
     */
    @Test
    void aPooledDinnerReportsTheWaitForTheFirstMealOfEveryPhilosopher() throws IOException {
        Run run = jlbh("dinner", "--implementations", "reentrantLock", "--threads", "pooled", "--pool", "1",
                "--workloads", "sleep", "--micros", "100", "--stop", "allFull", "--philosophers", "" + PHILOSOPHERS,
                "--all-full-meals", "" + MEALS, "--meal-waits", "true", "--warmup", "1", "--iterations", "" + DINNERS,
                "--runs", "1");

        assertEquals(Command.OK, run.exitCode(), run.err());
        String report = run.report();
        assertTrue(
                report.contains(
                        "## reentrantLock/pooled(1-linked)/sleep 100us " + PHILOSOPHERS + "x" + MEALS + " allFull"),
                report);
        String first = report.substring(report.indexOf("| run | philosophers |"));
        Matcher row = Pattern.compile("(?m)^\\| 1 \\| (\\d+) \\| ([0-9.]+) \\| ([0-9.]+) \\| ([0-9.]+) \\|")
                .matcher(first);
        assertTrue(row.find(), first);
        assertEquals((long) DINNERS * PHILOSOPHERS, Long.parseLong(row.group(1)), row.group());
        // The philosophers queued behind the first wait for it to eat all its meals (each at least 100 us): the
        // median one waits for half the table, the p99 one for nearly all of it.
        double meals = MEALS * 100.0;
        assertTrue(Double.parseDouble(row.group(2)) >= meals * (PHILOSOPHERS / 2 - 1), row.group());
        assertTrue(Double.parseDouble(row.group(4)) >= meals * (PHILOSOPHERS - 2), row.group());
    }

    @Test
    void networkReportHasTheLoopAndTheFanOutOfAClient() throws IOException {
        Run run = jlbh("network", "--clients", "okHttp", "--shapes", "loop,virtual", "--fan-out", "4", "--warmup", "5",
                "--iterations", "10", "--runs", "1");

        assertEquals(Command.OK, run.exitCode(), run.err());
        assertTrue(run.report().contains("## okHttp loop: one GET per sample"), run.report());
        assertTrue(run.report().contains("## okHttp virtual: 4 GETs per sample"), run.report());
        assertEquals(2,
                Pattern.compile("(?m)^\\| end to end \\| 1 \\| [0-9.]+ \\|").matcher(run.report()).results().count(),
                run.report());
    }

    @Test
    void aFailedDinnerIsReportedWithItsCauseAndNoNumbers() throws IOException {
        // Two philosophers, five meals of a second each, within a one-second limit.
        Run run = jlbh("dinner", "--implementations", "synchronized", "--threads", "virtual", "--workloads", "sleep",
                "--micros", "1000000", "--stop", "allFull", "--all-full-meals", "5", "--philosophers", "2",
                "--time-limit-seconds", "1", "--warmup", "1", "--iterations", "1", "--runs", "1");

        assertEquals(Command.FAILED, run.exitCode(), run.out());
        assertTrue(run.err().contains("time limit"), run.err());
        assertTrue(run.report().contains("## FAILED") && run.report().contains("time limit"), run.report());
        assertFalse(run.report().contains("| end to end |"), run.report());
    }

    @ParameterizedTest
    @ValueSource(strings = { "lunch", "dinner --philosophers 0", "dinner --runs -1", "dinner --repeat 3",
            "dinner --implementations nobody", "network --meal-waits true", "network --clients curl",
            "network --fan-out", "dinner --os-jitter maybe" })
    void badOptionsGetAMessageAndUsageExit(String args) throws IOException {
        Run run = jlbh(args.split(" "));

        assertEquals(Command.USAGE, run.exitCode(), run.out());
        assertTrue(run.err().startsWith("error: "), run.err());
        assertTrue(run.err().contains("usage:"), run.err());
        assertEquals("", run.report(), "no report for a command that did not run");
    }
}
