package io.philosopherwars.jlbh;

import io.philosopherwars.core.workload.MealClock;

/**
 * The meal clock's readings of a JLBH run: waits, meal lengths, and each philosopher's wait for its first meal from the
 * dinner's release, each in its own {@link StripedHistogram}.
 */
final class MealClockHistograms implements MealClock.Recorder {
    private final StripedHistogram waits = new StripedHistogram();
    private final StripedHistogram lengths = new StripedHistogram();
    private final StripedHistogram firstWaits = new StripedHistogram();
    /** A seat whose first meal has not started: {@link System#nanoTime()} can be any long, even 0 or negative. */
    private static final long NOT_YET = Long.MIN_VALUE;
    /**
     * Per seat, when its first meal of the current dinner started ({@link #NOT_YET}: none yet). Each seat writes its
     * own; read by {@link #released} after the dinner returned, when every philosopher has been joined.
     */
    private final long[] firstMealStarted;

    MealClockHistograms(int philosophers) {
        this.firstMealStarted = new long[philosophers];
        java.util.Arrays.fill(firstMealStarted, NOT_YET);
    }

    @Override
    public void waited(int seat, long nanos) {
        waits.record(seat, nanos);
    }

    @Override
    public void ate(int seat, long nanos) {
        lengths.record(seat, nanos);
    }

    @Override
    public void firstMeal(int seat, long startedAt) {
        firstMealStarted[seat] = startedAt;
    }

    /**
     * After a dinner released at {@code releasedAt}: records every philosopher's wait for its first meal, and clears
     * them for the next dinner. A philosopher that never ate (a race's loser) has no wait.
     */
    void released(long releasedAt) {
        for (int seat = 0; seat < firstMealStarted.length; seat++) {
            if (firstMealStarted[seat] != NOT_YET) {
                firstWaits.record(seat, firstMealStarted[seat] - releasedAt);
                firstMealStarted[seat] = NOT_YET;
            }
        }
    }

    /** All three, since the last reset; call it while no dinner runs. */
    Readings snapshot() {
        return new Readings(waits.snapshot(), lengths.snapshot(), firstWaits.snapshot());
    }

    void reset() {
        waits.reset();
        lengths.reset();
        firstWaits.reset();
    }

    /** One run's waits, meal lengths and first-meal waits. */
    record Readings(StripedHistogram.Snapshot waits, StripedHistogram.Snapshot lengths,
            StripedHistogram.Snapshot firstWaits) {
    }
}
