package io.philosopherwars.core.evidence;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The JEP 491 experiment of the reference article, corrected. Each of {@code tasks} virtual threads does CPU work
 * outside any lock, then sleeps inside {@code synchronized}. The article's version locked one shared monitor, which
 * makes the sleeps run one after another whatever pinning does (mutual exclusion, 5,000 x 5 ms = 25 s at best); the
 * corrected one gives every task a fresh monitor, so the sleeps may overlap, and they do unless a sleeping thread pins
 * its carrier. The pinned events are counted with {@link PinningRecorder} during the run. The program that runs it and
 * writes its table is {@code ./philosophers jep491} ({@code io.philosopherwars.programs.evidence.Jep491Program}).
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

    private Jep491Experiment() {
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
