package io.philosopherwars.programs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A process the smoke tests start as a user would (a jar, the launcher): its exit code and everything it printed. It is
 * bounded: past four minutes it is killed with its descendants (a JMH host's forked benchmark JVM first, which killing
 * only the host would leave running) and the test fails.
 */
record JarRun(int exitCode, String output) {
    /**
     * For a JMH host the smoke tests start: the two smoke-test classes run side by side (programs/pom.xml), and JMH's
     * lock file, which keeps one measurement from running beside another, would fail whichever came second. They check
     * what the jar does, not its numbers.
     */
    static final String IGNORE_JMH_LOCK = "-Djmh.ignoreLock=true";

    /** The JDK 25 that Maven's toolchain chose: the JVM running the tests. */
    static String java() {
        return ProcessHandle.current().info().command().orElseThrow();
    }

    static JarRun run(List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        return run(command, environment, Path.of("."));
    }

    static JarRun run(List<String> command, Map<String, String> environment, Path directory)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile("jar-run-", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                .directory(directory.toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
        try {
            if (!process.waitFor(4, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
                // The run's own output says where it stood (a fork waiting for its threads, a dinner past its limit):
                // a CI run at 638d450 lost one here with nothing to read.
                String output = Files.readString(log, StandardCharsets.UTF_8);
                throw new AssertionError("did not exit within 4 minutes: " + command + "\nits output's last lines:\n"
                        + output.substring(Math.max(0, output.length() - 6_000)));
            }
            return new JarRun(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
