package io.philosopherwars.jlbh;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.report.RunEnvironment;
import io.philosopherwars.core.workload.HttpClientKind;
import io.philosopherwars.core.report.AtomicFile;
import io.philosopherwars.core.report.MarkdownTable;
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

    private final Path file;
    private final StringBuilder text = new StringBuilder();

    public Report(String task, Path file, String arguments) {
        this.file = file;
        text.append("# JLBH: ").append(task.equals("dinner") ? "dinner latency" : "HTTP round trips").append("\n\n");
        text.append(RunEnvironment.current().markdown("./philosophers jlbh " + arguments,
                "JLBH samples back to back (no target rate, no coordinated-omission correction), no CPU pinning"));
        text.append("\n");
    }

    public Path file() {
        return file;
    }

    void dinner(DinnerSpec spec, boolean mealWaits, Jlbh.Captured run, DinnerTask task) {
        text.append("## ").append(spec.label()).append("\n\n");
        settings(run);
        text.append("Milliseconds per dinner; one row per measured run.\n\n");
        MarkdownTable probes = probes("ms");
        text.append(probes.header());
        probe(probes, "end to end", run.result().endToEnd(), run.iterations(), Duration.ofMillis(1));
        for (String probe : List.of(DinnerTask.SETUP, DinnerTask.EATING, DinnerTask.LEAVING)) {
            run.result().probe(probe).ifPresent(p -> probe(probes, probe, p, run.iterations(), Duration.ofMillis(1)));
        }
        text.append("\nWork and speed of the measured dinners (a first-full dinner is a race: its total meals differ")
                .append(" from dinner to dinner, so compare meals per second of the eating phase):\n\n");
        MarkdownTable work = new MarkdownTable().right("run").right("dinners").right("total meals min").right("median")
                .right("max").right("meals/s min").right("median").right("max");
        text.append(work.header());
        List<List<DinnerResult>> results = task.resultsPerRun();
        for (int i = 0; i < results.size(); i++) {
            List<DinnerResult> dinners = results.get(i);
            if (!dinners.isEmpty()) {
                Distribution meals = Distribution.of(dinners.stream().mapToDouble(r -> r.meals().total()).toArray());
                Distribution speed = Distribution
                        .of(dinners.stream().mapToDouble(DinnerResult::mealsPerSecond).toArray());
                text.append(work.line(i + 1, dinners.size(), whole(meals.min()), whole(meals.median()),
                        whole(meals.max()), whole(speed.min()), whole(speed.median()), whole(speed.max())));
            }
        }
        if (mealWaits) {
            List<MealClockHistograms.Readings> clock = task.clockPerRun();
            text.append("\nPer-meal wait: from the end of a philosopher's meal to the start of its next one (putting")
                    .append(" the chopsticks down and getting both back; a philosopher's first meal has no wait),")
                    .append(" microseconds, every meal of the run's dinners:\n\n");
            durations(clock.stream().map(MealClockHistograms.Readings::waits).toList(), "meals clocked");
            text.append("\nMeal length: how long each meal really lasted (the workload itself, as the philosopher saw")
                    .append(" it), microseconds:\n\n");
            durations(clock.stream().map(MealClockHistograms.Readings::lengths).toList(), "meals");
        }
        console(run);
    }

    void network(HttpClientKind client, NetworkTask.Shape shape, int fanOut, int bytes, Jlbh.Captured run) {
        text.append("## ").append(client.id()).append(' ').append(shape.id());
        text.append(shape == NetworkTask.Shape.LOOP ? ": one GET per sample" : ": " + fanOut + " GETs per sample");
        text.append(String.format(Locale.ROOT, ", %d-byte payload%n%n", bytes));
        settings(run);
        text.append("Microseconds per sample; one row per measured run.\n\n");
        MarkdownTable probes = probes("us");
        text.append(probes.header());
        probe(probes, "end to end", run.result().endToEnd(), run.iterations(), Duration.ofNanos(1_000));
        console(run);
    }

    public void failed(String message) {
        text.append("## FAILED\n\n").append(message).append("\n\nNo numbers: the benchmark did not complete.\n\n");
    }

    private void settings(Jlbh.Captured run) {
        text.append(String.format(Locale.ROOT, "JLBH: %d warm-up samples, %d runs x %d samples.%n%n", run.warmup(),
                run.result().endToEnd().eachRunSummary().size(), run.iterations()));
    }

    /** The percentiles of a probe, one row per measured run, in {@code unit}. */
    private static MarkdownTable probes(String unit) {
        return new MarkdownTable().left("probe").right("run").right("p50 " + unit).right("p90 " + unit)
                .right("p99 " + unit).right("worst " + unit);
    }

    private static String whole(double value) {
        return String.format(Locale.ROOT, "%.0f", value);
    }

    private void probe(MarkdownTable table, String name, JLBHResult.ProbeResult probe, int iterations, Duration unit) {
        List<RunResult> runs = probe.eachRunSummary();
        Function<Duration, String> in = d -> d == null ? "-"
                : String.format(Locale.ROOT, "%.3f", d.toNanos() / (double) unit.toNanos());
        for (int i = 0; i < runs.size(); i++) {
            RunResult r = runs.get(i);
            text.append(table.line(name, i + 1, in.apply(r.get50thPercentile()), in.apply(r.get90thPercentile()),
                    iterations >= SAMPLES_FOR_P99 ? in.apply(r.get99thPercentile()) : "-", in.apply(r.getWorst())));
        }
    }

    private void console(Jlbh.Captured run) {
        text.append("\n<details><summary>JLBH's console output</summary>\n\n```\n").append(run.console().strip())
                .append("\n```\n</details>\n\n");
    }

    private void durations(List<StripedHistogram.Snapshot> runs, String counted) {
        MarkdownTable table = new MarkdownTable().right("run").right(counted).right("p50 us").right("p90 us")
                .right("p99 us").right("p99.9 us").right("p99.99 us").right("worst us").right("clipped");
        for (int i = 0; i < runs.size(); i++) {
            StripedHistogram.Snapshot d = runs.get(i);
            table.row(i + 1, d.count(), micros(d.at(50)), micros(d.at(90)), micros(d.at(99)), micros(d.at(99.9)),
                    micros(d.at(99.99)), micros(d.worst()), d.clipped());
        }
        text.append(table);
    }

    private static String micros(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1_000.0);
    }

    /** Writes the report so far, atomically. */
    public void write() throws IOException {
        AtomicFile.write(file, text.toString());
    }
}
