package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Pool;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.RingRow;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Where a claim holds and where it does not, computed: the split of its decided findings, on one axis or on two nested
 * ones, that leaves the fewest exceptions. A categorical axis (thread kind, meal class, design, CPUs) puts each of its
 * values on the side most of that value's findings take; a numeric axis (pool size, ring size) splits at a threshold,
 * so that the condition reads "from 64x the cores"; the CPUs are named as measured ("at 1 CPU", "at 2 CPUs"), never
 * extrapolated. Every exception is named with its row and ratio.
 * <p>
 * A split is worth printing only when it explains more than it leaves out: with no split, the smaller of the agreeing
 * and contradicting findings are the exceptions; what a split explains is how many of those it puts right, and what it
 * leaves out is its own exceptions. Where it explains less than it leaves out, the condition says that no axis
 * separates them, and shows the best split and its count.
 *
 * @param sides
 *            the split's leaves, each a conjunction of tests with its findings (one side, no tests, where nothing
 *            splits); empty where no finding is decided
 * @param separates
 *            whether the split explains at least as much as it leaves out, with at least one side on each of agree and
 *            contradict
 * @param text
 *            the condition in full: where it holds and where not, with counts and the exceptions; empty where the
 *            findings do not both agree and contradict
 * @param brief
 *            the same in a few words, for a table's cell
 */
public record Condition(List<Side> sides, boolean separates, String text, String brief) {
    /** No condition: the claim holds, fails or is undecided as a whole. */
    public static final Condition NONE = new Condition(List.of(), false, "", "");

    /** The most exceptions a condition names one by one; the rest are counted. */
    static final int NAMED_EXCEPTIONS = 4;

    /** An axis along which comparisons differ, in the order ties are broken (coarser and more practical first). */
    public enum Axis {
        MEAL_CLASS("meal class", false, "with ", " meals", ""), IMPLEMENTATION("design", false, "for ", "", ""),
        // CPUs are named, never a threshold: "at 2 CPUs or more" would say what no set measured.
        THREADS("thread kind", false, "on ", " threads", ""), CORES("CPUs", false, "at ", " CPUs", ""),
        POOL_SIZE("pool size", true, "on a pool of ", " the cores", "x"),
        RING("ring size", true, "on a ring of ", " threads", ""), WORKLOAD("meal", false, "with ", " meals", ""),
        /** The sleep asked of a waiting meal, us (what it really lasted, which the spin matched, is in the label). */
        WAIT("wait", true, "at a wait of ", " us asked", ""), QUEUE("pool queue", false, "with a ", " queue", ""),
        QUANTITY("quantity", false, "by ", "", "");

        private final String title;
        private final boolean numeric;
        private final String prefix;
        private final String suffix;
        private final String unit;

        Axis(String title, boolean numeric, String prefix, String suffix, String unit) {
            this.title = title;
            this.numeric = numeric;
            this.prefix = prefix;
            this.suffix = suffix;
            this.unit = unit;
        }

        public String title() {
            return title;
        }

        /** {@code on virtual and platform threads}: several values under one phrase. */
        String phrase(List<String> values, String conjunction) {
            if (this == CORES && values.size() == 1) {
                return prefix + JmhRow.cpuWords(Integer.parseInt(values.getFirst()));
            }
            return prefix + Numbers.join(values.stream().map(this::value).toList(), conjunction) + suffix;
        }

        /** A value as a reader reads it: a meal by its plain name ({@code page-cache read}), the rest as they are. */
        String value(String value) {
            return this == WORKLOAD ? Words.mealBrief(value) : value;
        }

        /** A numeric value as the pages write it: {@code 64x}, {@code 10,000}, {@code 1}. */
        String number(double value) {
            return Numbers.count(value) + unit;
        }

        /** {@code on a pool of 64x the cores or more}, {@code on a ring of up to 100 threads}. */
        String threshold(double value, boolean atLeast) {
            return atLeast ? prefix + number(value) + suffix + " or more" : prefix + "up to " + number(value) + suffix;
        }

        /** The numeric value of {@code value} on this axis ({@code 64x} is 64). */
        double parse(String value) {
            return Double.parseDouble(value.replaceAll("[^0-9.]", ""));
        }
    }

    /**
     * One test of a split: an axis and the values on its side; for a numeric axis, a threshold ({@code atLeast}: values
     * from {@code threshold} up, else values up to {@code threshold}).
     */
    public record Test(Axis axis, Set<String> values, double threshold, boolean atLeast) implements Predicate<Finding> {
        @Override
        public boolean test(Finding f) {
            String value = f.where().get(axis);
            if (value == null) {
                return false;
            }
            if (!axis.numeric) {
                return values.contains(value);
            }
            double v = axis.parse(value);
            return atLeast ? v >= threshold : v <= threshold;
        }

