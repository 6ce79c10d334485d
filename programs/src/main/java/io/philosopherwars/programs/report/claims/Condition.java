package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.stats.Comparison;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a claim holds and where it does not, computed: among the findings that agree with the sentence and those that
 * contradict it, the first axis (in {@link Axis}'s order) whose every value is on one side only. "holds in part" always
 * prints it; where no single axis separates the two, it says so.
 *
 * @param text
 *            the condition in full, with counts: {@code on platform threads (3 of 3), not on virtual threads (3 of 3)}
 * @param brief
 *            the same in a few words, for a table's cell: {@code on platform threads, not on virtual threads}
 */
public record Condition(String text, String brief) {
    /** No condition: the claim holds, fails or is undecided as a whole. */
    public static final Condition NONE = new Condition("", "");

    /** An axis along which comparisons differ, in the order they are tried. */
    public enum Axis {
        IMPLEMENTATION("implementation", "for ", ""), THREADS("thread kind", "on ", " threads"),
        WORKLOAD("workload", "with ", " meals"), POOL("pool", "on a pool of ", ""), QUANTITY("quantity", "by ", "");

        private final String title;
        private final String prefix;
        private final String suffix;

        Axis(String title, String prefix, String suffix) {
            this.title = title;
            this.prefix = prefix;
            this.suffix = suffix;
        }

        /** {@code on virtual and platform threads}: several values under one phrase. */
        String phrase(List<String> values, String conjunction) {
            return prefix + join(values, conjunction) + suffix;
        }
    }

    /** The most cells a condition on two axes lists on its shorter side before it says "no axis separates them". */
    static final int MOST_CELLS = 4;

    /**
     * One finding of a claim: where it was made (a value per axis that applies) and whether it agrees with the sentence
     * (empty: undecided).
     */
    public record Finding(Map<Axis, String> where, Optional<Boolean> agrees) {
        /** A comparison's finding: the axes on which both of its sides share a value, or along which A alone varies. */
        public static Finding of(Comparison c, Expectation expected) {
            Map<Axis, String> where = new EnumMap<>(Axis.class);
            if (c.a() instanceof JmhRow a && c.b() instanceof JmhRow b) {
                if (a.threads() == b.threads()) {
                    where.put(Axis.THREADS, a.threads().id());
                }
                where.put(Axis.IMPLEMENTATION, a.implementation() == b.implementation() ? a.implementation().id()
                        : a.implementation().id() + " / " + b.implementation().id());
                where.put(Axis.WORKLOAD, c.work());
                String pool = !a.pool().isEmpty() ? a.pool() : b.pool();
                if (!pool.isEmpty()) {
                    where.put(Axis.POOL, pool);
                }
            }
            where.put(Axis.QUANTITY, c.quantity().id());
            return new Finding(where, expected.agrees(c));
        }
    }

    /** The condition of a claim's findings; {@link #NONE} where they do not both agree and contradict. */
    public static Condition of(List<Finding> findings) {
        long agree = findings.stream().filter(f -> f.agrees().orElse(false)).count();
        long contradict = findings.stream().filter(f -> !f.agrees().orElse(true)).count();
        if (agree == 0 || contradict == 0) {
            return NONE;
        }
        List<Axis> axes = java.util.Arrays.stream(Axis.values())
                .filter(axis -> findings.stream().allMatch(f -> f.where().containsKey(axis))).toList();
        for (Axis axis : axes) {
            Map<String, long[]> byValue = tally(findings, f -> f.where().get(axis));
            if (byValue != null) {
                List<String> holds = new ArrayList<>();
                List<String> not = new ArrayList<>();
                long[] yes = { 0, 0 };
                long[] no = { 0, 0 };
                byValue.forEach((value, t) -> {
                    if (t[0] > 0) {
                        holds.add(value);
                        yes[0] += t[0];
                        yes[1] += t[2];
                    } else if (t[1] > 0) {
                        not.add(value);
                        no[0] += t[1];
                        no[1] += t[2];
                    }
                });
                String brief = axis.phrase(holds, "and") + ", not " + axis.phrase(not, "or");
                return new Condition("holds " + axis.phrase(holds, "and") + " (" + yes[0] + " of " + yes[1] + "), not "
                        + axis.phrase(not, "or") + " (" + no[0] + " of " + no[1] + ")", brief);
            }
        }
        // No single axis: the cells of two axes (for vertx on virtual threads), where one side lists few of them.
        for (int x = 0; x < axes.size(); x++) {
            for (int y = x + 1; y < axes.size(); y++) {
                Axis first = axes.get(x);
                Axis second = axes.get(y);
                Map<String, long[]> cells = tally(findings, f -> first.phrase(List.of(f.where().get(first)), "") + " "
                        + second.phrase(List.of(f.where().get(second)), ""));
                if (cells == null) {
                    continue;
                }
                List<String> holds = new ArrayList<>();
                List<String> not = new ArrayList<>();
                cells.forEach((cell, t) -> (t[0] > 0 ? holds : t[1] > 0 ? not : new ArrayList<String>()).add(cell));
                if (holds.size() <= not.size() && holds.size() <= MOST_CELLS) {
                    return new Condition(
                            "holds only " + join(holds, "and") + " (" + agree + " of " + findings.size()
                                    + " comparisons); of the rest, " + contradict + " do not",
                            "only " + join(holds, "and"));
                }
                if (not.size() <= MOST_CELLS) {
                    return new Condition(
                            "holds except " + join(not, "and") + " (" + contradict + " of " + findings.size()
                                    + " comparisons do not); of the rest, " + agree + " do",
                            "except " + join(not, "and"));
                }
            }
        }
        List<String> tried = axes.stream().map(a -> a.title).toList();
        return new Condition(
                "no axis (" + join(tried, "and") + "), nor any two of them, separates the " + agree
                        + " that agree from the " + contradict + " that contradict: the table below gives each",
                "no axis separates them");
    }

    /**
     * Per value of {@code key}, {agree, contradict, all}; null where a value has both agreeing and contradicting
     * findings (the key does not separate them).
     */
    private static Map<String, long[]> tally(List<Finding> findings, java.util.function.Function<Finding, String> key) {
        Map<String, long[]> byValue = new LinkedHashMap<>();
        for (Finding f : findings) {
            long[] t = byValue.computeIfAbsent(key.apply(f), k -> new long[3]);
            t[0] += f.agrees().orElse(false) ? 1 : 0;
            t[1] += f.agrees().orElse(true) ? 0 : 1;
            t[2]++;
        }
        return byValue.values().stream().anyMatch(t -> t[0] > 0 && t[1] > 0) ? null : byValue;
    }

    /** A condition in words, for evidence claims whose findings are not comparisons. */
    public static Condition said(String text, String brief) {
        return new Condition(text, brief);
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }

    /** {@code a, b and c}, or {@code a, b or c}. */
    public static String join(List<String> parts, String conjunction) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " " + conjunction + " " + parts.getLast();
    }
}
