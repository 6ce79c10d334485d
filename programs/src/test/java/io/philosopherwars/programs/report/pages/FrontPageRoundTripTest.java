package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.format.MarkdownTable;
import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.claims.Row;
import io.philosopherwars.programs.report.claims.RowTable;
import io.philosopherwars.programs.report.results.Layout;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed front page read back as a reader's tool would read it, and checked against the sets'
 * {@code answers.json} without the renderer's code: its tables are parsed with {@link MarkdownTable#read}, each
 * headline is recomputed from the parsed rows by this test's own arithmetic, and the mutations a careless change would
 * make (sides swapped, a control cited, a context field dropped, a row changed) must each be caught.
 */
class FrontPageRoundTripTest {
    private static final Path RESULTS = Path.of("..", "results");
    private static final Pattern SECTION = Pattern.compile("<a id=\"([A-Za-z]+)\"></a>\n### ");
    private static final Pattern HEADLINE = Pattern.compile("\\*\\*(.+)\\*\\* \\(set ([a-z0-9-]+)\\)");
    /** Where another set's rows begin (the split leaves the set's name first). */
    private static final Pattern OTHER_SET = Pattern
            .compile("\n" + QuestionSection.OTHER_SET_ROWS + "(?=[a-z0-9-]+ (?:from `|\\())");
    private static final Pattern FROM_PROGRAM = Pattern.compile("^[a-z0-9-]+ from `([^`]+)`");
    private static final Pattern FACTOR = Pattern
            .compile("(?<!by )(\\d[\\d,]*(?:\\.\\d+)?)(?:-(\\d[\\d,]*(?:\\.\\d+)?))?x(?! the cores| or more)");

    /** Every problem the page has against the sets' answers, one line each; empty for a true page. */
    static List<String> problems(String page, Map<String, List<Answer>> answersBySet) {
        List<String> problems = new ArrayList<>();
        Matcher sections = SECTION.matcher(page);
        List<int[]> starts = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        while (sections.find()) {
            starts.add(new int[] { sections.start() });
            ids.add(sections.group(1));
        }
        int checked = 0;
        for (int i = 0; i < ids.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : page.indexOf("\n## ", starts.get(i)[0] + 1);
            String chunk = page.substring(starts.get(i)[0], end < 0 ? page.length() : end);
            Matcher headline = HEADLINE.matcher(chunk);
            if (!headline.find()) {
                continue;
            }
            String id = ids.get(i);
            String text = headline.group(1);
            String set = headline.group(2);
            Answer answer = answersBySet.getOrDefault(set, List.of()).stream().filter(a -> a.claim().equals(id))
                    .findFirst().orElse(null);
            if (answer == null) {
                problems.add(id + ": its headline names set " + set + ", which has no answer for it");
                continue;
            }
            checked++;
            // A set that made no deciding row never answers where another set made some (fresh reader 28: a set that
            // did not measure a question led its section).
            if (answer.deciding().isEmpty()) {
                answersBySet.forEach((other, list) -> list.stream()
                        .filter(a -> a.claim().equals(id) && !a.deciding().isEmpty()).findFirst()
                        .ifPresent(a -> problems.add(id + ": its headline names set " + set
                                + ", which made no deciding row, where " + other + " made " + a.deciding().size())));
            }
            // A question may print its context rows after its deciding ones and controls: they are neither.
            int contextAt = chunk.indexOf("Every other row, deciding nothing");
            // Or, where the answering set has no context, the rows of another set's program run it has none of.
            Matcher others = OTHER_SET.matcher(chunk);
            int tailAt = contextAt >= 0 ? contextAt : others.find() ? others.start() : -1;
            String judged = tailAt < 0 ? chunk : chunk.substring(0, tailAt);
            int controlsAt = judged.indexOf("Positive controls");
            String decidingPart = controlsAt < 0 ? judged : judged.substring(0, controlsAt);
            List<Map<String, String>> deciding = rowTables(decidingPart);
            List<Map<String, String>> controls = controlsAt < 0 ? List.of() : rowTables(judged.substring(controlsAt));
            if (tailAt >= 0) {
                // Another set's rows may follow the context, each set's under its own line: its deciding rows, then
                // its context, as its answers.json has them.
                String[] parts = OTHER_SET.split(chunk.substring(tailAt));
                compare(problems, id + " context", rowTables(parts[0]), contextAt >= 0 ? answer.context() : List.of());
                for (int p = 1; p < parts.length; p++) {
                    String other = parts[p].split(" ")[0];
                    Answer theirs = answersBySet.getOrDefault(other, List.of()).stream()
                            .filter(a -> a.claim().equals(id)).findFirst().orElse(null);
                    if (theirs == null) {
                        problems.add(id + ": rows of set " + other + ", which has no answer for it");
                        continue;
                    }
                    // Or only its rows of a program's run that the answering set has none of, its header naming it.
                    Matcher from = FROM_PROGRAM.matcher(parts[p]);
                    String program = from.find() ? from.group(1) : null;
                    List<Row> expected = program != null
                            ? theirs.context().stream().filter(r -> QuestionSection.program(r).equals(program)).toList()
                            : Stream.concat(theirs.deciding().stream(), theirs.context().stream()).toList();
                    if (program != null
                            && (expected.isEmpty() || Stream.of(answer.deciding(), answer.controls(), answer.context())
                                    .flatMap(List::stream).anyMatch(r -> QuestionSection.program(r).equals(program)))) {
                        problems.add(id + ": rows of " + other + " from " + program
                                + ", which it has none of or the answering set has too");
                    }
                    compare(problems, id + " " + other + "'s rows", rowTables(parts[p]), expected);
                }
            }
            compare(problems, id + " deciding", deciding, answer.deciding());
            compare(problems, id + " controls", controls, answer.controls());
            for (Map<String, String> row : deciding) {
                row.forEach((column, cell) -> {
                    if (cell.isBlank()) {
                        problems.add(id + ": an empty " + column + " in a deciding row");
                    }
                });
            }
            problems.addAll(headlineProblems(id, text, deciding, controls));
        }
        if (checked < 10) {
            problems.add("only " + checked + " question sections were found on the page");
        }
        return problems;
    }

