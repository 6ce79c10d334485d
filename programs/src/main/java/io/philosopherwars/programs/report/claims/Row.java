package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Looks;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.List;

/**
 * One number of an answer with its whole context, the way JMH prints a score beside every {@code @Param}: where it was
 * measured (the meal, each side, the CPUs, the table's size, the quantity), what it is (both sides' values, the faster
 * side, the factor with its interval, the verdict, the forks), and what it does for the question (decides it, is a
 * positive control, or is context). A field that does not apply says {@link Words#NA}; none is ever empty, so a number
 * cannot travel without its row.
 *
 * @param set
 *            the result set it comes from
 * @param claim
 *            the claim (question) it belongs to
 * @param role
 *            what it does for the question
 * @param does
 *            the action this row supports, as its question words it ({@code use virtual threads}); {@link #UNDECIDED}
 *            where its comparison is not decided, N/A for a control or context
 * @param meal
 *            the meal in words ({@link Words#meal})
 * @param a
 *            side A in words: design, threads and pool ({@link Words#side})
 * @param b
 *            side B, N/A for a figure of one side (memory, a percentile)
 * @param cpus
 *            the CPUs both sides ran on
 * @param size
 *            philosophers × meals each, or the ring, or N/A
 * @param quantity
 *            what was measured ({@code time per meal})
 * @param unit
 *            the values' unit
 * @param valueA
 *            A's value, NaN for N/A
 * @param valueB
 *            B's value, NaN for N/A
 * @param faster
 *            the faster side in the question's words, {@code neither} (equal within the margin), {@link #UNDECIDED}, or
 *            N/A
 * @param untested
 *            why the comparison decides nothing although its own interval looks decided (a declared walk never tested
 *            it: {@code not tested: the walk stopped at 1 µs}), N/A otherwise
 * @param ratio
 *            A / B, NaN for N/A
 * @param low
 *            the interval's lower end of A / B at the look that decided, NaN without one
 * @param high
 *            its upper end
 * @param verdict
 *            the interval's verdict on A / B ({@code faster}: A is), or N/A
 * @param forksA
 *            A's forks (JVMs) in shared blocks, 0 for N/A
 * @param forksB
 *            B's forks, 0 for N/A
 * @param settings
 *            the JMH iterations the rows ran with, or how the figure was measured
 */
