package io.philosopherwars.programs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
     * A JMH host's own lock, as a flag of its JVM. JMH holds {@code java.io.tmpdir/jmh.lock} for its whole run, which
     * keeps one measurement from running beside another; the smoke tests run side by side (programs/pom.xml), and the
     * second of two runs on one lock would fail. Each JMH host they start gets a folder of its own under this JVM's
     * temporary folder, removed when this JVM exits; JMH passes a host's flags to its forks, so a file meal's temporary
     * file is written there too. Whether a measurement runs beside them is the machine's own lock's to say
     * ({@link #holdMachineLockShared}).
     */
    static String ownJmhLock() throws IOException {
        Path folder = Files.createTempDirectory("philosophers-jmh-lock-");
        // With whatever a fork left in it (a file meal's temporary file): deleteOnExit removes only empty folders.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (java.util.stream.Stream<Path> files = Files.walk(folder)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException | java.io.UncheckedIOException e) {
                // Left in the system's temporary folder.
            }
        }));
        return "-Djava.io.tmpdir=" + folder.toAbsolutePath();
    }

    /** The machine's JMH lock, shared, held by this JVM until it exits. */
    private static FileLock machineLock;

    /**
     * Takes this machine's JMH lock ({@code java.io.tmpdir/jmh.lock}) shared, and holds it until this JVM exits; fails
     * where a JMH run holds it. Both smoke-test JVMs hold it shared at once, and a measurement's JMH, which takes it
     * exclusive, then refuses to start beside them; one already measuring makes them fail with that reason. A run of
     * many JMH runs (a sweep, a publish) whose next one would start while they hold it is refused that run, as it was
     * when the smoke tests took the lock themselves. A measurement started with another {@code java.io.tmpdir} has a
     * lock of its own, which this does not see.
     */
    static synchronized void holdMachineLockShared() throws IOException {
        if (machineLock != null) {
            return;
        }
        Path lock = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
        FileChannel channel;
        try {
            channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
        } catch (java.nio.file.AccessDeniedException e) {
            // Another user's lock file: a shared lock needs only to read it.
            channel = FileChannel.open(lock, StandardOpenOption.READ);
        }
        // As JMH leaves it, writable by every user, whoever created it first.
        lock.toFile().setWritable(true, false);
        FileLock held = channel.tryLock(0, Long.MAX_VALUE, true);
        if (held == null) {
            channel.close();
            throw new AssertionError("a JMH run holds " + lock + ": a measurement is running on this machine, and the"
                    + " smoke tests would run beside it and change its numbers; run them when it has ended");
        }
        machineLock = held;
    }

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
