package io.philosopherwars.programs.report.pages;

import io.philosopherwars.core.StopRule;
import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.JmhRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Looks;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;

/**
 * The pages above the result sets. {@code results/} holds one folder per machine, {@code results/<machine>/raw/} and
 * what the report makes of it; no number crosses from one folder to another. Above them: {@code FINDINGS.md}, every
 * claim's verdict with one column per machine and where the machines disagree, and {@code README.md}, the front page
 * (the verdicts, the newest published set's forest plot and scaled chart, the machines, the files). Each machine's
 * verdicts are its own set's, judged by the same rules as its own findings page.
 */
public final class Machines {
    private Machines() {
    }

    /** Each machine's answers by claim id: what every page prints of a claim on a set. */
    static Map<Machine, Map<String, Answer>> answers(List<Machine> machines) {
        Map<Machine, Map<String, Answer>> answers = new LinkedHashMap<>();
        machines.forEach(m -> answers.put(m, Answer.all(m.name(), m.judged()).stream()
                .collect(Collectors.toMap(Answer::claim, a -> a, (first, last) -> last, LinkedHashMap::new))));
        return answers;
    }

    /** One machine's set: its folder's name, its data, its claims judged. */
    record Machine(String name, Path folder, ResultSet set, Map<Claim, Judgement> judged, boolean published) {
        /** Whether one publish run measured it, of this wave's method or not. */
        boolean journaled() {
            return Machines.journaled(set, folder);
        }

        String latest() {
            return set.runs().stream().map(RawRun::lastDate).max(String::compareTo).orElse("");
        }

        /**
         * Its folder's name and path: the pages key maps by machine, and the record's own hash walked every judgement
         * of every claim at each lookup (a sixth of a report's JFR samples). Equal machines still hash alike.
         */
        @Override
        public int hashCode() {
            return Objects.hash(name, folder);
        }
    }

