package io.philosopherwars.programs.report.pages;

import io.philosopherwars.format.MarkdownTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.SteadyState;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.Layout;

/**
 * One machine's set as pages: a united table per matrix run, a scaled table per sweep, the set's findings and its
 * index, which also lists the JLBH and evidence reports. Deterministic: the same raw data give the same bytes.
 */
public final class SetPages {
    private SetPages() {
    }

    /** Every file of the report by its path relative to {@code results}, in a fixed order; nothing written yet. */
    public static Map<String, String> generate(Path raw, Path results) {
        ResultSet set = read(raw, results);
        return generate(set, Findings.judge(set), raw, results);
    }

    /**
     * The set of {@code raw}, refused before any claim reads it where it has no runs, or a run that mixes the scaled
     * sweep with the workload benchmarks.
     */
    static ResultSet read(Path raw, Path results) {
        ResultSet set = ResultSet.read(raw, results);
        if (set.runs().isEmpty()) {
            throw new ReportException(raw + ": no raw JMH results (*.json) in it; run './philosophers measure NAME"
                    + " ...' or './philosophers scale' first");
        }
        for (RawRun run : set.runs()) {
            long scaled = run.rows().stream().filter(JmhRow::scaled).count();
            if (scaled != 0 && scaled != run.rows().size()) {
                throw new ReportException(raw.resolve(run.name() + ".json") + ": mixes ScaledBenchmark with the"
                        + " workload benchmarks; measure the sweep and the matrix into separate files");
            }
        }
        return set;
    }

    /**
     * The same, from the set already read ({@link #read}) and its claims already judged: the pages above the sets read
     * and judge each set once ({@link Machines#generate}).
     */
    static Map<String, String> generate(ResultSet set, Map<Claim, Judgement> judged, Path raw, Path results) {
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
            files.putAll(scaled == 0 ? UnitedReport.write(run)
                    : ScaledReport.write(run, raw.resolve(run.name() + ".failed.tsv")));
            index.add(new String[] { run.name() + ".md", scaled == 0 ? "united table" : "scaled table",
                    run.rows().size() + " rows from `raw/" + run.name() + ".json`" });
        }
        List<SteadyState.Fork> forks = SteadyState.read(raw);
        files.put(SteadyStatePage.PAGE, SteadyStatePage.write(forks));
        index.add(new String[] { SteadyStatePage.PAGE, "whether each fork had settled before it was measured",
                forks.isEmpty() ? "no run of this set kept its iterations"
                        : forks.size() + " forks from `raw/*" + ResultSet.ITERATIONS + "`" });
        files.putAll(Findings.write(set, judged));
        index.add(new String[] { Findings.PAGE, "the talk's claims judged, generated",
                "every run above and the evidence reports it quotes (its *Provenance* lists them)" });
        files.put(Layout.README, index(index, set, results));
        return files;
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
        generated.forEach(row -> table.row("[" + row[0] + "](" + row[0] + ")", row[1], row[2]));
        // Reports the other tools wrote themselves, each with its environment header: listed as they are.
        for (String folder : List.of("jlbh", "evidence")) {
            Path dir = results.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            for (Path report : Layout.list(dir).stream().filter(p -> p.toString().endsWith(".md")).toList()) {
                String name = folder + "/" + report.getFileName();
                String text = Layout.read(report);
                table.row("[" + name + "](" + name + ")", Layout.line(text, "# "), Layout.line(text, "- command: "));
            }
        }
        return md.append(table).toString();
    }

}
