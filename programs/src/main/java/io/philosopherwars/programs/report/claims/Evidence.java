package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.VERTX;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Claims.range;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Claims.judged;
import static io.philosopherwars.programs.report.claims.Claims.JEP491;
import static io.philosopherwars.programs.report.claims.Claims.JEP491_JDKS;
import static io.philosopherwars.programs.report.claims.Claims.MEMORY;
import static io.philosopherwars.programs.report.claims.Claims.MONITORS;
import static io.philosopherwars.programs.report.claims.Claims.PORTS;
import static io.philosopherwars.programs.report.claims.Claims.JLBH_FILE_READ;
import static io.philosopherwars.programs.report.claims.Claims.SAME_ORDER;
import static io.philosopherwars.programs.report.claims.Claims.ALONE;
import static io.philosopherwars.programs.report.claims.Claims.pairing;
import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.jlbh.Report;
import io.philosopherwars.programs.evidence.Jep491Program;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.evidence.CollectorCost;
import io.philosopherwars.programs.evidence.EqualWaits;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.evidence.PinningAcrossJdks;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.FloorRow;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RawRun;

/**
 * The rules of the claims that read evidence reports rather than fixed-work ratios (pinning, ports, JMH against JLBH,
 * the race's unfairness, memory, allocation, the code's size) and the facts the lock claims quote from the monitors
 * program: each turns its report's rows into findings, facts and a verdict.
 */
final class Evidence {
    private Evidence() {
    }

    /**
     * What the harness adds per meal: the noop all-full dinner's eating ns per meal over the engine-free floor's
     * ({@code LockFloorBenchmark}, the same table with nothing else), both from the one run that has both, so that
     * synchronized against ReentrantLock can be read without the engine.
     */
    /**
     * Whether a lock comparison's direction flips without the engine: where the set has the bare floor of both of its
     * dinners (noop, all full, on the machine's CPUs), and the floor's A / B lies beyond the equivalence margin on the
     * other side of one from the comparison's decided verdict, the comparison measures the code around the lock as much
     * as the lock, and cannot decide a claim about the lock. Says why, with the floor's ratio; empty otherwise.
     */
    static Optional<String> harnessFlip(ResultSet set, Comparison c) {
        if (!(c.a() instanceof JmhRow a) || !(c.b() instanceof JmhRow b) || a.workload() != NOOP || b.workload() != NOOP
                || a.cpuLimit() != 0 || !c.verdict().decided()
                || c.verdict() == io.philosopherwars.programs.report.stats.Verdict.EQUIVALENT) {
            return Optional.empty();
        }
        Optional<FloorRow> floorA = floor(set, a.dinner());
        Optional<FloorRow> floorB = floor(set, b.dinner());
        if (floorA.isEmpty() || floorB.isEmpty()) {
            return Optional.empty();
        }
        double bare = floorA.get().nanosPerMeal() / floorB.get().nanosPerMeal();
        boolean slower = c.verdict() == io.philosopherwars.programs.report.stats.Verdict.SLOWER;
        boolean flips = slower ? bare < 1 / Comparison.MARGIN : bare > Comparison.MARGIN;
        return flips
                ? Optional.of("depends on the harness: " + Numbers.ratio(bare)
                        + " bare (the same locks with no engine around them), so " + a.dinner() + " is "
                        + (bare < 1 ? "faster" : "slower") + " there" + mechanism(set, a.dinner(), b.dinner(), bare))
                : Optional.empty();
    }

