package io.philosopherwars.programs.evidence;

import io.philosopherwars.format.Evidence;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;

/**
 * The harness of the evidence programs, split the way JMH splits its own: the harness runs the forks, a benchmark holds
 * only its measured body. A program declares its record (kind, title, setting, columns), its items and what one item's
 * JVM measures; a run measures the items in blocks (every item once per block, in an order of the block's own seed, so
 * that drift over the run falls on every item alike), each child JVM bounded in time, turns a JVM that fails or runs
 * over into a row that says why, prints every row as it comes, and writes the record's JSON and table.
 */
final class EvidenceRun {
    /** The name of the table of JVMs, and the keys of the first and last columns that blocked tables share. */
    public static final String JVMS = "jvms";
    public static final String BLOCK = "block";
    public static final String COULD_NOT_RUN = "couldNotRun";
    /**
     * The first column of a table of blocks, and the last of a table whose rows may fail, as every page prints them.
     */
    static final Evidence.Column BLOCK_COLUMN = Evidence.Column.number(BLOCK, "block", 0);
    static final Evidence.Column COULD_NOT_RUN_COLUMN = Evidence.Column.text(COULD_NOT_RUN, "could not run");

    private final Evidence evidence;
    private final PrintStream out;
    private int failed;

    /** A run of {@code ./philosophers <command> <args>}, its environment noted with {@code setting}. */
    EvidenceRun(String kind, String title, String command, String[] args, String setting, PrintStream out) {
        this(kind, title, "./philosophers " + command + " " + String.join(" ", args), setting, out);
    }

    /** The same, under a command line of the program's own making. */
    EvidenceRun(String kind, String title, String commandLine, String setting, PrintStream out) {
        this.evidence = new Evidence(kind, title, RunEnvironment.current().markdown(commandLine, setting));
        this.out = out;
    }

    Evidence evidence() {
        return evidence;
    }

    /** A table of the record, its header printed. */
    Table table(String name, Evidence.Column[] columns) {
        Table table = new Table(evidence.table(name, columns), columns);
        out.print(table.rows().header());
        return table;
    }

    /** A table and the columns it was made with, which its rows are read back by. */
    record Table(Evidence.Table rows, Evidence.Column[] columns) {
        /** A row's cells, with its block in the first where the table's rows name their block. */
        Object[] inBlock(Object[] cells, int block) {
            if (columns[0].key().equals(BLOCK)) {
                cells[0] = (double) block;
            }
            return cells;
        }

        /**
         * Whether a row's last cell, when filled, says the row could not run (not a result such as where it stopped).
         */
        boolean failed(Object[] cells) {
            return columns[columns.length - 1].key().equals(COULD_NOT_RUN) && cells[cells.length - 1] != null;
        }
    }

    /** Adds a row and prints it, counting it failed if it says it could not run. */
    void row(Table table, Object... cells) {
        if (table.failed(cells)) {
            failed++;
        }
        out.print(table.rows().row(cells));
    }

    /** Prints text between the tables (the record keeps its own text apart). */
    void print(String text) {
        out.print(text);
    }

    /** Writes the record where asked; the exit code: {@link Command#FAILED} if any row failed. */
    int end(Path report) throws IOException {
        if (report != null) {
            evidence.write(report);
        }
        return failed == 0 ? Command.OK : Command.FAILED;
    }

    /** How many blocks and the seed of their orders; or once, in the order given, for a program without blocks. */
    record Blocks(int count, long seed, boolean shuffled) {
        /** {@code count} blocks, each in the random order of its own seed (from {@code seed} and the block). */
        static Blocks random(int count, long seed) {
            return new Blocks(count, seed, true);
        }

        /** Every item once, in the order given. */
        static Blocks once() {
            return new Blocks(1, 0, false);
        }

        /** The blocks a program reads from {@code option} (their count) and {@code --seed} (1 unless given). */
        static Blocks of(CommandLine.Given given, String option, int count) {
            return random(given.positive(option, count), given.positive("--seed", 1));
        }

        long seed(int block) {
            return seed * 1_000 + block;
        }

