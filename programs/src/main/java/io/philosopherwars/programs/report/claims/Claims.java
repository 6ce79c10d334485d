package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.ACTIVE_WAIT;
import static io.philosopherwars.core.workload.WorkloadKind.FILE_READ;
import static io.philosopherwars.core.workload.WorkloadKind.FILE_READ_DIRECT;
import static io.philosopherwars.core.workload.WorkloadKind.HTTP_CLIENT;
import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.core.workload.WorkloadKind.OKHTTP;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import static io.philosopherwars.core.workload.WorkloadKind.URL_CONNECTION;

import io.philosopherwars.core.Distribution;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import io.philosopherwars.programs.report.claims.Claim.Ask;
import io.philosopherwars.programs.report.claims.Claim.Check;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;

/**
 * The talk's claims and its audience's measurable questions, each declared once with its rule. The controls a claim
 * still needs are named in its {@code waitsFor}: until that measurement exists the claim is undecided, whatever the
 * other comparisons say, because they measure something else (the claims issue: context switches on whole-dinner time,
 * vert.x against a design that changes the unit of concurrency, scaling on dinners where nobody eats).
 */
public final class Claims {
    static final String JEP491 = "evidence/jep491.md";
    static final String JEP491_JDKS = "evidence/jep491-jdks.md";
    static final String THREAD_START = "evidence/thread-start-floor.md";
    static final String MEMORY = "evidence/memory.md";
    static final String MONITORS = "evidence/monitors.md";
    /**
     * The questions whose answer is a size for a table (the pool that matches virtual threads): where one meal is
     * decided at two tables, each table answers on its own ({@link Headline#byMeal}).
     */
    static final java.util.Set<String> PER_TABLE = java.util.Set.of(PoolSize.ID);

    /**
     * The meal the talk itself ran for a sentence that this suite judges on more meals (its file reads hit the page
     * cache; it fetched with URL.openStream): where that meal is left undecided, a verdict carried by the others says
     * so by name (fresh reader 31 read "does not hold" on the disk read as the talk refuted on a meal it never ran).
     */
    static final Map<String, String> TALKS_OWN_MEAL = Map.of("blockingIo", "fileRead", "http", "urlConnection");

    /**
     * The questions whose context rows the front page prints under their deciding ones, because the question asks for
     * them: every design at every size (its deciding rows are each size's fastest only), the pools a pick passed over
     * and Little's law, the memory of each start, what each HTTP client was configured with, every thread kind's tail
     * of the wait (its deciding rows are each meal's two shortest), and the pinning probes beside the experiment (JDK
     * 21 against 25, the JDBC query's socket read inside synchronized): fresh readers 20 to 23 looked for virtual
     * against platform threads' p99, and for pinned events of a real I/O meal, and did not find them on the front page.
     */
    public static final java.util.Set<String> CONTEXT_ON_FRONT = java.util.Set.of(ScaleDesigns.ID, PoolSize.ID,
            StartCosts.ID, HttpClients.ID, Lengths.ID, "tailWaits", "pinning");

    public static final String EQUAL_WAITS = "evidence/equal-waits.md";
    public static final String COLLECTORS = "evidence/collectors.md";
    static final String PORTS = "evidence/ports.md";
    public static final String JLBH_FILE_READ = "jlbh/fileread-firstfull.md";
    /** JLBH's meal waits of the pooled, virtual and platform dinners, all full: claim 18's percentiles. */
    public static final String POOL_WAITS = "jlbh/pool-waits-allfull.md";

    /**
     * "The same order of magnitude" as the talk meant it for JMH against JLBH: two numbers whose ratio rounds to the
     * same power of ten, i.e. within a factor of the square root of ten either way.
     */
    static final double SAME_ORDER = Math.sqrt(10);

    /** Under a race, the share of philosophers that never ate above which a dinner measured somebody eating alone. */
    static final double ALONE = 0.5;

    static final List<Implementation> LOCKS = List.copyOf(LockImplementation.perPhilosopher());
    static final List<Implementation> VERTX = List.copyOf(Pairing.TALK_FIRST);

    private Claims() {
    }

    /** "Two orders of magnitude", rounded: a ratio below 10^-1.5 (claim 2). */
    static final double TWO_ORDERS = 1 / Expectation.orders(2);

    /** "An order of magnitude", rounded: a ratio above 10^0.5 (claim 7). */
    static final double ONE_ORDER = Expectation.orders(1);

