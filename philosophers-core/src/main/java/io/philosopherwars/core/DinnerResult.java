package io.philosopherwars.core;

import java.util.concurrent.TimeUnit;

/**
 * What one dinner did, in three phases that never hide inside each other: setup (create and start every philosopher),
 * eating (from the moment all are released together until the stop rule is met) and leaving (from then until the last
 * philosopher has left: under first full, cancelling and joining everybody else). Starting 1,000 platform threads alone
 * costs tens of milliseconds, and cancelling 1,000,000 virtual ones costs more than their meals; neither is eating.
 * <p>
 * The release is the first part of eating, shown on its own and not subtracted from it (eating keeps one meaning across
 * sets): from the release until the last philosopher has begun, that is its thread woke at the gate or its pooled task
 * or its verticle's first task actually ran, not until the releasing thread had finished waking or scheduling them. A
 * design that serves a block of seats on one thread or event loop begins a block at once. Under first full the winner
 * may be full before its slowest neighbour ever ran: the release then lasts the whole of eating, and
 * {@code begunAtStop} says how many had begun.
 *
 * @param spec
 *            the dinner that was served
 * @param setupNanos
 *            creating and starting all philosophers, until each waits at the barrier
 * @param eatingNanos
 *            from the barrier's release until the stop rule was met (the first philosopher full, or the last one)
 * @param leavingNanos
 *            from the stop rule met until every philosopher has left (cancelled, woken and joined)
 * @param releaseNanos
 *            from the release until the last philosopher began, or until the stop rule was met if that came first: a
 *            part of {@code eatingNanos}, never more
 * @param begunAtStop
 *            philosophers that had begun when the stop rule was met (all of them under all full)
 * @param meals
 *            how the meals were shared
 * @param virtualThreads
 *            distinct virtual threads that ran philosophers
 * @param platformThreads
 *            distinct platform threads that ran philosophers (event loops, for vert.x)
 * @param eatingSwitches
 *            the process's kernel context switches during the eating phase ({@link ContextSwitches}), or
 *            {@link ContextSwitches#UNKNOWN}
 * @param eatingUnmounts
 *            the JVM's virtual-thread unmounts during the eating phase ({@link VirtualUnmounts}: only where the opt-in
 *            unmount agent is loaded), or {@link VirtualUnmounts#UNKNOWN}
 * @param releasedAt
 *            {@link System#nanoTime()} at the release, the start of eating: what a clocked meal's first wait counts
 *            from ({@code MealClock})
 * @param progress
 *            the meals eaten over the eating phase, sampled every {@link Progress#PERIOD_MS} ms ({@link Progress#NONE}
 *            for a dinner that ate within one period)
 */
public record DinnerResult(DinnerSpec spec, long setupNanos, long eatingNanos, long leavingNanos, long releaseNanos,
        int begunAtStop, MealStats meals, int virtualThreads, int platformThreads, long eatingSwitches,
        long eatingUnmounts, long releasedAt, Progress progress) {

    private static final double NANOS_PER_MILLI = TimeUnit.MILLISECONDS.toNanos(1);
    private static final double NANOS_PER_SECOND = TimeUnit.SECONDS.toNanos(1);

    public double setupMillis() {
        return setupNanos / NANOS_PER_MILLI;
    }

    public double eatingMillis() {
        return eatingNanos / NANOS_PER_MILLI;
    }

    public double leavingMillis() {
        return leavingNanos / NANOS_PER_MILLI;
    }

    public double releaseMillis() {
        return releaseNanos / NANOS_PER_MILLI;
    }

    /** Whether every philosopher had begun before the stop rule was met, so that the release ended inside eating. */
    public boolean allBegan() {
        return begunAtStop == spec.philosophers();
    }

    public long totalNanos() {
        return setupNanos + eatingNanos + leavingNanos;
    }

    /**
     * Meals eaten at the whole table per second of the eating phase: the number that compares dinners that ate
     * different amounts (a first-full race may eat 100 times more meals under one implementation than under another).
     */
    public double mealsPerSecond() {
        return meals.total() * NANOS_PER_SECOND / Math.max(1, eatingNanos);
    }

    /** The eating phase divided by the meals eaten in it: the table's cost of one meal, waiting included. */
    public double nanosPerMeal() {
        return eatingNanos / (double) Math.max(1, meals.total());
    }

    /**
     * Kernel context switches of the process per meal eaten, over the eating phase: a platform thread's hand-offs, a
     * virtual dinner's carriers (not its unmounts); NaN where the count is unknown.
     */
    public double switchesPerMeal() {
        return eatingSwitches == ContextSwitches.UNKNOWN ? Double.NaN
                : eatingSwitches / (double) Math.max(1, meals.total());
    }

    /**
     * Virtual-thread unmounts per meal eaten, over the eating phase: the switches a virtual dinner makes without the
     * kernel; NaN where the unmount agent is not loaded.
     */
    public double unmountsPerMeal() {
        return eatingUnmounts == VirtualUnmounts.UNKNOWN ? Double.NaN
                : eatingUnmounts / (double) Math.max(1, meals.total());
    }

    /** The thread kind that actually ran the philosophers, which may differ from the requested one (vert.x). */
    public String threadsUsed() {
        if (virtualThreads > 0 && platformThreads > 0) {
            return virtualThreads + " virtual + " + platformThreads + " platform";
        }
        return virtualThreads > 0 ? virtualThreads + " virtual" : platformThreads + " platform";
    }
}
