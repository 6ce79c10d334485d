package io.philosopherwars.core;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The bookkeeping every implementation shares: meals per seat and the thread that ran each seat, filled in once per
 * philosopher (never per meal), then checked and turned into a {@link DinnerResult}. Writes are plain; the engine reads
 * them only after every philosopher has finished, which is the happens-before edge that publishes them.
 */
public final class Ledger {
    private final DinnerSpec spec;
    private final int[] meals;
    private final Thread[] threads;
    /** Each seat's meal count as its design keeps it, for the progress sampler. */
    private final Eater[] eaters;
    /** The progress sampler, from the release on; null before. */
    private volatile Progress.Watch watch;
    /** The first failure of any philosopher; a failed dinner has no result, even if another one got full first. */
    private final AtomicReference<DinnerFailedException> failure = new AtomicReference<>();
    /** Set when the stop rule is met (first full), a meal fails, or time is up: nobody should start another meal. */
    private volatile boolean over;
    /** Philosophers that ate all their meals; under all full the last of them meets the stop rule. */
    private final AtomicInteger full = new AtomicInteger();
    private final AtomicBoolean stopRuleMet = new AtomicBoolean();
    /**
     * Philosophers that have begun since the release (their thread woke, or their task or verticle first ran), counted
     * once per thread, task or seat, never per meal: the release phase ends when it reaches every seat.
     */
    private final AtomicInteger begun = new AtomicInteger();
    /** {@link System#nanoTime()} when the last philosopher began: written once {@code begun} reaches every seat. */
    private volatile long allBegunAt;
    /** {@link System#nanoTime()} of the release; 0 before it. */
    private volatile long releasedAt;
    /** Philosophers that had begun when the stop rule was met. */
    private int begunAtStop;
    /**
     * {@link System#nanoTime()} when the stop rule was met: the end of eating and the start of leaving. Written by the
     * philosopher that met it, read after every philosopher has finished.
     */
    private long stopRuleMetAt;
    /** The process's context switches when the philosophers were released and when the stop rule was met. */
    private long switchesAtRelease = ContextSwitches.UNKNOWN;
    private long switchesAtStop = ContextSwitches.UNKNOWN;
    /** The JVM's virtual-thread unmounts at the same two moments, where the unmount agent counts them. */
    private long unmountsAtRelease = VirtualUnmounts.UNKNOWN;
    private long unmountsAtStop = VirtualUnmounts.UNKNOWN;

    public Ledger(DinnerSpec spec) {
        this.spec = spec;
        this.meals = new int[spec.philosophers()];
        this.threads = new Thread[spec.philosophers()];
        this.eaters = new Eater[spec.philosophers()];
    }

    /**
     * A philosopher's meal count, as its design already keeps it (a field written as each meal is eaten): the progress
     * sampler reads it, racily, off the philosophers' threads, so that nothing is added to a meal.
     */
    @FunctionalInterface
    public interface Eater {
        int eaten();
    }

    public DinnerSpec spec() {
        return spec;
    }

    /**
     * Called by the engine the moment it releases the seated philosophers: the start of eating. Returns that moment
     * ({@link System#nanoTime()}).
     */
    public long release() {
        // Scheduled before the counters and the clock are read: the sampler's first task (and its thread's start, after
        // a second idle) falls in setup, never in eating or its switch counts.
        Progress.Watch w = new Progress.Watch(this::eatenSoFar, (long) spec.philosophers() * spec.meals(),
                spec.timeLimit().toNanos(), this::over);
        switchesAtRelease = ContextSwitches.ofProcess();
        unmountsAtRelease = VirtualUnmounts.ofProcess();
        // Read before the clock, as the counters are: the first read in a JVM starts its management beans.
        long gcAtRelease = Progress.gcPauseMillis();
        long now = System.nanoTime();
        w.released(now, gcAtRelease);
        releasedAt = now;
        watch = w;
        return now;
    }

    /**
     * Called by a philosopher when it sits down, on the thread that runs it, with its meal count. One that sits down
     * after the release has begun: a pooled task taken from the queue, a verticle in its first task on its context.
     */
    public void seated(int seat, Eater eater) {
        threads[seat] = Thread.currentThread();
        eaters[seat] = eater;
        if (released()) {
            begun(1);
        }
    }

    /**
     * Called after the release, on the thread that runs them, when {@code seats} philosophers have actually begun: a
     * thread woken at the gate, for the seats it serves ({@link #seated} counts those that sit down after the release).
     * One atomic add per call; only the call that completes the table reads the clock.
     */
    public void begun(int seats) {
        if (begun.addAndGet(seats) == spec.philosophers()) {
            allBegunAt = System.nanoTime();
        }
    }

    /** The meals eaten so far at the table: the sum of every seated philosopher's count, read racily. */
    private long eatenSoFar() {
        long eaten = 0;
        for (Eater eater : eaters) {
            if (eater != null) {
                eaten += eater.eaten();
            }
        }
        return eaten;
    }

    /**
     * How far the dinner got by {@code until} ({@link System#nanoTime()}; a dinner past its time limit is judged at its
     * deadline, not while it is being cancelled), and stops the sampling; {@link Progress#NONE} before the release.
     */
    public Progress progress(long until) {
        Progress.Watch w = watch;
        if (w == null) {
            return Progress.NONE;
        }
        w.stop();
        return w.until(until);
    }

    /**
     * How far the release had got by {@code until} ({@link System#nanoTime()}): the philosophers begun, and when the
     * last began where all had by then. Only after the release ({@link #released}).
     */
    public Release releaseBy(long until) {
        int n = begun.get();
        long last = allBegunAt;
        boolean all = n >= spec.philosophers() && last != 0 && last - until <= 0;
        return new Release(Math.min(n, spec.philosophers()), spec.philosophers(),
                all ? (last - releasedAt) / 1e9 : Double.NaN);
    }

