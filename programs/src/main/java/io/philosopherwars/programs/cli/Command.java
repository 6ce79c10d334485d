package io.philosopherwars.programs.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The one skeleton of every program's command line, so that help, validation and exit codes are alike everywhere:
 * <ul>
 * <li>{@code --help} or {@code -h} anywhere: the usage on standard output, exit {@value #OK};</li>
 * <li>a bad option or value, found while parsing ({@link IllegalArgumentException}): {@code error: <what>} and the
 * usage on standard error, exit {@value #USAGE};</li>
 * <li>bad input found while running (a {@link Failure}: malformed raw data, a missing JDK, an unreachable server, a
 * dirty tree where a clean one is required), or a file that cannot be read or written: {@code error: <what>} on
 * standard error, exit {@value #FAILED}, never a number and never a stack dump alone;</li>
 * <li>otherwise the program's own exit code ({@value #OK} when everything it measured ran, {@value #FAILED} when a part
 * failed and said why).</li>
 * </ul>
 * A program is a parser from its arguments to its options (a record) and a body that runs them; its {@code main} is one
 * line: {@code System.exit(Command.run(USAGE, args, System.out, System.err, X::parse, X::execute))}.
 */
public final class Command {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    private Command() {
    }

    /** Turns the arguments into a program's options; a bad option or value is an {@link IllegalArgumentException}. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(String[] args);
    }

    /** Runs a program on its options and answers its exit code. */
    @FunctionalInterface
    public interface Body<T> {
        int run(T options) throws IOException, InterruptedException;
    }

    /** Bad input found while a program runs: its message says what and where, and the program exits with 1. */
    public static class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Failure(String message) {
            super(message);
        }
    }

    /** Parses {@code args} and runs the body, with the help, messages and exit codes of the class comment. */
    public static <T> int run(String usage, String[] args, PrintStream out, PrintStream err, Parser<T> parser,
            Body<T> body) {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            out.print(usage);
            return OK;
        }
        T options;
        try {
            options = parser.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.print(usage);
            return USAGE;
        }
        try {
            return body.run(options);
        } catch (Failure e) {
            err.println("error: " + e.getMessage());
            return FAILED;
        } catch (IOException | UncheckedIOException e) {
            err.println("error: " + e);
            return FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("error: interrupted");
            return FAILED;
        }
    }
}
