package io.philosopherwars.jlbh;

import io.philosopherwars.core.workload.MealClock;

/** The meal clock's readings of a JLBH run: waits and meal lengths, each in its own {@link StripedHistogram}. */
final class MealClockHistograms implements MealClock.Recorder {
    private final StripedHistogram waits = new StripedHistogram();
    private final StripedHistogram lengths = new StripedHistogram();

    @Override
    public void waited(int seat, long nanos) {
        waits.record(seat, nanos);
    }

    @Override
    public void ate(int seat, long nanos) {
        lengths.record(seat, nanos);
    }

    /** Both, since the last reset; call it while no dinner runs. */
    Readings snapshot() {
        return new Readings(waits.snapshot(), lengths.snapshot());
    }

    void reset() {
        waits.reset();
        lengths.reset();
    }

    /** One run's waits and meal lengths. */
    record Readings(StripedHistogram.Snapshot waits, StripedHistogram.Snapshot lengths) {
    }
}
