package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.programs.demo.DinnerTable;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.VirtualUnmounts;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The opt-in unmount agent: exact counts where it is loaded, "unknown" (never a number) where it is not. */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class UnmountsTest {
    private static final Path AGENT = Path.of("..", "unmount-agent", "target", "unmount-agent.jar").toAbsolutePath()
            .normalize();

    @Test
    void withTheAgentEverySleepIsOneUnmountAndDinnersCountTheirs() throws Exception {
        Run run = java(AGENT);
        assertEquals(0, run.exit(), run.output());
        Map<String, String> seen = run.values();
        assertEquals("true", seen.get("available"), run.output());
        // Exactly one unmount per sleep: afterYield runs once per park that gave the carrier away.
        assertEquals(UnmountProbe.SLEEPS, Long.parseLong(seen.get("sleeps")), run.output());
        // A virtual philosopher's sleep is one unmount at least; waiting for a chopstick may add more.
        assertTrue(Double.parseDouble(seen.get("sleepVirtual")) >= 1, run.output());
        // Platform philosophers have no virtual thread to unmount.
        assertEquals(0.0, Double.parseDouble(seen.get("sleepPlatform")), run.output());
        assertTrue(Double.parseDouble(seen.get("noopVirtual")) >= 0, run.output());
    }

    @Test
    void withoutTheAgentTheCountIsUnknownNotZero() {
        assertFalse(VirtualUnmounts.available());
        assertEquals(VirtualUnmounts.UNKNOWN, VirtualUnmounts.ofProcess());
        DinnerResult result = new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL, new Noop(), 10, 10,
                StopRule.ALL_FULL, Duration.ofSeconds(30)).serve();
        assertTrue(Double.isNaN(result.unmountsPerMeal()));
        assertEquals(VirtualUnmounts.UNKNOWN, result.eatingUnmounts());
        assertTrue(DinnerTable.row(result).contains("| - |"), DinnerTable.row(result));
    }

    @Test
    void anAgentJarUnderAnotherNameSaysWhyAndStopsTheJvm(@TempDir Path dir) throws Exception {
        Path renamed = Files.copy(AGENT, dir.resolve("renamed.jar"));
        Run run = java(renamed);
        assertEquals(2, run.exit(), run.output());
        assertTrue(run.output().contains("unmount agent: cannot count virtual-thread unmounts")
                && run.output().contains("must be named unmount-agent.jar"), run.output());
        assertFalse(run.output().contains("available="), run.output());
    }

    private static Run java(Path agent) throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(AGENT), "the agent is built before the tests: " + AGENT);
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-javaagent:" + agent,
                        "--enable-preview", "--enable-native-access=ALL-UNNAMED", "-cp",
                        System.getProperty("java.class.path"), UnmountProbe.class.getName()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            if (!process.waitFor(90, TimeUnit.SECONDS)) {
                throw new AssertionError("the probe JVM did not end in 90 s");
            }
            return new Run(process.exitValue(),
                    new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }

    private record Run(int exit, String output) {
        Map<String, String> values() {
            Map<String, String> values = new HashMap<>();
            output.lines().filter(line -> line.matches("\\w+=.*")).forEach(
                    line -> values.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1)));
            return values;
        }
    }
}
