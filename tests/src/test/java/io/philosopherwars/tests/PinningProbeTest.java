package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.PinningAcrossJdks.Line;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The release-21 pinning probe, run here on JDK 25 (after JEP 491) in its own JVM, as {@code ./philosophers
 * jep491-jdks} runs it on both JDKs. The JDK 21 half needs a JDK 21 and is not part of the build.
 */
@Tag("alone") // times overlapping sleeps against serial ones: run alone (tests/pom.xml)
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PinningProbeTest {
    private static final int TASKS = 200;
    private static final int SLEEP_MS = 5;

    @Test
    void onJdk25ASleepInsideAFreshMonitorPinsNothingAndTheSharedMonitorStillSerialises() throws Exception {
        List<Line> lines = PinningAcrossJdks.probe(Path.of(System.getProperty("java.home")),
                System.getProperty("java.class.path"), List.of("--tasks", Integer.toString(TASKS), "--sleep-ms",
                        Integer.toString(SLEEP_MS), "--philosophers", "20", "--meals", "5", "--repeat", "1"));
        Line fresh = only(lines, "fresh");
        Line shared = only(lines, "shared");
        Line dinner = only(lines, "dinner");
        assertEquals(TASKS, fresh.work());
        assertEquals(0, fresh.pinned(), fresh::toString);
        // Pinned, the sleeps could overlap at most as many as there are carriers: TASKS x 5 ms / cores.
        long pinnedFloor = (long) TASKS * SLEEP_MS / Runtime.getRuntime().availableProcessors();
        assertTrue(fresh.millis() < pinnedFloor / 2, () -> fresh + " vs a pinned floor of " + pinnedFloor + " ms");
        // The article's shared monitor: mutual exclusion, not pinning, makes the sleeps serial.
        assertTrue(shared.millis() >= (long) TASKS * SLEEP_MS, shared::toString);
        assertEquals(0, shared.pinned(), shared::toString);
        assertEquals(20 * 5, dinner.work());
        assertEquals(0, dinner.pinned(), dinner::toString);
    }

    @Test
    void malformedProbeOutputIsRefusedNotRead() {
        assertThrows(PinningAcrossJdks.ProbeFailed.class,
                () -> PinningAcrossJdks.parse(List.of("jdk\t21.0.8\tOpenJDK\t2", "fresh\t1\tfast\t200\t0\t2")));
        assertThrows(PinningAcrossJdks.ProbeFailed.class, () -> PinningAcrossJdks.parse(List.of("nothing here")));
    }

    private static Line only(List<Line> lines, String run) {
        List<Line> found = lines.stream().filter(l -> l.run().equals(run)).toList();
        assertEquals(1, found.size(), () -> run + " in " + lines);
        return found.getFirst();
    }
}
