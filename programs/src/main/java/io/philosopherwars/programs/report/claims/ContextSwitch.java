package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.PLATFORM;
import static io.philosopherwars.programs.report.claims.Claims.VIRTUAL;
import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Words.NA;
import static io.philosopherwars.programs.report.claims.Claims.TWO_ORDERS;
import static io.philosopherwars.programs.report.claims.Claims.threadPairs;
import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.RingRow;
import io.philosopherwars.programs.report.stats.Numbers;

/**
 * Claim 2, a context switch on virtual threads against one on platform threads: the hand-off ring decides, judged
 * against the magnitude the sentence names; the dinners' eating phase, the kernel's switches and the unmounts per meal
 * stand beside it, deciding nothing.
 */
final class ContextSwitch {
    private ContextSwitch() {
    }

    /**
     * A context switch is measured by the hand-off ring: where the set has it, the ring decides (each hand-off wakes a
     * blocked thread) and the dinners' eating phase is shown beside it; without it the claim waits, because a dinner's
     * eating mixes hand-offs with lock traffic, meals and scheduling.
     */
    static Judgement contextSwitch(ResultSet set) {
        List<Comparison> ring = set.handOffs().stream()
                .map(p -> Comparison.of(p.run(), p.a(), p.b(), Quantity.HAND_OFF, TWO_ORDERS)).toList();
        List<Comparison> eating = Claim.resolve(set, threadPairs(LOCKS, List.of(NOOP), Quantity.EATING));
        if (ring.isEmpty()) {
            return Judgement.of(eating, Expectation.of(Verdict.FASTER),
                    "a direct context-switch measure: the hand-off ring (`HandOffBenchmark`) measured in this set"
                            + " (the controls issue, part 2)",
                    List.of()).withRows(setupShare(set));
        }
        // Beside the ring: the dinners' eating phase, which is not a context-switch measure.
        List<Row> rows = new ArrayList<>(eating.stream().map(c -> contextRow(set, c)).toList());
        for (Comparison c : ring) {
            if (c.b() instanceof RingRow platform && !Double.isNaN(platform.switchesPerHop())) {
                rows.add(Place.of(set.name(), CLAIM, platform, Words.size(platform), Row.settings(platform)).row(
                        CONTEXT, NA, "kernel context switches per hand-off", "switches", platform.switchesPerHop()));
            }
        }
        rows.addAll(setupShare(set));
        rows.addAll(switchesPerMeal(set));
        rows.addAll(unmountsPerMeal(set));
        // The direction alone, each ring comparison against a ratio of one.
        set.handOffs().forEach(p -> rows.add(contextRow(set, Comparison.of(p, Quantity.HAND_OFF))));
        return Judgement.of(ring, Expectation.below(TWO_ORDERS, "two orders of magnitude cheaper, rounded")
                .vetoing(ContextSwitch::noSwitch), "", List.of()).withRows(rows);
    }

    /** A virtual against platform comparison as a row beside the claim's. */
    private static Row contextRow(ResultSet set, Comparison c) {
        return Row.of(set.name(), CLAIM, CONTEXT, NA, c, VIRTUAL, PLATFORM);
    }

    private static final String CLAIM = "contextSwitch";

    /** Below this many kernel switches per hand-off, most hand-offs of a platform ring wake nobody who was blocked. */
    static final double BLOCKING = 0.5;

    /**
     * A ring comparison whose platform side hands off without blocking (its receivers spin, and the kernel switches
     * less than {@link #BLOCKING} times per hop) measures no context switch: shown, never counted, and why.
     */
    private static Optional<String> noSwitch(Comparison c) {
        if (c.b() instanceof RingRow platform && platform.switchesPerHop() < BLOCKING) {
            return Optional.of("not a context switch: " + Numbers.fixed(platform.switchesPerHop(), 2)
                    + " kernel switches per hand-off on platform threads, so the receivers mostly never blocked;"
                    + " shown, not counted");
        }
        return Optional.empty();
    }