        /** {@code with blocking meals}, {@code on a pool of 64x the cores or more}. */
        public String words() {
            return axis.numeric ? axis.threshold(threshold, atLeast) : axis.phrase(List.copyOf(values), "or");
        }
    }

    /**
     * One leaf of the split: where (its tests, all of them true), which way it goes (agrees with the sentence or not),
     * the decided findings that go that way ({@code members}) and those that do not ({@code exceptions}).
     */
    public record Side(List<Test> where, boolean agrees, List<Finding> members, List<Finding> exceptions) {
        /** {@code with blocking meals on a pool of 1x to 4x the cores}; empty where the side is everything. */
        public String words() {
            return words(true);
        }

        /** The same, a meal class with its meals named ({@code meals}) or without, where a cell has no room. */
        String words(boolean meals) {
            // A meal names its class: "with noop meals", never "with CPU-bound meals with noop meals".
            boolean meal = where.stream().anyMatch(t -> t.axis() == Axis.WORKLOAD);
            return String
                    .join(" ",
                            where.stream().filter(t -> !(meal && t.axis() == Axis.MEAL_CLASS))
                                    .map(t -> t.axis().numeric ? range(t)
                                            : t.axis() == Axis.MEAL_CLASS && meals ? t.words() + meals() : t.words())
                                    .toList());
        }

        /**
         * The meals a meal class stands for on this side, as its findings hold them: " (noop, spin, page-cache read)".
         * A reader counts a file read as blocking; the project counts a page-cache read as the CPU's work, so a class
         * is never printed without its meals.
         */
        private String meals() {
            List<String> ids = java.util.stream.Stream.concat(members.stream(), exceptions.stream())
                    .map(f -> f.where().get(Axis.WORKLOAD)).filter(java.util.Objects::nonNull).distinct()
                    .sorted(Comparator.comparingInt(Words::mealOrder)).toList();
            return ids.isEmpty() ? ""
                    : " (" + String.join(", ", new LinkedHashSet<>(ids.stream().map(Words::mealBrief).toList())) + ")";
        }

        /**
         * A numeric axis by the values its decided findings have ({@code on a pool of 64x to 256x the cores}), never by
         * the threshold that splits them ("64x or more" would also speak for sizes measured but not decided).
         */
        private String range(Test test) {
            Axis axis = test.axis();
            double[] values = java.util.stream.Stream.concat(members.stream(), exceptions.stream())
                    .map(f -> f.where().get(axis)).filter(java.util.Objects::nonNull).mapToDouble(axis::parse).sorted()
                    .toArray();
            if (values.length == 0) {
                return test.words(); // a side with no finding of its own has only its threshold to name it by
            }
            double low = values[0];
            double high = values[values.length - 1];
            return axis.prefix + axis.number(low) + (high == low ? "" : " to " + axis.number(high)) + axis.suffix;
        }
    }

    /**
     * One finding of a claim: where it was made (a value per axis that applies), whether it agrees with the sentence
     * (empty: undecided), and, for a comparison, what it measured.
     *
     * @param label
     *            the comparison in a few words, naming it as an exception: {@code fairReentrantLock/pooled(1x-linked),
     *            noop, eating}
     * @param ratio
     *            A / B, NaN for evidence that is not a ratio
     */
    public record Finding(Map<Axis, String> where, Optional<Boolean> agrees, String label, double ratio) {

        /** A finding from evidence, not a comparison: where it was made and what it says. */
        public Finding(Map<Axis, String> where, Optional<Boolean> agrees) {
            this(where, agrees, where.values().stream().reduce((a, b) -> a + "/" + b).orElse(""), Double.NaN);
        }