    /** The two sides of a thread-kind comparison, in the questions' words. */
    static final String VIRTUAL = "virtual threads";
    static final String PLATFORM = "platform threads";

    /**
     * Every claim, in the summary's order: its sentence, the talk's answer, the engineer's question with the action on
     * each side, and its rule (the comparisons it selects and what each must show).
     */
    public static List<Claim> all() {
        return List.of(new Claim(1, "threadStart", "Virtual threads are cheap to create, in any number",
                "yes: created easily and in any number", new Ask("Can I start a thread per task?", VIRTUAL, PLATFORM,
                        "start a virtual thread per task", "keep threads pooled: starting one is not cheap"),
                set -> {
                    // Read first: the record it reads is the source the judgement names.
                    List<Row> floor = threadStartFloor(set);
                    return judged(set, threadPairs(LOCKS, List.of(NOOP), Quantity.SETUP),
                            Expectation.of(Verdict.FASTER), sources(set, THREAD_START)).withRows(floor);
                }),
                new Claim(2, "contextSwitch",
                        "A context switch is cheaper on virtual threads, by two orders of magnitude",
                        "yes: the noop dinner",
                        new Ask("How much cheaper is a context switch on virtual threads?", VIRTUAL, PLATFORM,
                                "expect a switch two orders of magnitude cheaper on virtual threads (a factor above "
                                        + Numbers.factor(1 / TWO_ORDERS) + ", which rounds to 100)",
                                "expect less than two orders of magnitude between the two kinds' switches"),
                        ContextSwitch::contextSwitch),
                new Claim(3, "blockingIo", "Blocking file I/O costs more per meal on virtual threads",
                        "yes: several times slower, most under synchronized",
                        new Ask("Can file reads (page cache or disk) run on virtual threads?", VIRTUAL, PLATFORM,
                                "keep file reads on platform threads",
                                "run file reads on virtual threads: they cost no more per meal"),
                        set -> perMeal(set, "blockingIo",
                                threadPairs(LOCKS, List.of(FILE_READ, FILE_READ_DIRECT), Quantity.EATING))),
                // The talk's sentence, on its own JDK (24.0.1, which already had JEP 491): fresh reader 31 found
                // "... on JDK 25" printed as the talk's, which it could not have said. JDK 25 answers for it (the
                // question's paragraph says why).
                new Claim(4, "pinning", "Blocking inside synchronized still pins a virtual thread",
                        "yes, JEP 491 did not fix it: inferred from the slow synchronized file-read row",
                        Ask.evidence("Can I block inside synchronized on virtual threads (JDK 25)?",
                                "replace synchronized with ReentrantLock around blocking calls",
                                "keep synchronized around blocking calls on JDK 25: it no longer pins the carrier"
                                        + " (a class initializer still does: its control)"),
                        Pinning::pinning),
                new Claim(5, "spinVsSleep", "Spinning beats sleeping", "yes: active wait is cheaper than a sleep",
                        new Ask("Should a short wait spin or sleep?", "spinning", "sleeping", "spin",
                                "sleep: spinning is not faster"),
                        set -> {
                            List<Row> clock = Waits.mealClock(set);
                            return Waits.equalWaits(set).orElseGet(() -> judged(set, spinOverSleep(),
                                    Expectation.of(Verdict.FASTER), sources(set, POOL_WAITS))).withRows(clock);
                        }),
                new Claim(6, "monitors", "synchronized is not slower than ReentrantLock", "comparable within the error",
                        new Ask("synchronized or ReentrantLock?", "synchronized", "ReentrantLock",
                                "keep synchronized: it is not slower", "prefer ReentrantLock"),
                        set -> {
                            // Read first: the record it reads is the source the judgement names.
                            List<String> facts = Monitors.monitorFacts(set);
                            return judged(set, pairing(Pairing.MONITORS),
                                    Expectation.below(Comparison.MARGIN, "not slower by more than the margin")
                                            .vetoing(c -> Monitors.harnessFlip(set, c)),
                                    sources(set, MONITORS)).withFacts(facts).withRows(Monitors.monitorRows(set));
                        }),
                new Claim(7, "vertx", "vert.x is an order of magnitude slower than the classic locks",
                        "yes (asked whether vert.x is comparable): an order of magnitude worse",
                        new Ask("vert.x or plain locks?", "the vert.x design",
                                "ReentrantLock on the same kind of threads",
                                "use plain locks: vert.x is an order of magnitude slower (a factor above "
                                        + Numbers.factor(ONE_ORDER) + ", which rounds to 10)",
                                "vert.x is within an order of magnitude of plain locks"),
                        Claims::vertx),
                new Claim(8, "vertxVirtual", "Virtual-thread verticles beat event-loop ones", "yes, in its unit tests",
                        new Ask("vert.x verticles on virtual threads or on event loops?", "virtual-thread verticles",
                                "event-loop verticles", "deploy the verticles on virtual threads",
                                "deploy the verticles on event loops"),
                        set -> judged(set, threadPairs(VERTX, List.of(WorkloadKind.values()), Quantity.DINNER),
                                Expectation.of(Verdict.FASTER), List.of())),
                new Claim(9, "apiSimplicity", "vert.x's API is simpler than the classics", "yes",
                        Ask.evidence(
                                "Is the vert.x code smaller (its lines of code, and the concurrency constructs"
                                        + " they name, counted by pattern in each design's own files)?",
                                "expect less code with vert.x",
                                "expect more code with vert.x than with a thread per philosopher and a ReentrantLock"),
                        set -> CodeSize.simplicity(set, CodeSize.of(CodeSize.root(java.nio.file.Path.of(""))))),
                new Claim(10, "scaling", "The classic locks scale linearly with the philosophers",
                        "yes: time grows with the philosophers",
                        Ask.evidence("Do plain locks hold up at a million philosophers?",
                                "scale plain locks to a million philosophers: over a thousandfold table, the cost per meal"
                                        + " stays within a factor of " + Numbers.factor(Scale.LINEAR)
                                        + " of its cost at the smallest, or falls",
                                "expect a plain lock's cost per meal to grow with the table"),
                        Scale::scaling),
                new Claim(11, "vertxFreezes", "vert.x freezes at scale", "yes: it sticks beyond the small sizes",
                        Ask.evidence("Does vert.x hold up at a million philosophers?",
                                "avoid it at a million philosophers: it froze, or ate far slower than its cost at smaller tables predicts",
                                "it dines at a million philosophers, or was eating at a linear pace when its time limit came"),
                        Scale::freezing),
                new Claim(12, "http", "HTTP requests cost more per meal on virtual threads", "yes: slower",
                        new Ask("Can HTTP clients run on virtual threads?", VIRTUAL, PLATFORM,
                                "keep HTTP calls on platform threads",
                                "run HTTP calls on virtual threads: they cost no more per request"),
                        set -> perMeal(set, "http",
                                threadPairs(LOCKS, List.of(URL_CONNECTION, HTTP_CLIENT, OKHTTP), Quantity.EATING))),
                new Claim(13, "portExhaustion",
                        "Virtual threads making HTTP requests exhaust the ephemeral ports unless the pool is large",
                        "yes: port exhaustion until the pool is large",
                        Ask.evidence("Will virtual threads making HTTP calls run out of ports?",
                                "bound the requests in flight",
                                "ports did not run out with the clients' defaults on this machine's port range (a"
                                        + " narrow one ran out)"),
                        Ports::portExhaustion),
                new Claim(14, "jmhJlbh", "JMH and JLBH agree", "yes: the orders agree",
                        Ask.evidence("Do JMH and JLBH tell the same story?", "either tool gives the same order",
                                "do not mix JMH's and JLBH's numbers"),
                        Race::jmhAgainstJlbh),
                new Claim(15, "unfairness", "Run enough times, the talk's race levels its unfairness out",
                        "yes: enough benchmarks level unfairness out",
                        Ask.evidence("Does repeating the talk's race make it fair?",
                                "repeat the race: its unfairness levels out",
                                "measure fixed work, where everybody eats the same: in the race most never eat"),
                        Race::unfairness),
                new Claim(16, "memory", "Which implementation needs the least memory?", "not measured",
                        Ask.evidence("Which needs the least memory per philosopher?", "least memory", ""),
                        Footprint::memory),
                new Claim(17, "allocation", "Which implementation is best for the GC?", "not measured",
                        Ask.evidence("Which allocates the least?", "least allocation", ""), Footprint::allocation),
                new Claim(18, "pooled", "A pool of platform threads is as good as virtual threads",
                        "not asked: the talk gave every platform philosopher a thread of its own",
                        new Ask("A fixed pool of platform threads or virtual threads?", "the pool", VIRTUAL,
                                "a pool does as well or better", "use virtual threads"),
                        Claims::pooled),
                new Claim(19, "perMeal", "Virtual threads eat faster than platform threads, per meal",
                        "not measured per meal: each of its rows mixed thread start into the dinner",
                        // Equal within the margin is its own action: fresh readers 29, 33 and 34 read "keep
                        // platform threads" beside a row 1-2% faster on virtual threads as advice against them.
                        new Ask("A thread per task: virtual or platform threads?", VIRTUAL, PLATFORM,
                                "use virtual threads",
                                "keep platform threads: virtual threads are not faster by "
                                        + Row.bound(Comparison.MARGIN),
                                "either kind: the two are equal within " + Row.bound(Comparison.MARGIN)),
                        set -> judged(set, threadPairs(LOCKS,
                                java.util.stream.Stream.concat(WorkloadKind.matrix().stream(),
                                        java.util.stream.Stream.of(WorkloadKind.YOUR_MEAL)).toList(),
                                Quantity.EATING), Expectation.of(Verdict.FASTER), List.of())),
                new Claim(20, "tailWaits", "Which threads keep the wait for a meal shortest at the tail?",
                        "not measured",
                        Ask.evidence("Which keeps tail latency lowest: a pool, virtual or platform threads?",
                                "the 99th percentile of each wait, shortest first", ""),
                        Waits::tailWaits),
                new Claim(21, PoolSize.ID, "Which size of fixed pool of platform threads matches virtual threads?",
                        "not asked",
                        Ask.evidence("What size of platform-thread pool matches virtual threads for my blocking work?",
                                "the smallest pool that matches, meal by meal", ""),
                        PoolSize::poolSize),
                new Claim(22, ScaleDesigns.ID,
                        "How does each design's time per meal compare with ReentrantLock on virtual threads as the"
                                + " table grows?",
                        "not measured: the talk's races at scale measured thread start",
                        Ask.evidence(
                                "At 1,000 to 1,000,000 philosophers, how does each design compare with ReentrantLock on"
                                        + " virtual threads?",
                                "the design each row names, at the size it names", ""),
                        ScaleDesigns::designsAtScale),
                new Claim(23, StartCosts.ID,
                        "Is starting virtual threads dearer than submitting tasks to a pool, or starting platform"
                                + " threads?",
                        "not measured: the talk compared virtual threads with platform threads only",
                        Ask.evidence("Is starting a million virtual threads dearer than a million tasks on a pool?",
                                "the cheaper start its rows name, at the count they name", ""),
                        StartCosts::startCost),
                new Claim(24, HttpClients.ID, "Which HTTP client costs the least per request, from many threads?",
                        "not compared: the talk fetched with URL.openStream (HttpURLConnection)",
                        Ask.evidence(
                                "Which HTTP client should I use from many threads, virtual or platform (each as configured here)?",
                                "the client its rows name, on the threads they name", ""),
                        HttpClients::httpClient),
                new Claim(25, Lengths.ID, "How long may a CPU-bound critical section be for virtual threads to help?",
                        "not measured: the talk's only spin had one length",
                        Ask.evidence(
                                "My critical section is CPU work of a few to a hundred µs: virtual threads, platform"
                                        + " threads or a small pool?",
                                "the length up to which virtual threads help, at the CPUs its rows name", ""),
                        Lengths::criticalSection),
                new Claim(26, FAIRNESS, "Does a fair ReentrantLock cost more per meal than the default, unfair one?",
                        "not measured: the talk's locks were unfair, and it gave no test with fairness",
                        new Ask("Fair or unfair ReentrantLock?", "a fair ReentrantLock",
                                "an unfair ReentrantLock (the default)",
                                "keep the default, unfair ReentrantLock: a fair one costs more per meal",
                                "a fair ReentrantLock costs no more per meal than an unfair one"),
                        set -> judged(set, fairOverUnfair(), Expectation.of(Verdict.SLOWER), List.of())));
    }

