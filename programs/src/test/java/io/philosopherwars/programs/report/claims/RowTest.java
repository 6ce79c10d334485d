package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A row says why a comparison whose interval lies on one side is still not decided. */
public class RowTest {
    @TempDir
    Path dir;

    @Test
    void aComparisonUndecidedByItsModesSaysSoBesideItsInterval() throws IOException {
        ResultSet set = LengthsTest.set(dir, "noop",
                List.of(inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 100, "1", 99, 100, 101)),
                        inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 120, "1", 119, 120, 121))));
        ResultSet.Pair pair = set.fixedWork(Dinner.platform(LockImplementation.REENTRANT_LOCK), WorkloadKind.NOOP,
                Dinner.virtual(LockImplementation.REENTRANT_LOCK), WorkloadKind.NOOP).orElseThrow();
        Comparison decided = Comparison.of(pair, Quantity.EATING);
        // The same interval, wholly below 1, with a side in two modes whose pairings disagree (Comparison.modal).
        Comparison modal = new Comparison(decided.a(), decided.b(), decided.quantity(), 0.845, 0.796, 0.897,
                decided.forksA(), decided.forksB(), Verdict.UNDECIDED, decided.run(), decided.meanA(), decided.meanB(),
                1, 0.979, true, 1);

        Row row = Row.of(set.name(), "perMeal", Row.Role.DECIDES, Row.UNDECIDED, modal, "platform", "virtual");

        assertEquals(Row.MODES, row.verdict());
        assertEquals(Row.UNDECIDED, row.faster());
        assertEquals("A / B 0.845 [0.796, 0.897], not decided: the forks fall in two modes", row.factorText());
        assertTrue(
                Row.of(set.name(), "perMeal", Row.Role.DECIDES, "use platform threads", decided, "platform", "virtual")
                        .factorText().startsWith("1.2x ["),
                "a comparison without modes reads as before");
    }

    /** A decided factor's lower bound excludes 1, and is never printed as 1.00 (fresh reader 27). */
    @Test
    void aDecidedFactorsLowerBoundJustAboveOneKeepsTheDigitsThatShowIt() {
        Row row = new Row("s", "c", Row.Role.DECIDES, "use it", "noop", "a", "b", "2 CPUs", "1,000 × 1,000",
                "time per meal", "µs", 1.04, 1, "a", 1.04, 1.004, 1.08, Verdict.SLOWER.id(), 3, 3,
                "2 × 1 s warm-up, 2 × 1 s measured a fork");
        assertEquals("1.04x [1.004, 1.08]", row.factorText());
        Row barely = new Row("s", "c", Row.Role.DECIDES, "use it", "noop", "a", "b", "2 CPUs", "1,000 × 1,000",
                "time per meal", "µs", 1.1, 1, "a", 1.1, 1.0005, 1.2, Verdict.SLOWER.id(), 3, 3,
                "2 × 1 s warm-up, 2 × 1 s measured a fork");
        assertEquals("1.1x [1.0005, 1.2]", barely.factorText());
        Row clear = new Row("s", "c", Row.Role.DECIDES, "use it", "noop", "a", "b", "2 CPUs", "1,000 × 1,000",
                "time per meal", "µs", 1.3, 1, "a", 1.3, 1.2, 1.4, Verdict.SLOWER.id(), 3, 3,
                "2 × 1 s warm-up, 2 × 1 s measured a fork");
        assertEquals("1.3x [1.2, 1.4]", clear.factorText());
    }

    /**
     * A field that does not apply says N/A: an empty or missing one (a hand-edited answers.json) is refused by name.
     */
    @Test
    void aRowWithAnEmptyOrMissingFieldIsRefused() {
        Row row = HeadlineTest.row(Row.Role.DECIDES, "noop", "2 CPUs", 0.5, "faster");
        for (String untested : java.util.Arrays.asList("", " ", null)) {
            IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class,
                    () -> new Row(row.set(), row.claim(), row.role(), row.does(), row.meal(), row.a(), row.b(),
                            row.cpus(), row.size(), row.quantity(), row.unit(), row.valueA(), row.valueB(),
                            row.faster(), untested, row.ratio(), row.low(), row.high(), row.verdict(), 3, 3,
                            row.settings()));
            assertTrue(refused.getMessage().contains("every field says something"), refused.getMessage());
        }
        assertEquals("N/A", row.untested());
    }
}