    private static List<Map<String, String>> rowTables(String markdown) {
        return MarkdownTable.read(whole(markdown)).stream().filter(t -> t.headers().equals(RowTable.COLUMNS))
                .flatMap(t -> t.rows().stream()).toList();
    }

    /**
     * A compact table back to every column: the line of values every row shares ("Every row: CPUs = 2 CPUs · ...") put
     * back into each row of the table under it, at its column's place. Read from the page's text alone.
     */
    static String whole(String markdown) {
        List<String> lines = markdown.lines().toList();
        StringBuilder out = new StringBuilder();
        Map<String, String> shared = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("Every row: ")) {
                shared = new LinkedHashMap<>();
                for (String part : line.substring("Every row: ".length()).split(" · ")) {
                    int eq = part.indexOf(" = ");
                    shared.put(part.substring(0, eq), part.substring(eq + 3));
                }
                continue;
            }
            if (shared != null && line.startsWith("|")) {
                List<String> headers = cellsOf(line);
                List<String> all = new ArrayList<>(RowTable.COLUMNS);
                out.append("| ").append(String.join(" | ", all)).append(" |\n");
                out.append("|").append("---|".repeat(all.size())).append('\n');
                i += 2;
                for (; i < lines.size() && lines.get(i).startsWith("|"); i++) {
                    List<String> cells = cellsOf(lines.get(i));
                    List<String> row = new ArrayList<>();
                    for (String column : all) {
                        int at = headers.indexOf(column);
                        row.add(at >= 0 ? cells.get(at) : shared.get(column));
                    }
                    out.append("| ").append(String.join(" | ", row)).append(" |\n");
                }
                i--;
                shared = null;
                continue;
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static List<String> cellsOf(String line) {
        String inner = line.strip().substring(1, line.strip().length() - 1);
        return java.util.Arrays.stream(inner.split("\\|", -1)).map(String::strip).toList();
    }

    /** The page's rows against the JSON's, field by field, values at the page's precision. */
    private static void compare(List<String> problems, String where, List<Map<String, String>> page, List<Row> json) {
        if (page.size() != json.size()) {
            problems.add(where + ": " + page.size() + " rows on the page, " + json.size() + " in answers.json");
            return;
        }
        for (int i = 0; i < page.size(); i++) {
            Map<String, String> p = page.get(i);
            Row r = json.get(i);
            Map<String, String> expected = new LinkedHashMap<>();
            expected.put("do", r.does());
            expected.put("meal", r.meal());
            expected.put("A", r.a());
            expected.put("B", r.b());
            expected.put("CPUs", r.cpus());
            expected.put("philosophers × meals", r.size());
            expected.put("quantity", r.quantity());
            expected.put("faster", r.fasterText());
            expected.put("measured by", r.settings());
            expected.put("set", r.set());
            int n = i + 1;
            expected.forEach((column, value) -> {
                if (!value.equals(p.get(column))) {
                    problems.add(
                            where + " row " + n + ": " + column + " '" + p.get(column) + "' against '" + value + "'");
                }
            });
            closeTo(problems, where + " row " + (i + 1) + " A's value", p.get("A's value"), r.valueA());
            closeTo(problems, where + " row " + (i + 1) + " B's value", p.get("B's value"), r.valueB());
            if (Double.isFinite(r.ratio())) {
                // The faster side's factor, from the JSON's ratio and verdict by this test's own rule.
                String cell = p.get("factor [interval]");
                // A figure without an interval prints the faster side's factor, whichever side that is.
                double factor = cell.endsWith("no interval") ? Math.max(r.ratio(), 1 / r.ratio())
                        : r.verdict().equals("faster") ? 1 / r.ratio() : r.ratio();
                String printed = cell.startsWith("A / B ") ? cell.substring(6).split(" ")[0] : cell.split("x")[0];
                if (!near(printed, factor)) {
                    problems.add(where + " row " + (i + 1) + ": factor " + cell + " against " + factor);
                }
            }
        }
    }

    private static void closeTo(List<String> problems, String where, String cell, double value) {
        if (!Double.isFinite(value)) {
            if (!"N/A".equals(cell)) {
                problems.add(where + ": '" + cell + "' where answers.json has none");
            }
            return;
        }
        if (cell == null || cell.equals("N/A") || !near(cell.split(" ")[0], value)) {
            problems.add(where + ": '" + cell + "' against " + value);
        }
    }

    /** Whether {@code value} prints as {@code printed}: within half a unit of its last digit. */
    private static boolean near(String printed, double value) {
        int dot = printed.indexOf('.');
        int decimals = dot < 0 ? 0 : printed.length() - dot - 1;
        // The row's own figure is rounded too: an A / B of three decimals, inverted, is off by up to about a
        // thousandth of the factor (A / B 0.948 is a factor of 1.0549 to 1.0560, which a headline prints 1.06).
        return Math.abs(number(printed) - value) <= 0.5 * Math.pow(10, -decimals) * (1 + 1e-9) + 1e-3 * value;
    }

    private static double number(String text) {
        return Double.parseDouble(text.replace(",", ""));
    }

    /**
     * The headline against the parsed rows: its count is the rows' own (the action most decided rows do, how many, of
     * how many decided and made), and every factor it prints is one of its deciding rows', never a control's alone.
     */
    static List<String> headlineProblems(String id, String text, List<Map<String, String>> deciding,
            List<Map<String, String>> controls) {
        List<String> problems = new ArrayList<>();
        List<Map<String, String>> decided = deciding.stream()
                .filter(r -> !r.get("do").startsWith("not decided") && !r.get("do").equals("N/A")).toList();
        if (deciding.isEmpty()) {
            return text.equals("Not measured in this set.") ? problems
                    : List.of(id + ": a headline with no deciding rows: " + text);
        }
        if (decided.isEmpty()) {
            return text.startsWith("Not decided") ? problems
                    : List.of(id + ": a headline with no decided rows: " + text);
        }
        Map<String, Integer> byAction = new LinkedHashMap<>();
        decided.forEach(r -> byAction.merge(r.get("do"), 1, Integer::sum));
        int most = byAction.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        String action = byAction.entrySet().stream().filter(e -> e.getValue() == most).findFirst().orElseThrow()
                .getKey();
        long tied = byAction.values().stream().filter(n -> n == most).count();
        // A factor without an interval ("A / B 11.8", or N/A) is a figure, not a decision.
        boolean figures = decided.stream().noneMatch(r -> r.get("factor [interval]").contains("["));
        // Each meal's own answer (its label without how long it lasted): where two meals' majorities differ, the
        // headline says it depends on the meal, and counts each meal's supporting rows of its decided ones. Rows that
        // compare two meals ("X (A) vs Y (B)": one HTTP client against another) are one group: the meals are what they
        // ask about.
        // The pool-size question answers a meal per table: a meal decided at two tables is two meals.
        java.util.function.Function<Map<String, String>, String> mealOf = r -> {
            String meal = r.getOrDefault("meal", "");
            return meal.contains(" (A) vs ") ? "" : meal.replaceFirst(", [0-9.,-]+ µs lasted \\(p50[^)]*\\)$", "");
        };
        Map<String, java.util.Set<String>> tables = new LinkedHashMap<>();
        decided.forEach(r -> tables.computeIfAbsent(mealOf.apply(r), k -> new java.util.HashSet<>())
                .add(r.getOrDefault("philosophers × meals", "")));
        Map<String, Map<String, Integer>> meals = new LinkedHashMap<>();
        decided.forEach(r -> {
            String meal = mealOf.apply(r);
            boolean perTable = id.equals("poolSize") && tables.get(meal).size() > 1;
            meals.computeIfAbsent(perTable ? meal + " at " + r.get("philosophers × meals") : meal,
                    k -> new LinkedHashMap<>()).merge(r.get("do"), 1, Integer::sum);
        });
        List<String> mealCounts = new ArrayList<>();
        java.util.Set<String> mealActions = new java.util.HashSet<>();
        meals.values().forEach(m -> {
            int top = m.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            List<String> first = m.entrySet().stream().filter(e -> e.getValue() == top).map(Map.Entry::getKey).toList();
            if (first.size() == 1) {
                mealActions.add(first.getFirst());
                mealCounts.add(" (" + top + " of " + m.values().stream().mapToInt(Integer::intValue).sum() + ")");
            }
        });
        if (mealActions.size() > 1) {
            String byMeal = "Depends on the meal: " + decided.size() + (figures ? " measured " : " decided ") + "rows ("
                    + deciding.size() + " made)" + (figures ? ", figures without an interval" : "") + ".";
            if (!text.startsWith(byMeal)) {
                problems.add(id + ": the meals answer differently, and the headline does not start '" + byMeal + "': "
                        + text);
            }
            mealCounts.stream().filter(count -> !text.contains(count)).forEach(
                    count -> problems.add(id + ": a meal's count" + count + " is not in its headline: " + text));
        }
        String counted = tied > 1
                ? "No one answer: " + decided.size() + (figures ? " measured " : " decided ") + "rows ("
                        + deciding.size() + " made)" + (figures ? ", figures without an interval" : "")
                        + ", as many for each of " + tied + " actions."
                : capital(action) + ": " + most + " of " + decided.size() + (figures ? " measured " : " decided ")
                        + (decided.size() == 1 ? "row" : "rows") + " (" + deciding.size() + " made)"
                        + (figures ? ", figures without an interval" : "");
        if (mealActions.size() < 2 && !text.startsWith(counted)) {
            problems.add(id + ": the headline does not start with its rows' count '" + counted + "': " + text);
        }
        List<Double> rowFactors = deciding.stream().map(r -> factorOf(r.get("factor [interval]")))
                .filter(f -> !f.isNaN()).toList();
        List<Double> controlFactors = controls.stream().map(r -> factorOf(r.get("factor [interval]")))
                .filter(f -> !f.isNaN()).toList();
        Matcher factors = FACTOR.matcher(text);
        while (factors.find()) {
            for (String f : new String[] { factors.group(1), factors.group(2) }) {
                if (f != null && rowFactors.stream().noneMatch(x -> near(f, x))) {
                    problems.add(id + ": the headline's " + f + "x is in none of its deciding rows"
                            + (controlFactors.stream().anyMatch(x -> near(f, x)) ? " (it is a control's)" : ""));
                }
            }
        }
        return problems;
    }

    /**
     * A row's factor from its cell: the faster side's ({@code 2.3x [1.9, 2.8]}), or A / B's distance from one either
     * way ({@code A / B 0.94 [...]}); NaN for N/A.
     */
    private static double factorOf(String cell) {
        if (cell.startsWith("A / B ")) {
            double r = number(cell.substring(6).split(" ")[0]);
            return Math.max(r, 1 / r);
        }
        return cell.equals("N/A") ? Double.NaN : number(cell.split("x")[0]);
    }

    private static String capital(String text) {
        return text.isEmpty() || text.startsWith("vert.x") ? text
                : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static Map<String, List<Answer>> answers() throws IOException {
        Map<String, List<Answer>> bySet = new LinkedHashMap<>();
        for (Path set : Layout.sets(RESULTS)) {
            bySet.put(set.getFileName().toString(),
                    Answer.read(Files.readString(set.resolve(Answer.FILE), StandardCharsets.UTF_8)));
        }
        return bySet;
    }

    private static String page() throws IOException {
        return Files.readString(RESULTS.resolve(Layout.README), StandardCharsets.UTF_8);
    }

    @Test
    void theCommittedFrontPageIsItsSetsAnswersAndEachHeadlineItsRows() throws IOException {
        assertEquals(List.of(), problems(page(), answers()));
    }

    /** The pages a reader reads: the front page, the findings across machines, each set's index and claim pages. */
    private static List<Path> readPages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(RESULTS.resolve(Layout.README), RESULTS.resolve(Findings.PAGE)));
        for (Path set : Layout.sets(RESULTS)) {
            pages.add(set.resolve(Findings.PAGE));
            try (var claims = Files.list(set.resolve("claims"))) {
                claims.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
            }
        }
        return pages;
    }