    /** The id of the question whether a fair ReentrantLock costs more than an unfair one. */
    static final String FAIRNESS = "fairness";

    /**
     * A fair ReentrantLock over the default unfair one, on the same threads (a thread per philosopher of each kind, and
     * the default pool), per meal of fixed work, on every meal: rows of the same blocks, since the families measure
     * both locks side by side.
     */
    static List<Check> fairOverUnfair() {
        List<Check> checks = new ArrayList<>();
        for (WorkloadKind workload : WorkloadKind.values()) {
            for (Pairing.Pair pair : Pairing.FAIRNESS.pairs(Implementations.all())) {
                checks.add(Check.same(pair.a(), pair.b(), workload, Quantity.EATING));
            }
            checks.add(Check.same(
                    Dinner.pooled(LockImplementation.FAIR_REENTRANT_LOCK, Pool.DEFAULT.size(), Pool.DEFAULT.queue()),
                    Dinner.pooled(LockImplementation.REENTRANT_LOCK, Pool.DEFAULT.size(), Pool.DEFAULT.queue()),
                    workload, Quantity.EATING));
        }
        return checks;
    }

    /**
     * The claims in the order an engineer asks their questions, for the front page: which threads, which pool, which
     * meals, which lock, then vert.x, scale, failures, footprint, and the method's own questions last.
     */
    public static final List<String> PRACTICAL = List.of("perMeal", "pooled", PoolSize.ID, Lengths.ID, "tailWaits",
            "threadStart", StartCosts.ID, "blockingIo", "http", HttpClients.ID, "pinning", "monitors", FAIRNESS,
            "spinVsSleep", "contextSwitch", "vertx", "vertxVirtual", "vertxFreezes", "scaling", ScaleDesigns.ID,
            "portExhaustion", "memory", "allocation", "apiSimplicity", "jmhJlbh", "unfairness");

