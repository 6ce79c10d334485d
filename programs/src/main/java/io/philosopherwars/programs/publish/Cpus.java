package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.report.results.JmhRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A JMH fork on fewer CPUs than the machine has, the cores axis of the claims. Two things make it so, and both are
 * needed: {@code -XX:ActiveProcessorCount=N} makes the JVM size itself for N CPUs (the virtual-thread scheduler's
 * parallelism, a pool of "1x the cores", the GC's and the compiler's threads), and {@code taskset} keeps every thread
 * of the fork on N CPUs, so that what the JVM believes is what the kernel does. JMH starts a fork with the program its
 * {@code -jvm} option names: here a script that runs this JDK's {@code java} under {@code taskset}. The flag is in the
 * forks' JVM arguments, which JMH writes into every row, so a row says by itself what it ran on
 * ({@link JmhRow#cpuLimit}).
 */
final class Cpus {
    /** The CPU count of the cores axis below the machine's all: one, where a thread that blocks nobody else is rare. */
    static final int ONE = 1;

    private static final Map<Integer, Path> SCRIPTS = new ConcurrentHashMap<>();
    private static volatile Optional<String> unavailable;

    private Cpus() {
    }

    /** Why forks cannot be limited here, in one line; empty where they can. */
    static Optional<String> unavailable() {
        Optional<String> why = unavailable;
        if (why == null) {
            why = check();
            unavailable = why;
        }
        return why;
    }

    private static Optional<String> check() {
        if (Runtime.getRuntime().availableProcessors() <= ONE) {
            return Optional.of("this machine has one CPU: its rows are the one-CPU rows");
        }
        try {
            Process p = new ProcessBuilder("taskset", "-c", "0", "true").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.of("taskset did not answer within 10 s");
            }
            return p.exitValue() == 0 ? Optional.empty()
                    : Optional.of("taskset -c 0 failed (exit " + p.exitValue() + ")");
        } catch (IOException e) {
            return Optional.of("no taskset on the PATH (util-linux; Linux only)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while looking for taskset");
        }
    }

    /**
     * The collector every fork on all CPUs gets, stated for the limited forks: the JVM's ergonomics pick G1 on a
     * machine of two CPUs or more (and the forks' heap of 4 GB), but SerialGC for a JVM that sees one CPU. Without it,
     * a one-CPU row would change the collector as well as the CPUs (measured: {@code -XX:ActiveProcessorCount=1} alone
     * gives {@code UseSerialGC = true}, ergonomic).
     */
    static final String SAME_COLLECTOR = "-XX:+UseG1GC";

    /**
     * JMH's options that run a fork on the first {@code cpus} CPUs, with the JVM told as much, on the same collector.
     */
    static List<String> jmhOptions(int cpus) {
        // JMH splits the appended arguments at spaces: two JVM arguments, each in the rows' jvmArgs.
        return List.of("-jvm", script(cpus).toString(), "-jvmArgsAppend",
                JmhRow.CPU_FLAG + cpus + " " + SAME_COLLECTOR);
    }

    /** The script that JMH runs as its JVM: this JDK's java under {@code taskset -c 0-(cpus-1)}; written once. */
    private static Path script(int cpus) {
        return SCRIPTS.computeIfAbsent(cpus, n -> {
            try {
                Path script = Files.createTempFile("philosophers-java-on-" + n + "-cpu", ".sh",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
                script.toFile().deleteOnExit();
                String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
                String list = n == 1 ? "0" : "0-" + (n - 1);
                Files.writeString(script,
                        "#!/bin/sh\n# A JMH fork on " + n + " CPU(s), written by ./philosophers publish\n"
                                + "exec taskset -c " + list + " '" + java.replace("'", "'\\''") + "' \"$@\"\n",
                        StandardCharsets.UTF_8);
                return script;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the script that runs a fork on " + n + " CPUs", e);
            }
        });
    }
}
