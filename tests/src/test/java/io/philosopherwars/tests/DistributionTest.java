package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Distribution;
import org.junit.jupiter.api.Test;

/** Percentiles on fixed samples, the unstable rule, and the format a table shows. */
class DistributionTest {

    @Test
    void percentilesInterpolateBetweenTheClosestRanks() {
        Distribution d = Distribution.of(5, 1, 4, 2, 3, 10, 6, 9, 7, 8, 11);

        assertEquals(11, d.n());
        assertEquals(1, d.min());
        assertEquals(2, d.p10(), 1e-12);
        assertEquals(6, d.median(), 1e-12);
        assertEquals(10, d.p90(), 1e-12);
        assertEquals(11, d.max());
    }

    @Test
    void evenCountsInterpolate() {
        Distribution d = Distribution.of(10, 20, 30, 40);

        assertEquals(25, d.median(), 1e-12);
        assertEquals(13, d.p10(), 1e-12);
        assertEquals(37, d.p90(), 1e-12);
    }

    @Test
    void aBimodalRaceIsUnstableAndSaysSo() {
        // 20 dinners: most end in about 300 ms, a third of them run ten times longer.
        double[] race = new double[20];
        for (int i = 0; i < race.length; i++) {
            race[i] = i % 3 == 0 ? 3_000 + i : 300 + i;
        }
        Distribution d = Distribution.of(race);

        assertTrue(d.unstable(), d::format);
        assertTrue(d.format().endsWith(" n=20 unstable"), d::format);
    }

    @Test
    void fixedWorkWithinTwofoldIsStable() {
        Distribution d = Distribution.of(100, 101, 99, 140, 102, 98, 180);

        assertFalse(d.unstable(), d::format);
        assertEquals("101.0 [98.6, 156.0] (98.0, 180.0) n=7", d.format());
    }

    @Test
    void oneSampleIsItsOwnDistributionAndNoSampleIsAnError() {
        Distribution one = Distribution.of(42);
        assertEquals(42, one.p10());
        assertEquals(42, one.p90());

        assertThrows(IllegalArgumentException.class, Distribution::of);
    }
}
