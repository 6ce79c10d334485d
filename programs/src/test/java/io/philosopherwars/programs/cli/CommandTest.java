package io.philosopherwars.programs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The skeleton's rules: help, a bad option, bad input while running, a file error, the program's own code. */
class CommandTest {
    private static final String USAGE = "usage: ./philosophers thing [--count N]\n";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Command.Body<Integer> body, String... args) {
        return Command.run(USAGE, args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), a -> {
                    int count = 1;
                    for (var pair : CommandLine.pairs(a)) {
                        switch (pair.getKey()) {
                            case "--count" -> count = CommandLine.positive("--count", pair.getValue());
                            default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
                        }
                    }
                    return count;
                }, body);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpPrintsTheUsageOnStandardOutputAndRunsNothing() {
        assertEquals(Command.OK, run(count -> {
            throw new AssertionError("ran");
        }, "--count", "3", "--help"));
        assertEquals(USAGE, out());
        assertEquals("", err());
    }

    @Test
    void aBadOptionOrValueIsAUsageErrorWithTheUsage() {
        assertEquals(Command.USAGE, run(count -> Command.OK, "--count", "0"));
        assertEquals("error: --count must be positive, got 0\n" + USAGE, err());
        assertEquals(Command.USAGE, run(count -> Command.OK, "--colour", "red"));
        assertTrue(err().contains("error: unknown option --colour\n"), err());
        assertEquals("", out());
    }

    @Test
    void badInputWhileRunningAndFileErrorsExitWithOneAndSayWhy() {
        assertEquals(Command.FAILED, run(count -> {
            throw new Command.Failure("raw/x.json: malformed JSON");
        }));
        assertEquals("error: raw/x.json: malformed JSON\n", err());
        err.reset();
        assertEquals(Command.FAILED, run(count -> {
            throw new IOException("disk full");
        }));
        assertEquals("error: java.io.IOException: disk full\n", err());
    }

    @Test
    void theProgramsOwnCodeAndOptionsComeThrough() {
        assertEquals(7, run(count -> count + 4, "--count", "3"));
        assertEquals(Command.FAILED, run(count -> Command.FAILED));
    }
}
