package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.MealStats;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every cell of the matrix, with the workload audited: neighbours never eat together, each eater holds both chopsticks,
 * meal counts add up, no thread survives the dinner. The timeout is the deadlock check; the dinner's own time limit is
 * shorter, so a stuck dinner fails with its own message first. (The talk's 1,000 philosophers and more are the scale
 * dinners', {@code -Pscale}.)
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerMatrixTest {
    /**
     * 200 philosophers, not the talk's 1,000: what a cell checks (the audit, exact meal counts, the thread kind, no
     * thread left) holds at any table where philosophers outnumber what they share (2 cores' carriers, a pool of a
     * thread per core, vert.x's event loops) by far, as 200 do; at 1,000 the 144 cells cost 38-58 s of the build, most
     * of it 1,000 platform threads contending for 2 cores and 1,000 sleepers taking turns.
     */
    static final int PHILOSOPHERS = 200;
    /** Meals the first-full winner eats: 200 by default, the talk's 10,000 with {@code -Pfull-repetitions}. */
    static final int FIRST_FULL_MEALS = Integer.getInteger("philosophers.firstFullMeals", 200);
    /**
     * All full feeds every philosopher: 200 x 10 meals, 2,000 audited meals a cell, keeps the sleep and active-wait
     * rows within the test budget; what is checked (everybody ate exactly its meals) does not depend on the count.
     */
    static final int ALL_FULL_MEALS = 10;
    static final Duration TIME_LIMIT = Duration.ofSeconds(120);

    @ParameterizedTest(name = "{0} {1} {2} firstFull [{3}/{4}]")
    @MethodSource("io.philosopherwars.tests.Matrix#cells")
    void firstFullFinisherAteExactlyItsMealsAndNobodyMore(Implementation implementation, ThreadKind threads,
            WorkloadKind workload, int repetition, int repetitions) {
        DinnerResult result = Tables
                .serveAudited(spec(implementation, threads, workload, StopRule.FIRST_FULL, FIRST_FULL_MEALS));
        Tables.assertNoVertxThreadAlive();

        MealStats meals = result.meals();
        assertEquals(FIRST_FULL_MEALS, meals.max(), "the finisher ate exactly its meals, nobody more");
        assertTrue(result.setupNanos() > 0 && result.eatingNanos() > 0 && result.leavingNanos() > 0,
                "all three phases are timed");
    }

    @ParameterizedTest(name = "{0} {1} {2} allFull [{3}/{4}]")
    @MethodSource("io.philosopherwars.tests.Matrix#cells")
    void allFullFeedsEveryPhilosopherExactlyItsMeals(Implementation implementation, ThreadKind threads,
            WorkloadKind workload, int repetition, int repetitions) {
        DinnerResult result = Tables
                .serveAudited(spec(implementation, threads, workload, StopRule.ALL_FULL, ALL_FULL_MEALS));

        MealStats meals = result.meals();
        assertEquals(ALL_FULL_MEALS, meals.min(), "least fed philosopher");
        assertEquals(ALL_FULL_MEALS, meals.max(), "most fed philosopher");
        assertEquals(0, meals.neverAte());
        assertEquals((long) PHILOSOPHERS * ALL_FULL_MEALS, meals.total());
        assertEquals(1.0, meals.fairness(), 1e-9);
    }

    private static DinnerSpec spec(Implementation implementation, ThreadKind threads, WorkloadKind workload,
            StopRule stopRule, int meals) {
        return new DinnerSpec(implementation, threads, workload.create(), PHILOSOPHERS, meals, stopRule, TIME_LIMIT);
    }
}
