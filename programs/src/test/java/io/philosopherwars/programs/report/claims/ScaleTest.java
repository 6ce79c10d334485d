package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.programs.report.CommittedSets;
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

    /** A timed-out all-full run of vert.x on virtual threads at 1,000,000 × 10 that had eaten {@code meals}. */
    private static String timedOut(long... meals) {
        long[] times = new long[meals.length];
        for (int i = 0; i < meals.length; i++) {
            times[i] = (i + 1) * 500_000_000L;
        }
        return "vertx\tvirtual\t1000K\t10\tallFull\tdinner vertx/virtual/noop 1000000x10 allFull "
                + io.philosopherwars.core.Serving.TIME_LIMIT_EXCEEDED + " of PT30S; its philosophers were stopped;"
                + " progress at the limit: "
                + io.philosopherwars.core.Progress.of(times, meals, meals.length, 0, 10_000_000, 0).words() + "\n";
    }

    /**
     * Claim 11 judges a cell that ran out of time and was run five times from its median run by meals eaten (a run that
     * dined ate them all), not from its first; every run is a context row, the median one marked. Here the first run
     * froze after 6 meals, and three of the five dined at a linear cost: the cell does not stick.
     */
    @Test
    void claim11JudgesACellRunFiveTimesFromItsMedianRun() throws IOException {
        Path raw = vertxOnVirtualThreadsDinedUpTo100K();
        long[] frozenAfterSix = { 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6 };
        Files.writeString(raw.resolve("scaled.failed.tsv"), timedOut(frozenAfterSix));
        String dinner = "vertx/virtual/noop 1000000x10 allFull";
        String key = "vertx\tvirtual\t1000K\t10\tallFull\t";
        Files.writeString(raw.resolve("scaled" + ResultSet.RUNS),
                timedOut(frozenAfterSix) + key + FailedCells.Dined.reason(dinner, 10_000_000, 700) + "\n"
                        + timedOut(50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50) + key
                        + FailedCells.Dined.reason(dinner, 10_000_000, 650) + "\n" + key
                        + FailedCells.Dined.reason(dinner, 10_000_000, 9_000) + "\n");

        Claim.Judgement j = Scale.freezing(ResultSet.read(raw, dir));

        List<Row> judged = j.rows().stream()
                .filter(r -> r.size().equals("1,000,000 × 10") && r.quantity().startsWith("time per meal")).toList();
        assertEquals(1, judged.size(), j.rows().toString());
        Row median = judged.getFirst();
        assertEquals("dined within its time limit in its median run (its first run stopped)", median.verdict());
        assertEquals(Row.Role.DECIDES, median.role(), median.toString());
        assertEquals(Row.FAILS, median.does(), "a linear cost in the median run: it does not stick");
        assertEquals(0.7 / 0.38, median.ratio(), 1e-9, "the second run, the first of the dined in the order run");
        assertTrue(
                median.settings()
                        .endsWith("; the median of 5 runs by meals eaten, which ate from 6 to 10,000,000" + " meals"),
                "the judged row says how much the runs varied: " + median.settings());
        List<Row> runs = j.rows().stream().filter(r -> r.quantity().startsWith("meals eaten, run ")).toList();
        assertEquals(List.of(6.0, 10_000_000.0, 50.0, 10_000_000.0, 10_000_000.0),
                runs.stream().map(Row::valueA).toList());
        assertEquals(List.of("frozen", "dined", "frozen", "dined", "dined"), runs.stream().map(Row::verdict).toList());
        assertEquals(List.of("meals eaten, run 2 of 5 (the median, judged)"),
                runs.stream().map(Row::quantity).filter(q -> q.contains("median")).toList());
        assertTrue(runs.stream().allMatch(r -> r.role() == Row.Role.CONTEXT && r.a().equals(median.a())),
                runs.toString());
        assertDecidesAsTheVerdict(j);
    }

    /**
     * A cell stopped by its time limit shows how far its release got (#57: the release of the very cell that asked for
     * it was missing): the philosophers begun, and the time until the last began where all had.
     */
    @Test
    void aStoppedCellShowsHowFarItsReleaseGot() throws IOException {
        Path raw = vertxOnVirtualThreadsDinedUpTo100K();
        String stopped = timedOut(5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5).stripTrailing();
        Files.writeString(raw.resolve("scaled.failed.tsv"),
                stopped + "; " + new io.philosopherwars.core.Release(400_000, 1_000_000, Double.NaN).words() + "\n");

        List<Row> rows = Scale.freezing(ResultSet.read(raw, dir)).rows();

        List<Row> begun = rows.stream().filter(r -> r.quantity().startsWith("philosophers begun")).toList();
        assertEquals(1, begun.size(), rows.toString());
        assertEquals(400_000, begun.getFirst().valueA(), 1e-9);
        assertEquals("1,000,000 × 10", begun.getFirst().size());
        assertTrue(rows.stream().noneMatch(r -> r.quantity().startsWith("the release: until")),
                "not every philosopher had begun, so no time is given");
        // Its time per meal is the rate of those who had begun, and its verdict says how many (reader 30 read a
        // projection of a million's table where 288,413 had begun, and could not tell).
        List<Row> perMeal = rows.stream()
                .filter(r -> r.size().equals("1,000,000 × 10") && r.quantity().startsWith("time per meal")).toList();
        assertEquals(1, perMeal.size(), rows.toString());
        assertTrue(perMeal.getFirst().verdict().endsWith("; 400,000 of 1,000,000 philosophers had begun"),
                perMeal.getFirst().verdict());

        Files.writeString(raw.resolve("scaled.failed.tsv"),
                stopped + "; " + new io.philosopherwars.core.Release(1_000_000, 1_000_000, 2.5).words() + "\n");
        List<Row> all = Scale.freezing(ResultSet.read(raw, dir)).rows();
        assertEquals(List.of(2.5),
                all.stream().filter(r -> r.quantity().startsWith("the release: until")).map(Row::valueA).toList());
        assertTrue(all.stream().noneMatch(r -> r.verdict().contains("had begun")), all.toString());
    }

    /**
     * A cell still eating at its time limit while some philosophers had not begun since the release decides nothing and
     * projects nothing: its rate is that of a part of the table (fresh reader 31 read a million's table projected to
     * 1.6-33x faster where 288,413 of 1,000,000 had begun). Begun all, the same progress decides, projected.
     */
    @Test
    void aCellStillEatingWithItsReleaseIncompleteDecidesNothing() throws IOException {
        Path raw = vertxOnVirtualThreadsDinedUpTo100K();
        long[] eating = new long[12];
        for (int i = 0; i < eating.length; i++) {
            eating[i] = 500_000L * (i + 1);
        }
        String stopped = timedOut(eating).stripTrailing();
        Files.writeString(raw.resolve("scaled.failed.tsv"),
                stopped + "; " + new io.philosopherwars.core.Release(400_000, 1_000_000, Double.NaN).words() + "\n");

        Claim.Judgement partial = Scale.freezing(ResultSet.read(raw, dir));

        Row cell = perMeal(partial);
        assertEquals(Row.Role.CONTEXT, cell.role(), cell.toString());
        assertTrue(Double.isNaN(cell.valueA()), "nothing projected: " + cell);
        assertEquals("stopped: the time limit (30 s), still eating, its release incomplete (no projection); 400,000"
                + " of 1,000,000 philosophers had begun", cell.verdict());
        assertDecidesAsTheVerdict(partial);

        Files.writeString(raw.resolve("scaled.failed.tsv"),
                stopped + "; " + new io.philosopherwars.core.Release(1_000_000, 1_000_000, 2.5).words() + "\n");
        Claim.Judgement begun = Scale.freezing(ResultSet.read(raw, dir));
        Row projected = perMeal(begun);
        assertEquals(Row.Role.DECIDES, projected.role(), projected.toString());
        assertEquals("time per meal, projected from its rate at the time limit", projected.quantity());
        assertEquals("stopped: the time limit (30 s), still eating", projected.verdict());
        assertDecidesAsTheVerdict(begun);
    }

    /** The one time-per-meal row of {@code j} at a million philosophers. */
    private static Row perMeal(Claim.Judgement j) {
        List<Row> rows = j.rows().stream()
                .filter(r -> r.size().equals("1,000,000 × 10") && r.quantity().startsWith("time per meal")).toList();
        assertEquals(1, rows.size(), j.rows().toString());
        return rows.getFirst();
    }

    /**
     * A sweep's raw folder where vert.x on virtual threads dined at 1,000 and 100,000 philosophers: 38 ns per meal at
     * 1,000, where the prediction starts (0.38 s of eating for the 10,000,000 meals of a million).
     */
    private Path vertxOnVirtualThreadsDinedUpTo100K() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("scaled.json"),
                "[" + String.join(",", scaled("vertx_virtual", "0001K", "1000", 49, 50, 51),
                        scaled("vertx_virtual", "0100K", "10", 112, 113, 114)) + "]");
        return raw;
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
        for (Path folder : Layout.sets(CommittedSets.RESULTS)) {
            ResultSet set = CommittedSets.read(folder);
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
                            .filter(r -> (r.verdict().startsWith("stopped: ") || r.verdict().startsWith("dined "))
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
