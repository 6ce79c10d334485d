package io.philosopherwars.core;

import java.util.concurrent.TimeUnit;

/**
 * What one dinner did. Setup (create and start every philosopher) and eating (from the moment all are released together
 * until the last one has left the table) are timed apart, because starting 1,000 platform threads alone costs tens of
 * milliseconds.
 *
 * @param spec
 *            the dinner that was served
 * @param setupNanos
 *            creating and starting all philosophers, until each waits at the barrier
 * @param eatingNanos
 *            from the barrier's release until every philosopher has stopped (cancelled ones included)
 * @param meals
 *            how the meals were shared
 * @param virtualThreads
 *            distinct virtual threads that ran philosophers
 * @param platformThreads
 *            distinct platform threads that ran philosophers (event loops, for vert.x)
 */
public record DinnerResult(DinnerSpec spec, long setupNanos, long eatingNanos, MealStats meals, int virtualThreads,
        int platformThreads) {

    public double setupMillis() {
        return setupNanos / (double) TimeUnit.MILLISECONDS.toNanos(1);
    }

    public double eatingMillis() {
        return eatingNanos / (double) TimeUnit.MILLISECONDS.toNanos(1);
    }

    public long totalNanos() {
        return setupNanos + eatingNanos;
    }

    /** The thread kind that actually ran the philosophers, which may differ from the requested one (vert.x). */
    public String threadsUsed() {
        if (virtualThreads > 0 && platformThreads > 0) {
            return virtualThreads + " virtual + " + platformThreads + " platform";
        }
        return virtualThreads > 0 ? virtualThreads + " virtual" : platformThreads + " platform";
    }
}
