package io.philosopherwars.programs.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.programs.cli.Command;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code advise}: its options, its families, and the meals it refuses before anything is planned or written. */
@org.junit.jupiter.api.Timeout(value = 60, unit = java.util.concurrent.TimeUnit.SECONDS, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class AdviseTest {
    @TempDir
    Path results;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    /** A meal that throws at its first meal. */
    public static final class Throwing implements YourMeal {
        @Override
        public String name() {
            return "throwing";
        }

        @Override
        public void eat(int seat) {
            throw new IllegalStateException("no such key");
        }
    }

    @Test
    void fifteenMinutesByDefaultTheJdbcMealFromItsOwnJarAndNoOnly() {
        Advise.Options jdbc = Advise.options(new String[] { "--meal", "jdbc" });
        assertEquals(15 * 60, jdbc.publish().budgetSeconds());
        assertFalse(jdbc.publish().budgetGiven(), "a resumed set keeps the budget it started with");
        assertEquals("meal-jdbc/target/meal-jdbc.jar:meal-jdbc/target/lib/*", jdbc.classpath());

        Advise.Options mine = Advise
                .options(new String[] { "--meal", "com.acme.Lookup", "--classpath", "lookup.jar", "--budget", "20m" });
        assertEquals(20 * 60, mine.publish().budgetSeconds());
        assertTrue(mine.publish().budgetGiven());
        assertEquals("lookup.jar", mine.classpath());

        assertEquals("--meal NAME is required: jdbc, or your meal's class or service name",
                assertThrows(IllegalArgumentException.class, () -> Advise.options(new String[0])).getMessage());
        assertEquals("advise measures its own families; no --only", assertThrows(IllegalArgumentException.class,
                () -> Advise.options(new String[] { "--meal", "jdbc", "--only", "noop" })).getMessage());
    }

    /**
     * The questions' rows: both locks on virtual, platform and pooled threads, on all CPUs and on one, in one family;
     * the larger pools beside virtual threads in another; the meal and its classpath passed to every fork.
     */
    @Test
    void itsFamiliesHoldEveryRowTheQuestionsCompare() {
        List<Family> families = Advise.catalogue("jdbc", "meal.jar");
        List<String> rows = families.getFirst().rows();
        for (String lock : List.of("reentrantLock", "synchronized")) {
            for (String threads : List.of("virtual", "platform", "pooled")) {
                assertTrue(rows.contains("YourMealBenchmark." + lock + "_" + threads), rows::toString);
                if (Cpus.unavailable().isEmpty()) {
                    assertTrue(rows.contains("YourMealBenchmark." + lock + "_" + threads + Family.ONE_CPU_MARK),
                            rows::toString);
                }
            }
        }
        assertEquals(List.of("YourMealBenchmark.reentrantLock_pooled", "YourMealBenchmark.reentrantLock_virtual"),
                families.get(1).rows());
        Journal fifteen = new Journal("m", "h", "c", 15 * 60, "2026-01-01T00:00:00Z", List.of());
        assertEquals(rows, Planner.pilotRows(families.getFirst(), fifteen), "one CPU is a question here: kept");
        List<String> fork = families.getFirst().run("YourMealBenchmark.synchronized_pooled");
        assertTrue(String.join(" ", fork).contains("-p meal=jdbc -p mealClasspath=meal.jar"), fork::toString);
        assertTrue(String.join(" ", families.get(1).run("YourMealBenchmark.reentrantLock_pooled"))
                .contains("-p pool=4x,64x"));
    }

    /** One line, a non-zero exit, and no set: a meal that is missing, not a meal, or that throws. */
    @Test
    void aBadMealStopsTheCommandInOneLineBeforeAnythingIsWritten() throws Exception {
        String[][] bad = { { "--meal", "com.acme.Missing" }, { "--meal", "java.lang.String" },
                { "--meal", Throwing.class.getName() } };
        List<String> said = List.of(
                "error: no meal com.acme.Missing: not a service of the classpath nor a class on it (no --classpath"
                        + " given)",
                "error: class java.lang.String is not a meal: it does not implement " + YourMeal.class.getName(),
                "error: meal throwing threw in its eat: java.lang.IllegalStateException: no such key");
        for (int i = 0; i < bad.length; i++) {
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            List<String> args = new java.util.ArrayList<>(List.of(bad[i]));
            args.addAll(List.of("--results", results.toString(), "--allow-dirty"));

            int exit = Advise.run(args.toArray(String[]::new), out,
                    new PrintStream(errors, true, StandardCharsets.UTF_8));

            assertEquals(Command.USAGE, exit);
            assertEquals(said.get(i), errors.toString(StandardCharsets.UTF_8).strip());
        }
        try (var listing = Files.list(results)) {
            assertFalse(listing.findAny().isPresent(), "nothing is written");
        }
    }
}
