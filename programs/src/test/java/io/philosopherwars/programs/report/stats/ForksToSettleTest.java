package io.philosopherwars.programs.report.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The projection that names a comparison too far from a decision to be topped up blindly. */
class ForksToSettleTest {
    @Test
    void aWideIntervalFarFromADecisionNeedsManyForksANarrowOneTheNextLook() {
        // At the first look (three forks, two degrees of freedom) Student's quantile is large: most of a wide interval
        // is that quantile, not the spread, and the projection takes it out.
        int near = Looks.forksToSettle(0.05, 3, 2, 0, 0.10);
        assertEquals(6, near, "an interval already narrower than the gap settles at the next look");
        int far = Looks.forksToSettle(0.50, 3, 2, 0, 0.05);
        assertTrue(far > 10, "far beyond the last look: " + far);
        int farther = Looks.forksToSettle(0.50, 3, 2, 0, 0.02);
        assertTrue(farther > far, "a smaller gap needs more forks: " + farther + " against " + far);
        assertEquals(Integer.MAX_VALUE, Looks.forksToSettle(0.5, 3, 2, 0, 0));
    }
}
