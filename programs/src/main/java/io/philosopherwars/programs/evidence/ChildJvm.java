package io.philosopherwars.programs.evidence;

import io.philosopherwars.format.Evidence;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A row of an evidence table measured in a fresh JVM: this JVM's flags and class path (plus flags of the row's own),
 * the program's main with {@code --row SPEC}, and the row handed back as one tab-separated line on standard output. A
 * fresh JVM per row keeps what one row leaves (memory being given back, compiled code, inflated monitors) out of the
 * next, and makes the JVM the unit where JVMs differ.
 */
final class ChildJvm {
    /** Why a row's JVM gave no row: the reason its table prints. */
    static final class Failed extends Exception {
        private static final long serialVersionUID = 1L;

        Failed(String reason) {
            super(reason);
        }
    }

    /**
     * What starts the row's line on the child's standard output: a native library (async-profiler) may print there too,
     * so the parent reads the last line with this mark.
     */
    static final String ROW_MARK = "evidence-row\t";

    private ChildJvm() {
    }

    /**
     * Every row the JVM printed, in its order: at least one. The JVM is started through {@code wrapper} (a command that
     * ends by running the rest of its arguments, such as {@code unshare --net sh -c '...; exec "$@"' sh}; empty for
     * none), waited for within {@code limit} and killed past it.
     */
    static List<String> rows(List<String> wrapper, Class<?> main, List<String> flags, String row, Duration limit)
            throws Failed {
        List<String> command = new ArrayList<>(wrapper);
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(flags);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName(), "--row", row));
        Path out = null;
        Process process = null;
        try {
            // The row goes to a file, not a pipe, so that waiting for the JVM is bounded (reading a pipe to its end
            // would wait as long as the child lives).
            out = Files.createTempFile("evidence-row", ".tsv");
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT)
                    .redirectOutput(out.toFile()).start();
            if (!process.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                throw new Failed("its JVM did not end within " + limit.toSeconds() + " s and was killed");
            }
            if (process.exitValue() != 0) {
                throw new Failed("its JVM exited with " + process.exitValue() + " (see above)");
            }
            List<String> rows = Files.readAllLines(out, StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith(ROW_MARK)).toList();
            if (rows.isEmpty()) {
                throw new Failed("its JVM printed no row");
            }
            return rows.stream().map(r -> r.substring(ROW_MARK.length())).toList();
        } catch (IOException e) {
            throw new Failed(e.toString());
        } catch (InterruptedException e) {
            // Its JVM would measure on beside whatever runs next: it goes with the wait.
            if (process != null) {
                process.destroyForcibly();
            }
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring row " + row, e);
        } finally {
            if (out != null) {
                try {
                    Files.deleteIfExists(out);
                } catch (IOException e) {
                    // a temporary file left behind is not worth failing the table for
                }
            }
        }
    }

    /** The rows of one JVM, from the spec its parent gave after {@code --row}. */
    @FunctionalInterface
    interface Rows {
        List<Object[]> of(String spec) throws Exception;
    }

    /** A program on its arguments, printing to {@code out} and {@code err}: its exit code. */
    @FunctionalInterface
    interface Program {
        int run(String[] args, java.io.PrintStream out, java.io.PrintStream err);
    }

    /**
     * The main of a program whose rows are measured in JVMs of their own: with {@code --row SPEC}, this JVM is one of
     * them and prints its rows for the parent that started it, nothing else; otherwise the program itself.
     */
    static void main(String[] args, Rows rows, Program program) throws Exception {
        if (args.length == 2 && args[0].equals("--row")) {
            for (Object[] row : rows.of(args[1])) {
                System.out.print(line(row));
            }
            System.exit(0);
        }
        System.exit(program.run(args, System.out, System.err));
    }

    /** A row as a child hands it to its parent: marked, tab-separated, numbers in full, {@code -} for none. */
    static String line(Object[] cells) {
        return ROW_MARK
                + Arrays.stream(cells).map(c -> c == null ? "-" : c.toString().replace('\t', ' ').replace('\n', ' '))
                        .collect(Collectors.joining("\t"))
                + "\n";
    }

    /** The parent's reading of {@link #line}: the cells, the table's number columns as numbers. */
    static Object[] cells(String line, Evidence.Column[] columns) {
        String[] fields = line.strip().split("\t", -1);
        if (fields.length != columns.length) {
            throw new IllegalArgumentException(
                    "a row of " + fields.length + " fields, not " + columns.length + ": " + line.strip());
        }
        Object[] cells = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            cells[i] = fields[i].equals("-") ? null
                    : columns[i].right() ? (Object) Double.parseDouble(fields[i]) : fields[i];
        }
        return cells;
    }
}
