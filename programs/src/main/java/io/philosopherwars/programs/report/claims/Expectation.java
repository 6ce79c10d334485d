package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.Optional;

/**
 * What a comparison must show for a claim's printed sentence to be true, and the ratio its looks test against.
 * <ul>
 * <li>A verdict ({@link #of}): faster, slower or equivalent, tested against a ratio of one.</li>
 * <li>A magnitude ({@link #below}, {@link #above}): the sentence names a factor ("two orders of magnitude faster", "an
 * order of magnitude slower", "not slower"), and the looks test the ratio against that factor, declared beside the
 * claim. A comparison agrees when its interval lies wholly on the sentence's side of the bound, and contradicts when it
 * lies wholly on the other side; the same looks and levels as a verdict, so the same error.</li>
 * </ul>
 *
 * @param words
 *            what the comparison must show, in words, for the pages
 * @param verdict
 *            the direction: {@link Verdict#FASTER} for a bound A / B must stay below, {@link Verdict#SLOWER} for one it
 *            must exceed, or the verdict itself where {@code bound} is 1
 * @param bound
 *            the ratio tested against: 1 for a verdict
 * @param veto
 *            why a comparison cannot decide this claim, whatever it shows (its direction depends on the harness around
 *            what the claim is about); empty for a comparison that can
 */
public record Expectation(String words, Verdict verdict, double bound,
        java.util.function.Function<Comparison, Optional<String>> veto) {

    private static final java.util.function.Function<Comparison, Optional<String>> NO_VETO = c -> Optional.empty();

    public Expectation(String words, Verdict verdict, double bound) {
        this(words, verdict, bound, NO_VETO);
    }

    /** The same expectation, with the comparisons that {@code veto} names kept from deciding, and why. */
    public Expectation vetoing(java.util.function.Function<Comparison, Optional<String>> why) {
        return new Expectation(words, verdict, bound, why);
    }

    /** Why {@code c} cannot decide the claim, or empty where it can. */
    public Optional<String> vetoed(Comparison c) {
        return veto.apply(c);
    }

    /**
     * The factor from which a difference rounds to {@code orders} orders of magnitude: 10^0.5 for "an order", 10^1.5
     * for "two orders". A ratio A / B is that much slower above it, that much faster below its inverse.
     */
    public static double orders(double orders) {
        return Math.pow(10, orders - 0.5);
    }

    /** The comparison's verdict must be {@code verdict}. */
    public static Expectation of(Verdict verdict) {
        return new Expectation(verdict.id(), verdict, 1);
    }

    /** A / B must lie below {@code bound}: A faster than B by at least 1 / bound. */
    public static Expectation below(double bound, String words) {
        return new Expectation(words + " (A / B below " + Numbers.ratio(bound) + ")", Verdict.FASTER, bound);
    }

    /** A / B must lie above {@code bound}: A slower than B by at least that factor. */
    public static Expectation above(double bound, String words) {
        return new Expectation(words + " (A / B above " + Numbers.ratio(bound) + ")", Verdict.SLOWER, bound);
    }

    /** Resolves a check with this expectation's looks. */
    public Optional<Comparison> resolve(io.philosopherwars.programs.report.results.ResultSet set, Claim.Check check) {
        return check.resolve(set, bound);
    }

    /**
     * Whether {@code c} agrees with the sentence (true), contradicts it (false), or neither is decided or it is vetoed
     * (empty). Against 1: a decided verdict agrees when it is this one. Against a bound: the interval wholly below it
     * agrees with "below" and contradicts "above", and the reverse.
     */
    public Optional<Boolean> agrees(Comparison c) {
        if (veto.apply(c).isPresent()) {
            return Optional.empty();
        }
        if (bound == 1) {
            return c.verdict().decided() ? Optional.of(c.verdict() == verdict) : Optional.empty();
        }
        if (c.bound() != bound || !c.settled()) {
            return Optional.empty();
        }
        boolean below = c.high() < bound;
        return Optional.of(verdict == Verdict.FASTER ? below : !below);
    }
}
