package io.philosopherwars.core.evidence;

import io.philosopherwars.core.report.MarkdownTable;
import io.philosopherwars.core.cli.CommandLine;
import io.philosopherwars.core.report.AtomicFile;
import io.philosopherwars.core.report.RunEnvironment;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import jdk.management.VirtualThreadSchedulerMXBean;

/**
 * The JEP 491 experiment of the reference article, corrected. Each of {@code tasks} virtual threads does CPU work
 * outside any lock, then sleeps inside {@code synchronized}. The article's version locked one shared monitor, which
 * makes the sleeps run one after another whatever pinning does (mutual exclusion, 5,000 x 5 ms = 25 s at best); the
 * corrected one gives every task a fresh monitor, so the sleeps may overlap, and they do unless a sleeping thread pins
 * its carrier. The pinned events are counted with {@link PinningRecorder} during the run.
 */
public final class Jep491Experiment {
    /** The article's sizes: 5,000 tasks, 10,000 iterations of CPU work, a 5 ms sleep inside the monitor. */
    public static final int ARTICLE_TASKS = 5_000;
    public static final int ARTICLE_CPU_ITERATIONS = 10_000;
    public static final Duration ARTICLE_SLEEP = Duration.ofMillis(5);

    /** Where the sleep's monitor comes from. */
    public enum Monitor {
        /** The article's bug: one monitor for all tasks, so the sleeps are serial by mutual exclusion. */
        SHARED,
        /** The correction: a new monitor per task, so nothing but pinning can serialise the sleeps. */
        FRESH
    }

    /**
     * One run.
     *
     * @param elapsed
     *            from the first task submitted to the last one done
     * @param completed
     *            tasks that finished
     * @param pinning
     *            the pinned events seen while the tasks ran
     */
    public record Result(Duration elapsed, int completed, PinningRecorder.Pinning pinning) {
    }

    private static volatile double sink;

    private static final String USAGE = """
            usage: ./philosophers jep491 [options]
              --tasks N           virtual threads (default: 5000, the article's)
              --cpu-iterations N  CPU work outside the monitor per task (default: 10000)
              --sleep-ms N        the sleep inside synchronized (default: 5)
              --repeat N          runs of each monitor (default: 3)
              --report FILE       also write the table, under the run's environment, to FILE
              --control BOOL      run the positive control (once per JVM: a class initialises once) (default: true)
              --parallelism N     (launcher) the virtual-thread scheduler's parallelism, for this run
            """;

    private Jep491Experiment() {
    }

