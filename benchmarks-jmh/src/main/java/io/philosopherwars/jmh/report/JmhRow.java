package io.philosopherwars.jmh.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.philosopherwars.core.Distribution;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One row of JMH's {@code -rf json} output, read for the report: which dinner (workload, implementation, thread kind,
 * parameters), its score with JMH's error, every measured sample, and the secondary metrics of {@code DinnerMetrics}
 * and {@code -prof gc}.
 *
 * @param workload
 *            the workload id, from the benchmark class ({@code FileReadBenchmark} is {@code fileRead}); the scaled
 *            benchmark's is {@code scaled}
 * @param implementation
 *            the implementation id, from the method name ({@code vertxPerLoop_virtual})
 * @param threads
 *            the thread kind id, from the method name
 * @param mode
 *            JMH's mode ({@code avgt}, {@code ss})
 * @param params
 *            the {@code @Param} values, sorted by name
 * @param score
 *            the primary score
 * @param error
 *            JMH's half-width of the 99.9% confidence interval, NaN when JMH had too few samples for one
 * @param unit
 *            the score's unit
 * @param samples
 *            every measured sample of the primary score (iterations of every fork; one dinner each under single shot)
 * @param secondary
 *            secondary metrics by name: score and error
 * @param iterationSeconds
 *            the length of one measurement iteration, from JMH's {@code measurementTime}; NaN where it has none (single
 *            shot) or it cannot be read
 */
