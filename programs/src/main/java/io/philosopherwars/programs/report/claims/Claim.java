package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Named;
import io.philosopherwars.core.workload.WorkloadKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Verdict;
import io.philosopherwars.programs.report.results.Dinner;

/**
 * One claim of the talk (or one question of its audience), declared once: what it says, what the talk said, and the
 * rule that turns the result set into its verdict. Every number the findings page shows for it comes out of
 * {@link #judge}; the words around them live in the page's template.
 *
 * @param number
 *            its row in the summary (the talk's order); audience questions come after the talk's claims
 * @param id
 *            the template's key and the section's anchor
 * @param statement
 *            the claim as the talk made it, in words
 * @param talkSaid
 *            what the talk concluded, in words; its numbers, where it had any, come from {@link TalkData}
 * @param ask
 *            the engineer's question it answers, and what to do where its sentence holds and where not
 * @param judge
 *            the rule
 */
public record Claim(int number, String id, String statement, String talkSaid, Ask ask, Judge judge) {

    /**
     * The practical question a claim answers on the front page, and the action on each side of its condition.
     *
     * @param question
     *            as an engineer asks it
     * @param a
     *            what A is in the claim's comparisons, in words ({@code a pool}); empty for evidence claims
     * @param b
     *            what B is ({@code virtual threads})
     * @param holds
     *            what to do where the sentence holds, or, for a question with no side, how its answer starts
     * @param fails
     *            what to do where it does not
     * @param equal
     *            what to do where it does not because the two sides are equal within the margin; empty where that is
     *            {@code fails} too
     */
    public record Ask(String question, String a, String b, String holds, String fails, String equal) {
        public Ask(String question, String a, String b, String holds, String fails) {
            this(question, a, b, holds, fails, "");
        }

        /** A question answered by evidence, not by A / B ratios. */
        public static Ask evidence(String question, String holds, String fails) {
            return new Ask(question, "", "", holds, fails);
        }

        /** What a row that does not support the sentence says to do: {@link #equal} where its sides are equal. */
        public String fails(String verdict) {
            return !equal.isEmpty() && verdict.equals(Verdict.EQUIVALENT.id()) ? equal : fails;
        }
    }

    /** The rule of a claim: reads the result set, returns the verdict with everything it rests on. */
    @FunctionalInterface
    public interface Judge {
        Judgement judge(ResultSet set);
    }

    /** What a claim's verdict says about the talk's claim. */
    public enum Outcome implements Named {
        /** Every decided comparison (or the evidence) agrees with the talk. */
        HOLDS("holds"),
        /** Every decided comparison (or the evidence) contradicts the talk. */
        FAILS("does not hold"),
        /** Some decided comparisons agree, others contradict: it depends (the section says on what). */
        PARTLY("holds in part"),
        /** Nothing decided yet, or the measurement the claim is about has not been made. */
        UNDECIDED("undecided"),
        /** An audience question with no side to take: its section gives the numbers that answer it. */
        ANSWERED("answered"),
        /** A judgement, not a number. */
        NOT_MEASURED("not measured");

        /** The outcome of {@code agree} findings that agree with the talk and {@code contradict} that do not. */
        static Outcome of(long agree, long contradict) {
            if (agree + contradict == 0) {
                return UNDECIDED;
            }
            return contradict == 0 ? HOLDS : agree == 0 ? FAILS : PARTLY;
        }

        /** Whether it takes a side or answers: neither undecided nor left unmeasured. */
        public boolean settled() {
            return this != UNDECIDED && this != NOT_MEASURED;
        }

        private final String id;

