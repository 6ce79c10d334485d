package io.philosopherwars.programs.report.results;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Param;

/**
 * One row of JMH's {@code -rf json} output, read for the report: which dinner (implementation, thread kind, workload
 * and stop rule, each resolved to the project's own axis by {@link Named#byId}, and the other parameters), its score
 * with JMH's error, every measured sample by fork, and the secondary metrics of {@code DinnerMetrics} and
 * {@code -prof gc}.
 *
 * @param implementation
 *            from the method name ({@code vertxPerLoop_virtual})
 * @param threads
 *            from the method name
 * @param workload
 *            from the benchmark class ({@code FileReadBenchmark} is {@code fileRead}, or {@code fileReadDirect} with
 *            {@code -p directIo=true}); the scaled benchmark's is noop
 * @param stop
 *            from the {@code stop} parameter
 * @param scaled
 *            whether the row is a cell of the scaled sweep ({@code ScaledBenchmark})
 * @param defaults
 *            whether every parameter has its benchmark class's default value (the matrix's sizes): what the findings
 *            compare first, so that a run at other sizes never stands in for the matrix by being newer
 * @param mode
 *            JMH's mode ({@code avgt}, {@code ss})
 * @param params
 *            the {@code @Param} values, sorted by name
 * @param error
 *            JMH's half-width of the 99.9% confidence interval, NaN when JMH had too few samples for one
 * @param forks
 *            every measured sample of the primary score, by fork (iterations; one dinner each under single shot): the
 *            fork, a JVM of its own, is the unit of the comparisons' statistics
 * @param iterationSeconds
 *            the length of one measurement iteration, from JMH's {@code measurementTime}; NaN where it has none (single
 *            shot) or it cannot be read
 * @param blocks
 *            the block each fork was measured in, one per fork: the raw file (a JMH run, a slice of a publish run) that
 *            holds it; the comparisons' statistics take the block as a factor ({@code Blocks})
 * @param cpuLimit
 *            the CPUs its forks were limited to, from {@code -XX:ActiveProcessorCount=N} in the forks' JVM arguments
 *            (publish also pins such forks to that many CPUs with {@code taskset}); 0 where they had the machine's all
 * @param machineCpus
 *            the machine's CPUs, from the run's environment ({@code 2 cores}); 0 where it was not recorded
 * @param iterations
 *            the JMH iterations it ran with ({@code 2 x 1 s warm-up, 3 x 1 s measured}), from the row's own fields;
 *            empty where it cannot be read. Rows of other iterations are never pooled into one ({@link #pool})
 */
