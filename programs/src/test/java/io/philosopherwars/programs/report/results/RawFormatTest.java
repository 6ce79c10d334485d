package io.philosopherwars.programs.report.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.philosopherwars.programs.report.pages.ReportTest;
import io.philosopherwars.programs.report.pages.SetPages;

/**
 * The raw data mean the same whatever the options of the run that wrote them: each iteration's mean per dinner, the
 * first format's shares refused, pooling by concatenation, and the invariants every row must keep before the report
 * publishes it.
 */
class RawFormatTest {
    @TempDir
    Path dir;

    /** Setup ms per dinner of each measured iteration of three forks of two iterations: the truth of the fixtures. */
    private static final double[][] SETUP = { { 100, 104 }, { 90, 92 }, { 120, 118 } };
    private static final double[][] DINNER = { { 160, 170 }, { 150, 152 }, { 180, 178 } };

    /**
     * A row of the given forks of {@link #SETUP} and {@link #DINNER}, as the {@code DinnerMetrics} profiler writes it:
     * each metric's value per iteration the mean per dinner of that iteration, with a unit of its own.
     */
    static String rowOf(int... forks) {
        int iterations = SETUP[0].length;
        List<double[]> setup = new ArrayList<>();
        List<double[]> dinner = new ArrayList<>();
        for (int f : forks) {
            setup.add(SETUP[f]);
            dinner.add(DINNER[f]);
        }
        double n = iterations * forks.length;
        return String.format(Locale.ROOT, """
                {"jmhVersion":"1.37","benchmark":"io.philosopherwars.jmh.NoopBenchmark.reentrantLock_platform",
                 "mode":"avgt","threads":1,"forks":%d,"warmupIterations":2,"warmupTime":"1 s",
                 "measurementIterations":%d,"measurementTime":"1 s",
                 "params":{"stop":"allFull","philosophers":"1000","meals":"10000","allFullMeals":"1000"},
                 "primaryMetric":{"score":%s,"scoreError":"NaN","scoreUnit":"ms/op","rawData":%s},
                 "secondaryMetrics":{
                   "setupMs":{"score":%s,"scoreError":1,"scoreUnit":"ms","rawData":%s},
                   "eatingMs":{"score":20.0,"scoreError":0,"scoreUnit":"ms","rawData":%s},
                   "leavingMs":{"score":1.0,"scoreError":0,"scoreUnit":"ms","rawData":%s},
                   "totalMeals":{"score":1000000.0,"scoreError":0,"scoreUnit":"meals","rawData":%s},
                   "neverAte":{"score":0.0,"scoreError":0,"scoreUnit":"philosophers","rawData":%s},
                   "fairness":{"score":1.0,"scoreError":0,"scoreUnit":"index","rawData":%s}
                 }}""", forks.length, iterations, sum(dinner) / n, json(dinner), sum(setup) / n, json(setup),
                json(constant(forks.length, iterations, 20)), json(constant(forks.length, iterations, 1)),
                json(constant(forks.length, iterations, 1_000_000)), json(constant(forks.length, iterations, 0)),
                json(constant(forks.length, iterations, 1)));
    }

