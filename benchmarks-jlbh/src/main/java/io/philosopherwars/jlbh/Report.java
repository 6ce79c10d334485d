package io.philosopherwars.jlbh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.format.RunEnvironment;
import io.philosopherwars.core.workload.HttpClientKind;
import io.philosopherwars.format.Evidence;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import net.openhft.chronicle.jlbh.JLBHResult;
import net.openhft.chronicle.jlbh.JLBHResult.RunResult;

/**
 * The markdown report of one JLBH command: the run environment above the numbers, then one section per benchmark with
 * every run's percentiles (none picked), and JLBH's own console output kept below them. Rewritten atomically after
 * every benchmark, so a long command stopped half way keeps what it measured.
 */
public final class Report {
    /** Below this many samples per run, JLBH's p99 is just the worst sample; it is not shown as a percentile. */
    static final int SAMPLES_FOR_P99 = 100;

    /** The record's kinds, tables and the keys its readers use. */
    public static final String DINNER_KIND = "jlbh-dinner";
    public static final String NETWORK_KIND = "jlbh-network";
    public static final String PROBES = "probes";
    public static final String WORK = "work";
    public static final String MEAL_WAITS = "mealWaits";
    public static final String MEAL_LENGTHS = "mealLengths";
    public static final String FIRST_MEAL_WAITS = "firstMealWaits";
    public static final String PROBE = "probe";
    public static final String RUN = "run";
    /** A probe's percentile keys carry their unit: {@code p50Ms} for a dinner, {@code p50Us} for a round trip. */
    public static final String P50 = "p50";
    public static final String COUNT = "count";
    public static final String P50_US = "p50Us";
    /** The probe of the whole sample. */
    public static final String END_TO_END = "end to end";

    private final Path file;
    private final Evidence evidence;

    public Report(String task, Path file, String arguments) {
        this.file = file;
        boolean dinner = task.equals("dinner");
        evidence = new Evidence(dinner ? DINNER_KIND : NETWORK_KIND,
                "JLBH: " + (dinner ? "dinner latency" : "HTTP round trips"),
                RunEnvironment.current().markdown("./philosophers jlbh " + arguments,
                        "JLBH samples back to back (no target rate, no coordinated-omission correction), no CPU"
                                + " pinning"));
    }

    public Path file() {
        return file;
    }

    void dinner(DinnerSpec spec, boolean mealWaits, Jlbh.Captured run, DinnerTask task) {
        evidence.section(spec.label());
        settings(run);
        evidence.text("Milliseconds per dinner; one row per measured run.");
        Evidence.Table probes = probes("ms");
        probe(probes, END_TO_END, run.result().endToEnd(), run.iterations(), Duration.ofMillis(1));
        for (String probe : List.of(DinnerTask.SETUP, DinnerTask.EATING, DinnerTask.LEAVING)) {
            run.result().probe(probe).ifPresent(p -> probe(probes, probe, p, run.iterations(), Duration.ofMillis(1)));
        }
        evidence.text("Work and speed of the measured dinners (a first-full dinner is a race: its total meals differ"
                + " from dinner to dinner, so compare meals per second of the eating phase):");
        Evidence.Table work = evidence.table(WORK, Evidence.Column.number(RUN, "run", 0),
                Evidence.Column.number("dinners", "dinners", 0),
                Evidence.Column.number("totalMealsMin", "total meals min", 0),
                Evidence.Column.number("totalMealsMedian", "median", 0),
                Evidence.Column.number("totalMealsMax", "max", 0),
                Evidence.Column.number("mealsPerSecondMin", "meals/s min", 0),
                Evidence.Column.number("mealsPerSecondMedian", "median", 0),
                Evidence.Column.number("mealsPerSecondMax", "max", 0));
        List<List<DinnerResult>> results = task.resultsPerRun();
        for (int i = 0; i < results.size(); i++) {
            List<DinnerResult> dinners = results.get(i);
            if (!dinners.isEmpty()) {
                Distribution meals = Distribution.of(dinners.stream().mapToDouble(r -> r.meals().total()).toArray());
                Distribution speed = Distribution
                        .of(dinners.stream().mapToDouble(DinnerResult::mealsPerSecond).toArray());
                work.row(i + 1, dinners.size(), meals.min(), meals.median(), meals.max(), speed.min(), speed.median(),
                        speed.max());
            }
        }
        if (mealWaits) {
            List<MealClockHistograms.Readings> clock = task.clockPerRun();
            evidence.text("Per-meal wait: from the end of a philosopher's meal to the start of its next one (putting"
                    + " the chopsticks down and getting both back; a philosopher's first meal has no wait),"
                    + " microseconds, every meal of the run's dinners:");
            durations(MEAL_WAITS, clock.stream().map(MealClockHistograms.Readings::waits).toList(), "meals clocked");
            evidence.text("Meal length: how long each meal really lasted (the workload itself, as the philosopher saw"
                    + " it), microseconds:");
            durations(MEAL_LENGTHS, clock.stream().map(MealClockHistograms.Readings::lengths).toList(), "meals");
            evidence.text("Wait for the first meal: from the dinner's release to the start of a philosopher's first"
                    + " meal, microseconds, every philosopher that ate (on a pool, the time its task spent queued):");
            durations(FIRST_MEAL_WAITS, clock.stream().map(MealClockHistograms.Readings::firstWaits).toList(),
                    "philosophers");
        }
        console(run);
    }

