package io.philosopherwars.programs.report.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** The blocked model, the declared looks, and the A/A of both plans. */
class BlocksTest {
    private static List<double[]> forks(double... means) {
        List<double[]> forks = new ArrayList<>();
        for (double m : means) {
            forks.add(new double[] { m, m });
        }
        return forks;
    }

    private static List<String> blocks(String... names) {
        return List.of(names);
    }

    @Test
    void oneForkASidePerBlockIsStudentsPairedT() {
        double[] a = { 110, 230, 56, 118 };
        double[] b = { 100, 200, 50, 100 };
        Blocks fit = Blocks.fit(forks(a), blocks("1", "2", "3", "4"), forks(b), blocks("1", "2", "3", "4"));
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = Math.log(a[i] / b[i]);
        }
        double mean = Comparison.mean(d);
        assertEquals(mean, fit.lnRatio(), 1e-12);
        assertEquals(Math.sqrt(Comparison.variance(d) / d.length), fit.se(), 1e-12);
        assertEquals(3, fit.df());
        // The sides' means are geometric, and their ratio is the estimate exactly.
        assertEquals(fit.ratio(), fit.meanA() / fit.meanB(), 1e-12);
    }

    @Test
    void theBlockEffectCancelsWhereWelchSeesOnlyNoise() {
        // The machine's mood doubles and halves from block to block; A is 10% slower than B in every block.
        double[] moods = { 1, 2, 0.5, 1.5, 0.8, 1.2 };
        double[] a = new double[moods.length];
        double[] b = new double[moods.length];
        for (int i = 0; i < moods.length; i++) {
            a[i] = 110 * moods[i] * (1 + 0.01 * (i % 2));
            b[i] = 100 * moods[i];
        }
        List<String> names = blocks("1", "2", "3", "4", "5", "6");
        Looks.Decision blocked = Looks.judge(forks(a), names, forks(b), names);
        assertEquals(Verdict.SLOWER, blocked.verdict());
        assertEquals(1, blocked.look(), "decided at the first look, on three blocks");
        double[] welch = Comparison.welch(forks(a), forks(b), Comparison.CONFIDENCE);
        assertEquals(Verdict.UNDECIDED, Verdict.of(welch[1], welch[2], Comparison.MARGIN));
    }

    @Test
    void onlyBlocksThatMeasuredBothSidesAreRead() {
        // A's forks in block "x" have no B beside them: slow or fast, they change nothing.
        List<double[]> a = forks(110, 111, 109, 500);
        List<double[]> b = forks(100, 101, 99);
        Blocks with = Blocks.fit(a, blocks("1", "2", "3", "x"), b, blocks("1", "2", "3"));
        Blocks without = Blocks.fit(a.subList(0, 3), blocks("1", "2", "3"), b, blocks("1", "2", "3"));
        assertEquals(without.lnRatio(), with.lnRatio(), 1e-12);
        assertEquals(3, with.forks());
        assertEquals(3, with.blocks());
        // No shared block: no estimate.
        assertTrue(Double.isNaN(Blocks.fit(a, blocks("p", "q", "r", "s"), b, blocks("1", "2", "3")).lnRatio()));
    }

    @Test
    void oneBlockOfSeveralForksIsTheTwoSampleT() {
        // Fork means 10, 12, 14 over 10, 10, 10 in one run: the pooled two-sample t on the logs, 3 + 3 - 2 = 4 df.
        Blocks fit = Blocks.fit(forks(10, 12, 14), blocks("r", "r", "r"), forks(10, 10, 10), blocks("r", "r", "r"));
        double[] la = { Math.log(10), Math.log(12), Math.log(14) };
        double pooled = Comparison.variance(la) * 2 / 4;
        assertEquals(4, fit.df());
        assertEquals(Math.sqrt(pooled * (1.0 / 3 + 1.0 / 3)), fit.se(), 1e-12);
        assertEquals(Comparison.mean(la) - Math.log(10), fit.lnRatio(), 1e-12);
    }

    @Test
    void theLooksSpendExactlyTheStatedErrorAndTheFirstDecisionStands() {
        double spent = 0;
        for (int k = 0; k < Looks.FORKS.size(); k++) {
            assertTrue(Looks.alpha(k) > 0);
            spent += Looks.alpha(k);
        }
        assertEquals(1 - Comparison.CONFIDENCE, spent, 1e-12);
        // Decided at the first look (three blocks, 20% slower each time): three more blocks that say the opposite
        // change nothing, because the verdict is the first look's.
        double[] a = { 120, 121, 119, 80, 79, 81 };
        double[] b = { 100, 100, 100, 100, 100, 100 };
        List<String> six = blocks("1", "2", "3", "4", "5", "6");
        Looks.Decision d = Looks.judge(forks(a), six, forks(b), six);
        assertEquals(Verdict.SLOWER, d.verdict());
        assertEquals(1, d.look());
        assertEquals(1 - Looks.alpha(0), d.confidence(), 1e-12);
        double t = new TDistribution(2).inverseCumulativeProbability(1 - Looks.alpha(0) / 2);
        assertEquals(Math.exp(d.fit().lnRatio() + t * d.fit().se()), d.high(), 1e-9);
        // Under the first look's forks there is no verdict at all.
        Looks.Decision two = Looks.judge(forks(120, 121), blocks("1", "2"), forks(100, 100), blocks("1", "2"));
        assertEquals(0, two.look());
        assertEquals(Verdict.UNDECIDED, two.verdict());
        assertFalse(Double.isFinite(two.low()));
    }

    @Test
    void thePlanNowKeepsItsPromiseWhereThePlanBeforeDidNot() {
        // A row with a JVM-to-JVM spread of 5% and 3% between iterations, no block effect: the plan before (stop
        // at the first significant look of Welch's 95%, up to twelve forks) comes out faster or slower more often than
        // its 5%; the plan now stays under it.
        double[] rates = Calibration.simulatePlans(0.05, 0.03, 0, 3, 3_000, 42);
        assertTrue(rates[1] <= 1 - Comparison.CONFIDENCE, "the plan now: " + rates[1]);
        assertTrue(rates[0] > 1 - Comparison.CONFIDENCE, "the plan before: " + rates[0]);
        // With a block effect the plan now is unchanged in law: the effect cancels within blocks.
        double[] drift = Calibration.simulatePlans(0.05, 0.03, 0.2, 3, 3_000, 42);
        assertTrue(drift[1] <= 1 - Comparison.CONFIDENCE, "the plan now, with drift: " + drift[1]);
        // The same seed gives the same numbers: the page built on them never changes without its data.
        assertArrayEquals(rates, Calibration.simulatePlans(0.05, 0.03, 0, 3, 3_000, 42));
    }
}