    /**
     * What the monitors run says of a flip whose bare A / B is {@code bare}: whether its own bare loop reproduces it
     * with lock elimination on, and loses it with lock elimination off (then, and only then, the JIT is named); empty
     * where the set's monitors record lacks either dinner.
     */
    static String mechanism(ResultSet set, String a, String b, double bare) {
        Optional<Coarsening> ca = coarsening(set, a);
        Optional<Coarsening> cb = coarsening(set, b);
        if (ca.isEmpty() || cb.isEmpty()) {
            return "";
        }
        double on = ca.get().bareOn() / cb.get().bareOn();
        double off = ca.get().bareOff() / cb.get().bareOff();
        java.util.function.DoublePredicate sameSide = r -> bare < 1 ? r < 1 / Comparison.MARGIN : r > Comparison.MARGIN;
        if (!sameSide.test(on)) {
            return "; the monitors run's bare loop does not reproduce it (" + Numbers.ratio(on) + " there)";
        }
        if (sameSide.test(off)) {
            return "; the monitors run's bare loop reproduces it (" + Numbers.ratio(on)
                    + ") and keeps it with lock elimination off (" + Numbers.ratio(off) + "): not the JIT's lock"
                    + " elimination";
        }
        Coarsening sync = ca.get().bareCoarsened() >= cb.get().bareCoarsened() ? ca.get() : cb.get();
        return "; the monitors run's bare loop reproduces it (" + Numbers.ratio(on) + ") and loses it with lock"
                + " elimination off (" + Numbers.ratio(off) + ")" + (sync.explains() ? ": " + sync.brief() : "");
    }

    /**
     * The JIT's part in a dinner's bare floor, from {@code ./philosophers monitors}: how many monitor enters C2
     * coarsened in the bare loop and in the engine (medians of the JVMs, lock elimination on), and what the bare loop
     * and the engine cost per meal with lock elimination on and off.
     */
    record Coarsening(String dinner, double bareCoarsened, double engineCoarsened, double bareOn, double bareOff,
            double engineOn, double engineOff) {
        /** Whether coarsening is the bare loop's advantage: C2 coarsened there and not in the engine, and it paid. */
        boolean explains() {
            return bareCoarsened > engineCoarsened && bareOff > bareOn * Comparison.MARGIN;
        }

        String brief() {
            return explains()
                    ? "C2 coarsens the bare loop's monitor enters and not the engine's ("
                            + Numbers.fixed(bareCoarsened, 0) + " coarsened in the bare loop's JIT log, "
                            + Numbers.fixed(engineCoarsened, 0)
                            + " in the engine's): with lock elimination off the bare loop costs "
                            + Numbers.fixed(bareOff, 1) + " ns per meal, not " + Numbers.fixed(bareOn, 1)
                    : "the JIT log does not explain it: C2 coarsened " + Numbers.fixed(bareCoarsened, 0)
                            + " monitor enters in the bare loop and " + Numbers.fixed(engineCoarsened, 0)
                            + " in the engine's, and lock elimination off made the bare loop "
                            + Numbers.fixed(bareOff, 1) + " ns per meal against " + Numbers.fixed(bareOn, 1) + " on";
        }

        String fact() {
            return "mechanism, " + dinner + ": " + brief() + "; the engine costs " + Numbers.fixed(engineOn, 1)
                    + " ns per meal with lock elimination on and " + Numbers.fixed(engineOff, 1)
                    + " off (medians of the JVMs; JIT log, -XX:+LogCompilation).";
        }
    }