    /**
     * Every file of every set's report under its folder's name, then the two pages above them; nothing written yet.
     */
    public static Map<String, String> generate(Path results) {
        if (Files.isDirectory(results.resolve(Layout.RAW))) {
            throw new ReportException(results.resolve(Layout.RAW) + ": raw data at the top of " + results
                    + " belongs to no machine; move it into " + results.resolve("<machine>", Layout.RAW)
                    + " (one folder per machine, see docs/adding-a-machine.md), or name it with --raw and --out");
        }
        List<Path> folders = Layout.sets(results);
        if (folders.isEmpty()) {
            throw new ReportException(results + ": no result set in it (a folder <machine>/raw/ with raw JMH"
                    + " results); run './philosophers publish' first");
        }
        Map<String, String> files = new LinkedHashMap<>();
        List<Machine> machines = new ArrayList<>();
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            ResultSet set = SetPages.read(folder.resolve(Layout.RAW), folder);
            Map<Claim, Judgement> judged = Findings.judge(set);
            SetPages.generate(set, judged, folder.resolve(Layout.RAW), folder)
                    .forEach((file, text) -> files.put(name + "/" + file, text));
            machines.add(new Machine(name, folder, set, judged, published(set, folder)));
        }
        files.put(Layout.FINDINGS, findings(machines));
        files.put(Layout.README, FrontPage.of(machines));
        return files;
    }

    /**
     * Where a set comes from, for its own index: the machine as its environment files recorded it, and whether one
     * publish run measured it or it spans several commits and dates (listed).
     */
    static String provenance(ResultSet set, Path folder) {
        StringBuilder md = new StringBuilder("## This set\n\n");
        List<RawRun> runs = set.runs();
        md.append("- machine: ").append(distinct(runs.stream().map(RawRun::machine))).append('\n');
        md.append("- host fingerprint: ").append(hosts(runs)).append('\n');
        if (Files.isRegularFile(folder.resolve(Layout.FINGERPRINT))) {
            md.append("- the machine in full (CPU flags, kernel, memory): [").append(Layout.FINGERPRINT).append("](")
                    .append(Layout.FINGERPRINT).append(")\n");
        }
        md.append("- JDK: ").append(distinct(runs.stream().map(RawRun::jdk))).append('\n');
        Map<String, List<String>> byCommit = runs.stream()
                .collect(Collectors.groupingBy(r -> r.commit().isEmpty() ? "not recorded" : r.commit(), TreeMap::new,
                        Collectors.mapping(RawRun::name, Collectors.toList())));
        if (journaled(set, folder)) {
            md.append("- measured by: one `./philosophers publish` run, ").append(journalDates(folder))
                    .append(", its journal [").append(Layout.JOURNAL).append("](").append(Layout.JOURNAL).append(")\n");
        } else {
            long dirty = runs.stream().filter(r -> r.commit().contains("uncommitted")).count();
            md.append("- measured by: separate runs, not one `./philosophers publish`: this set spans ")
                    .append(commits(runs))
                    .append(dirty == 0 ? ""
                            : " (" + dirty + " of its " + runs.size()
                                    + " runs from a work tree with uncommitted changes)")
                    .append(" and ").append(dates(runs))
                    .append(" (listed below); its machine is known only as far as its environment files recorded it\n");
        }
        md.append('\n');
        MarkdownTable table = new MarkdownTable().left("commit").left("runs").left("dates");
        byCommit.forEach((commit, names) -> table.row("`" + commit + "`", String.join(", ", names),
                dates(runs.stream().filter(r -> names.contains(r.name())).toList())));
        return md.append(table).append('\n').toString();
    }

    /**
     * The fixed-work HTTP rows of a set measured with fewer warm-ups than HttpBenchmark needs
     * ({@link JmhRow#HTTP_WARM_UPS}), by label: empty for a set of the current method. (Other rows' iterations changed
     * to save time, not to measure otherwise, and the families that are one JMH call keep theirs.)
     */
    static List<String> otherIterations(ResultSet set) {
        return set.rows()
                .filter(r -> !r.scaled() && r.stop() == StopRule.ALL_FULL && !r.iterations().isEmpty()
                        && r.workload().overHttp() && r.warmUps() < JmhRow.HTTP_WARM_UPS)
                .map(JmhRow::label).distinct().toList();
    }

    /**
     * Whether one publish run of the current method measured every run of the set: its journal is there and names every
     * run's commit, and its rows ran with the iterations publish uses now ({@link #otherIterations}).
     */
    static boolean published(ResultSet set, Path folder) {
        return journaled(set, folder) && otherIterations(set).isEmpty();
    }

    /** Whether one publish run measured every run of the set: its journal is there and names every run's commit. */
    static boolean journaled(ResultSet set, Path folder) {
        Path journal = folder.resolve(Layout.JOURNAL);
        if (!Files.isRegularFile(journal)) {
            return false;
        }
        String commit = Layout.line(Layout.read(journal), "- commit: ").strip();
        return !commit.isEmpty() && set.runs().stream().allMatch(r -> r.commit().startsWith(commit));
    }

    /** The commit a set was measured at, or how many where it spans several. */
    static String commitsOf(Machine m) {
        List<String> commits = m.set().runs().stream().map(r -> r.commit().split(" ")[0]).filter(c -> !c.isEmpty())
                .distinct().sorted().toList();
        return commits.isEmpty() ? "not recorded"
                : commits.size() == 1
                        ? "`" + commits.getFirst().substring(0, Math.min(12, commits.getFirst().length())) + "`"
                        : commits.size() + " commits";
    }

    /** How many commits the runs were measured at (a work tree with uncommitted changes counts as its commit). */
    private static String commits(List<RawRun> runs) {
        long commits = runs.stream().map(r -> r.commit().split(" ")[0]).distinct().count();
        return Numbers.plural(commits, "commit", "commits");
    }

    private static String distinct(Stream<String> values) {
        return values.map(v -> v.isEmpty() ? "not recorded" : v).distinct().sorted().collect(Collectors.joining("; "));
    }

    private static String hosts(List<RawRun> runs) {
        return distinct(runs.stream().map(r -> r.host().isEmpty() ? "" : "`" + r.host().split(" ")[0] + "`"));
    }

    /** A publish run's span: its journal's start to its last finished slice (its table's "finished" column). */
    private static String journalDates(Path folder) {
        String text = Layout.read(folder.resolve(Layout.JOURNAL));
        String started = Layout.line(text, "- started: ").strip();
        String last = MarkdownTable.read(text).stream().filter(t -> t.headers().contains("finished"))
                .flatMap(t -> t.rows().stream()).map(r -> r.get("finished")).filter(d -> d.matches("\\d{4}-.*"))
                .max(String::compareTo).orElse("");
        return started.isEmpty() ? "no recorded date" : last.isEmpty() ? started : started + " to " + last;
    }

    private static String dates(List<RawRun> runs) {
        // A pool's slices ran from its date to its last date.
        List<String> dates = runs.stream().flatMap(r -> Stream.of(r.date(), r.lastDate())).filter(d -> !d.isEmpty())
                .sorted().toList();
        return dates.isEmpty() ? "no recorded date"
                : dates.getFirst().equals(dates.getLast()) ? dates.getFirst()
                        : dates.getFirst() + " to " + dates.getLast();
    }

    /** The claims' verdicts side by side, one column per machine, and where the machines disagree. */
    static String findings(List<Machine> machines) {
        StringBuilder md = new StringBuilder("# Findings across machines\n\n");
        md.append("Generated by `./philosophers report` from every result set in this folder; do not edit. Each")
                .append(" column is one machine's set, judged on that set's data alone by the rules of its own")
                .append(" findings page (linked in the header; its sections show every comparison). A cell is the")
                .append(" claim's verdict and the comparison that decides it: A / B with the interval of its deciding")
                .append(" look, the fork as the unit and the block a factor (").append(Looks.rule()).append(").\n\n");
        MarkdownTable table = new MarkdownTable().right("#").left("claim").left("the talk said");
        machines.forEach(m -> table.left("[" + column(m) + "](" + m.name() + "/" + Findings.PAGE + ")"));
        Map<Machine, Map<String, Answer>> answers = answers(machines);
        for (Claim claim : machines.getFirst().judged().keySet()) {
            List<Object> cells = new ArrayList<>(List.of(claim.number(), claim.statement(), claim.talkSaid()));
            machines.forEach(m -> cells.add(link(m, claim, cell(m, claim, answers.get(m).get(claim.id())))));
            table.row(cells.toArray());
        }
        md.append(table).append('\n');
        for (Machine m : machines) {
            int distinct = Findings.comparisons(m.judged()).size();
            md.append("- ").append(m.name()).append(": ").append(distinct)
                    .append(" distinct comparisons; where a pair has no real difference, expect up to ")
                    .append(Numbers.fixed(Comparison.falseVerdictsExpected(distinct), 1))
                    .append(" false *faster* or *slower* verdicts among them.\n");
        }
        md.append("\n## Where the machines disagree\n\n");
        if (machines.size() < 2) {
            md.append("One machine's set so far: nothing to compare. Add another with `./philosophers publish` on it")
                    .append(" (see [docs/adding-a-machine.md](../docs/adding-a-machine.md)).\n\n");
        } else {
            List<String> older = machines.stream().filter(m -> !m.published()).map(Machine::name).toList();
            if (!older.isEmpty()) {
                // Its differences are worth seeing; its sameness is no replication of a current set's answer.
                md.append("Measured by an older method: ").append(String.join(", ", older)).append(". Where it")
                        .append(" differs from a current set it is listed below; where it decides the same, that does")
                        .append(" not count as another machine agreeing: only a set of the current method replicates")
                        .append(" another.\n\n");
            }
            claimsThatDiffer(md, machines);
            comparisonsThatDiffer(md, machines);
        }
        md.append("## Machines\n\n").append(machineTable(machines));
        return md.toString();
    }

    private static String link(Machine m, Claim claim, String text) {
        return "[" + text.replace("**", "") + "](" + target(m, claim) + ")";
    }

    private static String target(Machine m, Claim claim) {
        return m.name() + "/" + Findings.claimPage(claim);
    }

    private static String cell(Machine m, Claim claim, Answer answer) {
        Judgement j = m.judged().get(claim);
        String said = Findings.outcome(j);
        // Where a condition splits the claim, no one comparison is its number: its rows are on its page.
        String deciding = j.condition().isEmpty()
                ? j.deciding().map(c -> ": " + c.format() + " " + c.verdict().id()).orElse("")
                : "";
        // The link's own characters, the outcome and the deciding comparison leave the qualification the rest of the
        // cell: where it holds in part, the meals left undecided and the cells that could not start, as on the front
        // page.
        int room = FrontPage.MAX_CELL - "[]()".length() - target(m, claim).length() - said.replace("**", "").length()
                - " ()".length() - deciding.length();
        String qualified = answer.qualified(j.condition(), room);
        return said + (qualified.isEmpty() ? "" : " (" + qualified + ")") + deciding;
    }

    /** Claims whose outcome is not the same on every machine: decided opposite ways, or decided on some only. */
    private static void claimsThatDiffer(StringBuilder md, List<Machine> machines) {
        md.append("### Claims\n\n");
        MarkdownTable table = new MarkdownTable().right("#").left("claim").left("how");
        machines.forEach(m -> table.left(column(m)));
        for (Claim claim : machines.get(0).judged().keySet()) {
            List<Outcome> outcomes = machines.stream().map(m -> m.judged().get(claim).outcome()).toList();
            if (outcomes.stream().distinct().count() < 2) {
                continue;
            }
            boolean decidedApart = outcomes.stream().filter(Outcome::settled).distinct().count() > 1;
            List<Object> cells = new ArrayList<>(List.of(claim.number(), claim.statement(),
                    decidedApart ? "decided differently" : "decided on some machines only"));
            machines.forEach(m -> cells.add(m.judged().get(claim).outcome().id()));
            table.row(cells.toArray());
        }
        md.append(table.isEmpty() ? "Every claim has the same outcome on every machine.\n"
                : table + "\nA claim decided on one machine and undecided on another is not a contradiction: the"
                        + " other set lacks the rows, the control or the forks to decide it (its findings say"
                        + " which).\n")
                .append('\n');
    }

    /**
     * The same comparison (same rows, same quantity) with decided verdicts that differ: opposite directions, or a
     * difference on one machine and equivalence on another.
     */
    private static void comparisonsThatDiffer(StringBuilder md, List<Machine> machines) {
        md.append("### Comparisons\n\n");
        Map<String, Map<String, Comparison>> byKey = new TreeMap<>();
        for (Machine m : machines) {
            Findings.comparisons(m.judged())
                    .forEach((key, c) -> byKey.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(m.name(), c));
        }
        MarkdownTable table = new MarkdownTable().left("comparison").left("how");
        machines.forEach(m -> table.left(column(m)));
        int shared = 0;
        int oneSided = 0;
        double byChance = 0;
        for (Map<String, Comparison> row : byKey.values()) {
            if (row.size() < 2) {
                continue;
            }
            shared++;
            Set<Verdict> decided = row.values().stream().map(Comparison::verdict).filter(Verdict::decided)
                    .collect(Collectors.toCollection(TreeSet::new));
            boolean undecidedSomewhere = row.values().stream().anyMatch(c -> !c.verdict().decided());
            if (decided.size() == 1 && undecidedSomewhere) {
                oneSided++;
            }
            // Each machine's verdict on it is wrong with chance at most the rule's error: the union bound.
            byChance += row.size() * (1 - Comparison.CONFIDENCE);
            if (decided.size() < 2) {
                continue;
            }
            Comparison any = row.values().iterator().next();
            List<Object> cells = new ArrayList<>(List.of(Findings.shortLabel(any),
                    decided.contains(Verdict.FASTER) && decided.contains(Verdict.SLOWER) ? "opposite directions"
                            : "a difference against equivalence"));
            machines.forEach(m -> cells.add(
                    Optional.ofNullable(row.get(m.name())).map(c -> c.format() + " " + c.verdict().id()).orElse("-")));
            table.row(cells.toArray());
        }
        md.append(shared).append(" comparisons are made on more than one machine; ").append(table.size())
                .append(" of them are decided differently, listed here; ").append(oneSided)
                .append(" more are decided on some machines and undecided on others (not listed: see each set's")
                .append(" findings). Against noise: each set's rule calls at most ")
                .append(Numbers.percent(1 - Comparison.CONFIDENCE))
                .append(" of comparisons without a real difference faster or slower, so if the machines truly agreed")
                .append(" on every shared comparison, noise alone would make at most ")
                .append(Numbers.fixed(byChance, 1)).append(" of them differ on average (the union bound over")
                .append(" each machine's verdict on each); ").append(table.size()).append(" differ.\n\n");
        if (!table.isEmpty()) {
            md.append(table).append('\n');
        }
    }

    static String machineTable(List<Machine> machines) {
        MarkdownTable table = new MarkdownTable().left("set").left("machine").left("host fingerprint").left("JDK")
                .left("commit").left("measured by").left("dates");
        for (Machine m : machines) {
            List<RawRun> runs = m.set().runs();
            table.row("[" + m.name() + "](" + m.name() + "/" + Layout.README + ")",
                    distinct(runs.stream().map(RawRun::machine)), hosts(runs), distinct(runs.stream().map(RawRun::jdk)),
                    commitsOf(m),
                    m.journaled() ? "one `publish` journal (" + journal(m) + ")" : "separate runs, " + commits(runs),
                    datesOf(m));
        }
        return table.toString();
    }

    private static String journal(Machine m) {
        return "[journal](" + m.name() + "/" + Layout.JOURNAL + ")";
    }

    /** A set's column header: its name, and "older method" where one publish run did not measure it. */
    static String column(Machine m) {
        return m.name() + (m.published() ? "" : " (older method)");
    }

    /** The machine as its runs recorded it, and its JDK. */
    static String machineWords(Machine m) {
        List<String> fingerprint = fingerprint(m);
        return distinct(m.set().runs().stream().map(RawRun::machine)) + generation(fingerprint) + virtual(fingerprint)
                + "; " + distinct(m.set().runs().stream().map(RawRun::jdk));
    }

    /** The set's fingerprint page ({@code machine.md}), line by line; none where the set has no such page. */
    private static List<String> fingerprint(Machine m) {
        Path page = m.folder().resolve(Layout.FINGERPRINT);
        return Files.isRegularFile(page) ? Layout.read(page).lines().toList() : List.of();
    }

    /**
     * The CPU's family and model: a hypervisor's CPU name ({@code AMD EPYC}) stands for more than one generation, and
     * this project's AMD sets ran on two of them.
     */
    private static String generation(List<String> fingerprint) {
        java.util.Optional<String> family = io.philosopherwars.format.RunEnvironment.cpuField(fingerprint,
                "cpu family");
        java.util.Optional<String> model = io.philosopherwars.format.RunEnvironment.cpuField(fingerprint, "model");
        return family.isPresent() && model.isPresent() ? ", CPU family " + family.get() + " model " + model.get() : "";
    }

    /**
     * Whether the set's machine is a virtual one, from its fingerprint's CPU flags (the kernel sets {@code hypervisor}
     * in a guest): its cores are then the host's virtual CPUs, shared with whatever else the host runs.
     */
    private static String virtual(List<String> fingerprint) {
        boolean guest = io.philosopherwars.format.RunEnvironment.cpuField(fingerprint, "flags")
                .filter(flags -> List.of(flags.split(" ")).contains("hypervisor")).isPresent();
        return guest ? ", a VM (virtual CPUs)" : "";
    }

    /**
     * What measured a set: one publish run and its budget (a short budget says that the set is that machine's first
     * answer, not a full one), or separate runs by an older method.
     */
    static String measuredBy(Machine m) {
        if (!m.journaled()) {
            return "separate runs by an older method, " + commits(m.set().runs());
        }
        double budget = budgetSeconds(m.folder());
        String journal = journal(m);
        if (!(budget > 0)) {
            return "one `publish` journal (" + journal + ")";
        }
        long minutes = Math.round(budget / 60);
        List<String> other = otherIterations(m.set());
        if (!other.isEmpty()) {
            // One publish run, but before this wave's method: it answers only where no current set decided.
            journal = "an older method: " + other.size() + " HTTP rows with fewer than " + JmhRow.HTTP_WARM_UPS
                    + " warm-ups; " + journal;
        }
        return "one `publish` journal, a budget of " + minutes
                + " min of measuring (its dates count the pauses of a resumed run; "
                + (budget < FULL_BUDGET_SECONDS ? "a short run: this machine's first answer, not a full set; " : "")
                + journal + ")";
    }

    /** The budget of a full set: {@code publish}'s default. */
    static final double FULL_BUDGET_SECONDS = 5400;

    /** The budget a set's journal records ({@code - budget: 5400 s}), NaN where it records none. */
    static double budgetSeconds(Path folder) {
        Path journal = folder.resolve(Layout.JOURNAL);
        if (!Files.isRegularFile(journal)) {
            return Double.NaN;
        }
        String budget = Layout.line(Layout.read(journal), "- budget: ").replace("s", "").strip();
        try {
            return budget.isEmpty() ? Double.NaN : Double.parseDouble(budget);
        } catch (NumberFormatException e) {
            throw new ReportException(journal + ": cannot read its budget: " + e.getMessage());
        }
    }

    /** When a set was measured: its publish run's span, or its runs' dates. */
    static String datesOf(Machine m) {
        return m.journaled() ? journalDates(m.folder()) : dates(m.set().runs());
    }
}
