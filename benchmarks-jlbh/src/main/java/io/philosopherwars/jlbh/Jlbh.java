package io.philosopherwars.jlbh;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.workload.HttpClientKind;
import io.philosopherwars.core.workload.HttpGet;
import io.philosopherwars.core.workload.MealClock;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Seat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import net.openhft.chronicle.jlbh.JLBH;
import net.openhft.chronicle.jlbh.JLBHOptions;
import net.openhft.chronicle.jlbh.JLBHResult;
import net.openhft.chronicle.jlbh.JLBHResultConsumer;
import net.openhft.chronicle.jlbh.JLBHTask;

/**
 * The JLBH harness: one task measured by JLBH and added to a {@link Report}. The program that chooses the tasks and
 * their options is {@code ./philosophers jlbh} ({@code io.philosopherwars.programs.jlbh.JlbhCli}).
 */
public final class Jlbh {
    private Jlbh() {
    }

    /**
     * How a task is sampled.
     *
     * @param warmup
     *            samples before the measured runs
     * @param iterations
     *            samples per run
     * @param runs
     *            measured runs, each reported
     * @param osJitter
     *            record OS jitter with JLBH's spinning thread (it takes a core)
     */
    public record Sampling(int warmup, int iterations, int runs, boolean osJitter) {
    }

    /** Whole dinners, end to end and per phase; with {@code mealWaits} every meal's length and wait as well. */
    public static void dinner(DinnerSpec plain, boolean mealWaits, Sampling sampling, Report report, PrintStream out) {
        MealClockHistograms clock = mealWaits ? new MealClockHistograms(plain.philosophers()) : null;
        DinnerSpec spec = clock == null ? plain : plain.withWorkload(new MealClock(plain.workload(), clock));
        out.println("JLBH dinner " + spec.label() + (clock == null ? "" : " (meals clocked)"));
        Kitchen kitchen = Kitchens.open(spec);
        try (kitchen) {
            DinnerTask task = new DinnerTask(spec, kitchen, clock);
            Captured run = jlbh(task, sampling);
            report.dinner(spec, clock != null, run, task);
        } catch (IOException e) {
            throw new DinnerFailedException("dinner " + spec.label() + " could not clean up its workload: " + e, e);
        }
    }

    /** HTTP round trips of one client against the loopback server, in one shape. */
    public static void network(HttpClientKind client, NetworkTask.Shape shape, int fanOut, int bytes, Duration timeout,
            Sampling sampling, Report report, PrintStream out) {
        HttpGet workload = HttpGet.loopback(client, bytes);
        out.println("JLBH network " + client.id() + " " + shape.id()
                + (shape == NetworkTask.Shape.LOOP ? "" : " fan-out " + fanOut));
        try (Kitchen kitchen = workload.openShared(fanOut)) {
            NetworkTask task = new NetworkTask(shape, kitchen.plate(ANY_SEAT), fanOut, timeout);
            Captured run = jlbh(task, sampling);
            report.network(client, shape, task.fanOut(), bytes, run);
        } catch (IOException e) {
            throw new UncheckedIOException("could not close the HTTP client of " + client.id() + ": " + e, e);
        }
    }

    /** The fetcher is shared by every seat; the seat only matters to checking workloads. */
    private static final Seat ANY_SEAT = new Seat(0, 2, seat -> true);

    /** JLBH's result and everything it printed, which the report keeps. */
    record Captured(JLBHResult result, String console, int warmup, int iterations) {
    }

    /**
     * One JLBH benchmark: back-to-back samples (no target rate, so no coordinated-omission correction: the next dinner
     * starts when the last one returned), no CPU pinning (a dinner needs every core).
     */
    private static Captured jlbh(JLBHTask task, Sampling sampling) {
        JLBHOptions options = new JLBHOptions().jlbhTask(task).warmUpIterations(sampling.warmup())
                .iterations(sampling.iterations()).runs(sampling.runs()).throughput(1_000_000_000)
                .accountForCoordinatedOmission(false).recordOSJitter(sampling.osJitter()).skipFirstRun(false)
                .acquireLock(() -> null);
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        JLBHResultConsumer results = JLBHResultConsumer.newThreadSafeInstance();
        try (PrintStream print = new PrintStream(console, true, StandardCharsets.UTF_8)) {
            new JLBH(options, print, results).start();
        }
        return new Captured(results.get(), console.toString(StandardCharsets.UTF_8), sampling.warmup(),
                sampling.iterations());
    }
}
