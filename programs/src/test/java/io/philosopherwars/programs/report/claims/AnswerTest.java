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
        assertEquals("reentrantLock, sleep, a pool of 1x the cores: virtual threads 1.4x faster (time per meal and time"
                + " per dinner)", Answer.exceptionWords(POOL, List.of(eating, dinner), false));
    }

    private static Finding at(String meal, String cpus, double ratio, Verdict verdict, boolean agrees) {
        Map<Axis, String> where = new EnumMap<>(Axis.class);
        where.put(Axis.IMPLEMENTATION, "reentrantLock");
        where.put(Axis.WORKLOAD, meal);
        where.put(Axis.CORES, cpus);
        return new Finding(where, Optional.of(agrees), meal + " at " + cpus, ratio, verdict, Quantity.EATING);
    }

    @Test
    void aSideOverSeveralMealsGivesEachMealsFactorAndOneComparisonSaysSo() {
        Answer.Part two = Answer.part(POOL, true, "",
                List.of(at("noop", "2", 0.37, Verdict.FASTER, true), at("sleep", "2", 0.12, Verdict.FASTER, true)),
                List.of());
        assertEquals("the pool 2.7-8.3x faster (time per meal); by meal: noop 2.7x, sleep 8.3x", two.magnitude());
        // Sides that go both ways are said in full, meal by meal.
        Answer.Part mixed = Answer.part(POOL, true, "",
                List.of(at("noop", "2", 0.37, Verdict.FASTER, true), at("sleep", "2", 1.01, Verdict.EQUIVALENT, true)),
                List.of());
        assertTrue(mixed.magnitude().endsWith("; by meal: noop: the pool 2.7x faster; sleep: equal within 5%"),
                mixed.magnitude());
        Answer.Part one = Answer.part(POOL, true, "", List.of(at("noop", "2", 0.37, Verdict.FASTER, true)), List.of());
        assertEquals("the pool 2.7x faster (time per meal; one comparison)", one.magnitude());
    }

    @Test
    void anAnswerSaysWhetherItHeldAtEachCpuCountOrWhereItChanged() {
        Finding two = at("noop", "2", 0.37, Verdict.FASTER, true);
        Finding oneAgrees = at("sleep", "1", 0.5, Verdict.FASTER, true);
        Finding oneAgainst = at("noop", "1", 1.5, Verdict.SLOWER, false);
        Condition.Side side = new Condition.Side(List.of(), true, List.of(two, oneAgrees), List.of());
        assertEquals("Held at 1 and 2 CPUs.",
                Answer.heldAt(new Condition(List.of(side), false, "", ""), List.of(1, 2)));
        Condition.Side withException = new Condition.Side(List.of(), true, List.of(two, oneAgrees),
                List.of(oneAgainst));
        assertEquals("Held at 2 CPUs; at 1 CPU 1 of 2 decided comparisons go against it (among the exceptions).",
                Answer.heldAt(new Condition(List.of(withException), true, "", ""), List.of(1, 2)));
        // Where no axis separates the sides, each count says how many agree with the sentence.
        Condition.Side mixed = new Condition.Side(List.of(), true, List.of(two), List.of(oneAgainst));
        assertEquals("By CPUs: at 1 CPU 0 agree and 1 contradict the sentence; at 2 CPUs 1 agree and 0 contradict the"
                + " sentence.", Answer.heldAt(new Condition(List.of(mixed), false, "", ""), List.of(1, 2)));
    }

    @Test
    void aLeastQuestionNamesTheLeastAndTheLeastOnEveryOtherThreadKind() {
        List<String> facts = List.of("synchronized/pooled: 137 B per philosopher (116 B of live heap)",
                "reentrantLock/pooled: 150 B per philosopher (141 B of live heap)",
                "vertxPerLoop/platform: 297 B per philosopher (142 B of live heap)",
                "synchronized/virtual: 1,100 B per philosopher (1,073 B of live heap)",
                "reentrantLock/platform: 25,000 B per philosopher (406 B of live heap)");
        String least = Evidence.lightestByKind(List.of("synchronized/pooled", "reentrantLock/pooled",
                "vertxPerLoop/platform", "synchronized/virtual", "reentrantLock/platform"), facts);
        assertTrue(least.startsWith("synchronized/pooled: 137 B per philosopher (116 B of live heap); "), least);
        assertTrue(least.contains("on a virtual thread per philosopher, synchronized/virtual: 1,100 B per philosopher"),
                least);
        assertTrue(
                least.contains(
                        "on a platform thread per philosopher, reentrantLock/platform: 25,000 B per" + " philosopher"),
                least);
        assertTrue(!least.contains("reentrantLock/pooled"), "the least of a kind already named is not repeated");
        assertTrue(!least.contains("vertxPerLoop"), "an event loop per block of seats is not a thread per philosopher");
        assertEquals("", Evidence.lightestByKind(List.of(), List.of()));
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
