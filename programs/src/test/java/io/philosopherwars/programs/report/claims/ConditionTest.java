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

    @Test
    void theFirstAxisWhoseValuesAreEachOnOneSideIsTheCondition() {
        List<Finding> findings = new ArrayList<>();
        for (String lock : List.of("reentrantLock", "synchronized", "fairReentrantLock")) {
            findings.add(finding(lock, "platform", "sleep", true));
            findings.add(finding(lock, "virtual", "sleep", false));
        }
        // An undecided comparison counts in its value's total, never on a side.
        findings.add(finding("reentrantLock", "platform", "noop", null));
        Condition c = Condition.of(findings);
        assertEquals("holds on platform threads (3 of 4), not on virtual threads (3 of 3)", c.text());
        assertEquals("on platform threads, not on virtual threads", c.brief());
    }

    @Test
    void severalValuesShareOnePhrase() {
        Condition c = Condition
                .of(List.of(finding("a", "virtual", "noop", true), finding("a", "virtual", "sleep", true),
                        finding("a", "virtual", "activeWait", false), finding("a", "virtual", "fileRead", false)));
        assertEquals("with noop and sleep meals, not with activeWait or fileRead meals", c.brief());
    }

    @Test
    void noSingleAxisThenTheCellsOfTwoWhereOneSideIsShort() {
        // Only vertx on virtual threads froze: neither the design nor the thread kind alone separates it.
        Condition c = Condition.of(List.of(finding("vertx", "virtual", "noop", true),
                finding("vertx", "platform", "noop", false), finding("vertxPerLoop", "virtual", "noop", false),
                finding("vertxPerLoop", "platform", "noop", false)));
        assertEquals("only for vertx on virtual threads", c.brief());
        assertEquals("holds only for vertx on virtual threads (1 of 4 comparisons); of the rest, 3 do not", c.text());
    }

    @Test
    void whereNothingSeparatesThemItSaysSo() {
        // The same cell agrees once and contradicts once: no axis, nor any pair, can separate them.
        Condition c = Condition.of(List.of(finding("a", "virtual", "noop", true),
                finding("a", "virtual", "noop", false), finding("b", "platform", "sleep", true)));
        assertEquals("no axis separates them", c.brief());
        assertTrue(c.text().startsWith("no axis (implementation, thread kind and workload), nor any two of them,"),
                c.text());
    }

    @Test
    void aClaimThatHoldsOrFailsAsAWholeHasNoCondition() {
        assertTrue(Condition.of(List.of(finding("a", "virtual", "noop", true), finding("b", "virtual", "noop", null)))
                .isEmpty());
        assertTrue(Condition.of(List.of(finding("a", "virtual", "noop", false))).isEmpty());
    }
}
