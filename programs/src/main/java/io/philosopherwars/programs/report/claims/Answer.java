package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One claim's answer on one result set, as rows: every number it rests on is a {@link Row} with its whole context, and
 * its headline is computed from the deciding rows by {@link Headline}, so that no sentence can drop a row's meal,
 * sides, CPUs or size, and no headline can contradict its table. The front page, the findings pages, {@code advise} and
 * {@code answers.json} all print this record.
 *
 * @param set
 *            the result set
 * @param number
 *            the claim's number
 * @param claim
 *            the claim's id
 * @param question
 *            the engineer's question
 * @param sentence
 *            the talk's sentence (or the audience's question) the verdict is on
 * @param verdict
 *            the verdict on that sentence ({@link Claim.Outcome})
 * @param where
 *            for "holds in part", where it holds and where not; N/A otherwise
 * @param talk
 *            the talk's position as the action it recommends ({@code keep file reads on platform threads}), or why it
 *            has none
 * @param waitsFor
 *            the measurement the verdict waits for, N/A where none
 * @param headline
 *            computed from the deciding rows
 * @param rows
 *            every row: the deciding ones first, in the claim's order, then its controls and context
 */
public record Answer(String set, int number, String claim, String question, String sentence, String verdict,
        String where, String talk, String waitsFor, Headline headline, List<Row> rows) {

    /** The set's answers, beside its findings page: what tests and other tools read, never the markdown. */
    public static final String FILE = "answers.json";
    public static final String FORMAT = "philosopher-wars answers";
    /**
     * 3: a row's {@link Row#untested} is a field of its own (2 appended it to {@code faster}); 2: the answers are rows
     * ({@link Row}) and a computed headline; 1 held sentences.
     */
    public static final int VERSION = 3;

    /** The claims that are the talk's own sentences (the audience's questions come after): it recommended them. */
    public static final int TALKS = 15;
    /**
     * The talk's claims and its audience's questions (1 to 20); the questions after them are practitioners' questions
     * asked after the talk (pool size, critical-section length, start cost, scale, HTTP client, a fair lock).
     */
    public static final int TALK_AND_AUDIENCE = 20;

    /**
     * Every claim's answer on {@code set}, each meal named by what was asked and how long it really lasted on this set
     * ({@code sleep, 16 µs asked, 195-248 µs lasted (p50)}), from the meal clock's rows, wherever a row names it.
     */
    public static List<Answer> all(String set, java.util.Map<Claim, Judgement> judged) {
        java.util.function.UnaryOperator<Row> lasted = mealLengths(
                judged.values().stream().flatMap(j -> j.rows().stream()).toList());
        return judged.entrySet().stream().map(e -> of(set, e.getKey(), e.getValue(), lasted)).toList();
    }

    /**
     * A row's meal with how long it lasted, from the meal clock's rows of that meal at the row's own table size; a row
     * at a size the clock did not measure keeps its meal's bare words (fresh reader 27: the ladders' rows at 200 × 10
     * carried the length measured at 1,000 × 100).
     */
    static java.util.function.UnaryOperator<Row> mealLengths(List<Row> rows) {
        java.util.Map<String, List<Row>> lengths = new java.util.TreeMap<>();
        rows.stream().filter(r -> r.quantity().equals(Words.MEAL_LENGTH) && Double.isFinite(r.valueA()))
                .forEach(r -> lengths.computeIfAbsent(r.meal() + '\n' + r.size(), k -> new ArrayList<>()).add(r));
        return r -> {
            List<Row> l = lengths.get(r.meal() + '\n' + r.size());
            return l == null ? r : r.withMeal(r.meal() + ", " + lasted(l));
        };
    }

    /**
     * How long a meal lasted, from the meal clock's rows of it: the range of their medians, and where they were
     * measured (the lock and the table's size, where the rows share them), since the label is printed on every row of
     * that meal and a meal lasts as long as its design lets it. For example: 89.9-479 µs lasted (p50 with
     * ReentrantLock, 1,000 × 100).
     */
    static String lasted(List<Row> lengths) {
        double low = lengths.stream().mapToDouble(Row::valueA).min().orElseThrow();
        double high = lengths.stream().mapToDouble(Row::valueA).max().orElseThrow();
        List<String> where = new ArrayList<>();
        java.util.Set<String> locks = new java.util.TreeSet<>();
        lengths.forEach(r -> locks.add((r.a().contains(", a ") ? r.a().substring(0, r.a().indexOf(", a ")) : r.a())
                .replace(" chopsticks", "")));
        if (locks.size() == 1) {
            where.add(locks.iterator().next());
        }
        java.util.Set<String> sizes = new java.util.TreeSet<>(lengths.stream().map(Row::size).toList());
        if (sizes.size() == 1) {
            where.add(sizes.iterator().next());
        }
        return Headline.range(low, high) + Words.LASTED + (where.isEmpty() ? "" : " with " + String.join(", ", where))
                + ")";
    }

    /** A claim's answer on {@code set}: its comparisons as rows, then its own rows, worded with its actions. */
    public static Answer of(String set, Claim claim, Judgement j) {
        return of(set, claim, j, java.util.function.UnaryOperator.identity());
    }

    /** The same, each row's meal named by {@code meal}. */
    static Answer of(String set, Claim claim, Judgement j, java.util.function.UnaryOperator<Row> meal) {
        List<Row> rows = new ArrayList<>();
        for (Comparison c : j.comparisons()) {
            boolean vetoed = !j.decides(c);
            String does = vetoed ? Words.NA
                    : j.expected().agrees(c)
                            .map(agrees -> agrees ? claim.ask().holds() : claim.ask().fails(c.verdict().id()))
                            .orElse(Row.undecided(c.bound()) + leaning(c, claim.ask()));
            rows.add(Row.of(set, claim.id(), vetoed ? Row.Role.CONTEXT : Row.Role.DECIDES, does, c,
                    words(claim.ask().a(), "A"), words(claim.ask().b(), "B")));
        }
        j.rows().forEach(r -> rows.add(r.worded(claim.ask())));
        rows.replaceAll(meal);
        // The deciding rows first, then the controls, then the context: a stable sort by role keeps each in its order.
        List<Row> ordered = rows.stream().sorted(java.util.Comparator.comparing(Row::role)).toList();
        return new Answer(set, claim.number(), claim.id(), claim.ask().question(), claim.statement(), j.outcome().id(),
                j.condition().isEmpty() ? Words.NA : j.condition().brief(), talk(claim),
                j.waitsFor().isEmpty() ? Words.NA : j.waitsFor(), Headline.of(ordered), List.copyOf(ordered));
    }

    /**
     * What a row not decided against its question's magnitude shows against one, where its interval excludes one:
     * {@code : virtual threads faster, perhaps by less than 5%} (fresh reader 30 read "not decided against 5%" beside
     * "virtual threads 1.3x [1.01, 1.7]" as a contradiction); empty otherwise.
     */
    private static String leaning(Comparison c, Claim.Ask ask) {
        if (c.bound() == 1 || c.verdict() != Verdict.FASTER && c.verdict() != Verdict.SLOWER) {
            return "";
        }
        return ": " + Row.faster(c.verdict(), words(ask.a(), "A"), words(ask.b(), "B")) + " faster, perhaps by less"
                + " than " + Row.bound(c.bound() < 1 ? 1 / c.bound() : c.bound());
    }

    private static String words(String side, String letter) {
        return side.isEmpty() ? letter : side;
    }

    /**
     * The talk's position as the action it recommends: for its own sentences, the action where the sentence holds
     * ({@code the talk: keep file reads on platform threads}), never a bare "yes" whose polarity depends on how the
     * question is put; for the audience's questions, what the talk did instead.
     */
    static String talk(Claim claim) {
        return claim.number() <= TALKS ? "the talk: " + claim.ask().holds() : "the talk: " + claim.talkSaid();
    }

    /**
     * What the verdict is qualified by: where it holds in part, and the meals its decided rows leave undecided
     * ({@code not decided for page-cache read (3 rows)}), since the sentence beside it is about every meal measured;
     * empty where neither.
     */
    public String qualified() {
        Map<String, Integer> open = open();
        return qualified(where, open.isEmpty() ? "" : "not decided for " + Headline.undecided(open, true));
    }

    private Map<String, Integer> open() {
        return Headline.undecidedMeals(deciding());
    }

    /** How a page prints the verdict of a set with no row of the question: it did not measure it. */
    public static final String NOT_MEASURED = "not measured in this set";

    /**
     * The verdict as every page prints it: {@link #NOT_MEASURED} where the set has no row of the question, which
     * "undecided" (too few forks, or a missing control) would misread (fresh readers 27 and 28 found the two words for
     * one set in the talk's table and the question's section).
     */
    public String shownVerdict() {
        return verdict.equals(Claim.Outcome.UNDECIDED.id()) && rows.isEmpty() ? NOT_MEASURED : verdict;
    }

    /**
     * The same where a cell may be too narrow for its {@link #where} in full, in at most {@code room} characters where
     * it can be. "In part" says where before anything else: where it holds is the {@code condition}'s brief as long as
     * the undecided meals counted leave room for ({@link Condition#brief(int)}: without its meals, then without its
     * rows against), and the meals are named beside it if the whole still fits, else counted; where even the count
     * leaves no room, the meals are left to the claim's page; last, "where: on its page" with the meals counted, then
     * without them. Without a condition, the meals named, else counted, are never dropped. The note on cells that could
     * not start is always kept.
     */
    public String qualified(Condition condition, int room) {
        Map<String, Integer> open = open();
        String named = open.isEmpty() ? "" : "not decided for " + Headline.undecided(open, true);
        // One meal is named, never counted ("1 meals").
        String counted = open.size() < 2 ? named : "not decided for " + Headline.undecided(open, false);
        if (condition.isEmpty()) {
            String whole = qualified(Words.NA, named);
            return whole.length() <= room ? whole : qualified(Words.NA, counted);
        }
        for (String undecided : new java.util.LinkedHashSet<>(List.of(counted, ""))) {
            String others = qualified(Words.NA, undecided);
            String where = condition.brief(room - others.length() - (others.isEmpty() ? 0 : "; ".length()));
            if (where.equals(Condition.ON_ITS_PAGE)) {
                continue;
            }
            for (String u : undecided.isEmpty() ? List.of("") : List.of(named, counted)) {
                String whole = qualified(where, u);
                if (whole.length() <= room) {
                    return whole;
                }
            }
        }
        // Its page named for where, with the meals counted, then without them; the shorter where neither fits.
        List<String> last = List.of(qualified(Condition.ON_ITS_PAGE, counted), qualified(Condition.ON_ITS_PAGE, ""));
        return last.stream().filter(q -> q.length() <= room).findFirst().orElse(last.getLast());
    }

    private String qualified(String where, String undecided) {
        List<String> parts = new ArrayList<>();
        if (!where.equals(Words.NA)) {
            parts.add(where);
        }
        if (!undecided.isEmpty()) {
            parts.add(undecided);
        }
        // Cells that could not start are no part of a verdict over the cells that dined, and say so beside it: fresh
        // readers 33 and 34 read "the classic locks scale linearly: holds" as covering platform threads, which stopped
        // at the thread limit at 100,000.
        long limited = context().stream().filter(r -> r.verdict().equals(THREAD_LIMITED)).count();
        if (limited > 0) {
            parts.add("platform threads not measured past the thread limit (" + Numbers.plural(limited, "cell", "cells")
                    + ")");
        }
        return String.join("; ", parts);
    }

    /** The verdict of a sweep's cell that could not start its threads ({@code Scale.stopped}). */
    static final String THREAD_LIMITED = "stopped: " + Scale.THREAD_LIMIT;

    /** The rows that decide the question. */
    public List<Row> deciding() {
        return rows.stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
    }

    /** The positive controls. */
    public List<Row> controls() {
        return rows.stream().filter(r -> r.role() == Row.Role.CONTROL).toList();
    }

    /** The context rows. */
    public List<Row> context() {
        return rows.stream().filter(r -> r.role() == Row.Role.CONTEXT).toList();
    }

    /** The set's answers as versioned JSON, in the claims' order. */
    public static String json(List<Answer> answers) {
        com.google.gson.JsonObject root = new com.google.gson.JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("version", VERSION);
        root.add("answers", GSON.toJsonTree(answers));
        return GSON.toJson(root) + "\n";
    }

    /** The answers of a set's {@link #FILE}; another format or version is refused. */
    public static List<Answer> read(String json) {
        com.google.gson.JsonObject root = com.google.gson.JsonParser.parseString(json).getAsJsonObject();
        if (!FORMAT.equals(root.get("format").getAsString()) || root.get("version").getAsInt() != VERSION) {
            throw new IllegalArgumentException("not " + FORMAT + " version " + VERSION);
        }
        return List.of(GSON.fromJson(root.get("answers"), Answer[].class));
    }

    private static final com.google.gson.Gson GSON = new com.google.gson.GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().serializeSpecialFloatingPointValues().create();
}