    /**
     * Inside the dinners: the process's kernel context switches per meal of the eating phase (getrusage, JMH's
     * {@code switchesPerMeal}), the time per meal, and what a platform dinner's eating costs per switch, a measured
     * quotient. A virtual dinner's count is its carriers' switches only (a virtual thread parks without the kernel).
     */
    static List<Row> switchesPerMeal(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (Implementation i : LOCKS) {
            for (ThreadKind kind : List.of(ThreadKind.PLATFORM, ThreadKind.VIRTUAL)) {
                set.fixedRow(new Dinner(i, kind), NOOP, r -> !Double.isNaN(r.metric("switchesPerMeal")))
                        .ifPresent(r -> {
                            double switches = r.metric("switchesPerMeal");
                            double nanos = r.nanosPerMeal();
                            Place place = Place.of(set.name(), CLAIM, r, Words.size(r), Row.settings(r) + ", all full");
                            rows.add(place.row(CONTEXT, NA, kind == ThreadKind.PLATFORM ? KERNEL : CARRIERS, "switches",
                                    switches));
                            rows.add(place.row(CONTEXT, NA, "time per meal", "µs", nanos / 1000));
                            if (kind == ThreadKind.PLATFORM && switches > 0) {
                                rows.add(place.row(CONTEXT, NA, "eating time per kernel context switch", "µs",
                                        nanos / switches / 1000));
                            }
                        });
            }
        }
        return rows;
    }

    private static final String KERNEL = "kernel context switches per meal while eating";
    private static final String CARRIERS = "kernel context switches per meal while eating (carriers only: a virtual"
            + " thread parks without the kernel)";

    /**
     * Inside the virtual dinners: virtual-thread unmounts per meal, from a run with the opt-in unmount agent (the only
     * count of a virtual thread's switches; such a run decides no comparison), beside the kernel's switches of the same
     * run; the eating phase per switch of either kind is then a measured quotient, as on platform threads.
     */
    static List<Row> unmountsPerMeal(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (WorkloadKind workload : List.of(NOOP, SLEEP)) {
            for (Implementation i : List.of(LockImplementation.REENTRANT_LOCK, LockImplementation.SYNCHRONIZED,
                    LockImplementation.PARTITIONED_LOCK)) {
                set.unmountRow(new Dinner(i, ThreadKind.VIRTUAL), workload).ifPresent(r -> {
                    double unmounts = r.metric(RawRun.UNMOUNTS);
                    double kernel = r.metric("switchesPerMeal");
                    double nanos = r.nanosPerMeal();
                    double switches = unmounts + (Double.isNaN(kernel) ? 0 : kernel);
                    Place place = Place.of(set.name(), CLAIM, r, Words.size(r),
                            Row.settings(r) + ", all full, counted with the unmount agent");
                    rows.add(place.row(CONTEXT, NA, "virtual-thread unmounts per meal while eating", "unmounts",
                            unmounts));
                    rows.add(place.row(CONTEXT, NA, CARRIERS, "switches", kernel));
                    rows.add(place.row(CONTEXT, NA, "time per meal", "µs", nanos / 1000));
                    if (switches > 0) {
                        rows.add(place.row(CONTEXT, NA, "eating time per switch of either kind", "µs",
                                nanos / switches / 1000));
                    }
                });
            }
        }
        return rows;
    }

    /**
     * How much of each platform noop dinner is thread start, the quantity a whole-dinner ratio mostly compares: the
     * whole dinner virtual over platform, and the platform dinner's thread start and eating phase.
     */
    static List<Row> setupShare(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        for (Claim.Check check : threadPairs(LOCKS, List.of(NOOP), Quantity.DINNER)) {
            check.resolve(set).ifPresent(c -> {
                Measured p = c.b();
                rows.add(contextRow(set, c));
                Place place = Place.of(set.name(), CLAIM, p, Words.size(p), Row.settings(p));
                rows.add(place.row(CONTEXT, NA, Words.quantity(Quantity.SETUP), Quantity.SETUP.unit(),
                        p.mean(Quantity.SETUP)));
                rows.add(place.row(CONTEXT, NA, "time of the eating phase", Quantity.EATING.unit(),
                        p.mean(Quantity.EATING)));
            });
        }
        return rows;
    }
}