        /**
         * A comparison's finding: the axes on which both of its sides share a value, or along which A alone varies (the
         * design compared with a common reference); the meal class follows from the meal, the pool's size and queue
         * from its id, the ring's size is a number.
         */
        public static Finding of(Comparison c, Expectation expected) {
            Map<Axis, String> where = new EnumMap<>(Axis.class);
            if (c.a() instanceof JmhRow a && c.b() instanceof JmhRow b) {
                if (a.threads() == b.threads()) {
                    where.put(Axis.THREADS, a.threads().id());
                }
                where.put(Axis.IMPLEMENTATION, a.implementation().id());
                where.put(Axis.WORKLOAD, c.work());
                if (a.workload().mealClass() != null && a.workload().mealClass() == b.workload().mealClass()) {
                    where.put(Axis.MEAL_CLASS, a.workload().mealClass().id());
                }
                String pool = !a.pool().isEmpty() ? a.pool() : b.pool();
                if (!pool.isEmpty()) {
                    where.put(Axis.POOL_SIZE, Pool.size(pool));
                    where.put(Axis.QUEUE, Pool.queue(pool));
                }
            }
            if (c.a() instanceof RingRow a && c.b() instanceof RingRow b) {
                where.put(Axis.IMPLEMENTATION, a.handOff().id());
                where.put(Axis.RING, Integer.toString(a.ring()));
                if (a.threads() == b.threads()) {
                    where.put(Axis.THREADS, a.threads().id());
                }
            }
            int cpus = c.a().cpus();
            if (cpus > 0 && cpus == c.b().cpus()) {
                where.put(Axis.CORES, Integer.toString(cpus));
            }
            where.put(Axis.QUANTITY, c.quantity().id());
            return new Finding(where, expected.agrees(c), c.pair() + ", " + c.work() + ", " + c.quantity().id(),
                    c.ratio());
        }

        boolean decided() {
            return agrees.isPresent();
        }
    }

    /**
     * What one value named in a condition costs against one exception left: a condition a reader cannot hold in mind
     * explains nothing, so a split that names six designs and meals to put one more comparison right loses to one that
     * names two values and leaves it as an exception.
     */
    static final double VALUE_COST = 0.5;

    /** A candidate split: its leaves and how many exceptions they hold. */
    private record Tree(List<Side> sides, int exceptions) {
        /** The values its words name: a threshold is one, a categorical test names each of its values. */
        int values() {
            return sides.stream().flatMap(s -> s.where().stream())
                    .mapToInt(t -> t.axis().numeric ? 1 : t.values().size()).sum();
        }

        double cost() {
            return exceptions + VALUE_COST * values();
        }
    }

    /** The condition of a claim's findings; {@link #NONE} where none is decided. */
    public static Condition of(List<Finding> findings) {
        List<Finding> decided = findings.stream().filter(Finding::decided).toList();
        if (decided.isEmpty()) {
            return NONE;
        }
        long agree = decided.stream().filter(f -> f.agrees().get()).count();
        long contradict = decided.size() - agree;
        Tree none = leaf(List.of(), decided);
        if (agree == 0 || contradict == 0) {
            return new Condition(none.sides(), false, "", "");
        }
        Tree best = best(List.of(), decided, 2).orElse(none);
        int baseline = none.exceptions();
        int explained = baseline - best.exceptions();
        boolean bothWays = best.sides().stream().anyMatch(Side::agrees)
                && best.sides().stream().anyMatch(s -> !s.agrees());
        boolean separates = bothWays && explained > 0 && explained >= best.exceptions();
        return words(best, separates, agree, contradict, explained);
    }

    /**
     * The best split of {@code findings} under the tests {@code where}, at most {@code depth} tests deep: the least
     * {@link Tree#cost() cost} (exceptions plus what its words name), then the fewest exceptions, then the axes' order.
     * At the top any split beats none (whether it is worth printing is {@link #of}'s question); below it, a side is
     * split again only where that costs less than leaving it whole.
     */
    private static Optional<Tree> best(List<Test> where, List<Finding> findings, int depth) {
        Tree leaf = leaf(where, findings);
        if (depth == 0 || leaf.exceptions() == 0) {
            return Optional.of(leaf);
        }
        Tree best = null;
        for (Axis axis : Axis.values()) {
            if (where.stream().anyMatch(t -> t.axis() == axis)
                    || !findings.stream().allMatch(f -> f.where().containsKey(axis))) {
                continue;
            }
            for (Test test : tests(axis, findings)) {
                List<Finding> in = findings.stream().filter(test).toList();
                List<Finding> out = findings.stream().filter(test.negate()).toList();
                if (in.isEmpty() || out.isEmpty()) {
                    continue;
                }
                Test other = complement(test, findings);
                Tree left = best(append(where, test), in, depth - 1).orElseThrow();
                Tree right = best(append(where, other), out, depth - 1).orElseThrow();
                List<Side> sides = new ArrayList<>(left.sides());
                sides.addAll(right.sides());
                Tree tree = new Tree(merge(sides), left.exceptions() + right.exceptions());
                if (tree.sides().size() < 2) {
                    continue; // both ways the same: not a split
                }
                if (best == null || tree.cost() < best.cost()
                        || (tree.cost() == best.cost() && tree.exceptions() < best.exceptions())) {
                    best = tree;
                }
            }
        }
        // Each side of a split repeats the tests above it: counted once, as the unsplit side counts them.
        int above = where.stream().mapToInt(t -> t.axis().numeric ? 1 : t.values().size()).sum();
        if (best == null
                || (!where.isEmpty() && leaf.cost() < best.cost() - VALUE_COST * above * (best.sides().size() - 1))) {
            return Optional.of(leaf);
        }
        return Optional.of(best);
    }

