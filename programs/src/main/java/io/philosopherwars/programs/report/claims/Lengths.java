package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.PLATFORM;
import static io.philosopherwars.programs.report.claims.Claims.VIRTUAL;
import io.philosopherwars.core.Pool;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How long a CPU-bound critical section may be (question 25): spins of each length the lengths family asked, every meal
 * clocked, under each lock, virtual threads against platform threads and against a fixed pool of one thread per core,
 * time per meal on fixed work, in the same blocks, at each CPU count measured.
 * <p>
 * <b>The pick and its error rate.</b> The answer at a CPU count is one pick out of many comparisons, made by a fixed
 * sequence declared before the data: from the shortest length up, virtual threads help at a length where every
 * comparison there is decided faster for them (an intersection: no comparison is spent on its own), and the walk goes
 * on to the next length only where they help. So the chance that "they help up to X µs" names a length where they do
 * not in truth help stays at one comparison's error rate, 5%, however many lengths and comparisons were measured. At
 * the length where the walk stops, a comparison decided against them (slower, or equal within the margin) says they
 * stop helping there, at 5% a comparison; where none there is decided, the answer is not decided at that length.
 */
final class Lengths {
    private Lengths() {
    }

    static final String ID = "criticalSection";

    private static final List<LockImplementation> LOCKS = List.of(LockImplementation.REENTRANT_LOCK,
            LockImplementation.SYNCHRONIZED);

    /** What virtual threads are compared with under a lock, in the question's words. */
    private record Other(String words, Function<LockImplementation, Dinner> dinner) {
    }

    private static final List<Other> OTHERS = List.of(new Other(PLATFORM, Dinner::platform),
            new Other("a pool of the cores", lock -> Dinner.pooled(lock, Pool.DEFAULT.size(), Pool.Queue.LINKED)));

    /** The clocked spins' secondary metric: the mean meal length of a dinner, µs ({@code DinnerMetrics}). */
    static final String MEAL_MICROS = "mealMicros";

    static Judgement criticalSection(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        boolean answered = false;
        for (int cpus : Claim.cpuCounts(set)) {
            Walk walk = walk(set, cpus);
            rows.addAll(walk.rows(set.name()));
            answered |= walk.answered();
        }
        return Judgement.evidence(answered ? Outcome.ANSWERED : Outcome.UNDECIDED,
                rows.isEmpty()
                        ? "spins of several lengths, each clocked, on virtual and platform threads and a pool:"
                                + " `./philosophers publish --only lengths` (about 5 minutes on 2 cores)"
                        : "",
                List.of()).withRows(rows);
    }

    /** The lengths asked (µs) of the set's clocked spin rows on fixed work, shortest first. */
    static List<Long> lengths(ResultSet set) {
        return set.rows().filter(Lengths::clocked).map(r -> Long.parseLong(r.param("micros"))).distinct().sorted()
                .toList();
    }

    private static boolean clocked(JmhRow r) {
        return r.workload() == WorkloadKind.ACTIVE_WAIT && r.stop() == StopRule.ALL_FULL && !r.scaled()
                && "true".equals(r.param(ResultSet.MEAL_CLOCK)) && !r.param("micros").isEmpty();
    }

    /** The clocked spin rows of one length. */
    private static Predicate<JmhRow> ofLength(long micros) {
        return r -> clocked(r) && r.param("micros").equals(Long.toString(micros));
    }

    /** One comparison of the walk: virtual threads over {@code other} under {@code lock}, at one length. */
    record Step(long micros, LockImplementation lock, String other, Comparison comparison) {
        boolean helps() {
            return comparison.verdict() == Verdict.FASTER;
        }

        /** Decided against virtual threads: slower, or equal within the margin. */
        boolean against() {
            return comparison.verdict() == Verdict.SLOWER || comparison.verdict() == Verdict.EQUIVALENT;
        }
    }

    /**
     * The walk at one CPU count: every comparison by length, where it stopped (the length where not every comparison
     * was decided faster for virtual threads; empty where they helped at every length), and the last length they helped
     * at.
     */
    record Walk(Map<Long, List<Step>> steps, Optional<Long> stop, Optional<Long> helpedUpTo) {
        boolean answered() {
            return !steps.isEmpty() && (stop.isEmpty() || steps.get(stop.get()).stream().anyMatch(Step::against));
        }

        /** The answer as the deciding rows word it. */
        String answer() {
            if (stop.isEmpty()) {
                return "use virtual threads: they help at every length measured, up to "
                        + Numbers.count(helpedUpTo.orElseThrow()) + " µs";
            }
            return "virtual threads stop helping at " + Numbers.count(stop.get()) + " µs" + helpedUpTo
                    .map(h -> "; they help up to " + Numbers.count(h) + " µs").orElse(" (the shortest measured)");
        }