        <T> List<T> order(List<T> items, int block) {
            List<T> order = new ArrayList<>(items);
            if (shuffled) {
                Collections.shuffle(order, new Random(seed(block)));
            }
            return order;
        }
    }

    /** What one item's JVM gives: its rows' cells (the block's cell the run fills in). */
    @FunctionalInterface
    interface Measure<T> {
        List<Object[]> rows(T item, long seed) throws ChildJvm.Failed, IOException;
    }

    /** The row of an item that gave none: its own cells, {@code why} in the last. */
    @FunctionalInterface
    interface FailedRow<T> {
        Object[] row(T item, String why);
    }

    /** Why an item cannot be measured here at all (its row says so and is not counted failed); empty where it can. */
    @FunctionalInterface
    interface Skipped<T> {
        Optional<String> why(T item);
    }

    /** Measures the items, skipping none, the rows handed nowhere else. */
    <T> void measure(Table table, Blocks blocks, List<T> items, Measure<T> measure, FailedRow<T> failed)
            throws IOException {
        measure(table, blocks, items, measure, failed, item -> Optional.empty(), cells -> {
        });
    }

    /**
     * Measures every item once per block, every row it gives added to {@code table} (with its block where the table has
     * one) and handed to {@code each}; an item that gives none is a failed row of its own, saying why.
     */
    <T> void measure(Table table, Blocks blocks, List<T> items, Measure<T> measure, FailedRow<T> failed,
            Skipped<T> skipped, Consumer<Object[]> each) throws IOException {
        for (int block = 1; block <= blocks.count(); block++) {
            for (T item : blocks.order(items, block)) {
                Optional<String> skip = skipped.why(item);
                if (skip.isPresent()) {
                    out.print(table.rows().row(table.inBlock(failed.row(item, skip.get()), block)));
                    continue;
                }
                List<Object[]> rows;
                try {
                    rows = measure.rows(item, blocks.seed(block));
                } catch (ChildJvm.Failed | IllegalArgumentException e) {
                    this.failed++;
                    out.print(table.rows().row(table.inBlock(failed.row(item, e.getMessage()), block)));
                    continue;
                }
                for (Object[] cells : rows) {
                    row(table, table.inBlock(cells, block));
                    each.accept(cells);
                }
            }
        }
    }

    /** One JVM of an item: what starts it (empty for nothing), its flags, and the argument its {@code --row} reads. */
    record Jvm(List<String> wrapper, List<String> flags, String row, Ended ended) {
        Jvm(List<String> wrapper, List<String> flags, String row) {
            this(wrapper, flags, row, rows -> {
            });
        }

        Jvm(List<String> flags, String row) {
            this(List.of(), flags, row);
        }
    }

    /**
     * What the parent does once the JVM has ended, with the rows it gave (none where it failed): reads what the JVM
     * left (a log complete only at its exit) into them, and removes it.
     */
    @FunctionalInterface
    interface Ended {
        void rows(List<Object[]> rows) throws IOException;
    }

    /** How an item's JVM is made. */
    @FunctionalInterface
    interface JvmOf<T> {
        Jvm of(T item, long seed) throws IOException;
    }

    /** Each item measured in a fresh JVM of {@code main} ({@link ChildJvm}), killed past {@code limit}. */
    static <T> Measure<T> inChildJvms(Class<?> main, Duration limit, Evidence.Column[] columns, JvmOf<T> jvm) {
        return (item, seed) -> {
            Jvm one = jvm.of(item, seed);
            List<Object[]> rows = new ArrayList<>();
            try {
                for (String line : ChildJvm.rows(one.wrapper(), main, one.flags(), one.row(), limit)) {
                    rows.add(ChildJvm.cells(line, columns));
                }
            } finally {
                one.ended().rows(rows);
            }
            return rows;
        };
    }

    /** The failed row of a blocked table whose second cell names the item. */
    static <T> FailedRow<T> named(Evidence.Column[] columns, java.util.function.Function<T, String> name) {
        return (item, why) -> {
            Object[] cells = new Object[columns.length];
            cells[1] = name.apply(item);
            cells[cells.length - 1] = why;
            return cells;
        };
    }
}