    /** A claim judged on {@code checks}, each tested as {@code expected} says. */
    static Judgement judged(ResultSet set, List<Check> checks, Expectation expected, List<String> sources) {
        return Judgement.of(Claim.resolve(set, checks, expected), expected, "", sources);
    }

    /**
     * A cost-per-meal claim (I/O, HTTP): judged on the eating phase of fixed work, virtual slower than platform; the
     * whole dinner, which also counts starting and stopping every thread, beside it and deciding nothing (a context row
     * of each comparison, {@code claim}'s).
     */
    static Judgement perMeal(ResultSet set, String claim, List<Check> eating) {
        List<Row> rows = new ArrayList<>();
        for (Check check : eating) {
            Check.same(check.a(), check.b(), check.workloadA(), Quantity.DINNER).resolve(set).ifPresent(
                    c -> rows.add(Row.of(set.name(), claim, Row.Role.CONTEXT, Words.NA, c, VIRTUAL, PLATFORM)));
        }
        return judged(set, eating, Expectation.of(Verdict.SLOWER), List.of()).withRows(rows);
    }

    // ---- comparisons ----

    /** Virtual over platform threads for each implementation and workload. */
    public static List<Check> threadPairs(List<Implementation> implementations, List<WorkloadKind> workloads,
            Quantity quantity) {
        List<Check> checks = new ArrayList<>();
        for (WorkloadKind workload : workloads) {
            for (Implementation i : implementations) {
                checks.add(Check.same(Dinner.virtual(i), Dinner.platform(i), workload, quantity));
            }
        }
        return checks;
    }

