package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.VERTX;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Claims.median;
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
import io.philosopherwars.core.Named;
import io.philosopherwars.core.Pool;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * the race's unfairness, memory, allocation, the code's size) and the numbers the lock claims quote from the monitors
 * program: each turns its report's rows into findings, a verdict, and {@link Row}s that carry every number it read with
 * its whole context (the meal, each side, the CPUs, the size, how it was measured) and its role: the rows the verdict
 * is computed from decide, a positive control is a control, the rest is context. No number travels in a sentence.
 */
final class Evidence {
    private Evidence() {
    }

    // The ids of the claims these rules judge, as Claims.all() declares them: what each of their rows names.
    static final String ID_PINNING = "pinning";
    static final String ID_SPIN_VS_SLEEP = "spinVsSleep";
    static final String ID_MONITORS = "monitors";
    static final String ID_SIMPLICITY = "apiSimplicity";
    static final String ID_PORTS = "portExhaustion";
    static final String ID_JMH_JLBH = "jmhJlbh";
    static final String ID_UNFAIRNESS = "unfairness";
    static final String ID_MEMORY = "memory";
    static final String ID_ALLOCATION = "allocation";

    private static final Row.Role DECIDES = Row.Role.DECIDES;
    private static final Row.Role CONTROL = Row.Role.CONTROL;
    private static final Row.Role CONTEXT = Row.Role.CONTEXT;
    private static final String NA = Words.NA;

    /**
     * Where an evidence figure was measured, as its row names it: the set and the claim, the meal, each side, the CPUs,
     * the size, and how it was measured ({@link Words#NA} where a field does not apply). Each row adds what it is (the
     * quantity, its unit, the values) and what it does.
     */
    record Place(String set, String claim, String meal, String a, String b, String cpus, String size, String settings) {
        Place withSettings(String how) {
            return new Place(set, claim, meal, a, b, cpus, size, how);
        }

        /** A figure of one side ({@code b} N/A), or both sides' figures with no factor between them. */
        Row row(Row.Role role, String does, String quantity, String unit, double valueA, double valueB) {
            return ratio(role, does, quantity, unit, valueA, valueB, Double.NaN);
        }

        Row row(Row.Role role, String does, String quantity, String unit, double value) {
            return row(role, does, quantity, unit, value, Double.NaN);
        }

        /** Both sides' figures and A / B as measured: no interval, no verdict, no forks. */
        Row ratio(Row.Role role, String does, String quantity, String unit, double valueA, double valueB,
                double ratio) {
            return new Row(set, claim, role, does, meal, a, b, cpus, size, quantity, unit, valueA, valueB, NA, ratio,
                    Double.NaN, Double.NaN, NA, 0, 0, settings);
        }
    }

    /** A dinner in words: its design and its threads ({@code ReentrantLock chopsticks, a fixed pool of ...}). */
    static String dinnerWords(Dinner d) {
        String design = d.implementation().id();
        return Words.design(design) + ", " + Words.threads(design, d.threads(), d.pool(), 0);
    }

    /**
     * A dinner's id as an evidence record writes it ({@code reentrantLock/virtual}, {@code reentrantLock/pooled} on the
     * default pool, {@code reentrantLock/pooled(4x-linked)}) in words; an id it cannot read is printed as it is.
     */
    static String dinnerWords(String id) {
        String[] parts = id.split("/", 2);
        String label = parts.length > 1 ? parts[1] : "";
        int open = label.indexOf('(');
        String kindId = open < 0 ? label : label.substring(0, open);
        for (ThreadKind kind : ThreadKind.values()) {
            if (kind.id().equals(kindId)) {
                String pool = kind != ThreadKind.POOLED ? ""
                        : open < 0 ? Pool.DEFAULT.id() : label.substring(open + 1, label.length() - 1);
                return Words.design(parts[0]) + ", " + Words.threads(parts[0], kind, pool, 0);
            }
        }
        return Words.design(parts[0]) + (label.isEmpty() ? "" : ", " + label);
    }

    private static final Pattern PHILOSOPHERS_X_MEALS = Pattern
            .compile("(\\d[\\d,]*) philosophers x (\\d[\\d,]*) meals");
    private static final Pattern PHILOSOPHERS = Pattern.compile("(\\d[\\d,]*) philosophers");

    /**
     * The table's size as a record's options state it: {@code 1,000 × 1,000} (philosophers × meals each) from
     * {@code 1000 philosophers x 1000 meals}, {@code 100 philosophers} where they name no meals; N/A where they say
     * neither.
     */
    static String sizeOf(EvidenceRecord record) {
        String options = record.environment().getOrDefault("options", "");
        Matcher both = PHILOSOPHERS_X_MEALS.matcher(options);
        if (both.find()) {
            return Numbers.count(parsed(both.group(1))) + " × " + Numbers.count(parsed(both.group(2)));
        }
        Matcher philosophers = PHILOSOPHERS.matcher(options);
        return philosophers.find() ? Numbers.count(parsed(philosophers.group(1))) + " philosophers" : NA;
    }

    /** {@code JDK 25.0.3+9-LTS} from a record's JDK ({@code ... Server VM 25.0.3+9-LTS}); empty where it names none. */
    static String jdk(EvidenceRecord record) {
        String[] words = record.environment().getOrDefault("JDK", "").strip().split(" ");
        String version = words[words.length - 1];
        return !version.isEmpty() && Character.isDigit(version.charAt(0)) ? "JDK " + version : "";
    }