public record JmhRow(String workload, String implementation, String threads, String mode, Map<String, String> params,
        double score, double error, String unit, List<Double> samples, Map<String, Metric> secondary,
        double iterationSeconds) {

    /**
     * A secondary metric's score, error and per-iteration values (every fork's, in order; empty when JMH wrote none).
     */
    public record Metric(double score, double error, List<Double> samples) {
    }

    /** Reads one element of JMH's JSON array; {@code IllegalArgumentException} with what is missing. */
    static JmhRow parse(JsonObject row) {
        String benchmark = string(row, "benchmark");
        int method = benchmark.lastIndexOf('.');
        int type = benchmark.lastIndexOf('.', method - 1);
        String className = benchmark.substring(type + 1, method);
        String methodName = benchmark.substring(method + 1);
        int underscore = methodName.lastIndexOf('_');
        if (method < 0 || underscore < 0 || !className.endsWith("Benchmark")) {
            throw new IllegalArgumentException("benchmark '" + benchmark
                    + "' is not <Workload>Benchmark.<implementation>_<threads> of this project");
        }
        String workload = Character.toLowerCase(className.charAt(0))
                + className.substring(1, className.length() - "Benchmark".length());
        Map<String, String> params = new TreeMap<>();
        if (row.has("params")) {
            row.getAsJsonObject("params").entrySet().forEach(e -> params.put(e.getKey(), e.getValue().getAsString()));
        }
        if ("true".equals(params.get("directIo"))) {
            // A read that bypasses the page cache is another meal: its rows must never pair with page-cache rows.
            workload += "Direct";
        }
        JsonObject primary = object(row, "primaryMetric");
        List<Double> samples = new ArrayList<>();
        for (JsonElement fork : array(primary, "rawData")) {
            fork.getAsJsonArray().forEach(v -> samples.add(number(v)));
        }
        if (samples.isEmpty()) {
            throw new IllegalArgumentException(benchmark + " has no measured samples (primaryMetric.rawData is empty)");
        }
        Map<String, Metric> secondary = new TreeMap<>();
        if (row.has("secondaryMetrics")) {
            row.getAsJsonObject("secondaryMetrics").entrySet().forEach(e -> {
                JsonObject metric = e.getValue().getAsJsonObject();
                List<Double> values = new ArrayList<>();
                if (metric.has("rawData") && metric.get("rawData").isJsonArray()) {
                    for (JsonElement fork : metric.getAsJsonArray("rawData")) {
                        fork.getAsJsonArray().forEach(v -> values.add(number(v)));
                    }
                }
                secondary.put(e.getKey(),
                        new Metric(number(metric.get("score")), number(metric.get("scoreError")), List.copyOf(values)));
            });
        }
        return new JmhRow(workload, methodName.substring(0, underscore), methodName.substring(underscore + 1),
                string(row, "mode"), Collections.unmodifiableMap(params), number(primary.get("score")),
                number(primary.get("scoreError")), string(primary, "scoreUnit"), List.copyOf(samples),
                Collections.unmodifiableMap(secondary), seconds(row.get("measurementTime")));
    }

    /** JMH's time value ({@code "1 s"}, {@code "500 ms"}) in seconds; NaN for anything else. */
    static double seconds(JsonElement value) {
        if (value == null || !value.isJsonPrimitive()) {
            return Double.NaN;
        }
        String[] parts = value.getAsString().trim().split("\\s+");
        if (parts.length != 2) {
            return Double.NaN;
        }
        double scale = switch (parts[1]) {
            case "min" -> 60;
            case "s" -> 1;
            case "ms" -> 1e-3;
            case "us" -> 1e-6;
            case "ns" -> 1e-9;
            default -> Double.NaN;
        };
        try {
            return Double.parseDouble(parts[0]) * scale;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** {@code implementation/threads/workload}, the project's label without sizes. */
    public String label() {
        return implementation + "/" + threads + "/" + workload;
    }

    public String param(String name) {
        return params.getOrDefault(name, "");
    }

    /** A secondary metric's score, NaN when the run did not record it (e.g. no {@code -prof gc}). */
    public double metric(String name) {
        Metric metric = secondary.get(name);
        return metric == null ? Double.NaN : metric.score();
    }

    public Distribution distribution() {
        return Distribution.of(samples.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * A secondary metric per measured sample, aligned with {@link #samples()}; empty when the run did not record it per
     * sample. {@code DinnerMetrics} counters are JMH {@code EVENTS}, which JMH sums over iterations, so each iteration
     * reports its mean times its share, 1 / (iterations x forks): {@code perDinner} undoes that share (the samples'
     * count is iterations x forks) to give the iteration's mean per dinner. Profiler counters ({@code gc.count}) are
     * per iteration as they are.
     */
    public double[] metricSamples(String name, boolean perDinner) {
        Metric metric = secondary.get(name);
        if (metric == null || metric.samples().size() != samples.size()) {
            return new double[0];
        }
        int n = samples.size();
        return metric.samples().stream().mapToDouble(v -> perDinner ? v * n : v).toArray();
    }

    /** JMH's error relative to the score; NaN without an error. */
    public double relativeError() {
        return error / score;
    }

    /**
     * About how long one measured sample lasts, in seconds: one dinner under single shot; under a timed mode an
     * iteration, which holds at least one whole dinner, so the longer of the two. NaN when the score is not in ms.
     */
    public double sampleSeconds() {
        if (!"ms/op".equals(unit)) {
            return Double.NaN;
        }
        double dinner = score / 1000;
        return "ss".equals(mode) ? dinner : Math.max(iterationSeconds, dinner);
    }

    /** Bytes allocated per meal, from {@code -prof gc}'s bytes per dinner and the dinner's meals. */
    public double bytesPerMeal() {
        return metric("gc.alloc.rate.norm") / metric("totalMeals");
    }

    private static String string(JsonObject object, String name) {
        JsonElement value = object.get(name);
        if (value == null || !value.isJsonPrimitive()) {
            throw new IllegalArgumentException("missing \"" + name + "\"");
        }
        return value.getAsString();
    }

    private static JsonObject object(JsonObject object, String name) {
        JsonElement value = object.get(name);
        if (value == null || !value.isJsonObject()) {
            throw new IllegalArgumentException("missing object \"" + name + "\"");
        }
        return value.getAsJsonObject();
    }

    private static JsonArray array(JsonObject object, String name) {
        JsonElement value = object.get(name);
        if (value == null || !value.isJsonArray()) {
            throw new IllegalArgumentException("missing array \"" + name + "\"");
        }
        return value.getAsJsonArray();
    }

    /** JMH writes {@code "NaN"} as a string where it has no error; a missing value is NaN too. */
    private static double number(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return Double.NaN;
        }
        String text = value.getAsString();
        return "NaN".equals(text) ? Double.NaN : Double.parseDouble(text);
    }
}
