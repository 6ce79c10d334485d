package io.philosopherwars.programs.evidence;

import io.philosopherwars.core.evidence.Jep491Experiment;
import io.philosopherwars.core.evidence.Jep491Experiment.Monitor;
import io.philosopherwars.core.evidence.PinningRecorder;
import io.philosopherwars.format.Evidence;
import io.philosopherwars.programs.cli.Command;
import io.philosopherwars.programs.cli.CommandLine;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import jdk.management.VirtualThreadSchedulerMXBean;

/**
 * {@code ./philosophers jep491}: the corrected JEP 491 experiment ({@link Jep491Experiment}), both monitors
 * {@code --repeat} times each, then the positive control; one markdown table, also written under the run's environment
 * with {@code --report}.
 */
public final class Jep491Program {
    static final String USAGE = """
            usage: ./philosophers jep491 [options]
              --tasks N           virtual threads (default: 5000, the article's)
              --cpu-iterations N  CPU work outside the monitor per task (default: 10000)
              --sleep-ms N        the sleep inside synchronized (default: 5)
              --repeat N          runs of each monitor (default: 3)
              --report FILE       also write the table, under the run's environment, to FILE
              --control BOOL      run the positive control (once per JVM: a class initialises once) (default: true)
              --parallelism N     (launcher) the virtual-thread scheduler's parallelism, for this run
            """;

    /** The experiment's options, and the arguments as given for the report's command line. */
    record Options(int tasks, int cpuIterations, int sleepMillis, int repeat, Path report, boolean control,
            String[] args) {
    }

    private Jep491Program() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The program on these arguments, printing to {@code out} and {@code err}: its exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return Command.run(USAGE, args, out, err, Jep491Program::parse, options -> execute(options, out));
    }

    static Options parse(String[] args) {
        CommandLine.Given given = new CommandLine.Given(args, "--tasks", "--cpu-iterations", "--sleep-ms", "--repeat",
                "--report", "--control");
        return new Options(given.positive("--tasks", Jep491Experiment.ARTICLE_TASKS),
                given.positive("--cpu-iterations", Jep491Experiment.ARTICLE_CPU_ITERATIONS),
                given.positive("--sleep-ms", (int) Jep491Experiment.ARTICLE_SLEEP.toMillis()),
                given.positive("--repeat", 3), given.path("--report"), given.bool("--control", true), args);
    }

    /** The record's kind and tables, and the keys its readers use. */
    public static final String KIND = "jep491";
    public static final String RUNS = "runs";
    public static final String CONTROL = "control";
    public static final String RUN = "run";
    public static final String MONITOR = "monitor";
    public static final String ELAPSED_MS = "elapsedMs";
    public static final String SERIAL_SHARE = "elapsedOverSerialSleeps";
    public static final String COMPLETED = "completed";
    public static final String PINNED = "pinnedEvents";
    public static final String FRAMES = "topPinningFrames";

    /** The runs' columns, each key with the header its page prints. */
    public static Evidence.Column[] runColumns() {
        return new Evidence.Column[] { Evidence.Column.number(RUN, "run", 0), Evidence.Column.text(MONITOR, "monitor"),
                Evidence.Column.number(ELAPSED_MS, "elapsed ms", 0),
                Evidence.Column.number(SERIAL_SHARE, "elapsed / serial sleeps", 3),
                Evidence.Column.number(COMPLETED, "completed", 0), Evidence.Column.number(PINNED, "pinned events", 0),
                Evidence.Column.text(FRAMES, "top pinning frames") };
    }

    /** The positive control's columns. */
    public static Evidence.Column[] controlColumns() {
        return new Evidence.Column[] { Evidence.Column.number(PINNED, "pinned events", 0),
                Evidence.Column.text(FRAMES, "top pinning frames") };
    }

    static int execute(Options options, PrintStream out) throws IOException, InterruptedException {
        int tasks = options.tasks();
        Duration sleep = Duration.ofMillis(options.sleepMillis());
        Duration bound = sleep.multipliedBy(tasks).multipliedBy(3).plusSeconds(60);
        EvidenceRun run = new EvidenceRun(KIND, "JEP 491: sleeping inside synchronized on virtual threads",
                command(options.args()),
                "the reference article's experiment with a fresh monitor per task beside the article's shared one",
                out);
        String setting = String.format(Locale.ROOT,
                "virtual-thread scheduler parallelism: %d; %d tasks x (%d iterations of CPU work, then a %d ms sleep"
                        + " inside synchronized); serial sleeps would take %d ms",
                ManagementFactory.getPlatformMXBean(VirtualThreadSchedulerMXBean.class).getParallelism(), tasks,
                options.cpuIterations(), options.sleepMillis(), tasks * (long) options.sleepMillis());
        run.evidence().text(setting);
        run.print(setting + "\n\n");
        EvidenceRun.Table runs = run.table(RUNS, runColumns());
        for (Monitor monitor : Monitor.values()) {
            for (int repetition = 1; repetition <= options.repeat(); repetition++) {
                Jep491Experiment.Result result = Jep491Experiment.run(monitor, tasks, options.cpuIterations(), sleep,
                        bound);
                run.row(runs, repetition, monitor.name().toLowerCase(Locale.ROOT), result.elapsed().toMillis(),
                        result.elapsed().toMillis() / (double) (tasks * (long) options.sleepMillis()),
                        result.completed(), result.pinning().events(),
                        result.pinning().topFrames().isEmpty() ? null : result.pinning().topFrames().toString());
            }
        }
        if (options.control()) {
            PinningRecorder.Pinning pinned = Jep491Experiment.pinInClassInitializer(Duration.ofSeconds(30));
            String title = "Positive control (two virtual threads sleeping 50 ms inside class initializers):";
            run.evidence().text(title);
            run.print("\n" + title + "\n\n");
            run.row(run.table(CONTROL, controlColumns()), pinned.events(), pinned.topFrames().toString());
        }
        return run.end(options.report());
    }

    /** The launcher's command line; its {@code --parallelism N} reached this JVM as a system property. */
    private static String command(String[] args) {
        String parallelism = System.getProperty("jdk.virtualThreadScheduler.parallelism");
        return "./philosophers jep491 " + (parallelism == null ? "" : "--parallelism " + parallelism + " ")
                + String.join(" ", args);
    }
}