    /** A number written as text ({@code 20000}, {@code 1,000}); NaN where it is none. */
    static double parsed(String text) {
        try {
            return Double.parseDouble(text.strip().replace(",", ""));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * Whether a lock comparison's direction flips without the engine: where the set has the bare floor of both of its
     * dinners (noop, all full, on the machine's CPUs), and the floor's A / B lies beyond the equivalence margin on the
     * other side of one from the comparison's decided verdict, the comparison measures the code around the lock as much
     * as the lock, and cannot decide a claim about the lock. Says why, with the floor's ratio; empty otherwise. Its
     * numbers are rows of claim 6 too ({@link #monitorRows}: the bare floors, the monitors run's bare loop).
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
     * costs per meal with lock elimination on and off.
     */
    record Coarsening(String dinner, double bareCoarsened, double engineCoarsened, double bareOn, double bareOff) {
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

        /** What the JIT log concludes, in words only: its counts and costs are rows ({@link #monitorCost}). */
        String conclusion() {
            return "mechanism, " + dinnerWords(dinner) + ": "
                    + (explains()
                            ? "C2 coarsens the bare loop's monitor enters and not the engine's, and with lock"
                                    + " elimination off the bare loop costs more per meal"
                            : "the JIT log does not explain what the bare loop costs")
                    + " (JIT log, -XX:+LogCompilation)";
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
            // Read only where the engine's costs were measured too, on and off.
            return Optional.of(new Coarsening(dinner, median(bareCoarsened), median(engineCoarsened), median(ns.get(0)),
                    median(ns.get(1))));
        });
    }

    /** The bare floor of a dinner, from any run that measured one. */
    private static Optional<FloorRow> floor(ResultSet set, String dinner) {
        return set.runs().stream().flatMap(r -> r.floors().stream()).filter(f -> f.dinner().id().equals(dinner))
                .findFirst();
    }

    /**
     * Claim 6's words beside its comparisons: what the JIT log concludes of each synchronized dinner's bare loop, with
     * no number (its numbers are {@link #monitorRows}).
     */
    static List<String> monitorFacts(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (ThreadKind kind : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
            // Coarsening is a monitor's: a ReentrantLock row's count is the synchronized branch compiled beside it in
            // the same bare loop, never run.
            coarsening(set, LockImplementation.SYNCHRONIZED.id() + "/" + kind.id())
                    .ifPresent(m -> facts.add(m.conclusion()));
        }
        return facts;
    }

    /**
     * Claim 6's rows beside its comparisons, all context: engine over floor from JMH, each pair's bare floors (what
     * {@link #harnessFlip} divides), then what the locks cost and where the CPU went, per JVM and their median.
     */
    static List<Row> monitorRows(ResultSet set) {
        List<Row> rows = new ArrayList<>(engineOverFloor(set));
        rows.addAll(bareFloors(set));
        rows.addAll(monitorCost(set));
        return rows;
    }

    /**
     * What the harness adds per meal: the noop all-full dinner's eating ns per meal over the engine-free floor's
     * ({@code LockFloorBenchmark}, the same table with nothing else), both from the one run that has both, so that
     * synchronized against ReentrantLock can be read without the engine.
     */
    static List<Row> engineOverFloor(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (RawRun run : set.runs()) {
            for (FloorRow floor : run.floors()) {
                floor.engine(run).ifPresent(engine -> {
                    set.used(run.name());
                    double nanos = engine.nanosPerMeal();
                    String side = Words.side(engine);
                    rows.add(new Place(set.name(), ID_MONITORS, Words.meal(NOOP.id()), side + ", in the engine",
                            side + ", bare (the same locks, no engine)", Words.cpus(engine.cpus()), Words.size(engine),
                            "JMH, all full, run " + run.name() + ": the eating phase over its meals").ratio(CONTEXT, NA,
                                    Words.quantity(Quantity.EATING), "ns", nanos, floor.nanosPerMeal(),
                                    nanos / floor.nanosPerMeal()));
                });
            }
        }
        return rows;
    }

    /**
     * Each pair of claim 6 (synchronized over ReentrantLock, per thread kind) on its bare floors, where the set has
     * both: the A / B that {@link #harnessFlip} weighs against the comparison's verdict.
     */
    private static List<Row> bareFloors(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (Pairing.Pair pair : Pairing.MONITORS.pairs(Implementations.all())) {
            Optional<FloorRow> a = floor(set, pair.a().id());
            Optional<FloorRow> b = floor(set, pair.b().id());
            if (a.isEmpty() || b.isEmpty()) {
                continue;
            }
            rows.add(new Place(set.name(), ID_MONITORS, Words.meal(NOOP.id()),
                    dinnerWords(pair.a()) + ", bare (no engine)", dinnerWords(pair.b()) + ", bare (no engine)", NA,
                    Numbers.count(a.get().philosophers()) + " × " + Numbers.count(a.get().meals()),
                    "JMH LockFloorBenchmark, all full: the same locks with no engine around them").ratio(CONTEXT, NA,
                            Words.quantity(Quantity.EATING), "ns", a.get().nanosPerMeal(), b.get().nanosPerMeal(),
                            a.get().nanosPerMeal() / b.get().nanosPerMeal()));
        }
        return rows;
    }

    /**
     * Claim 13 from {@code ./philosophers ports}, on the GETs that failed for want of a port (the program files each
     * failure by its causes): per client on virtual threads and this machine's network settings, the sentence agrees
     * where the defaults lost GETs to exhausted ports and the large pool lost none to them, and contradicts otherwise.
     * A verdict that ports do not run out stands only beside its positive control, the same rows in a network namespace
     * with few ports and none reused, that ran out: without one, the claim is "not reproduced here", with the settings.
     * Rows: the GETs lost for want of a port with the defaults (and with the large pool where the defaults ran out)
     * decide; the narrow namespace's rows are the control, never deciding; failures for other reasons, the platform
     * rows, the semaphore and the kernel's settings are context.
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
        List<Row> table = new ArrayList<>();
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, Map<String, EvidenceRecord.Row>> byDinner = new LinkedHashMap<>();
        rows.forEach(r -> byDinner
                .computeIfAbsent(r.text(PortExhaustion.CLIENT) + "/" + r.text(PortExhaustion.THREADS)
                        + (narrow(r) ? " in the narrow namespace" : ""), k -> new LinkedHashMap<>())
                .put(r.text(PortExhaustion.SETTING), r));
        long reproduced = 0;
        boolean controlled = false;
        String defaultsId = PortExhaustion.Setting.DEFAULTS.id();
        String largeId = PortExhaustion.Setting.LARGE_POOL.id();
        for (Map.Entry<String, Map<String, EvidenceRecord.Row>> e : byDinner.entrySet()) {
            Map<String, EvidenceRecord.Row> settings = e.getValue();
            EvidenceRecord.Row defaults = settings.get(defaultsId);
            EvidenceRecord.Row large = settings.get(largeId);
            boolean virtual = e.getKey().contains("/" + ThreadKind.VIRTUAL.id());
            boolean ranOut = defaults != null && defaults.number(PortExhaustion.FAILED_FOR_PORTS) > 0;
            // The client's finding, where it has one: its defaults and its large pool on this machine's settings.
            Optional<Boolean> agrees = Optional.empty();
            if (virtual && defaults != null) {
                if (narrow(defaults)) {
                    controlled = true;
                    reproduced += ranOut ? 1 : 0;
                } else if (large != null) {
                    boolean poolHeld = large.number(PortExhaustion.FAILED_FOR_PORTS) == 0;
                    agrees = Optional.of(ranOut && poolHeld);
                    findings.add(new Condition.Finding(
                            Map.of(Condition.Axis.IMPLEMENTATION, defaults.text(PortExhaustion.CLIENT)), agrees));
                }
            }
            for (Map.Entry<String, EvidenceRecord.Row> s : settings.entrySet()) {
                EvidenceRecord.Row r = s.getValue();
                // The defaults decide, and the large pool where the defaults ran out of ports (whether it held is then
                // what the sentence's "unless" turns on); the narrow namespace is the control, whatever it shows.
                boolean decides = virtual && defaults != null && !narrow(r)
                        && (s.getKey().equals(defaultsId) || s.getKey().equals(largeId) && ranOut);
                Row.Role role = narrow(r) ? CONTROL : decides ? DECIDES : CONTEXT;
                table.addAll(portRows(set, r, role, decides ? agrees.map(Row::agreeing).orElse(Row.UNDECIDED) : NA));
            }
        }
        Map<Boolean, EvidenceRecord.Row> networks = new LinkedHashMap<>();
        rows.forEach(r -> networks.putIfAbsent(narrow(r), r));
        networks.values().forEach(r -> table.addAll(kernelRows(set, r)));
        all.stream().filter(r -> narrow(r) && !measured(r, PortExhaustion.REQUESTS)).findFirst().ifPresent(
                r -> facts.add("The positive control could not run: " + r.text(PortExhaustion.COULD_NOT_RUN) + "."));
        String settings = rows
                .stream().filter(r -> !narrow(r)).findFirst().map(r -> "ip_local_port_range "
                        + r.text(PortExhaustion.PORT_RANGE) + ", tcp_tw_reuse " + r.text(PortExhaustion.TW_REUSE))
                .orElse("");
        Judgement judged = fromFindings(findings, facts);
        // The front page quotes no fact here: the numbers of its answer are the deciding rows', never the control's.
        if (judged.outcome() == Outcome.FAILS && reproduced == 0) {
            // "Ports did not run out" without a control that ran out says nothing about whether they could: nor does
            // any of its rows.
            List<Row> waiting = table.stream()
                    .map(r -> r.role() == DECIDES ? r.as(r.claim(), DECIDES, Row.UNDECIDED) : r).toList();
            return Judgement.evidence(Outcome.UNDECIDED,
                    "a positive control that runs out of ports: not reproduced here, with "
                            + settings.replace(", ", " and ")
                            + (controlled ? ", and not even in the narrow namespace" : ", and no control measured"),
                    judged.facts(), sources(set, PORTS)).withRows(waiting);
        }
        return Judgement.evidence(judged.outcome(), "", judged.facts(), sources(set, PORTS), judged.condition())
                .withRows(table);
    }

    /**
     * A row of the ports record as rows: the GETs lost for want of a port ({@code role}, {@code does}), then beside it
     * every GET that failed (with the first failure), those past the client's time limit and the client sockets left in
     * TIME_WAIT, where the record has them.
     */
    private static List<Row> portRows(ResultSet set, EvidenceRecord.Row r, Row.Role role, String does) {
        ThreadKind kind = Named.byId("thread kind", ThreadKind.values(), r.text(PortExhaustion.THREADS));
        String lock = LockImplementation.REENTRANT_LOCK.id();
        Place place = new Place(set.name(), ID_PORTS, Words.meal(r.text(PortExhaustion.CLIENT)),
                Words.design(lock)
                        + ", " + Words.threads(lock, kind, "", 0) + ", " + settingWords(r.text(PortExhaustion.SETTING)),
                NA, NA,
                Numbers.count(r.number(PortExhaustion.PHILOSOPHERS)) + " philosophers, "
                        + Numbers.count(r.number(PortExhaustion.REQUESTS)) + " GETs",
                "./philosophers ports, one JVM, "
                        + (narrow(r) ? "in a network namespace of its own with few ports and none reused"
                                : "on this machine's own network settings"));
        Row.Role beside = role == CONTROL ? CONTROL : CONTEXT;
        List<Row> out = new ArrayList<>();
        out.add(place.row(role, does, "GETs failed for want of a port", "GETs",
                r.number(PortExhaustion.FAILED_FOR_PORTS)));
        String first = r.text(PortExhaustion.FIRST_FAILURE);
        out.add((first.isEmpty() ? place : place.withSettings(place.settings() + "; the first failure: " + first))
                .row(beside, NA, "GETs failed, for any reason", "GETs", r.number(PortExhaustion.FAILED)));
        if (measured(r, PortExhaustion.TIMED_OUT)) {
            out.add(place.row(beside, NA, "GETs failed past the client's time limit", "GETs",
                    r.number(PortExhaustion.TIMED_OUT)));
        }
        if (measured(r, PortExhaustion.TIME_WAIT)) {
            out.add(place.row(beside, NA, "client sockets in TIME_WAIT at the end", "sockets",
                    r.number(PortExhaustion.TIME_WAIT)));
        }
        return out;
    }

    /** A setting of the ports record in words. */
    private static String settingWords(String setting) {
        if (setting.equals(PortExhaustion.Setting.DEFAULTS.id())) {
            return "the client's defaults (5 idle connections kept, requests unbounded)";
        }
        if (setting.equals(PortExhaustion.Setting.LARGE_POOL.id())) {
            return "a connection pool of half the table (the requests in flight)";
        }
        if (setting.equals(PortExhaustion.Setting.SEMAPHORE.id())) {
            return "the client's defaults and a semaphore of 5 requests in flight";
        }
        return setting;
    }

    /**
     * The kernel settings a network of the ports record ran with: context on this machine's own, the control's in the
     * narrow namespace.
     */
    private static List<Row> kernelRows(ResultSet set, EvidenceRecord.Row r) {
        Row.Role role = narrow(r) ? CONTROL : CONTEXT;
        Place place = new Place(set.name(), ID_PORTS, NA,
                narrow(r) ? "a network namespace of its own (the positive control's)" : "this machine's kernel", NA, NA,
                NA, "sysctl, as ./philosophers ports read it");
        String[] range = r.text(PortExhaustion.PORT_RANGE).split("-");
        return List.of(place.row(role, NA, "lowest ephemeral port (ip_local_port_range)", "port", parsed(range[0])),
                place.row(role, NA, "highest ephemeral port (ip_local_port_range)", "port",
                        range.length > 1 ? parsed(range[1]) : Double.NaN),
                place.row(role, NA, "tcp_tw_reuse (2: a loopback connect may reuse a port in TIME_WAIT)", "setting",
                        parsed(r.text(PortExhaustion.TW_REUSE))));
    }

    /** Whether an evidence row ran in the narrow namespace (the positive control); a record older than it has none. */
    private static boolean narrow(EvidenceRecord.Row r) {
        return r.has(PortExhaustion.NETWORK)
                && r.text(PortExhaustion.NETWORK).equals(PortExhaustion.Network.NARROW.id());
    }

    /**
     * From {@code ./philosophers monitors}: per lock and thread kind, the eating ns per meal in the engine and bare,
     * with the JIT's lock elimination on and off (each JVM, and their median: the JVM is the unit), then where the CPU
     * samples of those JVMs went (lock elimination on) and what JFR counted per 1,000 meals, and for synchronized how
     * many monitor enters C2 coarsened (medians of the JVMs). Context, all of it.
     */
    static List<Row> monitorCost(ResultSet set) {
        List<Row> out = new ArrayList<>();
        set.evidence(MONITORS, MonitorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = record.tables(MonitorCost.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, MonitorCost.EATING_NS_PER_MEAL)).toList();
            String size = sizeOf(record);
            for (ThreadKind kind : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
                for (Implementation implementation : MonitorCost.LOCKS) {
                    String lock = implementation.id();
                    List<EvidenceRecord.Row> mine = rows.stream().filter(
                            r -> r.text(MonitorCost.LOCK).equals(lock) && r.text(MonitorCost.THREADS).equals(kind.id()))
                            .toList();
                    if (mine.isEmpty()) {
                        continue;
                    }
                    String side = Words.design(lock) + ", " + Words.threads(lock, kind, "", 0);
                    Optional<Coarsening> coarsened = implementation == LockImplementation.SYNCHRONIZED
                            ? coarsening(set, lock + "/" + kind.id())
                            : Optional.empty();
                    for (MonitorCost.Dinner dinner : MonitorCost.Dinner.values()) {
                        boolean bare = dinner == MonitorCost.Dinner.BARE;
                        Place place = new Place(set.name(), ID_MONITORS, Words.meal(NOOP.id()),
                                side + (bare ? ", bare (the same locks, no engine)" : ", in the engine"), NA, NA, size,
                                NA);
                        for (String elimination : List.of(MonitorCost.ON, MonitorCost.OFF)) {
                            List<EvidenceRecord.Row> jvms = mine.stream()
                                    .filter(r -> r.text(MonitorCost.DINNER).equals(dinner.id())
                                            && r.text(MonitorCost.LOCK_ELIMINATION).equals(elimination))
                                    .toList();
                            if (jvms.isEmpty()) {
                                continue;
                            }
                            String how = "./philosophers monitors, lock elimination " + elimination;
                            out.add(place.withSettings(how + ", the median of " + jvms.size() + " JVMs").row(CONTEXT,
                                    NA, Words.quantity(Quantity.EATING), "ns",
                                    median(jvms.stream().map(r -> r.number(MonitorCost.EATING_NS_PER_MEAL)).toList())));
                            for (EvidenceRecord.Row jvm : jvms) {
                                out.add(place.withSettings(
                                        how + ", the JVM of block " + Numbers.count(jvm.number(MonitorCost.BLOCK)))
                                        .row(CONTEXT, NA, Words.quantity(Quantity.EATING), "ns",
                                                jvm.number(MonitorCost.EATING_NS_PER_MEAL)));
                            }
                        }
                        List<Double> monitor = values(mine, dinner, MonitorCost.ON, MonitorCost.MONITOR_PCT);
                        List<Double> queue = values(mine, dinner, MonitorCost.ON, MonitorCost.QUEUE_PCT);
                        List<Double> inflations = values(mine, dinner, MonitorCost.ON, MonitorCost.INFLATIONS);
                        List<Double> blocked = values(mine, dinner, MonitorCost.ON, MonitorCost.BLOCKED_ENTERS);
                        List<Double> parks = values(mine, dinner, MonitorCost.ON, MonitorCost.PARKS);
                        if (!monitor.isEmpty() && !inflations.isEmpty()) {
                            Place on = place.withSettings("./philosophers monitors, lock elimination on, the median"
                                    + " of the JVMs (async-profiler's CPU samples, JFR's events)");
                            out.add(on.row(CONTEXT, NA, "CPU samples in the monitor's slow path in the VM", "%",
                                    median(monitor)));
                            out.add(on.row(CONTEXT, NA, "CPU samples in java.util.concurrent.locks", "%",
                                    median(queue)));
                            out.add(on.row(CONTEXT, NA, "monitor inflations", "per 1,000 meals", median(inflations)));
                            out.add(on.row(CONTEXT, NA, "monitor enters that blocked", "per 1,000 meals",
                                    median(blocked)));
                            out.add(on.row(CONTEXT, NA, "parks", "per 1,000 meals", median(parks)));
                        }
                        coarsened
                                .ifPresent(
                                        c -> out.add(place
                                                .withSettings(
                                                        "./philosophers monitors, lock elimination on, the JIT log"
                                                                + " (-XX:+LogCompilation), the median of the JVMs")
                                                .row(CONTEXT, NA, "monitor enters C2 coarsened", "enters",
                                                        bare ? c.bareCoarsened() : c.engineCoarsened())));
                    }
                }
            }
            // Each pair of claim 6 in the monitors run's own bare loop: the A / B that harnessFlip's mechanism reads.
            for (Pairing.Pair pair : Pairing.MONITORS.pairs(Implementations.all())) {
                for (String elimination : List.of(MonitorCost.ON, MonitorCost.OFF)) {
                    List<Double> a = bareLoop(rows, pair.a(), elimination);
                    List<Double> b = bareLoop(rows, pair.b(), elimination);
                    if (a.isEmpty() || b.isEmpty()) {
                        continue;
                    }
                    out.add(new Place(set.name(), ID_MONITORS, Words.meal(NOOP.id()),
                            dinnerWords(pair.a()) + ", bare (the monitors run's loop)",
                            dinnerWords(pair.b()) + ", bare (the monitors run's loop)", NA, size,
                            "./philosophers monitors, lock elimination " + elimination + ", medians of the JVMs").ratio(
                                    CONTEXT, NA, Words.quantity(Quantity.EATING), "ns", median(a), median(b),
                                    median(a) / median(b)));
                }
            }
        });
        return out;
    }

    /**
     * The bare loop's eating ns per meal of {@code dinner} in each JVM of the monitors record, at {@code elimination}.
     */
    private static List<Double> bareLoop(List<EvidenceRecord.Row> rows, Dinner dinner, String elimination) {
        return values(
                rows.stream()
                        .filter(r -> r.text(MonitorCost.LOCK).equals(dinner.implementation().id())
                                && r.text(MonitorCost.THREADS).equals(dinner.threads().id()))
                        .toList(),
                MonitorCost.Dinner.BARE, elimination, MonitorCost.EATING_NS_PER_MEAL);
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
     * disagree decide nothing. Each group's row decides (its A / B the JVMs' median, its interval their range), and how
     * long the waits really lasted is beside it. Empty where the set has no such record: the claim is then judged on
     * the 16 us rows, whose waits differ.
     */
    static Optional<Judgement> equalWaits(ResultSet set, List<String> mealClock) {
        return set.evidence(Claims.EQUAL_WAITS, EqualWaits.KIND).map(record -> {
            List<EvidenceRecord.Row> rows = record.tables(EqualWaits.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, EqualWaits.SPIN_OVER_SLEEP)).toList();
            List<Condition.Finding> findings = new ArrayList<>();
            List<Row> table = new ArrayList<>();
            String size = sizeOf(record);
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
                findings.add(new Condition.Finding(where, agrees, label, ratio));
                String lock = EqualWaits.LOCK.id();
                ThreadKind kind = Named.byId("thread kind", ThreadKind.values(), threads);
                String side = Words.design(lock) + ", " + Words.threads(lock, kind, Pool.DEFAULT.id(), 0);
                String meal = "a wait of " + Numbers.count(requested) + " µs asked";
                String a = "spinning as long as the sleep really lasted, " + side;
                String b = "sleeping, " + side;
                String faster = switch (verdict) {
                    case FASTER -> "spinning";
                    case SLOWER -> "sleeping";
                    case EQUIVALENT -> Row.NEITHER;
                    case UNDECIDED -> Row.UNDECIDED;
                };
                table.add(new Row(set.name(), ID_SPIN_VS_SLEEP, DECIDES,
                        agrees.map(Row::agreeing).orElse(Row.UNDECIDED), meal, a, b, NA, size,
                        Words.quantity(Quantity.EATING), NA, Double.NaN, Double.NaN, faster, ratio,
                        ratios.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                        ratios.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN), verdict.id(),
                        ratios.size(), ratios.size(),
                        "./philosophers equal-waits: A / B in each JVM, the median of its pairs; the median of the"
                                + " JVMs, with their range; decided where every JVM is beyond the margin the same way"));
                table.add(
                        new Place(set.name(), ID_SPIN_VS_SLEEP, meal, a, b, NA, size,
                                "./philosophers equal-waits, each JVM the median of its meals; the median of "
                                        + group.size() + " JVMs").row(CONTEXT, NA,
                                                "how long a meal's wait really lasted", "µs", spun, slept));
            });
            long agree = findings.stream().filter(f -> f.agrees().orElse(false)).count();
            long contradict = findings.stream().filter(f -> !f.agrees().orElse(true)).count();
            Outcome outcome = Outcome.of(agree, contradict);
            // The meal clock's words are the other rule's; the front page quotes none of them.
            return Judgement.evidence(outcome, "", mealClock, sources(set, Claims.EQUAL_WAITS),
                    outcome == Outcome.UNDECIDED ? Condition.NONE : Condition.of(findings)).withRows(table);
        });
    }

    /** Whether a record's row has a number under {@code key} (not a row that could not run, nor an older record). */
    static boolean measured(EvidenceRecord.Row row, String key) {
        return row.has(key) && Double.isFinite(row.number(key));
    }

    /**
     * Claim 9 measured from the sources ({@link CodeSize}): a vert.x design agrees with "simpler" when its own code has
     * fewer lines and fewer concurrency constructs than the classic thread per philosopher with a ReentrantLock, and
     * contradicts it when it has more of both; a design with more of one and fewer of the other decides nothing. The
     * vert.x designs' rows (A) against the classic (B) decide; the other designs' sizes are context.
     */
    static Judgement simplicity(ResultSet set, Optional<List<CodeSize.Size>> sizes) {
        if (sizes.isEmpty()) {
            return Judgement.evidence(Outcome.NOT_MEASURED, "", List.of(), List.of());
        }
        CodeSize.Size classic = sizes.get().getFirst();
        List<Condition.Finding> findings = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        String how = "CodeSize: its own files, blank lines and comments left out, constructs counted by pattern";
        for (CodeSize.Size size : sizes.get()) {
            boolean vertx = VERTX.stream().anyMatch(v -> v.id().equals(size.design()));
            if (!vertx) {
                Place place = new Place(set.name(), ID_SIMPLICITY, NA, Words.design(size.design()), NA, NA, NA,
                        how + " (" + fileNames(size) + ")");
                rows.add(place.row(CONTEXT, NA, "lines of code", "lines", size.lines()));
                rows.add(place.row(CONTEXT, NA, "concurrency constructs", "constructs", size.constructs()));
                continue;
            }
            boolean fewer = size.lines() < classic.lines() && size.constructs() < classic.constructs();
            boolean more = size.lines() > classic.lines() && size.constructs() > classic.constructs();
            if (fewer || more) {
                findings.add(new Condition.Finding(java.util.Map.of(Condition.Axis.IMPLEMENTATION, size.design()),
                        Optional.of(fewer)));
            }
            String does = fewer || more ? Row.agreeing(fewer) : Row.UNDECIDED;
            Place place = new Place(set.name(), ID_SIMPLICITY, NA, Words.design(size.design()),
                    Words.design(classic.design()) + ", a thread per philosopher", NA, NA,
                    how + " (" + fileNames(size) + " against " + fileNames(classic) + ")");
            // Both sizes and no factor: "more" or "fewer" decides, not by how much, and neither side is faster.
            rows.add(place.row(DECIDES, does, "lines of code", "lines", size.lines(), classic.lines()));
            rows.add(place.row(DECIDES, does, "concurrency constructs", "constructs", size.constructs(),
                    classic.constructs()));
        }
        return fromFindings(findings, List.of()).withRows(rows);
    }

    private static String fileNames(CodeSize.Size size) {
        return String.join(", ", size.files().stream().map(f -> f.substring(f.lastIndexOf('/') + 1)).toList());
    }

    /**
     * The corrected JEP 491 experiment: pinning is fixed for what the talk did when sleeping inside a fresh monitor per
     * task pins nothing and runs in parallel, while the positive control pins, so that zero means something. The fresh
     * monitor's pinned events decide (on JDK 25 in the experiment, and in the probe across JDKs); the class initializer
     * and the JDK 21 probe are the controls; run times, the shared monitor, the other probes and the talk's file-read
     * rows are context.
     */
    static Judgement pinning(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        Optional<Outcome> acrossJdks = acrossJdks(set, rows);
        Optional<EvidenceRecord> record = set.evidence(JEP491, Jep491Program.KIND);
        Optional<EvidenceRecord.Table> runs = record.flatMap(r -> r.tables(Jep491Program.RUNS).stream().findFirst());
        Optional<EvidenceRecord.Row> control = record
                .flatMap(r -> r.tables(Jep491Program.CONTROL).stream().flatMap(t -> t.rows().stream()).findFirst());
        if (runs.isEmpty() || control.isEmpty()) {
            if (acrossJdks.isPresent()) {
                return Judgement.evidence(acrossJdks.get(), "", List.of(), List.of(JEP491_JDKS)).withRows(rows);
            }
            return Judgement.evidence(Outcome.UNDECIDED,
                    "the JEP 491 experiment (`./philosophers jep491 --report " + JEP491 + "`)", List.of(), List.of())
                    .withRows(rows);
        }
        long controlEvents = (long) control.get().number(Jep491Program.PINNED);
        String jdk = jdk(record.get());
        String on = jdk.isEmpty() ? "" : jdk + ", ";
        String jfr = "./philosophers jep491, JFR's jdk.VirtualThreadPinned at threshold zero, ";
        long freshEvents = 0;
        for (String monitor : List.of("fresh", "shared")) {
            List<EvidenceRecord.Row> mine = runs.get().where(Jep491Program.MONITOR, monitor);
            long events = mine.stream().mapToLong(r -> (long) r.number(Jep491Program.PINNED)).sum();
            List<Double> share = mine.stream().map(r -> r.number(Jep491Program.SERIAL_SHARE)).toList();
            List<Double> ms = mine.stream().map(r -> r.number(Jep491Program.ELAPSED_MS)).toList();
            boolean isFresh = monitor.equals("fresh");
            double tasks = mine.stream().filter(r -> measured(r, Jep491Program.COMPLETED))
                    .mapToDouble(r -> r.number(Jep491Program.COMPLETED)).max().orElse(Double.NaN);
            Place place = new Place(set.name(), ID_PINNING, "CPU work, then a sleep inside synchronized",
                    on + (isFresh ? "a fresh monitor per task" : "one monitor shared by every task (the article's)")
                            + ", on virtual threads",
                    NA, NA, Double.isFinite(tasks) ? Numbers.count(tasks) + " tasks" : NA,
                    jfr + mine.size() + " runs, their sum");
            // Without a control that pins, no count of pinned events says which way it goes.
            rows.add(place.row(isFresh ? DECIDES : CONTEXT,
                    !isFresh ? NA : controlEvents == 0 ? Row.UNDECIDED : Row.agreeing(events > 0), "pinned events",
                    "events", events));
            Place timed = place.withSettings("./philosophers jep491, the median of " + mine.size() + " runs");
            rows.add(timed.row(CONTEXT, NA, "run time", "ms", median(ms)));
            rows.add(timed.row(CONTEXT, NA, "run time over the serial sleeps", "x", median(share)));
            if (isFresh) {
                freshEvents = events;
            }
        }
        rows.add(new Place(set.name(), ID_PINNING, "a sleep inside a class initializer",
                on + "blocking inside a class initializer (the positive control), on virtual threads", NA, NA, NA,
                jfr + "one run").row(CONTROL, NA, "pinned events", "events", controlEvents));
        rows.addAll(talksRows(set));
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
                .evidence(outcome, controlEvents == 0 ? "a positive control that pins" : "", List.of(),
                        acrossJdks.isPresent() ? List.of(JEP491, JEP491_JDKS) : List.of(JEP491), condition)
                .withRows(rows);
    }

    /**
     * The rows the talk inferred pinning from, beside the experiments and deciding nothing: {@code synchronized} on
     * virtual over platform threads reading files (from the page cache and from the disk), per meal on fixed work. A
     * pinned carrier would make the virtual row the slower by far.
     */
    private static List<Row> talksRows(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (WorkloadKind meal : List.of(WorkloadKind.FILE_READ, WorkloadKind.FILE_READ_DIRECT)) {
            Claim.Check
                    .same(Dinner.virtual(LockImplementation.SYNCHRONIZED),
                            Dinner.platform(LockImplementation.SYNCHRONIZED), meal, Quantity.EATING)
                    .resolve(set).ifPresent(c -> rows.add(
                            Row.of(set.name(), ID_PINNING, CONTEXT, NA, c, "virtual threads", "platform threads")));
        }
        return rows;
    }

    /** A run of the probe across JDKs in words: what it does, and its meal. */
    private static String[] probeRun(String run) {
        return switch (run) {
            case "fresh" -> new String[] { "a fresh monitor per task (the article's experiment)",
                    "CPU work, then a sleep inside synchronized" };
            case "shared" -> new String[] { "one monitor shared by every task (the article's)",
                    "CPU work, then a sleep inside synchronized" };
            case "dinner" ->
                    new String[] { "synchronized chopsticks, a virtual thread per philosopher, all full", "sleep" };
            case "jdbc" -> new String[] { "synchronized chopsticks, a virtual thread per philosopher, all full",
                    "a query by primary key through HikariCP and pgjdbc (a socket read inside synchronized)" };
            default -> new String[] { run, NA };
        };
    }

    /**
     * The same probe on JDK 21 and on JDK 25 ({@code ./philosophers jep491-jdks}): the fresh-monitor run pins on JDK 21
     * (the before, which is also the probe's positive control) and not on JDK 25 means JEP 491 fixed it; rows for every
     * run (the JDK 25 fresh-monitor run's pinned events decide, the JDK 21 fresh-monitor run is the control, the rest
     * is context). Empty where the set has no such report, or its JDK 21 did not pin (then zero means nothing).
     */
    private static Optional<Outcome> acrossJdks(ResultSet set, List<Row> rows) {
        Optional<EvidenceRecord> record = set.evidence(JEP491_JDKS, PinningAcrossJdks.KIND);
        Optional<EvidenceRecord.Table> summary = record
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
            if (row.text(PinningAcrossJdks.RUN).equals("fresh")) {
                freshPinned.put(jdk, pinned);
                freshMs.put(jdk, elapsed);
            }
            if (row.text(PinningAcrossJdks.RUN).equals("jdbc")) {
                jdbcPinned.put(jdk, pinned);
                jdbcMs.put(jdk, elapsed);
            }
        }
        String before = freshPinned.keySet().stream().filter(j -> j.startsWith("21")).findFirst().orElse(null);
        String after = freshPinned.keySet().stream().filter(j -> !j.startsWith("21")).findFirst().orElse(null);
        boolean decided = before != null && after != null && freshPinned.get(before) != 0;
        List<EvidenceRecord.Row> repetitions = record.get().tables(PinningAcrossJdks.RUNS).stream()
                .flatMap(t -> t.rows().stream()).toList();
        for (EvidenceRecord.Row row : summary.get().rows()) {
            String jdk = row.text(PinningAcrossJdks.JDK);
            String run = row.text(PinningAcrossJdks.RUN);
            boolean fresh = run.equals("fresh");
            Row.Role role = fresh && jdk.equals(before) ? CONTROL : CONTEXT;
            String[] words = probeRun(run);
            double work = repetitions.stream()
                    .filter(r -> r.text(PinningAcrossJdks.JDK).equals(jdk) && r.text(PinningAcrossJdks.RUN).equals(run)
                            && measured(r, PinningAcrossJdks.WORK))
                    .mapToDouble(r -> r.number(PinningAcrossJdks.WORK)).max().orElse(Double.NaN);
            String n = row.has(PinningAcrossJdks.COUNT) ? row.text(PinningAcrossJdks.COUNT) + " runs" : "its runs";
            Place place = new Place(set.name(), ID_PINNING, words[1], "JDK " + jdk + ", " + words[0], NA, NA,
                    !Double.isFinite(work) ? NA
                            : Numbers.count(work) + (run.equals("dinner") || run.equals("jdbc") ? " meals" : " tasks"),
                    "./philosophers jep491-jdks, one JVM, " + n);
            boolean deciding = fresh && jdk.equals(after);
            rows.add(place
                    .withSettings(place.settings() + ", the median; JFR's jdk.VirtualThreadPinned at threshold zero")
                    .row(deciding ? DECIDES : role,
                            !deciding ? NA : decided ? Row.agreeing(freshPinned.get(after) > 0) : Row.UNDECIDED,
                            "pinned events per run", "events", row.number(PinningAcrossJdks.PINNED_MEDIAN)));
            rows.add(place.withSettings(place.settings() + ", the median").row(role, NA, "run time", "ms",
                    row.number(PinningAcrossJdks.ELAPSED_MEDIAN_MS)));
            rows.add(place.withSettings(place.settings() + ", the shortest").row(role, NA, "run time", "ms",
                    row.number(PinningAcrossJdks.ELAPSED_MIN_MS)));
            rows.add(place.withSettings(place.settings() + ", the longest").row(role, NA, "run time", "ms",
                    row.number(PinningAcrossJdks.ELAPSED_MAX_MS)));
            rows.add(place.withSettings(place.settings() + ", the median").row(role, NA,
                    "carrier threads seen holding a monitor", "threads",
                    parsed(row.text(PinningAcrossJdks.CARRIERS_MEDIAN))));
        }
        String jdbc21 = jdbcMs.keySet().stream().filter(j -> j.startsWith("21")).findFirst().orElse(null);
        String jdbc25 = jdbcMs.keySet().stream().filter(j -> !j.startsWith("21")).findFirst().orElse(null);
        if (jdbc21 != null && jdbc25 != null) {
            String[] words = probeRun("jdbc");
            rows.add(new Place(set.name(), ID_PINNING, words[1], "JDK " + jdbc21 + ", " + words[0],
                    "JDK " + jdbc25 + ", the same", NA, NA,
                    "./philosophers jep491-jdks, the median of each JDK's runs (A / B over at least 1 ms)").ratio(
                            CONTEXT, NA, "run time", "ms", jdbcMs.get(jdbc21), jdbcMs.get(jdbc25),
                            jdbcMs.get(jdbc21) / Math.max(1, jdbcMs.get(jdbc25))));
        }
        if (!decided) {
            return Optional.empty();
        }
        String[] words = probeRun("fresh");
        rows.add(new Place(set.name(), ID_PINNING, words[1], "JDK " + before + ", " + words[0],
                "JDK " + after + ", the same", NA, NA,
                "./philosophers jep491-jdks, the median of each JDK's runs (A / B over at least 1 ms)").ratio(CONTEXT,
                        NA, "run time", "ms", freshMs.get(before), freshMs.get(after),
                        freshMs.get(before) / Math.max(1, freshMs.get(after))));
        return Optional.of(freshPinned.get(after) == 0 ? Outcome.FAILS : Outcome.HOLDS);
    }

    /**
     * JMH's first-full medians against JLBH's end-to-end p50 for the same dinners: the same order of magnitude? Each
     * dinner's row decides: JLBH (A) over JMH (B).
     */
    static Judgement jmhAgainstJlbh(ResultSet set) {
        List<Row> rows = new ArrayList<>();
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
            List<Double> p50 = table.where(Report.PROBE, Report.END_TO_END).stream()
                    .map(r -> r.number(Report.P50 + "Ms")).toList();
            double jlbh = median(p50);
            Optional<JmhRow[]> race = set.races(dinner, workload, dinner, workload);
            if (race.isEmpty()) {
                continue;
            }
            JmhRow row = race.get()[0];
            double jmh = row.distribution().median();
            boolean same = Math.max(jlbh / jmh, jmh / jlbh) < SAME_ORDER;
            agree += same ? 1 : 0;
            differ += same ? 0 : 1;
            String side = Words.side(row);
            rows.add(new Place(set.name(), ID_JMH_JLBH, Words.meal(workload.id()), side + ", in JLBH (end to end, p50)",
                    side + ", in JMH", Words.cpus(row.cpus()), raceSize(row),
                    "first full; JLBH: the median of " + p50.size() + " runs' p50; JMH: the median of "
                            + row.distribution().n() + " dinners").ratio(DECIDES, Row.agreeing(same), "time per dinner",
                                    "ms", jlbh, jmh, jlbh / jmh));
        }
        if (set.usedEvidence().get(JLBH_FILE_READ) == null) {
            // Nothing was measured: not a question the data left open.
            return Judgement.evidence(Outcome.NOT_MEASURED, "", List.of(), List.of()).withRows(rows);
        }
        Outcome outcome = Outcome.of(agree, differ);
        return Judgement
                .evidence(outcome, agree + differ == 0 ? "JMH first-full runs of the dinners JLBH measured" : "",
                        List.of(), sources(set, JLBH_FILE_READ))
                .withRows(rows);
    }

    /**
     * The talk's answer was that enough benchmarks level unfairness out. Under first full with a noop meal, a dinner in
     * which most philosophers never ate measured one philosopher eating alone, whatever the number of benchmarks. Each
     * race's count of philosophers who never ate decides; its fairness index and meals are beside it.
     */
    static Judgement unfairness(ResultSet set) {
        List<Row> rows = new ArrayList<>();
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
                Place place = new Place(set.name(), ID_UNFAIRNESS, Words.meal(NOOP.id()), Words.side(row), NA,
                        Words.cpus(row.cpus()), raceSize(row),
                        "JMH, first full (the talk's race), the mean of " + row.distribution().n() + " dinners");
                rows.add(place.row(DECIDES, Row.agreeing(!one), "philosophers who never ate", "philosophers", never));
                rows.add(place.row(CONTEXT, NA,
                        "fairness (Jain's index: 1 when all ate the same, 1/n when one ate" + " alone)", "index",
                        row.metric("fairness")));
                rows.add(place.row(CONTEXT, NA, "meals per dinner", "meals", row.metric("totalMeals")));
            }
        }
        List<Comparison> fairness = Claim.resolve(set, pairing(Pairing.FAIRNESS));
        Outcome outcome = alone + shared == 0 ? Outcome.UNDECIDED : alone > 0 ? Outcome.FAILS : Outcome.HOLDS;
        return new Judgement(outcome, "", fairness, null, List.of(), List.of(), Condition.NONE).withRows(rows);
    }

    /**
     * A race's table: {@code 1,000 philosophers, the first to 10,000 meals} (a first-full dinner ends when one
     * philosopher has eaten its meals, so the all-full meals it also carries say nothing of it).
     */
    static String raceSize(JmhRow row) {
        String philosophers = row.param("philosophers");
        String meals = row.param("meals");
        return philosophers.isEmpty() ? NA
                : Numbers.count(parsed(philosophers.replace("K", "000"))) + " philosophers"
                        + (meals.isEmpty() ? "" : ", the first to " + Numbers.count(parsed(meals)) + " meals");
    }

    /**
     * A ranking question's reading: its dinners least first ({@code implementation/kind}), the row that ranks each, in
     * the same order, and the rows beside them.
     */
    record Ranking(List<String> dinners, List<Row> ranked, List<Row> beside) {
        List<Row> rows() {
            List<Row> rows = new ArrayList<>(ranked);
            rows.addAll(beside);
            return rows;
        }

        /** The rows that rank {@code kinds} of its dinners, as context of {@code claim}. */
        List<Row> context(String claim, List<String> kinds) {
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < dinners.size(); i++) {
                if (kinds.contains(dinners.get(i))) {
                    rows.add(ranked.get(i).as(claim, CONTEXT, NA));
                }
            }
            return rows;
        }
    }

    /**
     * Memory per started philosopher, per implementation and thread kind, from the memory probe: the live heap and the
     * resident set outside the heap (the heap is pre-touched, so the RSS delta is thread stacks and native memory),
     * ranked by their sum, least first. Where a run has no RSS (not Linux), the heap alone ranks it, and says so. Every
     * dinner measured is a deciding row, its value what ranks it; each size's heap and resident set are beside it.
     */
    static Judgement memory(ResultSet set) {
        Ranking ranking = memoryRanking(set);
        return Judgement.evidence(ranking.dinners().isEmpty() ? Outcome.UNDECIDED : Outcome.ANSWERED,
                ranking.dinners().isEmpty() ? "the memory probe (`./philosophers memory --report " + MEMORY + "`)" : "",
                List.of(), sources(set, MEMORY)).withRows(ranking.rows());
    }

    static Ranking memoryRanking(ResultSet set) {
        Map<String, List<Double>> heap = new TreeMap<>();
        Map<String, List<Double>> rss = new TreeMap<>();
        Map<String, List<EvidenceRecord.Row>> read = new TreeMap<>();
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
                    if (Double.isFinite(h) || Double.isFinite(r)) {
                        read.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
                    }
                })));
        java.util.function.ToDoubleFunction<String> total = key -> median(heap.get(key))
                + (rss.containsKey(key) ? median(rss.get(key)) : 0);
        List<String> ranked = heap.keySet().stream().sorted(Comparator.comparingDouble(total)).toList();
        List<Row> ranks = new ArrayList<>();
        List<Row> beside = new ArrayList<>();
        for (String key : ranked) {
            List<EvidenceRecord.Row> mine = read.get(key);
            List<Double> sizes = mine.stream().map(r -> r.number(MemoryProbe.PHILOSOPHERS)).filter(Double::isFinite)
                    .distinct().sorted().toList();
            String sizeWords = sizes.isEmpty() ? NA
                    : String.join(" and ", sizes.stream().map(Numbers::count).toList()) + " philosophers";
            String how = "./philosophers memory, one first-full dinner of one meal per size, read while every"
                    + " philosopher is started";
            ranks.add(new Place(set.name(), ID_MEMORY, NA, dinnerWords(key), NA, NA, sizeWords,
                    how + (rss.containsKey(key)
                            ? ": the live heap and the resident memory outside it, each the median of the sizes"
                            : ": the live heap only (no resident-set reading), the median of the sizes")).row(DECIDES,
                                    Row.HOLDS, "bytes per philosopher", "B", total.applyAsDouble(key)));
            for (EvidenceRecord.Row r : mine) {
                Place place = new Place(set.name(), ID_MEMORY, NA, dinnerWords(key), NA, NA,
                        Numbers.count(r.number(MemoryProbe.PHILOSOPHERS)) + " philosophers", how);
                double h = r.number(MemoryProbe.HEAP_PER_PHILOSOPHER);
                if (Double.isFinite(h)) {
                    beside.add(place.row(CONTEXT, NA, "bytes of live heap per philosopher", "B", h));
                }
                double outside = r.has(MemoryProbe.RSS_PER_PHILOSOPHER) ? r.number(MemoryProbe.RSS_PER_PHILOSOPHER)
                        : Double.NaN;
                if (Double.isFinite(outside)) {
                    beside.add(place.row(CONTEXT, NA, "bytes of resident memory outside the heap per philosopher", "B",
                            outside));
                }
            }
        }
        return new Ranking(ranked, ranks, beside);
    }

    /**
     * Bytes allocated per meal ({@code -prof gc}) of every noop dinner measured with it on fixed work, on the machine's
     * CPUs (a pool of every size included), least first: every dinner measured is a deciding row, its value what ranks
     * it; then the collectors record's rows ({@link #collectors}).
     */
    static Judgement allocation(ResultSet set) {
        Ranking noop = allocationRanking(set);
        List<Row> collectors = collectors(set);
        boolean answered = !noop.dinners().isEmpty() || !collectors.isEmpty();
        List<Row> rows = new ArrayList<>(noop.rows());
        rows.addAll(collectors);
        return Judgement.evidence(answered ? Outcome.ANSWERED : Outcome.UNDECIDED,
                answered ? "" : "fixed-work rows measured with -prof gc", List.of(),
                collectors.isEmpty() ? List.of() : sources(set, Claims.COLLECTORS)).withRows(rows);
    }

    static Ranking allocationRanking(ResultSet set) {
        // Every noop dinner measured with -prof gc on the machine's CPUs, each from a run that recorded its bytes.
        List<JmhRow> rows = set.fixedRows(NOOP, r -> Double.isFinite(r.bytesPerMeal())).stream()
                .sorted(Comparator.comparingDouble(JmhRow::bytesPerMeal)).toList();
        return new Ranking(rows.stream().map(r -> r.implementation().id() + "/" + r.threads().id()).toList(),
                rows.stream()
                        .map(r -> new Place(set.name(), ID_ALLOCATION, Words.meal(NOOP.id()), Words.side(r), NA,
                                Words.cpus(r.cpus()), Words.size(r),
                                "JMH with -prof gc, under G1: the bytes allocated per dinner over its meals")
                                        .row(DECIDES, Row.HOLDS, "bytes allocated per meal", "B", r.bytesPerMeal()))
                        .toList(),
                List.of());
    }

    /**
     * Claim 17 under each collector, from {@code ./philosophers collectors}, medians of the JVMs: on each blocking
     * meal, every dinner's bytes per meal over the collectors decides (it ranks them); beside them, each dinner's bytes
     * per meal under each collector on every meal, then each collector's pauses per 1,000 meals. Empty where the set
     * has no such record.
     */
    static List<Row> collectors(ResultSet set) {
        List<Row> table = new ArrayList<>();
        set.evidence(Claims.COLLECTORS, CollectorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = record.tables(CollectorCost.JVMS).stream().flatMap(t -> t.rows().stream())
                    .filter(r -> measured(r, CollectorCost.BYTES_PER_MEAL)).toList();
            List<String> names = rows.stream().map(r -> r.text(CollectorCost.COLLECTOR)).distinct().sorted().toList();
            List<String> meals = rows.stream().map(r -> r.text(CollectorCost.MEAL)).distinct().toList();
            List<String> dinners = rows.stream().map(r -> r.text(CollectorCost.DINNER)).distinct().toList();
            // Bytes per meal are a difference of two dinners' medians: a value just below zero is their noise, read
            // as none.
            java.util.function.Function<List<EvidenceRecord.Row>, Double> bytes = mine -> Math.max(0,
                    median(mine.stream().map(r -> r.number(CollectorCost.BYTES_PER_MEAL)).toList()));
            List<Row> beside = new ArrayList<>();
            String how = "./philosophers collectors, a small heap";
            for (String meal : meals) {
                boolean blocks = WorkloadKind.byId(meal).mealClass() == WorkloadKind.MealClass.BLOCKING;
                for (String dinner : dinners) {
                    List<EvidenceRecord.Row> all = rows.stream().filter(
                            r -> r.text(CollectorCost.MEAL).equals(meal) && r.text(CollectorCost.DINNER).equals(dinner))
                            .toList();
                    Place place = new Place(set.name(), ID_ALLOCATION, Words.meal(meal), dinnerWords(dinner), NA, NA,
                            NA, how);
                    for (String name : names) {
                        List<EvidenceRecord.Row> mine = all.stream()
                                .filter(r -> r.text(CollectorCost.COLLECTOR).equals(name)).toList();
                        if (!mine.isEmpty()) {
                            beside.add(place
                                    .withSettings(how + ", under " + name + ": the median of " + mine.size() + " JVMs")
                                    .row(CONTEXT, NA, "bytes allocated per meal", "B", bytes.apply(mine)));
                        }
                    }
                    if (blocks && !all.isEmpty()) {
                        table.add(place
                                .withSettings(how + ": the median of " + all.size() + " JVMs under "
                                        + String.join(", ", names))
                                .row(DECIDES, Row.HOLDS, "bytes allocated per meal", "B", bytes.apply(all)));
                    }
                }
            }
            for (String name : names) {
                List<Double> pauses = rows.stream().filter(r -> r.text(CollectorCost.COLLECTOR).equals(name))
                        .map(r -> r.number(CollectorCost.COLLECTION_MS)).toList();
                Place place = new Place(set.name(), ID_ALLOCATION, NA, "the " + name + " collector", NA, NA, NA,
                        how + ", every meal and dinner under it (the beans that count pauses only: not ZGC's cycles"
                                + " nor G1's concurrent work): the ");
                beside.add(place.withSettings(place.settings() + "median of " + pauses.size() + " rows").row(CONTEXT,
                        NA, "collection pauses", "ms per 1,000 meals", median(pauses)));
                beside.add(place.withSettings(place.settings() + "most of " + pauses.size() + " rows").row(CONTEXT, NA,
                        "collection pauses", "ms per 1,000 meals",
                        pauses.stream().mapToDouble(Double::doubleValue).max().orElse(0)));
            }
            table.addAll(beside);
        });
        return table;
    }
}