    /**
     * The candidate tests on one axis: for a categorical axis, the values whose findings mostly agree (the partition
     * that leaves fewest exceptions on this axis alone) and each value on its own (a value that a second axis then
     * splits); for a numeric one, every threshold between two values.
     */
    private static List<Test> tests(Axis axis, List<Finding> findings) {
        if (!axis.numeric) {
            Map<String, int[]> tally = new LinkedHashMap<>();
            findings.forEach(
                    f -> tally.computeIfAbsent(f.where().get(axis), k -> new int[2])[f.agrees().get() ? 0 : 1]++);
            Set<String> agreeing = new LinkedHashSet<>();
            tally.forEach((value, t) -> {
                if (t[0] > t[1]) {
                    agreeing.add(value);
                }
            });
            List<Test> tests = new ArrayList<>();
            if (!agreeing.isEmpty() && agreeing.size() < tally.size()) {
                tests.add(new Test(axis, agreeing, Double.NaN, false));
            }
            // Each value alone (for two values, one of them: the other is its complement), unless it is the partition.
            tally.keySet().stream().limit(tally.size() == 2 ? 1 : tally.size())
                    .filter(v -> !Set.of(v).equals(agreeing) && tally.size() > 1)
                    .forEach(v -> tests.add(new Test(axis, Set.of(v), Double.NaN, false)));
            return tests;
        }
        TreeSet<Double> values = new TreeSet<>();
        findings.forEach(f -> values.add(axis.parse(f.where().get(axis))));
        List<Test> tests = new ArrayList<>();
        for (double v : values.tailSet(values.first(), false)) {
            tests.add(new Test(axis, Set.of(), v, true));
        }
        return tests;
    }

    /** The other side of a test, named by what the findings hold: up to the value below a threshold, or the rest. */
    private static Test complement(Test test, List<Finding> findings) {
        if (test.axis().numeric) {
            double below = findings.stream().filter(test.negate())
                    .mapToDouble(f -> test.axis().parse(f.where().get(test.axis()))).max().orElseThrow();
            return new Test(test.axis(), Set.of(), below, false);
        }
        Set<String> rest = new LinkedHashSet<>();
        findings.stream().filter(test.negate()).forEach(f -> rest.add(f.where().get(test.axis())));
        return new Test(test.axis(), rest, Double.NaN, false);
    }

    private static List<Test> append(List<Test> where, Test test) {
        List<Test> all = new ArrayList<>(where);
        all.add(test);
        return List.copyOf(all);
    }

    /** One side: the findings under {@code where} go the way most of them go; the others are its exceptions. */
    private static Tree leaf(List<Test> where, List<Finding> findings) {
        long agree = findings.stream().filter(f -> f.agrees().get()).count();
        boolean agrees = agree * 2 >= findings.size();
        List<Finding> members = findings.stream().filter(f -> f.agrees().get() == agrees).toList();
        List<Finding> exceptions = findings.stream().filter(f -> f.agrees().get() != agrees).toList();
        return new Tree(List.of(new Side(where, agrees, members, exceptions)), exceptions.size());
    }

    /**
     * Two sibling leaves that go the same way and differ only in their last test are one leaf under their parent: a
     * second test that changes no side's way says nothing.
     */
    private static List<Side> merge(List<Side> sides) {
        if (sides.size() == 2 && sides.get(0).agrees() == sides.get(1).agrees()) {
            List<Test> parent = sides.get(0).where().subList(0, sides.get(0).where().size() - 1);
            List<Finding> members = new ArrayList<>(sides.get(0).members());
            members.addAll(sides.get(1).members());
            List<Finding> exceptions = new ArrayList<>(sides.get(0).exceptions());
            exceptions.addAll(sides.get(1).exceptions());
            return List.of(new Side(List.copyOf(parent), sides.get(0).agrees(), members, exceptions));
        }
        return sides;
    }

