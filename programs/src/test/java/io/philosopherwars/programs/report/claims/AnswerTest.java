package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.claims.Condition.Axis;
import io.philosopherwars.programs.report.claims.Condition.Finding;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AnswerTest {
    private static final Claim.Ask POOL = new Claim.Ask("A pool or virtual threads?", "the pool", "virtual threads",
            "a pool does as well", "use virtual threads");

    private static Finding ratio(double ratio, Verdict verdict) {
        Map<Axis, String> where = new EnumMap<>(Axis.class);
        where.put(Axis.IMPLEMENTATION, "reentrantLock");
        where.put(Axis.WORKLOAD, "sleep");
        where.put(Axis.POOL_SIZE, "1x");
        return new Finding(where, Optional.of(false), "row", ratio, verdict, Quantity.EATING);
    }

    @Test
    void aMagnitudeNamesTheFasterSideWithItsRangeAndMedianNeverARatioBelowOne() {
        assertEquals("virtual threads 10-30x (median 18x) faster (time per meal)", Answer.magnitude(POOL,
                List.of(ratio(10.3, Verdict.SLOWER), ratio(18.2, Verdict.SLOWER), ratio(29.7, Verdict.SLOWER))));
        assertEquals("the pool 1.2x faster (time per meal)",
                Answer.magnitude(POOL, List.of(ratio(1 / 1.2, Verdict.FASTER))));
        // Groups of several kinds each say how many they hold; equivalence is said as the margin.
        assertEquals("the pool 1.6x faster in 1, equal within 5% in 2 (time per meal)", Answer.magnitude(POOL, List
                .of(ratio(0.625, Verdict.FASTER), ratio(0.99, Verdict.EQUIVALENT), ratio(1.01, Verdict.EQUIVALENT))));
        // A comparison decided against a magnitude but not against one does not name a faster side.
        assertTrue(Answer.magnitude(POOL, List.of(ratio(1.03, Verdict.UNDECIDED)))
                .startsWith("within 1.03x either way, direction not decided"));
    }

    @Test
    void anExceptionIsNamedByItsRowOnceWhateverItsQuantities() {
        Finding eating = ratio(1.36, Verdict.SLOWER);
        Finding dinner = new Finding(eating.where(), eating.agrees(), "row", 1.35, Verdict.SLOWER, Quantity.DINNER);
        assertEquals("reentrantLock, sleep, pool 1x: virtual threads 1.4x faster (time per meal and time per dinner)",
                Answer.exceptionWords(POOL, List.of(eating, dinner), false));
    }

    @Test
    void theAnswersRoundTripThroughTheirVersionedJson() {
        Answer answer = new Answer("pooled", "holds in part", "A pool?",
                List.of(new Answer.Part("use virtual threads", "with blocking meals", false, 3,
                        "virtual threads 2x" + " faster (time per meal)", 2, 1.5, 3,
                        List.of(new Condition.Test(Axis.POOL_SIZE, java.util.Set.of(), 4, false)))),
                "", List.of(), true, List.of(1, 2), "3 of 4 comparisons decided", 3, 4, "Use virtual threads.");
        assertEquals(List.of(answer), Answer.read(Answer.json(List.of(answer))));
        assertTrue(Answer.json(List.of(answer)).contains("\"format\": \"" + Answer.FORMAT + "\""));
    }
}
