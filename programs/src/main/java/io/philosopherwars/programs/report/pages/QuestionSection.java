package io.philosopherwars.programs.report.pages;

import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.claims.Headline;
import io.philosopherwars.programs.report.claims.Row;
import io.philosopherwars.programs.report.claims.RowTable;
import io.philosopherwars.programs.report.claims.Words;
import io.philosopherwars.programs.report.pages.Machines.Machine;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One question's section of the front page: the answering set's headline, where the sets answer differently, the cells
 * that stopped, how it is measured, the talk's position and every set's verdict, then its rows, controls and context.
 */
final class QuestionSection {
    private QuestionSection() {
    }

    /** One question: its headline from the answering set, its rows and controls, the other sets' headlines. */
    static void write(StringBuilder md, Map<String, String> template, Claim claim,
            Map<Machine, Map<String, Answer>> answers) {
        Machine m = FrontPage.answering(claim.id(), answers);
        Answer answer = answers.get(m).get(claim.id());
        md.append("<a id=\"").append(claim.id()).append("\"></a>\n### ").append(claim.ask().question()).append("\n\n");
        md.append("**").append(answer.headline().text()).append("** (set ").append(m.name()).append(")\n\n");
        disagreement(md, claim, answers);
        stopped(md, answer);
        // How the rows were measured, before they are read: the same words as the claim's own page.
        String how = template.getOrDefault(claim.id(), "").strip();
        if (!how.isEmpty()) {
            md.append("*How it is measured.* ").append(how).append("\n\n");
        }
        // The audience's questions are not the talk's sentences: they are answered, not judged as the talk's.
        md.append("- ").append(Headline.capital(answer.talk())).append(claim.number() <= Answer.TALKS
                ? ". Its sentence, \"" + claim.statement() + "\": "
                // Each names what its verdict refers to (fresh reader 23 met a bare "does not hold" under a question).
                : ". Not a sentence of the talk, a question after it, judged as \"" + claim.statement() + "\": ");
        // Each set links its own page of the claim, where the rows against a condition are named.
        md.append(String.join("; ", answers.entrySet().stream().map(e -> {
            Answer a = e.getValue().get(claim.id());
            String verdict = a.shownVerdict();
            return "*" + verdict + "*" + (a.qualified().isEmpty() ? "" : " (" + a.qualified() + ")") + " on ["
                    + e.getKey().name() + "](" + e.getKey().name() + "/" + Findings.claimPage(claim) + ")"
                    + (e.getKey().published() ? "" : " (older method)");
        }).toList())).append(".\n");
        if (!answer.waitsFor().equals(Words.NA)) {
            md.append("- Waits for: ").append(answer.waitsFor()).append(".\n");
        }
        answers.forEach((set, byClaim) -> {
            if (set != m) {
                md.append("- On ").append(set.name()).append(": ").append(byClaim.get(claim.id()).headline().text())
                        .append(" ([its rows](").append(set.name()).append('/').append(Findings.claimPage(claim))
                        .append("))\n");
            }
        });
        md.append('\n');
        if (!answer.deciding().isEmpty()) {
            md.append(RowTable.compact(answer.deciding())).append('\n');
        }
        if (!answer.controls().isEmpty()) {
            md.append("Positive controls (the cause present; they decide nothing):\n\n")
                    .append(RowTable.compact(answer.controls())).append('\n');
        }
        if (!answer.context().isEmpty() && Claims.CONTEXT_ON_FRONT.contains(claim.id())) {
            md.append("Every other row, deciding nothing:\n\n").append(RowTable.compact(answer.context())).append('\n');
            // Where an older method's set answers, a current set's rows of a question that shows every row follow,
            // undecided as they are: its ladder or sizes are the newer measurement.
            answers.forEach((set, byClaim) -> {
                Answer other = byClaim.get(claim.id());
                List<Row> rows = Stream.concat(other.deciding().stream(), other.context().stream()).toList();
                if (set != m && set.published() && !m.published() && !rows.isEmpty()) {
                    md.append(OTHER_SET_ROWS).append(set.name()).append(" (").append(other.headline().decided() == 0
                            ? "none of its deciding rows is decided, so it does not answer; the rows after its deciding"
                                    + " ones are context, deciding nothing whatever their factor"
                            : "it answers otherwise").append("):\n\n").append(RowTable.compact(rows)).append('\n');
                }
            });
        } else if (!answer.context().isEmpty()) {
            md.append(answer.context().size()).append(" more rows of context, deciding nothing: [").append(m.name())
                    .append("'s page of it](").append(m.name()).append('/').append(Findings.claimPage(claim))
                    .append(").\n\n");
        }
        if (Claims.CONTEXT_ON_FRONT.contains(claim.id()) && m.published()) {
            programsElsewhere(md, claim, answers, m, answer);
        }
    }

