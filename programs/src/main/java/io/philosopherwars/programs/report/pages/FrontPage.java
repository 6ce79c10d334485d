package io.philosopherwars.programs.report.pages;

import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.claims.Headline;
import io.philosopherwars.programs.report.claims.Row;
import io.philosopherwars.programs.report.claims.TalkData;
import io.philosopherwars.programs.report.claims.Words;
import io.philosopherwars.programs.report.pages.Machines.Machine;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.stats.Looks;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * {@code results/README.md}, built around tables: the sets, a decision table by kind of critical section, one section
 * per question (its headline, computed from its deciding rows, then the rows and the positive controls), the talk's
 * sentences, what carries over between CPU counts, your own meal, and how far to trust each answer. Every number on it
 * is a field of a {@link Row}; every sentence beside the rows is the template's or a {@link Headline}.
 */
public final class FrontPage {
    private FrontPage() {
    }

    /**
     * A kind of critical section, a row of the decision table: the meal that measures it and the command that would
     * measure it where no set has.
     */
    public record Kind(String meal, String words, String command, String elsewhere) {
        public Kind(String meal, String words, String command) {
            this(meal, words, command, "");
        }
    }

    static final String NOT_MEASURED = "not measured in these sets: ";
    static final String NOT_MEASURED_HERE = "no rows of this question for this meal in this set; they come from: ";
    static final String NOT_AT_SIZE = "no speed rows at the other meals' table size: ";

    /** The command that measures one family of {@code publish}'s catalogue, and only it. */
    static String publishOnly(String family) {
        return "`./philosophers publish --only " + family + "`";
    }

    /** The kinds of critical section, each with the command that measures its meal (the family it belongs to). */
    public static final List<Kind> KINDS = List
            .of(new Kind("noop", "no work inside the lock: the hand-off alone (noop)", publishOnly("noop")),
                    new Kind("activeWait", "16 µs of CPU work (a spin)", publishOnly("waits"), Claims.CRITICAL_SECTION),
                    new Kind("sleep", "a short sleep (16 µs asked)", publishOnly("waits")),
                    new Kind("fileRead", "a 16 KB file read from the page cache", publishOnly("fileRead")),
                    new Kind("fileReadDirect", "a 16 KB file read from the disk (O_DIRECT)", publishOnly("fileRead")),
                    new Kind("urlConnection", "an HTTP GET with HttpURLConnection", publishOnly("http")),
                    new Kind("httpClient", "an HTTP GET with the JDK's HttpClient", publishOnly("http")),
                    new Kind("okHttp", "an HTTP GET with OkHttp", publishOnly("http")),
                    // The pool's size is the JDBC answer's condition (connections per philosopher; the table's size is
                    // in
                    // each cell), so the row names it.
                    new Kind("jdbc",
                            "a JDBC query (HikariCP, " + io.philosopherwars.postgres.Dishes.POOL
                                    + " connections, to a PostgreSQL on the same CPUs)",
                            publishOnly("jdbc,jdbc-ladder")));

    /** A column of the decision table: its question, and the claim that answers it for a meal (empty: none). */
    record Column(String title, Function<String, Optional<String>> claim) {
        /** The questions that answer it over the built-in meals: one links the header, several each cell. */
        List<String> ids() {
            return KINDS.stream().map(k -> claim.apply(k.meal())).flatMap(Optional::stream).distinct().toList();
        }
    }

    static final List<Column> COLUMNS = List
            .of(new Column("virtual or platform threads?", meal -> Optional.of(switch (meal) {
                case "fileRead", "fileReadDirect" -> "blockingIo";
                case "urlConnection", "httpClient", "okHttp" -> "http";
                default -> "perMeal";
            })), new Column("synchronized or ReentrantLock?", meal -> Optional.of("monitors")),
                    // The JDBC meal's pools are the ladder's (claim 18's pool of the cores has no JDBC row).
                    new Column("a pool of platform threads or virtual threads?",
                            meal -> Optional.of(meal.equals("jdbc") ? "poolSize" : "pooled")),
                    new Column("what to watch", meal -> switch (meal) {
                        case "urlConnection", "httpClient", "okHttp" -> Optional.of("portExhaustion");
                        // The meals the pinning probes block on (a sleep, a socket read); a file read is not one.
                        case "sleep", "jdbc" -> Optional.of("pinning");
                        default -> Optional.empty();
                    }));

