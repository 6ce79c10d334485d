package io.philosopherwars.programs.report.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.JmhRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The simulated A/A's block effect is measured from the set's own blocks, not assumed. */
class BlockEffectTest {
    /**
     * {@code rows} rows of {@code blocks} forks, one per block: a shared block effect times each row's own JVM noise.
     */
    private static List<JmhRow> rows(int rows, int blocks, double blockCv, double forkCv, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] effect = new double[blocks];
        for (int b = 0; b < blocks; b++) {
            effect[b] = blockCv * normal(random);
        }
        JmhRow template = JmhRow.parse(com.google.gson.JsonParser
                .parseString(ReportTest.inForks(
                        ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "1", 100, 100, 100)))
                .getAsJsonObject());
        List<JmhRow> all = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            List<List<Double>> forks = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int b = 0; b < blocks; b++) {
                forks.add(List.of(100 * (r + 1) * Math.exp(effect[b] + forkCv * normal(random))));
                names.add("noop-" + (b + 1));
            }
            all.add(new JmhRow(template.implementation(), template.threads(), template.workload(), template.stop(),
                    false, true, "avgt", template.params(), 100, 1, "ms/op", forks, Map.of(), 1, names, 0, 2, ""));
        }
        return all;
    }

    private static double normal(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    @Test
    void aSharedBlockEffectIsMeasuredBesideTheForksOwnSpreadAndNoneReadsAsNone() {
        double[] strong = Calibration.blockEffect(rows(40, 30, 0.10, 0.03, 1));
        assertEquals(0.10, strong[0], 0.03, "a 10% block effect under 3% fork noise");
        assertEquals(40, strong[1]);
        assertEquals(30, strong[2]);
        double[] none = Calibration.blockEffect(rows(40, 30, 0, 0.05, 2));
        assertEquals(0, none[0], 0.02, "no block effect: at most noise");
        assertNull(Calibration.blockEffect(rows(1, 30, 0.10, 0.03, 3)), "one row cannot tell a block from itself");
    }
}
