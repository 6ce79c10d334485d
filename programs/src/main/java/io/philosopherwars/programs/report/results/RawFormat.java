package io.philosopherwars.programs.report.results;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The one place that knows how each version of the raw data stored a row's secondary metrics, and turns every version
 * into one meaning: a metric's value per measured iteration is <em>the mean per dinner of that iteration</em>, and its
 * score is the mean of those values. Values meaning that can be pooled across runs by concatenation, whatever each
 * run's {@code -f} and {@code -i}.
 * <ul>
 * <li><b>Version 1</b> (results measured before the {@code DinnerMetrics} profiler): the dinners' metrics were
 * {@code @AuxCounters(EVENTS)}, unit {@code #}, which JMH sums over every measured iteration of every fork; so each
 * iteration wrote its mean times 1 / (iterations x forks) of the run that wrote it. Detected by the unit {@code #} on
 * one of {@link #DINNER_METRICS}; converted by multiplying each value by that run's measurement iterations x forks
 * (both in the same JSON row). A converted row must give back the score JMH printed (the sum of the shares is the mean
 * of the means); a row that does not is refused as malformed.</li>
 * <li><b>Version 2</b>: the {@code DinnerMetrics} profiler reports each iteration's mean as is, with a unit of its own
 * ({@code ms}, {@code meals}, ...) and JMH's {@code AVG} policy: read as it is. So are JMH's own profilers' metrics
 * ({@code -prof gc}: per iteration as they are).</li>
 * </ul>
 */
final class RawFormat {
    /** The unit JMH gives {@code @AuxCounters}: the mark of version 1. */
    static final String AUX_COUNTER_UNIT = "#";

    /** The dinner and floor metrics; only these were ever written as shares. */
    static final Set<String> DINNER_METRICS = Set.of("setupMs", "eatingMs", "leavingMs", "mealsPerSecond", "neverAte",
            "medianMeals", "maxMeals", "totalMeals", "fairness", "switchesPerMeal", "unmountsPerMeal");

    /** How far a converted version-1 score may sit from JMH's printed one (rounding of a sum of shares). */
    private static final double SCORE_TOLERANCE = 1e-9;

    private RawFormat() {
    }

    /** Every secondary metric of one JMH result row, in the one meaning; malformed ones fail with the metric's name. */
    static Map<String, JmhRow.Metric> secondary(JsonObject row) {
        Map<String, JmhRow.Metric> secondary = new TreeMap<>();
        if (!row.has("secondaryMetrics")) {
            return secondary;
        }
        for (Map.Entry<String, JsonElement> e : row.getAsJsonObject("secondaryMetrics").entrySet()) {
            secondary.put(e.getKey(), metric(row, e.getKey(), e.getValue().getAsJsonObject()));
        }
        return secondary;
    }

    /** Whether a metric was written as shares of JMH's sum (version 1). */
    static boolean shares(String name, JsonObject metric) {
        return DINNER_METRICS.contains(name) && metric.has("scoreUnit")
                && AUX_COUNTER_UNIT.equals(metric.get("scoreUnit").getAsString());
    }

    private static JmhRow.Metric metric(JsonObject row, String name, JsonObject metric) {
        List<List<Double>> values = metric.has("rawData") && metric.get("rawData").isJsonArray()
                ? forks(metric.getAsJsonArray("rawData"))
                : List.of();
        double score = number(metric.get("score"));
        double error = number(metric.get("scoreError"));
        if (!shares(name, metric)) {
            return new JmhRow.Metric(score, error, values);
        }
        double share = 1.0 / (positive(row, "measurementIterations") * Math.max(1, positive(row, "forks")));
        List<List<Double>> means = values.stream().map(f -> f.stream().map(v -> v / share).toList()).toList();
        double mean = mean(means.stream().flatMap(List::stream).toList());
        if (Double.isFinite(score) && Double.isFinite(mean)
                && Math.abs(mean - score) > SCORE_TOLERANCE * Math.max(1, Math.abs(score))) {
            throw new IllegalArgumentException("secondary metric " + name + ": its per-iteration values x "
                    + Math.round(1 / share) + " (iterations x forks) average " + mean + ", not JMH's score " + score
                    + ": not the raw format this report knows");
        }
        // JMH's error of a sum of shares is not an error of the mean: JMH's rule on the means instead, as pooling does.
        return new JmhRow.Metric(mean, JmhRow.halfWidth(means.stream().flatMap(List::stream).toList()), means);
    }

    private static int positive(JsonObject row, String name) {
        JsonElement value = row.get(name);
        if (value == null || !value.isJsonPrimitive()) {
            throw new IllegalArgumentException("missing \"" + name + "\", needed to read its version-1 metrics");
        }
        return Math.max(0, value.getAsInt());
    }

    static List<List<Double>> forks(JsonArray rawData) {
        return rawData.asList().stream()
                .map(fork -> fork.getAsJsonArray().asList().stream().map(RawFormat::number).toList()).toList();
    }

    static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    /** JMH writes {@code "NaN"} as a string where it has no value; a missing value is NaN too. */
    static double number(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return Double.NaN;
        }
        String text = value.getAsString();
        return "NaN".equals(text) ? Double.NaN : Double.parseDouble(text);
    }
}