    /** The pools claim 18 compares, as they are asked for: one thread per core, then the sizes people try. */
    public static final List<String> POOL_SIZES = List.of("1x", "4x", "64x");

    /**
     * The pools measured beside virtual threads to find the smallest that matches them (the pool-size question): a
     * ladder by factors of 2 and 4 from one thread per core, claim 18's sizes among them.
     */
    public static final List<String> POOL_LADDER = List.of("1x", "2x", "4x", "16x", "64x", "256x");

    /**
     * Each lock design as tasks on a pool over the same design on virtual threads, per workload, pool size and queue,
     * per meal (the eating phase of fixed work) and per dinner.
     */
    public static List<Check> poolOverVirtual() {
        List<Check> checks = new ArrayList<>();
        for (WorkloadKind workload : WorkloadKind.values()) {
            for (LockImplementation lock : LockImplementation.values()) {
                for (String size : POOL_SIZES) {
                    for (Pool.Queue queue : Pool.Queue.values()) {
                        for (Quantity quantity : List.of(Quantity.EATING, Quantity.DINNER)) {
                            checks.add(Check.same(Dinner.pooled(lock, size, queue), Dinner.virtual(lock), workload,
                                    quantity));
                        }
                    }
                }
            }
        }
        return checks;
    }

    /** A family of pairs on every workload, whole dinners. */
    static List<Check> pairing(Pairing pairing) {
        List<Check> checks = new ArrayList<>();
        for (WorkloadKind workload : WorkloadKind.values()) {
            for (Pairing.Pair pair : pairing.pairs(Implementations.all())) {
                checks.add(Check.same(pair.a(), pair.b(), workload, Quantity.DINNER));
            }
        }
        return checks;
    }

