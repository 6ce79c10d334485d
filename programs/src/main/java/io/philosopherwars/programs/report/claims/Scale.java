package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.VERTX;
import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Claims.median;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Progress;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.results.JmhRow;

/**
 * Claims 10 and 11, read from the scaled sweep: dining at scale (all full, the same meals each at every size) decides
 * whether a design's cost per meal stays flat with the philosophers, and whether a vert.x design froze; the sweep's
 * first-full races are shown beside, deciding nothing.
 */
public final class Scale {
    private Scale() {
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
        int largest = dining.stream().mapToInt(Scale::philosophers).max().orElseThrow();
        List<Condition.Finding> findings = new ArrayList<>();
        List<Growth> reached = new ArrayList<>();
        List<String> short_ = new ArrayList<>();
        for (List<JmhRow> rows : byDinner(dining, LOCKS).values()) {
            Growth g = Growth.of(rows, largest);
            facts.add(g.fact());
            if (g.spans() && g.reached()) {
                reached.add(g);
            } else if (!g.reached()) {
                short_.add(g.small().dinner() + " up to " + Numbers.count(philosophers(g.big())));
            }
            if (!g.spans() || (g.linear() && !g.reached())) {
                continue;
            }
            findings.add(g.finding(g.linear()));
        }
        facts.addAll(firstFullCorner(set));
        return fromFindings(findings, facts).headlined(headline(reached, short_, largest));
    }

    /**
     * What became of an all-full dinner of the sweep that did not finish, told by its progress ({@link Progress}, in
     * the cell's reason): <em>frozen</em> (no meal for {@link Progress#FROZEN_AFTER_SECONDS} s while hungry
     * philosophers remained), <em>slow</em> (still eating at the time limit: {@code slowdown} is its projected eating
     * time over the linear prediction from the largest smaller size it dined at), <em>GC-bound</em> (its stall spent
     * mostly in the collectors' pauses: {@link Progress#gcBound}), <em>failed</em> (a lock time-out or any other
     * failure, with its cause), or a time-out with no progress recorded (an older sweep), which cannot be told either
     * way.
     *
     * @param slowdown
     *            projected eating time over the linear prediction; NaN where either is unknown
     */
    public record Stall(Kind kind, String words, double slowdown) {
        /** The kinds of ending. */
        public enum Kind {
            FROZEN, SLOW, GC, FAILED, UNSAMPLED
        }

        /**
         * {@code cell}'s ending; {@code smaller} is the same dinner's row at the largest size below it that dined (null
         * if none), whose cost per meal gives the linear prediction.
         */
        public static Stall of(FailedCells.Cell cell, JmhRow smaller) {
            Optional<Progress> sampled = Progress.parse(cell.reason());
            if (!cell.timedOut()) {
                String cause = Progress.withoutToken(cell.reason()).replaceFirst("^dinner \\S+ \\d+x\\d+ \\w+:? ", "")
                        .replaceFirst("; progress: .*$", "");
                return new Stall(Kind.FAILED, "failed: " + cause + sampled
                        .map(p -> " (" + p.state().replaceFirst("^(slow|frozen|GC-bound): ", "") + ")").orElse(""),
                        Double.NaN);
            }
            if (sampled.isEmpty() || !sampled.get().sampled()) {
                return new Stall(Kind.UNSAMPLED,
                        "timed out; no progress was recorded (a sweep from before progress sampling), so frozen"
                                + " and slow cannot be told apart",
                        Double.NaN);
            }
            Progress p = sampled.get();
            if (p.gcBound()) {
                return new Stall(Kind.GC,
                        p.state() + ": the collector's pauses filled most of it, so frozen cannot be told", Double.NaN);
            }
            if (p.frozen()) {
                return new Stall(Kind.FROZEN, p.state(), Double.NaN);
            }
            if (p.seconds() < Progress.FROZEN_AFTER_SECONDS || !(p.recentRate() > 0)) {
                return new Stall(Kind.UNSAMPLED, "timed out after " + Numbers.fixed(p.seconds(), 1) + " s of eating, "
                        + p.state() + ": too little to tell frozen from slow", Double.NaN);
            }
            double predicted = smaller == null ? Double.NaN : smaller.nanosPerMeal() * p.served() / 1e9;
            double slowdown = p.projectedSeconds() / predicted;
            return new Stall(Kind.SLOW,
                    p.state() + (Double.isNaN(slowdown) ? ""
                            : ", " + Numbers.factor(slowdown) + "x the " + Numbers.fixed(predicted, 1)
                                    + " s a linear cost from " + Numbers.count(philosophers(smaller))
                                    + " philosophers predicts"),
                    slowdown);
        }

        /**
         * Whether it agrees with "sticks at scale": frozen, or slow past {@link #LINEAR}; empty where it cannot tell.
         */
        Optional<Boolean> sticks() {
            return switch (kind) {
                case FROZEN -> Optional.of(true);
                case SLOW -> Double.isNaN(slowdown) ? Optional.empty() : Optional.of(slowdown > LINEAR);
                case GC, FAILED, UNSAMPLED -> Optional.empty();
            };
        }
    }

    /**
     * The same dinner's all-full row at the smallest size below {@code size} in {@code rows} (smallest first), or null:
     * the linear prediction starts where claim 10's growth does, so that {@link #LINEAR}, a bound over the sweep, is
     * never applied to one step of it.
     */
    public static JmhRow smaller(List<JmhRow> rows, int size) {
        return rows.stream().filter(row -> philosophers(row) < size).findFirst().orElse(null);
    }

