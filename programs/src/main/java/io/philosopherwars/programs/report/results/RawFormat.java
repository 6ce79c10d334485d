package io.philosopherwars.programs.report.results;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The one place that knows how the raw data store a row's secondary metrics: a metric's value per measured iteration is
 * <em>the mean per dinner of that iteration</em> (the {@code DinnerMetrics} profiler writes each iteration's mean as
 * is, with a unit of its own and JMH's {@code AVG} policy; JMH's own profilers' metrics, {@code -prof gc}, are per
 * iteration as they are), and its score is the mean of those values. Values meaning that can be pooled across runs by
 * concatenation, whatever each run's {@code -f} and {@code -i}. The first format ({@code @AuxCounters}, unit {@code #},
 * which JMH summed over iterations and forks) was converted here until no committed set held it; it is now refused.
 */
final class RawFormat {
    /**
     * The dinner and floor metrics, the only ones the first format wrote as shares (JMH's own profilers write a unit
     * {@code #} of their own, {@code -prof pauses} among them).
     */
    private static final Set<String> DINNER_METRICS = Set.of("setupMs", "eatingMs", "leavingMs", "mealsPerSecond",
            "neverAte", "medianMeals", "maxMeals", "totalMeals", "fairness", "switchesPerMeal", "unmountsPerMeal");

    private RawFormat() {
    }

    /** Every secondary metric of one JMH result row, in the one meaning. */
    static Map<String, JmhRow.Metric> secondary(JsonObject row) {
        Map<String, JmhRow.Metric> secondary = new TreeMap<>();
        if (!row.has("secondaryMetrics")) {
            return secondary;
        }
        for (Map.Entry<String, JsonElement> e : row.getAsJsonObject("secondaryMetrics").entrySet()) {
            JsonObject metric = e.getValue().getAsJsonObject();
            if (DINNER_METRICS.contains(e.getKey()) && metric.has("scoreUnit")
                    && "#".equals(metric.get("scoreUnit").getAsString())) {
                // Shares that JMH summed over the run's iterations and forks: read as they are, they would be wrong.
                throw new IllegalArgumentException("secondary metric " + e.getKey() + " in the first raw format"
                        + " (@AuxCounters, unit #), which this report no longer reads: measure it again");
            }
            List<List<Double>> values = metric.has("rawData") && metric.get("rawData").isJsonArray()
                    ? forks(metric.getAsJsonArray("rawData"))
                    : List.of();
            secondary.put(e.getKey(), new JmhRow.Metric(number(metric.get("score")), values));
        }
        return secondary;
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