public record Row(String set, String claim, Role role, String does, String meal, String a, String b, String cpus,
        String size, String quantity, String unit, double valueA, double valueB, String faster, String untested,
        double ratio, double low, double high, String verdict, int forksA, int forksB, String settings) {

    /** A row that no declared walk left untested. */
    public Row(String set, String claim, Role role, String does, String meal, String a, String b, String cpus,
            String size, String quantity, String unit, double valueA, double valueB, String faster, double ratio,
            double low, double high, String verdict, int forksA, int forksB, String settings) {
        this(set, claim, role, does, meal, a, b, cpus, size, quantity, unit, valueA, valueB, faster, Words.NA, ratio,
                low, high, verdict, forksA, forksB, settings);
    }

    /** What a row whose comparison is not decided supports, and names as its faster side. */
    public static final String UNDECIDED = "not decided";
    /**
     * What an evidence row that agrees with its claim's sentence supports, before its answer words it: the action
     * declared once, in the claim's {@link Claim.Ask#holds()} ({@link #worded}).
     */
    public static final String HOLDS = "<where the sentence holds>";
    /** The same for a row that contradicts the sentence: {@link Claim.Ask#fails()}. */
    public static final String FAILS = "<where the sentence does not hold>";

    /** {@link #HOLDS} or {@link #FAILS}, as a finding agrees with the sentence or not. */
    public static String agreeing(boolean agrees) {
        return agrees ? HOLDS : FAILS;
    }

    /** The same row with its meal named {@code words}. */
    public Row withMeal(String words) {
        return new Row(set, claim, role, does, words, a, b, cpus, size, quantity, unit, valueA, valueB, faster,
                untested, ratio, low, high, verdict, forksA, forksB, settings);
    }

    /**
     * The same row with why its comparison decides nothing ({@code not tested: ...}), for a comparison whose own
     * interval looks decided but that a declared procedure never tested. A field of its own, so that {@link #faster}
     * stays a side for whatever reads {@code answers.json}; the tables print it after the side ({@link #fasterText}).
     */
    public Row untested(String why) {
        return new Row(set, claim, role, does, meal, a, b, cpus, size, quantity, unit, valueA, valueB, faster, why,
                ratio, low, high, verdict, forksA, forksB, settings);
    }

    /** The faster side, and why it decides nothing where a walk left it untested ({@code virtual threads; not ...}). */
    public String fasterText() {
        return untested.equals(Words.NA) ? faster : faster + "; " + untested;
    }

    /** The same row with {@link #HOLDS} and {@link #FAILS} replaced by the claim's own actions. */
    public Row worded(Claim.Ask ask) {
        String action = does.equals(HOLDS) ? ask.holds() : does.equals(FAILS) ? ask.fails(verdict) : does;
        return as(claim, role, action.isBlank() ? Words.NA : action);
    }

    /** The same number as a row of {@code claim}, in {@code role}, supporting {@code does}. */
    public Row as(String claim, Role role, String does) {
        return new Row(set, claim, role, does, meal, a, b, cpus, size, quantity, unit, valueA, valueB, faster, untested,
                ratio, low, high, verdict, forksA, forksB, settings);
    }

    /** What a row decided against a magnitude, not against one, names as its faster side after A's words. */
    public static final String NOT_SLOWER = " not slower by ";

    /** A magnitude in words: {@code 5%} below 1.5, else {@code 3.2x}. */
    static String bound(double bound) {
        return bound < 1.5 ? Math.round((bound - 1) * 100) + "%" : Numbers.factor(bound) + "x";
    }

    /**
     * What a row supports whose comparison is not decided: against one, {@link #UNDECIDED}; against the question's
     * magnitude ({@code bound}), which one it is ({@code not decided against 32x}).
     */
    public static String undecided(double bound) {
        return bound == 1 ? UNDECIDED : UNDECIDED + " against " + (bound < 1 ? bound(1 / bound) : bound(bound));
    }

    /**
     * How a row's settings say that its brackets are its JVMs' range, decided by a rule of its own, not an interval
     * decided at the looks.
     */
    public static final String RANGE_NOT_INTERVAL = " their range in brackets (not an interval)";

    /** The faster side of a comparison decided equal within the margin. */
    public static final String NEITHER = "neither: equal within 5%";

    /** The faster of two figures without an interval, A / B {@code ratio}: {@code a}, {@code b}, or neither. */
    static String fasterOf(double ratio, String a, String b) {
        return ratio < 1 ? a : ratio > 1 ? b : NEITHER;
    }

    /** The side a {@code verdict} of A against B names faster: {@code a}, {@code b}, neither, or not decided. */
    static String faster(Verdict verdict, String a, String b) {
        return switch (verdict) {
            case FASTER -> a;
            case SLOWER -> b;
            case EQUIVALENT -> NEITHER;
            case UNDECIDED -> UNDECIDED;
        };
    }

    /** What a row does for its question. */
    public enum Role {
        /** It decides the question: the headline is computed from these rows only. */
        DECIDES,
        /** The same measurement with the cause present, which must show the failure for its absence to mean much. */
        CONTROL,
        /** Beside the deciding rows, deciding nothing (the whole dinner beside the eating phase, a design's gain). */
        CONTEXT
    }

    public Row {
        for (String field : java.util.Arrays.asList(set, claim, does, meal, a, b, cpus, size, quantity, unit, faster,
                untested, verdict, settings)) {
            if (field == null || field.isBlank()) {
                throw new IllegalArgumentException("a row's every field says something (N/A where it does not apply):"
                        + " got an empty one in " + claim + " " + meal + " " + a);
            }
        }
        if (role == null) {
            throw new IllegalArgumentException("a row needs its role");
        }
    }

    /**
     * A comparison's row: both sides in words, their values in the quantity's reader's unit, the faster side named with
     * {@code aWords} and {@code bWords} (the question's words for A and B).
     */
    /** How a row whose sides eat different meals (a spin against a sleep, one client against another) names them. */
    public static final String MEALS_APART = " (A) vs ";

    public static Row of(String set, String claim, Role role, String does, Comparison c, String aWords, String bWords) {
        Measured a = c.a();
        double scale = perMealScale(c);
        // Decided against the question's own magnitude, not against one: say what was decided.
        String faster = c.verdict() == Verdict.UNDECIDED && c.bound() > 1 && c.settled() && c.high() < c.bound()
                ? aWords + NOT_SLOWER + bound(c.bound()) + " or more"
                : faster(c.verdict(), aWords, bWords);
        // Sides that eat different meals (a spin against a sleep) differ in the meal: the row names both.
        String meal = meal(a).equals(meal(c.b())) ? meal(a) : meal(a) + MEALS_APART + meal(c.b()) + " (B)";
        return new Row(set, claim, role, does, meal, Words.side(a), Words.side(c.b()),
                Words.cpus(a.cpus() > 0 ? a.cpus() : c.b().cpus()), Words.size(a), Words.quantity(c.quantity()),
                unit(c.quantity(), scale), c.meanA() * scale, c.meanB() * scale, faster, c.ratio(), c.low(), c.high(),
                c.modal() ? MODES : c.verdict().id(), c.forksA(), c.forksB(), settings(a));
    }

    /**
     * The verdict of a comparison whose interval lies on one side but whose forks fall in two modes, and what the
     * interval says does not hold for every pairing of the modes ({@code Comparison.modal}): not decided, and said why,
     * since its interval alone reads as decided.
     */
    public static final String MODES = "undecided: its forks fall in two modes, and the interval's verdict does not"
            + " hold in each";

    /** The meal of a side in words: a dinner's workload, N/A for a ring (it has none). */
    private static String meal(Measured m) {
        return m instanceof JmhRow row ? Words.meal(row) : Words.NA;
    }

    /** The JMH settings of a dinner's row: {@code 3 × 1 s measured a fork}. */
    static String settings(Measured m) {
        if (m instanceof JmhRow row && !row.iterations().isEmpty()) {
            // JMH's own fields, warm-ups included: "1 × 2 s warm-up, 2 × 1 s measured a fork".
            return row.iterations().replace(" x ", " × ") + " a fork";
        }
        if (m instanceof JmhRow row) {
            int iterations = row.forks().stream().mapToInt(List::size).max().orElse(0);
            return iterations + " × "
                    + (Double.isFinite(row.iterationSeconds()) ? Numbers.ms(row.iterationSeconds()) + " s"
                            : "one dinner")
                    + " measured a fork";
        }
        return "JMH, average time per hand-off";
    }

    /**
     * The factor from time per dinner to the reader's unit: time per meal is the eating phase over its meals, in µs;
     * the other quantities stay as measured.
     */
    private static double perMealScale(Comparison c) {
        if (c.quantity() == Quantity.EATING && c.a() instanceof JmhRow row) {
            double meals = Place.parsed(row.param("philosophers")) * Place.parsed(row.param("allFullMeals"));
            return meals > 0 ? 1000 / meals : 1;
        }
        return 1;
    }

    private static String unit(Quantity quantity, double scale) {
        return quantity == Quantity.EATING && scale != 1 ? "µs" : quantity.unit();
    }

    /** Whether its comparison reached a verdict the question can use (for or against its sentence). */
    public boolean decided() {
        return !does.startsWith(UNDECIDED) && !does.equals(Words.NA);
    }

    /**
     * The faster side's factor (at least 1), or A / B's distance from 1 either way where neither is faster; NaN for a
     * row with no ratio.
     */
    public double factor() {
        return Verdict.FASTER.id().equals(verdict) ? 1 / ratio
                : Verdict.SLOWER.id().equals(verdict) ? ratio : Math.max(ratio, 1 / ratio);
    }

    /** {@code 2.3x [1.9, 2.8]} from the faster side; {@code A / B 0.94 [0.83, 1.07]} where neither is faster. */
    public String factorText() {
        if (!Double.isFinite(ratio)) {
            return Words.NA;
        }
        boolean aFaster = Verdict.FASTER.id().equals(verdict);
        boolean bFaster = Verdict.SLOWER.id().equals(verdict);
        if (aFaster || bFaster) {
            double lo = aFaster ? 1 / high : low;
            double hi = aFaster ? 1 / low : high;
            return Numbers.factor(factor()) + "x"
                    + (Double.isFinite(lo) ? " [" + Numbers.lowBound(lo) + ", " + Numbers.factor(hi) + "]" : "");
        }
        if (!Double.isFinite(low) && !List.of(NEITHER, UNDECIDED, Words.NA).contains(faster)) {
            // Two figures without an interval, whose faster side the row names: the factor as a headline prints it.
            return Numbers.factor(factor()) + "x, no interval";
        }
        return "A / B " + (Double.isFinite(low) ? Numbers.interval(ratio, low, high) : Numbers.ratio(ratio) + tooFew())
                + (verdict.equals(MODES) ? ", not decided: the forks fall in two modes" : "");
    }

    /**
     * Why an undecided comparison has no interval, where the reason is its forks: fewer a side than the rule's first
     * look, so it was never looked at (a family the budget left short of its pilot).
     */
    private String tooFew() {
        int first = Looks.FORKS.getFirst();
        return Verdict.UNDECIDED.id().equals(verdict) && forksA > 0 && forksB > 0 && Math.min(forksA, forksB) < first
                ? " (" + forksText() + " forks: fewer than the " + first + " a side the rule first looks at)"
                : "";
    }

    /** {@code 6 + 6}, or N/A. */
    public String forksText() {
        return forksA == 0 && forksB == 0 ? Words.NA
                : (forksA == 0 ? Words.NA : String.valueOf(forksA)) + " + "
                        + (forksB == 0 ? Words.NA : String.valueOf(forksB));
    }

    /** A value with its unit ({@code 12.3 µs}), or N/A. */
    public static String value(double value, String unit) {
        if (!Double.isFinite(value)) {
            return Words.NA;
        }
        // A count (events, GETs, lines) prints as one; a measured time is never exactly whole.
        return (value == Math.rint(value) ? Numbers.count(value) : Numbers.ms(value)) + " " + unit;
    }
}
