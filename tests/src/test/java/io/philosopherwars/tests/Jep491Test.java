package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.evidence.Jep491Experiment;
import io.philosopherwars.core.evidence.Jep491Experiment.Monitor;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.core.evidence.PinningRecorder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference article's JEP 491 experiment on JDK 25: with a fresh monitor per task, 5,000 virtual threads sleeping 5
 * ms inside {@code synchronized} overlap their sleeps (no pinning, no pinned events); with one shared monitor they are
 * serial because of mutual exclusion, still without a pinned event; and the recorder does see pinning where JDK 25
 * still pins (blocking in a class initializer), so its zero means something.
 */
@Tag("alone") // times overlapping sleeps against serial ones: run alone (tests/pom.xml)
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class Jep491Test {
    static final Duration BOUND = Duration.ofSeconds(40);
    /**
     * The shared-monitor run is serial by construction: 100 tasks x 5 ms is 0.5 s at least, a bound no scheduling can
     * beat, so it needs no more (400 until 2026-11-29: 1.5 s more of the build's time alone).
     */
    static final int SHARED_TASKS = 100;

    @Test
    void freshMonitorsSleepTogetherWithoutPinning() throws InterruptedException {
        Jep491Experiment.Result result = Jep491Experiment.run(Monitor.FRESH, Jep491Experiment.ARTICLE_TASKS,
                Jep491Experiment.ARTICLE_CPU_ITERATIONS, Jep491Experiment.ARTICLE_SLEEP, BOUND);

        assertEquals(Jep491Experiment.ARTICLE_TASKS, result.completed());
        assertEquals(0, result.pinning().events(), () -> "pinned: " + result.pinning());
        // Serial sleeps alone would take 5,000 x 5 ms = 25 s; the article measured 0.64 s with fresh monitors.
        long serialMillis = Jep491Experiment.ARTICLE_TASKS * Jep491Experiment.ARTICLE_SLEEP.toMillis();
        assertTrue(result.elapsed().toMillis() < serialMillis / 4,
                () -> "took " + result.elapsed().toMillis() + " ms, not far from serial " + serialMillis + " ms");
    }

    @Test
    void oneSharedMonitorIsSerialByMutualExclusionNotByPinning() throws InterruptedException {
        Jep491Experiment.Result result = Jep491Experiment.run(Monitor.SHARED, SHARED_TASKS,
                Jep491Experiment.ARTICLE_CPU_ITERATIONS, Jep491Experiment.ARTICLE_SLEEP, BOUND);

        assertEquals(SHARED_TASKS, result.completed());
        long serialMillis = SHARED_TASKS * Jep491Experiment.ARTICLE_SLEEP.toMillis();
        assertTrue(result.elapsed().toMillis() >= serialMillis, () -> "took " + result.elapsed().toMillis()
                + " ms, less than " + serialMillis + " ms of serial sleeps");
        assertEquals(0, result.pinning().events(), () -> "pinned: " + result.pinning());
    }

    @Test
    void theRecorderSeesPinningWhereJdk25StillPins() throws InterruptedException {
        PinningRecorder.Pinning pinning = Jep491Experiment.pinInClassInitializer(BOUND);

        assertTrue(pinning.events() >= 2, () -> "two threads blocked in <clinit>, pinned: " + pinning);
        assertTrue(pinning.topFrames().keySet().stream().anyMatch(frame -> frame.contains("SleepsWhileInitialising")),
                () -> "the pinning frame is the class initializer: " + pinning.topFrames());
    }

    @Test
    void theCommandWritesBothMonitorsUnderTheRunEnvironment(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("jep491.md");

        // No control here: its classes initialise once per JVM, and the test above needs them uninitialised.
        int code = Jep491Program.run(new String[] { "--tasks", "40", "--cpu-iterations", "10", "--sleep-ms", "2",
                "--repeat", "1", "--control", "false", "--report", report.toString() }, System.out, System.err);

        assertEquals(0, code);
        String text = Files.readString(report);
        assertTrue(text.startsWith("# JEP 491: sleeping inside synchronized on virtual threads\n\n- machine: "), text);
        assertTrue(text.contains("40 tasks x (10 iterations of CPU work, then a 2 ms sleep inside synchronized);"
                + " serial sleeps would take 80 ms"), text);
        assertTrue(text.contains("| 1 | shared | ") && text.contains("| 1 | fresh | "), text);
        assertTrue(!text.contains("Positive control"), text);
    }
}
