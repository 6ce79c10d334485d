package io.philosopherwars.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.launcher.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every program of the launcher on the one skeleton: the same help, the same usage error, the same exit codes. */
class ProgramsTest {
    /** A program's entry point as the tests call it. */
    @FunctionalInterface
    interface Program {
        int run(String[] args, PrintStream out, PrintStream err);
    }

    /** The launcher's jobs that run the project's own programs, from its one list (jmh and quick are JMH's own). */
    private static final Map<String, Program> PROGRAMS = new LinkedHashMap<>();
    static {
        Launcher.programs().forEach((job, program) -> PROGRAMS.put(job, (args, out, err) -> {
            try {
                return (int) program.getMethod("run", String[].class, PrintStream.class, PrintStream.class).invoke(null,
                        args, out, err);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(job + ": " + program.getName() + " has no run(String[], out, err)", e);
            }
        }));
    }

    @Test
    void everyProgramOfTheLaunchersListHasAMainAndIsInItsHelp() throws Exception {
        for (Map.Entry<String, Class<?>> program : Launcher.programs().entrySet()) {
            assertEquals(void.class, program.getValue().getMethod("main", String[].class).getReturnType());
            assertTrue(Launcher.usage().contains("./philosophers " + program.getKey() + " "), program.getKey());
        }
        assertTrue(Launcher.programs().size() >= 10, Launcher.programs().toString());
    }

    private record Ran(int code, String out, String err) {
    }

    private static Ran run(Program program, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = program.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everyProgramAnswersHelpWithItsUsageAndExitZero() {
        PROGRAMS.forEach((job, program) -> {
            Ran help = run(program, "--help");
            assertEquals(Command.OK, help.code(), job);
            assertTrue(help.out().startsWith("usage: ./philosophers " + job), job + ": " + help.out());
            assertEquals("", help.err(), job);
        });
    }

    @Test
    void everyProgramRefusesAnUnknownOptionWithTheSameWordsAndExitTwo() {
        PROGRAMS.forEach((job, program) -> {
            // measure and jlbh take a first word (a name, a task) before their options.
            String[] args = switch (job) {
                case "measure" -> new String[] { "name", "--no-such-option" };
                case "jlbh" -> new String[] { "network", "--no-such-option", "x" };
                default -> new String[] { "--no-such-option", "x" };
            };
            Ran bad = run(program, args);
            assertEquals(Command.USAGE, bad.code(), job + ": " + bad.err());
            assertTrue(bad.err().startsWith("error: "), job + ": " + bad.err());
            assertTrue(bad.err().contains("no-such-option"), job + ": " + bad.err());
            assertTrue(bad.err().contains("usage: ./philosophers " + job), job + ": " + bad.err());
            assertEquals("", bad.out(), job);
        });
    }
}