    /** The questions of the "what to watch" column, each answered as a whole, not per meal. */
    static final Set<String> WATCH = Set.of("pinning", "spinVsSleep");

    static String of(List<Machine> machines) {
        Map<String, String> template = Findings.template();
        Map<Machine, Map<String, Answer>> answers = Machines.answers(machines);
        Map<String, Claim> claims = new LinkedHashMap<>();
        machines.getFirst().judged().keySet().forEach(c -> claims.put(c.id(), c));
        StringBuilder md = new StringBuilder("# results/\n\n").append(template.get("front"));
        sets(md, machines);
        md.append(template.get("words"))
                .append("- **Designs by their ids** (a verdict's condition, and each set's own pages,"
                        + " name them so): ")
                .append(Words.designIds()).append(".\n")
                .append("- **Interval**: a t-interval of ln(A / B) over the forks' means, the blocks as a factor,")
                .append(" at the level of the look that decided it; the rule ").append(Looks.rule())
                .append(", so that all its looks together call a difference where there is none at most that often.\n")
                .append("- **The benchmark JVMs' flags** (every JMH fork; the one-CPU rows add ")
                .append("`" + JmhRow.CPU_FLAG + "1` and `taskset`): `")
                .append(String.join(" ", io.philosopherwars.jmh.BenchmarkOptions.FORK_ARGS)).append("`.\n\n");
        decisions(md, template, claims, answers);
        md.append("## The questions\n\n").append(template.get("questions")).append('\n');
        for (String id : Claims.PRACTICAL) {
            QuestionSection.write(md, template, claims.get(id), answers);
        }
        talk(md, template, claims, answers);
        cores(md, template, claims, answers);
        md.append("## Your own critical section\n\n").append(template.get("yours")).append('\n');
        md.append("## Not measured here\n\n").append(template.get("unmeasured")).append('\n');
        trust(md, template, claims, answers);
        md.append("## Machines\n\n").append(Machines.machineTable(machines)).append('\n');
        md.append("## Files\n\n");
        for (Machine m : machines) {
            md.append("- ").append(m.name()).append(": [every table and chart](").append(m.name()).append('/')
                    .append(Layout.README).append("), [findings](").append(m.name()).append('/').append(Findings.PAGE)
                    .append(")")
                    .append(m.journaled() ? ", [publish journal](" + m.name() + "/" + Layout.JOURNAL + ")" : "")
                    .append('\n');
        }
        md.append("- adding a machine's set: [docs/adding-a-machine.md](../docs/adding-a-machine.md)\n");
        return md.toString();
    }

