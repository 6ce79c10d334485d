package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.cli.Command;

import io.philosopherwars.format.AtomicFile;
import io.philosopherwars.format.MarkdownTable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The checkpoint of a publish run, {@code <set>/publish.md}: which machine and commit the set belongs to, its budget,
 * and every finished slice with its wall time and size. Rewritten atomically after each slice, so that a run killed at
 * any moment finds either the old journal or the new one; a slice is finished exactly when it is listed here.
 *
 * @param machine
 *            the set's name ({@code amd-epyc-2c})
 * @param host
 *            the host fingerprint of the machine that measures it
 * @param commit
 *            the commit measured (with "(uncommitted changes)" only where the run was allowed a dirty tree)
 * @param budgetSeconds
 *            the time budget of the whole run
 * @param started
 *            when the first slice started
 * @param done
 *            the finished slices, in order
 */
record Journal(String machine, String host, String commit, double budgetSeconds, String started, List<Done> done) {
    static final String FILE = "publish.md";
    private static final MarkdownTable TABLE = new MarkdownTable().left("slice").right("seconds").right("row-forks")
            .left("result").left("finished").right("claims decided");

    /**
     * A finished slice.
     *
     * @param slice
     *            its name
     * @param seconds
     *            its wall time
     * @param rowForks
     *            rows times forks it measured (0 for a program): the unit of the family's measured cost
     * @param result
     *            {@code ok}, or why it produced nothing (a program's exit code): a failed slice runs again on the next
     *            resume, never in the same run
     * @param finished
     *            when it finished
     * @param decided
     *            claims with a verdict once it was measured (-1 where not known: a journal from before the count)
     */
    record Done(String slice, double seconds, int rowForks, String result, String finished, int decided) {
        Done(String slice, double seconds, int rowForks, String result, String finished) {
            this(slice, seconds, rowForks, result, finished, -1);
        }
    }

    boolean finished(String slice) {
        return done.stream().anyMatch(d -> d.slice().equals(slice));
    }

    double spentSeconds() {
        return done.stream().mapToDouble(Done::seconds).sum();
    }

    /** Slices of a family finished so far (its pilot and top-ups, or its one fixed slice). */
    List<Done> of(String family) {
        return done.stream().filter(d -> d.slice().equals(family) || d.slice().startsWith(family + "-")
                && d.slice().substring(family.length() + 1).chars().allMatch(Character::isDigit)).toList();
    }

    /** How a slice that failed and is run again is renamed: it keeps its time in the budget, not its place. */
    static final String RETRIED = " (failed; run again)";

    /**
     * The journal as a resumed run reads it: every failed slice renamed ({@link #RETRIED}), so that it no longer counts
     * as its family's (its outputs are removed and it runs again), while its time still counts against the budget.
     * Within one run a failed slice is not retried: the cause (a missing JDK, a broken server) rarely goes away.
     */
    Journal retryingFailed() {
        List<Done> all = done.stream()
                .map(d -> d.result().startsWith("failed") && !d.slice().endsWith(RETRIED) ? new Done(
                        d.slice() + RETRIED, d.seconds(), d.rowForks(), d.result(), d.finished(), d.decided()) : d)
                .toList();
        return new Journal(machine, host, commit, budgetSeconds, started, all);
    }

    Journal with(Done finished) {
        List<Done> all = new ArrayList<>(done);
        all.add(finished);
        return new Journal(machine, host, commit, budgetSeconds, started, List.copyOf(all));
    }

    void write(Path set) throws IOException {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, """
                # Publish journal of %s

                Written by `./philosophers publish` after every finished slice (its checkpoint): the same command
                resumes from here and never runs a listed slice again.

                - machine: %s
                - host: %s
                - commit: %s
                - budget: %.0f s
                - started: %s

                """, machine, machine, host, commit, budgetSeconds, started));
        text.append(TABLE.header());
        for (Done d : done) {
            text.append(TABLE.line(d.slice(), String.format(Locale.ROOT, "%.1f", d.seconds()), d.rowForks(), d.result(),
                    d.finished(), d.decided() < 0 ? "-" : Integer.toString(d.decided())));
        }
        AtomicFile.write(set.resolve(FILE), text.toString());
    }

    /** The journal of a set, or empty where none was started; a journal that cannot be read is an error. */
    static Optional<Journal> read(Path set) {
        Path file = set.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            throw new Command.Failure(file + ": not a publish journal this version can read (" + e.getMessage()
                    + "); move it away to start the set again");
        }
    }

    /** A journal from its text; a text that is not one fails (an {@code IllegalArgumentException} or its kin). */
    static Journal parse(String text) {
        List<Done> done = new ArrayList<>();
        for (MarkdownTable.Parsed table : MarkdownTable.read(text)) {
            for (Map<String, String> row : table.rows()) {
                String decided = row.getOrDefault("claims decided", "-");
                done.add(new Done(row.get("slice"), Double.parseDouble(row.get("seconds")),
                        Integer.parseInt(row.get("row-forks")), row.get("result"), row.get("finished"),
                        decided == null || decided.equals("-") ? -1 : Integer.parseInt(decided)));
            }
        }
        return new Journal(field(text, "machine"), field(text, "host"), field(text, "commit"),
                Double.parseDouble(field(text, "budget").replace(" s", "")), field(text, "started"), List.copyOf(done));
    }

    private static String field(String text, String name) {
        return text.lines().filter(l -> l.startsWith("- " + name + ": ")).map(l -> l.substring(name.length() + 4))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no '- " + name + ":' line"));
    }
}
