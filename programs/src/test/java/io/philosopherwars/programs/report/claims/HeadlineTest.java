package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeadlineTest {
    /** A row of a virtual-over-platform comparison: A / B {@code ratio}, decided as {@code verdict}. */
    static Row row(Row.Role role, String meal, String cpus, double ratio, String verdict) {
        String does = switch (verdict) {
            case "faster" -> "use virtual threads";
            case "slower" -> "virtual threads do not help";
            default -> Row.UNDECIDED;
        };
        String faster = switch (verdict) {
            case "faster" -> "virtual threads";
            case "slower" -> "platform threads";
            default -> Row.UNDECIDED;
        };
        return new Row("intel-xeon-2c", "perMeal", role, does, meal,
                "ReentrantLock chopsticks, a virtual thread per" + " philosopher",
                "ReentrantLock chopsticks, a platform thread per philosopher", cpus, "1,000 × 100", "time per meal",
                "µs", 10 * ratio, 10, faster, ratio, ratio * 0.9, ratio * 1.1, verdict, 3, 3,
                "3 × 1 s measured a fork");
    }

    @Test
    void theHeadlineCountsOnlyDecidingRowsAndQuotesTheirFactors() {
        // The sleep's two rows tie, so no meal answers against the noop's: one answer serves, and the sleep's row
        // that goes against it is named.
        Headline h = Headline.of(List.of(row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster"),
                row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.25, "faster"),
                row(Row.Role.DECIDES, "sleep", "1 CPU", 1.5, "slower"),
                row(Row.Role.DECIDES, "fileRead", "2 CPUs", 1.01, "undecided"),
                // A control that would change every number above if it were counted.
                row(Row.Role.CONTROL, "noop", "2 CPUs", 0.01, "faster")));
        assertEquals("use virtual threads", h.action());
        assertEquals(2, h.supporting());
        assertEquals(3, h.decided());
        assertEquals(4, h.made());
        assertEquals("Use virtual threads: 2 of 3 decided rows (4 made); noop; 2 CPUs: virtual threads 2.0x faster;"
                + " sleep; 2 CPUs: virtual threads 4.0x faster. The other way, virtual threads do not help (1): sleep;"
                + " 1 CPU: platform threads 1.5x faster. Not decided for fileRead (1 row).", h.text());
        assertFalse(h.text().contains("100"), "the control's factor reached the headline: " + h.text());
    }

    /**
     * The pool-size question answers a meal per table: a sleep decided at two tables with two answers is two answers,
     * each named by its table (fresh readers 30, 32 and 33 read them as one answer against itself); any other question
     * keeps one answer per meal.
     */
    @Test
    void aPoolSizeMealDecidedAtTwoTablesAnswersPerTable() {
        Row small = row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.5, "faster");
        Row large = row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.5, "faster");
        List<Row> rows = List.of(
                new Row("amd-epyc-2c", PoolSize.ID, small.role(), "use virtual threads", small.meal(), small.a(),
                        small.b(), small.cpus(), "200 × 10", small.quantity(), small.unit(), small.valueA(),
                        small.valueB(), small.faster(), small.ratio(), small.low(), small.high(), small.verdict(), 3, 3,
                        small.settings()),
                new Row("amd-epyc-2c", PoolSize.ID, large.role(), "use a fixed pool of 128 threads", large.meal(),
                        large.a(), large.b(), large.cpus(), "1,000 × 100", large.quantity(), large.unit(),
                        large.valueA(), large.valueB(), "the pool", 0.98, 0.95, 1.01, "equivalent", 3, 3,
                        large.settings()));

        Headline h = Headline.of(rows);

        assertEquals("depends on the meal", h.action());
        assertTrue(h.text().contains("for sleep at 1,000 × 100 (1 of 1)") && h.text().contains("for sleep at 200 × 10"),
                h.text());
        List<Row> elsewhere = rows.stream().map(r -> r.as("perMeal", r.role(), r.does())).toList();
        assertFalse(Headline.of(elsewhere).action().equals("depends on the meal"), Headline.of(elsewhere).text());
    }

    /**
     * A pool-size meal decided at one table and left undecided at the other is named with its tables: the undecided one
     * as "not decided for sleep at 1,000 × 100", which "sleep" alone hid (the reviewer of 4ccd364 found it), and a meal
     * undecided at both tables is named at each.
     */
    @Test
    void aPoolSizeMealUndecidedAtOneOfItsTablesIsNamedWithThatTable() {
        Row decided = row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.5, "faster");
        Row open = row(Row.Role.DECIDES, "sleep", "2 CPUs", 1.01, "undecided");
        Row other = row(Row.Role.DECIDES, "O_DIRECT read", "2 CPUs", 1.01, "undecided");
        java.util.function.BiFunction<Row, String, Row> at = (r, size) -> new Row("amd-epyc-2c", PoolSize.ID, r.role(),
                r.does(), r.meal(), r.a(), r.b(), r.cpus(), size, r.quantity(), r.unit(), r.valueA(), r.valueB(),
                r.faster(), r.ratio(), r.low(), r.high(), r.verdict(), 3, 3, r.settings());
        List<Row> rows = List.of(at.apply(other, "200 × 10"), at.apply(open, "1,000 × 100"),
                at.apply(other, "1,000 × 100"), at.apply(decided, "200 × 10"));

        // A meal's tables side by side, the meals in the order they first appear.
        assertEquals(List.of("O_DIRECT read at 200 × 10", "O_DIRECT read at 1,000 × 100", "sleep at 1,000 × 100"),
                List.copyOf(Headline.undecidedMeals(rows).keySet()));
        // Counted, a meal at two tables is one meal (the reviewer of a63061b found "4 meals" for 3; the reviewer of
        // efd7a04, a table count that counted meal and table pairs).
        java.util.Map<String, Integer> tables = new java.util.LinkedHashMap<>();
        tables.put("sleep at 1,000 × 100", 1);
        tables.put("sleep at 200 × 10", 1);
        tables.put("O_DIRECT read at 200 × 10", 2);
        assertEquals("2 meals (4 rows)", Headline.undecided(tables, false));
        assertEquals(2, Headline.meals(List.of("sleep at 1,000 × 1,000", "sleep at N/A", "JDBC query")));
        assertEquals("2 meals (3 rows)", Headline.undecided(java.util.Map.of("spin", 1, "page-cache read", 2), false));
        // Any other question keeps one name a meal: the sleep has a decided row, so it is not open.
        List<Row> elsewhere = rows.stream().map(r -> r.as("perMeal", r.role(), r.does())).toList();
        assertEquals(java.util.Map.of("O_DIRECT read", 2), Headline.undecidedMeals(elsewhere));

        // Where the meals' answers differ, the headline names the sleep it answers for with its table, as the cell
        // does, and the one it leaves undecided with the other (the reviewer of a63061b found "for sleep" beside
        // "not decided for sleep at 1,000 × 100").
        List<Row> byMeal = new java.util.ArrayList<>(rows);
        byMeal.add(at.apply(row(Row.Role.DECIDES, "JDBC query", "2 CPUs", 2.0, "slower"), "200 × 10"));
        String text = Headline.of(byMeal).text();
        assertTrue(text.contains("for sleep at 200 × 10 (1 of 1)") && text.contains("Not decided for")
                && text.contains("sleep at 1,000 × 100 (1 row)"), text);
    }

    @Test
    void aMealWithNoDecidedRowIsNamedSoThatTheHeadlineDoesNotReadAsItsAnswer() {
        // The disk read decides; the page-cache read (the talk's meal) has rows, none decided; the sleep's label says
        // how long it lasted, which the list leaves to the rows.
        List<Row> rows = List.of(
                row(Row.Role.DECIDES, "16 KB file read from the disk (O_DIRECT)", "2 CPUs", 0.5, "faster"),
                row(Row.Role.DECIDES, "16 KB file read from the page cache", "2 CPUs", 0.9, "undecided"),
                row(Row.Role.DECIDES, "16 KB file read from the page cache", "1 CPU", 1.1, "undecided"),
                row(Row.Role.DECIDES, "sleep, 16 µs asked, 89.9-479 µs lasted (p50 with ReentrantLock, 1,000 × 100)",
                        "2 CPUs", 1.0, "undecided"),
                // Context is no part of the question's meals.
                row(Row.Role.CONTEXT, "noop (no work, under 1 µs)", "2 CPUs", 1.0, "undecided"));
        assertEquals("page-cache read (2 rows), sleep (1 row)",
                Headline.undecided(Headline.undecidedMeals(rows), true));
        assertEquals("2 meals (3 rows)", Headline.undecided(Headline.undecidedMeals(rows), false));
        assertTrue(Headline.of(rows).text().endsWith(" Not decided for page-cache read (2 rows), sleep (1 row)."),
                Headline.of(rows).text());
        // Every meal with a decided row, or none decided at all: nothing to name.
        assertEquals(java.util.Map.of(), Headline.undecidedMeals(rows.subList(0, 1)));
        assertEquals(java.util.Map.of(), Headline.undecidedMeals(rows.subList(1, 4)));
    }

    @Test
    void theOtherWayIsNamedByEveryFieldInWhichTheDecidingRowsDiffer() {
        Headline h = Headline.of(List.of(row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster"),
                row(Row.Role.DECIDES, "noop", "1 CPU", 0.5, "faster"),
                row(Row.Role.DECIDES, "spin", "2 CPUs", 0.5, "faster"),
                row(Row.Role.DECIDES, "spin", "1 CPU", 2, "slower")));
        assertEquals("use virtual threads", h.action(), "a meal whose rows tie answers against no other meal");
        assertTrue(h.text().endsWith("(1): spin; 1 CPU: platform threads 2.0x faster."), h.text());
    }

    @Test
    void whereTheMealsAnswerDifferentlyEachActionIsNamedWithTheMealsItHoldsFor() {
        // Fresh reader 27: "a pool does as well: 13 of 23" stood beside pools 3.6-60x slower for the sleep, whose own
        // rows said the opposite. A majority over meals is no answer for any one of them.
        List<Row> rows = List.of(row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster"),
                row(Row.Role.DECIDES, "noop", "1 CPU", 0.5, "faster"),
                row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.25, "faster"),
                row(Row.Role.DECIDES, "spin", "2 CPUs", 2, "slower"),
                row(Row.Role.DECIDES, "spin", "1 CPU", 1.5, "slower"),
                row(Row.Role.DECIDES, "spin", "1 CPU", 0.5, "faster"),
                row(Row.Role.DECIDES, "fileRead", "2 CPUs", 1.01, "undecided"),
                row(Row.Role.CONTROL, "sleep", "2 CPUs", 100, "slower"));
        Headline h = Headline.of(rows);
        assertEquals("depends on the meal", h.action());
        assertEquals(5, h.supporting(), "each meal's rows that support its own answer");
        assertEquals(6, h.decided());
        assertEquals(7, h.made());
        assertEquals("Depends on the meal: 6 decided rows (7 made). Use virtual threads for noop (2 of 2), sleep (1 of"
                + " 1): virtual threads 2.0-4.0x faster. Virtual threads do not help for spin (2 of 3): platform threads"
                + " 1.5-2.0x faster. Within its meal, the other way, use virtual threads (1): spin; 1 CPU: virtual"
                + " threads 2.0x faster. Not decided for fileRead (1 row).", h.text());
        assertEquals(List.of("noop", "sleep", "spin"),
                Headline.byMeal(rows).stream().map(Headline.MealAnswer::meal).toList());
        assertEquals(5, Headline.rowsSupporting(rows).size());
        assertTrue(Headline.rowsSupporting(rows).stream().noneMatch(r -> r.meal().equals("spin") && r.ratio() < 1));
        // One meal, or meals that agree: one answer, counted over them all.
        assertEquals(List.of(), Headline.byMeal(rows.subList(0, 3)));
        assertEquals("use virtual threads", Headline.of(rows.subList(0, 3)).action());
        assertEquals(3, Headline.rowsSupporting(rows.subList(0, 3)).size());
    }

    @Test
    void manySupportingRowsGiveTheirRangeAndTheConditionsTheyAllShare() {
        // Five rows at 2 CPUs support the action, one at 1 CPU goes the other way: the range must not read as
        // holding at 1 CPU too.
        List<Row> rows = new java.util.ArrayList<>();
        for (String meal : List.of("noop", "sleep", "spin", "fileRead", "http")) {
            rows.add(row(Row.Role.DECIDES, meal, "2 CPUs", 0.5, "faster"));
        }
        rows.add(row(Row.Role.DECIDES, "noop", "1 CPU", 2, "slower"));
        Headline h = Headline.of(rows);
        assertTrue(h.text().startsWith(
                "Use virtual threads: 5 of 6 decided rows (6 made); virtual threads 2.0x faster (all: 2 CPUs)."),
                h.text());
    }

    @Test
    void noRowsAndNoDecidedRowsSaySo() {
        assertEquals("Not measured in this set.", Headline.of(List.of()).text());
        assertEquals("Not decided: none of its 1 row is decided yet (too few forks to tell).",
                Headline.of(List.of(row(Row.Role.DECIDES, "noop", "2 CPUs", 0.98, "undecided"))).text());
    }

    @Test
    void aRowWithAnEmptyFieldIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> row(Row.Role.DECIDES, "", "2 CPUs", 0.5, "faster"));
        assertThrows(IllegalArgumentException.class, () -> row(Row.Role.DECIDES, "noop", " ", 0.5, "faster"));
    }

    @Test
    void aFactorIsPrintedFromTheFasterSideWithItsInterval() {
        Row r = row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster");
        assertEquals("2.0x [1.8, 2.2]", r.factorText());
        assertEquals("A / B 1.010 [0.909, 1.111]",
                row(Row.Role.DECIDES, "noop", "2 CPUs", 1.01, "undecided").factorText());
    }
}
