package io.philosopherwars.programs.report.results;

import com.google.gson.JsonObject;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.handoff.HandOff;
import io.philosopherwars.jmh.ScaledBenchmark;
import java.util.List;
import java.util.Optional;

/**
 * One row of {@code HandOffBenchmark}: ns per hand-off around a ring of threads, by fork.
 *
 * @param handOff
 *            how the token is handed over, from the method name ({@code park_virtual})
 * @param threads
 *            the thread kind, from the method name
 * @param ring
 *            threads in the ring ({@code -p ring})
 * @param score
 *            JMH's mean, ns per hand-off
 * @param samples
 *            every iteration, by fork
 * @param switchesPerHop
 *            the fork's kernel context switches per hand-off (JMH's {@code switchesPerHop}), NaN where the run did not
 *            count them: about one where each hand-off wakes a blocked platform thread, far less where it never blocks
 */
public record RingRow(HandOff handOff, ThreadKind threads, int ring, double score, List<List<Double>> samples,
        double switchesPerHop) implements Measured {

    /** The name of the secondary metric that counts kernel switches per hand-off. */
    public static final String SWITCHES_PER_HOP = "switchesPerHop";

    /** Whether a result of JMH's JSON is a row of this kind: its benchmark's class. */
    static boolean is(JsonObject row) {
        return row.get("benchmark").getAsString().contains(".HandOffBenchmark.");
    }

    static RingRow parse(JsonObject row) {
        BenchmarkMethod method = BenchmarkMethod.of(row);
        JsonObject primary = row.getAsJsonObject("primaryMetric");
        return new RingRow(HandOff.byId(method.what()), method.threads(),
                ScaledBenchmark.thousands("-p ring", row.getAsJsonObject("params").get("ring").getAsString()),
                primary.get("score").getAsDouble(), RawFormat.forks(primary.getAsJsonArray("rawData")),
                Optional.ofNullable(RawFormat.secondary(row).get(SWITCHES_PER_HOP)).map(JmhRow.Metric::score)
                        .orElse(Double.NaN));
    }

    @Override
    public String label() {
        return dinner() + "/" + work();
    }

    @Override
    public String dinner() {
        return handOff.id() + "/" + threads.id();
    }

    @Override
    public String work() {
        return "ring of " + ring;
    }

    @Override
    public List<double[]> forks(Quantity quantity) {
        return samples.stream().map(f -> f.stream().mapToDouble(Double::doubleValue).toArray()).toList();
    }

    @Override
    public double mean(Quantity quantity) {
        return score;
    }
}