        Outcome(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /**
     * One comparison a claim rests on: dinner A eating {@code workloadA} over dinner B eating {@code workloadB}, on
     * fixed work, by {@code quantity}, both on the machine's CPUs or both limited to {@code cpuLimit}.
     */
    public record Check(Dinner a, WorkloadKind workloadA, Dinner b, WorkloadKind workloadB, Quantity quantity,
            int cpuLimit) {
        public Check(Dinner a, WorkloadKind workloadA, Dinner b, WorkloadKind workloadB, Quantity quantity) {
            this(a, workloadA, b, workloadB, quantity, 0);
        }

        public static Check same(Dinner a, Dinner b, WorkloadKind workload, Quantity quantity) {
            return new Check(a, workload, b, workload, quantity);
        }

        /** The same comparison with both sides limited to {@code cpus} CPUs (0: the machine's all). */
        public Check at(int cpus) {
            return new Check(a, workloadA, b, workloadB, quantity, cpus);
        }

        public Optional<Comparison> resolve(ResultSet set) {
            return resolve(set, 1);
        }

        /** The comparison, its looks testing the ratio against {@code bound} (see {@link Expectation}). */
        public Optional<Comparison> resolve(ResultSet set, double bound) {
            return set.fixedWork(a, workloadA, b, workloadB, cpuLimit)
                    .map(pair -> Comparison.of(pair.run(), pair.a(), pair.b(), quantity, bound));
        }
    }

    /**
     * A claim's verdict and what it rests on.
     *
     * @param outcome
     *            the verdict
     * @param waitsFor
     *            the measurement the verdict waits for (a control not built yet), empty when none
     * @param comparisons
     *            every comparison it used, the deciding one first
     * @param expected
     *            what each comparison must show for the printed sentence to be true; null for evidence claims
     * @param facts
     *            what an evidence report concludes in words, one sentence each; its numbers are rows
     * @param sources
     *            the evidence reports it read (relative to the results folder)
     * @param condition
     *            where it holds and where not ({@link Condition}): its sides, and for "holds in part" its words;
     *            {@link Condition#NONE} where nothing is decided
     * @param rows
     *            its own rows beside its comparisons' (evidence, controls, context)
     */
    public record Judgement(Outcome outcome, String waitsFor, List<Comparison> comparisons, Expectation expected,
            List<String> facts, List<String> sources, Condition condition, List<Row> rows) {

        public Judgement(Outcome outcome, String waitsFor, List<Comparison> comparisons, Expectation expected,
                List<String> sources, Condition condition) {
            this(outcome, waitsFor, comparisons, expected, List.of(), sources, condition, List.of());
        }

        /** The same judgement with {@code facts}, what its evidence concludes in words. */
        public Judgement withFacts(List<String> facts) {
            return new Judgement(outcome, waitsFor, comparisons, expected, facts, sources, condition, rows);
        }

        /**
         * Whether {@code c} decides the claim: its claim takes a side ({@code expected}) and does not veto it (a veto
         * makes it context, which more forks never change). The answer's rows and the planner's open rows read this.
         */
        public boolean decides(Comparison c) {
            return expected != null && expected.vetoed(c).isEmpty();
        }

        /**
         * The same judgement with {@code more} rows of its own beside its comparisons' (evidence, controls, context):
         * every number its answer prints that is not one of its comparisons.
         */
        public Judgement withRows(List<Row> more) {
            List<Row> all = new ArrayList<>(rows);
            all.addAll(more);
            return new Judgement(outcome, waitsFor, comparisons, expected, facts, sources, condition, List.copyOf(all));
        }

        /**
         * The comparison shown in the summary: the first declared that says something of the sentence (agrees or
         * contradicts), else the first declared that could be made.
         */
        public Optional<Comparison> deciding() {
            // A question's comparisons inform its answer; none of them decides it.
            if (expected == null) {
                return Optional.empty();
            }
            return comparisons.stream().filter(c -> expected.agrees(c).isPresent()).findFirst()
                    .or(() -> comparisons.stream().findFirst());
        }

        public long agreeing() {
            return comparisons.stream().filter(c -> expected.agrees(c).orElse(false)).count();
        }

        public long contradicting() {
            return comparisons.stream().filter(c -> !expected.agrees(c).orElse(true)).count();
        }

        /** What comparison {@code c} says of the sentence: agrees, contradicts, or undecided. */
        public String says(Comparison c) {
            return expected == null ? "-"
                    : expected.vetoed(c).orElseGet(() -> expected.agrees(c)
                            .map(agrees -> agrees ? "agrees" : "contradicts").orElse("undecided"));
        }

        /**
         * A judgement on comparisons: agreement with what the sentence expects decides, unless it waits for a control;
         * "holds in part" computes its condition.
         */
        static Judgement of(List<Comparison> comparisons, Expectation expected, String waitsFor, List<String> sources) {
            Judgement counted = new Judgement(Outcome.UNDECIDED, waitsFor, comparisons, expected, sources,
                    Condition.NONE);
            Outcome outcome = waitsFor.isEmpty() ? Outcome.of(counted.agreeing(), counted.contradicting())
                    : Outcome.UNDECIDED;
            Condition condition = outcome == Outcome.UNDECIDED ? Condition.NONE
                    : Condition.of(comparisons.stream().map(c -> Condition.Finding.of(c, expected)).toList());
            return new Judgement(outcome, waitsFor, comparisons, expected, sources, condition);
        }

        /** A question with no side to take: answered, or undecided while it waits for {@code waitsFor}. */
        static Judgement answered(boolean answered, String waitsFor, List<String> sources) {
            return evidence(answered ? Outcome.ANSWERED : Outcome.UNDECIDED, answered ? "" : waitsFor, sources);
        }

        static Judgement evidence(Outcome outcome, String waitsFor, List<String> sources) {
            return evidence(outcome, waitsFor, sources, Condition.NONE);
        }

        static Judgement evidence(Outcome outcome, String waitsFor, List<String> sources, Condition condition) {
            return new Judgement(outcome, waitsFor, List.of(), null, sources, condition);
        }
    }

    /**
     * Resolves checks against the set with the looks of {@code expected}, skipping those whose rows it lacks: each on
     * the machine's CPUs, then at every CPU limit the set also measured (the cores axis of the claim's condition).
     */
    public static List<Comparison> resolve(ResultSet set, List<Check> checks, Expectation expected) {
        List<Comparison> comparisons = new ArrayList<>();
        for (int limit : cpuCounts(set)) {
            for (Check check : checks) {
                expected.resolve(set, check.at(limit)).ifPresent(comparisons::add);
            }
        }
        return comparisons;
    }

    /** The CPU counts a set's rows answer at: the machine's all (0), then every limit the set measured. */
    static List<Integer> cpuCounts(ResultSet set) {
        List<Integer> limits = new ArrayList<>(List.of(0));
        limits.addAll(set.cpuLimits());
        return limits;
    }

    /** Resolves checks against the set, tested against a ratio of one, skipping those whose rows it lacks. */
    public static List<Comparison> resolve(ResultSet set, List<Check> checks) {
        return resolve(set, checks, Expectation.of(Verdict.FASTER));
    }
}