        /**
         * Its rows: those of the length where the walk ended decide (those that stopped it, or every one where it never
         * stopped; where none there is decided against virtual threads, the ones not decided faster, each undecided);
         * every other comparison is context.
         */
        List<Row> rows(String set) {
            List<Row> rows = new ArrayList<>();
            long end = stop.orElse(helpedUpTo.orElse(-1L));
            boolean against = stop.isPresent() && steps.get(end).stream().anyMatch(Step::against);
            for (List<Step> atLength : steps.values()) {
                for (Step s : atLength) {
                    boolean decides = s.micros() == end && (stop.isEmpty() || (against ? s.against() : !s.helps()));
                    Row row = Row.of(set, ID, decides ? Row.Role.DECIDES : Row.Role.CONTEXT, Words.NA, s.comparison(),
                            VIRTUAL, s.other());
                    // The answer names its CPUs: two counts' answers are two actions, and the headline says so.
                    String does = !decides ? Words.NA
                            : stop.isEmpty() || against
                                    ? (row.cpus().equals(Words.NA) ? "" : "on " + row.cpus() + ", ") + answer()
                                    : Row.UNDECIDED;
                    Row shown = row.as(ID, row.role(), does).withMeal(meal(s));
                    // A comparison whose own interval looks decided but decides nothing says why beside its faster
                    // side (fresh reader 31 found "virtual threads 1.8x [1.5, 2.1]" under a headline of none decided).
                    if (!decides && stop.isPresent() && s.micros() > end) {
                        shown = shown.untested("not tested: the walk stopped at " + Numbers.count(end) + " µs");
                    } else if (!decides && s.micros() == end && stop.isPresent() && s.helps()) {
                        // Faster for virtual threads where the walk stopped: not enough there (every comparison must
                        // be), or outweighed (another went against them).
                        shown = shown.untested(against
                                ? "alone it decides nothing: another comparison at " + Numbers.count(end)
                                        + " µs went against virtual threads"
                                : "alone it decides nothing: the walk needs every comparison at " + Numbers.count(end)
                                        + " µs");
                    }
                    rows.add(shown);
                }
            }
            return rows;
        }
    }

    /** Every length's comparisons at {@code cpus} (0: the machine's all), walked from the shortest up. */
    static Walk walk(ResultSet set, int cpus) {
        Map<Long, List<Step>> steps = new LinkedHashMap<>();
        for (long micros : lengths(set)) {
            List<Step> atLength = new ArrayList<>();
            for (LockImplementation lock : LOCKS) {
                for (Other other : OTHERS) {
                    set.fixedWork(Dinner.virtual(lock), other.dinner().apply(lock), WorkloadKind.ACTIVE_WAIT, cpus,
                            ofLength(micros))
                            .map(pair -> Comparison.of(pair.run(), pair.a(), pair.b(), Quantity.EATING))
                            .ifPresent(c -> atLength.add(new Step(micros, lock, other.words(), c)));
                }
            }
            if (!atLength.isEmpty()) {
                steps.put(micros, List.copyOf(atLength));
            }
        }
        Optional<Long> stop = Optional.empty();
        Optional<Long> helped = Optional.empty();
        for (Map.Entry<Long, List<Step>> e : steps.entrySet()) {
            if (!e.getValue().stream().allMatch(Step::helps)) {
                stop = Optional.of(e.getKey());
                break; // the walk stops here: the longer lengths are not tested
            }
            helped = Optional.of(e.getKey());
        }
        return new Walk(steps, stop, helped);
    }

    /** {@code spin, 16 µs asked; lasted 16.2 µs (A), 16.4 µs (B), the meal clock's mean}. */
    private static String meal(Step s) {
        return "spin, " + Numbers.count(s.micros()) + " µs asked; lasted " + lasted(s.comparison().a()) + " (A), "
                + lasted(s.comparison().b()) + " (B), the meal clock's mean";
    }

    private static String lasted(Measured m) {
        double us = m instanceof JmhRow row ? row.metric(MEAL_MICROS) : Double.NaN;
        return Double.isFinite(us) ? Numbers.ms(us) + " µs" : "not clocked";
    }

    /**
     * The chart's lines: time per meal against the length asked, one line per lock, thread kind and CPU count, from the
     * walk's comparisons (each side's mean in the blocks both measured); empty where the set has no clocked spins.
     */
    static Map<String, List<double[]>> series(ResultSet set) {
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        for (int cpus : Claim.cpuCounts(set)) {
            for (List<Step> atLength : walk(set, cpus).steps().values()) {
                for (Step s : atLength) {
                    Row row = Row.of(set.name(), ID, Row.Role.CONTEXT, Words.NA, s.comparison(), VIRTUAL, s.other());
                    String where = ", " + row.cpus();
                    String lock = Words.design(s.lock().id());
                    point(lines, lock + ", virtual threads" + where, s.micros(), row.valueA());
                    point(lines, lock + ", " + s.other() + where, s.micros(), row.valueB());
                }
            }
        }
        return lines;
    }

    /** One point of a line, the first value where two comparisons share a side (virtual threads against both). */
    private static void point(Map<String, List<double[]>> lines, String line, long micros, double value) {
        List<double[]> points = lines.computeIfAbsent(line, k -> new ArrayList<>());
        if (Double.isFinite(value) && points.stream().noneMatch(p -> p[0] == micros)) {
            points.add(new double[] { micros, value });
        }
    }
}