    /** Whether the philosophers were released: a dinner that ran out of time before that has no progress to show. */
    public boolean released() {
        return watch != null;
    }

    /** Called by a philosopher when it leaves the table, whether full, cancelled or failed. */
    public void left(int seat, int mealsEaten) {
        meals[seat] = mealsEaten;
    }

    /**
     * Records that a philosopher's meal failed and returns the exception for it to throw. Recorded here, at the moment
     * it happens, because a stop rule may already have a winner by the time the failure reaches it.
     */
    public DinnerFailedException failed(int seat, Throwable cause) {
        Progress.Watch w = watch;
        long now = System.nanoTime();
        String progress = w == null ? "" : "; progress: " + w.until(now).words() + "; " + releaseBy(now).words();
        DinnerFailedException failed = new DinnerFailedException(
                "dinner " + spec.label() + ": philosopher " + seat + " failed while eating: " + cause + progress,
                cause);
        failure.compareAndSet(null, failed);
        over = true;
        return failed;
    }

    /**
     * A philosopher ate all its meals. Under first full that meets the stop rule and ends the dinner for everybody
     * else; under all full the last one to get full meets it.
     */
    public void full() {
        int count = full.incrementAndGet();
        if (spec.stopRule() == StopRule.FIRST_FULL || count == spec.philosophers()) {
            long now = System.nanoTime();
            if (stopRuleMet.compareAndSet(false, true)) {
                stopRuleMetAt = now;
                begunAtStop = begun.get();
                switchesAtStop = ContextSwitches.ofProcess();
                unmountsAtStop = VirtualUnmounts.ofProcess();
            }
            over = true;
        }
    }

    /** Ends the dinner for everybody (time limit, interruption). */
    public void end() {
        over = true;
    }

    /**
     * Whether the dinner is over. A meal that fails after this (an HTTP request cut by the cancelling interrupt) is a
     * cancelled meal, not a failed dinner.
     */
    public boolean over() {
        return over;
    }

    /** The first recorded failure, if any. */
    public DinnerFailedException failure() {
        return failure.get();
    }

    /** Every thread that took a seat, once per seat (a thread that ran several seats comes several times). */
    public void forEachSeatedThread(Consumer<? super Thread> action) {
        for (Thread thread : threads) {
            if (thread != null) {
                action.accept(thread);
            }
        }
    }

    /**
     * Distinct threads that ran a philosopher. Sized for a thread per seat at once: grown from its default size by
     * doubling, the set of a million virtual threads took 23 of 370 JFR execution samples of a cold 1M x 1M dinner
     * (2026-11-29), 15 of them in its resizing, after the dinner's last phase but within its wall time.
     */
    public Set<Thread> threads() {
        Set<Thread> distinct = Collections.newSetFromMap(new IdentityHashMap<>(threads.length));
        for (Thread thread : threads) {
            if (thread != null) {
                distinct.add(thread);
            }
        }
        return distinct;
    }

    /**
     * Checks that the meal counts obey the stop rule and returns the result; a broken dinner never yields one. The
     * phases are cut at the engine's moments and at the one this ledger saw: the stop rule met.
     *
     * @param seatingAt
     *            {@link System#nanoTime()} before the first philosopher was created
     * @param releasedAt
     *            when every philosopher was seated and the dinner began
     * @param allLeftAt
     *            when the last philosopher had left (its thread gone, or its verticle done)
     */
    public DinnerResult result(long seatingAt, long releasedAt, long allLeftAt) {
        Progress progress = progress(stopRuleMet.get() ? stopRuleMetAt : allLeftAt);
        DinnerFailedException failed = failure.get();
        if (failed != null) {
            throw failed;
        }
        MealStats stats = MealStats.of(meals);
        int full = spec.meals();
        if (stats.max() > full) {
            throw invalid("a philosopher ate " + stats.max() + " meals, more than the " + full + " it was served");
        }
        switch (spec.stopRule()) {
            case FIRST_FULL -> {
                if (stats.max() != full) {
                    throw invalid("nobody ate all " + full + " meals (most was " + stats.max() + ")");
                }
            }
            case ALL_FULL -> {
                if (stats.min() != full) {
                    throw invalid("a philosopher ate " + stats.min() + " of " + full + " meals");
                }
            }
        }
        if (!stopRuleMet.get()) {
            throw invalid("the dinner ended but its stop rule was never met");
        }
        int virtual = 0;
        int platform = 0;
        for (Thread thread : threads()) {
            if (thread.isVirtual()) {
                virtual++;
            } else {
                platform++;
            }
        }
        // One that began only after the stop rule (woken late, it found the dinner over) began in leaving: the release
        // then lasted the whole of eating, and no more.
        long releaseEnd = begun.get() == spec.philosophers() ? Math.min(allBegunAt, stopRuleMetAt) : stopRuleMetAt;
        return new DinnerResult(spec, releasedAt - seatingAt, stopRuleMetAt - releasedAt, allLeftAt - stopRuleMetAt,
                Math.max(0, releaseEnd - releasedAt), begunAtStop, stats, virtual, platform,
                between(switchesAtRelease, switchesAtStop), between(unmountsAtRelease, unmountsAtStop), releasedAt,
                progress);
    }

    /** A counter's growth over the eating phase, or unknown (-1, both counters' value) where either end is. */
    private static long between(long atRelease, long atStop) {
        return atRelease < 0 || atStop < 0 ? ContextSwitches.UNKNOWN : atStop - atRelease;
    }

    private DinnerFailedException invalid(String why) {
        return new DinnerFailedException("invalid dinner " + spec.label() + ": " + why);
    }
}