    /** Active wait over sleep, each lock dinner on each thread kind. */
    public static List<Check> spinOverSleep() {
        List<Check> checks = new ArrayList<>();
        for (ThreadKind kind : ThreadKind.perPhilosopher()) {
            for (Implementation i : LOCKS) {
                Dinner d = new Dinner(i, kind);
                checks.add(new Check(d, ACTIVE_WAIT, d, SLEEP, Quantity.DINNER));
            }
        }
        return checks;
    }

    /** The page a claim quotes, where the set has its record. */
    static List<String> sources(ResultSet set, String file) {
        return set.usedEvidence().containsKey(file) ? List.of(file) : List.of();
    }

    // ---- rules with rows of their own ----

    /**
     * vert.x against the locks, as the talk's answer states it: each of vert.x's three designs over the
     * thread-per-philosopher {@code ReentrantLock} dinner on the same thread kind, judged against an order of magnitude
     * (the condition says which design it holds for). vertxPerLoop changes the unit of concurrency; what that design
     * gains without any framework (the partitioned lock dinner over {@code ReentrantLock}) and what the framework then
     * costs (vertxPerLoop over the partitioned lock dinner) are shown beside, deciding nothing.
     */
    static Judgement vertx(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        // The design's gain, no framework: partitioned locks over a ReentrantLock per philosopher, the same threads.
        for (Comparison c : Claim.resolve(set, pairing(Pairing.DESIGN))) {
            rows.add(Row.of(set.name(), "vertx", Row.Role.CONTEXT, Words.NA, c, PARTITIONED,
                    "ReentrantLock on the same kind of threads"));
        }
        // The framework's cost, the same design: vertxPerLoop over the partitioned lock dinner.
        for (Comparison c : Claim.resolve(set, pairing(Pairing.FRAMEWORK))) {
            rows.add(Row.of(set.name(), "vertx", Row.Role.CONTEXT, Words.NA, c, "vert.x with a verticle per event loop",
                    PARTITIONED));
        }
        return judged(set, pairing(Pairing.VERTX),
                Expectation.above(ONE_ORDER, "an order of magnitude slower, rounded"), List.of()).withRows(rows);
    }

    private static final String PARTITIONED = "partitioned locks";

