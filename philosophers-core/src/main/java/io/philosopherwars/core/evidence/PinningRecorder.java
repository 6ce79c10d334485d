package io.philosopherwars.core.evidence;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingStream;

/**
 * Counts JFR {@code jdk.VirtualThreadPinned} events (threshold 0, so every pinned park counts, however short) while it
 * is open, with the frame that pinned each one: the first frame of the event's stack outside {@code java.*} and
 * {@code jdk.*}, which is the application's code that blocked, followed by the top frame when that is the JDK's (what
 * the thread was doing: parking in a lock, loading a class). What it sees is what the JDK reports; a positive control
 * (see {@link Jep491Experiment#pinInClassInitializer}) shows that it does see pinning.
 */
public final class PinningRecorder implements AutoCloseable {
    static final String EVENT = "jdk.VirtualThreadPinned";

    private final RecordingStream stream = new RecordingStream();
    private final LongAdder pinned = new LongAdder();
    private final Map<String, LongAdder> frames = new ConcurrentHashMap<>();
    /** Start of every event, nanoseconds since the epoch; written only by the stream's one consumer thread. */
    private long[] starts = new long[64];
    private int startCount;
    private boolean stopped;

    private PinningRecorder() {
        stream.enable(EVENT).withThreshold(Duration.ZERO).withStackTrace();
        stream.onEvent(EVENT, this::count);
    }

    /** Starts recording; the events of what runs from now on are counted. */
    public static PinningRecorder start() {
        PinningRecorder recorder = new PinningRecorder();
        recorder.stream.startAsync();
        return recorder;
    }

    private void count(RecordedEvent event) {
        pinned.increment();
        frames.computeIfAbsent(pinningFrame(event) + reason(event), f -> new LongAdder()).increment();
        if (startCount == starts.length) {
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        Instant start = event.getStartTime();
        starts[startCount++] = start.getEpochSecond() * 1_000_000_000L + start.getNano();
    }

    /**
     * Events that started within {@code [from, to)} (epoch nanoseconds); call after {@link #stop(int)}, which makes the
     * consumer thread's writes visible.
     */
    public long eventsBetween(long fromEpochNanos, long toEpochNanos) {
        long count = 0;
        for (int i = 0; i < startCount; i++) {
            if (starts[i] >= fromEpochNanos && starts[i] < toEpochNanos) {
                count++;
            }
        }
        return count;
    }

    /** JDK 24+ says why the thread was pinned ({@code pinnedReason}); older JDKs do not. */
    static String reason(RecordedEvent event) {
        if (event.hasField("pinnedReason")) {
            String reason = event.getString("pinnedReason");
            return reason == null || reason.isBlank() ? "" : " (" + reason + ")";
        }
        return "";
    }

    static String pinningFrame(RecordedEvent event) {
        if (event.getStackTrace() == null) {
            return "(no stack trace)";
        }
        List<RecordedFrame> stack = event.getStackTrace().getFrames();
        if (stack.isEmpty()) {
            return "(empty stack)";
        }
        // What the thread was doing when it pinned (parking in a lock, loading a class): the top frame below the
        // event's own machinery (VirtualThread.postPinnedEvent, parking, the continuation).
        RecordedFrame doing = stack.stream()
                .filter(f -> !MACHINERY.matcher(f.getMethod().getType().getName()).matches()).findFirst()
                .orElse(stack.getFirst());
        for (RecordedFrame frame : stack) {
            String type = frame.getMethod().getType().getName();
            if (!type.startsWith("java.") && !type.startsWith("jdk.") && !type.startsWith("sun.")) {
                return frame == doing ? name(frame) : name(frame) + " -> " + name(doing);
            }
        }
        return name(doing);
    }

    /** Frames of the pinned event's own reporting and parking, skipped when saying what the thread was doing. */
    private static final Pattern MACHINERY = Pattern.compile(
            "java\\.lang\\.(VirtualThread|Thread|System\\$\\d+)|jdk\\.internal\\.(vm|misc|event)\\..*|jdk\\.jfr\\..*");

    private static String name(RecordedFrame frame) {
        return frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
    }

    /**
     * Stops recording, waits until every recorded event has been counted, and returns the count.
     *
     * @param top
     *            how many of the most frequent pinning frames to keep
     */
    public Pinning stop(int top) {
        if (!stopped) {
            stopped = true;
            stream.stop();
        }
        Map<String, Long> topFrames = new LinkedHashMap<>();
        frames.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> e.getValue().sum()).reversed()
                        .thenComparing(Map.Entry::getKey))
                .limit(top).forEach(e -> topFrames.put(e.getKey(), e.getValue().sum()));
        return new Pinning(pinned.sum(), topFrames);
    }

    @Override
    public void close() {
        stream.close();
    }

    /**
     * What was seen.
     *
     * @param events
     *            {@code jdk.VirtualThreadPinned} events
     * @param topFrames
     *            the most frequent pinning frames, most frequent first, with their counts
     */
    public record Pinning(long events, Map<String, Long> topFrames) {
    }
}
