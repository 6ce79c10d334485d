package io.philosopherwars.core;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How far a dinner got, and when it last moved: the meals eaten at the whole table, sampled every {@link #PERIOD_MS} ms
 * from the moment the philosophers are released, so that a dinner that ran out of time can be told <em>frozen</em> (no
 * meal for {@link #FROZEN_AFTER_SECONDS} s while philosophers were still hungry) from <em>slow</em> (still eating, at a
 * rate that would have finished later).
 * <p>
 * Nothing is added to a meal: every design already keeps each philosopher's meal count in a field of its own (a shift,
 * a diner, a verticle), and a sampler on one shared daemon thread sums those fields, racily, off the philosophers'
 * threads. A sum read while meals are eaten may lag by the meals in flight; it never runs ahead. Its own cost (one read
 * per philosopher per sample: 7 to 54 ms per sample at a million philosophers on 2 cores, the most for vert.x's
 * verticles) is measured and reported, and the sampler spaces its samples to keep it under 2% of one core
 * ({@link #COST_FACTOR}).
 *
 * @param meals
 *            meals eaten at the table at the last sample
 * @param served
 *            meals the dinner serves in all when everybody gets full (philosophers x meals each)
 * @param seconds
 *            seconds of eating at the last sample
 * @param lastMealAgo
 *            seconds between the last sample at which the count had grown and the last sample
 * @param longestStall
 *            the longest time, in seconds, with no meal eaten, while hungry philosophers remained (a multiple of the
 *            period; 0 where every sample saw a meal)
 * @param recentRate
 *            meals per second over the last {@link #RECENT_SECONDS} s of samples (or all of them, if fewer)
 * @param samples
 *            samples taken
 * @param samplingSeconds
 *            seconds the sampler itself spent reading the counts
 * @param stallGcSeconds
 *            seconds of the collectors' pauses within the last {@code lastMealAgo} (the JVM's
 *            {@code GarbageCollectorMXBean}s, concurrent cycles left out); NaN where not recorded (a sweep from before)
 * @param gcSeconds
 *            seconds of the same pauses from the release to the last sample: the collector's share of the eating, shown
 *            beside a slow dinner's projection, never a verdict (what a design allocates is its own cost); NaN where
 *            not recorded
 */
public record Progress(long meals, long served, double seconds, double lastMealAgo, double longestStall,
        double recentRate, int samples, double samplingSeconds, double stallGcSeconds, double gcSeconds) {

    /** How often the sampler reads the meal counts, at most. */
    public static final long PERIOD_MS = 500;
    /**
     * The sampler's budget: a sample waits until {@code COST_FACTOR} times the previous read's cost has passed, so that
     * reading a large table's counts (tens of ms at a million verticles, whose objects lie far apart) never takes more
     * than 2% of one core from the dinner it watches; at a small table it samples every period.
     */
    static final long COST_FACTOR = 50;
    /** No meal for this long, with hungry philosophers left, is a frozen dinner. */
    public static final double FROZEN_AFTER_SECONDS = 5;
    /**
     * A stall at least this share of which the collectors spent in pauses is mostly the collector's: it stops every
     * thread, so whether the design had stopped cannot be told. A million vert.x verticles on virtual threads filled 4
     * GB on the Intel machine (2026-11-26: full compactions of 4.0 to 4.6 s, 3.1 to 3.5 GB live after each; with 8 GB,
     * none).
     */
    public static final double GC_BOUND_SHARE = 0.5;
    /** The window of the rate a slow dinner is projected with. */
    public static final double RECENT_SECONDS = 5;

    /** The meal counts of one dinner, as its engine keeps them. */
    public interface Counts {
        /** Meals eaten so far at the whole table; read racily, off the philosophers' threads. */
        long eatenSoFar();
    }

    /** No sample was taken (the dinner ended within one period). */
    public static final Progress NONE = new Progress(0, 0, 0, 0, 0, Double.NaN, 0, 0, Double.NaN, Double.NaN);

    /** The meals eaten, in whole per cent of those served. */
    public long percentEaten() {
        return meals * 100 / Math.max(1, served);
    }

    /** Whether any sample was taken. */
    public boolean sampled() {
        return samples > 0;
    }

    /**
     * No meal for {@link #FROZEN_AFTER_SECONDS} s while meals were left to eat, and not {@link #gcBound}: the design
     * stopped, not the collector.
     */
    public boolean frozen() {
        return stalled() && !gcBound();
    }

    /**
     * No meal for {@link #FROZEN_AFTER_SECONDS} s while meals were left, at least {@link #GC_BOUND_SHARE} of it in the
     * collectors' pauses: the collector stopped the table for most of it, so whether the design itself had stopped
     * cannot be told.
     */
    public boolean gcBound() {
        return stalled() && stallGcSeconds >= GC_BOUND_SHARE * lastMealAgo;
    }

    private boolean stalled() {
        return sampled() && meals < served && lastMealAgo >= FROZEN_AFTER_SECONDS;
    }

    /** "; 8.1 s of its 17.5 s of eating in GC pauses" where recorded. */
    private String gcShare() {
        return Double.isNaN(gcSeconds) ? ""
                : "; " + fixed(gcSeconds) + " s of its " + fixed(seconds) + " s of eating in GC pauses";
    }

    /** ", 4.4 s of it in GC pauses" where recorded. */
    private String gc() {
        return Double.isNaN(stallGcSeconds) ? "" : ", " + fixed(stallGcSeconds) + " s of it in GC pauses";
    }

    /** Seconds of eating the whole dinner would have taken at its recent rate; NaN if it was not eating any more. */
    public double projectedSeconds() {
        return recentRate > 0 ? seconds + (served - meals) / recentRate : Double.NaN;
    }

    /**
     * One line for a person, then a token the report reads back ({@link #parse}): "5,210,000 of 10,000,000 meals in
     * 29.5 s, the last 0.0 s before; 172,000 meals/s over the last 5 s: all full in about 58 s at that rate (slow, not
     * frozen)".
     */
    public String words() {
        if (!sampled()) {
            return "no progress sample (it ended within " + PERIOD_MS + " ms of eating)";
        }
        String state;
        if (gcBound()) {
            state = "no meal for the last " + fixed(lastMealAgo) + " s" + gc()
                    + ": mostly the collector's, so not told frozen";
        } else if (frozen()) {
            state = "no meal for the last " + fixed(lastMealAgo) + " s" + gc() + ": frozen";
        } else if (meals >= served) {
            state = "all served";
        } else if (!(recentRate > 0)) {
            state = "no meal for the last " + fixed(lastMealAgo) + " s, under the " + fixed(FROZEN_AFTER_SECONDS)
                    + " s that make it frozen";
        } else {
            state = fixed(recentRate) + " meals/s over its last " + fixed(Math.min(RECENT_SECONDS, seconds))
                    + " s: all full in about " + fixed(projectedSeconds()) + " s at that rate" + gcShare()
                    + " (slow, not frozen)";
        }
        return String.format(Locale.ROOT, "%,d of %,d meals eaten in %s s; longest time without a meal %s s; %s %s",
                meals, served, fixed(seconds), fixed(longestStall), state, token());
    }

    /**
     * The state in a few words, for a table's cell: "frozen: no meal for the last 12.0 s, 34% eaten", "slow: 52% eaten,
     * all full in about 58 s at its last rate", "all served", or "not sampled".
     */
    public String state() {
        if (!sampled()) {
            return "not sampled";
        }
        String eaten = String.format(Locale.ROOT, "%.0f%% eaten", 100.0 * meals / Math.max(1, served));
        if (gcBound()) {
            return "GC-bound: no meal for the last " + fixed(lastMealAgo) + " s" + gc() + ", " + eaten;
        }
        if (frozen()) {
            return "frozen: no meal for the last " + fixed(lastMealAgo) + " s" + gc() + ", " + eaten;
        }
        if (meals >= served) {
            return "all served";
        }
        return recentRate > 0
                ? "slow: " + eaten + ", all full in about " + fixed(projectedSeconds()) + " s at its last rate"
                        + gcShare()
                : "stalled: no meal for the last " + fixed(lastMealAgo) + " s, " + eaten;
    }

    /** {@code message} without the tokens {@link #words} and {@link Release#words} leave in it for the report. */
    public static String withoutToken(String message) {
        return TOKENS.matcher(message).replaceAll("").stripTrailing();
    }

    /** Either token with the space before it, as {@link #words} and {@link Release#words} write them. */
    private static final Pattern TOKENS = Pattern.compile(" ?\\[(?:progress|release) [^\\]]*]");

    private String token() {
        return String.format(Locale.ROOT,
                "[progress meals=%d served=%d seconds=%.3f lastMealAgo=%.3f longestStall=%.3f rate=%.1f samples=%d"
                        + " sampling=%.4f stallGc=%.3f gc=%.3f]",
                meals, served, seconds, lastMealAgo, longestStall, recentRate, samples, samplingSeconds, stallGcSeconds,
                gcSeconds);
    }

    private static final Pattern TOKEN = Pattern.compile("\\[progress meals=(\\d+) served=(\\d+) seconds=([0-9.]+)"
            + " lastMealAgo=([0-9.]+) longestStall=([0-9.]+) rate=([0-9.NaInfity]+) samples=(\\d+) sampling=([0-9.]+)"
            + "(?: stallGc=([0-9.NaN]+))?(?: gc=([0-9.NaN]+))?]");

    /** The progress a message carries ({@link #words}), if it carries one: the fork only sends its text back. */
    public static Optional<Progress> parse(String message) {
        Matcher m = TOKEN.matcher(message == null ? "" : message);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(new Progress(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)),
                Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5)),
                Double.parseDouble(m.group(6)), Integer.parseInt(m.group(7)), Double.parseDouble(m.group(8)),
                m.group(9) == null ? Double.NaN : Double.parseDouble(m.group(9)),
                m.group(10) == null ? Double.NaN : Double.parseDouble(m.group(10))));
    }

    /**
     * What the first {@code k} samples show ({@code times} in {@link System#nanoTime()}, {@code meals} eaten by then),
     * for a dinner released at {@code releasedAt} that serves {@code served} meals in all; no GC time recorded.
     */
    public static Progress of(long[] times, long[] meals, int k, long releasedAt, long served, long samplingNanos) {
        return of(times, meals, null, 0, k, releasedAt, served, samplingNanos);
    }

    /**
     * The same, with {@code gcMillis}, the collectors' pause time so far at each sample (null where not recorded), and
     * {@code gcAtRelease}, the same at the release: the pauses within the last stall are the last sample's less those
     * at the last sample at which the count had grown, or at the release where it never grew.
     */
    public static Progress of(long[] times, long[] meals, long[] gcMillis, long gcAtRelease, int k, long releasedAt,
            long served, long samplingNanos) {
        if (k == 0) {
            return NONE;
        }
        long lastGrowthAt = releasedAt;
        int lastGrowth = -1;
        long longestStall = 0;
        long before = 0;
        for (int i = 0; i < k; i++) {
            if (meals[i] > before) {
                lastGrowthAt = times[i];
                lastGrowth = i;
            } else if (meals[i] < served) {
                longestStall = Math.max(longestStall, times[i] - lastGrowthAt);
            }
            before = meals[i];
        }
        long last = times[k - 1];
        // The rate's window reaches back RECENT_SECONDS from the last sample (at least one sample back; the release for
        // the first).
        int from = Math.max(0, k - 2);
        while (from > 0 && last - times[from - 1] <= RECENT_SECONDS * 1e9) {
            from--;
        }
        boolean fromRelease = k == 1;
        long window = last - (fromRelease ? releasedAt : times[from]);
        long grown = meals[k - 1] - (fromRelease ? 0 : meals[from]);
        double rate = window > 0 ? grown * 1e9 / window : Double.NaN;
        double stallGc = gcMillis == null ? Double.NaN
                : (gcMillis[k - 1] - (lastGrowth < 0 ? gcAtRelease : gcMillis[lastGrowth])) / 1e3;
        return new Progress(meals[k - 1], served, (last - releasedAt) / 1e9, (last - lastGrowthAt) / 1e9,
                longestStall / 1e9, rate, k, samplingNanos / 1e9, stallGc,
                gcMillis == null ? Double.NaN : (gcMillis[k - 1] - gcAtRelease) / 1e3);
    }

    /**
     * The collectors' pause time so far in this JVM, in ms: every {@code GarbageCollectorMXBean} but those that time
     * concurrent cycles (ZGC's and Shenandoah's "Cycles"), whose time the application threads ran through.
     */
    static long gcPauseMillis() {
        long total = 0;
        for (java.lang.management.GarbageCollectorMXBean gc : java.lang.management.ManagementFactory
                .getGarbageCollectorMXBeans()) {
            if (!gc.getName().endsWith("Cycles")) {
                total += Math.max(0, gc.getCollectionTime());
            }
        }
        return total;
    }

    private static String fixed(double value) {
        return String.format(Locale.ROOT, "%,.1f", value);
    }

    /** The shared sampler: one daemon thread, gone when no dinner has been sampled for a second. */
    private static final ScheduledThreadPoolExecutor SAMPLER = sampler();

    private static ScheduledThreadPoolExecutor sampler() {
        ScheduledThreadPoolExecutor sampler = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "philosophers-progress");
            thread.setDaemon(true);
            return thread;
        });
        sampler.setRemoveOnCancelPolicy(true);
        sampler.setKeepAliveTime(1, TimeUnit.SECONDS);
        sampler.allowCoreThreadTimeOut(true);
        return sampler;
    }

    /** The samples of one dinner, taken on the sampler's thread; read under its monitor. */
    static final class Watch {
        private final Counts counts;
        private final long served;
        private final java.util.function.BooleanSupplier over;
        private final long limitNanos;
        /** Set by {@link #released}, after the scheduling: its cost falls in setup, not in eating. */
        private long releasedAt;
        private volatile long stopAfter = Long.MAX_VALUE;
        /** Set after scheduling, which hands {@code this} to the sampler's thread first. */
        private volatile ScheduledFuture<?> task;
        private long[] times = new long[64];
        private long[] meals = new long[64];
        private long[] gcs = new long[64];
        private int n;
        private long samplingNanos;
        private long gcAtRelease;
        private long lastSampleAt;
        private long lastCost;

        /**
         * Samples {@code counts} from one period after {@link #released}, until the dinner is {@code over} or
         * {@code limitNanos} after the release (past its time limit nothing is judged), whichever comes first: it stops
         * by itself whatever way the dinner ends.
         */
        Watch(Counts counts, long served, long limitNanos, java.util.function.BooleanSupplier over) {
            this.counts = counts;
            this.served = served;
            this.over = over;
            this.limitNanos = limitNanos;
            this.task = SAMPLER.scheduleAtFixedRate(this::sample, PERIOD_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
        }

        private void sample() {
            long start = System.nanoTime();
            if (lastCost > 0 && start - lastSampleAt < COST_FACTOR * lastCost) {
                return;
            }
            long eaten = counts.eatenSoFar();
            long gc = gcPauseMillis();
            long end = System.nanoTime();
            lastSampleAt = start;
            lastCost = end - start;
            synchronized (this) {
                samplingNanos += end - start;
                if (n == times.length) {
                    times = java.util.Arrays.copyOf(times, n * 2);
                    meals = java.util.Arrays.copyOf(meals, n * 2);
                    gcs = java.util.Arrays.copyOf(gcs, n * 2);
                }
                times[n] = start;
                meals[n] = eaten;
                gcs[n] = gc;
                n++;
            }
            if (over.getAsBoolean() || start - stopAfter > 0) {
                stop();
            }
        }

        /**
         * The moment the philosophers were released ({@link System#nanoTime()}): the samples' origin; and the
         * collectors' pause time read just before it ({@link #gcPauseMillis}).
         */
        synchronized void released(long at, long gcAt) {
            releasedAt = at;
            gcAtRelease = gcAt;
            stopAfter = at + limitNanos;
        }

        /** Stops sampling. */
        void stop() {
            ScheduledFuture<?> t = task;
            if (t != null) {
                t.cancel(false);
            }
        }

        /**
         * What the samples taken up to {@code until} ({@link System#nanoTime()}) show: a dinner past its time limit is
         * judged at its deadline, not while it is being cancelled.
         */
        synchronized Progress until(long until) {
            int k = 0;
            while (k < n && times[k] <= until) {
                k++;
            }
            return of(times, meals, gcs, gcAtRelease, k, releasedAt, served, samplingNanos);
        }
    }
}