    /**
     * The bare thread-start floor, beside claim 1's comparisons: µs per started thread, median of the measured rounds,
     * one row per thread kind and count.
     */
    static List<Row> threadStartFloor(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        set.evidence(THREAD_START, ThreadStartFloor.KIND).ifPresent(record -> {
            String cpus = Words.cpus(record.cores());
            for (EvidenceRecord.Table table : record.tables(ThreadStartFloor.ROUNDS)) {
                for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                    Map<Integer, List<Double>> byCount = new TreeMap<>();
                    for (EvidenceRecord.Row row : table.where(ThreadStartFloor.THREADS, kind.id())) {
                        // The first round of each count warms the JVM up (the report says so); it is left out.
                        if (row.number(ThreadStartFloor.ROUND) != 1) {
                            byCount.computeIfAbsent((int) row.number(ThreadStartFloor.COUNT), k -> new ArrayList<>())
                                    .add(row.number(ThreadStartFloor.MICROS_PER_THREAD));
                        }
                    }
                    String a = kind == ThreadKind.VIRTUAL ? "a virtual thread" : "a platform thread";
                    byCount.forEach((count,
                            us) -> rows.add(new Place(set.name(), "threadStart", Words.NA, a, Words.NA, cpus,
                                    Numbers.count(count) + (count == 1 ? " thread" : " threads"),
                                    "ThreadStartFloor, median of " + Numbers.plural(us.size(), "round", "rounds")
                                            + ", the first left out").row(Row.Role.CONTEXT, Words.NA,
                                                    "time to start one thread", "µs", median(us))));
                }
            }
        });
        return rows;
    }

    /** Where a dinner's finding holds: its implementation and thread kind (more axes may be put). */
    static Map<Condition.Axis, String> where(String implementation, String threads) {
        Map<Condition.Axis, String> where = new java.util.EnumMap<>(Condition.Axis.class);
        where.put(Condition.Axis.IMPLEMENTATION, implementation);
        where.put(Condition.Axis.THREADS, threads);
        return where;
    }

    /** An evidence claim's outcome and condition from its findings, read from {@code sources}. */
    static Judgement fromFindings(List<Condition.Finding> findings, List<String> sources) {
        long agree = findings.stream().filter(f -> f.agrees().orElse(false)).count();
        long contradict = findings.stream().filter(f -> !f.agrees().orElse(true)).count();
        Outcome outcome = Outcome.of(agree, contradict);
        return Judgement.evidence(outcome, "", sources,
                outcome == Outcome.UNDECIDED ? Condition.NONE : Condition.of(findings));
    }

    /**
     * A pool against virtual threads, judged per meal on fixed work (each pair's whole dinner beside it, deciding
     * nothing): as good as means not slower by more than the equivalence margin (faster counts for it), and the
     * condition says for which workloads and pools. Beside it: the JLBH wait percentiles, where a pool and virtual
     * threads differ most, then the rows that rank memory per philosopher and allocation per meal (claims 16 and 17) of
     * the same dinners.
     */
    static Judgement pooled(ResultSet set) {
        List<Row> rows = Waits.poolWaits(set);
        List<String> kinds = new ArrayList<>();
        for (LockImplementation lock : LockImplementation.values()) {
            kinds.add(lock.id() + "/" + ThreadKind.POOLED.id());
            kinds.add(lock.id() + "/" + ThreadKind.VIRTUAL.id());
        }
        rows.addAll(Footprint.memoryRanking(set).context("pooled", kinds));
        rows.addAll(Footprint.allocationRanking(set).context("pooled", kinds));
        // Per meal decides; the whole dinner is context: counting both counted every pair twice, and a dinner adds
        // the start of the pool's threads or of every virtual thread, which the start-cost question answers.
        Expectation expected = Expectation.below(Comparison.MARGIN, "not slower by more than the margin")
                .vetoing(c -> c.quantity() == Quantity.DINNER
                        ? Optional.of("the whole dinner: the row per meal beside it decides, once a pair")
                        : Optional.empty());
        List<Comparison> comparisons = Claim.resolve(set, poolOverVirtual(), expected);
        return Judgement.of(comparisons, expected,
                comparisons.isEmpty() ? "the `_pooled` rows beside the virtual ones on fixed work (`publish`)" : "",
                sources(set, POOL_WAITS)).withRows(rows);
    }

    /** The id of the question of a CPU-bound critical section's length, whose page carries its chart. */
    public static final String CRITICAL_SECTION = Lengths.ID;

    /**
     * A question's chart: the question's id, the file under the set's folder, its title and axes, and its lines (x, y
     * points, log-log).
     */
    public record Chart(String question, String file, String title, String x, String y,
            Map<String, List<double[]>> lines) {
    }

    /** The questions' charts that the set has rows for. */
    public static List<Chart> charts(ResultSet set) {
        List<Chart> charts = new ArrayList<>();
        Map<String, List<double[]>> lengths = Lengths.series(set);
        if (!lengths.isEmpty()) {
            charts.add(new Chart(Lengths.ID, "findings-critical-section.svg",
                    "A CPU-bound critical section: µs per meal against the spin's length, all full", "spin asked, µs",
                    "µs per meal", lengths));
        }
        Map<String, List<double[]>> designs = ScaleDesigns.series(set);
        if (!designs.isEmpty()) {
            charts.add(new Chart(ScaleDesigns.ID, "findings-designs-at-scale.svg",
                    "Every design at scale: its time per meal over ReentrantLock on virtual threads' at the same size,"
                            + " all full",
                    "philosophers", "time per meal over ReentrantLock on virtual threads'", designs));
        }
        Map<String, List<double[]>> pools = PoolSize.series(set);
        if (!pools.isEmpty()) {
            charts.add(new Chart(PoolSize.ID, "findings-pool-size.svg",
                    "A pool against virtual threads: µs per meal against the pool's threads, ReentrantLock, all full",
                    "threads in the pool", "µs per meal", pools));
        }
        return charts;
    }

    // ---- numbers ----

    public static double median(List<Double> values) {
        return Distribution.of(values.stream().mapToDouble(Double::doubleValue).toArray()).median();
    }
}