    @Test
    void noTableCellOfAPageRunsPast200Characters() throws IOException {
        List<Path> pages = readPages();
        assertTrue(pages.size() > 20, pages.toString());
        for (Path page : pages) {
            for (MarkdownTable.Parsed table : MarkdownTable.read(Files.readString(page, StandardCharsets.UTF_8))) {
                for (Map<String, String> row : table.rows()) {
                    row.values().forEach(cell -> assertTrue(cell.length() <= FrontPage.MAX_CELL,
                            page + ": " + cell.length() + ": " + cell));
                }
            }
        }
    }

    @Test
    void everyRowOfEverySetNamesItsWholeContext() throws IOException {
        for (List<Answer> answers : answers().values()) {
            for (Answer a : answers) {
                for (Row r : a.rows()) {
                    for (String field : List.of(r.meal(), r.a(), r.b(), r.cpus(), r.size(), r.quantity(), r.set())) {
                        assertFalse(field.isBlank(), a.claim() + ": " + r);
                    }
                }
            }
        }
    }

    /**
     * One context, one value: two rows of a set that name the same meal, sides, CPUs, size, quantity and settings carry
     * the same values, whichever question prints them. A reader found a vert.x cell at two projected times, its first
     * run under one question and its median run under another.
     */
    @Test
    void rowsOfOneContextCarryOneValueAcrossQuestions() throws IOException {
        for (Map.Entry<String, List<Answer>> set : answers().entrySet()) {
            Map<List<String>, Row> seen = new LinkedHashMap<>();
            for (Answer a : set.getValue()) {
                for (Row r : a.rows()) {
                    Row before = seen.putIfAbsent(
                            List.of(r.meal(), r.a(), r.b(), r.cpus(), r.size(), r.quantity(), r.settings()), r);
                    if (before != null) {
                        assertTrue(same(before.valueA(), r.valueA()) && same(before.valueB(), r.valueB()),
                                set.getKey() + ": " + before.claim() + " and " + a.claim() + " print one context at two"
                                        + " values: " + before + " / " + r);
                    }
                }
            }
            assertTrue(seen.size() > 100, set.getKey() + ": " + seen.size());
        }
    }

