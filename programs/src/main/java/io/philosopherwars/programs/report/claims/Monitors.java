package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import static io.philosopherwars.programs.evidence.MonitorCost.Dinner.BARE;
import static io.philosopherwars.programs.evidence.MonitorCost.Dinner.ENGINE;
import static io.philosopherwars.programs.report.claims.Claims.MONITORS;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Place.sizeOf;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.evidence.MonitorCost;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.FloorRow;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Claim 6's evidence beside its comparisons: the harness veto (a lock comparison whose direction flips without the
 * engine cannot decide a claim about the lock), what the monitors run's JIT log concludes, and every number those read
 * as context rows (engine over floor, the bare floors, what the locks cost and where the CPU went).
 */
final class Monitors {
    private Monitors() {
    }

    private static final String ID_MONITORS = "monitors";

    /**
     * Whether a lock comparison's direction flips without the engine: where the set has the bare floor of both of its
     * dinners (noop, all full, on the machine's CPUs), and the floor's A / B lies beyond the equivalence margin on the
     * other side of one from the comparison's decided verdict, the comparison measures the code around the lock as much
     * as the lock, and cannot decide a claim about the lock. Says why, with the floor's ratio; empty otherwise. Its
     * numbers are rows of claim 6 too ({@link #monitorRows}: the bare floors, the monitors run's bare loop).
     */
    static Optional<String> harnessFlip(ResultSet set, Comparison c) {
        if (!(c.a() instanceof JmhRow a) || !(c.b() instanceof JmhRow b) || a.workload() != NOOP || b.workload() != NOOP
                || a.cpuLimit() != 0 || !c.verdict().decided() || c.verdict() == Verdict.EQUIVALENT) {
            return Optional.empty();
        }
        Optional<FloorRow> floorA = floor(set, a.dinner());
        Optional<FloorRow> floorB = floor(set, b.dinner());
        if (floorA.isEmpty() || floorB.isEmpty()) {
            return Optional.empty();
        }
        double bare = floorA.get().nanosPerMeal() / floorB.get().nanosPerMeal();
        return beyond(bare, c.verdict() == Verdict.SLOWER)
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
        if (!beyond(on, bare < 1)) {
            return "; the monitors run's bare loop does not reproduce it (" + Numbers.ratio(on) + " there)";
        }
        if (beyond(off, bare < 1)) {
            return "; the monitors run's bare loop reproduces it (" + Numbers.ratio(on)
                    + ") and keeps it with lock elimination off (" + Numbers.ratio(off) + "): not the JIT's lock"
                    + " elimination";
        }
        Coarsening sync = ca.get().bareCoarsened() >= cb.get().bareCoarsened() ? ca.get() : cb.get();
        return "; the monitors run's bare loop reproduces it (" + Numbers.ratio(on) + ") and loses it with lock"
                + " elimination off (" + Numbers.ratio(off) + ")" + (sync.explains() ? ": " + sync.brief() : "");
    }

    /** Whether A / B lies beyond the equivalence margin below one ({@code below}), or above it. */
    private static boolean beyond(double ratio, boolean below) {
        return below ? ratio < 1 / Comparison.MARGIN : ratio > Comparison.MARGIN;
    }

    /**
     * The JIT's part in a dinner's bare floor, from {@code ./philosophers monitors}: how many monitor enters C2
     * coarsened in the bare loop and in the engine (medians of the JVMs, lock elimination on), and what the bare loop
     * costs per meal with lock elimination on and off.
     */
    private record Coarsening(String dinner, double bareCoarsened, double engineCoarsened, double bareOn,
            double bareOff) {
        /** Whether coarsening is the bare loop's advantage: C2 coarsened there and not in the engine, and it paid. */
        boolean explains() {
            return bareCoarsened > engineCoarsened && bareOff > bareOn * Comparison.MARGIN;
        }

        /** What the JIT log shows, where it {@link #explains} the bare loop's advantage. */
        String brief() {
            return "C2 coarsens the bare loop's monitor enters and not the engine's (" + Numbers.fixed(bareCoarsened, 0)
                    + " coarsened in the bare loop's JIT log, " + Numbers.fixed(engineCoarsened, 0)
                    + " in the engine's): with lock elimination off the bare loop costs " + Numbers.fixed(bareOff, 1)
                    + " ns per meal, not " + Numbers.fixed(bareOn, 1);
        }

        /** What the JIT log concludes, in words only: its counts and costs are rows ({@link #monitorCost}). */
        String conclusion() {
            return "mechanism, " + Words.dinner(dinner) + ": "
                    + (explains()
                            ? "C2 coarsens the bare loop's monitor enters and not the engine's, and with lock"
                                    + " elimination off the bare loop costs more per meal"
                            : "the JIT log does not explain what the bare loop costs")
                    + " (JIT log, -XX:+LogCompilation)";
        }
    }

