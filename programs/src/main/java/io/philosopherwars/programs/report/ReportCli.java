package io.philosopherwars.programs.report;

import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.format.AtomicFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import io.philosopherwars.programs.report.pages.Machines;
import io.philosopherwars.programs.report.pages.SetPages;
import io.philosopherwars.programs.report.results.Layout;

/**
 * The report tool: every machine's result set in {@code results/<machine>/} (the raw JMH results in its {@code raw/},
 * {@code -rf json} with the run environment {@link Measure}, the scaled sweep and publish wrote beside them) becomes
 * its tables and charts: a united table per matrix run, a scaled table per sweep, the set's findings and its index,
 * which also lists the JLBH and evidence reports; above the sets, {@link Machines} writes the verdicts side by side.
 * Generation is deterministic (the same raw data gives the same bytes: nothing in the output comes from the clock or
 * the machine that makes the report) and every file is replaced atomically; its options are in its usage text.
 */
public final class ReportCli {
    private static final String USAGE_TEXT = """
            usage: ./philosophers report [--results DIR] | [--raw DIR] [--out DIR]
              (none)         every machine's set, results/MACHINE/raw/ -> results/MACHINE/, then
                             results/FINDINGS.md (one verdict column per machine) and results/README.md
              --results DIR  the folder of the machines' sets (default: results)
              --raw DIR      one set only: its raw JMH JSON (and NAME.env.md, NAME.failed.tsv beside it)
                             (default: OUT/raw)
              --out DIR      one set only: where its tables, charts and index go (default: RAW/..)
            """;

    private ReportCli() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Every set under {@code root}, or one set: its raw data and its folder. */
    record Options(Path root, Path raw, Path out) {
        boolean oneSet() {
            return raw != null || out != null;
        }

        /** Where the files go: the root, or the one set's folder. */
        Path folder() {
            return !oneSet() ? root : out != null ? out : raw.toAbsolutePath().getParent();
        }
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE_TEXT, args, out, err, ReportCli::parse, options -> write(options, out));
    }

    static Options parse(String[] args) {
        Path raw = null;
        Path setOut = null;
        Path root = Path.of("results");
        for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
            switch (pair.getKey()) {
                case "--raw" -> raw = Path.of(pair.getValue());
                case "--out" -> setOut = Path.of(pair.getValue());
                case "--results" -> root = Path.of(pair.getValue());
                default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
            }
        }
        if ((raw != null || setOut != null) && List.of(args).contains("--results")) {
            throw new IllegalArgumentException("--results makes every set; --raw and --out make one: not both");
        }
        return new Options(root, raw, setOut);
    }

    private static int write(Options options, PrintStream out) throws IOException {
        Path folder = options.folder();
        Map<String, String> files = options.oneSet()
                ? set(options.raw() != null ? options.raw() : options.out().resolve(Layout.RAW), folder)
                : all(options.root());
        for (Map.Entry<String, String> file : files.entrySet()) {
            AtomicFile.write(folder.resolve(file.getKey()), file.getValue());
            out.println("wrote " + folder.resolve(file.getKey()));
        }
        List<Path> sets = options.oneSet() ? List.of(folder) : Layout.sets(options.root());
        for (Path stale : stale(folder, sets, files.keySet())) {
            Files.delete(stale);
            out.println("removed " + stale + " (the report no longer makes it)");
        }
        return Command.OK;
    }

    /** Every file of one set's report, by its path relative to the set's folder; nothing written yet. */
    public static Map<String, String> set(Path raw, Path folder) {
        return SetPages.generate(raw, folder);
    }

    /** Every file of every set's report and the pages above them, by path relative to {@code results}. */
    public static Map<String, String> all(Path results) {
        return Machines.generate(results);
    }

    /**
     * The tables and charts at the top of each set's folder that this report did not make: an older report's files (a
     * renamed chart, a retired run). Only {@code .md} and {@code .svg} directly in a set's folder are the report's; the
     * publish journal, the machine's fingerprint and the evidence and JLBH folders are not.
     */
    static List<Path> stale(Path base, List<Path> sets, Set<String> generated) {
        Set<Path> made = new HashSet<>();
        generated.forEach(name -> made.add(base.resolve(name).toAbsolutePath().normalize()));
        return sets.stream().flatMap(set -> Layout.list(set).stream()).filter(Files::isRegularFile).filter(p -> {
            String name = p.getFileName().toString();
            return (name.endsWith(".md") || name.endsWith(".svg")) && !name.equals(Layout.JOURNAL)
                    && !name.equals(Layout.FINGERPRINT);
        }).filter(p -> !made.contains(p.toAbsolutePath().normalize())).toList();
    }

}