    private static List<double[]> constant(int forks, int iterations, double value) {
        List<double[]> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double[] fork = new double[iterations];
            Arrays.fill(fork, value);
            all.add(fork);
        }
        return all;
    }

    private static double sum(List<double[]> forks) {
        return forks.stream().flatMapToDouble(Arrays::stream).sum();
    }

    private static String json(List<double[]> forks) {
        return forks.stream()
                .map(f -> Arrays.stream(f).mapToObj(v -> Double.toString(v)).collect(Collectors.joining(",", "[", "]")))
                .collect(Collectors.joining(",", "[", "]"));
    }

    private static JmhRow parse(String json) {
        return JmhRow.parse(JsonParser.parseString(json).getAsJsonObject());
    }

    /** Your meal's rows are dinners of their own meal: named by what the run passed as {@code -p meal=}. */
    @Test
    void aYourMealRowIsADinnerOfThatMeal() {
        String row = rowOf(0, 1).replace("NoopBenchmark", "YourMealBenchmark").replace("\"params\":{",
                "\"params\":{\"meal\":\"jdbc\",\"mealClasspath\":\"meal.jar\",");
        JmhRow jdbc = parse(row);
        assertEquals(io.philosopherwars.core.workload.WorkloadKind.YOUR_MEAL, jdbc.workload());
        assertEquals("jdbc", jdbc.work());
        assertEquals("reentrantLock/platform/jdbc", jdbc.label());
        assertEquals("CacheLookup",
                parse(row.replace("\"meal\":\"jdbc\"", "\"meal\":\"io.philosopherwars.core.workload.CacheLookup\""))
                        .work());
    }

    /** Each iteration's mean per dinner is read as it is, by fork, and the score is their mean. */
    @Test
    void eachIterationsMeanPerDinnerIsReadAsItIs() {
        JmhRow row = parse(rowOf(0, 1, 2));
        assertArrayEquals(new double[] { 100, 104, 90, 92, 120, 118 }, row.metricSamples("setupMs"), "setupMs");
        assertEquals(List.of(2, 2, 2), row.secondary().get("setupMs").forks().stream().map(List::size).toList());
        assertEquals((100 + 104 + 90 + 92 + 120 + 118) / 6.0, row.metric("setupMs"), 1e-9);
        assertEquals(1_000_000, row.metric("totalMeals"), 1e-6);
        assertEquals(1, row.metric("fairness"), 1e-12);
    }

    @Test
    void theSameForksSplitIntoSlicesWithDifferentForksPoolToTheSameValues() {
        JmhRow whole = parse(rowOf(0, 1, 2));
        // The pilot's two forks and a top-up's one, as publish writes them: -f 2, then -f 1.
        JmhRow pooled = JmhRow.pool(List.of(parse(rowOf(0, 1)), parse(rowOf(2))));
        for (String metric : List.of("setupMs", "eatingMs", "leavingMs", "totalMeals", "neverAte", "fairness")) {
            assertEquals(whole.metric(metric), pooled.metric(metric), 1e-9, metric);
            assertArrayEquals(whole.metricSamples(metric), pooled.metricSamples(metric), metric);
        }
        assertEquals(whole.score(), pooled.score(), 1e-9);
        // Each slice's own score is its mean, so the pooled one is their mean weighted by samples.
        double weighted = (parse(rowOf(0, 1)).secondary().get("setupMs").score() * 2 / 3
                + parse(rowOf(2)).secondary().get("setupMs").score() / 3);
        assertEquals(whole.metric("setupMs"), weighted, 1e-9, "each slice's own score is already its mean");
    }

    /** Publish chooses iterations per family: a row measured with other iterations is never one of a row's forks. */
    @Test
    void rowsOfOtherIterationsAreNeverPooled() {
        JmhRow twoMeasured = parse(rowOf(0, 1));
        JmhRow otherWarmUp = parse(rowOf(2).replace("\"warmupIterations\":2", "\"warmupIterations\":5"));
        assertEquals("2 x 1 s warm-up, 2 x 1 s measured", twoMeasured.iterations());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> JmhRow.pool(List.of(twoMeasured, otherWarmUp)));
        assertTrue(refused.getMessage().contains("5 x 1 s warm-up"), refused.getMessage());
        assertEquals(3, JmhRow.pool(List.of(twoMeasured, parse(rowOf(2)))).forks().size());
    }

    @Test
    void aRowPooledFromOneSliceIsTheRowItself() {
        for (String json : List.of(rowOf(0, 1, 2),
                ReportTest.row("NoopBenchmark.synchronized_virtual", "allFull", 100, "2", 99, 100, 101))) {
            JmhRow row = parse(json);
            JmhRow pooled = JmhRow.pool(List.of(row));
            assertEquals(row.score(), pooled.score(), 1e-12);
            assertEquals(row.forks(), pooled.forks());
            for (String metric : row.secondary().keySet()) {
                assertEquals(row.metric(metric), pooled.metric(metric), 1e-9 * Math.abs(row.metric(metric)), metric);
                assertArrayEquals(row.metricSamples(metric), pooled.metricSamples(metric), metric);
            }
        }
    }

    /** A row of the first raw format (shares that JMH summed, unit #) is refused, never read as means. */
    @Test
    void aRowOfTheFirstFormatIsRefused() {
        String first = rowOf(0, 1).replace("\"scoreUnit\":\"ms\",\"rawData\"", "\"scoreUnit\":\"#\",\"rawData\"");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(first));
        assertTrue(e.getMessage().contains("first raw format"), e.getMessage());
    }

    private static void assertArrayEquals(double[] expected, double[] actual, String what) {
        assertEquals(expected.length, actual.length, what);
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], actual[i], 1e-9 * Math.max(1, Math.abs(expected[i])), what + " [" + i + "]");
        }
    }

    // ---- invariants: the report refuses a set that breaks them, naming the row ----

    private String refusal(String row) throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("bad.json"), "[" + row + "]", StandardCharsets.UTF_8);
        return assertThrows(ReportException.class, () -> SetPages.generate(raw, dir)).getMessage();
    }

    private static String good() {
        return ReportTest.row("NoopBenchmark.reentrantLock_virtual", "allFull", 100, "2", 99, 100, 101);
    }

    @Test
    void anAllFullRowThatDidNotEatPhilosophersTimesMealsIsRefused() throws IOException {
        String message = refusal(
                good().replace("\"totalMeals\":{\"score\":1000000.0", "\"totalMeals\":{\"score\":333333.3").replace(
                        "\"scoreUnit\":\"meals\",\"rawData\":[[1000000.000,",
                        "\"scoreUnit\":\"meals\",\"rawData\":[[333333.333,"));
        assertTrue(
                message.contains("bad.json: reentrantLock/virtual/noop allFull") && message
                        .contains("fork 1, iteration 1: total meals 333333, not philosophers x meals each 1.00000e+06"),
                message);
    }

    @Test
    void anAllFullRowWithAHungryOrUnfairTableIsRefused() throws IOException {
        String message = refusal(good().replace("\"scoreUnit\":\"index\",\"rawData\":[[1.000,",
                "\"scoreUnit\":\"index\",\"rawData\":[[0.167,"));
        assertTrue(message.contains("iteration 1: fairness 0.167000 on all full, not 1"), message);
        message = refusal(good().replace("\"scoreUnit\":\"philosophers\",\"rawData\":[[0.000,",
                "\"scoreUnit\":\"philosophers\",\"rawData\":[[3.000,"));
        assertTrue(message.contains("iteration 1: never ate 3.00000 on all full, not 0"), message);
    }

    @Test
    void phasesThatAddUpToMoreThanTheDinnerAreRefused() throws IOException {
        String message = refusal(ReportTest.row("NoopBenchmark.reentrantLock_virtual", "firstFull", 100, "2",
                new double[] { 100, 100 }, new double[] { 10, 10 }, new double[] { 80, 500 }, new double[] { 1, 1 }));
        assertTrue(message.contains(
                "fork 1, iteration 2: setup + eating + leaving 511.000 ms, more than the dinner's" + " 100.000 ms"),
                message);
        assertTrue(!message.contains("iteration 1:"), "the first iteration keeps it: " + message);
    }

    @Test
    void aReleaseLongerThanItsEatingIsRefused() throws IOException {
        String message = refusal(good().replace("\"eatingMs\":",
                "\"releaseMs\":{\"score\":200,\"scoreError\":\"NaN\",\"scoreUnit\":\"ms\",\"rawData\":[[80,500,80]]},"
                        + "\"eatingMs\":"));
        assertTrue(message.contains("fork 1, iteration 2: release 500.000 ms, more than the eating it is a part of"),
                message);
        assertTrue(!message.contains("iteration 1: release") && !message.contains("iteration 3: release"),
                "the release within eating keeps it: " + message);
    }

    @Test
    void aDinnerRowWithoutItsMetricsIsRefused() throws IOException {
        String bare = good().replaceFirst("\"secondaryMetrics\":\\{[\\s\\S]*}\\s*}$", "\"secondaryMetrics\":{}}");
        String message = refusal(bare);
        assertTrue(message.contains("no setupMs per measured sample"), message);
    }
}