    /** Both monitors {@code --repeat} times each, then the positive control; one markdown table. */
    public static void main(String[] args) throws InterruptedException {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            System.out.print(USAGE);
            return;
        }
        int tasks = ARTICLE_TASKS;
        int cpu = ARTICLE_CPU_ITERATIONS;
        int sleepMillis = (int) ARTICLE_SLEEP.toMillis();
        int repeat = 3;
        Path report = null;
        boolean control = true;
        try {
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String value = pair.getValue();
                switch (pair.getKey()) {
                    case "--tasks" -> tasks = CommandLine.positive("--tasks", value);
                    case "--cpu-iterations" -> cpu = CommandLine.positive("--cpu-iterations", value);
                    case "--sleep-ms" -> sleepMillis = CommandLine.positive("--sleep-ms", value);
                    case "--repeat" -> repeat = CommandLine.positive("--repeat", value);
                    case "--report" -> report = Path.of(value);
                    case "--control" -> control = CommandLine.bool("--control", value);
                    default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
                }
            }
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.print(USAGE);
            System.exit(2);
        }
        Duration sleep = Duration.ofMillis(sleepMillis);
        Duration bound = sleep.multipliedBy(tasks).multipliedBy(3).plusSeconds(60);
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "virtual-thread scheduler parallelism: %d; %d tasks x (%d iterations of CPU work, then a %d ms sleep"
                        + " inside synchronized); serial sleeps would take %d ms%n%n",
                ManagementFactory.getPlatformMXBean(VirtualThreadSchedulerMXBean.class).getParallelism(), tasks, cpu,
                sleepMillis, tasks * (long) sleepMillis));
        MarkdownTable columns = new MarkdownTable().right("run").left("monitor").right("elapsed ms")
                .right("elapsed / serial sleeps").right("completed").right("pinned events").left("top pinning frames");
        table.append(columns.header());
        System.out.print(table);
        for (Monitor monitor : Monitor.values()) {
            for (int run = 1; run <= repeat; run++) {
                Result result = run(monitor, tasks, cpu, sleep, bound);
                String row = columns.line(run, monitor.name().toLowerCase(Locale.ROOT), result.elapsed().toMillis(),
                        String.format(Locale.ROOT, "%.3f",
                                result.elapsed().toMillis() / (double) (tasks * (long) sleepMillis)),
                        result.completed(), result.pinning().events(),
                        result.pinning().topFrames().isEmpty() ? "-" : result.pinning().topFrames().toString());
                System.out.print(row);
                table.append(row);
            }
        }
        if (control) {
            PinningRecorder.Pinning pinned = pinInClassInitializer(Duration.ofSeconds(30));
            String row = String.format(Locale.ROOT,
                    "%nPositive control (two virtual threads sleeping 50 ms inside class initializers): %d pinned"
                            + " events, %s%n",
                    pinned.events(), pinned.topFrames());
            System.out.print(row);
            table.append(row);
        }
        if (report != null) {
            try {
                AtomicFile.write(report, "# JEP 491: sleeping inside synchronized on virtual threads\n\n"
                        + RunEnvironment.current().markdown(command(args),
                                "the reference article's experiment with a fresh monitor per task beside the article's"
                                        + " shared one")
                        + "\n" + table);
            } catch (IOException e) {
                System.err.println("error: cannot write " + report + ": " + e);
                System.exit(1);
            }
        }
    }

    /** Runs the experiment on virtual threads and records pinning meanwhile. */
    public static Result run(Monitor monitor, int tasks, int cpuIterations, Duration sleep, Duration bound)
            throws InterruptedException {
        if (tasks < 1 || cpuIterations < 0) {
            throw new IllegalArgumentException("tasks must be positive and CPU work non-negative, got " + tasks
                    + " tasks, " + cpuIterations + " iterations");
        }
        Object shared = new Object();
        AtomicInteger completed = new AtomicInteger();
        try (PinningRecorder recorder = PinningRecorder.start()) {
            long start = System.nanoTime();
            try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
                Future<?>[] futures = new Future<?>[tasks];
                for (int i = 0; i < tasks; i++) {
                    Object lock = monitor == Monitor.SHARED ? shared : new Object();
                    futures[i] = executor.submit(() -> {
                        cpuWork(cpuIterations);
                        synchronized (lock) {
                            Thread.sleep(sleep);
                        }
                        completed.incrementAndGet();
                        return null;
                    });
                }
                executor.shutdown();
                if (!executor.awaitTermination(bound.toMillis(), TimeUnit.MILLISECONDS)) {
                    executor.shutdownNow();
                    throw new IllegalStateException("the JEP 491 experiment (" + monitor + " monitor, " + tasks
                            + " tasks) did not finish within " + bound + "; " + completed.get() + " done");
                }
            }
            long elapsed = System.nanoTime() - start;
            return new Result(Duration.ofNanos(elapsed), completed.get(), recorder.stop(5));
        }
    }

    /** The launcher's command line; its {@code --parallelism N} reached this JVM as a system property. */
    private static String command(String[] args) {
        String parallelism = System.getProperty("jdk.virtualThreadScheduler.parallelism");
        return "./philosophers jep491 " + (parallelism == null ? "" : "--parallelism " + parallelism + " ")
                + String.join(" ", args);
    }

    /**
     * The positive control: virtual threads that block inside a class initializer, which still pins on JDK 25 (JEP 491
     * leaves class initialization and native frames pinned). Each of {@code threads} initialises its own class, so each
     * one blocks in a {@code <clinit>}.
     */
    public static PinningRecorder.Pinning pinInClassInitializer(Duration bound) throws InterruptedException {
        try (PinningRecorder recorder = PinningRecorder.start()) {
            Thread first = Thread.ofVirtual().start(SleepsWhileInitialising::touch);
            Thread second = Thread.ofVirtual().start(AlsoSleepsWhileInitialising::touch);
            if (!first.join(bound) || !second.join(bound)) {
                throw new IllegalStateException("the class-initializer control did not finish within " + bound);
            }
            return recorder.stop(5);
        }
    }

    private static void cpuWork(int iterations) {
        double result = 0;
        for (int i = 0; i < iterations; i++) {
            result += Math.sin(i) * Math.cos(i);
        }
        sink += result;
    }

    /**
     * Blocks in its static initializer. The sleep is written inline in both classes on purpose: through a shared helper
     * the pinning frame would be the helper, not {@code <clinit>}, which is what the control must show.
     */
    private static final class SleepsWhileInitialising {
        static {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        static void touch() {
        }
    }

    private static final class AlsoSleepsWhileInitialising {
        static {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        static void touch() {
        }
    }
}