    /** The sets, each with what measured it and, for a short run, that it is that machine's own first answer. */
    private static void sets(StringBuilder md, List<Machine> machines) {
        MarkdownTable table = new MarkdownTable().left("set").left("machine").left("commit").left("measured by")
                .left("dates").left("JMH iterations of its rows").right("the talk's sentences judged")
                .right("the audience's questions answered");
        StringBuilder settings = new StringBuilder();
        for (Machine m : machines) {
            // The talk's sentences get verdicts; the audience's questions, answers (often figures without an
            // interval): counted apart, so that a figure never reads as a decision.
            long talks = m.judged().keySet().stream().filter(c -> c.number() <= Answer.TALKS).count();
            Map<Boolean, Long> settled = m.judged().entrySet().stream().filter(e -> e.getValue().outcome().settled())
                    .collect(
                            Collectors.partitioningBy(e -> e.getKey().number() <= Answer.TALKS, Collectors.counting()));
            // The method a set was measured with, from its rows: sets of other iterations say so side by side.
            // Each setting with what ran with it, the scaled sweep's rows included: the blocked rows by their meals,
            // every other run by its name (a meal ran with one setting in the blocks and another in the races, and a
            // reader could not tell which rows ran with which; each row's "measured by" says it too).
            Map<String, SortedSet<String>> meals = new TreeMap<>();
            m.set().runs()
                    .forEach(run -> run.rows().stream().filter(r -> !r.iterations().isEmpty())
                            .forEach(r -> meals.computeIfAbsent(r.iterations(), k -> new TreeSet<>())
                                    .add(r.blocks().stream().anyMatch(b -> !b.isEmpty() && !b.equals(run.name()))
                                            ? r.work()
                                            : "the " + run.name() + " run")));
            String iterations = String.join("; ", meals.keySet());
            if (iterations.length() > Brief.CELL) {
                // Too many to read in a cell (no cell runs past 200 characters): the list below the table has them.
                iterations = meals.size() + " settings, each with its rows in the list below this table";
            }
            if (meals.size() > 1) {
                settings.append("- ").append(m.name())
                        .append("'s JMH iterations, by the meals of its blocked rows and the names of its other runs: ")
                        .append(String.join("; ",
                                meals.entrySet().stream()
                                        .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")").toList()))
                        .append(".\n");
            }
            table.row("[" + m.name() + "](" + m.name() + "/" + Findings.PAGE + ")", Machines.machineWords(m),
                    Machines.commitsOf(m), Machines.measuredBy(m), Machines.datesOf(m),
                    iterations.isEmpty() ? "N/A" : iterations, settled.get(true) + " of " + talks,
                    settled.get(false) + " of " + (m.judged().size() - talks));
        }
        md.append(table).append('\n');
        if (!settings.isEmpty()) {
            md.append(settings).append('\n');
        }
    }

    /**
     * The set that answers a question: of the sets of the current method, the one with the most decided deciding rows,
     * then the most made (a set that measured none never leads one that did), the newer on a tie; a set of an older
     * method only where no current set decided any.
     */
    static Machine answering(String claim, Map<Machine, Map<String, Answer>> answers) {
        return answers.keySet().stream().min(answeringFirst(answers.keySet(),
                m -> answers.get(m).get(claim).headline().decided(), m -> answers.get(m).get(claim).deciding().size()))
                .orElseThrow();
    }

    /**
     * The order in which sets answer, given each one's decided rows and rows made: the current method first unless none
     * of its sets decided any, then the most decided, then the most made, then the newer. The questions and the
     * decision table's rows share it.
     */
    private static Comparator<Machine> answeringFirst(Collection<Machine> sets, ToLongFunction<Machine> decided,
            ToLongFunction<Machine> made) {
        boolean current = sets.stream().anyMatch(m -> m.published() && decided.applyAsLong(m) > 0);
        return Comparator.<Machine> comparingInt(m -> m.published() || !current ? 0 : 1)
                .thenComparingLong(m -> -decided.applyAsLong(m)).thenComparingLong(m -> -made.applyAsLong(m))
                .thenComparing(Machine::latest, Comparator.reverseOrder())
                .thenComparing(Machine::name, Comparator.reverseOrder());
    }

    /**
     * The decision table: a row per kind of critical section and set that measured it (the set with the most decided
     * rows for it first), a column per question, so that a cell never mixes machines and a set that answers otherwise
     * is seen beside the one that answers most.
     */
    private static void decisions(StringBuilder md, Map<String, String> template, Map<String, Claim> claims,
            Map<Machine, Map<String, Answer>> answers) {
        md.append("## What to use, by kind of critical section\n\n").append(template.get("decisions")).append('\n');
        MarkdownTable table = new MarkdownTable().left("critical section").left("set");
        // A column that one question answers links it in its header.
        COLUMNS.forEach(
                c -> table.left(c.ids().size() == 1 ? "[" + c.title() + "](#" + c.ids().getFirst() + ")" : c.title()));
        // The meals of the user's own that a set measured (advise's sets) get a row each, after the built-in ones.
        List<Kind> kinds = new ArrayList<>(KINDS);
        answers.values().stream().flatMap(byClaim -> byClaim.values().stream()).flatMap(a -> a.rows().stream())
                .map(Row::meal).filter(meal -> meal.endsWith(Words.YOURS)).distinct().sorted()
                .forEach(meal -> kinds.add(new Kind(meal.substring(0, meal.length() - Words.YOURS.length()), meal,
                        "`./philosophers advise`")));
        for (Kind kind : kinds) {
            List<Machine> sets = answers.keySet().stream().filter(m -> !rows(kind, m, answers).isEmpty()).sorted(
                    // Figures without an interval are measured, never decided (the words say so): they lead no row.
                    answeringFirst(
                            answers.keySet(), m -> rows(kind, m, answers).stream()
                                    .filter(r -> r.decided() && Double.isFinite(r.low())).count(),
                            m -> rows(kind, m, answers).size()))
                    .toList();
            if (sets.isEmpty()) {
                List<Object> cells = new ArrayList<>(List.of(kind.words(), Words.NA));
                // The same kind of work measured by another question, at a size of its own: the cell says where.
                String elsewhere = kind.elsewhere().isEmpty() || answers.values().stream()
                        .noneMatch(byClaim -> byClaim.containsKey(kind.elsewhere())
                                && !byClaim.get(kind.elsewhere()).rows().isEmpty()) ? ""
                                        : "; its speed at a smaller table: [rows](#" + kind.elsewhere()
                                                + "); its tail waits: [rows](#tailWaits)";
                COLUMNS.forEach(c -> cells
                        .add((elsewhere.isEmpty() ? NOT_MEASURED : NOT_AT_SIZE) + kind.command() + elsewhere));
                table.row(cells.toArray());
                continue;
            }
            for (Machine m : sets) {
                List<Object> cells = new ArrayList<>(List.of(kind.words(), Machines.column(m)));
                for (Column column : COLUMNS) {
                    cells.add(column.claim().apply(kind.meal()).map(id -> {
                        String cell = cell(id, kind, m, answers);
                        return cell + (column.ids().size() > 1 && !cell.startsWith(NOT_MEASURED_HERE)
                                ? " [rows](#" + id + ")"
                                : "");
                    }).orElse(Words.NA));
                }
                table.row(cells.toArray());
            }
        }
        List<Object> yours = new ArrayList<>(List.of("your own code", Words.NA));
        COLUMNS.forEach(c -> yours.add("`./philosophers advise --meal NAME`: [your own](#yours)"));
        table.row(yours.toArray());
        md.append(table).append('\n');
        beyondTheMeal(md, template, claims, answers);
    }

    /**
     * The questions asked after the talk that no single meal's row answers (how large a pool, how long a critical
     * section, what starting costs, which design at which size, which HTTP client, a fair lock): a row per question and
     * set that has rows for it, in the order the sets answer, each cell the same brief headline over that set's
     * deciding rows, linked to them.
     */
    private static void beyondTheMeal(StringBuilder md, Map<String, String> template, Map<String, Claim> claims,
            Map<Machine, Map<String, Answer>> answers) {
        md.append(template.get("beyondTheMeal")).append('\n');
        MarkdownTable table = new MarkdownTable().left("question").left("set").left("answer");
        for (String id : beyondTheMeal(claims)) {
            String question = "[" + claims.get(id).ask().question() + "](#" + id + ")";
            List<Machine> sets = answers.keySet().stream()
                    .filter(m -> answers.get(m).containsKey(id) && !answers.get(m).get(id).deciding().isEmpty())
                    .sorted(answeringFirst(answers.keySet(),
                            m -> answers.get(m).get(id).deciding().stream()
                                    .filter(r -> r.decided() && Double.isFinite(r.low())).count(),
                            m -> answers.get(m).get(id).deciding().size()))
                    .toList();
            if (sets.isEmpty()) {
                table.row(question, Words.NA, "not measured in any set");
            }
            for (Machine m : sets) {
                List<Row> deciding = answers.get(m).get(id).deciding();
                table.row(question, Machines.column(m), Brief.fitted(Brief.of(deciding, true), Headline.of(deciding)));
            }
        }
        md.append(table).append('\n');
    }

    /** The questions of {@link #beyondTheMeal}: every one asked after the talk and its audience, in their order. */
    static List<String> beyondTheMeal(Map<String, Claim> claims) {
        return claims.values().stream().filter(c -> c.number() > Answer.TALK_AND_AUDIENCE)
                .sorted(Comparator.comparingInt(Claim::number)).map(Claim::id).toList();
    }

    /** A set's deciding rows of a kind's meal, over the questions asked per meal. */
    private static List<Row> rows(Kind kind, Machine m, Map<Machine, Map<String, Answer>> answers) {
        return COLUMNS.stream().map(c -> c.claim().apply(kind.meal())).flatMap(Optional::stream)
                .filter(id -> !WATCH.contains(id)).distinct().flatMap(id -> rows(id, kind, m, answers).stream())
                .toList();
    }

    /** A set's deciding rows of one question for a kind's meal (a watch question's whole). */
    private static List<Row> rows(String claim, Kind kind, Machine m, Map<Machine, Map<String, Answer>> answers) {
        List<Row> deciding = answers.get(m).get(claim).deciding();
        // What to watch is a question of its own (pinning, ports, spinning), answered whole; the others per meal.
        return WATCH.contains(claim) ? deciding
                : deciding.stream().filter(r -> r.meal().startsWith(Words.meal(kind.meal()))).toList();
    }

    /**
     * A cell: one set's headline over its rows of this meal, per CPU count where those disagree, with the condition its
     * supporting rows share.
     */
    static String cell(String claim, Kind kind, Machine m, Map<Machine, Map<String, Answer>> answers) {
        List<Row> rows = rows(claim, kind, m, answers);
        if (rows.isEmpty()) {
            // The ports question's rows come from the ports program, one client at a time, not from the meal's family
            // (fresh reader 19 was sent to the http family).
            return NOT_MEASURED_HERE
                    + (claim.equals("portExhaustion") ? "`./philosophers ports --clients " + kind.meal() + "`"
                            : kind.command());
        }
        List<String> cpus = rows.stream().map(Row::cpus).distinct().toList();
        if (cpus.stream().map(c -> Headline.of(at(rows, c)).action()).distinct().count() > 1) {
            // The condition the counts share is named once, after them.
            String where = Brief.shared(rows.stream().filter(Row::decided).toList(), false);
            String full = String.join("; ",
                    cpus.stream().map(c -> c + ": " + Brief.of(at(rows, c), where.isEmpty(), false)).toList())
                    + (where.isEmpty() ? "" : "; " + where);
            // Too long for a cell: each CPU count's factors go (its link gives them), then the shared condition.
            String brief = String.join("; ",
                    cpus.stream().map(c -> c + ": "
                            + Brief.shortened(Brief.of(at(rows, c), where.isEmpty(), false), Headline.of(at(rows, c))))
                            .toList());
            return full.length() <= Brief.CELL ? full
                    : brief + (where.isEmpty() || brief.length() + where.length() + 2 > Brief.CELL ? "" : "; " + where);
        }
        return Brief.of(rows, true);
    }

    private static List<Row> at(List<Row> rows, String cpus) {
        return rows.stream().filter(r -> r.cpus().equals(cpus)).toList();
    }

    /** The most characters a table cell of a page may hold: a longer one is read as a paragraph, not a cell. */
    static final int MAX_CELL = 200;

    /** The talk's sentences: what it recommended, what was measured, and the verdict on each set. */
    private static void talk(StringBuilder md, Map<String, String> template, Map<String, Claim> claims,
            Map<Machine, Map<String, Answer>> answers) {
        md.append("## The talk's sentences\n\n").append("The talk is \"").append(TalkData.TITLE).append("\" (*")
                .append(TalkData.TITLE_EN).append("*, ").append(TalkData.VENUE).append("), measured on ")
                .append(TalkData.JDK).append(". ").append(template.get("talks")).append('\n');
        MarkdownTable table = new MarkdownTable().right("#").left("the talk's sentence").left("the talk recommended")
                .left("measured here");
        answers.keySet().forEach(m -> table.left("verdict on " + Machines.column(m)));
        // Only the talk's own sentences: the audience's questions after them took no side in the talk.
        for (Claim claim : claims.values().stream().filter(c -> c.number() <= Answer.TALKS).toList()) {
            Machine m = answering(claim.id(), answers);
            Answer answer = answers.get(m).get(claim.id());
            List<Object> cells = new ArrayList<>(
                    List.of(claim.number(), claim.statement(), answer.talk().replaceFirst("^the talk: ", ""),
                            "[" + Brief.fitted(Brief.of(answer.deciding(), false), answer.headline()) + "](#"
                                    + claim.id() + ") (" + m.name() + ")"));
            answers.forEach((machine, byClaim) -> {
                Answer a = byClaim.get(claim.id());
                String qualified = a.qualified(machine.judged().get(claim).condition(),
                        MAX_CELL - a.shownVerdict().length() - 2);
                cells.add(a.shownVerdict() + (qualified.isEmpty() ? "" : ": " + qualified));
            });
            table.row(cells.toArray());
        }
        md.append(table).append('\n');
    }

    /**
     * Which answers changed between the CPU counts a set measured, and which held: each question's headline at each
     * count, and how many of the rows measured at both counts (the same meal, sides, size and quantity) support another
     * action at one than at the other.
     */
    private static void cores(StringBuilder md, Map<String, String> template, Map<String, Claim> claims,
            Map<Machine, Map<String, Answer>> answers) {
        md.append("## Between one CPU and all of a set's CPUs\n\n").append(template.get("cores")).append('\n');
        MarkdownTable table = new MarkdownTable().left("question").left("set").left("meals measured at both")
                .left("fewer CPUs").left("all CPUs").left("rows measured at both that support another action");
        for (String id : Claims.PRACTICAL) {
            Machine m = answering(id, answers);
            Answer answer = answers.get(m).get(id);
            List<String> cpus = answer.deciding().stream().map(Row::cpus).filter(c -> !c.equals(Words.NA)).distinct()
                    .sorted().toList();
            if (cpus.size() < 2) {
                continue;
            }
            List<Row> atFew = at(answer.deciding(), cpus.getFirst());
            Map<String, Row> few = new LinkedHashMap<>();
            atFew.forEach(r -> few.put(same(r), r));
            List<Row> both = at(answer.deciding(), cpus.getLast()).stream().filter(r -> few.containsKey(same(r)))
                    .toList();
            long flips = both.stream()
                    .filter(r -> r.decided() && few.get(same(r)).decided() && !r.does().equals(few.get(same(r)).does()))
                    .count();
            if (both.isEmpty()) {
                continue;
            }
            // Like for like: each count's cell over the rows measured at both, so that neither cell rests on a meal
            // or a design the other count never measured.
            Set<String> paired = both.stream().map(FrontPage::same).collect(Collectors.toSet());
            List<Row> fewBoth = atFew.stream().filter(r -> paired.contains(same(r))).toList();
            table.row("[" + claims.get(id).ask().question() + "](#" + id + ")", m.name(),
                    String.join(", ", both.stream().map(Row::meal).distinct().toList()),
                    cpus.getFirst() + ": " + Brief.of(fewBoth, true, false),
                    cpus.getLast() + ": " + Brief.of(both, true, false), flips + " of " + both.size());
        }
        md.append(table.isEmpty() ? "No set measured its rows at more than one CPU count.\n" : table.toString())
                .append('\n');
    }

    /** What makes two rows the same measurement at another CPU count. */
    private static String same(Row r) {
        return r.meal() + "|" + perCore(r.a()) + "|" + perCore(r.b()) + "|" + r.size() + "|" + r.quantity();
    }

    /**
     * A side with its pool named by its multiple of the cores alone: a pool of 1x the cores is one thread on one CPU
     * and two on two, the same design at both counts.
     */
    private static String perCore(String side) {
        return side.replaceAll("a fixed pool of \\d[\\d,]* threads? \\(", "a fixed pool of (");
    }

    /** Per question, the row its answer rests on most and its weakest decided row, each a table of its own. */
    private static void trust(StringBuilder md, Map<String, String> template, Map<String, Claim> claims,
            Map<Machine, Map<String, Answer>> answers) {
        md.append("## How far to trust each answer\n\n").append(template.get("trust")).append('\n');
        Comparator<Row> strength = Comparator.<Row> comparingInt(r -> Math.min(r.forksA(), r.forksB()))
                .thenComparing(Comparator.comparingDouble(FrontPage::width).reversed());
        for (boolean strongest : new boolean[] { true, false }) {
            MarkdownTable table = new MarkdownTable().left("question").left("set").left("do")
                    .right("supporting of made").left("meal").left("A").left("B").left("CPUs")
                    .left("philosophers × meals").left("factor [interval]").right("forks A + B");
            if (!strongest) {
                table.left("reads as");
            }
            for (String id : Claims.PRACTICAL) {
                Machine m = answering(id, answers);
                Answer answer = answers.get(m).get(id);
                // Only rows decided on an interval (a figure without one, one JVM a cell, is measured, not decided),
                // and of those the ones that support the answer: a row that goes the other way is not what it rests
                // on. A tie rests on all of them.
                List<Row> decided = answer.deciding().stream().filter(Row::decided)
                        .filter(r -> Double.isFinite(r.ratio()) && Double.isFinite(r.low())).toList();
                List<Row> supporting = Headline.rowsSupporting(answer.deciding()).stream()
                        .filter(r -> Double.isFinite(r.ratio()) && Double.isFinite(r.low())).toList();
                List<Row> pool = supporting.isEmpty() ? decided : supporting;
                if (pool.isEmpty()) {
                    continue;
                }
                Row r = pool.stream().max(strongest ? strength : strength.reversed()).orElseThrow();
                // A tie's rows support different actions: the row says its own, as one side of the tie.
                // Where the answer depends on the meal, the count is of the rows that support this row's own action
                // (fresh reader 28 read "7 of 12" under one action of which only 3 rows were).
                boolean byMeal = answer.headline().action().equalsIgnoreCase(Headline.BY_MEAL);
                long count = byMeal
                        ? Headline.rowsSupporting(answer.deciding()).stream().filter(s -> s.does().equals(r.does()))
                                .count()
                        : answer.headline().supporting();
                List<Object> cells = new ArrayList<>(
                        List.of("[" + claims.get(id).ask().question() + "](#" + id + ")", m.name(),
                                supporting.isEmpty() ? "no one answer (a tie); this row: " + r.does()
                                        : byMeal ? r.does() + " (the answer depends on the meal)" : r.does(),
                                count + " of " + answer.headline().made(), r.meal(), r.a(), r.b(), r.cpus(), r.size(),
                                r.factorText(), r.forksText()));
                if (!strongest) {
                    int forks = Math.min(r.forksA(), r.forksB());
                    // A row with a rule of its own (every JVM beyond the margin) has no looks: neither lead nor firm.
                    cells.add(r.settings().contains(Row.RANGE_NOT_INTERVAL)
                            ? "its own rule: every one of its " + forks + " JVMs beyond the margin, no looks"
                            : forks > Looks.FORKS.getFirst() ? "firm: past the first look"
                                    : "a lead: the first look's forks");
                }
                table.row(cells.toArray());
            }
            md.append(strongest ? "The row each answer rests on most, of those that support it:\n\n"
                    : "The weakest row that supports each answer:\n\n").append(table).append('\n');
        }
    }

    /** The interval's width in log space; a row without one is the widest. */
    private static double width(Row r) {
        return Double.isFinite(r.low()) ? Math.log(r.high() / r.low()) : Double.POSITIVE_INFINITY;
    }
}