    /** {@link Coarsening} of {@code dinner} ("synchronized/virtual"), where the set's monitors record counted it. */
    static Optional<Coarsening> coarsening(ResultSet set, String dinner) {
        String[] parts = dinner.split("/");
        return set.evidence(MONITORS, MonitorCost.KIND).flatMap(record -> {
            List<EvidenceRecord.Row> mine = record.tables(MonitorCost.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, MonitorCost.EATING_NS_PER_MEAL)
                            && r.text(MonitorCost.LOCK).equals(parts[0])
                            && r.text(MonitorCost.THREADS).equals(parts[1]))
                    .toList();
            List<Double> bareCoarsened = values(mine, MonitorCost.Dinner.BARE, MonitorCost.ON, MonitorCost.COARSENED);
            List<Double> engineCoarsened = values(mine, MonitorCost.Dinner.ENGINE, MonitorCost.ON,
                    MonitorCost.COARSENED);
            List<List<Double>> ns = new ArrayList<>();
            for (MonitorCost.Dinner d : List.of(MonitorCost.Dinner.BARE, MonitorCost.Dinner.ENGINE)) {
                for (String elimination : List.of(MonitorCost.ON, MonitorCost.OFF)) {
                    ns.add(values(mine, d, elimination, MonitorCost.EATING_NS_PER_MEAL));
                }
            }
            if (bareCoarsened.isEmpty() || engineCoarsened.isEmpty() || ns.stream().anyMatch(List::isEmpty)) {
                return Optional.empty();
            }
            return Optional.of(new Coarsening(dinner, median(bareCoarsened), median(engineCoarsened), median(ns.get(0)),
                    median(ns.get(1)), median(ns.get(2)), median(ns.get(3))));
        });
    }

    /** The bare floor of a dinner, from any run that measured one. */
    private static Optional<FloorRow> floor(ResultSet set, String dinner) {
        return set.runs().stream().flatMap(r -> r.floors().stream()).filter(f -> f.dinner().id().equals(dinner))
                .findFirst();
    }

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
     * failure by its causes): per client on virtual threads and this machine's network settings, the sentence agrees
     * where the defaults lost GETs to exhausted ports and the large pool lost none to them, and contradicts otherwise.
     * A verdict that ports do not run out stands only beside its positive control, the same rows in a network namespace
     * with few ports and none reused, that ran out: without one, the claim is "not reproduced here", with the settings.
     * Failures for other reasons, the platform rows and the semaphore are facts beside it.
     */
    static Judgement portExhaustion(ResultSet set) {
        Optional<EvidenceRecord> record = set.evidence(PORTS, PortExhaustion.KIND);
        if (record.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED,
                    "HTTP rows with the clients' default keep-alive and no bound on the requests in flight, their"
                            + " failures counted, beside a large pool and a semaphore (`./philosophers ports`)",
                    List.of(), List.of());
        }
        List<EvidenceRecord.Row> all = record.get().tables(PortExhaustion.ROWS).stream().flatMap(t -> t.rows().stream())
                .toList();
        List<EvidenceRecord.Row> rows = all.stream().filter(r -> measured(r, PortExhaustion.REQUESTS)).toList();
        List<String> facts = new ArrayList<>();
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, Map<String, EvidenceRecord.Row>> byDinner = new java.util.LinkedHashMap<>();
        rows.forEach(r -> byDinner
                .computeIfAbsent(r.text(PortExhaustion.CLIENT) + "/" + r.text(PortExhaustion.THREADS)
                        + (narrow(r) ? " in the narrow namespace" : ""), k -> new java.util.LinkedHashMap<>())
                .put(r.text(PortExhaustion.SETTING), r));
        long reproduced = 0;
        boolean controlled = false;
        for (Map.Entry<String, Map<String, EvidenceRecord.Row>> e : byDinner.entrySet()) {
            String dinner = e.getKey();
            Map<String, EvidenceRecord.Row> settings = e.getValue();
            List<String> parts = new ArrayList<>();
            settings.forEach((setting, r) -> parts.add(setting + " " + Numbers.count(r.number(PortExhaustion.FAILED))
                    + " of " + Numbers.count(r.number(PortExhaustion.REQUESTS)) + " GETs failed, "
                    + Numbers.count(r.number(PortExhaustion.FAILED_FOR_PORTS)) + " for want of a port"
                    + (measured(r, PortExhaustion.TIMED_OUT)
                            ? ", " + Numbers.count(r.number(PortExhaustion.TIMED_OUT)) + " past the client's time limit"
                            : "")
                    + (r.text(PortExhaustion.FIRST_FAILURE).isEmpty() ? ""
                            : " (first: " + r.text(PortExhaustion.FIRST_FAILURE) + ")")
                    + (measured(r, PortExhaustion.TIME_WAIT)
                            ? ", " + Numbers.count(r.number(PortExhaustion.TIME_WAIT)) + " client sockets in TIME_WAIT"
                            : "")));
            EvidenceRecord.Row first = settings.values().iterator().next();
            facts.add(dinner + ", " + Numbers.count(first.number(PortExhaustion.PHILOSOPHERS)) + " philosophers"
                    + (narrow(first)
                            ? " (ip_local_port_range " + first.text(PortExhaustion.PORT_RANGE) + ", tcp_tw_reuse "
                                    + first.text(PortExhaustion.TW_REUSE) + ")"
                            : "")
                    + ": " + String.join("; ", parts) + ".");
            EvidenceRecord.Row defaults = settings.get(PortExhaustion.Setting.DEFAULTS.id());
            EvidenceRecord.Row large = settings.get(PortExhaustion.Setting.LARGE_POOL.id());
            if (!dinner.contains("/" + ThreadKind.VIRTUAL.id()) || defaults == null) {
                continue;
            }
            boolean ranOut = defaults.number(PortExhaustion.FAILED_FOR_PORTS) > 0;
            if (narrow(defaults)) {
                controlled = true;
                reproduced += ranOut ? 1 : 0;
                continue;
            }
            if (large == null) {
                continue;
            }
            boolean poolHeld = large.number(PortExhaustion.FAILED_FOR_PORTS) == 0;
            findings.add(
                    new Condition.Finding(Map.of(Condition.Axis.IMPLEMENTATION, defaults.text(PortExhaustion.CLIENT)),
                            Optional.of(ranOut && poolHeld)));
        }
        all.stream().filter(r -> narrow(r) && !measured(r, PortExhaustion.REQUESTS)).findFirst().ifPresent(
                r -> facts.add("The positive control could not run: " + r.text(PortExhaustion.COULD_NOT_RUN) + "."));
        String settings = rows
                .stream().filter(r -> !narrow(r)).findFirst().map(r -> "ip_local_port_range "
                        + r.text(PortExhaustion.PORT_RANGE) + ", tcp_tw_reuse " + r.text(PortExhaustion.TW_REUSE))
                .orElse("");
        if (!settings.isEmpty()) {
            facts.add("This machine's kernel: " + settings + " (tcp_tw_reuse 2: a loopback connect may reuse a port in"
                    + " TIME_WAIT).");
        }
        Judgement judged = fromFindings(findings, facts);
        if (judged.outcome() == Outcome.FAILS && reproduced == 0) {
            // "Ports did not run out" without a control that ran out says nothing about whether they could.
            return Judgement.evidence(Outcome.UNDECIDED,
                    "a positive control that runs out of ports: not reproduced here, with "
                            + settings.replace(", ", " and ")
                            + (controlled ? ", and not even in the narrow namespace" : ", and no control measured"),
                    judged.facts(), sources(set, PORTS));
        }
        return Judgement.evidence(judged.outcome(), "", judged.facts(), sources(set, PORTS), judged.condition());
    }

    /** Whether an evidence row ran in the narrow namespace (the positive control); a record older than it has none. */
    private static boolean narrow(EvidenceRecord.Row r) {
        return r.has(PortExhaustion.NETWORK)
                && r.text(PortExhaustion.NETWORK).equals(PortExhaustion.Network.NARROW.id());
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
                    if (implementation == io.philosopherwars.core.locks.LockImplementation.SYNCHRONIZED) {
                        // Coarsening is a monitor's: a ReentrantLock row's count is the synchronized branch compiled
                        // beside it in the same bare loop, never run.
                        coarsening(set, lock + "/" + kind.id()).ifPresent(m -> facts.add(m.fact()));
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

    /**
     * Claim 5 at equal real waits, from {@code ./philosophers equal-waits}: per thread kind and requested sleep, the
     * spin that lasts as long as the sleep really did, over the sleep, in eating time per meal, in each JVM (the unit).
     * Spinning beats sleeping where it is faster by more than the margin in every JVM; it does not where it is slower
     * by more than the margin in every JVM, or within the margin in every JVM (as good is not better); JVMs that
     * disagree decide nothing. Empty where the set has no such record: the claim is then judged on the 16 us rows,
     * whose waits differ.
     */
    static Optional<Judgement> equalWaits(ResultSet set, List<String> mealClock) {
        return set.evidence(Claims.EQUAL_WAITS, EqualWaits.KIND).map(record -> {
            List<EvidenceRecord.Row> rows = record.tables(EqualWaits.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, EqualWaits.SPIN_OVER_SLEEP)).toList();
            List<Condition.Finding> findings = new ArrayList<>();
            List<String> facts = new ArrayList<>();
            Map<String, List<EvidenceRecord.Row>> groups = new java.util.TreeMap<>();
            for (EvidenceRecord.Row r : rows) {
                groups.computeIfAbsent(
                        r.text(EqualWaits.THREADS) + "\t"
                                + String.format(java.util.Locale.ROOT, "%08.0f", r.number(EqualWaits.REQUESTED_US)),
                        k -> new ArrayList<>()).add(r);
            }
            groups.forEach((key, group) -> {
                String threads = key.split("\t")[0];
                double requested = group.getFirst().number(EqualWaits.REQUESTED_US);
                List<Double> ratios = group.stream().map(r -> r.number(EqualWaits.SPIN_OVER_SLEEP)).toList();
                double slept = median(group.stream().map(r -> r.number(EqualWaits.SLEPT_US)).toList());
                double spun = median(group.stream().map(r -> r.number(EqualWaits.SPUN_US)).toList());
                double ratio = median(ratios);
                Verdict verdict = ratios.size() < 2 ? Verdict.UNDECIDED
                        : ratios.stream().allMatch(x -> x < 1 / Comparison.MARGIN) ? Verdict.FASTER
                                : ratios.stream().allMatch(x -> x > Comparison.MARGIN) ? Verdict.SLOWER
                                        : ratios.stream()
                                                .allMatch(x -> x >= 1 / Comparison.MARGIN && x <= Comparison.MARGIN)
                                                        ? Verdict.EQUIVALENT
                                                        : Verdict.UNDECIDED;
                Map<Condition.Axis, String> where = new java.util.EnumMap<>(Condition.Axis.class);
                where.put(Condition.Axis.IMPLEMENTATION, EqualWaits.LOCK.id());
                where.put(Condition.Axis.THREADS, threads);
                // The wait asked: the knob a reader turns; what it really lasted differs by thread kind (the label).
                where.put(Condition.Axis.WAIT, Long.toString(Math.round(requested)));
                Optional<Boolean> agrees = verdict == Verdict.UNDECIDED ? Optional.empty()
                        : Optional.of(verdict == Verdict.FASTER);
                String label = EqualWaits.LOCK.id() + "/" + threads + ", a " + Numbers.count(requested)
                        + " us sleep that lasted " + Numbers.count(Math.round(slept)) + " us";
                findings.add(new Condition.Finding(where, agrees, label, ratio, verdict, Quantity.EATING));
                facts.add(label + " against a spin of " + Numbers.count(Math.round(spun)) + " us: spinning takes "
                        + Numbers.ratio(ratio) + "x the eating time per meal of sleeping (median of " + ratios.size()
                        + " JVMs, " + range(ratios, 3) + "): " + verdict.id() + ".");
            });
            facts.addAll(mealClock);
            long agree = findings.stream().filter(f -> f.agrees().orElse(false)).count();
            long contradict = findings.stream().filter(f -> !f.agrees().orElse(true)).count();
            Outcome outcome = Outcome.of(agree, contradict);
            return Judgement.evidence(outcome, "", facts, sources(set, Claims.EQUAL_WAITS),
                    outcome == Outcome.UNDECIDED ? Condition.NONE : Condition.of(findings));
        });
    }

    /** Whether a record's row has a number under {@code key} (not a row that could not run, nor an older record). */
    static boolean measured(EvidenceRecord.Row row, String key) {
        return row.has(key) && Double.isFinite(row.number(key));
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
        List<String> sizeWords = sizes.get().stream()
                .map(size -> size.design() + " " + size.lines() + " lines, " + size.constructs() + " constructs")
                .toList();
        return fromFindings(findings, facts).headlined(String.join("; ", sizeWords));
    }

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
        String fresh = "";
        for (String monitor : List.of("fresh", "shared")) {
            List<EvidenceRecord.Row> rows = runs.get().where(Jep491Program.MONITOR, monitor);
            long events = rows.stream().mapToLong(r -> (long) r.number(Jep491Program.PINNED)).sum();
            List<Double> share = rows.stream().map(r -> r.number(Jep491Program.SERIAL_SHARE)).toList();
            List<Double> ms = rows.stream().map(r -> r.number(Jep491Program.ELAPSED_MS)).toList();
            facts.add(monitor + " monitor: " + rows.size() + " runs, " + Numbers.count(median(ms)) + " ms median ("
                    + Numbers.fixed(median(share), 3) + " of the serial sleeps), " + events + " pinned events");
            if (monitor.equals("fresh")) {
                freshEvents = events;
                fresh = facts.getLast();
            }
        }
        facts.add("positive control (blocking inside a class initializer): " + controlEvents + " pinned events");
        facts.addAll(talksRows(set));
        Outcome outcome = controlEvents == 0 ? Outcome.UNDECIDED : freshEvents == 0 ? Outcome.FAILS : Outcome.HOLDS;
        Condition condition = Condition.NONE;
        if (acrossJdks.isPresent() && outcome != Outcome.UNDECIDED && acrossJdks.get() != outcome) {
            condition = Condition.said("holds "
                    + (outcome == Outcome.HOLDS ? "in the JEP 491 experiment" : "in the" + " probe across JDKs")
                    + ", not " + (outcome == Outcome.HOLDS ? "in the probe across JDKs" : "in the JEP 491 experiment"),
                    "the two experiments disagree");
            outcome = Outcome.PARTLY;
        }
        return Judgement
                .evidence(outcome, controlEvents == 0 ? "a positive control that pins" : "", facts,
                        acrossJdks.isPresent() ? List.of(JEP491, JEP491_JDKS) : List.of(JEP491), condition)
                .headlined("on JDK 25, a " + fresh + "; the positive control: " + controlEvents + " pinned events");
    }

    /**
     * The rows the talk inferred pinning from, beside the experiments and deciding nothing: {@code synchronized} on
     * virtual over platform threads reading files (from the page cache and from the disk), per meal on fixed work. A
     * pinned carrier would make the virtual row the slower by far.
     */
    private static List<String> talksRows(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (WorkloadKind meal : List.of(WorkloadKind.FILE_READ, WorkloadKind.FILE_READ_DIRECT)) {
            Claim.Check
                    .same(Dinner.virtual(LockImplementation.SYNCHRONIZED),
                            Dinner.platform(LockImplementation.SYNCHRONIZED), meal, Quantity.EATING)
                    .resolve(set).ifPresent(c -> facts.add("the talk's evidence, the synchronized file-read rows: "
                            + c.work() + ", " + c.pair() + " per meal " + c.format() + " " + c.verdict().id()));
        }
        return facts;
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
        Map<String, Double> jdbcPinned = new TreeMap<>();
        Map<String, Double> jdbcMs = new TreeMap<>();
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
            if (row.text(PinningAcrossJdks.RUN).equals("jdbc")) {
                jdbcPinned.put(jdk, pinned);
                jdbcMs.put(jdk, elapsed);
            }
        }
        String jdbc21 = jdbcMs.keySet().stream().filter(j -> j.startsWith("21")).findFirst().orElse(null);
        String jdbc25 = jdbcMs.keySet().stream().filter(j -> !j.startsWith("21")).findFirst().orElse(null);
        if (jdbc21 != null && jdbc25 != null) {
            facts.add("the JDBC meal inside synchronized on virtual threads (a socket read under a monitor): JDK "
                    + jdbc21 + " / JDK " + jdbc25 + " elapsed "
                    + Numbers.ratio(jdbcMs.get(jdbc21) / Math.max(1, jdbcMs.get(jdbc25))) + ", pinned events per run "
                    + Numbers.count(jdbcPinned.get(jdbc21)) + " / " + Numbers.count(jdbcPinned.get(jdbc25)));
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
        List<String> ranked = heap.keySet().stream().sorted(Comparator.comparingDouble(total)).toList();
        ranked.forEach(key -> facts.add(key + ": " + Numbers.count(total.applyAsDouble(key)) + " B per philosopher ("
                + range(heap.get(key)) + " B of live heap"
                + (rss.containsKey(key) ? ", " + range(rss.get(key)) + " B of resident memory outside the heap"
                        : "; no resident-set reading")
                + ")"));
        Judgement judged = Judgement.evidence(heap.isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED,
                heap.isEmpty() ? "the memory probe (`./philosophers memory --report " + MEMORY + "`)" : "", facts,
                sources(set, MEMORY));
        return judged.headlined(lightestByKind(ranked, facts));
    }

    /**
     * The front page's answer to a "least" question: the least of all, then the least on each other thread kind, so
     * that a reader who has chosen the kind finds their number ({@code ...; on a virtual thread per philosopher,
     * synchronized/virtual: 1,512 B}). {@code dinners} ({@code implementation/kind}) and {@code facts} are parallel,
     * least first.
     */
    static String lightestByKind(List<String> dinners, List<String> facts) {
        if (facts.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>(List.of(facts.getFirst()));
        for (ThreadKind kind : ThreadKind.values()) {
            for (int i = 0; i < dinners.size(); i++) {
                String[] dinner = dinners.get(i).split("/");
                // A thread of its own per philosopher on the two kinds that have one: a design that shares a few
                // threads (partitioned, an event loop per block of seats) is not what "on platform threads" asks.
                boolean kinds = dinner[1].equals(kind.id())
                        && (kind == ThreadKind.POOLED || LOCKS.stream().anyMatch(l -> l.id().equals(dinner[0])));
                if (kinds) {
                    if (i > 0) { // the least of all is named already
                        parts.add("on "
                                + (kind == ThreadKind.POOLED ? "a pool" : "a " + kind.id() + " thread per philosopher")
                                + ", " + facts.get(i).replaceFirst(" \\(.*\\)$", ""));
                    }
                    break;
                }
            }
        }
        return String.join("; ", parts);
    }

    /**
     * Bytes allocated per meal ({@code -prof gc}) of every noop dinner measured with it on fixed work, on the machine's
     * CPUs, least first: every implementation and thread kind, a pool of every size, each from a run that recorded its
     * bytes ({@link ResultSet#fixedRows}).
     */
    static Judgement allocation(ResultSet set) {
        List<String> facts = new ArrayList<>();
        List<JmhRow> rows = set.fixedRows(NOOP, r -> Double.isFinite(r.bytesPerMeal()));
        List<String> ranked = new ArrayList<>();
        rows.stream().sorted(Comparator.comparingDouble(JmhRow::bytesPerMeal)).forEach(r -> {
            ranked.add(r.implementation().id() + "/" + r.threads().id());
            facts.add(r.named() + " noop: " + Numbers.fixed(r.bytesPerMeal(), 1) + " B per meal");
        });
        String headline = rows.isEmpty() ? "" : "noop meals under G1: " + lightestByKind(ranked, facts);
        List<String> collectors = collectors(set);
        facts.addAll(collectors);
        boolean answered = !rows.isEmpty() || !collectors.isEmpty();
        if (!collectors.isEmpty()) {
            headline = (headline.isEmpty() ? "" : headline + "; ") + collectors.getFirst();
        }
        return Judgement.evidence(answered ? Outcome.ANSWERED : Outcome.UNDECIDED,
                answered ? "" : "fixed-work rows measured with -prof gc", facts,
                collectors.isEmpty() ? List.of() : sources(set, Claims.COLLECTORS)).headlined(headline);
    }

    /**
     * Claim 17 under each collector, from {@code ./philosophers collectors}: first a sentence on the blocking meals
     * (the least allocating dinner, and a virtual thread per philosopher against a platform one, over the collectors),
     * then per meal each dinner's bytes per meal under each collector, then the collection time per 1,000 meals;
     * medians of the JVMs. Empty where the set has no such record.
     */
    static List<String> collectors(ResultSet set) {
        List<String> facts = new ArrayList<>();
        set.evidence(Claims.COLLECTORS, CollectorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = record.tables(CollectorCost.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, CollectorCost.BYTES_PER_MEAL)).toList();
            if (rows.isEmpty()) {
                return;
            }
            List<String> names = rows.stream().map(r -> r.text(CollectorCost.COLLECTOR)).distinct().sorted().toList();
            List<String> meals = rows.stream().map(r -> r.text(CollectorCost.MEAL)).distinct().toList();
            List<String> dinners = rows.stream().map(r -> r.text(CollectorCost.DINNER)).distinct().toList();
            // Bytes per meal are a difference of two dinners' medians: a value just below zero is their noise, read
            // as none.
            java.util.function.BiFunction<List<EvidenceRecord.Row>, String, Double> medianOf = (mine, key) -> Math
                    .max(0, median(mine.stream().map(r -> r.number(key)).toList()));
            List<String> blocking = new ArrayList<>();
            List<String> perMeal = new ArrayList<>();
            for (String meal : meals) {
                List<String> cells = new ArrayList<>();
                String least = "";
                double leastBytes = Double.POSITIVE_INFINITY;
                for (String dinner : dinners) {
                    List<String> byCollector = new ArrayList<>();
                    List<EvidenceRecord.Row> all = rows.stream().filter(
                            r -> r.text(CollectorCost.MEAL).equals(meal) && r.text(CollectorCost.DINNER).equals(dinner))
                            .toList();
                    for (String name : names) {
                        List<EvidenceRecord.Row> mine = all.stream()
                                .filter(r -> r.text(CollectorCost.COLLECTOR).equals(name)).toList();
                        byCollector.add(mine.isEmpty() ? "-"
                                : Numbers.fixed(medianOf.apply(mine, CollectorCost.BYTES_PER_MEAL), 1));
                    }
                    cells.add(dinner + " " + String.join(" / ", byCollector));
                    double bytes = medianOf.apply(all, CollectorCost.BYTES_PER_MEAL);
                    if (bytes < leastBytes) {
                        leastBytes = bytes;
                        least = dinner;
                    }
                }
                perMeal.add(meal + ", bytes allocated per meal under " + String.join(" / ", names)
                        + " (medians of the JVMs): " + String.join("; ", cells) + ".");
                if (io.philosopherwars.core.workload.WorkloadKind.byId(meal)
                        .mealClass() == io.philosopherwars.core.workload.WorkloadKind.MealClass.BLOCKING) {
                    String virtual = LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.VIRTUAL.id();
                    String platform = LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.PLATFORM.id();
                    List<EvidenceRecord.Row> v = rows.stream().filter(r -> r.text(CollectorCost.MEAL).equals(meal)
                            && r.text(CollectorCost.DINNER).equals(virtual)).toList();
                    List<EvidenceRecord.Row> p = rows.stream().filter(r -> r.text(CollectorCost.MEAL).equals(meal)
                            && r.text(CollectorCost.DINNER).equals(platform)).toList();
                    blocking.add(meal + ": " + least + " allocates the least, " + Numbers.fixed(leastBytes, 1)
                            + " B per meal"
                            + (v.isEmpty() || p.isEmpty() ? ""
                                    : "; on virtual threads "
                                            + Numbers.fixed(medianOf.apply(v, CollectorCost.BYTES_PER_MEAL), 1)
                                            + " B against "
                                            + Numbers.fixed(medianOf.apply(p, CollectorCost.BYTES_PER_MEAL), 1)
                                            + " on platform threads (ReentrantLock)"));
                }
            }
            List<String> collection = new ArrayList<>();
            for (String name : names) {
                List<Double> pauses = rows.stream().filter(r -> r.text(CollectorCost.COLLECTOR).equals(name))
                        .map(r -> r.number(CollectorCost.COLLECTION_MS)).toList();
                collection.add(name + " " + Numbers.fixed(median(pauses), 3) + " (at most "
                        + Numbers.fixed(pauses.stream().mapToDouble(Double::doubleValue).max().orElse(0), 3) + ")");
            }
            if (!blocking.isEmpty()) {
                facts.add("blocking meals, medians over " + String.join(", ", names) + " (each collector's below): "
                        + String.join("; ", blocking));
            }
            facts.addAll(perMeal);
            facts.add("pause ms per 1,000 meals, median of the rows (at most): " + String.join("; ", collection)
                    + " (the beans that count pauses only: not ZGC's cycles nor G1's concurrent work).");
        });
        return facts;
    }

}