public record JmhRow(Implementation implementation, ThreadKind threads, WorkloadKind workload, StopRule stop,
        boolean scaled, boolean defaults, String mode, Map<String, String> params, double score, double error,
        String unit, List<List<Double>> forks, Map<String, Metric> secondary, double iterationSeconds,
        List<String> blocks, int cpuLimit, int machineCpus, String iterations) implements Measured {

    /** The JVM flag that limits a fork's CPUs, as JMH records it among the forks' JVM arguments. */
    public static final String CPU_FLAG = "-XX:ActiveProcessorCount=";

    public JmhRow {
        if (blocks.size() != forks.size()) {
            throw new IllegalArgumentException(forks.size() + " forks but " + blocks.size() + " blocks");
        }
    }

    /**
     * The same row with every fork in block {@code block} (the raw file it was read from), on a machine of
     * {@code machineCpus} CPUs (its environment's, 0 where it does not say).
     */
    JmhRow inBlock(String block, int machineCpus) {
        return new JmhRow(implementation, threads, workload, stop, scaled, defaults, mode, params, score, error, unit,
                forks, secondary, iterationSeconds, Collections.nCopies(forks.size(), block), cpuLimit, machineCpus,
                iterations);
    }

    /** The CPUs its forks ran on: its limit, else the machine's all; 0 where neither is known. */
    @Override
    public int cpus() {
        return cpuLimit > 0 ? cpuLimit : machineCpus;
    }

    /** The limit of {@link #CPU_FLAG} among the forks' JVM arguments, 0 where none is set (the last one counts). */
    static int cpuLimit(JsonObject row) {
        int limit = 0;
        JsonElement args = row.get("jvmArgs");
        for (JsonElement arg : args != null && args.isJsonArray() ? args.getAsJsonArray() : new JsonArray()) {
            String text = arg.getAsString();
            if (text.startsWith(CPU_FLAG)) {
                try {
                    limit = Integer.parseInt(text.substring(CPU_FLAG.length()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("jvmArgs: " + text + " is not a count of CPUs");
                }
                if (limit <= 0) {
                    throw new IllegalArgumentException("jvmArgs: " + text + " is not a positive count of CPUs");
                }
            }
        }
        return limit;
    }

    /**
     * A secondary metric's score and per-iteration values by fork (empty when JMH wrote none).
     */
    public record Metric(double score, List<List<Double>> forks) {
        public List<Double> samples() {
            return flatten(forks);
        }
    }

    /**
     * Whether a result is one of this project's dinners: its class is a workload's benchmark or the scaled one (the
     * hand-off ring and the JEP 491 experiment are not).
     */
    static boolean isDinner(JsonObject row) {
        String className = className(string(row, "benchmark"));
        if (!className.endsWith("Benchmark") || className.length() == "Benchmark".length()) {
            return false;
        }
        String workload = workloadId(className);
        return Arrays.stream(WorkloadKind.values()).anyMatch(w -> w.id().equals(workload));
    }

    /** The simple name of a benchmark method's class; empty where the name has no class. */
    private static String className(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        return benchmark.substring(benchmark.lastIndexOf('.', method - 1) + 1, Math.max(0, method));
    }

    /** A benchmark class's workload: {@code FileReadBenchmark} is {@code fileRead}; the scaled benchmark's is noop. */
    private static String workloadId(String className) {
        return className.equals("ScaledBenchmark") ? WorkloadKind.NOOP.id()
                : Character.toLowerCase(className.charAt(0))
                        + className.substring(1, className.length() - "Benchmark".length());
    }

    /** Reads one element of JMH's JSON array; {@code IllegalArgumentException} with what is missing or unknown. */
    public static JmhRow parse(JsonObject row) {
        String benchmark = string(row, "benchmark");
        String className = className(benchmark);
        if (!className.endsWith("Benchmark")) {
            throw new IllegalArgumentException("benchmark '" + benchmark
                    + "' is not <Workload>Benchmark.<implementation>_<threads> of this project");
        }
        BenchmarkMethod method = BenchmarkMethod.of(row);
        Map<String, String> params = new TreeMap<>();
        if (row.has("params")) {
            row.getAsJsonObject("params").entrySet().forEach(e -> params.put(e.getKey(), e.getValue().getAsString()));
        }
        boolean scaled = className.equals("ScaledBenchmark");
        WorkloadKind workload = WorkloadKind.byId(workloadId(className));
        if (workload == WorkloadKind.FILE_READ && "true".equals(params.get("directIo"))) {
            // FileReadBenchmark serves both reads; the parameter says which (see FileReadBenchmark.workload()).
            workload = WorkloadKind.FILE_READ_DIRECT;
        }
        JsonObject primary = member(row, "primaryMetric", JsonElement::isJsonObject, "object ").getAsJsonObject();
        List<List<Double>> forks = RawFormat
                .forks(member(primary, "rawData", JsonElement::isJsonArray, "array ").getAsJsonArray());
        if (forks.stream().allMatch(List::isEmpty)) {
            throw new IllegalArgumentException(benchmark + " has no measured samples (primaryMetric.rawData is empty)");
        }
        if (!params.containsKey("stop")) {
            throw new IllegalArgumentException(benchmark + " has no stop parameter: not a dinner of this project");
        }
        return new JmhRow(Implementations.byId(method.what()), method.threads(), workload,
                Named.byId("stop rule", StopRule.values(), params.get("stop")), scaled,
                atDefaults(benchmark.substring(0, benchmark.lastIndexOf('.')), params), string(row, "mode"),
                Collections.unmodifiableMap(params), RawFormat.number(primary.get("score")),
                RawFormat.number(primary.get("scoreError")), string(primary, "scoreUnit"), forks,
                Collections.unmodifiableMap(RawFormat.secondary(row)), seconds(row.get("measurementTime")),
                Collections.nCopies(forks.size(), ""), cpuLimit(row), 0, iterations(row));
    }

    /**
     * Whether each parameter has a default value of its {@code @Param} field in the benchmark class (a field with no
     * listed values, an enum, takes all of them); false when the class is not on the class path.
     */
    static boolean atDefaults(String className, Map<String, String> params) {
        Class<?> type;
        try {
            type = Class.forName(className, false, JmhRow.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return false;
        }
        for (Map.Entry<String, String> param : params.entrySet()) {
            Param declared = field(type, param.getKey());
            // An enum's @Param lists no values: JMH then stores its sentinel, and every constant is a default.
            List<String> values = Arrays.asList(declared == null ? new String[0] : declared.value());
            if (declared == null || !values.equals(List.of(Param.BLANK_ARGS)) && !values.contains(param.getValue())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The {@code @Param} of field {@code name} in the class, its superclasses, or a state class nested in them (the
     * pooled rows' {@code DinnerBenchmark.PoolParams}).
     */
    private static Param field(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> holder : Stream.concat(Stream.of(c), Arrays.stream(c.getDeclaredClasses())).toList()) {
                try {
                    return holder.getDeclaredField(name).getAnnotation(Param.class);
                } catch (NoSuchFieldException e) {
                    // declared elsewhere, perhaps
                }
            }
        }
        return null;
    }

    private static List<Double> flatten(List<List<Double>> forks) {
        return forks.stream().flatMap(List::stream).toList();
    }

    /**
     * The row's identity within a run: its dinner, stop rule, mode, parameters and CPU limit. Rows of several slices of
     * one pool with the same key are one row measured in more forks ({@link #pool}).
     */
    public String key() {
        return label() + "|" + stop.id() + "|" + scaled + "|" + mode + "|" + params + "|" + cpuLimit;
    }

    /**
     * One row from the same row measured in several slices of a publish run (same commit, machine and options): every
     * slice's forks, the score the mean of all samples, the error JMH's (the 99.9% half-width over all iterations); a
     * secondary metric only where every slice recorded it.
     */
    static JmhRow pool(List<JmhRow> parts) {
        JmhRow first = parts.getFirst();
        if (parts.stream().anyMatch(p -> !p.key().equals(first.key()))) {
            throw new IllegalArgumentException(
                    "cannot pool different rows: " + parts.stream().map(JmhRow::key).toList());
        }
        if (parts.stream().anyMatch(p -> !p.iterations().equals(first.iterations()))) {
            throw new IllegalArgumentException("cannot pool " + first.label() + " measured with other iterations: "
                    + parts.stream().map(JmhRow::iterations).distinct().toList()
                    + "; rows of different JMH settings are never one comparison's forks");
        }
        List<List<Double>> forks = parts.stream().flatMap(p -> p.forks().stream()).toList();
        Map<String, Metric> secondary = new TreeMap<>();
        for (String name : first.secondary().keySet()) {
            if (parts.stream().allMatch(p -> p.secondary().containsKey(name))) {
                // Every slice's values are means per dinner of one iteration (RawFormat): pooling concatenates them.
                List<List<Double>> values = parts.stream().flatMap(p -> p.secondary().get(name).forks().stream())
                        .toList();
                List<Double> all = flatten(values);
                double score = all.isEmpty() ? first.secondary().get(name).score() : RawFormat.mean(all);
                secondary.put(name, new Metric(score, values));
            }
        }
        List<Double> samples = flatten(forks);
        return new JmhRow(first.implementation, first.threads, first.workload, first.stop, first.scaled, first.defaults,
                first.mode, first.params, RawFormat.mean(samples), halfWidth(samples), first.unit, forks,
                Collections.unmodifiableMap(secondary), first.iterationSeconds,
                parts.stream().flatMap(p -> p.blocks().stream()).toList(), first.cpuLimit, first.machineCpus,
                first.iterations);
    }

    /**
     * The warm-up iterations an HTTP row needs, HttpBenchmark's own {@code @Warmup}: with two, every fork's first
     * samples were still falling. Publish runs HTTP rows with them; a set whose HTTP rows had fewer was measured by an
     * older method.
     */
    public static final int HTTP_WARM_UPS = 5;

    /** The warm-up iterations a row ran with, from {@link #iterations}; 0 where they are not recorded. */
    public int warmUps() {
        return iterations.isEmpty() ? 0 : Integer.parseInt(iterations.substring(0, iterations.indexOf(' ')));
    }

    /** A row's JMH iterations from its own fields ({@code 2 x 1 s warm-up, 3 x 1 s measured}); empty if absent. */
    static String iterations(JsonObject row) {
        List<String> names = List.of("warmupIterations", "warmupTime", "measurementIterations", "measurementTime");
        if (!names.stream().allMatch(row::has)) {
            return "";
        }
        return "%s x %s warm-up, %s x %s measured"
                .formatted(names.stream().map(n -> row.get(n).getAsString()).toArray());
    }

    /** JMH's score error: the half-width of the 99.9% interval of the mean, iterations as samples; NaN under two. */
    static double halfWidth(List<Double> values) {
        int n = values.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = RawFormat.mean(values);
        double variance = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (n - 1);
        return new org.apache.commons.math3.distribution.TDistribution(n - 1).inverseCumulativeProbability(0.9995)
                * Math.sqrt(variance / n);
    }

    /** Every measured sample of the primary score, the forks' one after the other. */
    public List<Double> samples() {
        return flatten(forks);
    }

    /** JMH's time value ({@code "1 s"}, {@code "500 ms"}) in seconds; NaN for anything else. */
    public static double seconds(JsonElement value) {
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

    /**
     * {@code implementation/threads/workload}, the project's label without sizes; a pooled row names its pool, a row
     * limited to fewer CPUs its limit ({@code reentrantLock/virtual/noop (1 CPU)}).
     */
    @Override
    public String label() {
        return dinner() + "/" + work() + (cpuLimit > 0 ? " (" + cpuWords(cpuLimit) + ")" : "");
    }

    /** {@code 1 CPU}, {@code 2 CPUs}. */
    public static String cpuWords(int cpus) {
        return cpus + (cpus == 1 ? " CPU" : " CPUs");
    }

    @Override
    public String work() {
        return workload == WorkloadKind.YOUR_MEAL ? yourMeal() : workload.id();
    }

    /**
     * The meal of a {@code YourMealBenchmark} row as the run named it ({@code -p meal=}): a service's name, or a
     * class's simple name ({@code CacheLookup}, the benchmark's default).
     */
    private String yourMeal() {
        String meal = params.getOrDefault("meal", "CacheLookup");
        return meal.substring(meal.lastIndexOf('.') + 1);
    }

    /** {@code implementation/threads}, or {@code implementation/pooled(4x-linked)}. */
    @Override
    public String dinner() {
        return implementation.id() + "/" + threads.label(pool());
    }

    /**
     * The pool of a pooled row, {@code 1x-linked}, from its {@code pool} and {@code queue} parameters (their defaults
     * where the run did not write them); empty on the other kinds.
     */
    public String pool() {
        if (threads != ThreadKind.POOLED) {
            return "";
        }
        return Pool.id(params.getOrDefault("pool", Pool.DEFAULT.size()),
                params.getOrDefault("queue", Pool.DEFAULT.queue().id()));
    }

    /** Whether this row is {@code dinner}'s: the same implementation, thread kind and pool. */
    public boolean is(Dinner dinner) {
        return implementation == dinner.implementation() && threads == dinner.threads() && pool().equals(dinner.pool());
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
        return Distribution.of(samples().stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * A secondary metric per measured sample, aligned with {@link #samples()}: the iteration's mean per dinner for the
     * dinner metrics, per iteration as they are for a profiler's ({@code gc.count}); empty when the run did not record
     * it per sample.
     */
    public double[] metricSamples(String name) {
        Metric metric = secondary.get(name);
        if (metric == null || metric.samples().size() != samples().size()) {
            return new double[0];
        }
        return metric.samples().stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * A quantity's samples by fork, in ms per dinner: the primary score's iterations, or a phase's per-iteration mean
     * per dinner; empty when the run did not record the phase per iteration.
     */
    @Override
    public List<double[]> forks(Quantity quantity) {
        if (quantity == Quantity.DINNER) {
            return forks.stream().map(f -> f.stream().mapToDouble(Double::doubleValue).toArray()).toList();
        }
        List<double[]> byFork = new ArrayList<>();
        double[] all = metricSamples(quantity.metric());
        if (all.length == 0) {
            return byFork;
        }
        int from = 0;
        for (List<Double> fork : forks) {
            byFork.add(Arrays.copyOfRange(all, from, from + fork.size()));
            from += fork.size();
        }
        return byFork;
    }

    /** A quantity's mean per dinner over every sample: the score, or the phase's metric. */
    @Override
    public double mean(Quantity quantity) {
        return quantity == Quantity.DINNER ? score : metric(quantity.metric());
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

    /** The eating phase per meal, ns: the mean eating time per dinner over the mean meals per dinner. */
    public double nanosPerMeal() {
        return metric("eatingMs") * 1e6 / metric("totalMeals");
    }

    /** Bytes allocated per meal, from {@code -prof gc}'s bytes per dinner and the dinner's meals. */
    public double bytesPerMeal() {
        return metric("gc.alloc.rate.norm") / metric("totalMeals");
    }

    private static String string(JsonObject object, String name) {
        return member(object, name, JsonElement::isJsonPrimitive, "").getAsString();
    }

    /** The member {@code name} of {@code object}, which must be a JSON {@code kind}; else it is missing. */
    private static JsonElement member(JsonObject object, String name, Predicate<JsonElement> is, String kind) {
        JsonElement value = object.get(name);
        if (value == null || !is.test(value)) {
            throw new IllegalArgumentException("missing " + kind + "\"" + name + "\"");
        }
        return value;
    }

}
