package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExpectationTest {

    /** A row of three forks at {@code forks}, the same block. */
    private static JmhRow row(String benchmark, double... forks) {
        return JmhRow.parse(
                JsonParser.parseString(ReportTest.inForks(ReportTest.row(benchmark, "allFull", forks[1], "1", forks)))
                        .getAsJsonObject());
    }

    private static Comparison compare(double[] a, double[] b, double bound) {
        return Comparison.of("", row("NoopBenchmark.reentrantLock_virtual", a),
                row("NoopBenchmark.reentrantLock_platform", b), Quantity.DINNER, bound);
    }

    @Test
    void twoOrdersOfMagnitudeIsAMagnitudeNotADirection() {
        Expectation twoOrders = Expectation.below(Claims.TWO_ORDERS, "two orders of magnitude cheaper");
        assertEquals(Math.pow(10, -1.5), Claims.TWO_ORDERS, 1e-12);
        double[] platform = { 99, 100, 101 };
        // Twenty times cheaper, tightly: faster, and still contradicts "two orders".
        Comparison twenty = compare(new double[] { 4.95, 5, 5.05 }, platform, Claims.TWO_ORDERS);
        assertEquals(Verdict.FASTER, twenty.verdict());
        assertEquals(Optional.of(false), twoOrders.agrees(twenty));
        // Two hundred times cheaper: agrees.
        Comparison twoHundred = compare(new double[] { 0.495, 0.5, 0.505 }, platform, Claims.TWO_ORDERS);
        assertEquals(Optional.of(true), twoOrders.agrees(twoHundred));
        // Around the bound, and noisy: neither.
        Comparison around = compare(new double[] { 2, 3.2, 5 }, platform, Claims.TWO_ORDERS);
        assertFalse(around.settled());
        assertEquals(Optional.empty(), twoOrders.agrees(around));
        // A comparison made against one is not read against a bound it was not tested on.
        assertEquals(Optional.empty(), twoOrders.agrees(Comparison.of("", twenty.a(), twenty.b(), Quantity.DINNER)));
    }

    @Test
    void notSlowerIsOneSidedSoFasterCountsForIt() {
        Expectation notSlower = Expectation.below(Comparison.MARGIN, "not slower");
        double[] lock = { 99, 100, 101 };
        assertEquals(Optional.of(true),
                notSlower.agrees(compare(new double[] { 32, 33, 34 }, lock, Comparison.MARGIN)));
        assertEquals(Optional.of(false),
                notSlower.agrees(compare(new double[] { 190, 200, 210 }, lock, Comparison.MARGIN)));
        // Equal within a percent: inside the margin, so not slower.
        assertEquals(Optional.of(true),
                notSlower.agrees(compare(new double[] { 99.5, 100.5, 101.5 }, lock, Comparison.MARGIN)));
    }

    @Test
    void anOrderOfMagnitudeSlowerRoundsAtTheSquareRootOfTen() {
        Expectation order = Expectation.above(Claims.ONE_ORDER, "an order of magnitude slower");
        double[] lock = { 9.9, 10, 10.1 };
        assertEquals(Optional.of(true), order.agrees(compare(new double[] { 395, 400, 405 }, lock, Claims.ONE_ORDER)));
        assertEquals(Optional.of(false),
                order.agrees(compare(new double[] { 19.5, 20, 20.5 }, lock, Claims.ONE_ORDER)));
        assertTrue(order.words().contains("above 3.162"), order.words());
    }
}
