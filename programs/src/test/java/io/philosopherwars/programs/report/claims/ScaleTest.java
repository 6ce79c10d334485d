package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.ResultSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Claims 10 and 11 as rows: every table a design dined at is a row of its time per meal, the growth from its smallest
 * to its largest table is the row the verdict reads, and a cell that stopped is a row with no value that says why; the
 * deciding rows decide as the verdict does.
 */
class ScaleTest {
    @TempDir
    Path dir;

    /** A sweep's all-full row: {@code philosophers} at {@code meals} each, a million meals, three forks. */
    private static String scaled(String benchmark, String philosophers, String meals, double... forks) {
        return ReportTest.inForks(ReportTest.row("ScaledBenchmark." + benchmark, "allFull", forks[1], "1", forks))
                .replace("\"philosophers\":\"1000\",\"meals\":\"10000\",\"allFullMeals\":\"1000\"",
                        "\"philosophers\":\"" + philosophers + "\",\"meals\":\"" + meals + "\"");
    }

    @Test
    void claim10DecidesOnEachDinnersGrowthAndSaysWhereADinnerStoppedShort() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        // 38 ns per meal at 1,000 philosophers (1,000 meals each); at 100,000, 101 ns (2.7x: past linear) and 43 ns
        // (linear).
        Files.writeString(raw.resolve("scaled.json"),
                "[" + String.join(",", scaled("reentrantLock_virtual", "0001K", "1000", 49, 50, 51),
                        scaled("reentrantLock_virtual", "0100K", "10", 112, 113, 114),
                        scaled("synchronized_virtual", "0001K", "1000", 49, 50, 51),
                        scaled("synchronized_virtual", "0100K", "10", 54, 55, 56),
                        scaled("reentrantLock_platform", "0001K", "1000", 49, 50, 51)) + "]");
        Files.writeString(raw.resolve("scaled.failed.tsv"),
                "reentrantLock\tplatform\t0100K\t10\tallFull\tdinner reentrantLock/platform/noop 100000x10 allFull"
                        + " needs 100,000 platform threads; this machine cannot start more than 32,765 in one"
                        + " process\n");

        Claim.Judgement j = Scale.scaling(ResultSet.read(raw, dir));

