package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.CommittedSets;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Question 22's chart, from the AMD set's sweep: a line per design of its time per meal over ReentrantLock on virtual
 * threads' at the same size, each point one of the question's rows; a design that stopped says where and why.
 */
class ScaleDesignsTest {
    @Test
    void eachDesignsLineIsItsRatioToTheReferenceAndAStoppedDesignSaysWhereAndWhy() {
        ResultSet set = CommittedSets.read("amd-epyc-2c");
        Map<String, List<double[]>> lines = ScaleDesigns.series(set);
        List<Row> rows = ScaleDesigns.designsAtScale(set).rows().stream()
                .filter(r -> r.quantity().equals("time per meal") && Double.isFinite(r.ratio())).toList();

        assertTrue(lines.keySet().stream().noneMatch(l -> l.startsWith("ReentrantLock chopsticks, a virtual thread")),
                "the reference is the axis, not a line: " + lines.keySet());
        String stopped = "vert.x, one verticle per philosopher, shared-data locks, on virtual threads (stopped at"
                + " 1,000,000: the time limit (30 s))";
        assertTrue(lines.containsKey(stopped), lines.keySet().toString());
        assertEquals(3, lines.get(stopped).size(), "its line ends below the table it stopped at");
        int points = 0;
        for (Map.Entry<String, List<double[]>> line : lines.entrySet()) {
            for (double[] p : line.getValue()) {
                String size = Numbers.count((long) p[0]) + " × ";
                List<Row> same = rows.stream().filter(r -> line.getKey().startsWith(r.a()) && r.size().startsWith(size))
                        .toList();
                assertEquals(1, same.size(), line.getKey() + " at " + size);
                assertEquals(same.getFirst().ratio(), p[1], 1e-12);
                points++;
            }
        }
        assertEquals(rows.size(), points, "every row of the question is a point, and nothing else");
    }
}
