package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.CommittedSets;
import io.philosopherwars.programs.report.results.Invariants;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.ResultSet;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every result set committed under {@code results/} as the report reads it: each row keeps its invariants (the report
 * would refuse the set otherwise), and every comparison's printed A and B give its printed A / B.
 */
class CommittedSetsTest {
    private static final Path RESULTS = Path.of("..", "results");

    private static List<Path> sets() {
        List<Path> sets = Layout.sets(RESULTS);
        assertFalse(sets.isEmpty(), "no result sets under " + RESULTS.toAbsolutePath());
        return sets;
    }

    @Test
    void everyRowOfEveryCommittedSetKeepsItsInvariants() {
        for (Path set : sets()) {
            ResultSet read = ResultSet.read(set.resolve("raw"), set);
            long rows = read.runs().stream().mapToLong(r -> r.rows().size()).sum();
            assertTrue(rows > 0, set + " has no dinner rows");
            for (RawRun run : read.runs()) {
                for (JmhRow row : run.rows()) {
                    assertEquals(List.of(), Invariants.violations(run.name(), row), set + " " + run.name());
                }
            }
        }
    }

    @Test
    void everyPrintedRatioIsTheRatioOfThePrintedSides() {
        for (Path set : sets()) {
            ResultSet read = CommittedSets.read(set);
            // Where the rows share no block there is no ratio, and no sides either.
            Findings.judge(read).values()
                    .forEach(j -> j.comparisons().stream().filter(c -> Double.isFinite(c.ratio()))
                            .forEach(c -> assertEquals(c.ratio(), c.meanA() / c.meanB(), 1e-12 * c.ratio(),
                                    set.getFileName() + ": " + Findings.key(c))));
        }
    }
}
