package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.claims.Headline;
import io.philosopherwars.programs.report.claims.Row;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell's few words say what the headline they link to says: where the meals answer differently, each meal's. */
class BriefTest {
    private static Row row(String meal, String cpus, double ratio, boolean faster) {
        return new Row("amd-epyc-2c", "pooled", Row.Role.DECIDES,
                faster ? "use virtual threads" : "a pool does as well or better", meal,
                "ReentrantLock chopsticks, a virtual thread per philosopher",
                "ReentrantLock chopsticks, a fixed pool of 2 threads (1x the cores), linked queue", cpus, "1,000 × 100",
                "time per meal", "µs", 10 * ratio, 10, faster ? "virtual threads" : "the pool", ratio, ratio * 0.9,
                ratio * 1.1, faster ? "faster" : "slower", 3, 3, "3 × 1 s measured a fork");
    }

    @Test
    void aCellOverMealsThatAnswerDifferentlyNamesEachActionWithItsMeals() {
        List<Row> rows = List.of(row("noop", "2 CPUs", 1.5, false), row("noop", "1 CPU", 1.2, false),
                row("sleep", "2 CPUs", 0.1, true), row("sleep", "1 CPU", 0.2, true), row("sleep", "1 CPU", 1.1, false));
        assertEquals("depends on the meal", Headline.of(rows).action());
        // What the rows share follows, as much as the cell holds: the CPUs and the size, not the pool or the lock.
        assertEquals(
                "depends on the meal: a pool does as well or better for noop (2 of 2); use virtual threads for sleep (2 of 3)"
                        + "; 1 CPU and 2 CPUs; 1,000 × 100",
                Brief.fitted(Brief.of(rows, true), Headline.of(rows)));
    }

    @Test
    void mealsTooLongToNameAreCountedAndTheCellStaysACell() {
        List<Row> rows = new ArrayList<>();
        for (String meal : List.of("one", "two", "three")) {
            rows.add(row("a meal of the reader's own whose name runs long, number " + meal, "2 CPUs", 1.5, false));
        }
        rows.add(row("sleep", "2 CPUs", 0.1, true));
        String cell = Brief.fitted(Brief.of(rows, true), Headline.of(rows));
        assertEquals(
                "depends on the meal: a pool does as well or better for 3 meals (3 of 3); use virtual threads for 1 meal"
                        + " (1 of 1); 2 CPUs; 1,000 × 100",
                cell);
        assertTrue(cell.length() <= FrontPage.MAX_CELL, cell);
    }
}