        assertEquals(Claim.Outcome.PARTLY, j.outcome(), j.rows().toString());
        assertEquals("for synchronized; not for reentrantLock", j.condition().brief());
        assertEquals(List.of(), j.facts());
        String lock = "ReentrantLock chopsticks, a virtual thread per philosopher";
        Row grew = row(j, lock, "100,000 × 10");
        assertEquals(Row.Role.DECIDES, grew.role());
        assertEquals(Row.FAILS, grew.does());
        assertEquals("grows faster than linear", grew.verdict());
        assertEquals(0.101, grew.valueA(), 1e-9);
        assertEquals(0.038, grew.valueB(), 1e-9);
        assertEquals(101.0 / 38, grew.ratio(), 1e-9);
        assertEquals(lock + ", at 1,000 × 1,000", grew.b());
        assertEquals("the table of 1,000 × 1,000", grew.faster());
        assertEquals("time per meal", grew.quantity());
        assertEquals("µs", grew.unit());
        assertEquals(Words.meal("noop"), grew.meal());
        Row small = row(j, lock, "1,000 × 1,000");
        assertEquals(Row.Role.CONTEXT, small.role());
        assertEquals(0.038, small.valueA(), 1e-9);
        Row flat = row(j, "synchronized chopsticks, a virtual thread per philosopher", "100,000 × 10");
        assertEquals(Row.Role.DECIDES, flat.role());
        assertEquals(Row.HOLDS, flat.does());
        assertEquals("linear", flat.verdict());
        // The platform dinner dined at one size only, then met the thread limit: context, no value, and why.
        String platform = "ReentrantLock chopsticks, a platform thread per philosopher";
        assertEquals(Row.Role.CONTEXT, row(j, platform, "1,000 × 1,000").role());
        Row stopped = row(j, platform, "100,000 × 10");
        assertEquals(Row.Role.CONTEXT, stopped.role());
        assertEquals("stopped: the thread limit", stopped.verdict());
        assertTrue(Double.isNaN(stopped.valueA()), stopped.toString());
        assertDecidesAsTheVerdict(j);
    }

    /** The one row of {@code j} of side {@code a} at {@code size}. */
    private static Row row(Claim.Judgement j, String a, String size) {
        List<Row> rows = j.rows().stream().filter(r -> r.a().equals(a) && r.size().equals(size)).toList();
        assertEquals(1, rows.size(), a + " " + size + " in " + j.rows());
        return rows.getFirst();
    }

    /** The deciding rows for the sentence and against it give the verdict's outcome, and nothing else decides. */
    private static void assertDecidesAsTheVerdict(Claim.Judgement j) {
        List<Row> deciding = j.rows().stream().filter(r -> r.role() == Row.Role.DECIDES).toList();
        long agree = deciding.stream().filter(r -> r.does().equals(Row.HOLDS)).count();
        long contradict = deciding.stream().filter(r -> r.does().equals(Row.FAILS)).count();
        assertEquals(deciding.size(), agree + contradict, deciding.toString());
        assertEquals(j.outcome(), Claim.Outcome.of(agree, contradict), deciding.toString());
        assertTrue(j.rows().stream().filter(r -> r.role() != Row.Role.DECIDES).allMatch(r -> r.does().equals(Words.NA)),
                j.rows().toString());
    }

    /**
     * On each committed set: every all-full cell of the sweep a claim reads is a row with the set's time per meal,
     * every stopped one a row with no value and why it stopped, and the deciding rows give each verdict.
     */
    @Test
    void everyCellOfACommittedSweepIsARow() {
        for (Path folder : Layout.sets(Path.of("..", "results"))) {
            ResultSet set = ResultSet.read(folder.resolve("raw"), folder);
            for (Claim.Judgement j : List.of(Scale.scaling(set), Scale.freezing(set))) {
                String claim = j.rows().getFirst().claim();
                List<Implementation> designs = claim.equals("scaling") ? Claims.LOCKS : Claims.VERTX;
                assertEquals(List.of(), j.facts(), folder + " " + claim);
                assertDecidesAsTheVerdict(j);
                assertTrue(j.rows().stream().allMatch(r -> r.set().equals(set.name()) && r.claim().equals(claim)));
                for (JmhRow cell : set.scaledRows()) {
                    if (cell.stop() != StopRule.ALL_FULL || !designs.contains(cell.implementation())) {
                        continue;
                    }
                    List<Row> mine = j
                            .rows().stream().filter(r -> r.a().equals(Words.side(cell))
                                    && r.size().equals(Scale.size(cell)) && r.quantity().equals("time per meal"))
                            .toList();
                    assertEquals(1, mine.size(), folder + " " + cell.label());
                    assertEquals(cell.nanosPerMeal() / 1000, mine.getFirst().valueA(), 1e-12, cell.label());
                }
                for (FailedCells.Cell cell : set.scaledFailures()) {
                    if (!cell.stop().equals(StopRule.ALL_FULL.id())
                            || designs.stream().noneMatch(d -> d.id().equals(cell.implementation()))) {
                        continue;
                    }
                    String size = ScaledBenchmark.thousands("philosophers", cell.philosophers()) + "";
                    List<Row> mine = j.rows().stream()
                            .filter(r -> r.verdict().startsWith("stopped: ")
                                    && r.a().equals(Words.side(cell.implementation(), cell.threads(), 2))
                                    && r.size().replace(",", "").startsWith(size + " × "))
                            .toList();
                    assertEquals(1, mine.size(), folder + " " + cell.key() + " in " + j.rows());
                    assertTrue(mine.getFirst().quantity().startsWith("time per meal"), mine.toString());
                }
            }
        }
    }
}
