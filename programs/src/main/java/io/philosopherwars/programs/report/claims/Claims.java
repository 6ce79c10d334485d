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
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import io.philosopherwars.programs.report.claims.Claim.Check;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.vertx.VertxImplementation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.FloorRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RawRun;

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
    static final String PORTS = "evidence/ports.md";
    static final String MEAL_CLOCK = "jlbh/meal-clock-allfull.md";
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

    private static final List<Implementation> LOCKS = List.copyOf(LockImplementation.perPhilosopher());
    private static final List<Implementation> VERTX = List.copyOf(Pairing.TALK_FIRST);

    private Claims() {
    }

    /** "Two orders of magnitude", rounded: a ratio below 10^-1.5 (claim 2). */
    static final double TWO_ORDERS = 1 / Expectation.orders(2);

    /** "An order of magnitude", rounded: a ratio above 10^0.5 (claim 7). */
    static final double ONE_ORDER = Expectation.orders(1);

    /** Every claim, in the summary's order. */
    public static List<Claim> all() {
        return List.of(
                new Claim(1, "threadStart", "Virtual threads are cheap to create, in any number",
                        "yes: created easily and in any number",
                        set -> judged(set, threadPairs(LOCKS, List.of(NOOP), Quantity.SETUP),
                                Expectation.of(Verdict.FASTER), threadStartFacts(set), sources(set, THREAD_START))),
                new Claim(2, "contextSwitch",
                        "A context switch is cheaper on virtual threads, by two orders of magnitude",
                        "yes: the noop dinner", Claims::contextSwitch),
                new Claim(3, "blockingIo", "Blocking file I/O costs more per meal on virtual threads",
                        "yes: several times slower, most under synchronized",
                        set -> perMeal(set, threadPairs(LOCKS, List.of(FILE_READ, FILE_READ_DIRECT), Quantity.EATING))),
                new Claim(4, "pinning", "Blocking inside synchronized still pins a virtual thread on JDK 25",
                        "yes, JEP 491 did not fix it: inferred from the slow synchronized file-read row",
                        Claims::pinning),
                new Claim(5, "spinVsSleep", "Spinning beats sleeping", "yes: active wait is cheaper than a sleep",
                        set -> judged(set, spinOverSleep(), Expectation.of(Verdict.FASTER), mealClock(set),
                                sources(set, MEAL_CLOCK))),
                new Claim(6, "monitors", "synchronized is not slower than ReentrantLock", "comparable within the error",
                        set -> judged(set, pairing(Pairing.MONITORS),
                                Expectation.below(Comparison.MARGIN, "not slower by more than the margin"),
                                monitorFacts(set), sources(set, MONITORS))),
                new Claim(7, "vertx", "vert.x is an order of magnitude slower than the classic locks",
                        "yes (asked whether vert.x is comparable): an order of magnitude worse", Claims::vertx),
                new Claim(8, "vertxVirtual", "Virtual-thread verticles beat event-loop ones", "yes, in its unit tests",
                        set -> judged(set, threadPairs(VERTX, List.of(WorkloadKind.values()), Quantity.DINNER),
                                Expectation.of(Verdict.FASTER), List.of(), List.of())),
                new Claim(9, "apiSimplicity", "vert.x's API is simpler than the classics", "yes",
                        set -> simplicity(CodeSize.of(CodeSize.root(java.nio.file.Path.of(""))))),
                new Claim(10, "scaling", "The classic locks scale linearly with the philosophers",
                        "yes: time grows with the philosophers", Claims::scaling),
                new Claim(11, "vertxFreezes", "vert.x freezes at scale", "yes: it sticks beyond the small sizes",
                        Claims::freezing),
                new Claim(12, "http", "HTTP requests cost more per meal on virtual threads", "yes: slower",
                        set -> perMeal(set,
                                threadPairs(LOCKS, List.of(URL_CONNECTION, HTTP_CLIENT, OKHTTP), Quantity.EATING))),
                new Claim(13, "portExhaustion",
                        "Virtual threads making HTTP requests exhaust the ephemeral ports unless the pool is large",
                        "yes: port exhaustion until the pool is large", Claims::portExhaustion),
                new Claim(14, "jmhJlbh", "JMH and JLBH agree", "yes: the orders agree", Claims::jmhAgainstJlbh),
                new Claim(15, "unfairness", "Run enough times, the talk's race levels its unfairness out",
                        "yes: enough benchmarks level unfairness out", Claims::unfairness),
                new Claim(16, "memory", "Which implementation needs the least memory?", "not measured", Claims::memory),
                new Claim(17, "allocation", "Which implementation is best for the GC?", "not measured",
                        Claims::allocation),
                new Claim(18, "pooled", "A pool of platform threads is as good as virtual threads",
                        "not asked: the talk gave every platform philosopher a thread of its own", Claims::pooled));
    }

    /** A claim judged on {@code checks}, each tested as {@code expected} says. */
    static Judgement judged(ResultSet set, List<Check> checks, Expectation expected, List<String> facts,
            List<String> sources) {
        return Judgement.of(Claim.resolve(set, checks, expected), expected, "", facts, sources);
    }

    /**
     * A cost-per-meal claim (I/O, HTTP): judged on the eating phase of fixed work, virtual slower than platform; the
     * whole dinner, mostly thread start on platform threads, beside it and deciding nothing.
     */
    static Judgement perMeal(ResultSet set, List<Check> eating) {
        List<String> facts = new ArrayList<>();
        for (Check check : eating) {
            Check.same(check.a(), check.b(), check.workloadA(), Quantity.DINNER).resolve(set)
                    .ifPresent(c -> facts.add("beside it, the whole dinner (thread start included): " + c.work() + ", "
                            + c.pair() + " " + c.format() + " " + c.verdict().id()));
        }
        return judged(set, eating, Expectation.of(Verdict.SLOWER), facts, List.of());
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
        return pairing(pairing, pair -> true);
    }

    /** The pairs of a family that {@code which} keeps, on every workload, whole dinners. */
    static List<Check> pairing(Pairing pairing, Predicate<Pairing.Pair> which) {
        List<Check> checks = new ArrayList<>();
        for (WorkloadKind workload : WorkloadKind.values()) {
            for (Pairing.Pair pair : pairing.pairs(Implementations.all())) {
                if (!which.test(pair)) {
                    continue;
                }
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
    private static List<String> sources(ResultSet set, String file) {
        return set.usedEvidence().containsKey(file) ? List.of(file) : List.of();
    }

    // ---- facts from the rows ----

    /**
     * A context switch is measured by the hand-off ring: where the set has it, the ring decides (each hand-off wakes a
     * blocked thread) and the dinners' eating phase is shown beside it; without it the claim waits, because a dinner's
     * eating mixes hand-offs with lock traffic, meals and scheduling.
     */
    static Judgement contextSwitch(ResultSet set) {
        Expectation twoOrders = Expectation.below(TWO_ORDERS, "two orders of magnitude cheaper, rounded");
        List<Comparison> ring = set.handOffs().stream()
                .map(p -> Comparison.of(p.run(), p.a(), p.b(), Quantity.HAND_OFF, TWO_ORDERS)).toList();
        List<Comparison> eating = Claim.resolve(set, threadPairs(LOCKS, List.of(NOOP), Quantity.EATING));
        List<String> facts = new ArrayList<>();
        if (ring.isEmpty()) {
            facts.addAll(setupShare(set));
            return Judgement.of(eating, Expectation.of(Verdict.FASTER),
                    "a direct context-switch measure: the hand-off ring"
                            + " (`HandOffBenchmark`) measured in this set (the controls issue, part 2)",
                    facts, List.of());
        }
        double least = ring.stream().mapToDouble(Comparison::ratio).min().orElseThrow();
        double most = ring.stream().mapToDouble(Comparison::ratio).max().orElseThrow();
        facts.add("a hand-off on virtual threads costs " + Numbers.ratio(least) + " to " + Numbers.ratio(most)
                + " of one on platform threads: " + Numbers.fixed(-Math.log10(most), 1) + " to "
                + Numbers.fixed(-Math.log10(least), 1) + " orders of magnitude cheaper (the talk said two)");
        for (Comparison c : eating) {
            facts.add("beside it, the dinners' eating phase (not a context-switch measure): " + c.work() + ", "
                    + c.pair() + " " + c.format() + " " + c.verdict().id());
        }
        facts.addAll(setupShare(set));
        facts.addAll(switchesPerMeal(set));
        facts.addAll(unmountsPerMeal(set));
        for (Comparison c : set.handOffs().stream().map(p -> Comparison.of(p, Quantity.HAND_OFF)).toList()) {
            facts.add("the direction alone, against a ratio of one: " + c.work() + ", " + c.pair() + " " + c.format()
                    + " " + c.verdict().id());
        }
        return Judgement.of(ring, twoOrders, "", facts, List.of());
    }

    /**
     * Inside the dinners: the process's kernel context switches per meal of the eating phase (getrusage, JMH's
     * {@code switchesPerMeal}), and what a platform dinner's eating costs per switch, a measured quotient. A virtual
     * dinner's count is its carriers' switches only (a virtual thread parks without the kernel).
     */
    private static List<String> switchesPerMeal(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (Implementation i : LOCKS) {
            for (ThreadKind kind : List.of(ThreadKind.PLATFORM, ThreadKind.VIRTUAL)) {
                set.fixedRow(new Dinner(i, kind), NOOP).filter(r -> !Double.isNaN(r.metric("switchesPerMeal")))
                        .ifPresent(r -> {
                            double switches = r.metric("switchesPerMeal");
                            double nanos = r.nanosPerMeal();
                            facts.add(r.dinner() + " noop, all full: " + Numbers.fixed(switches, 4)
                                    + " kernel context switches per meal while eating"
                                    + (switches > 0 ? " (one per " + Numbers.count(1 / switches) + " meals)" : "")
                                    + ", " + Numbers.fixed(nanos, 1) + " ns per meal"
                                    + (kind == ThreadKind.PLATFORM && switches > 0
                                            ? ": " + Numbers.fixed(nanos / switches, 0) + " ns of eating per switch"
                                            : " (carriers only: a virtual thread parks without the kernel)"));
                        });
            }
        }
        return facts;
    }

    /**
     * Inside the virtual dinners: virtual-thread unmounts per meal, from a run with the opt-in unmount agent (the only
     * count of a virtual thread's switches; such a run decides no comparison), beside the kernel's switches of the same
     * run; the eating phase per switch of either kind is then a measured quotient, as on platform threads.
     */
    private static List<String> unmountsPerMeal(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (WorkloadKind workload : List.of(NOOP, SLEEP)) {
            for (Implementation i : List.of(LockImplementation.REENTRANT_LOCK, LockImplementation.SYNCHRONIZED,
                    LockImplementation.PARTITIONED_LOCK)) {
                set.unmountRow(new Dinner(i, ThreadKind.VIRTUAL), workload).ifPresent(r -> {
                    double unmounts = r.metric(RawRun.UNMOUNTS);
                    double kernel = r.metric("switchesPerMeal");
                    double nanos = r.nanosPerMeal();
                    double switches = unmounts + (Double.isNaN(kernel) ? 0 : kernel);
                    facts.add(r.dinner() + " " + workload.id() + ", all full, counted with the unmount agent: "
                            + Numbers.fixed(unmounts, 4) + " virtual-thread unmounts per meal while eating"
                            + (unmounts > 0 ? " (one per " + Numbers.count(1 / unmounts) + " meals)" : "") + " and "
                            + Numbers.fixed(kernel, 4) + " kernel switches, " + Numbers.fixed(nanos, 1) + " ns per meal"
                            + (switches > 0
                                    ? ": " + Numbers.fixed(nanos / switches, 0)
                                            + " ns of eating per switch of either kind"
                                    : ""));
                });
            }
        }
        return facts;
    }

    /**
     * vert.x against the locks, as the talk's answer states it: each of vert.x's three designs over the
     * thread-per-philosopher {@code ReentrantLock} dinner on the same thread kind, judged against an order of magnitude
     * (the condition says which design it holds for). vertxPerLoop changes the unit of concurrency; what that design
     * gains without any framework (the partitioned lock dinner over {@code ReentrantLock}) and what the framework then
     * costs (vertxPerLoop over the partitioned lock dinner) are shown beside, deciding nothing.
     */
    static Judgement vertx(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (Comparison c : Claim.resolve(set, pairing(Pairing.DESIGN))) {
            facts.add("the design's gain, no framework: " + c.work() + ", " + c.pair() + " " + c.format() + " "
                    + c.verdict().id());
        }
        for (Comparison c : Claim.resolve(set, pairing(Pairing.FRAMEWORK))) {
            facts.add("the framework's cost, the same design: " + c.work() + ", " + c.pair() + " " + c.format() + " "
                    + c.verdict().id());
        }
        return judged(set, pairing(Pairing.VERTX),
                Expectation.above(ONE_ORDER, "an order of magnitude slower, rounded"), facts, List.of());
    }

    /**
     * What the harness adds per meal: the noop all-full dinner's eating ns per meal over the engine-free floor's
     * ({@code LockFloorBenchmark}, the same table with nothing else), both from the one run that has both, so that
     * synchronized against ReentrantLock can be read without the engine.
     */
    static List<String> engineOverFloor(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (RawRun run : set.runs()) {
            for (FloorRow floor : run.floors()) {
                floor.engine(run).ifPresent(engine -> {
                    set.used(run.name());
                    double nanos = engine.nanosPerMeal();
                    facts.add(floor.dinner().id() + " noop, all full: " + Numbers.fixed(nanos, 1)
                            + " ns per meal in the engine, " + Numbers.fixed(floor.nanosPerMeal(), 1)
                            + " bare (no engine): engine / floor " + Numbers.ratio(nanos / floor.nanosPerMeal())
                            + " (run " + run.name() + ")");
                });
            }
        }
        return facts;
    }

    /**
     * Claim 13 from {@code ./philosophers ports}, on the GETs that failed for want of a port (the program files each
     * failure by its causes): per client on virtual threads, the sentence agrees where the defaults lost GETs to
     * exhausted ports and the large pool lost none to them, and contradicts otherwise. Failures for other reasons, the
     * platform rows and the semaphore are facts beside it.
     */
    static Judgement portExhaustion(ResultSet set) {
        Optional<EvidenceRecord> record = set.evidence(PORTS, PortExhaustion.KIND);
        if (record.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED,
                    "HTTP rows with the clients' default keep-alive and no bound on the requests in flight, their"
                            + " failures counted, beside a large pool and a semaphore (`./philosophers ports`)",
                    List.of(), List.of());
        }
        List<EvidenceRecord.Row> rows = record.get().tables(PortExhaustion.ROWS).stream()
                .flatMap(t -> t.rows().stream()).filter(r -> measured(r, PortExhaustion.REQUESTS)).toList();
        List<String> facts = new ArrayList<>();
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, Map<String, EvidenceRecord.Row>> byDinner = new java.util.LinkedHashMap<>();
        rows.forEach(r -> byDinner.computeIfAbsent(r.text(PortExhaustion.CLIENT) + "/" + r.text(PortExhaustion.THREADS),
                k -> new java.util.LinkedHashMap<>()).put(r.text(PortExhaustion.SETTING), r));
        byDinner.forEach((dinner, settings) -> {
            List<String> parts = new ArrayList<>();
            settings.forEach((setting, r) -> parts.add(setting + " " + Numbers.count(r.number(PortExhaustion.FAILED))
                    + " of " + Numbers.count(r.number(PortExhaustion.REQUESTS)) + " GETs failed, "
                    + Numbers.count(r.number(PortExhaustion.FAILED_FOR_PORTS)) + " for want of a port"
                    + (r.text(PortExhaustion.FIRST_FAILURE).isEmpty() ? ""
                            : " (first: " + r.text(PortExhaustion.FIRST_FAILURE) + ")")
                    + (measured(r, PortExhaustion.TIME_WAIT)
                            ? ", " + Numbers.count(r.number(PortExhaustion.TIME_WAIT)) + " client sockets in TIME_WAIT"
                            : "")));
            facts.add(dinner + ", "
                    + Numbers.count(settings.values().iterator().next().number(PortExhaustion.PHILOSOPHERS))
                    + " philosophers: " + String.join("; ", parts) + ".");
            EvidenceRecord.Row defaults = settings.get(PortExhaustion.Setting.DEFAULTS.id());
            EvidenceRecord.Row large = settings.get(PortExhaustion.Setting.LARGE_POOL.id());
            if (!dinner.endsWith("/" + ThreadKind.VIRTUAL.id()) || defaults == null || large == null) {
                return;
            }
            boolean ranOut = defaults.number(PortExhaustion.FAILED_FOR_PORTS) > 0;
            boolean poolHeld = large.number(PortExhaustion.FAILED_FOR_PORTS) == 0;
            findings.add(
                    new Condition.Finding(Map.of(Condition.Axis.IMPLEMENTATION, defaults.text(PortExhaustion.CLIENT)),
                            Optional.of(ranOut && poolHeld)));
        });
        rows.stream().findFirst()
                .ifPresent(r -> facts.add("The kernel: ip_local_port_range " + r.text(PortExhaustion.PORT_RANGE)
                        + ", tcp_tw_reuse " + r.text(PortExhaustion.TW_REUSE)
                        + " (2: a loopback connect may reuse a port in TIME_WAIT)."));
        Judgement judged = fromFindings(findings, facts);
        return Judgement.evidence(judged.outcome(), "", judged.facts(), sources(set, PORTS), judged.condition());
    }

    /** Claim 6's facts: engine over floor from JMH, then what the locks cost and where the CPU went, per JVM. */
    static List<String> monitorFacts(ResultSet set) {
        List<String> facts = new ArrayList<>(engineOverFloor(set));
        facts.addAll(monitorCost(set));
        return facts;
    }

    /**
     * From {@code ./philosophers monitors}: per lock and thread kind, the eating ns per meal in the engine and bare,
     * with the JIT's lock elimination on and off (median of the JVMs, and their range: the JVM is the unit), then where
     * the CPU samples of those JVMs went (lock elimination on) and what JFR counted per 1,000 meals.
     */
    static List<String> monitorCost(ResultSet set) {
        List<String> facts = new ArrayList<>();
        set.evidence(MONITORS, MonitorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = record.tables(MonitorCost.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, MonitorCost.EATING_NS_PER_MEAL)).toList();
            for (ThreadKind kind : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
                for (Implementation implementation : MonitorCost.LOCKS) {
                    String lock = implementation.id();
                    List<EvidenceRecord.Row> mine = rows.stream().filter(
                            r -> r.text(MonitorCost.LOCK).equals(lock) && r.text(MonitorCost.THREADS).equals(kind.id()))
                            .toList();
                    if (mine.isEmpty()) {
                        continue;
                    }
                    List<String> eating = new ArrayList<>();
                    for (MonitorCost.Dinner dinner : MonitorCost.Dinner.values()) {
                        for (String elimination : List.of(MonitorCost.ON, MonitorCost.OFF)) {
                            List<Double> ns = values(mine, dinner, elimination, MonitorCost.EATING_NS_PER_MEAL);
                            if (!ns.isEmpty()) {
                                eating.add(dinner.id() + " " + elimination + " " + Numbers.fixed(median(ns), 1) + " ["
                                        + range(ns, 1) + "]");
                            }
                        }
                    }
                    facts.add(lock + "/" + kind.id() + ", eating ns per meal by dinner and lock elimination, median of"
                            + " the JVMs [their range]: " + String.join(", ", eating) + ".");
                    List<String> where = new ArrayList<>();
                    for (MonitorCost.Dinner dinner : MonitorCost.Dinner.values()) {
                        List<Double> monitor = values(mine, dinner, MonitorCost.ON, MonitorCost.MONITOR_PCT);
                        List<Double> queue = values(mine, dinner, MonitorCost.ON, MonitorCost.QUEUE_PCT);
                        List<Double> inflations = values(mine, dinner, MonitorCost.ON, MonitorCost.INFLATIONS);
                        List<Double> blocked = values(mine, dinner, MonitorCost.ON, MonitorCost.BLOCKED_ENTERS);
                        List<Double> parks = values(mine, dinner, MonitorCost.ON, MonitorCost.PARKS);
                        if (!monitor.isEmpty() && !inflations.isEmpty()) {
                            where.add(dinner.id() + ": " + Numbers.fixed(median(monitor), 1) + "% of CPU samples in the"
                                    + " monitor's slow path in the VM, " + Numbers.fixed(median(queue), 1)
                                    + "% in java.util.concurrent.locks; per 1,000 meals "
                                    + Numbers.fixed(median(inflations), 3) + " monitor inflations, "
                                    + Numbers.fixed(median(blocked), 3) + " monitor enters that blocked, "
                                    + Numbers.fixed(median(parks), 3) + " parks");
                        }
                    }
                    if (!where.isEmpty()) {
                        facts.add(lock + "/" + kind.id() + ", lock elimination on, medians of the JVMs: "
                                + String.join("; ", where) + ".");
                    }
                }
            }
        });
        return facts;
    }

    private static List<Double> values(List<EvidenceRecord.Row> rows, MonitorCost.Dinner dinner, String elimination,
            String key) {
        return rows.stream()
                .filter(r -> r.text(MonitorCost.DINNER).equals(dinner.id())
                        && r.text(MonitorCost.LOCK_ELIMINATION).equals(elimination) && measured(r, key))
                .map(r -> r.number(key)).toList();
    }

    /** Whether a record's row has a number under {@code key} (not a row that could not run, nor an older record). */
    private static boolean measured(EvidenceRecord.Row row, String key) {
        return row.has(key) && Double.isFinite(row.number(key));
    }

    /** How much of each platform noop dinner is thread start: the quantity a whole-dinner ratio mostly compares. */
    private static List<String> setupShare(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (Implementation i : LOCKS) {
            set.fixedWork(Dinner.virtual(i), NOOP, Dinner.platform(i), NOOP)
                    .map(pair -> Comparison.of(pair, Quantity.DINNER)).ifPresent(c -> {
                        Measured p = c.b();
                        facts.add(p.dinner() + " noop: setup " + Numbers.ms(p.mean(Quantity.SETUP)) + " of "
                                + Numbers.ms(p.mean(Quantity.DINNER)) + " ms per dinner, eating "
                                + Numbers.ms(p.mean(Quantity.EATING)) + "; whole dinner virtual / platform "
                                + c.format() + " (" + c.verdict().id() + ")");
                    });
        }
        return facts;
    }

    /** The bare thread-start floor: µs per started thread, median of the measured rounds, per kind and count. */
    private static List<String> threadStartFacts(ResultSet set) {
        List<String> facts = new ArrayList<>();
        set.evidence(THREAD_START, ThreadStartFloor.KIND).ifPresent(record -> {
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
                    if (byCount.isEmpty()) {
                        continue;
                    }
                    StringBuilder fact = new StringBuilder("bare " + kind.id() + " threads, µs per thread started:");
                    byCount.forEach((count, us) -> fact.append(' ').append(Numbers.count(count)).append(": ")
                            .append(Numbers.ms(median(us))).append(';'));
                    facts.add(fact.substring(0, fact.length() - 1));
                }
            }
        });
        return facts;
    }

    /** How long a requested sleep and a spin really lasted, median of the runs' p50, per dinner. */
    private static List<String> mealClock(ResultSet set) {
        List<String> facts = new ArrayList<>();
        set.evidence(MEAL_CLOCK, Report.DINNER_KIND).ifPresent(record -> {
            for (EvidenceRecord.Table table : record.tables(Report.MEAL_LENGTHS)) {
                String[] label = table.section().split(" ")[0].split("/");
                if (label.length != 3 || !List.of(SLEEP.id(), ACTIVE_WAIT.id()).contains(label[2])) {
                    continue;
                }
                List<Double> p50 = table.rows().stream().map(r -> r.number(Report.P50_US)).toList();
                facts.add(table.section() + ": a meal lasted " + Numbers.ms(median(p50))
                        + " µs (median of the runs' p50)");
            }
        });
        return facts;
    }

    /**
     * How much the eating phase's cost per meal may grow over the sweep's sizes and still count as linear: a factor of
     * two over the three orders of magnitude from 1K to 1M philosophers (about 10% per doubling of the table).
     */
    static final double LINEAR = 2;

    /**
     * Dining at scale decides claim 10: all full, the same meals each at every size, so the eating phase's ns per meal
     * is read against the philosophers alone. A classic lock dinner scales linearly when that cost at its largest size
     * is at most {@link #LINEAR} times the cost at its smallest (two sizes at least a hundredfold apart). A dinner that
     * did not reach the largest size (a thread ceiling) decides nothing: its reason is in the sweep's table. One fork
     * per cell (the sweep's), so this is evidence read from medians, not a fork-level interval.
     */
    static Judgement scaling(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        List<String> facts = new ArrayList<>();
        if (dining.isEmpty()) {
            facts.addAll(firstFullCorner(set));
            return Judgement.evidence(Outcome.UNDECIDED, DINING_AT_SCALE, facts, List.of());
        }
        int largest = dining.stream().mapToInt(Claims::philosophers).max().orElseThrow();
        List<Condition.Finding> findings = new ArrayList<>();
        for (List<JmhRow> rows : byDinner(dining, LOCKS).values()) {
            Growth g = Growth.of(rows, largest);
            facts.add(g.fact());
            if (!g.spans() || (g.linear() && !g.reached())) {
                continue;
            }
            findings.add(g.finding(g.linear()));
        }
        facts.addAll(firstFullCorner(set));
        return fromFindings(findings, facts);
    }

    /**
     * Claim 11: a vert.x design freezes at scale when a dinner of it ran past its time limit on fixed work (all full:
     * the dinner stopped making progress, "froze at N" with the sweep's reason), or when its eating cost per meal grows
     * past {@link #LINEAR} over the sweep; it does not when it dined at the largest size at a linear cost. A first-full
     * time-out is a race's and is shown beside, deciding nothing.
     */
    static Judgement freezing(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        List<FailedCells.Cell> failed = set.scaledFailures();
        List<String> facts = new ArrayList<>();
        if (dining.isEmpty() && failed.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED, DINING_AT_SCALE, facts, List.of());
        }
        int largest = dining.stream().mapToInt(Claims::philosophers).max().orElse(0);
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, List<JmhRow>> byDinner = byDinner(dining, VERTX);
        Map<String, FailedCells.Cell> frozen = new TreeMap<>();
        for (FailedCells.Cell cell : failed) {
            if (!cell.timedOut() || VERTX.stream().noneMatch(v -> v.id().equals(cell.implementation()))) {
                continue;
            }
            String dinner = cell.implementation() + "/" + cell.threads();
            int size = ScaledBenchmark.thousands("philosophers", cell.philosophers());
            String at = "froze at " + Numbers.count(size) + " philosophers x " + cell.meals() + " meals (" + cell.stop()
                    + "): " + cell.reason();
            if (cell.stop().equals(StopRule.ALL_FULL.id())) {
                frozen.merge(dinner, cell,
                        (x, y) -> ScaledBenchmark.thousands("philosophers", x.philosophers()) <= size ? x : y);
                facts.add(dinner + " " + at);
            } else {
                facts.add(dinner + " " + at + "; a race's time-out, deciding nothing");
            }
        }
        Set<String> dinners = new TreeSet<>(byDinner.keySet());
        dinners.addAll(frozen.keySet());
        for (String dinner : dinners) {
            List<JmhRow> rows = byDinner.getOrDefault(dinner, List.of());
            Growth g = rows.isEmpty() ? null : Growth.of(rows, largest);
            if (g != null) {
                facts.add(g.fact());
            }
            String[] parts = dinner.split("/");
            Map<Condition.Axis, String> where = new java.util.EnumMap<>(Condition.Axis.class);
            where.put(Condition.Axis.IMPLEMENTATION, parts[0]);
            where.put(Condition.Axis.THREADS, parts[1]);
            if (frozen.containsKey(dinner)) {
                findings.add(new Condition.Finding(where, Optional.of(true)));
            } else if (g != null && g.spans() && (!g.linear() || g.reached())) {
                findings.add(new Condition.Finding(where, Optional.of(!g.linear())));
            }
        }
        return fromFindings(findings, facts);
    }

    /**
     * Claim 9 measured from the sources ({@link CodeSize}): a vert.x design agrees with "simpler" when its own code has
     * fewer lines and fewer concurrency constructs than the classic thread per philosopher with a ReentrantLock, and
     * contradicts it when it has more of both; a design with more of one and fewer of the other decides nothing.
     */
    static Judgement simplicity(Optional<List<CodeSize.Size>> sizes) {
        if (sizes.isEmpty()) {
            return Judgement.evidence(Outcome.NOT_MEASURED, "", List.of(), List.of());
        }
        List<String> facts = new ArrayList<>();
        CodeSize.Size classic = sizes.get().getFirst();
        List<Condition.Finding> findings = new ArrayList<>();
        for (CodeSize.Size size : sizes.get()) {
            facts.add(size.design() + ": " + size.lines() + " lines of code, " + size.constructs()
                    + " concurrency constructs ("
                    + String.join(", ", size.files().stream().map(f -> f.substring(f.lastIndexOf('/') + 1)).toList())
                    + ")");
            if (VERTX.stream().noneMatch(v -> v.id().equals(size.design()))) {
                continue;
            }
            boolean fewer = size.lines() < classic.lines() && size.constructs() < classic.constructs();
            boolean more = size.lines() > classic.lines() && size.constructs() > classic.constructs();
            if (fewer || more) {
                findings.add(new Condition.Finding(java.util.Map.of(Condition.Axis.IMPLEMENTATION, size.design()),
                        Optional.of(fewer)));
            }
        }
        return fromFindings(findings, facts);
    }

    private static final String DINING_AT_SCALE = "dining at scale: all full at every size with the same meals each"
            + " (`./philosophers scale --stop allFull`, the controls issue, part 3)";

    /** An evidence claim's outcome and condition from its findings. */
    private static Judgement fromFindings(List<Condition.Finding> findings, List<String> facts) {
        long agree = findings.stream().filter(f -> f.agrees().orElse(false)).count();
        long contradict = findings.stream().filter(f -> !f.agrees().orElse(true)).count();
        Outcome outcome = Outcome.of(agree, contradict);
        return Judgement.evidence(outcome, "", facts, List.of(),
                outcome == Outcome.PARTLY ? Condition.of(findings) : Condition.NONE);
    }

    /** The sweep's all-full rows of {@code implementations}, by dinner, smallest table first. */
    private static Map<String, List<JmhRow>> byDinner(List<JmhRow> dining, List<Implementation> implementations) {
        Map<String, List<JmhRow>> byDinner = new TreeMap<>();
        dining.stream().filter(r -> implementations.contains(r.implementation()))
                .sorted(Comparator.comparingInt(Claims::philosophers))
                .forEach(r -> byDinner.computeIfAbsent(r.dinner(), k -> new ArrayList<>()).add(r));
        return byDinner;
    }

    /** One dinner's eating cost per meal from its smallest to its largest table in the sweep. */
    private record Growth(JmhRow small, JmhRow big, int largest) {
        static Growth of(List<JmhRow> rows, int largest) {
            return new Growth(rows.getFirst(), rows.getLast(), largest);
        }

        double growth() {
            return big.nanosPerMeal() / small.nanosPerMeal();
        }

        boolean spans() {
            return philosophers(big) >= 100 * philosophers(small);
        }

        boolean linear() {
            return spans() && growth() <= LINEAR;
        }

        boolean reached() {
            return philosophers(big) == largest;
        }

        Condition.Finding finding(boolean agrees) {
            Map<Condition.Axis, String> where = new java.util.EnumMap<>(Condition.Axis.class);
            where.put(Condition.Axis.IMPLEMENTATION, small.implementation().id());
            where.put(Condition.Axis.THREADS, small.threads().id());
            return new Condition.Finding(where, Optional.of(agrees));
        }

        String fact() {
            return small.dinner() + ": " + Numbers.fixed(small.nanosPerMeal(), 1) + " ns per meal at "
                    + Numbers.count(philosophers(small)) + " philosophers, " + Numbers.fixed(big.nanosPerMeal(), 1)
                    + " at " + Numbers.count(philosophers(big)) + " (" + Numbers.ratio(growth()) + "): "
                    + (!spans() ? "too few sizes to tell" : linear() ? "linear" : "grows faster than linear")
                    + (reached() ? ""
                            : "; it did not dine at " + Numbers.count(largest)
                                    + " (the reason is in the sweep's table)");
        }
    }

    private static int philosophers(JmhRow row) {
        return ScaledBenchmark.thousands("philosophers", row.param("philosophers"));
    }

    private static List<String> firstFullCorner(ResultSet set) {
        List<String> facts = new ArrayList<>();
        List<JmhRow> rows = set.scaledRows().stream().filter(r -> r.stop() == StopRule.FIRST_FULL).toList();
        int largest = rows.stream().mapToInt(r -> ScaledBenchmark.thousands("philosophers", r.param("philosophers")))
                .max().orElse(0);
        rows.stream().filter(r -> r.threads() == ThreadKind.VIRTUAL && LOCKS.contains(r.implementation()))
                .filter(r -> ScaledBenchmark.thousands("philosophers", r.param("philosophers")) == largest)
                .sorted(Comparator.comparing(JmhRow::label).thenComparing(r -> r.param("meals"))).forEach(r -> {
                    double setup = r.mean(Quantity.SETUP);
                    double leaving = r.mean(Quantity.LEAVING);
                    facts.add(r.dinner() + " " + r.param("philosophers") + " philosophers x " + r.param("meals")
                            + " meals to win: median " + Numbers.ms(r.distribution().median()) + " ms; setup "
                            + Numbers.ms(setup) + " + leaving " + Numbers.ms(leaving) + " ms ("
                            + Numbers.percent((setup + leaving) / r.score()) + " of the mean dinner), eating "
                            + Numbers.ms(r.mean(Quantity.EATING)) + " ms; never ate: "
                            + Numbers.count(r.metric("neverAte")) + " of " + Numbers.count(largest));
                });
        int talkLargest = TalkData.ROWS.stream().mapToInt(TalkData.Row::philosophers).max().orElse(0);
        TalkData.ROWS.stream().filter(r -> r.table() == TalkData.Table.SCALED && r.philosophers() == talkLargest)
                .forEach(r -> facts.add("the talk's " + Numbers.count(r.philosophers()) + " x "
                        + Numbers.count(r.meals()) + ", " + r.implementation().id() + "/virtual: " + Numbers.ms(r.ms())
                        + " ± " + Numbers.ms(r.error()) + " ms"));
        return facts;
    }

    // ---- evidence claims ----

    /**
     * The corrected JEP 491 experiment: pinning is fixed for what the talk did when sleeping inside a fresh monitor per
     * task pins nothing and runs in parallel, while the positive control pins, so that zero means something.
     */
    static Judgement pinning(ResultSet set) {
        List<String> facts = new ArrayList<>();
        Optional<Outcome> acrossJdks = acrossJdks(set, facts);
        Optional<EvidenceRecord> record = set.evidence(JEP491, Jep491Program.KIND);
        Optional<EvidenceRecord.Table> runs = record.flatMap(r -> r.tables(Jep491Program.RUNS).stream().findFirst());
        Optional<EvidenceRecord.Row> control = record
                .flatMap(r -> r.tables(Jep491Program.CONTROL).stream().flatMap(t -> t.rows().stream()).findFirst());
        if (runs.isEmpty() || control.isEmpty()) {
            if (acrossJdks.isPresent()) {
                return Judgement.evidence(acrossJdks.get(), "", facts, List.of(JEP491_JDKS));
            }
            return Judgement.evidence(Outcome.UNDECIDED,
                    "the JEP 491 experiment (`./philosophers jep491 --report " + JEP491 + "`)", facts, List.of());
        }
        long controlEvents = (long) control.get().number(Jep491Program.PINNED);
        long freshEvents = 0;
        for (String monitor : List.of("fresh", "shared")) {
            List<EvidenceRecord.Row> rows = runs.get().where(Jep491Program.MONITOR, monitor);
            long events = rows.stream().mapToLong(r -> (long) r.number(Jep491Program.PINNED)).sum();
            List<Double> share = rows.stream().map(r -> r.number(Jep491Program.SERIAL_SHARE)).toList();
            List<Double> ms = rows.stream().map(r -> r.number(Jep491Program.ELAPSED_MS)).toList();
            facts.add(monitor + " monitor: " + rows.size() + " runs, " + Numbers.count(median(ms)) + " ms median ("
                    + Numbers.fixed(median(share), 3) + " of the serial sleeps), " + events + " pinned events");
            if (monitor.equals("fresh")) {
                freshEvents = events;
            }
        }
        facts.add("positive control (blocking inside a class initializer): " + controlEvents + " pinned events");
        Outcome outcome = controlEvents == 0 ? Outcome.UNDECIDED : freshEvents == 0 ? Outcome.FAILS : Outcome.HOLDS;
        Condition condition = Condition.NONE;
        if (acrossJdks.isPresent() && outcome != Outcome.UNDECIDED && acrossJdks.get() != outcome) {
            condition = Condition.said("holds "
                    + (outcome == Outcome.HOLDS ? "in the JEP 491 experiment" : "in the" + " probe across JDKs")
                    + ", not " + (outcome == Outcome.HOLDS ? "in the probe across JDKs" : "in the JEP 491 experiment"),
                    "the two experiments disagree");
            outcome = Outcome.PARTLY;
        }
        return Judgement.evidence(outcome, controlEvents == 0 ? "a positive control that pins" : "", facts,
                acrossJdks.isPresent() ? List.of(JEP491, JEP491_JDKS) : List.of(JEP491), condition);
    }

    /**
     * The same probe on JDK 21 and on JDK 25 ({@code ./philosophers jep491-jdks}): the fresh-monitor run pins on JDK 21
     * (the before, which is also the probe's positive control) and not on JDK 25 means JEP 491 fixed it; facts for
     * every run. Empty where the set has no such report, or its JDK 21 did not pin (then zero means nothing).
     */
    private static Optional<Outcome> acrossJdks(ResultSet set, List<String> facts) {
        Optional<EvidenceRecord.Table> summary = set.evidence(JEP491_JDKS, PinningAcrossJdks.KIND)
                .flatMap(r -> r.tables(PinningAcrossJdks.SUMMARY).stream().findFirst());
        if (summary.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Double> freshPinned = new TreeMap<>();
        Map<String, Double> freshMs = new TreeMap<>();
        for (EvidenceRecord.Row row : summary.get().rows()) {
            String jdk = row.text(PinningAcrossJdks.JDK);
            double pinned = row.number(PinningAcrossJdks.PINNED_MEDIAN);
            double elapsed = row.number(PinningAcrossJdks.ELAPSED_MEDIAN_MS);
            facts.add("JDK " + jdk + ", " + row.text(PinningAcrossJdks.RUN) + ": "
                    + String.format(java.util.Locale.ROOT, "%.0f (%.0f, %.0f)", elapsed,
                            row.number(PinningAcrossJdks.ELAPSED_MIN_MS), row.number(PinningAcrossJdks.ELAPSED_MAX_MS))
                    + " ms, " + Numbers.count(pinned) + " pinned events per run, "
                    + row.text(PinningAcrossJdks.CARRIERS_MEDIAN) + " carriers");
            if (row.text(PinningAcrossJdks.RUN).equals("fresh")) {
                freshPinned.put(jdk, pinned);
                freshMs.put(jdk, elapsed);
            }
        }
        String before = freshPinned.keySet().stream().filter(j -> j.startsWith("21")).findFirst().orElse(null);
        String after = freshPinned.keySet().stream().filter(j -> !j.startsWith("21")).findFirst().orElse(null);
        if (before == null || after == null || freshPinned.get(before) == 0) {
            return Optional.empty();
        }
        facts.add("a fresh monitor per task: JDK " + before + " / JDK " + after + " elapsed "
                + Numbers.ratio(freshMs.get(before) / Math.max(1, freshMs.get(after))));
        return Optional.of(freshPinned.get(after) == 0 ? Outcome.FAILS : Outcome.HOLDS);
    }

    /** JMH's first-full medians against JLBH's end-to-end p50 for the same dinners: the same order of magnitude? */
    static Judgement jmhAgainstJlbh(ResultSet set) {
        List<String> facts = new ArrayList<>();
        int agree = 0;
        int differ = 0;
        List<EvidenceRecord.Table> probes = set.evidence(JLBH_FILE_READ, Report.DINNER_KIND)
                .map(r -> r.tables(Report.PROBES)).orElse(List.of());
        for (EvidenceRecord.Table table : probes) {
            String[] label = table.section().split(" ")[0].split("/");
            if (label.length != 3) {
                continue;
            }
            Dinner dinner = new Dinner(Implementations.byId(label[0]),
                    io.philosopherwars.core.Named.byId("thread kind", ThreadKind.values(), label[1]));
            WorkloadKind workload = WorkloadKind.byId(label[2]);
            double jlbh = median(table.where(Report.PROBE, Report.END_TO_END).stream()
                    .map(r -> r.number(Report.P50 + "Ms")).toList());
            Optional<JmhRow[]> race = set.races(dinner, workload, dinner, workload);
            if (race.isEmpty()) {
                continue;
            }
            double jmh = race.get()[0].distribution().median();
            boolean same = Math.max(jlbh / jmh, jmh / jlbh) < SAME_ORDER;
            agree += same ? 1 : 0;
            differ += same ? 0 : 1;
            facts.add(dinner.id() + " " + workload.id() + " first full: JLBH end-to-end p50 " + Numbers.ms(jlbh)
                    + " ms, JMH median " + Numbers.ms(jmh) + " ms (JLBH / JMH " + Numbers.ratio(jlbh / jmh) + ", "
                    + race.get()[0].distribution().n() + " JMH dinners)");
        }
        if (set.usedEvidence().get(JLBH_FILE_READ) == null) {
            // Nothing was measured: not a question the data left open.
            return Judgement.evidence(Outcome.NOT_MEASURED, "", facts, List.of());
        }
        Outcome outcome = Outcome.of(agree, differ);
        return Judgement.evidence(outcome,
                agree + differ == 0 ? "JMH first-full runs of the dinners JLBH measured" : "", facts,
                sources(set, JLBH_FILE_READ));
    }

    /**
     * The talk's answer was that enough benchmarks level unfairness out. Under first full with a noop meal, a dinner in
     * which most philosophers never ate measured one philosopher eating alone, whatever the number of benchmarks.
     */
    static Judgement unfairness(ResultSet set) {
        List<String> facts = new ArrayList<>();
        int alone = 0;
        int shared = 0;
        for (Implementation i : LOCKS) {
            for (ThreadKind kind : ThreadKind.perPhilosopher()) {
                Dinner d = new Dinner(i, kind);
                Optional<JmhRow[]> race = set.races(d, NOOP, d, NOOP);
                if (race.isEmpty()) {
                    continue;
                }
                JmhRow row = race.get()[0];
                double n = Double.parseDouble(row.param("philosophers"));
                double never = row.metric("neverAte");
                boolean one = never / n > ALONE;
                alone += one ? 1 : 0;
                shared += one ? 0 : 1;
                facts.add(d.id() + " noop first full: " + Numbers.count(never) + " of " + Numbers.count(n)
                        + " never ate (mean of " + row.distribution().n() + " dinners), fairness "
                        + Numbers.fixed(row.metric("fairness"), 3) + ", " + Numbers.count(row.metric("totalMeals"))
                        + " meals per dinner");
            }
        }
        List<Comparison> fairness = Claim.resolve(set, pairing(Pairing.FAIRNESS));
        Outcome outcome = alone + shared == 0 ? Outcome.UNDECIDED : alone > 0 ? Outcome.FAILS : Outcome.HOLDS;
        return new Judgement(outcome, "", fairness, null, facts, List.of(), Condition.NONE);
    }

    /**
     * Memory per started philosopher, per implementation and thread kind, from the memory probe: the live heap and the
     * resident set outside the heap (the heap is pre-touched, so the RSS delta is thread stacks and native memory),
     * ranked by their sum, least first. Where a run has no RSS (not Linux), the heap alone ranks it, and says so.
     */
    static Judgement memory(ResultSet set) {
        List<String> facts = new ArrayList<>();
        Map<String, List<Double>> heap = new TreeMap<>();
        Map<String, List<Double>> rss = new TreeMap<>();
        set.evidence(MEMORY, MemoryProbe.KIND)
                .ifPresent(record -> record.tables(MemoryProbe.ROWS).forEach(table -> table.rows().forEach(row -> {
                    String key = row.text(MemoryProbe.IMPLEMENTATION) + "/" + row.text(MemoryProbe.THREADS);
                    double h = row.number(MemoryProbe.HEAP_PER_PHILOSOPHER);
                    if (Double.isFinite(h)) {
                        heap.computeIfAbsent(key, k -> new ArrayList<>()).add(h);
                    }
                    double r = row.has(MemoryProbe.RSS_PER_PHILOSOPHER) ? row.number(MemoryProbe.RSS_PER_PHILOSOPHER)
                            : Double.NaN;
                    if (Double.isFinite(r)) {
                        rss.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
                    }
                })));
        java.util.function.ToDoubleFunction<String> total = key -> median(heap.get(key))
                + (rss.containsKey(key) ? median(rss.get(key)) : 0);
        heap.keySet().stream().sorted(Comparator.comparingDouble(total))
                .forEach(
                        key -> facts.add(key + ": " + Numbers.count(total.applyAsDouble(key)) + " B per philosopher ("
                                + range(heap.get(key)) + " B of live heap"
                                + (rss.containsKey(key)
                                        ? ", " + range(rss.get(key)) + " B of resident memory outside the heap"
                                        : "; no resident-set reading")
                                + ")"));
        return Judgement.evidence(heap.isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED,
                heap.isEmpty() ? "the memory probe (`./philosophers memory --report " + MEMORY + "`)" : "", facts,
                sources(set, MEMORY));
    }

    /** Bytes allocated per meal ({@code -prof gc}) of every noop dinner on fixed work, least first. */
    static Judgement allocation(ResultSet set) {
        List<String> facts = new ArrayList<>();
        List<JmhRow> rows = new ArrayList<>();
        for (Implementation i : Implementations.all()) {
            for (ThreadKind kind : ThreadKind.values()) {
                if (!i.supports(kind)) {
                    continue;
                }
                Dinner d = new Dinner(i, kind);
                set.fixedRow(d, NOOP).filter(r -> Double.isFinite(r.bytesPerMeal())).ifPresent(rows::add);
            }
        }
        rows.stream().sorted(Comparator.comparingDouble(JmhRow::bytesPerMeal))
                .forEach(r -> facts.add(r.dinner() + " noop: " + Numbers.fixed(r.bytesPerMeal(), 1) + " B per meal"));
        return Judgement.evidence(rows.isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED,
                rows.isEmpty() ? "fixed-work rows measured with -prof gc" : "", facts, List.of());
    }

    /**
     * A pool against virtual threads, judged per meal and per dinner on fixed work: as good as means not slower by more
     * than the equivalence margin (faster counts for it), and the condition says for which workloads and pools. Beside
     * it: the JLBH wait percentiles, where a pool and virtual threads differ most, memory per philosopher and
     * allocation per meal.
     */
    static Judgement pooled(ResultSet set) {
        List<String> facts = new ArrayList<>(poolWaits(set));
        List<String> kinds = new ArrayList<>();
        for (LockImplementation lock : LockImplementation.values()) {
            kinds.add(lock.id() + "/" + ThreadKind.POOLED.id());
            kinds.add(lock.id() + "/" + ThreadKind.VIRTUAL.id());
        }
        // One reading of memory and allocation serves claims 16, 17 and this one: their facts, on these dinners.
        memory(set).facts().stream().filter(f -> kinds.stream().anyMatch(k -> f.startsWith(k + ":")))
                .forEach(f -> facts.add("memory: " + f));
        allocation(set).facts().stream()
                .filter(f -> kinds.stream().anyMatch(k -> f.startsWith(k + " ") || f.startsWith(k + "(")))
                .forEach(f -> facts.add("allocation: " + f));
        Expectation expected = Expectation.below(Comparison.MARGIN, "not slower by more than the margin");
        List<Comparison> comparisons = Claim.resolve(set, poolOverVirtual(), expected);
        return Judgement.of(comparisons, expected,
                comparisons.isEmpty() ? "the `_pooled` rows beside the virtual ones on fixed work (`publish`)" : "",
                facts, sources(set, POOL_WAITS));
    }

    /** The percentiles of a JLBH wait table the pool's facts quote (column, name), median of the runs. */
    private static final List<String[]> WAIT_PERCENTILES = List.of(new String[] { "p50Us", "p50" },
            new String[] { "p99Us", "p99" }, new String[] { "p9999Us", "p99.99" });

    /**
     * Per dinner of the pool-waits record: the wait before a meal (from the end of the previous) and before the first
     * meal (from the release), median of the runs' percentiles.
     */
    private static List<String> poolWaits(ResultSet set) {
        List<String> facts = new ArrayList<>();
        set.evidence(POOL_WAITS, Report.DINNER_KIND).ifPresent(record -> {
            Map<String, EvidenceRecord.Table> first = new java.util.HashMap<>();
            record.tables(Report.FIRST_MEAL_WAITS).forEach(t -> first.put(t.section(), t));
            for (EvidenceRecord.Table waits : record.tables(Report.MEAL_WAITS)) {
                StringBuilder fact = new StringBuilder(waits.section() + ": wait per meal " + percentiles(waits));
                EvidenceRecord.Table firsts = first.get(waits.section());
                if (firsts != null) {
                    fact.append("; wait for the first meal, from the release, ").append(percentiles(firsts));
                }
                facts.add(fact.toString());
            }
        });
        return facts;
    }

    /** {@code p50 12.0 µs, p99 ..., p99.99 ...}: the runs' median of each of {@link #WAIT_PERCENTILES}. */
    private static String percentiles(EvidenceRecord.Table table) {
        List<String> parts = new ArrayList<>();
        for (String[] percentile : WAIT_PERCENTILES) {
            List<Double> values = table.rows().stream().map(r -> r.number(percentile[0])).filter(Double::isFinite)
                    .toList();
            if (!values.isEmpty()) {
                parts.add(percentile[1] + " " + Numbers.ms(median(values)) + " µs");
            }
        }
        return String.join(", ", parts);
    }

    // ---- numbers ----

    public static double median(List<Double> values) {
        return Distribution.of(values.stream().mapToDouble(Double::doubleValue).toArray()).median();
    }

    private static String range(List<Double> values) {
        return range(values, -1);
    }

    /** {@code min-max} of the values (one number where they are equal), as counts or with {@code decimals} digits. */
    private static String range(List<Double> values, int decimals) {
        java.util.function.DoubleFunction<String> format = v -> decimals < 0 ? Numbers.count(v)
                : Numbers.fixed(v, decimals);
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return min == max ? format.apply(min) : format.apply(min) + "-" + format.apply(max);
    }
}