    /**
     * Claim 18 counts each pair of a pool and virtual threads once: per meal decides, and the whole dinner of the same
     * pair stands beside it as context (the issue found every pooled pair counted twice).
     */
    @Test
    void aPoolAndVirtualThreadsAreDecidedOncePerPair() throws IOException {
        for (Map.Entry<String, List<Answer>> set : answers().entrySet()) {
            List<Row> pooled = set.getValue().stream().filter(a -> a.claim().equals("pooled"))
                    .flatMap(a -> a.rows().stream()).filter(r -> r.quantity().startsWith("time per")).toList();
            List<Row> deciding = pooled.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
            assertFalse(deciding.isEmpty(), set.getKey());
            assertTrue(deciding.stream().allMatch(r -> r.quantity().equals("time per meal")), deciding.toString());
            assertTrue(pooled.stream().filter(r -> r.quantity().equals("time per dinner"))
                    .allMatch(r -> r.role() == Row.Role.CONTEXT), set.getKey());
        }
    }

    /**
     * The sets table names every JMH setting a set's rows ran with: a reader found rows "measured by 2 × 1 s warm-up, 5
     * × 1 s measured" (the scaled sweep) under a list of the set's settings that left that one out.
     */
    @Test
    void theSetsTableNamesEverySettingItsRowsRanWith() throws IOException {
        MarkdownTable.Parsed sets = MarkdownTable.read(page()).stream()
                .filter(t -> t.headers().contains("JMH iterations of its rows")).findFirst().orElseThrow();
        for (Map.Entry<String, List<Answer>> set : answers().entrySet()) {
            String listed = sets.rows().stream().filter(r -> r.get("set").contains("[" + set.getKey() + "]"))
                    .findFirst().orElseThrow().get("JMH iterations of its rows");
            if (listed.endsWith("in the list below this table")) {
                // Too many for a cell: the list under the table names each, with its rows.
                listed = page().lines().filter(l -> l.startsWith("- " + set.getKey() + "'s JMH iterations")).findFirst()
                        .orElse(listed);
            }
            List<String> settings = set.getValue().stream().flatMap(a -> a.rows().stream()).map(Row::settings)
                    .filter(st -> st.contains(" warm-up, ") && st.endsWith(" measured a fork")).distinct().toList();
            assertFalse(settings.isEmpty(), set.getKey());
            for (String st : settings) {
                String setting = st.replace(" × ", " x ").replace(" a fork", "");
                assertTrue(listed.contains(setting), set.getKey() + ": " + setting + " is not in " + listed);
            }
        }
    }

