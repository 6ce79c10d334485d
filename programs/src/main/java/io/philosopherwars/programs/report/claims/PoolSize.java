package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Pool;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Check;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The pool size that matches virtual threads: for each meal, ReentrantLock on fixed pools of every size of
 * {@link Claims#POOL_LADDER} measured beside ReentrantLock on virtual threads, time per meal (the eating phase of fixed
 * work), each comparison tested by the declared looks against the 5% margin ("the pool not slower by 5% or more").
 * <p>
 * <b>The pick and its error rate.</b> The answer is one pick out of several comparisons, so it is made by a fixed
 * sequence declared before the data: from the largest pool measured down, each pool is tested only if every larger one
 * was decided not slower, and the walk stops at the first that is not. The smallest pool reached is the answer. A
 * fixed-sequence procedure keeps the chance of naming any pool that is in truth slower by 5% or more at the error rate
 * of one comparison (5%, two-sided, spent over the looks), whatever the number of pools, because a pool is only tested
 * once every larger one has passed. Where even the largest does not pass, the answer says so, with its gap.
 * <p>
 * <b>Little's law beside it.</b> A pool matches virtual threads only if it has as many threads as are occupied at once
 * at virtual threads' pace: threads = meals per second × the time a meal holds its thread. The meal's own length, as
 * the meal clock measured it on this set, over the time per meal on virtual threads gives that count without the wait
 * for the chopsticks, which a pool's thread also spends blocked: a lower bound, said so in its row.
 */
final class PoolSize {
    private PoolSize() {
    }

    /** The claim's id, the rows' claim. */
    static final String ID = "poolSize";

    private static final LockImplementation LOCK = LockImplementation.REENTRANT_LOCK;

    private static final Expectation NOT_SLOWER = Expectation.below(Comparison.MARGIN,
            "the pool not slower by more than the margin");

    static Judgement poolSize(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        List<Row> clock = Waits.mealClock(set);
        int matched = 0;
        int unmatched = 0;
        for (WorkloadKind meal : WorkloadKind.values()) {
            if (meal.mealClass() != WorkloadKind.MealClass.BLOCKING) {
                continue; // the question is about blocking work; CPU-bound meals are claim 18's
            }
            List<Comparison> ladder = ladder(set, meal);
            if (ladder.size() < 2) {
                continue; // one size is no ladder: claim 18 reads it
            }
            Optional<Comparison> pick = Optional.empty();
            for (Comparison c : ladder) {
                if (!NOT_SLOWER.agrees(c).orElse(false)) {
                    break; // the walk stops here: the smaller pools are not tested
                }
                pick = Optional.of(c);
            }
            if (pick.isPresent()) {
                matched++;
            } else if (NOT_SLOWER.agrees(ladder.getFirst()).isPresent()) {
                unmatched++;
            }
            Comparison deciding = pick.orElse(ladder.getFirst());
            String does = pick.map(c -> "use " + Words.side(c.a()).replace(Words.design(LOCK.id()) + ", ", "")
                    + ": the smallest pool measured that matches virtual threads").orElseGet(
                            () -> NOT_SLOWER.agrees(ladder.getFirst()).isPresent()
                                    ? "use virtual threads: no pool measured, up to "
                                            + Pool.size(pooled(ladder.getFirst())) + " the cores, matches them"
                                    : Row.undecided(Comparison.MARGIN));
            for (Comparison c : ladder) {
                boolean decides = c == deciding;
                rows.add(Row.of(set.name(), ID, decides ? Row.Role.DECIDES : Row.Role.CONTEXT,
                        decides ? does : Words.NA, c, "the pool", "virtual threads"));
            }
            little(set, meal, ladder.getFirst(), clock).ifPresent(rows::add);
        }
        // A question with no side to take: its deciding rows name the pick, meal by meal.
        Outcome outcome = matched + unmatched == 0 ? Outcome.UNDECIDED : Outcome.ANSWERED;
        return Judgement.evidence(outcome,
                rows.isEmpty()
                        ? "ReentrantLock on pools of " + String.join(", ", Claims.POOL_LADDER)
                                + " the cores beside virtual threads: `./philosophers publish --only pools`"
                        : "",
                List.of()).withRows(rows);
    }

    /** The pool sizes measured for {@code meal}, largest first, each against virtual threads on the machine's CPUs. */
    static List<Comparison> ladder(ResultSet set, WorkloadKind meal) {
        List<Comparison> ladder = new ArrayList<>();
        for (String size : Claims.POOL_LADDER.reversed()) {
            NOT_SLOWER.resolve(set, Check.same(Dinner.pooled(LOCK, size, Pool.Queue.LINKED), Dinner.virtual(LOCK), meal,
                    Quantity.EATING)).ifPresent(ladder::add);
        }
        return ladder;
    }

    private static String pooled(Comparison c) {
        return c.a() instanceof io.philosopherwars.programs.report.results.JmhRow row ? row.pool() : Words.NA;
    }

    /**
     * Little's law's count of threads for {@code meal}: its length on a pool's threads by the meal clock (the median
     * over the pools it timed; a platform thread's where it timed no pool) over the time per meal on virtual threads;
     * empty where the clock did not time this meal. A pool's thread sleeps as a platform thread does, so its meal lasts
     * what the pool's clock says, not what the same sleep lasts on a virtual thread.
     */
    private static Optional<Row> little(ResultSet set, WorkloadKind meal, Comparison c, List<Row> clock) {
        String mealWords = Words.meal(meal.id());
        String asked = mealWords.indexOf(',') < 0 ? mealWords : mealWords.substring(0, mealWords.indexOf(','));
        List<Row> timed = clock.stream().filter(r -> r.meal().startsWith(asked)).toList();
        List<Double> pools = timed.stream().filter(r -> r.a().contains("a fixed pool")).map(Row::valueA).toList();
        List<Double> platform = timed.stream().filter(r -> r.a().contains("a platform thread")).map(Row::valueA)
                .toList();
        List<Double> lengths = pools.isEmpty() ? platform : pools;
        if (lengths.isEmpty() || !(c.meanB() > 0)) {
            return Optional.empty();
        }
        double length = Claims.median(lengths);
        String where = pools.isEmpty() ? "on a platform thread" : "on a pool's threads";
        Row row = Row.of(set.name(), ID, Row.Role.CONTEXT, Words.NA, c, "the pool", "virtual threads");
        double perMeal = row.valueB();
        double threads = length / perMeal;
        return Optional.of(new Row(set.name(), ID, Row.Role.CONTEXT, Words.NA, row.meal(),
                "the meal's length " + where + " (" + Numbers.count(Math.round(length)) + " µs, p50) over the time per"
                        + " meal on virtual threads (" + Numbers.ms(perMeal) + " µs)",
                Words.NA, row.cpus(), row.size(),
                "threads a pool needs by Little's law, at least (without the wait for the chopsticks)", "threads",
                threads, Double.NaN, Words.NA, Double.NaN, Double.NaN, Double.NaN, Words.NA, c.forksB(), 0,
                row.settings()));
    }
}