    /** {@link Coarsening} of {@code dinner} ("synchronized/virtual"), where the set's monitors record counted it. */
    private static Optional<Coarsening> coarsening(ResultSet set, String dinner) {
        String[] parts = dinner.split("/");
        return set.evidence(MONITORS, MonitorCost.KIND).flatMap(record -> {
            List<EvidenceRecord.Row> mine = of(jvms(record), parts[0], parts[1]);
            List<Double> bareCoarsened = values(mine, BARE, MonitorCost.ON, MonitorCost.COARSENED);
            List<Double> engineCoarsened = values(mine, ENGINE, MonitorCost.ON, MonitorCost.COARSENED);
            List<Double> bareOn = values(mine, BARE, MonitorCost.ON, MonitorCost.EATING_NS_PER_MEAL);
            List<Double> bareOff = values(mine, BARE, MonitorCost.OFF, MonitorCost.EATING_NS_PER_MEAL);
            // Read only where the engine's costs were measured too, on and off.
            if (bareCoarsened.isEmpty() || engineCoarsened.isEmpty() || bareOn.isEmpty() || bareOff.isEmpty()
                    || at(mine, ENGINE, MonitorCost.ON).isEmpty() || at(mine, ENGINE, MonitorCost.OFF).isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new Coarsening(dinner, median(bareCoarsened), median(engineCoarsened), median(bareOn),
                    median(bareOff)));
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
        // Coarsening is a monitor's: a ReentrantLock row's count is the synchronized branch compiled beside it in the
        // same bare loop, never run.
        return Stream.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)
                .flatMap(kind -> coarsening(set, LockImplementation.SYNCHRONIZED.id() + "/" + kind.id()).stream())
                .map(Coarsening::conclusion).toList();
    }

    /** Claim 6's rows beside its comparisons, all context. */
    static List<Row> monitorRows(ResultSet set) {
        return Stream.of(engineOverFloor(set), bareFloors(set), monitorCost(set), sleepCost(set)).flatMap(List::stream)
                .toList();
    }

    /**
     * What the harness adds per meal: the noop all-full dinner's eating ns per meal over the engine-free floor's
     * ({@code LockFloorBenchmark}, the same table with nothing else), both from the one run that has both, so that
     * synchronized against ReentrantLock can be read without the engine.
     */
    private static List<Row> engineOverFloor(ResultSet set) {
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
                    Words.dinner(pair.a()) + ", bare (no engine)", Words.dinner(pair.b()) + ", bare (no engine)", NA,
                    Words.size(a.get().philosophers(), a.get().meals()),
                    "JMH LockFloorBenchmark, all full: the same locks with no engine around them").ratio(CONTEXT, NA,
                            Words.quantity(Quantity.EATING), "ns", a.get().nanosPerMeal(), b.get().nanosPerMeal(),
                            a.get().nanosPerMeal() / b.get().nanosPerMeal()));
        }
        return rows;
    }

    /**
     * From {@code ./philosophers monitors}, per lock and thread kind, in the engine and bare: the eating ns per meal
     * with the JIT's lock elimination on and off, in each JVM and their median (the JVM is the unit), then what the
     * profiler, JFR and the JIT log counted.
     */
    private static List<Row> monitorCost(ResultSet set) {
        List<Row> out = new ArrayList<>();
        set.evidence(MONITORS, MonitorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = jvms(record);
            String size = sizeOf(record);
            for (ThreadKind kind : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
                for (Implementation implementation : MonitorCost.LOCKS) {
                    String lock = implementation.id();
                    List<EvidenceRecord.Row> mine = of(rows, lock, kind.id());
                    if (mine.isEmpty()) {
                        continue;
                    }
                    String id = lock + "/" + kind.id();
                    Optional<Coarsening> coarsened = implementation == LockImplementation.SYNCHRONIZED
                            ? coarsening(set, id)
                            : Optional.empty();
                    for (MonitorCost.Dinner dinner : MonitorCost.Dinner.values()) {
                        boolean bare = dinner == BARE;
                        Place place = new Place(set.name(), ID_MONITORS, Words.meal(NOOP.id()),
                                Words.dinner(id) + (bare ? ", bare (the same locks, no engine)" : ", in the engine"),
                                NA, NA, size, NA);
                        for (String elimination : List.of(MonitorCost.ON, MonitorCost.OFF)) {
                            List<EvidenceRecord.Row> jvms = at(mine, dinner, elimination);
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
                        if (!values(mine, dinner, MonitorCost.ON, MonitorCost.MONITOR_PCT).isEmpty()
                                && !values(mine, dinner, MonitorCost.ON, MonitorCost.INFLATIONS).isEmpty()) {
                            Place on = place.withSettings("./philosophers monitors, lock elimination on, the median"
                                    + " of the JVMs (async-profiler's CPU samples, JFR's events)");
                            for (Figure figure : PROFILE) {
                                out.add(on.row(CONTEXT, NA, figure.quantity(), figure.unit(),
                                        median(values(mine, dinner, MonitorCost.ON, figure.column()))));
                            }
                        }
                        Place jitLog = place.withSettings("./philosophers monitors, lock elimination on, the JIT log"
                                + " (-XX:+LogCompilation), the median of the JVMs");
                        coarsened.ifPresent(c -> out.add(jitLog.row(CONTEXT, NA, "monitor enters C2 coarsened",
                                "enters", bare ? c.bareCoarsened() : c.engineCoarsened())));
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
                            Words.dinner(pair.a()) + ", bare (the monitors run's loop)",
                            Words.dinner(pair.b()) + ", bare (the monitors run's loop)", NA, size,
                            "./philosophers monitors, lock elimination " + elimination + ", medians of the JVMs").ratio(
                                    CONTEXT, NA, Words.quantity(Quantity.EATING), "ns", median(a), median(b),
                                    median(a) / median(b)));
                }
            }
        });
        return out;
    }

    /** Where the CPU went and what JFR counted, per dinner. */
    private static final List<Figure> PROFILE = List.of(
            new Figure(MonitorCost.MONITOR_PCT, "CPU samples in the monitor's slow path in the VM", "%"),
            new Figure(MonitorCost.QUEUE_PCT, "CPU samples in java.util.concurrent.locks", "%"),
            new Figure(MonitorCost.INFLATIONS, "monitor inflations", "per 1,000 meals"),
            new Figure(MonitorCost.BLOCKED_ENTERS, "monitor enters that blocked", "per 1,000 meals"),
            new Figure(MonitorCost.PARKS, "parks", "per 1,000 meals"));

    /** The monitors record's JVMs that measured their eating with {@code meal} (a record without meals: the noop). */
    private static List<EvidenceRecord.Row> jvms(EvidenceRecord record, WorkloadKind meal) {
        return record.rows(MonitorCost.JVMS).stream().filter(r -> r.measured(MonitorCost.EATING_NS_PER_MEAL)
                && (r.has(MonitorCost.MEAL) ? r.text(MonitorCost.MEAL) : NOOP.id()).equals(meal.id())).toList();
    }

    /** The monitors record's noop JVMs that measured their eating. */
    private static List<EvidenceRecord.Row> jvms(EvidenceRecord record) {
        return jvms(record, NOOP);
    }

    /**
     * The sleep's JVMs of the monitors record (a record from before them has none): the engine's dinner of each lock on
     * virtual threads, where the sleep lasts until its thread is back on a carrier. The eating and the CPU per meal,
     * synchronized against ReentrantLock, then where each lock's CPU samples were: the medians of the JVMs.
     */
    private static List<Row> sleepCost(ResultSet set) {
        List<Row> out = new ArrayList<>();
        set.evidence(MONITORS, MonitorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> synchronizedJvms = of(jvms(record, SLEEP), LockImplementation.SYNCHRONIZED.id(),
                    ThreadKind.VIRTUAL.id());
            List<EvidenceRecord.Row> reentrantLockJvms = of(jvms(record, SLEEP), LockImplementation.REENTRANT_LOCK.id(),
                    ThreadKind.VIRTUAL.id());
            if (synchronizedJvms.isEmpty() || reentrantLockJvms.isEmpty()) {
                return;
            }
            String size = Words.size(Place.philosophersOf(record),
                    median(synchronizedJvms.stream().map(r -> r.number(MonitorCost.MEALS_EACH)).toList()));
            String how = "./philosophers monitors, the sleep's JVMs, lock elimination on, ";
            String pairHow = how + "medians of " + Numbers.count(synchronizedJvms.size()) + " and "
                    + Numbers.count(reentrantLockJvms.size()) + " JVMs";
            Place pair = new Place(set.name(), ID_MONITORS, Words.meal(SLEEP.id()),
                    Words.dinner(LockImplementation.SYNCHRONIZED.id() + "/" + ThreadKind.VIRTUAL.id()),
                    Words.dinner(LockImplementation.REENTRANT_LOCK.id() + "/" + ThreadKind.VIRTUAL.id()), NA, size,
                    pairHow);
            for (Figure figure : List.of(
                    new Figure(MonitorCost.EATING_NS_PER_MEAL, Words.quantity(Quantity.EATING), "ns"), CPU_PER_MEAL)) {
                List<Double> a = values(synchronizedJvms, figure.column());
                List<Double> b = values(reentrantLockJvms, figure.column());
                if (!a.isEmpty() && !b.isEmpty()) {
                    out.add(pair.ratio(CONTEXT, NA, figure.quantity(), figure.unit(), median(a), median(b),
                            median(a) / median(b)));
                }
            }
            for (List<EvidenceRecord.Row> mine : List.of(synchronizedJvms, reentrantLockJvms)) {
                Place place = new Place(set.name(), ID_MONITORS, Words.meal(SLEEP.id()),
                        Words.dinner(mine.getFirst().text(MonitorCost.LOCK) + "/" + ThreadKind.VIRTUAL.id()), NA, NA,
                        size, how + "the median of " + Numbers.count(mine.size())
                                + " JVMs (async-profiler's CPU samples, JFR's events)");
                for (Figure figure : SLEEP_PROFILE) {
                    List<Double> values = values(mine, figure.column());
                    if (!values.isEmpty()) {
                        out.add(place.row(CONTEXT, NA, figure.quantity(), figure.unit(), median(values)));
                    }
                }
            }
        });
        return out;
    }

    /** The CPU time per meal, from the profiler's samples. */
    private static final Figure CPU_PER_MEAL = new Figure(MonitorCost.CPU_US_PER_MEAL,
            "CPU time per meal (async-profiler's samples, one a ms of CPU)", "µs");

    /** Where the sleep's CPU went, per lock. */
    private static final List<Figure> SLEEP_PROFILE = List.of(
            new Figure(MonitorCost.QUEUE_PCT, "CPU samples in java.util.concurrent.locks", "%"),
            new Figure(MonitorCost.MONITOR_PCT, "CPU samples in the monitor's slow path in the VM", "%"),
            new Figure(MonitorCost.SCHEDULER_PCT, "CPU samples in the virtual-thread scheduler", "%"),
            new Figure(MonitorCost.PARKS, "parks", "per 1,000 meals"));

    /** The measured values of {@code key} in {@code rows}. */
    private static List<Double> values(List<EvidenceRecord.Row> rows, String key) {
        return rows.stream().filter(r -> r.measured(key)).map(r -> r.number(key)).toList();
    }

    /**
     * The bare loop's eating ns per meal of {@code dinner} in each JVM of the monitors record, at {@code elimination}.
     */
    private static List<Double> bareLoop(List<EvidenceRecord.Row> rows, Dinner dinner, String elimination) {
        return values(of(rows, dinner.implementation().id(), dinner.threads().id()), BARE, elimination,
                MonitorCost.EATING_NS_PER_MEAL);
    }

    /** The monitors record's rows of one lock on one thread kind. */
    private static List<EvidenceRecord.Row> of(List<EvidenceRecord.Row> rows, String lock, String threads) {
        return rows.stream()
                .filter(r -> r.text(MonitorCost.LOCK).equals(lock) && r.text(MonitorCost.THREADS).equals(threads))
                .toList();
    }

    /** The JVMs of one dinner at one setting of lock elimination (all measured their eating: {@link #jvms}). */
    private static List<EvidenceRecord.Row> at(List<EvidenceRecord.Row> rows, MonitorCost.Dinner dinner,
            String elimination) {
        return rows.stream().filter(r -> r.text(MonitorCost.DINNER).equals(dinner.id())
                && r.text(MonitorCost.LOCK_ELIMINATION).equals(elimination)).toList();
    }

    private static List<Double> values(List<EvidenceRecord.Row> rows, MonitorCost.Dinner dinner, String elimination,
            String key) {
        return at(rows, dinner, elimination).stream().filter(r -> r.measured(key)).map(r -> r.number(key)).toList();
    }
}
