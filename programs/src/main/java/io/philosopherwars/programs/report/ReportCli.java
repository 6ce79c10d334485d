package io.philosopherwars.programs.report;

import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import io.philosopherwars.core.report.AtomicFile;
import io.philosopherwars.core.report.MarkdownTable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The report tool: every machine's result set in {@code results/<machine>/} (the raw JMH results in its {@code raw/},
 * {@code -rf json} with the run environment {@link Measure}, the scaled sweep and publish wrote beside them) becomes
 * its tables and charts: a united table per matrix run, a scaled table per sweep, the set's findings and its index,
 * which also lists the JLBH and evidence reports; above the sets, {@link Machines} writes the verdicts side by side.
 * Generation is deterministic (the same raw data gives the same bytes: nothing in the output comes from the clock or
 * the machine that makes the report) and every file is replaced atomically.
 *
 * <pre>
 * ./philosophers report                       # every results/MACHINE/raw/ -> results/MACHINE/, then the pages above
 * ./philosophers report --raw my/raw --out my/results      # one set only
 * </pre>
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
                ? generate(options.raw() != null ? options.raw() : options.out().resolve("raw"), folder)
                : Machines.generate(options.root());
        for (Map.Entry<String, String> file : files.entrySet()) {
            AtomicFile.write(folder.resolve(file.getKey()), file.getValue());
            out.println("wrote " + folder.resolve(file.getKey()));
        }
        List<Path> sets = options.oneSet() ? List.of(folder) : Machines.sets(options.root());
        for (Path stale : stale(folder, sets, files.keySet())) {
            Files.delete(stale);
            out.println("removed " + stale + " (the report no longer makes it)");
        }
        return Command.OK;
    }

    /** Every file of the report by its path relative to {@code results}, in a fixed order; nothing written yet. */
    public static Map<String, String> generate(Path raw, Path results) {
        ResultSet set = ResultSet.read(raw, results);
        if (set.runs().isEmpty()) {
            throw new ReportException(raw + ": no raw JMH results (*.json) in it; run './philosophers measure NAME"
                    + " ...' or './philosophers scale' first");
        }
        Map<String, String> files = new LinkedHashMap<>();
        List<String[]> index = new ArrayList<>();
        for (RawRun run : set.runs()) {
            if (run.rows().isEmpty()) {
                index.add(
                        new String[] { "raw/" + run.name() + ".json", "raw data, not tabled",
                                run.others().size() + " rows of benchmarks that are not dinners ("
                                        + String.join(", ", run.others().stream()
                                                .map(b -> b.substring(b.lastIndexOf('.', b.lastIndexOf('.') - 1) + 1))
                                                .distinct().toList())
                                        + ")" });
                continue;
            }
            long scaled = run.rows().stream().filter(JmhRow::scaled).count();
            if (scaled != 0 && scaled != run.rows().size()) {
                throw new ReportException(raw.resolve(run.name() + ".json") + ": mixes ScaledBenchmark with the"
                        + " workload benchmarks; measure the sweep and the matrix into separate files");
            }
            Map<String, String> made = scaled == 0 ? UnitedReport.write(run)
                    : ScaledReport.write(run, raw.resolve(run.name() + ".failed.tsv"));
            files.putAll(made);
            index.add(new String[] { run.name() + ".md", scaled == 0 ? "united table" : "scaled table",
                    run.rows().size() + " rows from `raw/" + run.name() + ".json`" });
        }
        files.putAll(Findings.write(set));
        index.add(new String[] { Findings.PAGE, "the talk's claims judged, generated",
                "every run above and the evidence reports it quotes (its *Provenance* lists them)" });
        files.put(Machines.README, index(index, set, results));
        return files;
    }

    /**
     * The tables and charts at the top of each set's folder that this report did not make: an older report's files (a
     * renamed chart, a retired run). Only {@code .md} and {@code .svg} directly in a set's folder are the report's; the
     * publish journal, the machine's fingerprint and the evidence and JLBH folders are not.
     */
    static List<Path> stale(Path base, List<Path> sets, Set<String> generated) throws IOException {
        Set<Path> made = new HashSet<>();
        generated.forEach(name -> made.add(base.resolve(name).toAbsolutePath().normalize()));
        List<Path> stale = new ArrayList<>();
        for (Path set : sets) {
            try (Stream<Path> listing = Files.list(set)) {
                listing.filter(Files::isRegularFile).filter(p -> {
                    String name = p.getFileName().toString();
                    return (name.endsWith(".md") || name.endsWith(".svg")) && !name.equals(Machines.JOURNAL)
                            && !name.equals(Machines.FINGERPRINT);
                }).filter(p -> !made.contains(p.toAbsolutePath().normalize())).sorted().forEach(stale::add);
            }
        }
        return stale;
    }

    /** The generated files, the JLBH and evidence reports, each with the command that produced it. */
    private static String index(List<String[]> generated, ResultSet set, Path results) {
        StringBuilder md = new StringBuilder("# " + results.toAbsolutePath().normalize().getFileName()
                + ": every table and chart of this machine\n\n");
        md.append("""
                Generated by `./philosophers report`; do not edit. Nothing in this folder is typed by hand: every \
                table and chart is written by the project's own tools from the raw data in `raw/` (JMH's \
                `-rf json`, kept beside the tables), and every file starts with the machine, JDK build, JVM flags, \
                options, git commit, date and exact command of its measurement. Numbers from a 2-core machine are \
                noisy: compare ratios within one file, not numbers across machines. `FINDINGS.md` judges the \
                talk's claims one by one, generated from the same data with the words of its template.

                Regenerate the tables from the raw data with `./philosophers report`; remeasure with the command in \
                a file's header (`./philosophers measure NAME ...` for a matrix, `./philosophers scale` for the \
                sweep, `./philosophers jlbh ...` for a JLBH report, `./philosophers jep491|memory|demo ... --report` \
                for an evidence report), then run the report again.

                """);
        md.append(Machines.provenance(set, results)).append("## Files\n\n");
        MarkdownTable table = new MarkdownTable().left("file").left("what").left("from");
        for (String[] row : generated) {
            table.row("[" + row[0] + "](" + row[0] + ")", row[1], row[2]);
        }
        // Reports the other tools wrote themselves, each with its environment header: listed as they are.
        for (String folder : List.of("jlbh", "evidence")) {
            Path dir = results.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> listing = Files.list(dir)) {
                for (Path report : listing.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                    String name = folder + "/" + report.getFileName();
                    table.row("[" + name + "](" + name + ")", title(report), command(report));
                }
            } catch (IOException e) {
                throw new ReportException(dir + ": cannot list: " + e.getMessage());
            }
        }
        return md.append(table).toString();
    }

    private static String title(Path report) {
        return lines(report).stream().filter(l -> l.startsWith("# ")).map(l -> l.substring(2)).findFirst().orElse("");
    }

    private static String command(Path report) {
        return lines(report).stream().filter(l -> l.startsWith("- command: ")).map(l -> l.substring(11)).findFirst()
                .orElse("");
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ReportException(file + ": cannot read: " + e.getMessage());
        }
    }
}
