package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.stats.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One claim's answer on one machine, as an engineer reads it: for each side of the claim's condition, what to do there,
 * where that is, and by how much, in words that name the faster side; the exceptions by name; how strong the evidence
 * is. The findings page, the front page and {@code answers.json} are all written from this record.
 *
 * @param claim
 *            the claim's id
 * @param outcome
 *            the verdict on the claim's sentence
 * @param question
 *            the engineer's question
 * @param parts
 *            one per side of the condition, the side with most findings first
 * @param exceptions
 *            the decided comparisons that go against their side, by name and ratio
 * @param separates
 *            whether the condition separates the sides (see {@link Condition})
 * @param cores
 *            the CPU counts the decided comparisons were measured at, where the rows say (empty: the machine's all)
 * @param strength
 *            how much the answer rests on, in words
 * @param decided
 *            comparisons decided (for evidence claims: findings)
 * @param comparisons
 *            comparisons made
 * @param line
 *            the whole answer in one paragraph, as the front page prints it
 */
public record Answer(String claim, String outcome, String question, List<Part> parts, String exceptions,
        List<Outlier> outliers, boolean separates, List<Integer> cores, String strength, int decided, int comparisons,
        String line) {

    /** The set's answers, beside its findings page: what tests and other tools read, never the markdown. */
    public static final String FILE = "answers.json";
    public static final String FORMAT = "philosopher-wars answers";
    public static final int VERSION = 1;

    /** The set's answers as versioned JSON, in the claims' order. */
    public static String json(List<Answer> answers) {
        com.google.gson.JsonObject root = new com.google.gson.JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("version", VERSION);
        root.add("answers", GSON.toJsonTree(answers));
        return GSON.toJson(root) + "\n";
    }

    /** The answers of a set's {@link #FILE}; another format or version is refused. */
    public static List<Answer> read(String json) {
        com.google.gson.JsonObject root = com.google.gson.JsonParser.parseString(json).getAsJsonObject();
        if (!FORMAT.equals(root.get("format").getAsString()) || root.get("version").getAsInt() != VERSION) {
            throw new IllegalArgumentException("not " + FORMAT + " version " + VERSION);
        }
        return List.of(GSON.fromJson(root.get("answers"), Answer[].class));
    }

    private static final com.google.gson.Gson GSON = new com.google.gson.GsonBuilder().setPrettyPrinting()
            .disableHtmlEscaping().serializeSpecialFloatingPointValues().create();

    /**
     * A decided comparison that goes against its side's condition.
     *
     * @param row
     *            its row in words ({@code fairReentrantLock, noop, pool 1x, linked})
     * @param quantity
     *            what was divided
     * @param ratio
     *            A / B
     * @param verdict
     *            against one
     */
    public record Outlier(String row, String quantity, double ratio, String verdict) {
    }

    /**
     * One side of the answer.
     *
     * @param action
     *            what to do there
     * @param where
     *            the condition, empty for everywhere
     * @param agrees
     *            whether the claim's sentence holds there
     * @param decided
     *            decided comparisons that go this way
     * @param magnitude
     *            how much, naming the faster side and the metric ({@code virtual threads 10-30x faster, time per meal})
     * @param median
     *            the median factor by which the faster side wins (1 for equal); NaN for evidence
     * @param low
     *            the smallest such factor
     * @param high
     *            the largest
     * @param tests
     *            the condition as data: each axis and its values or threshold
     */
    public record Part(String action, String where, boolean agrees, int decided, String magnitude, double median,
            double low, double high, List<Condition.Test> tests) {
    }

    /** The answer of {@code claim} from its judgement. */
    public static Answer of(Claim claim, Judgement j) {
        Claim.Ask ask = claim.ask();
        List<Part> parts = new ArrayList<>();
        Condition condition = j.condition();
        List<Integer> cores = cores(j);
        // A row is named with its CPUs where the claim was measured at several counts, and always where it was limited
        // to fewer than the machine's: a one-CPU row is never named as the machine's.
        boolean namesCpus = cores.size() > 1 || limited(j);
        String exceptions = "";
        List<Outlier> outliers = new ArrayList<>();
        if (j.outcome() == Outcome.HOLDS || j.outcome() == Outcome.FAILS || j.outcome() == Outcome.PARTLY) {
            List<Condition.Side> sides = condition.sides().isEmpty() ? List.of() : condition.sides();
            if (j.outcome() == Outcome.PARTLY && condition.separates()) {
                for (Condition.Side side : sides.stream().sorted((x, y) -> Integer.compare(y.decided(), x.decided()))
                        .toList()) {
                    parts.add(part(ask, side.agrees(), side.words(), side.members(), side.where()));
                }
                List<Condition.Finding> against = sides.stream().flatMap(s -> s.exceptions().stream()).toList();
                exceptions = exceptionWords(ask, against, namesCpus);
                against.forEach(f -> outliers.add(new Outlier(rowWords(f, namesCpus),
                        f.quantity() == null ? "" : f.quantity().id(), f.ratio(), f.verdict().id())));
            } else if (j.outcome() == Outcome.PARTLY) {
                // Nothing separates them: each way in full, without a condition.
                List<Condition.Finding> all = sides.stream()
                        .flatMap(s -> java.util.stream.Stream.concat(s.members().stream(), s.exceptions().stream()))
                        .toList();
                for (boolean agrees : List.of(true, false)) {
                    List<Condition.Finding> mine = all.stream().filter(f -> f.agrees().get() == agrees).toList();
                    parts.add(part(ask, agrees, "in " + mine.size() + " of " + all.size() + " decided comparisons"
                            + " (no axis separates them: see the findings)", mine, List.of()));
                }
            } else {
                boolean agrees = j.outcome() == Outcome.HOLDS;
                List<Condition.Finding> members = sides.stream().flatMap(s -> s.members().stream()).toList();
                parts.add(part(ask, agrees, "", members, List.of()));
            }
        }
        int decided = j.expected() == null ? decidedFindings(j) : (int) (j.agreeing() + j.contradicting());
        int made = j.expected() == null ? decided : j.comparisons().size();
        String strength = strength(j, decided, made);
        Answer draft = new Answer(claim.id(), j.outcome().id(), ask.question(), List.copyOf(parts), exceptions,
                List.copyOf(outliers), condition.separates(), cores, strength, decided, made, "");
        return new Answer(draft.claim, draft.outcome, draft.question, draft.parts, draft.exceptions, draft.outliers,
                draft.separates, draft.cores, draft.strength, decided, made, draft.sentence(claim, j));
    }

    /** The axes that name an exception's row, in the order they are said. */
    private static final List<Condition.Axis> NAMING = List.of(Condition.Axis.IMPLEMENTATION, Condition.Axis.WORKLOAD,
            Condition.Axis.THREADS, Condition.Axis.POOL_SIZE, Condition.Axis.QUEUE, Condition.Axis.RING,
            Condition.Axis.CORES);

    /**
     * The exceptions in words, one per row whatever the quantities it was divided by: {@code fairReentrantLock, noop,
     * pool 1x, linked: virtual threads 1.4x faster (time per meal and time per dinner)}; the largest first, the first
     * {@link Condition#NAMED_EXCEPTIONS} named, the rest counted.
     */
    static String exceptionWords(Claim.Ask ask, List<Condition.Finding> against, boolean namesCpus) {
        Map<String, List<Condition.Finding>> byRow = new java.util.LinkedHashMap<>();
        against.stream().sorted(java.util.Comparator.comparingDouble(f -> -Math.abs(Math.log(f.ratio()))))
                .forEach(f -> byRow.computeIfAbsent(rowWords(f, namesCpus), k -> new ArrayList<>()).add(f));
        List<String> named = new ArrayList<>();
        byRow.forEach((row, findings) -> {
            if (named.size() < Condition.NAMED_EXCEPTIONS) {
                String how = magnitude(ask, findings);
                named.add(row + (how.isEmpty() ? "" : ": " + how));
            }
        });
        if (byRow.size() > named.size()) {
            named.add((byRow.size() - named.size()) + " more (see the findings)");
        }
        return String.join("; ", named);
    }

    /**
     * {@code fairReentrantLock, noop, pool 1x, linked}: the row of a finding, without the quantity; its CPUs only where
     * the claim was measured at several counts ({@code namesCpus}).
     */
    static String rowWords(Condition.Finding f, boolean namesCpus) {
        List<String> words = new ArrayList<>();
        for (Condition.Axis axis : NAMING) {
            String value = f.where().get(axis);
            if (value != null && (axis != Condition.Axis.CORES || namesCpus)) {
                words.add(switch (axis) {
                    case POOL_SIZE -> "a pool of " + value + " the cores";
                    case QUEUE -> value + " queue";
                    case RING -> "ring of " + value;
                    case CORES -> JmhRow.cpuWords(Integer.parseInt(value));
                    case THREADS -> value + " threads";
                    default -> value;
                });
            }
        }
        return words.isEmpty() ? f.label() : String.join(", ", words);
    }

    /** One side's action, condition and magnitude. */
    static Part part(Claim.Ask ask, boolean agrees, String where, List<Condition.Finding> members,
            List<Condition.Test> tests) {
        List<Condition.Finding> ratios = members.stream().filter(f -> Double.isFinite(f.ratio())).toList();
        double[] factors = ratios.stream()
                .mapToDouble(f -> f.verdict() == Verdict.EQUIVALENT ? 1 : Math.max(f.ratio(), 1 / f.ratio())).sorted()
                .toArray();
        String magnitude = magnitude(ask, ratios);
        if (!magnitude.isEmpty() && members.size() == 1) {
            magnitude = magnitude.substring(0, magnitude.length() - 1) + "; one comparison)";
        }
        return new Part(agrees ? ask.holds() : ask.fails(), where, agrees, members.size(),
                magnitude + byMeal(ask, ratios), factors.length == 0 ? Double.NaN : median(factors),
                factors.length == 0 ? Double.NaN : factors[0],
                factors.length == 0 ? Double.NaN : factors[factors.length - 1], tests);
    }

    /** The most meals a side's magnitude is broken down by; more are left to the findings page. */
    static final int MEALS_NAMED = 5;

    /**
     * A side's magnitude meal by meal, where it spans several: {@code ; by meal: noop: virtual threads 2.7x faster;
     * sleep: ...}, so that a range over unlike meals is never the only number; empty for one meal.
     */
    static String byMeal(Claim.Ask ask, List<Condition.Finding> ratios) {
        Map<String, List<Condition.Finding>> meals = new java.util.LinkedHashMap<>();
        ratios.stream().filter(f -> f.where().containsKey(Condition.Axis.WORKLOAD)).forEach(
                f -> meals.computeIfAbsent(f.where().get(Condition.Axis.WORKLOAD), k -> new ArrayList<>()).add(f));
        if (meals.size() < 2 || meals.size() > MEALS_NAMED || ask.a().isEmpty()) {
            return "";
        }
        // One faster side throughout: its factor per meal is enough ("noop 2.7x, sleep 8.1x"); else each in full.
        Verdict one = ratios.getFirst().verdict();
        boolean sameSide = (one == Verdict.FASTER || one == Verdict.SLOWER)
                && ratios.stream().allMatch(f -> f.verdict() == one);
        List<String> each = new ArrayList<>();
        meals.forEach((meal, findings) -> {
            if (sameSide) {
                each.add(meal + " " + range(findings.stream()
                        .mapToDouble(f -> one == Verdict.FASTER ? 1 / f.ratio() : f.ratio()).toArray()));
            } else {
                String how = magnitude(ask, findings);
                each.add(meal + ": " + how.substring(0, how.lastIndexOf(" (")));
            }
        });
        return "; by meal: " + String.join(sameSide ? ", " : "; ", each);
    }

    /**
     * How much, named from the faster side: {@code virtual threads 10-30x faster (median 18x)}, {@code equal within
     * 5%}, each group with its count where there are several, then the metric.
     */
    static String magnitude(Claim.Ask ask, List<Condition.Finding> ratios) {
        if (ratios.isEmpty() || ask.a().isEmpty()) {
            return "";
        }
        List<String> groups = new ArrayList<>();
        List<Condition.Finding> equal = ratios.stream().filter(f -> f.verdict() == Verdict.EQUIVALENT).toList();
        List<Condition.Finding> aFaster = ratios.stream().filter(f -> f.verdict() == Verdict.FASTER).toList();
        List<Condition.Finding> bFaster = ratios.stream().filter(f -> f.verdict() == Verdict.SLOWER).toList();
        // Decided against the claim's bound, not against one: the direction itself is not decided.
        List<Condition.Finding> open = ratios.stream().filter(f -> !f.verdict().decided()).toList();
        long kinds = java.util.stream.Stream.of(equal, aFaster, bFaster, open).filter(g -> !g.isEmpty()).count();
        boolean several = kinds > 1;
        if (!aFaster.isEmpty()) {
            groups.add(ask.a() + " " + range(aFaster.stream().mapToDouble(f -> 1 / f.ratio()).toArray()) + " faster"
                    + (several ? " in " + aFaster.size() : ""));
        }
        if (!bFaster.isEmpty()) {
            groups.add(ask.b() + " " + range(bFaster.stream().mapToDouble(Condition.Finding::ratio).toArray())
                    + " faster" + (several ? " in " + bFaster.size() : ""));
        }
        if (!equal.isEmpty()) {
            groups.add("equal within " + Numbers.percent(Comparison.MARGIN - 1).replace(".0%", "%")
                    + (several ? " in " + equal.size() : ""));
        }
        if (!open.isEmpty()) {
            groups.add("within " + range(open.stream().mapToDouble(f -> Math.max(f.ratio(), 1 / f.ratio())).toArray())
                    + " either way, direction not decided" + (several ? " in " + open.size() : ""));
        }
        Set<String> metrics = new LinkedHashSet<>();
        ratios.forEach(f -> metrics.add(metric(f.quantity())));
        return String.join(", ", groups) + " (" + Condition.join(List.copyOf(metrics), "and") + ")";
    }

    /** {@code 2.8x}, or {@code 10-30x (median 18x)}. */
    static String range(double[] factors) {
        double[] sorted = Arrays.stream(factors).sorted().toArray();
        String low = Numbers.factor(sorted[0]);
        String high = Numbers.factor(sorted[sorted.length - 1]);
        if (low.equals(high)) {
            return low + "x";
        }
        return low + "-" + high + "x" + (sorted.length >= 3 ? " (median " + Numbers.factor(median(sorted)) + "x)" : "");
    }

    /** What a ratio divides, in a reader's words. */
    static String metric(Quantity quantity) {
        return switch (quantity) {
            case EATING -> "time per meal";
            case DINNER -> "time per dinner";
            case SETUP -> "time to start every philosopher";
            case LEAVING -> "time to leave";
            case HAND_OFF -> "time per hand-off";
        };
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Whether a comparison of the claim was limited to fewer CPUs than the machine's. */
    private static boolean limited(Judgement j) {
        return j.comparisons().stream().anyMatch(c -> c.a().cpuLimit() > 0 || c.b().cpuLimit() > 0);
    }

    /** The CPU counts of the claim's decided comparisons, where the rows say. */
    private static List<Integer> cores(Judgement j) {
        return j.comparisons().stream().filter(c -> c.a().cpus() > 0).map(c -> c.a().cpus()).distinct().sorted()
                .toList();
    }

    /**
     * Where the condition does not name the CPUs, whether the answer held at each CPU count measured: {@code Held at 1
     * and 2 CPUs.}, or at which count how many decided comparisons go against their side (they are among the
     * exceptions); where no axis separates the sides, how many agree and contradict at each count.
     */
    static String heldAt(Condition condition, List<Integer> cores) {
        Map<Integer, int[]> byCores = new java.util.TreeMap<>();
        cores.forEach(c -> byCores.put(c, new int[3]));
        for (Condition.Side side : condition.sides()) {
            for (Condition.Finding f : java.util.stream.Stream
                    .concat(side.members().stream(), side.exceptions().stream()).toList()) {
                String c = f.where().get(Condition.Axis.CORES);
                int[] n = c == null ? null : byCores.get(Integer.parseInt(c));
                if (n != null) {
                    n[0]++;
                    n[1] += side.exceptions().contains(f) ? 1 : 0;
                    n[2] += f.agrees().orElse(false) ? 1 : 0;
                }
            }
        }
        long agreeing = byCores.values().stream().mapToLong(n -> n[2]).sum();
        long all = byCores.values().stream().mapToLong(n -> n[0]).sum();
        if (!condition.separates() && agreeing > 0 && agreeing < all) {
            List<String> each = new ArrayList<>();
            byCores.forEach((c, n) -> each.add("at " + JmhRow.cpuWords(c) + " " + n[2] + " agree and " + (n[0] - n[2])
                    + " contradict the sentence"));
            return "By CPUs: " + String.join("; ", each) + ".";
        }
        if (byCores.values().stream().allMatch(n -> n[1] == 0)) {
            return "Held at " + Condition.join(cores.stream().map(String::valueOf).toList(), "and")
                    + (cores.size() == 1 && cores.getFirst() == 1 ? " CPU." : " CPUs.");
        }
        List<String> changed = new ArrayList<>();
        byCores.forEach((c, n) -> {
            if (n[1] > 0) {
                changed.add("at " + JmhRow.cpuWords(c) + " " + n[1] + " of " + n[0]
                        + " decided comparisons go against it (among the exceptions)");
            }
        });
        List<String> held = byCores.entrySet().stream().filter(e -> e.getValue()[1] == 0)
                .map(e -> JmhRow.cpuWords(e.getKey())).toList();
        String change = String.join("; ", changed);
        return (held.isEmpty() ? capital(change) : "Held at " + Condition.join(held, "and") + "; " + change) + ".";
    }

    private static int decidedFindings(Judgement j) {
        return j.condition().sides().stream().mapToInt(Condition.Side::decided).sum();
    }

    /**
     * How much the answer rests on: comparisons decided of those made and the forks a side, "rests on one comparison"
     * where it does; for evidence, the findings or the reports.
     */
    static String strength(Judgement j, int decided, int made) {
        if (j.outcome() == Outcome.UNDECIDED || j.outcome() == Outcome.NOT_MEASURED) {
            return "";
        }
        if (j.expected() == null) {
            String sources = j.sources().isEmpty() ? "" : " (" + String.join(", ", j.sources()) + ")";
            return decided > 0 ? decided + (decided == 1 ? " finding" : " findings") + " from evidence" + sources
                    : "evidence" + sources;
        }
        int[] forks = j.comparisons().stream().filter(c -> j.expected().agrees(c).isPresent())
                .mapToInt(c -> Math.min(c.forksA(), c.forksB())).sorted().toArray();
        String forkWords = forks.length == 0 ? ""
                : ", " + (forks[0] == forks[forks.length - 1] ? forks[0] + ""
                        : forks[0] + "-" + forks[forks.length - 1]) + " forks a side";
        return (decided == 1 ? "rests on one comparison" : decided + " of " + made + " comparisons decided")
                + (decided == 1 ? " of " + made : "") + forkWords;
    }

    /** The answer in one paragraph: each side's action, where and how much; exceptions; strength. */
    private String sentence(Claim claim, Judgement j) {
        StringBuilder s = new StringBuilder();
        switch (j.outcome()) {
            case UNDECIDED ->
                    s.append(
                            !j.waitsFor().isEmpty()
                                    ? "Not decided on this machine: it waits for "
                                            + j.waitsFor().replaceAll(" \\(.*", "")
                                            + (j.headline().isEmpty() ? ""
                                                    : ". What was measured: " + stop(j.headline()))
                                    : j.comparisons().isEmpty() && j.facts().isEmpty()
                                            ? "Not measured on this machine: the set has none of its rows"
                                            : "Not decided on this machine: too few forks to tell")
                            .append('.');
            case NOT_MEASURED -> s.append("Not measured on this machine.");
            case ANSWERED -> s.append(capital(claim.ask().holds())).append(": ").append(stop(j.headline())).append('.');
            default -> {
                List<String> said = new ArrayList<>();
                for (Part p : parts) {
                    String where = p.where().isEmpty() ? "" : " " + p.where();
                    String how = !p.magnitude().isEmpty() ? p.magnitude()
                            : parts.size() == 1 && !j.headline().isEmpty() ? j.headline() : "";
                    said.add(p.action() + where + (how.isEmpty() ? "" : ": " + stop(how)));
                }
                s.append(String.join(". ", said.stream().map(Answer::capital).toList())).append('.');
                if (!exceptions.isEmpty()) {
                    s.append(" Except ").append(exceptions).append('.');
                }
                List<String> vetoed = j.expected() == null ? List.of()
                        : j.comparisons().stream().filter(c -> j.expected().vetoed(c).isPresent())
                                .map(c -> c.work() + ", " + c.a().named() + "'s time over " + c.b().named() + "'s "
                                        + Numbers.ratio(c.ratio()) + " in the dinner; " + j.expected().vetoed(c).get())
                                .toList();
                if (!vetoed.isEmpty()) {
                    s.append(" Left out, deciding nothing: ").append(String.join("; ", vetoed)).append('.');
                }
            }
        }
        boolean verdict = j.outcome() == Outcome.HOLDS || j.outcome() == Outcome.FAILS || j.outcome() == Outcome.PARTLY;
        if (verdict && (cores.size() > 1 || limited(j))
                && parts.stream().noneMatch(p -> p.tests().stream().anyMatch(t -> t.axis() == Condition.Axis.CORES))) {
            s.append(' ').append(heldAt(j.condition(), cores));
        }
        if (!strength.isEmpty()) {
            s.append(" Evidence: ").append(strength).append('.');
        }
        return s.toString();
    }

    /** The first letter in capitals, except a name that is written in lower case ({@code vert.x}). */
    private static String capital(String text) {
        return text.isEmpty() || text.startsWith("vert.x") ? text
                : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** A fact without its closing full stop, to go inside a sentence. */
    private static String stop(String text) {
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }
}