    /**
     * The cells of a question that stopped before they dined (a time limit, a failure, the thread limit), each with
     * why, deciding or not: a headline over the cells that dined would otherwise leave them out unseen.
     */
    private static void stopped(StringBuilder md, Answer answer) {
        List<String> cells = Stream.concat(answer.deciding().stream(), answer.context().stream())
                .filter(r -> r.verdict().startsWith(STOPPED))
                .map(r -> r.a() + ", " + r.size() + ", " + r.cpus() + " ("
                        + (r.role() == Row.Role.DECIDES ? "a deciding row" : "deciding nothing") + "): " + r.verdict())
                .distinct().toList();
        if (!cells.isEmpty()) {
            // Said before the list, in bold: three fresh readers took a headline over the cells that dined for one
            // over every cell (the talk's vert.x design failed at a million; the headline says vert.x dines there).
            // Each count once, in one sentence: fresh reader 27 counted 6 cells under "5 of these cells", and fresh
            // reader 31 read "not in the headline: 4" beside "the 4 marked a deciding row are counted in it".
            long outside = cells.stream().filter(c -> c.contains("(deciding nothing)")).count();
            long inside = cells.size() - outside;
            String rule = " (outside the question's rule, which its paragraph below gives)";
            boolean one = cells.size() == 1;
            md.append("**Cells that stopped before every philosopher was full: ").append(cells.size()).append(".** ")
                    .append(outside == 0
                            ? (one ? "It is a deciding row" : "Each is a deciding row")
                                    + ", counted in the headline above"
                            : inside == 0
                                    ? (one ? "It is not in the headline above: it decides nothing"
                                            : "None is in the headline above: each decides nothing") + rule
                                    : Headline.capital(marked(inside, "a deciding row", "is counted", "are counted"))
                                            + " in the headline above; "
                                            + marked(outside, "deciding nothing", "is not", "are not") + rule)
                    .append(one ? ". Why it stopped:\n\n" : ". Why each stopped:\n\n");
            cells.forEach(c -> md.append("- ").append(c).append('\n'));
            md.append('\n');
        }
    }

    /** {@code the one marked a deciding row is counted}, {@code the 4 marked deciding nothing are not}. */
    private static String marked(long count, String mark, String one, String many) {
        return count == 1 ? "the one marked " + mark + " " + one : "the " + count + " marked " + mark + " " + many;
    }

    /**
     * The context rows of a program's run ({@code ./philosophers jdbc-mechanism}, named by their settings) that the
     * answering set has no row of (deciding, control or context), from the first other current set that has them: fresh
     * reader 30 looked for the JDBC mechanism's rows under a set without its record, and found none.
     */
    private static void programsElsewhere(StringBuilder md, Claim claim, Map<Machine, Map<String, Answer>> answers,
            Machine m, Answer answer) {
        Set<String> shown = Stream.of(answer.deciding(), answer.controls(), answer.context()).flatMap(List::stream)
                .map(QuestionSection::program).filter(p -> !p.isEmpty()).collect(Collectors.toCollection(HashSet::new));
        answers.forEach((set, byClaim) -> {
            if (set == m || !set.published()) {
                return;
            }
            Map<String, List<Row>> missing = byClaim.get(claim.id()).context().stream()
                    .filter(r -> !program(r).isEmpty() && !shown.contains(program(r)))
                    .collect(Collectors.groupingBy(QuestionSection::program, LinkedHashMap::new, Collectors.toList()));
            missing.forEach((program, rows) -> {
                md.append(OTHER_SET_ROWS).append(set.name()).append(" from `").append(program)
                        .append("` (its context rows, deciding nothing), which ").append(m.name())
                        .append(" has no run of:\n\n").append(RowTable.compact(rows)).append('\n');
                shown.add(program);
            });
        });
    }

    /** The program whose run a row comes from ({@code ./philosophers jdbc-mechanism}), or empty for a JMH row. */
    static String program(Row row) {
        return row.settings().startsWith(PROGRAM) ? row.settings().split("[:,;]", 2)[0].strip() : "";
    }

    private static final String PROGRAM = "./philosophers ";

    /** How the rows of a set other than the answering one begin, where a question prints them. */
    static final String OTHER_SET_ROWS = "The rows of ";

    /** How a row's verdict begins where its cell stopped before it dined. */
    private static final String STOPPED = "stopped";

    /**
     * Where the sets' headlines act differently (each having decided rows), a line that says so, each set's action with
     * its supporting rows, before any set's rows are read: one set's headline alone would read as the answer.
     */
    private static void disagreement(StringBuilder md, Claim claim, Map<Machine, Map<String, Answer>> answers) {
        Map<Machine, Headline> decided = new LinkedHashMap<>();
        answers.forEach((set, byClaim) -> decided.put(set, byClaim.get(claim.id()).headline()));
        decided.values().removeIf(h -> h.decided() == 0);
        if (decided.values().stream().map(h -> h.action().toLowerCase(java.util.Locale.ROOT)).distinct().count() < 2) {
            return;
        }
        List<String> each = decided.entrySet().stream()
                .map(e -> Machines.column(e.getKey()) + ": " + Brief.actionWords(e.getValue().action()) + " ("
                        + e.getValue().supporting() + " of " + e.getValue().decided()
                        + (e.getValue().figures() ? " measured rows, figures without an interval)" : " decided rows)"))
                .toList();
        md.append("**The sets answer differently**: ").append(String.join("; ", each))
                .append(". Which holds on another machine, only a set of its own says (`./philosophers publish`"
                        + " there).\n\n");
    }

}