    /**
     * The questions no single meal answers have a row per set beside the decision table, each linking its question; a
     * figure without an interval never reads as a fork count, and a cell cut to fit keeps its action whole.
     */
    @Test
    void theQuestionsBeyondTheMealHaveARowPerSetEachItsBriefHeadline() throws IOException {
        MarkdownTable.Parsed beyond = MarkdownTable.read(page()).stream()
                .filter(t -> t.headers().equals(List.of("question", "set", "answer"))).findFirst().orElseThrow();
        List<String> questions = FrontPage
                .beyondTheMeal(Claims.all().stream().collect(java.util.stream.Collectors.toMap(Claim::id, c -> c)));
        assertEquals(List.of("poolSize", "designsAtScale", "startCost", "httpClient", "criticalSection", "fairness"),
                questions);
        for (String id : questions) {
            List<Map<String, String>> rows = beyond.rows().stream()
                    .filter(r -> r.get("question").endsWith("(#" + id + ")")).toList();
            assertFalse(rows.isEmpty(), id);
            for (Map.Entry<String, List<Answer>> set : answers().entrySet()) {
                boolean measured = set.getValue().stream()
                        .anyMatch(a -> a.claim().equals(id) && !a.deciding().isEmpty());
                assertEquals(measured ? 1 : 0, rows.stream().filter(r -> r.get("set").startsWith(set.getKey())).count(),
                        id + " " + set.getKey());
            }
        }
        String starts = beyond.rows().stream().filter(r -> r.get("question").endsWith("(#startCost)")).findFirst()
                .orElseThrow().get("answer");
        assertTrue(starts.endsWith("measured rows, figures without an interval)"), starts);
        // A faster side with parentheses of its own ("(1x the cores)") is cut at the count, not at its parenthesis.
        beyond.rows().forEach(r -> assertFalse(r.get("answer").contains("linked queue (1x the cores)"), r.toString()));
    }

    /** A cell with no rows sends the reader to the command that measures its question for that meal. */
    @Test
    void aMissingPortsCellNamesThePortsProgramForItsClient() throws IOException {
        List<String> lines = page().lines().filter(l -> l.startsWith("| an HTTP GET with the JDK's HttpClient |"))
                .toList();
        assertFalse(lines.isEmpty());
        for (String line : lines) {
            String watch = cellsOf(line).getLast();
            assertTrue(
                    !watch.startsWith(FrontPage.NOT_MEASURED_HERE) || watch
                            .equals(FrontPage.NOT_MEASURED_HERE + "`./philosophers ports --clients httpClient`"),
                    watch);
        }
    }

    @Test
    void pinningIsWatchedOnlyForTheMealsItsProbesBlockOn() throws IOException {
        // The probes sleep, or read a socket (the JDBC query), inside synchronized; no probe reads a file (fresh reader
        // 19 found pinning advice on the disk read's row).
        List<String> disk = page().lines().filter(l -> l.startsWith("| a 16 KB file read from the disk (O_DIRECT) |"))
                .toList();
        List<String> sleep = page().lines().filter(l -> l.startsWith("| a short sleep (16 µs asked) |")).toList();
        assertFalse(disk.isEmpty() || sleep.isEmpty());
        disk.forEach(line -> assertEquals("N/A", cellsOf(line).getLast(), line));
        sleep.forEach(line -> assertTrue(cellsOf(line).getLast().contains("(#pinning)"), line));
    }

    @Test
    void aVerdictCarriedBySomeMealsNamesTheMealsItLeavesUndecided() throws IOException {
        // AMD's file reads: the disk read decides the talk's sentence; the page cache, the talk's own meal, does not.
        String page = page();
        int at = page.indexOf("<a id=\"blockingIo\"></a>");
        String talk = page.substring(page.indexOf("- The talk:", at),
                page.indexOf('\n', page.indexOf("- The talk:", at)));
        // Named as the talk's own (fresh reader 31 read the disk's verdict as the talk refuted on a meal it never ran).
        assertTrue(talk.contains(
                "*does not hold* (not decided for the talk's own page-cache read (3 rows)) on" + " [amd-epyc-2c]"),
                talk);
    }

    /**
     * A factor after a side named with "vs" names its faster side: fresh reader 31 read "vs tasks on a fixed pool of 2
     * threads; 100,000 each: 1.08x faster" as virtual threads faster, where the pool was.
     */
    @Test
    void aFactorAfterTheOtherSideNamesWhichIsFaster() throws IOException {
        java.util.regex.Matcher bare = Pattern.compile("vs [^:*\n]*: [0-9][0-9.,]*x faster").matcher(page());
        assertFalse(bare.find(), () -> bare.group());
    }

