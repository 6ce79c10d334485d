package io.philosopherwars.programs.scale;

import io.philosopherwars.programs.cli.Command;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad sweep options fail before any cell runs, with a message and exit code 2, never a table. */
class ScaledSweepTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = { "--meals 10K,abc; --meals takes a count such as 0100K",
            "--philosophers 0001; --philosophers must be at least 2", "--threads green; unknown thread kind 'green'",
            "--implementations actors; unknown implementation 'actors'",
            "--time-limit-seconds 0; --time-limit-seconds must be positive",
            "--time-out-runs 0; --time-out-runs must be positive", "--frobnicate 1; unknown option --frobnicate",
            "--meals; option --meals needs a value", "--stop sometimes; unknown stop rule 'sometimes'",
            "--all-full-meals 0; --all-full-meals must be positive" })
    void badOptionFailsBeforeAnyCellWithItsMessage(String args, String message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = ScaledSweep.run(args.split(" "), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains(message), err::toString);
        assertEquals("", out.toString(StandardCharsets.UTF_8), "no table for bad options");
    }
}