    /**
     * Claim 11: a vert.x design freezes at scale when an all-full dinner of it stopped eating before its time limit
     * ({@link Stall}: no meal for {@link Progress#FROZEN_AFTER_SECONDS} s), or sticks when it was still eating but its
     * projected time is past {@link #LINEAR} times the linear prediction, or when its cost per meal over the sizes it
     * dined at grows past {@link #LINEAR}; it does not when it dined at the largest size at a linear cost, or was still
     * eating at a linear pace when the time limit cut it. A failure (a lock time-out) is counted with its cause and
     * decides nothing; a time-out with no progress recorded decides nothing either. A first-full time-out is a race's
     * and is shown beside, deciding nothing.
     */
    static Judgement freezing(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        List<FailedCells.Cell> failed = set.scaledFailures();
        List<String> facts = new ArrayList<>();
        if (dining.isEmpty() && failed.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED, DINING_AT_SCALE, facts, List.of());
        }
        int largest = dining.stream().mapToInt(Scale::philosophers).max().orElse(0);
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, List<JmhRow>> byDinner = byDinner(dining, VERTX);
        // Each dinner's first all-full cell that did not finish (the smallest size): where it stopped dining.
        Map<String, FailedCells.Cell> stopped = new TreeMap<>();
        for (FailedCells.Cell cell : failed) {
            if (VERTX.stream().noneMatch(v -> v.id().equals(cell.implementation()))) {
                continue;
            }
            String dinner = cell.implementation() + "/" + cell.threads();
            int size = ScaledBenchmark.thousands("philosophers", cell.philosophers());
            if (cell.stop().equals(StopRule.ALL_FULL.id())) {
                stopped.merge(dinner, cell,
                        (x, y) -> ScaledBenchmark.thousands("philosophers", x.philosophers()) <= size ? x : y);
            } else if (cell.timedOut()) {
                facts.add(dinner + " timed out at " + Numbers.count(size) + " philosophers x " + cell.meals()
                        + " meals (" + cell.stop() + "): a race's time-out, deciding nothing");
            }
        }
        Set<String> dinners = new TreeSet<>(byDinner.keySet());
        dinners.addAll(stopped.keySet());
        List<String> said = new ArrayList<>();
        List<String> untold = new ArrayList<>();
        for (String dinner : dinners) {
            List<JmhRow> rows = byDinner.getOrDefault(dinner, List.of());
            String[] parts = dinner.split("/");
            Map<Condition.Axis, String> where = new java.util.EnumMap<>(Condition.Axis.class);
            where.put(Condition.Axis.IMPLEMENTATION, parts[0]);
            where.put(Condition.Axis.THREADS, parts[1]);
            FailedCells.Cell cell = stopped.get(dinner);
            if (cell != null) {
                int size = ScaledBenchmark.thousands("philosophers", cell.philosophers());
                Stall stall = Stall.of(cell, smaller(rows, size));
                String at = dinner + " at " + Numbers.count(size) + " philosophers x " + cell.meals() + " meals: ";
                facts.add(at + stall.words());
                if (stall.sticks().isPresent()) {
                    said.add(at + stall.words());
                    findings.add(new Condition.Finding(where, stall.sticks()));
                    continue;
                }
                untold.add(dinner + " at " + Numbers.count(size) + " (" + switch (stall.kind()) {
                    case FAILED -> "it failed";
                    case GC -> "its stall was mostly GC pauses";
                    case SLOW -> "slow, with no smaller size that dined to predict from";
                    default -> Progress.parse(cell.reason()).isPresent() ? "too little eating before its limit to tell"
                            : "a time-out with no progress recorded";
                } + ")");
            }
            Growth g = rows.isEmpty() ? null : Growth.of(rows, largest);
            if (g == null) {
                continue;
            }
            facts.add(g.fact());
            if (g.spans() && (!g.linear() || g.reached())) {
                findings.add(new Condition.Finding(where, Optional.of(!g.linear())));
            }
            if (cell == null && g.spans() && g.reached()) {
                said.add(dinner + " dined at " + Numbers.count(largest) + ", its cost per meal "
                        + Numbers.factor(g.growth()) + "x that at " + Numbers.count(philosophers(g.small())));
            }
        }
        if (!untold.isEmpty()) {
            said.add("frozen or slow cannot be told for " + String.join(", ", untold));
        }
        return fromFindings(findings, facts).headlined(String.join("; ", said));
    }

    /**
     * Claim 10 in one sentence: how much the cost per meal grew from the smallest to the largest table, over the
     * designs that dined at both, and which stopped short.
     */
    private static String headline(List<Growth> reached, List<String> short_, int largest) {
        if (reached.isEmpty()) {
            return "";
        }
        double low = reached.stream().mapToDouble(Growth::growth).min().orElseThrow();
        double high = reached.stream().mapToDouble(Growth::growth).max().orElseThrow();
        return "from " + Numbers.count(philosophers(reached.getFirst().small())) + " to " + Numbers.count(largest)
                + " philosophers the cost per meal became " + Numbers.factor(low)
                + (low == high ? "" : "-" + Numbers.factor(high)) + " times what it was (" + reached.size()
                + " dinners; at most " + Numbers.factor(LINEAR) + " counts as linear)"
                + (short_.isEmpty() ? "" : "; " + String.join(", ", short_) + " (the thread limit)");
    }

    private static final String DINING_AT_SCALE = "dining at scale: all full at every size with the same meals each"
            + " (`./philosophers scale --stop allFull`, the controls issue, part 3)";

    /** The sweep's all-full rows of {@code implementations}, by dinner, smallest table first. */
    private static Map<String, List<JmhRow>> byDinner(List<JmhRow> dining, List<Implementation> implementations) {
        Map<String, List<JmhRow>> byDinner = new TreeMap<>();
        dining.stream().filter(r -> implementations.contains(r.implementation()))
                .sorted(Comparator.comparingInt(Scale::philosophers))
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

    static int philosophers(JmhRow row) {
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

}
