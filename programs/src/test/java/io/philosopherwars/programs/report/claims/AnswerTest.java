package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnswerTest {
    private static Claim claim(String id) {
        return Claims.all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    /**
     * The talk's position is an action, never a bare "yes": the three questions whose polarity is reversed from the
     * talk's sentence (file reads, pinning, the freeze) each print what the talk would have a reader do.
     */
    @Test
    void theTalksPositionIsTheActionItRecommends() {
        Map<String, String> expected = Map.of("blockingIo", "the talk: keep file reads on platform threads", "pinning",
                "the talk: replace synchronized with ReentrantLock around blocking calls", "vertxFreezes",
                "the talk: avoid it at a million philosophers: it froze, or ate far slower than its cost at smaller"
                        + " tables predicts");
        expected.forEach((id, talk) -> assertEquals(talk, Answer.talk(claim(id)), id));
        for (Claim c : Claims.all()) {
            assertTrue(!Answer.talk(c).matches("(?i)the talk: yes\\b.*"), c.id() + ": " + Answer.talk(c));
        }
        // The audience's questions: what the talk did instead, not an action it never recommended.
        assertEquals("the talk: not measured", Answer.talk(claim("memory")));
    }

    @Test
    void answersRoundTripThroughTheirJson() {
        Row row = HeadlineTest.row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster");
        Row untested = HeadlineTest.row(Row.Role.CONTEXT, "sleep", "2 CPUs", 0.5, "faster")
                .untested("not tested: the walk stopped at 1 µs");
        Answer answer = new Answer("intel-xeon-2c", 19, "perMeal", "A thread per task?", "sentence", "holds", "N/A",
                "the talk: not measured", "N/A", Headline.of(List.of(row)), List.of(row, untested));
        String json = Answer.json(List.of(answer));
        assertEquals(List.of(answer), Answer.read(json));
        assertTrue(json.contains("\"version\": 3"), json);
        // The faster side stays a side; why a walk left a row untested is a field of its own (N/A where it did not).
        assertTrue(json.contains("\"faster\": \"virtual threads\",\n          \"untested\": \"N/A\""), json);
        assertTrue(json.contains("\"untested\": \"not tested: the walk stopped at 1 µs\""), json);
        assertEquals("virtual threads; not tested: the walk stopped at 1 µs", untested.fasterText());
        assertThrows(IllegalArgumentException.class,
                () -> Answer.read(json.replace("\"version\": 3", "\"version\": 2")));
    }

    /**
     * A narrow cell says where a verdict holds in part before it names the meals left undecided: it counts them, and
     * where even the count leaves no room for where, leaves them to the claim's page.
     */
    @Test
    void aNarrowCellSaysWhereBeforeTheMealsLeftUndecided() {
        List<Condition.Finding> findings = new java.util.ArrayList<>();
        for (String lock : List.of("reentrantLock", "synchronized", "fairReentrantLock")) {
            for (String threads : List.of("platform", "virtual")) {
                Map<Condition.Axis, String> at = new java.util.EnumMap<>(Condition.Axis.class);
                at.put(Condition.Axis.IMPLEMENTATION, lock);
                at.put(Condition.Axis.THREADS, threads);
                at.put(Condition.Axis.WORKLOAD, "sleep");
                findings.add(new Condition.Finding(at, java.util.Optional.of(threads.equals("platform"))));
            }
        }
        Condition c = Condition.of(findings);
        String where = c.brief();
        assertEquals("on platform threads; not on virtual threads", where);
        List<Row> rows = List.of(HeadlineTest.row(Row.Role.DECIDES, "sleep", "2 CPUs", 0.5, "faster"),
                HeadlineTest.row(Row.Role.DECIDES, "spin", "2 CPUs", 1.01, "undecided"),
                HeadlineTest.row(Row.Role.DECIDES, "page-cache read", "2 CPUs", 1.01, "undecided"),
                HeadlineTest.row(Row.Role.DECIDES, "JDBC query", "2 CPUs", 1.01, "undecided"));
        Answer a = new Answer("intel-xeon-2c", 6, "monitors", "?", "sentence", "holds in part", where, "the talk: -",
                "N/A", Headline.of(rows), rows);

        String wide = a.qualified(c, 1_000);
        assertEquals(a.qualified(), wide);
        assertTrue(wide.startsWith(where + "; not decided for spin (1 row), "), wide);
        String counted = where + "; not decided for 3 meals (3 rows)";
        assertEquals(counted, a.qualified(c, counted.length()));
        // No room for the count beside where: where alone, never "where: on its page" beside the meals.
        assertEquals(where, a.qualified(c, counted.length() - 1));
        assertEquals(where, a.qualified(c, where.length()));

        // Without a condition, the undecided meals are named where they fit, else counted, and never dropped (the
        // reviewer of 26c6d99 found them dropped where the count did not fit).
        Answer none = new Answer("intel-xeon-2c", 19, "perMeal", "?", "sentence", "holds", "N/A", "the talk: -", "N/A",
                Headline.of(rows), rows);
        assertEquals("not decided for spin (1 row), page-cache read (1 row), JDBC query (1 row)",
                none.qualified(Condition.NONE, 1_000));
        assertEquals("not decided for 3 meals (3 rows)", none.qualified(Condition.NONE, 40));
        assertEquals("not decided for 3 meals (3 rows)", none.qualified(Condition.NONE, 5));

        // With cells that could not start, their note is always kept, and no room is overrun that its shortest form
        // fits (the reviewer of 94b9e34 found where, shortened for the count, then printed in full beside the note).
        List<Row> limited = new java.util.ArrayList<>(rows);
        limited.add(HeadlineTest.row(Row.Role.CONTEXT, "noop", "2 CPUs", Double.NaN, Answer.THREAD_LIMITED));
        Answer b = new Answer("intel-xeon-2c", 6, "monitors", "?", "sentence", "holds in part", where, "the talk: -",
                "N/A", Headline.of(limited), limited);
        String note = "platform threads not measured past the thread limit (1 cell)";
        String shortest = Condition.ON_ITS_PAGE + "; " + note;
        for (int room = 0; room <= 250; room++) {
            String q = b.qualified(c, room);
            assertTrue(q.endsWith(note), q);
            if (room >= shortest.length()) {
                assertTrue(q.length() <= room, room + ": " + q);
            }
            if (room >= (where + "; " + note).length()) {
                assertTrue(q.startsWith(where), room + ": " + q);
            }
        }
    }

    /** A set with no row of a question did not measure it: every page prints that, never "undecided" (reader 28). */
    @Test
    void aSetWithNoRowOfAQuestionShowsNotMeasuredEverywhere() {
        Row row = HeadlineTest.row(Row.Role.DECIDES, "noop", "2 CPUs", 1.01, "undecided");
        Answer none = new Answer("amd-epyc-f25m1-2c", 3, "blockingIo", "File reads?", "sentence", "undecided", "N/A",
                "the talk: keep file reads on platform threads", "N/A", Headline.of(List.of()), List.of());
        Answer some = new Answer("amd-epyc-f25m1-2c", 3, "blockingIo", "File reads?", "sentence", "undecided", "N/A",
                "the talk: keep file reads on platform threads", "N/A", Headline.of(List.of(row)), List.of(row));
        assertEquals(Answer.NOT_MEASURED, none.shownVerdict());
        assertEquals("undecided", some.shownVerdict());
    }

    private static Row length(String a, String size, double micros) {
        return new Row("amd-epyc-2c", "spinVsSleep", Row.Role.CONTEXT, Words.NA, "sleep, 16 µs asked", a, Words.NA,
                "2 CPUs", size, Words.MEAL_LENGTH, "µs", micros, Double.NaN, Words.NA, Double.NaN, Double.NaN,
                Double.NaN, Words.NA, 1, 0, "3 × 1 s measured a fork");
    }

    @Test
    void aMealsLengthSaysWhereItWasMeasuredWhereItsRowsShareIt() {
        // The label goes on every row of the meal, synchronized's and vert.x's too: it names the lock and size it
        // was measured with, so that a reader does not take a ReentrantLock length for another design's.
        assertEquals("89.9-479 µs lasted (p50 with ReentrantLock, 1,000 × 100)",
                Answer.lasted(List.of(
                        length("ReentrantLock chopsticks, a fixed pool of 2 threads", "1,000 × 100", 89.9),
                        length("ReentrantLock chopsticks, a virtual thread per philosopher", "1,000 × 100", 479.2))));
        assertEquals("89.9-479 µs lasted (p50)",
                Answer.lasted(List.of(
                        length("ReentrantLock chopsticks, a fixed pool of 2 threads", "1,000 × 100", 89.9),
                        length("synchronized chopsticks, a virtual thread per philosopher", "200 × 10", 479.2))));
    }

    @Test
    void aMealsLengthGoesOnlyOnRowsOfTheTableSizeItWasMeasuredAt() {
        // Fresh reader 27: the ladders' rows at 200 × 10 carried the sleep's length measured at 1,000 × 100.
        List<Row> lengths = List.of(length("ReentrantLock chopsticks, a fixed pool of 2 threads", "1,000 × 100", 89.9),
                length("ReentrantLock chopsticks, a virtual thread per philosopher", "1,000 × 100", 479.2));
        java.util.function.UnaryOperator<Row> lasted = Answer.mealLengths(lengths);
        assertEquals("sleep, 16 µs asked, 89.9-479 µs lasted (p50 with ReentrantLock, 1,000 × 100)",
                lasted.apply(length("a pool", "1,000 × 100", 1)).meal());
        assertEquals("sleep, 16 µs asked", lasted.apply(length("a pool", "200 × 10", 1)).meal());
    }
}
