package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Pool;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

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

    static final String ID = "poolSize";

    private static final LockImplementation LOCK = LockImplementation.REENTRANT_LOCK;

    private static final Expectation NOT_SLOWER = Expectation.below(Comparison.MARGIN,
            "the pool not slower by more than the margin");

    static Judgement poolSize(ResultSet set) {
        List<Row> rows = new ArrayList<>();
        List<Row> clock = Waits.mealClock(set);
        int answered = 0;
        for (Ladder ladder : ladders(set)) {
            Comparison deciding = walk(set, ladder.rungs(), rows);
            // Decided, it answered: a pool matched, or the largest was slower.
            answered += NOT_SLOWER.agrees(deciding).isPresent() ? 1 : 0;
            // The talk's meals are timed by JLBH's clock; the ladders' own meals by their rows' clock.
            ladder.talkMeal().map(meal -> little(set, meal, ladder.rungs().getFirst(), clock))
                    .orElseGet(() -> clocked(set, deciding)).ifPresent(rows::add);
        }
        boolean measured = !rows.isEmpty();
        // Why the JDBC query's pick is what it is: its query path, where the set measured it (context).
        List<Row> queryPath = QueryPath.rows(set, ID);
        rows.addAll(queryPath);
        // A question with no side to take: its deciding rows name the pick, meal by meal. A set without the ladders
        // of every blocking meal at one table says it waits for them, whatever else it has.
        String ladders = "the ladders of every blocking meal at " + ResultSet.LADDER_PHILOSOPHERS + " × "
                + ResultSet.LADDER_MEALS + " (sleeps of 16 µs and 1 ms, a read from the disk, the JDBC query):"
                + " `./philosophers publish --only ladders,jdbc-ladder` (about 8 minutes on 2 cores)";
        return Judgement
                .evidence(answered == 0 ? Outcome.UNDECIDED : Outcome.ANSWERED,
                        !measured ? "ReentrantLock on pools of " + String.join(", ", Claims.POOL_LADDER)
                                + " the cores beside virtual threads: `./philosophers publish --only pools`; " + ladders
                                : ladderMeals(set).isEmpty() ? ladders : "",
                        queryPath.isEmpty() ? List.of() : List.of(QueryPath.RECORD))
                .withRows(rows);
    }

    /**
     * The declared walk down one ladder (largest pool first), its rows added to {@code rows}: the pick decides, or,
     * where none was picked, the largest pool's comparison; every other rung is context. Returns the rung that decides.
     */
    private static Comparison walk(ResultSet set, List<Comparison> ladder, List<Row> rows) {
        Optional<Comparison> pick = Optional.empty();
        for (Comparison c : ladder) {
            if (!NOT_SLOWER.agrees(c).orElse(false)) {
                break; // the walk stops here: the smaller pools are not tested
            }
            pick = Optional.of(c);
        }
        boolean largestDecided = NOT_SLOWER.agrees(ladder.getFirst()).isPresent();
        Comparison deciding = pick.orElse(ladder.getFirst());
        // A pool's size means something only against the philosophers it serves: the action names them.
        String philosophers = Words.philosophers(ladder.getFirst().a());
        String at = philosophers.isEmpty() ? "" : ", at " + philosophers + " philosophers";
        String does = pick.map(c -> {
            int each = threadEach(c);
            return (each > 0
                    ? "use a platform thread for each philosopher, a fixed pool of " + Numbers.count(each)
                            + " threads for " + philosophers + " philosophers"
                    : "use " + Words.side(c.a()).replace(Words.design(LOCK.id()) + ", ", "") + at)
                    + ": the smallest pool measured that matches virtual threads";
        }).orElseGet(
                () -> largestDecided
                        ? "use virtual threads" + at + ": no pool measured, up to "
                                + Pool.size(ladder.getFirst().a() instanceof JmhRow row ? row.pool() : Words.NA)
                                + " the cores, matches them"
                        : Row.undecided(Comparison.MARGIN));
        // The rungs below the one the walk stopped at were not tested: each says so where it is printed, since its
        // own interval, one comparison of the ladder's with no share of the walk's error rate, can look decided (fresh
        // readers 30 and 31: "not decided" above a pool of 4 threads 1.2x [1.05, 1.4] faster on the JDBC query).
        int stoppedAt = pick.map(p -> ladder.indexOf(p) + 1).orElse(0);
        String untested = stoppedAt < ladder.size() ? "not tested: the walk stopped at a larger pool ("
                + Pool.size(ladder.get(stoppedAt).a() instanceof JmhRow row ? row.pool() : Words.NA) + " the cores)"
                : "";
        for (int i = 0; i < ladder.size(); i++) {
            Comparison c = ladder.get(i);
            boolean decides = c == deciding;
            Row row = Row.of(set.name(), ID, decides ? Row.Role.DECIDES : Row.Role.CONTEXT, decides ? does : Words.NA,
                    c, "the pool", "virtual threads");
            rows.add(i > stoppedAt ? row.untested(untested) : row);
        }
        return deciding;
    }

    /**
     * The picked pool's threads where it has at least as many as the table has philosophers, else 0 (and where the
     * philosophers or the CPUs are unknown): the pick is then a thread per task, not a pool sized below it, and its
     * action says so first ({@code use a platform thread for each philosopher, a fixed pool of 512 threads for 200
     * philosophers}; fresh reader 32 read 512 threads for 200 philosophers as a pool size to copy, and reader 35 still
     * did behind "a thread for each").
     */
    private static int threadEach(Comparison c) {
        if (!(c.a() instanceof JmhRow row) || row.cpus() <= 0) {
            return 0;
        }
        double philosophers = Place.parsed(row.param("philosophers"));
        int threads = Words.poolThreads(Pool.size(row.pool()), row.cpus());
        return philosophers > 0 && threads >= philosophers ? threads : 0;
    }

    /**
     * One meal's ladder: its rungs (largest pool first, at least two), and the meal where it is one of the talk's at
     * the talk's table (empty for the ladders' own table, whose meals are clocked).
     */
    record Ladder(List<Comparison> rungs, Optional<WorkloadKind> talkMeal) {
    }

    /**
     * Every ladder the set has: each blocking meal of the talk at its table (a single size is claim 18's, no ladder),
     * then each meal of the ladders' own table.
     */
    static List<Ladder> ladders(ResultSet set) {
        List<Ladder> ladders = new ArrayList<>();
        for (WorkloadKind meal : WorkloadKind.values()) {
            if (meal.mealClass() == WorkloadKind.MealClass.BLOCKING) {
                ladders.add(
                        new Ladder(ladder(set, ResultSet.UNCLOCKED.and(r -> r.workload() == meal)), Optional.of(meal)));
            }
        }
        ladderMeals(set).forEach(meal -> ladders.add(new Ladder(ladder(set, meal), Optional.empty())));
        return ladders.stream().filter(l -> l.rungs().size() >= 2).toList();
    }

    /** The pool sizes measured for the rows {@code where} keeps, largest first, each against virtual threads. */
    static List<Comparison> ladder(ResultSet set, Predicate<JmhRow> where) {
        WorkloadKind meal = set.rows().filter(where).map(JmhRow::workload).findFirst().orElse(null);
        List<Comparison> ladder = new ArrayList<>();
        if (meal == null) {
            return ladder;
        }
        for (String size : Claims.POOL_LADDER.reversed()) {
            set.fixedWork(Dinner.pooled(LOCK, size, Pool.Queue.LINKED), Dinner.virtual(LOCK), meal, 0, where)
                    .map(pair -> Comparison.of(pair.run(), pair.a(), pair.b(), Quantity.EATING, Comparison.MARGIN))
                    .ifPresent(ladder::add);
        }
        return ladder;
    }

    /**
     * The ladders' meals (publish's {@code ladders} and {@code jdbc-ladder} families): the clocked fixed-work rows at
     * their table, one predicate per meal (its kind, its length asked, its name), in the order first measured.
     */
    static List<Predicate<JmhRow>> ladderMeals(ResultSet set) {
        Map<String, Predicate<JmhRow>> meals = new LinkedHashMap<>();
        set.rows().filter(PoolSize::onLadder).forEach(row -> {
            String key = row.work() + "|" + row.param("micros");
            meals.putIfAbsent(key, r -> onLadder(r) && (r.work() + "|" + r.param("micros")).equals(key));
        });
        return List.copyOf(meals.values());
    }

    private static boolean onLadder(JmhRow r) {
        return r.stop() == StopRule.ALL_FULL && !r.scaled() && "true".equals(r.param(ResultSet.MEAL_CLOCK))
                && r.param("philosophers").equals(String.valueOf(ResultSet.LADDER_PHILOSOPHERS))
                && r.param("allFullMeals").equals(String.valueOf(ResultSet.LADDER_MEALS))
                && (r.workload() == WorkloadKind.YOUR_MEAL
                        || r.workload().mealClass() == WorkloadKind.MealClass.BLOCKING);
    }

    /**
     * Little's law on a clocked ladder: a pool keeps virtual threads' pace only with as many threads as are busy at
     * once at that pace, threads = meals per second on virtual threads × the time a philosopher is busy per meal there
     * (the meal and the wait for the chopsticks before it, both by the meal clock on virtual threads). A philosopher's
     * first meal has no previous one to wait from, so its wait (the start, and on an unfair lock the neighbour that
     * eats several meals in a row) is not clocked. It is what a pool needs only where a meal lasts as long on the pool:
     * a JDBC query on a server that shares the CPUs is faster with fewer in flight, and at 200 x 10 on the AMD set a
     * pool of 4 threads beat virtual threads where the count said 51, so the row names it as the threads busy on
     * virtual threads, never as a bound.
     */
    private static Optional<Row> clocked(ResultSet set, Comparison c) {
        if (!(c.b() instanceof JmhRow virtual)) {
            return Optional.empty();
        }
        double meal = virtual.metric(Lengths.MEAL_MICROS);
        double wait = virtual.metric(MEAL_WAIT_MICROS);
        Row rung = Row.of(set.name(), ID, Row.Role.CONTEXT, Words.NA, c, "the pool", "virtual threads");
        double perMeal = rung.valueB();
        if (!Double.isFinite(meal) || !Double.isFinite(wait) || !(perMeal > 0)) {
            return Optional.empty();
        }
        return Optional.of(threads(rung,
                "virtual threads' meals per µs (1 / " + Numbers.ms(perMeal) + " µs a meal) × the time a philosopher"
                        + " is busy per meal on them (" + Numbers.ms(meal) + " µs eating + " + Numbers.ms(wait)
                        + " µs waiting for the chopsticks, the meal clock's means)",
                "threads busy at once on virtual threads, by Little's law (a pool's need where its meals last as long)",
                (meal + wait) / perMeal));
    }

    /** A count of threads by Little's law beside a rung, {@code how} it was counted in side A's place. */
    private static Row threads(Row rung, String how, String quantity, double threads) {
        return new Place(rung.set(), ID, rung.meal(), how, Words.NA, rung.cpus(), rung.size(), rung.settings()).judged(
                Row.Role.CONTEXT, Words.NA, quantity, "threads", threads, Double.NaN, Double.NaN, Words.NA, Words.NA,
                rung.forksB(), 0);
    }

    /**
     * The chart's lines: time per meal (µs) against the pool's threads, one line of pools and one of virtual threads
     * (each rung's virtual-thread side, as measured in the blocks it shared with that pool) per meal and table; empty
     * where the set has no ladder.
     */
    static Map<String, List<double[]>> series(ResultSet set) {
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        for (Ladder ladder : ladders(set)) {
            for (Comparison c : ladder.rungs().reversed()) {
                if (!(c.a() instanceof JmhRow pool)) {
                    continue;
                }
                Row row = Row.of(set.name(), ID, Row.Role.CONTEXT, Words.NA, c, "the pool", "virtual threads");
                String micros = pool.param("micros");
                String name = pool.work() + (micros.isEmpty() ? "" : " " + micros + " µs") + ", " + row.size();
                double threads = Words.poolThreads(Pool.size(pool.pool()), pool.cpus());
                lines.computeIfAbsent(name + ": a pool", k -> new ArrayList<>())
                        .add(new double[] { threads, row.valueA() });
                lines.computeIfAbsent(name + ": virtual threads", k -> new ArrayList<>())
                        .add(new double[] { threads, row.valueB() });
            }
        }
        return lines;
    }

    /** The clocked rows' secondary metric ({@code DinnerMetrics}) beside a meal's length: its mean wait, µs. */
    private static final String MEAL_WAIT_MICROS = "mealWaitMicros";

    /**
     * Little's law's count of threads for {@code meal}: its length on a pool's threads by the meal clock (the median
     * over the pools it timed; a platform thread's where it timed no pool) over the time per meal on virtual threads;
     * empty where the clock did not time this meal. A pool's thread sleeps as a platform thread does, so its meal lasts
     * what the pool's clock says, not what the same sleep lasts on a virtual thread.
     */
    private static Optional<Row> little(ResultSet set, WorkloadKind meal, Comparison c, List<Row> clock) {
        String asked = Words.meal(meal.id()).split(",")[0];
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
        Row rung = Row.of(set.name(), ID, Row.Role.CONTEXT, Words.NA, c, "the pool", "virtual threads");
        double perMeal = rung.valueB();
        return Optional.of(threads(rung,
                "the meal's length " + where + " (" + Numbers.count(Math.round(length)) + " µs, p50) over the time per"
                        + " meal on virtual threads (" + Numbers.ms(perMeal) + " µs)",
                "threads a pool needs by Little's law, at least (without the wait for the chopsticks)",
                length / perMeal));
    }
}