    /** The condition's words: where it holds, where not, with counts; the exceptions by name; or why nothing splits. */
    private static Condition words(Tree tree, boolean separates, long agree, long contradict, int explained) {
        List<String> holds = tree.sides().stream().filter(Side::agrees).map(Side::words).toList();
        List<String> not = tree.sides().stream().filter(s -> !s.agrees()).map(Side::words).toList();
        int agreeing = tree.sides().stream().filter(Side::agrees).mapToInt(s -> s.members().size()).sum();
        int contradicting = tree.sides().stream().filter(s -> !s.agrees()).mapToInt(s -> s.members().size()).sum();
        String split = "holds " + Numbers.join(holds, "and") + " (" + agreeing + " of " + agree + " that agree), not "
                + Numbers.join(not, "or") + " (" + contradicting + " of " + contradict + " that contradict)";
        List<Finding> exceptions = tree.sides().stream().flatMap(s -> s.exceptions().stream()).toList();
        String except = exceptions.isEmpty() ? ""
                : "; " + Numbers.plural(exceptions.size(), "row", "rows") + " against: " + exceptionList(exceptions);
        if (!separates) {
            List<String> tried = Arrays.stream(Axis.values()).map(Axis::title).toList();
            String best = tree.sides().size() < 2 ? "no split puts any of them right"
                    : "the best split, " + split + ", puts " + explained + " right and leaves " + tree.exceptions()
                            + " exceptions, more than it explains" + except;
            return new Condition(tree.sides(), false,
                    "no axis (" + Numbers.join(tried, "or") + "), nor any two nested," + " separates the " + agree
                            + " that agree from the " + contradict + " that contradict: " + best
                            + "; the table below gives each",
                    // The brief says how many go each way: where they hold is in the rows, no single condition.
                    agree + " of " + (agree + contradict) + " decided agree, " + contradict
                            + " contradict: no single condition tells them apart");
        }
        return new Condition(tree.sides(), true, split + except, brief(tree.sides(), true));
    }

    /** A split in a few words, its meal classes with their meals named ({@code meals}) or not. */
    private static String brief(List<Side> sides, boolean meals) {
        return brief(sides, meals, true);
    }

    /** {@link #brief(List, boolean)}, with the count of rows against the split or without it. */
    private static String brief(List<Side> sides, boolean meals, boolean against) {
        List<String> holds = sides.stream().filter(Side::agrees).map(s -> s.words(meals)).toList();
        List<String> not = sides.stream().filter(s -> !s.agrees()).map(s -> s.words(meals)).toList();
        int exceptions = sides.stream().mapToInt(s -> s.exceptions().size()).sum();
        // "(1 exception)" read as a contradiction of the words before it: say it is a row that goes against them.
        return Numbers.join(holds, "and") + "; not " + Numbers.join(not, "or")
                + (exceptions == 0 || !against ? "" : " (" + Numbers.plural(exceptions, "row", "rows") + " against)");
    }

    /**
     * The brief within {@code room} characters where it can be: without the meals of its meal classes where they do not
     * fit, then without the count of rows against it (the claim's page names both), then only where its page says. A
     * condition that no axis separates has one brief only.
     */
    public String brief(int room) {
        if (brief.length() <= room || !separates) {
            return brief;
        }
        for (String shorter : List.of(brief(sides, false), brief(sides, false, false))) {
            if (shorter.length() <= room) {
                return shorter;
            }
        }
        return ON_ITS_PAGE;
    }

    /** A split too long for its cell. */
    static final String ON_ITS_PAGE = "where: on its page";

    /** The first {@link #NAMED_EXCEPTIONS} exceptions by name and ratio, largest difference first; the rest counted. */
    static String exceptionList(List<Finding> exceptions) {
        List<Finding> sorted = exceptions.stream().sorted(
                Comparator.comparingDouble((Finding f) -> -Math.abs(Math.log(f.ratio()))).thenComparing(Finding::label))
                .toList();
        List<String> named = new ArrayList<>();
        for (Finding f : sorted.subList(0, Math.min(NAMED_EXCEPTIONS, sorted.size()))) {
            named.add(f.label() + (Double.isFinite(f.ratio()) ? " " + Numbers.ratio(f.ratio()) : ""));
        }
        if (sorted.size() > NAMED_EXCEPTIONS) {
            named.add((sorted.size() - NAMED_EXCEPTIONS) + " more in the table");
        }
        return String.join(", ", named);
    }

    /** A condition in words, for evidence claims whose findings are not comparisons. */
    public static Condition said(String text, String brief) {
        return new Condition(List.of(), true, text, brief);
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }
}
