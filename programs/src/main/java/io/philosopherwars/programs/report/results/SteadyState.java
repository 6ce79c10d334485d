package io.philosopherwars.programs.report.results;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether each fork had settled before JMH measured it, from every iteration of the set's JMH runs, warm-ups included
 * ({@code raw/NAME.iterations.json}, which {@code measure} and {@code publish} write beside the JSON). Two declared
 * checks per fork, both on the score JMH measured (time per dinner):
 * <ul>
 * <li><em>settled</em>: its last warm-up lies within its measured iterations' range, widened on each side by
 * {@link #MARGIN} of their mean (the margin within which the study calls two sides equal). A fork whose last warm-up is
 * outside was still moving when the measurement began.</li>
 * <li><em>changed level</em>: its measured iterations' largest is more than {@link #LEVEL} times its smallest: one fork
 * measured two levels, which its mean hides.</li>
 * </ul>
 */
public final class SteadyState {
    /** The widening of the measured range on each side, as a share of their mean: the study's equivalence margin. */
    public static final double MARGIN = 0.05;
    /** Largest over smallest measured iteration of one fork past which it changed level: five times the margin. */
    public static final double LEVEL = 1.25;

    private SteadyState() {
    }

    /**
     * One fork of one benchmark run: the slice it was measured in ({@code noop-2}), its benchmark's short name and
     * parameters, and its scores in order.
     */
    public record Fork(String run, String benchmark, Map<String, String> params, String unit, double[] warmup,
            double[] measured) {
        /** The family of its slice: the run's name without a block's number ({@code noop-2} is {@code noop}). */
        public String family() {
            return run.replaceFirst("-\\d+$", "");
        }

        public double mean() {
            return Arrays.stream(measured).average().orElse(Double.NaN);
        }

        /** Its last warm-up within the measured range, widened by {@link #MARGIN} of their mean; true without one. */
        public boolean settled() {
            if (warmup.length == 0 || measured.length == 0) {
                return true;
            }
            double slack = MARGIN * mean();
            double last = warmup[warmup.length - 1];
            return last >= min() - slack && last <= max() + slack;
        }

        /** Its measured iterations' largest over their smallest is past {@link #LEVEL}. */
        public boolean changedLevel() {
            return levels() > LEVEL;
        }

        /** Its measured iterations' largest over their smallest; 1 with fewer than two. */
        public double levels() {
            return measured.length < 2 ? 1 : max() / min();
        }

        private double min() {
            return Arrays.stream(measured).min().orElse(Double.NaN);
        }

        private double max() {
            return Arrays.stream(measured).max().orElse(Double.NaN);
        }

        /** Its last warm-up over its measured mean: above 1, it was still getting faster when measured. */
        public double lastWarmupOverMean() {
            return warmup.length == 0 ? Double.NaN : warmup[warmup.length - 1] / mean();
        }

        /**
         * Its last measured iteration over its first: the drift inside what was measured, which a comparison's means
         * carry (below 1, it was getting faster while measured); NaN with fewer than two. A fork of one warm-up can be
         * unsettled by its warm-up alone, that iteration being its first, cold one, and still measure flat.
         */
        public double lastOverFirst() {
            return measured.length < 2 ? Double.NaN : measured[measured.length - 1] / measured[0];
        }

        /** Its measured iterations got faster by more than {@link #MARGIN} from the first to the last. */
        public boolean driftedFaster() {
            return lastOverFirst() < 1 / (1 + MARGIN);
        }
    }

    /** Every fork of every run in {@code raw} that kept its iterations, by run name then in order; none if none did. */
    public static List<Fork> read(Path raw) {
        List<Fork> forks = new ArrayList<>();
        if (!Files.isDirectory(raw)) {
            return forks;
        }
        for (Path file : Layout.list(raw).stream()
                .filter(p -> p.getFileName().toString().endsWith(ResultSet.ITERATIONS)).toList()) {
            String name = file.getFileName().toString();
            String run = name.substring(0, name.length() - ResultSet.ITERATIONS.length());
            try {
                for (JsonElement element : JsonParser.parseString(Layout.read(file)).getAsJsonArray()) {
                    JsonObject benchmark = element.getAsJsonObject();
                    String full = benchmark.get("benchmark").getAsString();
                    String shortName = full.substring(full.lastIndexOf('.', full.lastIndexOf('.') - 1) + 1);
                    Map<String, String> params = new TreeMap<>();
                    benchmark.getAsJsonObject("params").entrySet()
                            .forEach(e -> params.put(e.getKey(), e.getValue().getAsString()));
                    String unit = benchmark.has("unit") ? benchmark.get("unit").getAsString() : "";
                    for (JsonElement fork : benchmark.getAsJsonArray("forks")) {
                        JsonObject f = fork.getAsJsonObject();
                        forks.add(new Fork(run, shortName, params, unit, scores(f, "warmup"), scores(f, "measured")));
                    }
                }
            } catch (JsonParseException | IllegalStateException | NullPointerException
                    | UnsupportedOperationException e) {
                throw new ReportException(file + ": not a list of benchmarks, each with its forks' warm-up and"
                        + " measured scores: " + e.getMessage());
            }
        }
        return forks;
    }

    private static double[] scores(JsonObject fork, String phase) {
        return fork.getAsJsonArray(phase).asList().stream().mapToDouble(JsonElement::getAsDouble).toArray();
    }
}