    /**
     * A verdict over the cells that dined says beside it how many could not start: fresh readers 33 and 34 read "the
     * classic locks scale linearly: holds" as covering platform threads, which stopped at the thread limit.
     */
    @Test
    void aVerdictNamesTheCellsThatStoppedAtTheThreadLimit() throws IOException {
        String page = page();
        int at = page.indexOf("<a id=\"scaling\"></a>");
        String section = page.substring(at, page.indexOf("*How it is measured.*", at));
        long limited = section.lines().filter(l -> l.endsWith("stopped: the thread limit")).count();
        assertTrue(limited > 0, section);
        String talk = page.substring(page.indexOf("- The talk:", at),
                page.indexOf('\n', page.indexOf("- The talk:", at)));
        // The answering set's cells are the ones listed; its verdict counts them.
        String answering = section.substring(section.lastIndexOf("(set ") + 5,
                section.indexOf(')', section.lastIndexOf("(set ")));
        assertTrue(talk.contains("*holds* (platform threads not measured past the thread limit (" + limited
                + (limited == 1 ? " cell" : " cells") + ")) on [" + answering + "]"), talk);
    }

    /**
     * A thread per task equal within the margin is its own action, never "keep platform threads": fresh readers 29, 33
     * and 34 read that beside a row 1-2% faster on virtual threads as advice against them.
     */
    @Test
    void anEqualPairOfThreadKindsIsNotAdviceForEither() throws IOException {
        List<String> equal = page().lines().filter(l -> l.contains("| neither: equal within 5% |"))
                .filter(l -> l.contains("a virtual thread per philosopher | ") && l.contains("a platform thread per"))
                .toList();
        assertTrue(!equal.isEmpty(), "no equal pair of thread kinds on the page");
        assertTrue(equal.stream().noneMatch(l -> l.contains("keep platform threads")), String.join("\n", equal));
        assertTrue(equal.stream().anyMatch(l -> l.startsWith("| either kind: the two are equal within 5% |")),
                String.join("\n", equal));
    }

    @Test
    void theStoppedCellsOutsideAHeadlineAreCountedRightUnderIt() throws IOException {
        // Three fresh readers took vert.x's headline at a million for every cell, its talk's design having failed;
        // fresh reader 31 read "not in the headline: 4" beside "the 4 marked a deciding row are counted in it".
        String page = page();
        java.util.regex.Matcher lead = Pattern.compile(
                "\\*\\*Cells that stopped before every philosopher was full: (\\d+)\\.\\*\\* ([^\n]*)\n\n((?:- [^\n]*\n)+)")
                .matcher(page);
        int found = 0;
        while (lead.find()) {
            found++;
            List<String> cells = lead.group(3).lines().toList();
            assertEquals(Integer.parseInt(lead.group(1)), cells.size(), lead.group());
            long outside = cells.stream().filter(l -> l.contains("(deciding nothing)")).count();
            long inside = cells.size() - outside;
            // Each count said once, each side named by its mark.
            String said = lead.group(2);
            boolean one = cells.size() == 1;
            assertTrue(
                    outside == 0
                            ? said.startsWith(
                                    (one ? "It is" : "Each is") + " a deciding row, counted in the headline above")
                            : inside == 0
                                    ? said.startsWith(one ? "It is not in the headline above: it decides nothing"
                                            : "None is in the headline above: each decides nothing")
                                    : said.startsWith(inside == 1 ? "The one marked a deciding row is counted"
                                            : "The " + inside + " marked a deciding row are counted")
                                            && said.contains(outside == 1 ? "the one marked deciding nothing is not"
                                                    : "the " + outside + " marked deciding nothing are not"),
                    lead.group());
            assertTrue(said.endsWith(one ? ". Why it stopped:" : ". Why each stopped:"), said);
        }
        assertTrue(found >= 1, "no stopped cells counted under a headline");
        // The question's own stopped cells are listed and counted.
        int at = page.indexOf("<a id=\"vertxFreezes\"></a>");
        String freezes = page.substring(at, page.indexOf("*How it is measured.*", at));
        assertTrue(freezes.contains("**Cells that stopped before every philosopher was full: "), freezes);
    }

