package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.report.claims.Claims;

import java.util.List;

/**
 * What the claims need measured, one family at a time: a JMH selection (adaptive families: pilot forks, then one more
 * fork per round where a comparison is still undecided) or a fixed slice (a JMH run or a program).
 *
 * @param name
 *            the family, also the prefix of its slices
 * @param tool
 *            a program through the launcher, not JMH
 * @param arguments
 *            JMH's arguments (the regex and parameters), or the launcher job with its options; {@code {set}} stands for
 *            the result set's folder
 * @param outputs
 *            files a program writes, relative to the set's folder (a JMH slice writes raw/NAME.json and .env.md)
 * @param adaptive
 *            pooled fixed-work rows whose forks are planned from a pilot
 * @param forks
 *            forks of the first slice (the pilot, for an adaptive family)
 * @param guessSeconds
 *            the cost of that first slice before anything is measured on this machine (2-core figures)
 * @param why
 *            what the findings read from it
 */
record Family(String name, boolean tool, List<String> arguments, List<String> outputs, boolean adaptive, int forks,
        double guessSeconds, String why) {

    /** The JMH options of every publish slice: fewer measured iterations than the classes' five, the fork as unit. */
    static final List<String> ITERATIONS = List.of("-wi", "2", "-i", "3", "-w", "1s", "-r", "1s");

    /** The pool that every adaptive family's slices share: one run for the report, each row in all its forks. */
    static final String POOL = "allfull";

    static Family adaptive(String name, String regex, double guessSeconds, String why) {
        return new Family(name, false, List.of(regex, "-p", "stop=allFull", "-prof", "gc"), List.of(), true, 2,
                guessSeconds, why);
    }

    static Family jmh(String name, List<String> arguments, int forks, double guessSeconds, String why) {
        return new Family(name, false, arguments, List.of(), false, forks, guessSeconds, why);
    }

    static Family tool(String name, List<String> arguments, List<String> outputs, double guessSeconds, String why) {
        return new Family(name, true, arguments, outputs, false, 1, guessSeconds, why);
    }

    /**
     * Everything the findings read, in the order a publish run measures it: first a pilot of every fixed-work family
     * (so every claim has a first answer early), then the controls and evidence, then top-ups (see {@link Planner}).
     */
    static List<Family> catalogue() {
        return List.of(
                adaptive("noop", "NoopBenchmark\\.", 290,
                        "every implementation on noop, all full: claims 2, 6, 7, 8, allocation, fairness"),
                adaptive("sleep", "SleepBenchmark\\.", 420, "sleep while holding both chopsticks: claims 5, 7"),
                adaptive("activeWait", "ActiveWaitBenchmark\\.", 300, "CPU-bound meals: claims 5, 7"),
                adaptive("fileRead", "FileReadBenchmark\\.", 260, "blocking file read (page cache): claims 3, 7"),
                adaptive("http", "(UrlConnection|HttpClient|OkHttp)Benchmark\\.(reentrantLock|synchronized)_", 300,
                        "HTTP against a loopback server with three clients: claim 11"),
                jmh("races",
                        List.of("NoopBenchmark\\.|FileReadBenchmark\\.(reentrantLock|synchronized)_", "-p",
                                "stop=firstFull"),
                        1, 200,
                        "the talk's first-full race, shown as a distribution with its meals, never a verdict; the"
                                + " file-read races beside JLBH's: claim 12"),
                tool("jlbh",
                        List.of("jlbh", "dinner", "--implementations", "reentrantLock,synchronized", "--threads",
                                "platform,virtual", "--workloads", "fileRead", "--stop", "firstFull", "--report",
                                "{set}/" + Claims.JLBH_FILE_READ),
                        List.of(Claims.JLBH_FILE_READ), 240,
                        "JLBH percentiles of the file-read races, against JMH's: claim 12"),
                jmh("handoff", List.of("HandOffBenchmark"), 2, 200, "the hand-off ring: claim 2 measured directly"),
                jmh("floor", List.of("LockFloor|NoopBenchmark\\.(reentrantLock|synchronized)_", "-p", "stop=allFull"),
                        2, 130, "the engine-free floor beside the engine: claim 6"),
                jmh("unmounts",
                        List.of("(Noop|Sleep)Benchmark\\.(reentrantLock|synchronized|partitionedLock)_virtual", "-p",
                                "stop=allFull", "-jvmArgsPrepend", "-javaagent:unmount-agent/target/unmount-agent.jar"),
                        2, 150, "virtual-thread unmounts per meal (the unmount agent): claim 2's count of switches"),
                tool("scaled",
                        List.of("scale", "--philosophers", "0001K,0010K,0100K,1000K", "--meals", "0010K",
                                "--implementations", "reentrantLock,synchronized,partitionedLock,vertxPerLoop,vertx",
                                "--json", "{set}/raw/scaled.json", "--logs", "{set}/raw/.scaled-logs"),
                        List.of("raw/scaled.json", "raw/scaled.env.md", "raw/scaled.failed.tsv", "raw/.scaled-logs"),
                        600, "first full and dining at scale, 1K to 1M philosophers: claims 1, 10"),
                tool("jep491", List.of("jep491", "--report", "{set}/" + "evidence/jep491.md"),
                        List.of("evidence/jep491.md"), 60, "pinning under synchronized on JDK 25: claim 4"),
                tool("jep491-jdks", List.of("jep491-jdks", "--report", "{set}/evidence/jep491-jdks.md"),
                        List.of("evidence/jep491-jdks.md"), 90,
                        "JEP 491 before and after on a JDK 21 (skipped where none is installed): claim 4"),
                tool("threadstart", List.of("threadstart", "--report", "{set}/evidence/thread-start-floor.md"),
                        List.of("evidence/thread-start-floor.md"), 60,
                        "bare thread start, the floor under setup: claim 1"),
                tool("memory", List.of("memory", "--report", "{set}/evidence/memory.md"), List.of("evidence/memory.md"),
                        240, "memory per philosopher: the audience's question"));
    }
}
