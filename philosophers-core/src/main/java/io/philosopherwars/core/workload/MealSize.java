package io.philosopherwars.core.workload;

import java.time.Duration;
import java.util.Objects;

/**
 * The size knobs of a workload: a duration (sleep, active wait) and a byte count (file, HTTP payload). A workload uses
 * what applies to it.
 */
public record MealSize(Duration duration, int bytes) {
    /** The talk's sizes: 16 us and 16 KB. */
    public static final MealSize DEFAULT = new MealSize(Duration.ofNanos(16_000), 16 * 1024);

    public MealSize {
        Objects.requireNonNull(duration, "duration must not be null");
    }

    public static MealSize of(long micros, int bytes) {
        return new MealSize(Duration.ofNanos(micros * 1_000), bytes);
    }

    static String format(Duration duration) {
        long nanos = duration.toNanos();
        return nanos % 1_000 == 0 ? (nanos / 1_000) + "us" : nanos + "ns";
    }

    static String formatBytes(int bytes) {
        return bytes % 1024 == 0 ? (bytes / 1024) + "KB" : bytes + "B";
    }
}
