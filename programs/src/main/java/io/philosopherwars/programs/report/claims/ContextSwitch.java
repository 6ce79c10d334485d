package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.TWO_ORDERS;
import static io.philosopherwars.programs.report.claims.Claims.threadPairs;
import static io.philosopherwars.programs.report.claims.Evidence.measured;
import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import java.util.ArrayList;
import java.util.List;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.RingRow;

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
        Expectation twoOrders = Expectation.below(TWO_ORDERS, "two orders of magnitude cheaper, rounded")
                .vetoing(ContextSwitch::noSwitch);
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
        for (Comparison c : ring) {
            if (c.b() instanceof RingRow platform && !Double.isNaN(platform.switchesPerHop())) {
                facts.add(platform.label() + ": " + Numbers.fixed(platform.switchesPerHop(), 2)
                        + " kernel context switches per hand-off");
            }
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

    /** Below this many kernel switches per hand-off, most hand-offs of a platform ring wake nobody who was blocked. */
    static final double BLOCKING = 0.5;

    /**
     * A ring comparison whose platform side hands off without blocking (its receivers spin, and the kernel switches
     * less than {@link #BLOCKING} times per hop) measures no context switch: shown, never counted, and why.
     */
    static java.util.Optional<String> noSwitch(Comparison c) {
        if (c.b() instanceof RingRow platform && platform.switchesPerHop() < BLOCKING) {
            return java.util.Optional.of("not a context switch: " + Numbers.fixed(platform.switchesPerHop(), 2)
                    + " kernel switches per hand-off on platform threads, so the receivers mostly never blocked;"
                    + " shown, not counted");
        }
        return java.util.Optional.empty();
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
                set.fixedRow(new Dinner(i, kind), NOOP, r -> !Double.isNaN(r.metric("switchesPerMeal")))
                        .ifPresent(r -> {
                            double switches = r.metric("switchesPerMeal");
                            double nanos = r.nanosPerMeal();
                            facts.add(r.named() + " noop, all full: " + Numbers.fixed(switches, 4)
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
                    facts.add(r.named() + " " + workload.id() + ", all full, counted with the unmount agent: "
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

    /** How much of each platform noop dinner is thread start: the quantity a whole-dinner ratio mostly compares. */
    static List<String> setupShare(ResultSet set) {
        List<String> facts = new ArrayList<>();
        for (Implementation i : LOCKS) {
            set.fixedWork(Dinner.virtual(i), NOOP, Dinner.platform(i), NOOP)
                    .map(pair -> Comparison.of(pair, Quantity.DINNER)).ifPresent(c -> {
                        Measured p = c.b();
                        facts.add(p.named() + " noop: setup " + Numbers.ms(p.mean(Quantity.SETUP)) + " of "
                                + Numbers.ms(p.mean(Quantity.DINNER)) + " ms per dinner, eating "
                                + Numbers.ms(p.mean(Quantity.EATING)) + "; whole dinner virtual / platform "
                                + c.format() + " (" + c.verdict().id() + ")");
                    });
        }
        return facts;
    }

}