    /**
     * Where an answer depends on the meal, the trust table counts the rows of the row's own action (fresh reader 28
     * read "7 of 12" under one action of which 3 rows were): AMD's pool question, 12 rows for a pool, 10 for virtual.
     */
    @Test
    void theTrustTableCountsTheRowsOfTheRowsOwnActionWhereTheAnswerDependsOnTheMeal() throws IOException {
        List<String> lines = page().lines().filter(
                l -> l.startsWith("| [A fixed pool of platform threads or virtual threads?](#pooled) | amd-epyc-2c |")
                        && l.contains("(the answer depends on the meal) |"))
                .toList();
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.contains(
                                "| a pool does as well or better (the answer depends on the meal) | 12 of 36 |")),
                lines.toString());
        assertTrue(
                lines.stream().anyMatch(
                        l -> l.contains("| use virtual threads (the answer depends on the meal) | 10 of 36 |")),
                lines.toString());
    }

    /** A set with no row of a question says it did not measure it, not "undecided" (fresh reader 27). */
    @Test
    void aSetWithoutRowsOfAQuestionSaysItDidNotMeasureIt() throws IOException {
        String page = page();
        for (Map.Entry<String, List<Answer>> set : answers().entrySet()) {
            for (Answer a : set.getValue()) {
                int at = page.indexOf("<a id=\"" + a.claim() + "\"></a>");
                assertTrue(at >= 0, a.claim());
                String talk = page.substring(page.indexOf("- The talk:", at),
                        page.indexOf('\n', page.indexOf("- The talk:", at)));
                boolean none = a.rows().isEmpty() && a.verdict().equals("undecided");
                assertEquals(none, talk.contains("*not measured in this set* on [" + set.getKey() + "]"),
                        a.claim() + " on " + set.getKey() + ": " + talk);
            }
        }
    }

    @Test
    void everyThreadKindsTailAndThePinningProbesAreOnTheFrontPage() throws IOException {
        // Fresh readers 20 to 23 looked for virtual against platform threads' p99, and for a real I/O meal's pinned
        // events, and found only the deciding rows.
        String page = page();
        String tail = page.substring(page.indexOf("<a id=\"tailWaits\"></a>"),
                page.indexOf("<a id=\"startCost\"></a>"));
        assertTrue(tail.contains("| ReentrantLock chopsticks, a platform thread per philosopher |")
                && tail.contains("| ReentrantLock chopsticks, a virtual thread per philosopher |"), tail);
        int pinning = page.indexOf("<a id=\"pinning\"></a>");
        assertTrue(page.substring(pinning, page.indexOf("<a id=", pinning + 10)).contains(
                "| a query by primary key through HikariCP and pgjdbc (a socket read inside synchronized) | JDK 25"));
    }

    @Test
    void aProgramsRowsTheAnsweringSetLacksFollowFromASetThatHasThem() throws IOException {
        // Fresh reader 30 looked for the JDBC mechanism's rows under the pool-size question, answered by a set without
        // its record, and found none, though another set had them.
        String page = page();
        Map<String, List<Answer>> answers = answers();
        for (String id : Claims.CONTEXT_ON_FRONT) {
            int at = page.indexOf("<a id=\"" + id + "\"></a>");
            assertTrue(at >= 0, id);
            String section = page.substring(at, page.indexOf("<a id=", at + 10));
            Matcher headline = HEADLINE.matcher(section);
            assertTrue(headline.find(), id);
            List<String> answering = programs(answers.get(headline.group(2)), id, false);
            boolean older = Pattern.compile("\\[" + headline.group(2) + "\\]\\([^)]*\\) \\(older method\\)")
                    .matcher(section).find();
            for (Map.Entry<String, List<Answer>> set : answers.entrySet()) {
                boolean current = !Pattern.compile("\\[" + set.getKey() + "\\]\\([^)]*\\) \\(older method\\)")
                        .matcher(section).find();
                for (String program : programs(set.getValue(), id, true)) {
                    if (!older && current && !answering.contains(program)) {
                        assertTrue(
                                section.contains("from `" + program + "` (its context rows, deciding nothing), which "
                                        + headline.group(2) + " has no run of"),
                                id + ": " + program + " of " + set.getKey());
                    }
                }
            }
        }
    }

    /** The programs whose runs gave {@code claim}'s rows in a set, of its context rows only or of every row. */
    private static List<String> programs(List<Answer> set, String claim, boolean contextOnly) {
        return set.stream().filter(a -> a.claim().equals(claim))
                .flatMap(a -> contextOnly ? a.context().stream()
                        : Stream.of(a.deciding(), a.controls(), a.context()).flatMap(List::stream))
                .map(QuestionSection::program).filter(p -> !p.isEmpty()).distinct().toList();
    }

    @Test
    void aRowWithARuleOfItsOwnIsNeitherALeadNorFirm() throws IOException {
        // Fresh reader 25 found the spin-against-sleep rows, decided where every JVM goes one way, called "a lead:
        // the first look's forks", a term of the looks they do not have.
        List<String> lines = page().lines().filter(l -> l.startsWith("| [Should a short wait spin or sleep?]"))
                .toList();
        assertFalse(lines.isEmpty());
        String weakest = lines.getLast();
        assertTrue(weakest.contains("its own rule: every one of its") && !weakest.contains("a lead"), weakest);
    }

    @Test
    void aTieInTheTalksTableNeverLosesAnAction() throws IOException {
        // Fresh reader 26 read "no one answer (3 of 6); expect a switch ... (3 of 6)": the first action's name cut.
        List<String> ties = page().lines().filter(l -> l.matches("\\| \\d+ \\| .*") && l.contains("no one answer"))
                .toList();
        for (String line : ties) {
            assertFalse(line.contains("no one answer ("), line);
        }
    }

    private static boolean same(double x, double y) {
        return Double.isNaN(x) ? Double.isNaN(y) : Math.abs(x - y) <= 1e-9 * Math.max(Math.abs(x), Math.abs(y));
    }

    /** The first deciding row's line of a question's table on the page. */
    private static String firstRowOf(String page, String id) {
        int at = page.indexOf("<a id=\"" + id + "\"></a>");
        int header = page.indexOf("| do | meal |", at);
        int first = page.indexOf('\n', page.indexOf('\n', header) + 1) + 1;
        return page.substring(first, page.indexOf('\n', first));
    }

    @Test
    void sidesSwappedAreCaught() throws IOException {
        String page = page();
        String line = firstRowOf(page, "perMeal");
        String[] cells = line.split(" \\| ");
        String swapped = line.replace(" | " + cells[2] + " | " + cells[3] + " | ",
                " | " + cells[3] + " | " + cells[2] + " | ");
        List<String> problems = problems(page.replace(line, swapped), answers());
        assertTrue(problems.stream().anyMatch(p -> p.contains("perMeal deciding row 1: A")), problems.toString());
    }

    @Test
    void aRowsCpusOrMealDroppedIsCaught() throws IOException {
        String page = page();
        String line = firstRowOf(page, "perMeal");
        String[] cells = line.split(" \\| ");
        for (int column : new int[] { 1, 4 }) {
            String[] dropped = cells.clone();
            dropped[column] = " ";
            List<String> problems = problems(page.replace(line, String.join(" | ", dropped)), answers());
            assertFalse(problems.isEmpty(), "column " + column + " dropped went unnoticed");
        }
    }

    @Test
    void aChangedValueIsCaught() throws IOException {
        String page = page();
        String line = firstRowOf(page, "perMeal");
        String[] cells = line.split(" \\| ");
        String[] changed = cells.clone();
        // The column of A's value in this table, which may have lifted some columns above it.
        int at = page.indexOf("<a id=\"perMeal\"></a>");
        String header = page.substring(page.indexOf("| do | meal |", at),
                page.indexOf('\n', page.indexOf("| do | meal |", at)));
        changed[java.util.Arrays.asList(header.split(" \\| ")).indexOf("A's value")] = "9.99 µs";
        List<String> problems = problems(page.replace(line, String.join(" | ", changed)), answers());
        assertTrue(problems.stream().anyMatch(p -> p.contains("A's value")), problems.toString());
    }

    @Test
    void anotherSetsProgramBlockMisnamedOrCutIsCaught() throws IOException {
        String page = page();
        Matcher block = Pattern.compile("\n" + QuestionSection.OTHER_SET_ROWS
                + "([a-z0-9-]+) from `([^`]+)` \\(its context rows, deciding nothing\\), which [a-z0-9-]+ has no run of:\n")
                .matcher(page);
        assertTrue(block.find(), "the committed page shows a program's rows from another set");
        // Named for a program the answering set has: the rows then are not what it says.
        String misnamed = page.substring(0, block.start(2)) + "./philosophers jmh" + page.substring(block.end(2));
        assertFalse(problems(misnamed, answers()).isEmpty(), "a misnamed program block went unnoticed");
        // Its last table row dropped.
        int tableEnd = page.indexOf("\n\n", page.indexOf("\n|", block.end()));
        int lastRow = page.lastIndexOf("\n|", tableEnd - 1);
        String cut = page.substring(0, lastRow) + page.substring(tableEnd);
        assertFalse(problems(cut, answers()).isEmpty(), "a row cut from a program block went unnoticed");
    }

    @Test
    void aControlCitedByAHeadlineIsCaught() {
        List<Map<String, String>> deciding = List
                .of(Map.of("do", "use virtual threads", "factor [interval]", "2.0x [1.8, 2.2]"));
        List<Map<String, String>> controls = List.of(Map.of("do", "N/A", "factor [interval]", "75x [70, 80]"));
        List<String> problems = headlineProblems("ports",
                "Use virtual threads: 1 of 1 decided row (1 made); virtual threads 75x faster.", deciding, controls);
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.contains("75x is in none of its deciding rows (it is a" + " control's)")),
                problems.toString());
        assertEquals(List.of(), headlineProblems("ports",
                "Use virtual threads: 1 of 1 decided row (1 made); virtual threads 2.0x faster.", deciding, controls));
    }

    @Test
    void aMajorityOverMealsThatAnswerDifferentlyIsCaught() {
        // Fresh reader 27: "a pool does as well: 13 of 23" over a sleep whose own rows said the opposite.
        java.util.function.BiFunction<String, Boolean, Map<String, String>> row = (meal, pool) -> Map.of("meal", meal,
                "do", pool ? "a pool does as well or better" : "use virtual threads", "factor [interval]",
                pool ? "1.5x [1.2, 1.8]" : "2.0x [1.8, 2.2]");
        List<Map<String, String>> deciding = List.of(row.apply("noop (no work, under 1 µs)", true),
                row.apply("noop (no work, under 1 µs)", true), row.apply("noop (no work, under 1 µs)", true),
                row.apply("sleep, 16 µs asked, 89.9-479 µs lasted (p50 with ReentrantLock, 1,000 × 100)", false),
                row.apply("sleep, 16 µs asked", false));
        assertTrue(
                headlineProblems("pooled", "A pool does as well: 3 of 5 decided rows (5 made); the pool 1.5x faster.",
                        deciding, List.of()).stream().anyMatch(p -> p.contains("the meals answer differently")));
        assertEquals(List.of(),
                headlineProblems("pooled", "Depends on the meal: 5 decided rows (5 made). A pool does as"
                        + " well for noop (3 of 3): the pool 1.5x faster. Use virtual threads for sleep (2 of 2): virtual"
                        + " threads 2.0x faster.", deciding, List.of()));
    }

    @Test
    void aHeadlineWhoseCountIsNotItsRowsIsCaught() {
        List<Map<String, String>> deciding = List.of(
                Map.of("do", "use virtual threads", "factor [interval]", "2.0x [1.8, 2.2]"),
                Map.of("do", "use virtual threads", "factor [interval]", "2.0x [1.7, 2.3]"),
                Map.of("do", "virtual threads do not help", "factor [interval]", "1.5x [1.2, 1.8]"),
                Map.of("do", "not decided", "factor [interval]", "A / B 1.01 [0.9, 1.1]"));
        List<String> problems = headlineProblems("perMeal",
                "Use virtual threads: 3 of 3 decided rows (4 made); virtual threads 2.0x faster.", deciding, List.of());
        assertTrue(
                problems.stream().anyMatch(p -> p.contains(
                        "does not start with its rows' count 'Use virtual threads: 2 of 3 decided rows (4 made)'")),
                problems.toString());
        // As many rows one way as the other: the headline must say there is no one answer.
        assertTrue(headlineProblems("perMeal", "Use virtual threads: 1 of 2 decided rows (3 made).",
                List.of(deciding.get(0), deciding.get(2), deciding.get(3)), List.of()).stream().anyMatch(
                        p -> p.contains("'No one answer: 2 decided rows (3 made), as many for each of 2 actions.'")));
    }
}