    void network(HttpClientKind client, NetworkTask.Shape shape, int fanOut, int bytes, Jlbh.Captured run) {
        evidence.section(client.id() + ' ' + shape.id()
                + (shape == NetworkTask.Shape.LOOP ? ": one GET per sample" : ": " + fanOut + " GETs per sample")
                + String.format(Locale.ROOT, ", %d-byte payload", bytes));
        settings(run);
        evidence.text("Microseconds per sample; one row per measured run.");
        Evidence.Table probes = probes("us");
        probe(probes, END_TO_END, run.result().endToEnd(), run.iterations(), Duration.ofNanos(1_000));
        console(run);
    }

    public void failed(String message) {
        evidence.section("FAILED").text(message + "\n\nNo numbers: the benchmark did not complete.");
    }

    private void settings(Jlbh.Captured run) {
        evidence.text(String.format(Locale.ROOT, "JLBH: %d warm-up samples, %d runs x %d samples.", run.warmup(),
                run.result().endToEnd().eachRunSummary().size(), run.iterations()));
    }

    /** The percentiles of a probe, one row per measured run, in {@code unit} ({@code ms} or {@code us}). */
    private Evidence.Table probes(String unit) {
        String suffix = Character.toUpperCase(unit.charAt(0)) + unit.substring(1);
        return evidence.table(PROBES, Evidence.Column.text(PROBE, "probe"), Evidence.Column.number(RUN, "run", 0),
                Evidence.Column.number(P50 + suffix, "p50 " + unit, 3),
                Evidence.Column.number("p90" + suffix, "p90 " + unit, 3),
                Evidence.Column.number("p99" + suffix, "p99 " + unit, 3),
                Evidence.Column.number("worst" + suffix, "worst " + unit, 3));
    }

    private static void probe(Evidence.Table table, String name, JLBHResult.ProbeResult probe, int iterations,
            Duration unit) {
        List<RunResult> runs = probe.eachRunSummary();
        Function<Duration, Double> in = d -> d == null ? null : d.toNanos() / (double) unit.toNanos();
        for (int i = 0; i < runs.size(); i++) {
            RunResult r = runs.get(i);
            table.row(name, i + 1, in.apply(r.get50thPercentile()), in.apply(r.get90thPercentile()),
                    iterations >= SAMPLES_FOR_P99 ? in.apply(r.get99thPercentile()) : null, in.apply(r.getWorst()));
        }
    }

    private void console(Jlbh.Captured run) {
        evidence.text("<details><summary>JLBH's console output</summary>\n\n```\n" + run.console().strip()
                + "\n```\n</details>");
    }

    private void durations(String name, List<StripedHistogram.Snapshot> runs, String counted) {
        Evidence.Table table = evidence.table(name, Evidence.Column.number(RUN, "run", 0),
                Evidence.Column.number(COUNT, counted, 0), Evidence.Column.number(P50_US, "p50 us", 1),
                Evidence.Column.number("p90Us", "p90 us", 1), Evidence.Column.number("p99Us", "p99 us", 1),
                Evidence.Column.number("p999Us", "p99.9 us", 1), Evidence.Column.number("p9999Us", "p99.99 us", 1),
                Evidence.Column.number("worstUs", "worst us", 1), Evidence.Column.number("clipped", "clipped", 0));
        for (int i = 0; i < runs.size(); i++) {
            StripedHistogram.Snapshot d = runs.get(i);
            table.row(i + 1, d.count(), d.at(50) / 1e3, d.at(90) / 1e3, d.at(99) / 1e3, d.at(99.9) / 1e3,
                    d.at(99.99) / 1e3, d.worst() / 1e3, d.clipped());
        }
    }

    /** Writes the report so far and its record beside it ({@code NAME.json}), each atomically. */
    public void write() throws IOException {
        evidence.write(file);
    }
}
