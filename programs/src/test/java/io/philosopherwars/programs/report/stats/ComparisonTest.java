package io.philosopherwars.programs.report.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Welch's verdict decided without the quantile is the verdict of Welch's interval. */
class ComparisonTest {
    /**
     * Random pairs of fork lists made by the calibration's own {@link Calibration#fork} (2 to 12 forks a side, 1 to 5
     * iterations, each side's spread of its own, from identical to a factor of two apart): the verdict from the
     * distribution function is the verdict of the interval, and every verdict occurs, so that none of the edges goes
     * unchecked.
     */
    @Test
    void welchVerdictIsTheVerdictOfWelchsInterval() {
        SplittableRandom random = new SplittableRandom(20_261_129L);
        Map<Verdict, Integer> seen = new EnumMap<>(Verdict.class);
        for (int trial = 0; trial < 20_000; trial++) {
            int iterations = 1 + random.nextInt(5);
            List<double[]> a = forks(random, 2 + random.nextInt(11), iterations, random.nextDouble(-0.7, 0.7));
            List<double[]> b = forks(random, 2 + random.nextInt(11), iterations, 0);
            double[] interval = Comparison.welch(a, b, Comparison.CONFIDENCE);
            Verdict expected = Verdict.of(interval[1], interval[2], Comparison.MARGIN);
            assertEquals(expected, Comparison.welchVerdict(a, b, Comparison.CONFIDENCE, Comparison.MARGIN),
                    () -> "interval " + interval[0] + " [" + interval[1] + ", " + interval[2] + "]");
            seen.merge(expected, 1, Integer::sum);
        }
        assertEquals(Verdict.values().length, seen.size(), seen::toString);
        List<double[]> one = List.of(new double[] { 1 });
        assertEquals(Verdict.UNDECIDED, Comparison.welchVerdict(one, one, Comparison.CONFIDENCE, Comparison.MARGIN),
                "one fork a side: no interval");
        List<double[]> same = List.of(new double[] { 2 }, new double[] { 2 });
        assertEquals(Verdict.EQUIVALENT, Comparison.welchVerdict(same, same, Comparison.CONFIDENCE, Comparison.MARGIN),
                "no spread, equal");
    }

    /** A side's forks as the calibration simulates them, at a log level of {@code level} and a spread of its own. */
    private static List<double[]> forks(SplittableRandom random, int forks, int iterations, double level) {
        double spread = random.nextDouble(0.001, 0.3);
        List<double[]> out = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            out.add(Calibration.fork(random, level, spread, 0.02, iterations));
        }
        return out;
    }
}
