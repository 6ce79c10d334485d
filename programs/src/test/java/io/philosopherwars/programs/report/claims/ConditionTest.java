package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.claims.Condition.Axis;
import io.philosopherwars.programs.report.claims.Condition.Finding;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ConditionTest {

    private static Finding finding(String implementation, String threads, String workload, Boolean agrees) {
        Map<Axis, String> where = new EnumMap<>(Axis.class);
        where.put(Axis.IMPLEMENTATION, implementation);
        where.put(Axis.THREADS, threads);
        where.put(Axis.WORKLOAD, workload);
        return new Finding(where, Optional.ofNullable(agrees));
    }

    private static Finding pooled(String mealClass, String pool, Boolean agrees) {
        Map<Axis, String> where = new EnumMap<>(Axis.class);
        where.put(Axis.MEAL_CLASS, mealClass);
        where.put(Axis.POOL_SIZE, pool);
        return new Finding(where, Optional.ofNullable(agrees));
    }

    @Test
    void anAxisWhoseValuesAreEachOnOneSideIsTheCondition() {
        List<Finding> findings = new ArrayList<>();
        for (String lock : List.of("reentrantLock", "synchronized", "fairReentrantLock")) {
            findings.add(finding(lock, "platform", "sleep", true));
            findings.add(finding(lock, "virtual", "sleep", false));
        }
        // An undecided comparison is on no side.
        findings.add(finding("reentrantLock", "platform", "noop", null));
        Condition c = Condition.of(findings);
        assertEquals("holds on platform threads (3 of 3 that agree), not on virtual threads (3 of 3 that contradict)",
                c.text());
        assertEquals("on platform threads; not on virtual threads", c.brief());
        assertTrue(c.separates());
    }

    @Test
    void severalValuesShareOnePhrase() {
        Condition c = Condition
                .of(List.of(finding("a", "virtual", "noop", true), finding("a", "virtual", "sleep", true),
                        finding("a", "virtual", "activeWait", false), finding("a", "virtual", "fileRead", false)));
        assertEquals("with noop or sleep meals; not with spin or page-cache read meals", c.brief());
    }

    @Test
    void aMealClassNamesTheMealsItStandsFor() {
        // Claim 7's shape on the AMD set: a reader counted the page-cache read as blocking, so read "with blocking
        // meals" as covering it, where the project counts it as the CPU's work.
        List<Finding> findings = new ArrayList<>();
        for (String design : List.of("vertx", "vertxEventBus", "vertxPerLoop")) {
            findings.add(classed(design, "sleep", "blocking", true));
        }
        findings.add(classed("vertxEventBus", "noop", "CPU-bound", false));
        findings.add(classed("vertx", "noop", "CPU-bound", false));
        findings.add(classed("vertxPerLoop", "noop", "CPU-bound", true));
        findings.add(classed("vertxEventBus", "activeWait", "CPU-bound", false));
        findings.add(classed("vertxEventBus", "fileRead", "CPU-bound", false));
        Condition c = Condition.of(findings);
        assertEquals(
                "with blocking meals (sleep); not with CPU-bound meals (noop, spin, page-cache read) (1 row against)",
                c.brief());
        // Where a cell has no room for the meals, the class alone (the claim's page names them).
        assertEquals("with blocking meals; not with CPU-bound meals (1 row against)", c.brief(80));
        assertEquals(c.brief(), c.brief(c.brief().length()));
        // Then without the count of rows against it, then only where its page says: never past its room (a long
        // set's name left a cell of the machines' table 2 characters too few).
        assertEquals("with blocking meals; not with CPU-bound meals", c.brief(50));
        assertEquals(Condition.ON_ITS_PAGE, c.brief(40));
    }

    private static Finding classed(String implementation, String workload, String mealClass, Boolean agrees) {
        Finding f = finding(implementation, "virtual", workload, agrees);
        Map<Axis, String> where = new EnumMap<>(f.where());
        where.put(Axis.MEAL_CLASS, mealClass);
        return new Finding(where, f.agrees());
    }

    @Test
    void aNumericAxisSplitsAtAThresholdNestedInsideAnotherWithItsExceptionsNamed() {
        // The shape of claim 18: CPU-bound meals hold at every pool; blocking ones only from 64x the cores; one
        // CPU-bound row goes against its side and is named.
        List<Finding> findings = new ArrayList<>();
        for (String pool : List.of("1x", "4x", "64x")) {
            findings.add(pooled("CPU-bound", pool, true));
            findings.add(pooled("CPU-bound", pool, true));
            findings.add(pooled("blocking", pool, pool.equals("64x")));
            findings.add(pooled("blocking", pool, pool.equals("64x")));
        }
        findings.add(pooled("CPU-bound", "1x", false));
        // A larger pool measured but not decided: the words never speak for it ("64x or more" would).
        findings.add(pooled("blocking", "256x", null));
        Condition c = Condition.of(findings);
        assertEquals("with CPU-bound meals and with blocking meals on a pool of 64x the cores; not with"
                + " blocking meals on a pool of 1x to 4x the cores (1 row against)", c.brief());
        assertTrue(c.text().endsWith("1 row against: CPU-bound/1x"), c.text());
        assertEquals(2, c.sides().stream().filter(Condition.Side::agrees).count());
    }

    @Test
    void aSecondAxisNestedSeparatesWhatNoSingleAxisDoes() {
        // Only vertx on virtual threads froze: neither the design nor the thread kind alone separates it.
        Condition c = Condition.of(List.of(finding("vertx", "virtual", "noop", true),
                finding("vertx", "platform", "noop", false), finding("vertxPerLoop", "virtual", "noop", false),
                finding("vertxPerLoop", "platform", "noop", false)));
        assertTrue(c.separates(), c.text());
        assertEquals("for vertx on virtual threads; not for vertx on platform threads or for vertxPerLoop", c.brief());
    }

    @Test
    void aConditionThatNamesManyValuesToPutOneRowRightLosesToOneException() {
        // Designs a and b hold, c does not, except one meal of a: the split by design with one exception names two
        // values; putting that row right too would name every meal of every design.
        List<Finding> findings = new ArrayList<>();
        for (String meal : List.of("noop", "sleep", "activeWait", "fileRead")) {
            findings.add(finding("a", "virtual", meal, !meal.equals("fileRead")));
            findings.add(finding("b", "virtual", meal, true));
            findings.add(finding("c", "virtual", meal, false));
        }
        Condition c = Condition.of(findings);
        assertEquals("for a or b; not for c (1 row against)", c.brief());
    }

    @Test
    void whereNothingSeparatesThemItSaysSoAndShowsTheBestSplit() {
        // The same cell agrees once and contradicts once: no axis, nor any pair, can separate them.
        Condition c = Condition.of(List.of(finding("a", "virtual", "noop", true),
                finding("a", "virtual", "noop", false), finding("b", "platform", "sleep", true)));
        assertEquals("2 of 3 decided agree, 1 contradict: no single condition tells them apart", c.brief());
        assertTrue(c.text().startsWith("no axis (meal class, design, thread kind,"), c.text());
        assertTrue(c.text().contains("no split puts any of them right"), c.text());
        assertTrue(!c.separates());
    }

    @Test
    void aClaimThatHoldsOrFailsAsAWholeHasNoCondition() {
        assertTrue(Condition.of(List.of(finding("a", "virtual", "noop", true), finding("b", "virtual", "noop", null)))
                .isEmpty());
        assertTrue(Condition.of(List.of(finding("a", "virtual", "noop", false))).isEmpty());
        // Nothing decided: no side at all.
        assertTrue(Condition.of(List.of(finding("a", "virtual", "noop", null))).sides().isEmpty());
    }
}
