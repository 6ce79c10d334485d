package io.philosopherwars.programs.report.stats;

import io.philosopherwars.core.Named;
import java.util.Locale;

/**
 * What a comparison A / B on fixed work says, from its interval (see {@link Comparison}). "Undecided" is not "equal":
 * it says that the data do not tell, at the stated confidence, which side of the margin the ratio is on.
 */
public enum Verdict implements Named {
    /** The whole interval is below 1 (A takes less time), and not inside the equivalence margin. */
    FASTER,
    /** The whole interval is above 1. */
    SLOWER,
    /** The whole interval is inside the equivalence margin: whatever the difference is, it is smaller than that. */
    EQUIVALENT,
    /** The interval straddles 1 and reaches past the margin, or there is no interval (fewer than two forks). */
    UNDECIDED;

    @Override
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Decided: faster, slower or equivalent. */
    public boolean decided() {
        return this != UNDECIDED;
    }

    /** The verdict of an interval [low, high] of a ratio, with the equivalence margin [1 / margin, margin]. */
    public static Verdict of(double low, double high, double margin) {
        if (!(low > 0) || !Double.isFinite(high)) {
            return UNDECIDED;
        }
        if (low >= 1 / margin && high <= margin) {
            return EQUIVALENT;
        }
        if (high < 1) {
            return FASTER;
        }
        if (low > 1) {
            return SLOWER;
        }
        return UNDECIDED;
    }
}
