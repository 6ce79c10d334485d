package io.philosopherwars.programs.report.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Welch's verdict decided without the quantile is the verdict of Welch's interval. */
class ComparisonTest {
    /**
     * Random pairs of fork lists (2 to 12 forks a side, 1 to 5 iterations, each side's level and spread of its own,
     * from identical to a factor of two apart): the verdict from the distribution function is the verdict of the
     * interval, and every verdict occurs, so that none of the edges goes unchecked.
     */
    @Test
    void welchVerdictIsTheVerdictOfWelchsInterval() {
        SplittableRandom random = new SplittableRandom(20_261_129L);
        Map<Verdict, Integer> seen = new EnumMap<>(Verdict.class);
        for (int trial = 0; trial < 20_000; trial++) {
            int iterations = 1 + random.nextInt(5);
            double level = Math.exp(random.nextDouble(-0.7, 0.7));
            double spread = random.nextDouble(0.001, 0.3);
            List<double[]> a = forks(random, 2 + random.nextInt(11), iterations, level, spread);
            List<double[]> b = forks(random, 2 + random.nextInt(11), iterations, 1, random.nextDouble(0.001, 0.3));
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
        assertTrue(seen.get(Verdict.FASTER) > 0 && seen.get(Verdict.SLOWER) > 0, seen::toString);
    }

    private static List<double[]> forks(SplittableRandom random, int forks, int iterations, double level,
            double spread) {
        List<double[]> out = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double jvm = level * Math.exp(spread * gaussian(random));
            double[] fork = new double[iterations];
            for (int i = 0; i < iterations; i++) {
                fork[i] = jvm * (1 + 0.02 * gaussian(random));
            }
            out.add(fork);
        }
        return out;
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
