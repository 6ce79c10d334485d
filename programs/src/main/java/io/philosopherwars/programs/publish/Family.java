package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.stats.Calibration;
import io.philosopherwars.programs.report.stats.Looks;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * What the claims need measured, one family at a time: rows measured in blocks (a blocked family: every block one fork
 * of each open row, in a random order; see {@link Planner}) or a fixed slice (a JMH run or a program).
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
 * @param blocked
 *            pooled fixed-work rows measured in blocks, looked at by the declared rule
 * @param forks
 *            forks of a fixed JMH slice (1 for a block: one fork of each row); a slice whose comparisons decide a claim
 *            takes the first look's forks, since it is one block
 * @param guessSeconds
 *            the cost of a fixed slice, or of one block of every row, before anything is measured on this machine: what
 *            it took on 2 cores (the AMD set's 90-minute journal of 2026-11-24, the Intel newcomer run of 2026-11-25;
 *            the larger where both measured it; the blocked families' at their own iterations, from the AMD journal of
 *            2026-11-26, whose waits block took 433 s against a guess of 240 s and so stranded its pilot; the start
 *            cost, JLBH races and first-full races from the 90-minute journals of 2026-11-26, AMD and Intel: 61, 191
 *            and 157 s, and -, 287 and 166 s, against guesses of 180, 480 and 200 s that left out families which would
 *            have fitted; the start cost's is half again its one measurement)
 * @param twin
 *            the row a blocked family also measures as its twin (the measured A/A), empty for none
 * @param direct
 *            the rows (a regex) a blocked family also measures with direct I/O, as rows of their own; empty for none
 * @param oneCpu
 *            the rows (a regex) a blocked family also measures on one CPU ({@link Cpus}), as rows of their own in the
 *            same blocks: the cores axis; empty for none
 * @param why
 *            what the findings read from it
 * @param prerequisite
 *            what this machine must have for the family to run (a JDK 21), checked before a slice is planned
 */
record Family(String name, boolean tool, List<String> arguments, List<String> outputs, boolean blocked, int forks,
        double guessSeconds, String twin, String direct, String oneCpu, String why, Prerequisite prerequisite) {

    /** What a family needs from the machine: why it cannot run here, or empty where it can. */
    @FunctionalInterface
    interface Prerequisite {
        Prerequisite NONE = java.util.Optional::empty;

        java.util.Optional<String> missing();
    }

    /** The same family, planned only where {@code prerequisite} is met (else passed over, and said so). */
    Family needing(Prerequisite needed) {
        return new Family(name, tool, arguments, outputs, blocked, forks, guessSeconds, twin, direct, oneCpu, why,
                needed);
    }

    /** The same family, guessed to cost {@code seconds}: its fixed slice, or one block of every row. */
    Family guessing(double seconds) {
        return new Family(name, tool, arguments, outputs, blocked, forks, seconds, twin, direct, oneCpu, why,
                prerequisite);
    }

    /** The JMH options of every publish slice: fewer measured iterations than the classes' five, the fork as unit. */
    static final List<String> ITERATIONS = List.of("-wi", "2", "-i", "3", "-w", "1s", "-r", "1s");

    /**
     * The iterations of a blocked family's row, by its benchmark class: a row has one setting whichever family measures
     * it (the pool sizes measure noop and sleep rows beside the noop and waits families), and rows of other iterations
     * are never pooled ({@code JmhRow.pool}). Fixed JMH slices (the floor, the races, the unmounts, the hand-off ring)
     * are runs of their own and keep {@link #ITERATIONS}.
     * <p>
     * Chosen from the committed sets' raw data, every row of both sets measured with {@link #ITERATIONS}: the
     * between-fork coefficient of variation of each row's fork means, the median over rows. The fork is the unit, so a
     * cheaper block must keep the spread between forks, not within one.
     * <ul>
     * <li>Noop: 3 measured iterations 0.054 (Intel) and 0.040 (AMD), the first 2 of them 0.054 and 0.032. Two measured
     * iterations lose nothing, and save a second a row-fork.</li>
     * <li>File reads, waits and spins: a dinner lasts 0.2-9 s (medians 374 and 523 ms a file-read dinner, 996 ms a wait
     * dinner), so a 1 s iteration runs one or a few dinners and overshoots. 3 measured 0.048 and 0.025 (file reads),
     * 0.007 (waits, AMD); the first 2 0.054, 0.020 and 0.007. Two measured iterations, after a warm-up of 2 s (see
     * {@link #LONG_DINNERS} for why a time, and why that one).</li>
     * <li>HTTP honours HttpBenchmark's {@code @Warmup} of 5: with two, every fork's first samples were still falling
     * (2,183, 1,107, 864, 661, 550 ms a dinner on virtual threads, urlConnection, Intel). It keeps 3 measured
     * iterations (the first 2: 0.056 against 0.046).</li>
     * </ul>
     * The families' guessed block costs are scaled by their iterations' share; a block measured on this machine
     * replaces the guess.
     */
    static List<String> iterations(String benchmark) {
        String type = benchmark.substring(0, Math.max(0, benchmark.indexOf('.')));
        return switch (type) {
            case "NoopBenchmark" -> TWO_MEASURED;
            case "SleepBenchmark", "ActiveWaitBenchmark", "FileReadBenchmark" -> LONG_DINNERS;
            case "UrlConnectionBenchmark", "HttpClientBenchmark", "OkHttpBenchmark" -> HTTP_WARMUP;
            default -> ITERATIONS;
        };
    }

    /** Two measured iterations of 1 s after two warm-ups of 1 s: noop, whose dinners are tens of milliseconds. */
    static final List<String> TWO_MEASURED = List.of("-wi", "2", "-i", "2", "-w", "1s", "-r", "1s");

    /**
     * One warm-up of 2 s, two measured iterations of 1 s: file reads, waits and spins, whose dinners last from 0.2 s to
     * 9 s. A warm-up is a time, not a count: measured here (AMD, 2026-11-26, {@code -wi 0 -i 5 -r 1s}, 3 forks a row),
     * the short dinners were still settling after 1 s, the long ones were settled after one dinner.
     * <ul>
     * <li>File reads from the page cache, ReentrantLock, 0.2-0.4 s a dinner: iterations 1 and 2 were 20-30% and 5-10%
     * above the 3rd to 5th (virtual threads 233-255 and 205-215 against 189-201 ms; platform threads 396-422 and
     * 324-408 against 313-332 ms). The old two warm-ups of 500 ms (about 1 s) left the measured iterations 5%
     * high.</li>
     * <li>A 16 µs sleep, ReentrantLock on virtual threads, 0.3 s: 436-518, then 299-345, then 277-309 ms.</li>
     * <li>The same on a pool of 2 threads, 4.5 s a dinner: the first dinner 4,603-4,723 ms, the others 4,464-4,666; on
     * vert.x with platform threads, 7.5 s: the first 6,197-7,657 ms, the others 7,270-7,690. One dinner warms
     * them.</li>
     * </ul>
     * So 2 s of warm-up: about seven short dinners, and one long one (a fork of the long rows measures three dinners,
     * no longer four). The waits block gets cheaper (its long rows dominate it), the file-read block about a second a
     * short row dearer.
     */
    static final List<String> LONG_DINNERS = List.of("-wi", "1", "-i", "2", "-w", "2s", "-r", "1s");

    /** HttpBenchmark's own five warm-ups, which its class says it needs, and three measured iterations. */
    static final List<String> HTTP_WARMUP = List.of("-wi", String.valueOf(JmhRow.HTTP_WARM_UPS), "-i", "3", "-w", "1s",
            "-r", "1s");

    /** The pool that every blocked family's slices share: one run for the report, each row in all its blocks. */
    static final String POOL = "allfull";

    /** How a block's row list marks the twin: the row's benchmark, then this. */
    static final String TWIN_MARK = "#twin";

    /** How a block's row list marks a row measured with direct I/O ({@code -p directIo=true}): the row, then this. */
    static final String DIRECT_MARK = "#direct";

    /** How a block's row list marks a row measured on one CPU ({@link Cpus}): the row, then this. */
    static final String ONE_CPU_MARK = "#1cpu";

    /** The parameter of {@code FileReadBenchmark} that reads from the disk, bypassing the page cache. */
    static final String DIRECT_PARAMETER = "directIo";

    static Family blocked(String name, String regex, double guessSecondsPerBlock, String twin, String why) {
        return blocked(name, regex, guessSecondsPerBlock, twin, "", "", why);
    }

    /**
     * A blocked family whose rows matching {@code direct} are also measured with direct I/O, and those matching
     * {@code oneCpu} on one CPU, as rows of their own.
     */
    static Family blocked(String name, String regex, double guessSecondsPerBlock, String twin, String direct,
            String oneCpu, String why) {
        return new Family(name, false, List.of(regex, "-p", "stop=allFull", "-prof", "gc"), List.of(), true, 1,
                guessSecondsPerBlock, twin, direct, oneCpu, why, Prerequisite.NONE);
    }

    /**
     * A blocked family whose rows take JMH parameters of their own ({@code -p pool=4x,64x}): a pooled row at those
     * pools is this family's, not the family of its benchmark class ({@link #measures}).
     */
    static Family blocked(String name, String regex, List<String> parameters, double guessSecondsPerBlock, String why) {
        List<String> arguments = new java.util.ArrayList<>(List.of(regex, "-p", "stop=allFull", "-prof", "gc"));
        arguments.addAll(parameters);
        return new Family(name, false, List.copyOf(arguments), List.of(), true, 1, guessSecondsPerBlock, "", "", "",
                why, Prerequisite.NONE);
    }

    /**
     * A blocked family whose rows take JMH parameters of their own, those matching {@code oneCpu} also measured on one
     * CPU, as rows of their own in the same blocks.
     */
    static Family blocked(String name, String regex, List<String> parameters, String oneCpu,
            double guessSecondsPerBlock, String why) {
        Family family = blocked(name, regex, parameters, guessSecondsPerBlock, why);
        return new Family(name, false, family.arguments(), List.of(), true, 1, guessSecondsPerBlock, "", "", oneCpu,
                why, Prerequisite.NONE);
    }

    /** The JDBC meal's classpath, relative to the project: its jar and the jars it needs ({@code meal-jdbc}). */
    static final String JDBC_MEAL = String.join(java.io.File.pathSeparator, "meal-jdbc/target/meal-jdbc.jar",
            "meal-jdbc/target/lib/*");

    /** The parameter of {@code ActiveWaitBenchmark} that clocks every meal (the lengths family). */
    static final String MEAL_CLOCK = io.philosopherwars.programs.report.results.ResultSet.MEAL_CLOCK;

    /**
     * Parameters that set a row apart from the family of its benchmark class, and their defaults: the pool of the
     * {@code _pooled} rows, and the meal clock of the lengths and ladder families' rows (theirs are not the waits,
     * file-read, pools or JDBC families').
     */
    private static final java.util.Map<String, String> OWN_PARAMETERS = java.util.Map.of("pool",
            io.philosopherwars.core.Pool.DEFAULT.size(), "queue", io.philosopherwars.core.Pool.DEFAULT.queue().id(),
            MEAL_CLOCK, "false");

    /**
     * Whether this family measures the row named {@code benchmark} with these parameters: its regex matches, each
     * parameter the family passes has one of the passed values (the lengths family's table is not the waits family's),
     * and each of {@link #OWN_PARAMETERS} the family does not pass has its default.
     */
    boolean measures(String benchmark, java.util.Map<String, String> params) {
        if (!Pattern.compile(arguments.getFirst()).matcher(benchmark).find()) {
            return false;
        }
        for (java.util.Map.Entry<String, String> p : params.entrySet()) {
            List<String> passed = passed(p.getKey());
            String fallback = OWN_PARAMETERS.get(p.getKey());
            if (!passed.isEmpty() ? !passed.contains(p.getValue())
                    : fallback != null && !p.getValue().equals(fallback)) {
                return false;
            }
        }
        return true;
    }

    /** The values this family passes for JMH parameter {@code name} ({@code -p name=a,b}), empty for none. */
    private List<String> passed(String name) {
        for (int i = 0; i + 1 < arguments.size(); i++) {
            if (arguments.get(i).equals("-p") && arguments.get(i + 1).startsWith(name + "=")) {
                return List.of(arguments.get(i + 1).substring(name.length() + 1).split(","));
            }
        }
        return List.of();
    }

    static Family jmh(String name, List<String> arguments, int forks, double guessSeconds, String why) {
        return new Family(name, false, arguments, List.of(), false, forks, guessSeconds, "", "", "", why,
                Prerequisite.NONE);
    }

    static Family tool(String name, List<String> arguments, List<String> outputs, double guessSeconds, String why) {
        return new Family(name, true, arguments, outputs, false, 1, guessSeconds, "", "", "", why, Prerequisite.NONE);
    }

    /**
     * The benchmarks a blocked family measures (JMH's list in the jar), sorted; each variant (direct I/O, one CPU) and
     * the twin as a row of its own, marked. The one-CPU rows are left out where forks cannot be limited here
     * ({@link Cpus#unavailable}).
     */
    List<String> rows() {
        Pattern regex = Pattern.compile(arguments.getFirst());
        boolean pinnable = Cpus.unavailable().isEmpty();
        SortedSet<String> rows = new TreeSet<>();
        for (String name : Benchmarks.NAMES) {
            String benchmark = name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
            if (regex.matcher(name).find()) {
                rows.add(benchmark);
                if (!direct.isEmpty() && Pattern.compile(direct).matcher(name).find()) {
                    rows.add(benchmark + DIRECT_MARK);
                }
                if (pinnable && !oneCpu.isEmpty() && Pattern.compile(oneCpu).matcher(name).find()) {
                    rows.add(benchmark + ONE_CPU_MARK);
                }
            }
        }
        if (!twin.isEmpty()) {
            rows.add(twin + TWIN_MARK);
        }
        return List.copyOf(rows);
    }

    /** JMH's list of the jar's benchmarks, read once (the planner asks for a family's rows at every step). */
    private static final class Benchmarks {
        static final List<String> NAMES = BenchmarkList.defaultList()
                .find(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(".*"),
                        List.of())
                .stream().map(BenchmarkListEntry::getUsername).toList();
    }

    /** A row of a block: the benchmark, then the marks of its variant ({@code NoopBenchmark.x_virtual#1cpu}). */
    static String row(String benchmark, boolean twin, boolean direct, int cpuLimit) {
        return benchmark + (twin ? TWIN_MARK : "") + (direct ? DIRECT_MARK : "")
                + (cpuLimit == Cpus.ONE ? ONE_CPU_MARK : "");
    }

    /** JMH's arguments of one row of a block: exactly that benchmark, the family's parameters, one fork. */
    List<String> run(String row) {
        int mark = row.indexOf('#');
        String benchmark = mark < 0 ? row : row.substring(0, mark);
        List<String> marks = mark < 0 ? List.of() : List.of(row.substring(mark).split("(?=#)"));
        for (String m : marks) {
            if (!List.of(TWIN_MARK, DIRECT_MARK, ONE_CPU_MARK).contains(m)) {
                throw new IllegalArgumentException("row " + row + ": unknown mark " + m);
            }
        }
        List<String> run = new java.util.ArrayList<>();
        run.add("\\." + Pattern.quote(benchmark) + "$");
        run.addAll(arguments.subList(1, arguments.size()));
        if (marks.contains(TWIN_MARK)) {
            run.addAll(List.of("-p", Calibration.TWIN_PARAMETER + "=" + Calibration.TWIN_VALUE));
        }
        if (marks.contains(DIRECT_MARK)) {
            run.addAll(List.of("-p", DIRECT_PARAMETER + "=true"));
        }
        if (marks.contains(ONE_CPU_MARK)) {
            run.addAll(Cpus.jmhOptions(Cpus.ONE));
        }
        // A family that passes its own iterations (the lengths family) keeps them; the others get their class's.
        if (!arguments.contains("-i")) {
            run.addAll(iterations(benchmark));
        }
        run.addAll(List.of("-f", "1"));
        return run;
    }

    /**
     * Everything the findings read. The planner takes first the families that bring claims within reach, the most per
     * minute first; the others (facts) in this order: the cheap controls (thread start, pinning), then the meals the
     * decision table needs a row for (the JDBC query; the waits: the 16 µs sleep and spin), the pool sizes and the
     * spins' lengths, before the facts beside a verdict (the floor, the monitors, the collectors), and the first-full
     * races at scale, which decide nothing, last; then more blocks while the budget lasts (see {@link Planner}).
     */
    static List<Family> catalogue() {
        return List.of(tool("threadstart", List.of("threadstart", "--report", "{set}/evidence/thread-start-floor.md"),
                List.of("evidence/thread-start-floor.md"), 25, "bare thread start, the floor under setup: claim 1"),
                tool("startcost", List.of("startcost", "--report", "{set}/evidence/start-cost.md"),
                        List.of("evidence/start-cost.md"), 90,
                        "the cost to start: virtual threads, pool tasks and platform threads at 1K to 1M: claim 1"),
                tool("jep491", List.of("jep491", "--report", "{set}/" + "evidence/jep491.md"),
                        List.of("evidence/jep491.md"), 90, "pinning under synchronized on JDK 25: claim 4"),
                tool("jep491-jdks", List.of("jep491-jdks", "--report", "{set}/evidence/jep491-jdks.md"),
                        List.of("evidence/jep491-jdks.md"), 60,
                        "JEP 491 before and after on a JDK 21 (skipped where none is installed): claim 4")
                                .needing(io.philosopherwars.programs.launcher.Launcher::jdk21Missing),
                tool("memory", List.of("memory", "--report", "{set}/evidence/memory.md"), List.of("evidence/memory.md"),
                        115, "memory per philosopher, every design: claim 16"),
                jmh("handoff", List.of("HandOffBenchmark"), Looks.FORKS.getFirst(), 375,
                        "the hand-off ring at 2, 10, 100, 1,000 and 10,000 threads, with the kernel's switches per"
                                + " hand-off: claim 2 measured directly"),
                blocked("noop", "NoopBenchmark\\.", 125, "NoopBenchmark.reentrantLock_virtual", "", ONE_CPU_ROWS,
                        "every implementation on noop, all full, the lock designs also on a pool, ReentrantLock and"
                                + " synchronized also on one CPU: claims 1, 2, 6, 7, 8, 18, 19, allocation, fairness;"
                                + " and the twin, the measured A/A"),
                blocked("jdbc", "YourMealBenchmark\\.(reentrantLock|synchronized)_(virtual|platform)$",
                        List.of("-p", "meal=jdbc", "-p", "mealClasspath=" + JDBC_MEAL), 60,
                        "the JDBC meal (a query by primary key through HikariCP and pgjdbc against a PostgreSQL on the"
                                + " loopback interface) under both locks on virtual and platform threads, the blocking"
                                + " call most services make: claims 6 and 19"),
                blocked("waits", "(Sleep|ActiveWait)Benchmark\\.", 435, "", "", ONE_CPU_ROWS,
                        "sleep and active wait in the same blocks, ReentrantLock and synchronized also on one CPU:"
                                + " claims 5, 6, 7, 18, 19"),
                blocked("fileRead", "FileReadBenchmark\\.", 215, "",
                        "FileReadBenchmark\\.(reentrantLock|fairReentrantLock|synchronized|partitionedLock)_", "",
                        "blocking file reads, from the page cache and (the lock rows) from the disk: claims 3, 7"),
                blocked("pools", "(Noop|Sleep)Benchmark\\.reentrantLock_(virtual|pooled)$",
                        List.of("-p", "pool=" + String.join(",", Claims.POOL_LADDER)), 82,
                        "ReentrantLock on pools of 1x, 2x, 4x, 16x, 64x and 256x the cores beside virtual threads, in"
                                + " the same blocks, noop and a 16 µs sleep: claim 18's pool sizes and the pool size"
                                + " that matches virtual threads"),
                blocked("ladders", "(Sleep|FileRead)Benchmark\\.reentrantLock_(virtual|pooled)$", LADDERS, 96,
                        "ReentrantLock on pools of " + String.join(", ", Claims.POOL_LADDER) + " the cores beside"
                                + " virtual threads, sleeps of " + String.join(" and ", LADDER_MICROS)
                                + " µs and a 16 KB read from the disk (O_DIRECT), every meal clocked, at "
                                + LADDER_PHILOSOPHERS + " philosophers x " + LADDER_MEALS
                                + " meals: the pool size that matches virtual threads, every blocking meal at one"
                                + " table"),
                blocked("jdbc-ladder", "YourMealBenchmark\\.reentrantLock_(virtual|pooled)$", jdbcLadder(), 62,
                        "ReentrantLock on pools of " + String.join(", ", Claims.POOL_LADDER) + " the cores beside"
                                + " virtual threads, the JDBC meal, every meal clocked, at " + LADDER_PHILOSOPHERS
                                + " philosophers x " + LADDER_MEALS + " meals: the pool size that matches virtual"
                                + " threads for a database call"),
                tool("jdbc-mechanism",
                        List.of("jdbc-mechanism", "--fill", "true", "--rounds", "3", "--semaphore", "none,connections",
                                "--jfr", "{set}/raw/.jdbc-mechanism-jfr", "--report",
                                "{set}/evidence/jdbc-mechanism.md"),
                        List.of("evidence/jdbc-mechanism.md", "raw/.jdbc-mechanism-jfr"), 125,
                        "why the JDBC query's answer is what it is: its time apart from the borrow and the give"
                                + " back, the connections that served a query and the server's share of the CPUs, at"
                                + " 10 and 100 connections on each thread kind, the 10 also behind a semaphore of as"
                                + " many permits (nobody waits inside HikariCP), with JFR's pinned parks and monitor"
                                + " enters on the query path; its clocks change the dinner, so it explains and never"
                                + " decides: the pool-size question's context"),
                blocked("lengths", "ActiveWaitBenchmark\\.(reentrantLock|synchronized)_(virtual|platform|pooled)$",
                        LENGTHS, "ActiveWaitBenchmark\\.(reentrantLock|synchronized)_(virtual|platform|pooled)$", 126,
                        "spins of " + String.join(", ", LENGTHS_MICROS) + " µs, each clocked, at "
                                + LENGTHS_PHILOSOPHERS + " philosophers x " + LENGTHS_MEALS + " meals, under both"
                                + " locks on virtual and platform threads and a pool of the cores, on the machine's"
                                + " CPUs and on one: how long a CPU-bound critical section may be"),
                jmh("floor", List.of("LockFloor|NoopBenchmark\\.(reentrantLock|synchronized)_", "-p", "stop=allFull"),
                        Looks.FORKS.getFirst(), 165, "the engine-free floor beside the engine: claim 6"),
                tool("monitors", List.of("monitors", "--report", "{set}/evidence/monitors.md"),
                        List.of("evidence/monitors.md"), 270,
                        "the locks' cost in the engine and bare, lock elimination on and off, and with the sleep on"
                                + " virtual threads, in fresh JVMs with JFR's lock events and CPU samples by frame:"
                                + " claim 6"),
                jmh("races",
                        List.of("NoopBenchmark\\.|FileReadBenchmark\\.(reentrantLock|synchronized)_", "-p",
                                "stop=firstFull"),
                        1, 170,
                        "the talk's first-full race, shown as a distribution with its meals, never a verdict; the"
                                + " file-read races beside JLBH's: claims 14, 15"),
                tool("jlbh", jlbhRaces(List.of()), List.of(Claims.JLBH_FILE_READ), 290,
                        "JLBH percentiles of the file-read races, against JMH's: claim 14"),
                tool("pool-waits",
                        poolWaits("noop,sleep,activeWait",
                                List.of("--warmup", "3", "--iterations", "10", "--runs", "2")),
                        List.of(Claims.POOL_WAITS), 310,
                        "JLBH wait percentiles, before each meal and before the first, of a pool against virtual and"
                                + " platform threads, and the meal clock (how long a sleep and a spin really"
                                + " lasted): claims 5, 18, 20"),
                tool("collectors", List.of("collectors", "--report", "{set}/" + Claims.COLLECTORS),
                        List.of(Claims.COLLECTORS), 270,
                        "allocation and collection per meal under G1, Parallel and ZGC, noop and blocking meals, in"
                                + " JVMs of their own: claim 17"),
                tool("equal-waits", List.of("equal-waits", "--report", "{set}/" + Claims.EQUAL_WAITS),
                        List.of(Claims.EQUAL_WAITS), 135,
                        "spinning against sleeping at equal real waits (each spin as long as the sleep beside it"
                                + " really lasted), at three lengths, on virtual, platform and pooled threads: claim 5"),
                tool("ports", List.of("ports", "--report", "{set}/evidence/ports.md"), List.of("evidence/ports.md"),
                        240,
                        "the talk's HTTP failure: the clients' default keep-alive, unbounded, beside a large pool"
                                + " and a semaphore, failures counted, on this machine's network settings and, as the"
                                + " positive control, in a network namespace with few ports: claim 13"),
                tool("scaled", timeOutRuns(sweep("allFull", "scaled")), sweepOutputs("scaled"), 900,
                        "dining at scale, all full, 1K to 1M philosophers, every vert.x design, the lock designs also"
                                + " as tasks on a pool: claims 10, 11"),
                blocked("http", "(UrlConnection|HttpClient|OkHttp)Benchmark\\.(reentrantLock|synchronized)_", 260, "",
                        "HTTP against a loopback server with three clients: claim 12"),
                jmh("unmounts",
                        List.of("(Noop|Sleep)Benchmark\\.(reentrantLock|synchronized|partitionedLock)_virtual", "-p",
                                "stop=allFull", "-jvmArgsPrepend", "-javaagent:unmount-agent/target/unmount-agent.jar"),
                        2, 75, "virtual-thread unmounts per meal (the unmount agent): claim 2's count of switches"),
                tool("scaled-races", sweep("firstFull", "scaled-races"), sweepOutputs("scaled-races"), 1000,
                        "the talk's first-full race at scale, 1K to 1M philosophers and 10K meals to win: setup and"
                                + " leaving shown as distributions beside the talk's table, never a verdict; last,"
                                + " because it decides nothing"));
    }

    /**
     * What a budget below {@link Planner#FULL_ROWS_SECONDS} runs instead of a fixed slice, by family: the same dinners
     * and options, only the rows its claims read (the races of claims 14 and 15: the locks on a thread per philosopher;
     * memory at the smaller of its two table sizes; ports: the talk's client on virtual threads, the rows claim 13
     * decides on and its positive control; equal waits at the talk's 16 µs), and fewer JLBH samples of the same dinners
     * (one run of five dinners a row for the file-read races, of three for the pool waits of the noop and sleep meals,
     * claim 5's spin being the equal waits'). The full slices wait for a longer run.
     * <p>
     * Their guesses are what these slices took on the 2-core machines, the larger where both measured one: the
     * 15-minute runs of 2026-11-27 (AMD, a fresh clone at 1cac848: races 123 s, ports 113 s, equal waits 91 s, the JLBH
     * races 166 s at ten dinners a row) and 2026-11-28 (Intel family 6 model 207 at d5cb2fc: memory 102 s, the pool
     * waits 78 s at five dinners a row), the JLBH slices scaled to their fewer dinners (7 of 12 and 5 of 7 a row with
     * the warm-ups). That Intel run decided 14 of the talk's 20: its claims' slices took 814 s of the 900 (the noop
     * pilot 340 s), so that the HTTP pilot (about 96 s, claim 12) stopped after one block and the JLBH races (claim 14)
     * never started. Five dinners a row still give claim 14 its median dinner, and three give the pool waits 300,000
     * meal waits a row for their 99th percentile. Claim 4 reads the JEP 491 experiment on JDK 25 with one run of each
     * monitor (the shared one serializes 5,000 sleeps of 5 ms, 26.7-26.9 s a run on that Intel machine, so that its
     * three repeats took 80 of the slice's 85 s), its positive control as before: guessed below the JDK 21 before and
     * after (jep491-jdks), it is the one a short budget runs even where a JDK 21 is installed (the second 15-minute run
     * of 2026-11-29 was given one and ran it); the before and after wait for a longer run.
     */
    static final java.util.Map<String, Family> SHORT = java.util.Map.of("races", jmh("races",
            List.of("NoopBenchmark\\.(reentrantLock|fairReentrantLock|synchronized)_(virtual|platform)$"
                    + "|FileReadBenchmark\\.(reentrantLock|synchronized)_(virtual|platform)$", "-p", "stop=firstFull"),
            1, 123,
            "the talk's first-full race, the rows claims 14 and 15 read (the locks on a thread per"
                    + " philosopher; at this budget the other designs wait for a longer run): claims 14, 15"),
            "jlbh",
            tool("jlbh", jlbhRaces(List.of("--warmup", "2", "--iterations", "5", "--runs", "1")),
                    List.of(Claims.JLBH_FILE_READ), 100,
                    "JLBH percentiles of the file-read races, against JMH's (at this budget one run of five dinners"
                            + " a row): claim 14"),
            "pool-waits",
            tool("pool-waits", poolWaits("noop,sleep", List.of("--warmup", "2", "--iterations", "3", "--runs", "1")),
                    List.of(Claims.POOL_WAITS), 56,
                    "JLBH wait percentiles of a pool against virtual and platform threads (at this budget one run of"
                            + " three dinners a row, noop and sleep; the spin waits for a longer run): claims 5, 18,"
                            + " 20"),
            "memory",
            tool("memory", List.of("memory", "--philosophers", "10000", "--report", "{set}/evidence/memory.md"),
                    List.of("evidence/memory.md"), 102,
                    "memory per philosopher, every design, at 10,000 philosophers (at this budget the 100,000 wait"
                            + " for a longer run): claim 16"),
            "ports",
            tool("ports",
                    List.of("ports", "--clients", "urlConnection", "--threads", "virtual", "--report",
                            "{set}/evidence/ports.md"),
                    List.of("evidence/ports.md"), 113,
                    "the talk's HTTP failure with the talk's client (HttpURLConnection) on virtual threads, the rows"
                            + " claim 13 decides on, beside its positive control (at this budget OkHttp and the"
                            + " platform rows wait for a longer run): claim 13"),
            "jep491",
            tool("jep491", List.of("jep491", "--repeat", "1", "--report", "{set}/" + "evidence/jep491.md"),
                    List.of("evidence/jep491.md"), 40,
                    "pinning under synchronized on JDK 25, one run of each monitor (at this budget the repeats wait"
                            + " for a longer run): claim 4"),
            "equal-waits",
            tool("equal-waits", List.of("equal-waits", "--micros", "16", "--report", "{set}/" + Claims.EQUAL_WAITS),
                    List.of(Claims.EQUAL_WAITS), 91,
                    "spinning against sleeping at equal real waits, at the talk's 16 µs, on virtual, platform and"
                            + " pooled threads (at this budget 100 and 1,000 µs wait for a longer run): claim 5"));

    /**
     * The rows a pilot measures below {@link Planner#FULL_ROWS_SECONDS}, by family, where its claims read fewer than it
     * has. The dinners are the same; the family's other rows wait for a longer run.
     * <ul>
     * <li>{@code http}: claim 12's row of the talk's client under ReentrantLock, virtual against platform threads (per
     * meal it is claim 19's too). The other clients cost 14 s a row-fork each, and both machines decided this row at
     * the first look (1.6x [1.5, 1.8] and 1.5x [1.1, 2.0] faster on virtual threads). A block of the two took 32 s with
     * the HTTP warm-ups (Intel, 2026-11-28).</li>
     * <li>{@code fileRead}: claim 3's rows, the per-philosopher locks on virtual and platform threads, from the page
     * cache and the disk.</li>
     * <li>{@code waits}: claim 18's blocking meal, ReentrantLock on the default pool against virtual threads (a 16 µs
     * sleep: 4.6 s a dinner on the pool, 0.3 s on virtual threads, AMD). The noop pilot alone left claim 18 open on the
     * AMD machine (its comparisons are close there); these two decide it at the first look. Once the noop pilot has
     * brought claim 18 within reach they bring none, so they run in what the claims' slices leave.</li>
     * </ul>
     */
    static final java.util.Map<String, ClaimRows> SHORT_ROWS = java.util.Map.of("http", new ClaimRows(
            "^UrlConnectionBenchmark\\.reentrantLock_(virtual|platform)$",
            "claim 12's rows of the talk's client, ReentrantLock on virtual and platform threads", 32, List.of(12)),
            "fileRead",
            new ClaimRows(
                    "^FileReadBenchmark\\.(reentrantLock|fairReentrantLock|synchronized)_(virtual|platform)("
                            + DIRECT_MARK + ")?$",
                    "claim 3's rows, the per-philosopher locks on virtual and platform threads, cached and direct",
                    12 * 7.2, List.of(3)),
            "waits",
            new ClaimRows("^SleepBenchmark\\.reentrantLock_(virtual|pooled)$",
                    "claim 18's rows of a blocking meal, ReentrantLock on the default pool and on virtual threads", 25,
                    List.of(18)));

    /**
     * The rows of a family that its claims read at a short budget.
     *
     * @param rows
     *            a regex over a block's rows, marks included
     * @param words
     *            them in words, for the plan and the slice's reason
     * @param guessSecondsPerBlock
     *            a block of them before anything is measured here (from the 2-core journals' cost of each row)
     * @param claims
     *            the claims of {@link Planner#NEEDS} whose first verdict these rows can give: the planner's value of
     *            the family at this budget counts only these
     */
    record ClaimRows(String rows, String words, double guessSecondsPerBlock, List<Integer> claims) {
        boolean keeps(String row) {
            return Pattern.compile(rows).matcher(row).find();
        }
    }

    /** JLBH over the file-read races of both locks on a thread per philosopher, with these sampling options. */
    private static List<String> jlbhRaces(List<String> sampling) {
        List<String> arguments = new java.util.ArrayList<>(
                List.of("jlbh", "dinner", "--implementations", "reentrantLock,synchronized", "--threads",
                        "platform,virtual", "--workloads", "fileRead", "--stop", "firstFull"));
        arguments.addAll(sampling);
        arguments.addAll(List.of("--report", "{set}/" + Claims.JLBH_FILE_READ));
        return List.copyOf(arguments);
    }

    /**
     * JLBH's meal waits of ReentrantLock on every pool size against virtual and platform threads, of these meals, so
     * sampled.
     */
    private static List<String> poolWaits(String workloads, List<String> sampling) {
        List<String> arguments = new java.util.ArrayList<>(List.of("jlbh", "dinner", "--implementations",
                "reentrantLock", "--threads", "platform,virtual,pooled", "--pool", String.join(",", Claims.POOL_SIZES),
                "--workloads", workloads, "--stop", "allFull", "--all-full-meals", "100", "--meal-waits", "true"));
        arguments.addAll(sampling);
        arguments.addAll(List.of("--report", "{set}/" + Claims.POOL_WAITS));
        return List.copyOf(arguments);
    }

    /** The spins' lengths asked of the lengths family, µs: under the talk's 16, the talk's, and well over it. */
    static final List<String> LENGTHS_MICROS = List.of("1", "16", "100");

    /**
     * The lengths family's table: 100 philosophers of 50 meals each, 5,000 meals a dinner. The talk's 1,000 x 100 spins
     * of 100 µs take 5 s a dinner on 2 CPUs and 10 s on one; at this size a 100 µs dinner takes about 0.25 s on 2 CPUs
     * (0.6 s at a load of 12, 2026-11-26), so each iteration holds whole dinners, and 1 µs still makes 5,000 hand-offs
     * a dinner. Each row names its size ({@code Words.size}).
     */
    static final int LENGTHS_PHILOSOPHERS = 100;

    static final int LENGTHS_MEALS = 50;

    /** The lengths family's iterations: one 2 s warm-up, one measured iteration of 1 s ({@link #LENGTHS} says why). */
    static final List<String> LENGTHS_ITERATIONS = List.of("-wi", "1", "-w", "2s", "-i", "1", "-r", "1s");

    /**
     * The lengths family's parameters and iterations. A block is 36 forks: both locks on virtual and platform threads
     * and a pool of the cores, at three lengths, on the machine's CPUs and again on one CPU, as the question asks.
     * <p>
     * Its iterations are its own ({@link #LENGTHS_ITERATIONS}), not ActiveWaitBenchmark's ({@link #LONG_DINNERS}): its
     * rows (a table of their own, every meal clocked) are no other family's, so no row is measured two ways.
     * <ul>
     * <li>The 2 s warm-up stays: measured (AMD, 2026-11-27, {@code -wi 0 -i 6 -r 500ms}, 2 forks a row), the 1 µs spin
     * was still 20-50% slower than its later iterations at 0.5-1.5 s (virtual threads 8.5-10.8 ms a dinner, then 6-7),
     * the 16 and 100 µs spins settled by 1 s.</li>
     * <li>One measured iteration, not two: in the committed AMD set's lengths forks the spread between fork means is
     * the same with the first measured iteration as with both (synchronized rows, CV 0.3-15% either way); the fork is
     * the unit. A fork costs about 3.5 s instead of 4.5 s (the journal: 120 s a block of 27), so the 36 take about 126
     * s a block, a pilot of about 6.3 minutes, where 27 took 6.0: every row the question asks, still above the 5
     * minutes the questions' families aim at, which a 2 s warm-up of 36 forks cannot meet.</li>
     * </ul>
     */
    static final List<String> LENGTHS = java.util.stream.Stream.concat(java.util.stream.Stream.of("-p",
            "micros=" + String.join(",", LENGTHS_MICROS), "-p", "philosophers=" + LENGTHS_PHILOSOPHERS, "-p",
            "allFullMeals=" + LENGTHS_MEALS, "-p", MEAL_CLOCK + "=true"), Family.LENGTHS_ITERATIONS.stream()).toList();

    /**
     * The ladders' table: 200 philosophers of 10 meals each, 2,000 meals a dinner, for every meal of the two ladder
     * families. At the talk's 1,000 x 100 a sleep of 1 ms on a pool of 2 threads takes about 54 s a dinner; here about
     * 1.1 s. Two hundred philosophers let at most 100 eat at once, so the ladder's 128 and 512 threads (64x and 256x on
     * 2 cores) are already more than can eat: where virtual threads' pace needs about 100 threads, the ladder shows the
     * step between 32 and 128. Each row names its size ({@code Words.size}).
     */
    static final int LADDER_PHILOSOPHERS = io.philosopherwars.programs.report.results.ResultSet.LADDER_PHILOSOPHERS;

    static final int LADDER_MEALS = io.philosopherwars.programs.report.results.ResultSet.LADDER_MEALS;

    /**
     * The ladders' sleeps, µs: the talk's 16 (its ladder at the talk's table is the pools family's) and a millisecond,
     * the order of a remote call, so that every blocking meal has a ladder at this one table. The 16 µs rows add 7
     * forks to a block of 1.1 min: measured with them, 1.6, 1.6 and 1.5 min a block, a pilot of 4.7 minutes (AMD,
     * 2026-11-27).
     */
    static final List<String> LADDER_MICROS = List.of("16", "1000");

    /**
     * The parameters of both ladders: the pools, the table, every meal clocked (its length and the wait before it,
     * Little's law's terms), the sleep's length and the reads from the disk. A parameter a benchmark class lacks is not
     * its (JMH passes each class only its own).
     */
    static final List<String> LADDERS = List.of("-p", "pool=" + String.join(",", Claims.POOL_LADDER), "-p",
            "philosophers=" + LADDER_PHILOSOPHERS, "-p", "allFullMeals=" + LADDER_MEALS, "-p", MEAL_CLOCK + "=true",
            "-p", "micros=" + String.join(",", LADDER_MICROS), "-p", DIRECT_PARAMETER + "=true");

    private static List<String> jdbcLadder() {
        List<String> arguments = new java.util.ArrayList<>(LADDERS);
        arguments.addAll(List.of("-p", "meal=jdbc", "-p", "mealClasspath=" + JDBC_MEAL));
        return List.copyOf(arguments);
    }

    /**
     * The rows measured again on one CPU, in the same blocks as on all of them: a thread per philosopher (virtual,
     * platform) and the pool, under both locks, the comparisons of claims 1, 5, 6, 18 and 19.
     */
    static final String ONE_CPU_ROWS = "Benchmark\\.(reentrantLock|synchronized)_(virtual|platform|pooled)$";

    /** The scaled sweep at {@code stop}, into {@code raw/NAME.json}: the lock designs, every vert.x design. */
    private static List<String> sweep(String stop, String name) {
        return List.of("scale", "--philosophers", "0001K,0010K,0100K,1000K", "--meals", "0010K", "--stop", stop,
                "--implementations", "reentrantLock,synchronized,partitionedLock,vertxPerLoop,vertx,vertxEventBus",
                "--json", "{set}/raw/" + name + ".json", "--logs", "{set}/raw/." + name + "-logs");
    }

    /** What a sweep into {@code raw/NAME.json} writes. */
    private static List<String> sweepOutputs(String name) {
        return List.of("raw/" + name + ".json", "raw/" + name + ".env.md", "raw/" + name + ".failed.tsv",
                "raw/" + name + ResultSet.RUNS, "raw/." + name + "-logs");
    }

    /**
     * The runs of an all-full cell that ran out of time: claim 11 judges such a cell from the median of its runs, since
     * one run's meals eaten by the limit went from 6 to 536,068 over five runs of the same cell (Intel). Each run costs
     * the time limit and a JVM, about 40 s: the 2 to 3 such cells of a 2-core sweep add 5 to 8 minutes.
     */
    static final int TIME_OUT_RUNS = 5;

    private static List<String> timeOutRuns(List<String> sweep) {
        List<String> arguments = new java.util.ArrayList<>(sweep);
        arguments.addAll(List.of("--time-out-runs", String.valueOf(TIME_OUT_RUNS)));
        return arguments;
    }
}
