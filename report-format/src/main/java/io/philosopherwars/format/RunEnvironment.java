package io.philosopherwars.format;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Where and how a measurement was taken: the header every result file carries above its numbers, so that nobody
 * compares numbers from different machines, JDKs, flags or commits without seeing it.
 *
 * @param cpu
 *            the CPU model (from {@code /proc/cpuinfo} where there is one)
 * @param cores
 *            processors available to this JVM
 * @param memory
 *            the machine's physical memory
 * @param os
 *            operating system name, version and architecture
 * @param jdk
 *            the running JDK's vendor, name and full version
 * @param jvmFlags
 *            the flags this JVM was started with
 * @param commit
 *            the git commit of the working directory, marked when it has uncommitted changes
 * @param date
 *            when the measurement started (UTC, seconds)
 * @param host
 *            a stable fingerprint of this machine ({@link #hostFingerprint()}): two machines with the same CPU name
 *            still differ here, so their numbers are never taken for one machine's
 */
public record RunEnvironment(String cpu, int cores, String memory, String os, String jdk, List<String> jvmFlags,
        String commit, Instant date, String host) {

    /** This JVM, this machine, the git checkout of the current directory, now. */
    public static RunEnvironment current() {
        return new RunEnvironment(cpuModel(), Runtime.getRuntime().availableProcessors(), physicalMemory(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name") + " "
                        + System.getProperty("java.runtime.version"),
                List.copyOf(ManagementFactory.getRuntimeMXBean().getInputArguments()), gitCommit(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS), hostFingerprint());
    }

    /**
     * This machine's result set's name, {@code amd-epyc-9654-16c}: the CPU's name without marks, clock and core count,
     * its first three words, and the cores; where the name gives no model (a hypervisor's {@code AMD EPYC}), the CPU's
     * family and model as well ({@link #setName(String, int, String, String)}). {@code results/<name>/} holds what was
     * measured here.
     */
    public String setName() {
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        return setName(cpu, cores, cpuinfoField(cpuinfo, "cpu family"), cpuinfoField(cpuinfo, "model"));
    }

    /**
     * {@link #setName()} for a CPU name, its cores, family and model: a name without a digit names no model (a
     * hypervisor shows {@code AMD EPYC} for a family 25 model 1 and a family 26 model 2 alike, measured here 1.2-3.5
     * times apart), so the family and model follow it ({@code amd-epyc-f25m1-2c}); empty ones add nothing.
     */
    public static String setName(String cpu, int cores, String family, String model) {
        String name = setName(cpu, cores);
        if (cpu.matches(".*\\d.*") || family.isEmpty() || model.isEmpty()) {
            return name;
        }
        int at = name.lastIndexOf('-');
        return name.substring(0, at) + "-f" + family + "m" + model + name.substring(at);
    }

    /** A field of {@code /proc/cpuinfo}'s first CPU ({@code cpu family}, {@code model}); empty where there is none. */
    private static String cpuinfoField(List<String> cpuinfo, String key) {
        return cpuinfo.stream().filter(line -> line.startsWith(key + "\t") || line.startsWith(key + " ")).findFirst()
                .map(line -> line.substring(line.indexOf(':') + 1).strip()).orElse("");
    }

    /** {@link #setName()} for a CPU name and a number of cores. */
    public static String setName(String cpu, int cores) {
        String words = cpu.toLowerCase(Locale.ROOT).replaceAll("\\((r|tm)\\)", " ").replaceAll("@.*", " ")
                .replaceAll("\\b(processor|cpu|\\d+-core)\\b", " ").replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        String[] parts = words.isEmpty() ? new String[] { "unknown" } : words.split("-");
        return String.join("-", List.of(parts).subList(0, Math.min(3, parts.length))) + "-" + cores + "c";
    }

    /** Where this machine's raw JMH results go by default: {@code results/<set name>/raw}. */
    public static Path defaultRaw() {
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        return Path.of("results", setName(cpuModel(), Runtime.getRuntime().availableProcessors(),
                cpuinfoField(cpuinfo, "cpu family"), cpuinfoField(cpuinfo, "model")), "raw");
    }

    /** The header as a markdown list; {@code command} is the exact command that produced the numbers below it. */
    public String markdown(String command, String options) {
        return String.format(Locale.ROOT, """
                - machine: %s, %d cores, %s, %s
                - host: %s
                - JDK: %s
                - JVM flags: `%s`
                - options: %s
                - commit: %s
                - date: %s
                - command: `%s`
                """, cpu, cores, memory, os, host, jdk, String.join(" ", jvmFlags), options, commit, date, command);
    }

    /**
     * The header with how long the run took, as its last line: the JMH runs and the sweep write it beside their raw
     * data, so that a slice's cost is a measurement next to its numbers. {@code span} says what the time covers.
     */
    public String markdown(String command, String options, Duration wall, String span) {
        return markdown(command, options) + String.format(Locale.ROOT, "- wall time: %d min %.1f s (%s)\n",
                wall.toMinutes(), wall.toSecondsPart() + wall.toMillisPart() / 1000.0, span);
    }

    /**
     * {@code sha256(machine-id, CPU vendor, family, model, stepping, flags)}, its first 12 hex digits, with what went
     * into it: the same machine gives the same value across runs and boots, a machine of another CPU generation or
     * another installation a different one. Where {@code /etc/machine-id} or {@code /proc/cpuinfo} is missing, it says
     * so and hashes what there is.
     */
    public static String hostFingerprint() {
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        StringBuilder signature = new StringBuilder();
        for (String key : List.of("vendor_id", "cpu family", "model", "stepping", "flags")) {
            cpuinfo.stream().filter(line -> line.startsWith(key + "\t") || line.startsWith(key + " ")).findFirst()
                    .ifPresent(line -> signature.append(line.substring(line.indexOf(':') + 1).strip()).append('\n'));
        }
        List<String> machineId = lines(Path.of("/etc/machine-id"));
        String id = machineId.isEmpty() ? "" : machineId.getFirst().strip();
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((id + "\n" + signature).getBytes(StandardCharsets.UTF_8));
            String hex = HexFormat.of().formatHex(digest).substring(0, 12);
            return hex + " (sha256 of " + (id.isEmpty() ? "no /etc/machine-id" : "/etc/machine-id") + " and "
                    + (signature.isEmpty() ? "no CPU signature" : "the CPU's vendor, family, model, stepping, flags")
                    + ")";
        } catch (NoSuchAlgorithmException e) {
            return "unknown (no SHA-256 in this JDK)";
        }
    }

    /** How a {@link #fingerprint} page's line of a {@code /proc/cpuinfo} field begins, before the field's name. */
    private static final String CPU_LINE = "- CPU ";

    /**
     * A {@code /proc/cpuinfo} field ({@code flags}, {@code model}) as a {@link #fingerprint} page recorded it; empty
     * where the page has no such line.
     */
    public static java.util.Optional<String> cpuField(List<String> fingerprintPage, String key) {
        String prefix = CPU_LINE + key + ": ";
        return fingerprintPage.stream().filter(line -> line.startsWith(prefix)).findFirst()
                .map(line -> line.substring(prefix.length()));
    }

    /**
     * The machine in full, as a markdown page: CPU model, vendor, family, model, stepping and flags, cores, memory,
     * kernel, the JDK build and the host fingerprint. A result set keeps it beside its data ({@code machine.md}).
     */
    public String fingerprint(String set) {
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        StringBuilder md = new StringBuilder("# Machine of the result set " + set + "\n\n");
        md.append("Written by `./philosophers publish` when it starts or resumes on this set; a run on another host is"
                + " refused.\n\n");
        md.append("- CPU: ").append(cpu).append('\n');
        for (String key : List.of("vendor_id", "cpu family", "model", "stepping", "microcode", "flags")) {
            String value = cpuinfo.stream().filter(line -> line.startsWith(key + "\t") || line.startsWith(key + " "))
                    .findFirst().map(line -> line.substring(line.indexOf(':') + 1).strip()).orElse("not recorded");
            md.append(CPU_LINE).append(key).append(": ").append(value).append('\n');
        }
        md.append("- cores: ").append(cores).append('\n');
        md.append("- memory: ").append(memory).append('\n');
        md.append("- kernel: ").append(os).append('\n');
        md.append("- JDK: ").append(jdk).append('\n');
        md.append("- host: ").append(host).append('\n');
        return md.toString();
    }

    private static String cpuModel() {
        return lines(Path.of("/proc/cpuinfo")).stream().filter(line -> line.startsWith("model name"))
                .map(line -> line.substring(line.indexOf(':') + 1).strip()).findFirst()
                .orElse("unknown CPU (" + System.getProperty("os.arch") + ")");
    }

    private static String physicalMemory() {
        Optional<String> total = lines(Path.of("/proc/meminfo")).stream().filter(line -> line.startsWith("MemTotal:"))
                .map(line -> line.replaceAll("[^0-9]", "")).findFirst();
        if (total.isPresent()) {
            return String.format(Locale.ROOT, "%.1f GiB", Long.parseLong(total.get()) / (1024.0 * 1024.0));
        }
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return String.format(Locale.ROOT, "%.1f GiB", os.getTotalMemorySize() / (1024.0 * 1024.0 * 1024.0));
        }
        return "unknown memory";
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /**
     * {@code git rev-parse HEAD}, marked {@code (uncommitted changes)} when tracked files outside {@code results/}
     * differ from it: the numbers being written there are not the program that writes them.
     */
    static String gitCommit() {
        Optional<String> head = git("rev-parse", "HEAD");
        if (head.isEmpty()) {
            return "unknown (not run from a git checkout)";
        }
        boolean dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)results")
                .map(s -> !s.isBlank()).orElse(false);
        return head.get() + (dirty ? " (uncommitted changes)" : "");
    }

    /**
     * Files outside {@code results/} that differ from the commit, untracked ones included ({@code git status
     * --porcelain} lines); empty for a clean tree, or where this is not a git checkout.
     */
    public static List<String> uncommittedChanges() {
        return git("status", "--porcelain", "--", ".", ":(exclude)results").map(s -> s.lines().toList())
                .orElse(List.of());
    }

    /**
     * A file as the checked-out commit has it ({@code git show HEAD:./path}, the path relative to the working
     * directory); empty where the commit has no such file or this is not a git checkout.
     */
    public static Optional<String> committed(String path) {
        return git("show", "HEAD:./" + path);
    }

    private static Optional<String> git(String... args) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return process.exitValue() == 0 ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
