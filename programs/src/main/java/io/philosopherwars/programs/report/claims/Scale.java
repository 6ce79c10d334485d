package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.LOCKS;
import static io.philosopherwars.programs.report.claims.Claims.VERTX;
import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Words.NA;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Progress;
import io.philosopherwars.core.Release;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.jmh.ScaledBenchmark;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import io.philosopherwars.programs.report.results.FailedCells;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.stats.Numbers;
import io.philosopherwars.programs.report.results.JmhRow;

/**
 * Claims 10 and 11, read from the scaled sweep: dining at scale (all full, the same meals each at every size) decides
 * whether a design's cost per meal stays flat with the philosophers, and whether a vert.x design froze; the sweep's
 * first-full races are shown beside, deciding nothing.
 */
public final class Scale {
    private Scale() {
    }

    /**
     * How much the eating phase's cost per meal may grow over the sweep's sizes and still count as linear: a factor of
     * two over the three orders of magnitude from 1K to 1M philosophers (about 10% per doubling of the table).
     */
    static final double LINEAR = 2;

    /**
     * Dining at scale decides claim 10: all full, the same meals each at every size, so the eating phase's ns per meal
     * is read against the philosophers alone. A classic lock dinner scales linearly when that cost at its largest size
     * is at most {@link #LINEAR} times the cost at its smallest (two sizes at least a hundredfold apart). A dinner that
     * did not reach the largest size (a thread ceiling) decides nothing: its reason is in the sweep's table. One fork
     * per cell (the sweep's), so this is evidence read from medians, not a fork-level interval.
     */
    static Judgement scaling(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        if (dining.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED, DINING_AT_SCALE, List.of())
                    .withRows(firstFullCorner(set, SCALING));
        }
        int largest = dining.stream().mapToInt(Scale::philosophers).max().orElseThrow();
        List<Row> rows = new ArrayList<>();
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, List<JmhRow>> byDinner = byDinner(dining, LOCKS);
        for (List<JmhRow> cells : byDinner.values()) {
            Growth g = new Growth(cells, largest);
            rows.addAll(g.rows(set.name(), SCALING, g.decides(), g.linear()));
            if (g.decides()) {
                findings.add(
                        new Condition.Finding(Claims.where(g.small().implementation().id(), g.small().threads().id()),
                                Optional.of(g.linear())));
            }
        }
        // Where a lock dinner stopped short of the largest table (the thread limit): a row each, deciding nothing.
        for (FailedCells.Cell cell : set.scaledFailures()) {
            if (allFull(cell) && of(LOCKS, cell)) {
                rows.addAll(stopped(set.name(), SCALING, cell, byDinner.getOrDefault(dinner(cell), List.of()),
                        cpus(dining), Optional.empty(), List.of()));
            }
        }
        rows.addAll(firstFullCorner(set, SCALING));
        return fromFindings(findings, List.of()).withRows(rows);
    }

    private static final String SCALING = "scaling";
    private static final String FREEZING = "vertxFreezes";

    /**
     * What became of an all-full dinner of the sweep that did not finish, told by its progress ({@link Progress}, in
     * the cell's reason): <em>frozen</em> (no meal for {@link Progress#FROZEN_AFTER_SECONDS} s while hungry
     * philosophers remained), <em>slow</em> (still eating at the time limit: {@code slowdown} is its projected eating
     * time over the linear prediction from the largest smaller size it dined at), <em>partial</em> (still eating at the
     * time limit while some philosophers had not yet begun since the release: its rate is a part of the table's, and
     * nothing is projected from it), <em>GC-bound</em> (its stall spent mostly in the collectors' pauses:
     * {@link Progress#gcBound}), <em>failed</em> (a lock time-out or any other failure, with its cause), or a time-out
     * with no progress recorded (an older sweep), which cannot be told either way.
     *
     * @param slowdown
     *            projected eating time over the linear prediction; NaN where either is unknown
     */
    public record Stall(Kind kind, String words, double slowdown) {
        public enum Kind {
            FROZEN, SLOW, PARTIAL, GC, FAILED, UNSAMPLED, DINED
        }

        /**
         * {@code cell}'s ending; {@code smaller} is the same dinner's row at the smallest size below it that dined
         * ({@link #smaller}; null if none), whose cost per meal gives the linear prediction.
         */
        public static Stall of(FailedCells.Cell cell, JmhRow smaller) {
            Optional<FailedCells.Dined> dined = cell.dined();
            if (dined.isPresent()) {
                // A run of a timed-out cell that dined this time: its eating against the linear prediction.
                double seconds = dined.get().eatingMs() / 1e3;
                return eating(Kind.DINED, "dined within its time limit, eating " + Numbers.fixed(seconds, 1) + " s",
                        seconds, dined.get().meals(), smaller);
            }
            Optional<Progress> sampled = Progress.parse(cell.reason());
            if (!cell.timedOut()) {
                return new Stall(Kind.FAILED, "failed: " + cause(cell) + sampled
                        .map(p -> " (" + p.state().replaceFirst("^(slow|frozen|GC-bound): ", "") + ")").orElse(""),
                        Double.NaN);
            }
            if (sampled.isEmpty() || !sampled.get().sampled()) {
                return new Stall(Kind.UNSAMPLED,
                        "timed out; no progress was recorded (a sweep from before progress sampling), so frozen"
                                + " and slow cannot be told apart",
                        Double.NaN);
            }
            Progress p = sampled.get();
            if (p.gcBound()) {
                return new Stall(Kind.GC,
                        p.state() + ": the collector's pauses filled most of it, so frozen cannot be told", Double.NaN);
            }
            if (p.frozen()) {
                return new Stall(Kind.FROZEN, p.state(), Double.NaN);
            }
            if (p.seconds() < Progress.FROZEN_AFTER_SECONDS || !(p.recentRate() > 0)) {
                return new Stall(Kind.UNSAMPLED, "timed out after " + Numbers.fixed(p.seconds(), 1) + " s of eating, "
                        + p.state() + ": too little to tell frozen from slow", Double.NaN);
            }
            Optional<Release> release = Release.parse(cell.reason());
            if (release.isPresent() && release.get().partial()) {
                // Its rate at the limit is that of the philosophers who had begun: what the rest would cost once begun,
                // and when they would begin, it does not say, so no projection of the table's eating stands on it (and
                // its words give none).
                return new Stall(Kind.PARTIAL,
                        "still eating at its time limit, " + p.percentEaten() + "% eaten, but only "
                                + Numbers.count(release.get().begun()) + " of "
                                + Numbers.count(release.get().philosophers())
                                + " philosophers had begun: a part of the table's rate, so slow cannot be told from"
                                + " linear",
                        Double.NaN);
            }
            return eating(Kind.SLOW, p.state(), p.projectedSeconds(), p.served(), smaller);
        }

        /** An ending that ate {@code meals} in {@code seconds}, against the linear cost from {@code smaller}'s. */
        private static Stall eating(Kind kind, String words, double seconds, long meals, JmhRow smaller) {
            double predicted = smaller == null ? Double.NaN : smaller.nanosPerMeal() * meals / 1e9;
            double slowdown = seconds / predicted;
            String against = Double.isNaN(slowdown) ? ""
                    : ", " + Numbers.factor(slowdown) + "x the " + Numbers.fixed(predicted, 1)
                            + " s a linear cost from " + Numbers.count(philosophers(smaller))
                            + " philosophers predicts";
            return new Stall(kind, words + against, slowdown);
        }

        /**
         * Whether it agrees with "sticks at scale": frozen, or slow past {@link #LINEAR}; empty where it cannot tell.
         */
        Optional<Boolean> sticks() {
            return switch (kind) {
                case FROZEN -> Optional.of(true);
                case SLOW, DINED -> Double.isNaN(slowdown) ? Optional.empty() : Optional.of(slowdown > LINEAR);
                case PARTIAL, GC, FAILED, UNSAMPLED -> Optional.empty();
            };
        }
    }

    /**
     * The same dinner's all-full row at the smallest size below {@code size} in {@code rows} (smallest first), or null:
     * the linear prediction starts where claim 10's growth does, so that {@link #LINEAR}, a bound over the sweep, is
     * never applied to one step of it.
     */
    public static JmhRow smaller(List<JmhRow> rows, int size) {
        return rows.stream().filter(row -> philosophers(row) < size).findFirst().orElse(null);
    }

    /**
     * Claim 11: a vert.x design freezes at scale when an all-full dinner of it stopped eating before its time limit
     * ({@link Stall}: no meal for {@link Progress#FROZEN_AFTER_SECONDS} s), or sticks when it was still eating but its
     * projected time is past {@link #LINEAR} times the linear prediction, or when its cost per meal over the sizes it
     * dined at grows past {@link #LINEAR}; it does not when it dined at the largest size at a linear cost, or was still
     * eating at a linear pace when the time limit cut it. A failure (a lock time-out) is counted with its cause and
     * decides nothing; a time-out with no progress recorded decides nothing either. A first-full time-out is a race's
     * and is shown beside, deciding nothing.
     */
    static Judgement freezing(ResultSet set) {
        List<JmhRow> dining = set.scaledRows().stream().filter(r -> r.stop() == StopRule.ALL_FULL).toList();
        if (dining.isEmpty() && set.scaledFailures().isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED, DINING_AT_SCALE, List.of());
        }
        List<FailedCells.Cell> failed = set.scaledFailures().stream().filter(c -> of(VERTX, c)).toList();
        List<FailedCells.Cell> runs = set.scaledRuns();
        List<Row> rows = new ArrayList<>();
        int largest = dining.stream().mapToInt(Scale::philosophers).max().orElse(0);
        int cpus = cpus(dining);
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, List<JmhRow>> byDinner = byDinner(dining, VERTX);
        // Each dinner's first all-full cell that did not finish (the smallest size): where it stopped dining.
        Map<String, FailedCells.Cell> stopped = new TreeMap<>();
        for (FailedCells.Cell cell : failed) {
            if (allFull(cell)) {
                stopped.merge(dinner(cell), cell, (x, y) -> philosophers(x) <= philosophers(y) ? x : y);
            } else if (cell.timedOut()) {
                // A race's time-out: a row, deciding nothing.
                rows.add(place(set.name(), FREEZING, cell, cpus, SWEEP).judged(CONTEXT, NA, "time per race", "ms",
                        Double.NaN, "stopped: the time limit (a race's, deciding nothing)"));
            }
        }
        Set<String> dinners = new TreeSet<>(byDinner.keySet());
        dinners.addAll(stopped.keySet());
        for (String dinner : dinners) {
            List<JmhRow> cells = byDinner.getOrDefault(dinner, List.of());
            FailedCells.Cell cell = stopped.get(dinner);
            Optional<Boolean> sticks = Optional.empty();
            if (cell != null) {
                // A cell run more than once is judged from its median run; every run is a row beside it.
                FailedCells.Cell judged = medianRun(cell, runs);
                sticks = Stall.of(judged, smaller(cells, philosophers(cell))).sticks();
                rows.addAll(stopped(set.name(), FREEZING, judged, cells, cpus, sticks, runs));
                rows.addAll(runRows(set.name(), FREEZING, cell, runs, cpus));
                if (sticks.isPresent()) {
                    findings.add(new Condition.Finding(Claims.where(cell.implementation(), cell.threads()), sticks));
                }
            }
            if (!cells.isEmpty()) {
                Growth g = new Growth(cells, largest);
                // Where the cell it stopped at decided, its growth is context.
                boolean decides = sticks.isEmpty() && g.decides();
                rows.addAll(g.rows(set.name(), FREEZING, decides, !g.linear()));
                if (decides) {
                    String[] parts = dinner.split("/");
                    findings.add(new Condition.Finding(Claims.where(parts[0], parts[1]), Optional.of(!g.linear())));
                }
            }
        }
        // A dinner's all-full cells above the one it stopped at: rows, deciding nothing.
        for (FailedCells.Cell cell : failed) {
            if (allFull(cell) && stopped.values().stream().noneMatch(kept -> kept == cell)) {
                rows.addAll(stopped(set.name(), FREEZING, cell, byDinner.getOrDefault(dinner(cell), List.of()), cpus,
                        Optional.empty(), List.of()));
            }
        }
        return fromFindings(findings, List.of()).withRows(rows);
    }

    /**
     * The run a cell run more than once is judged from: the median by meals eaten by the time limit (a run that dined
     * ate them all), the lower middle one of an even count; the cell itself where it ran once. The meals eaten by a
     * vert.x dinner of a million on virtual threads varied from 6 to 536,068 over five runs on Intel, so a single run's
     * verdict went one way or the other.
     */
    public static FailedCells.Cell medianRun(FailedCells.Cell cell, List<FailedCells.Cell> runs) {
        List<FailedCells.Cell> mine = runsOf(cell, runs).stream().sorted(Comparator.comparingLong(Scale::eaten))
                .toList();
        return mine.size() < 2 ? cell : mine.get((mine.size() - 1) / 2);
    }

    /** The runs of {@code cell} among a sweep's {@code runs}, in the order they ran; none where it ran once. */
    public static List<FailedCells.Cell> runsOf(FailedCells.Cell cell, List<FailedCells.Cell> runs) {
        return runs.stream().filter(r -> r.key().equals(cell.key())).toList();
    }

    /** The meals a run ate before it stopped: all of them where it dined, what its progress recorded where not. */
    public static long eaten(FailedCells.Cell run) {
        return run.dined().map(FailedCells.Dined::meals)
                .orElseGet(() -> Progress.parse(run.reason()).map(Progress::meals).orElse(0L));
    }

    /** A context row per run of a cell run more than once, in the order they ran: the meals each ate, and its end. */
    static List<Row> runRows(String set, String claim, FailedCells.Cell cell, List<FailedCells.Cell> runs, int cpus) {
        List<FailedCells.Cell> mine = runsOf(cell, runs);
        List<Row> rows = new ArrayList<>();
        if (mine.size() < 2) {
            return rows;
        }
        FailedCells.Cell median = medianRun(cell, runs);
        Place at = place(set, claim, cell, cpus, RUNS);
        for (int i = 0; i < mine.size(); i++) {
            FailedCells.Cell run = mine.get(i);
            String end = switch (Stall.of(run, null).kind()) {
                case DINED -> "dined";
                case FROZEN -> "frozen";
                case SLOW -> "still eating at the time limit";
                case PARTIAL -> "still eating at the time limit, its release incomplete";
                case GC -> "GC-bound at the time limit";
                case FAILED -> "failed";
                case UNSAMPLED -> "timed out, not told";
            };
            String quantity = "meals eaten, run " + (i + 1) + " of " + mine.size()
                    + (run == median ? " (the median, judged)" : "");
            rows.add(at.judged(CONTEXT, NA, quantity, "meals", (double) eaten(run), end));
        }
        return rows;
    }

    /**
     * How much the runs of a cell run more than once varied, for the row judged from their median: {@code ; the median
     * of 5 runs by meals eaten, which ate from 2 to 2,681,097 meals}; empty where it ran once.
     */
    private static String spread(FailedCells.Cell cell, List<FailedCells.Cell> runs) {
        List<Long> eaten = runsOf(cell, runs).stream().map(Scale::eaten).sorted().toList();
        return eaten.size() < 2 ? ""
                : "; the median of " + eaten.size() + " runs by meals eaten, which ate from "
                        + Numbers.count(eaten.getFirst()) + " to " + Numbers.count(eaten.getLast()) + " meals";
    }

    /** How the runs of a timed-out cell are known. */
    private static final String RUNS = "the scaled sweep's runs of a cell that ran out of time, each in a JVM of its"
            + " own (`--time-out-runs`)";

    private static final String DINING_AT_SCALE = "dining at scale: all full at every size with the same meals each"
            + " (`./philosophers scale --stop allFull`, the controls issue, part 3)";

    /** The sweep's all-full rows of {@code implementations}, by dinner, smallest table first. */
    static Map<String, List<JmhRow>> byDinner(List<JmhRow> dining, List<Implementation> implementations) {
        Map<String, List<JmhRow>> byDinner = new TreeMap<>();
        dining.stream().filter(r -> implementations.contains(r.implementation()))
                .sorted(Comparator.comparingInt(Scale::philosophers))
                .forEach(r -> byDinner.computeIfAbsent(r.dinner(), k -> new ArrayList<>()).add(r));
        return byDinner;
    }

    /**
     * One dinner's eating cost per meal over the sweep's tables it dined at, from its smallest ({@link #small}) to its
     * largest ({@link #big}).
     */
    private record Growth(List<JmhRow> cells, int largest) {
        JmhRow small() {
            return cells.getFirst();
        }

        JmhRow big() {
            return cells.getLast();
        }

        double growth() {
            return big().nanosPerMeal() / small().nanosPerMeal();
        }

        boolean spans() {
            return philosophers(big()) >= 100 * philosophers(small());
        }

        boolean linear() {
            return spans() && growth() <= LINEAR;
        }

        boolean reached() {
            return philosophers(big()) == largest;
        }

        /** It decides where it spans the sweep, but a linear cost only where it reached the largest table. */
        boolean decides() {
            return spans() && (!linear() || reached());
        }

        /**
         * A row per table it dined at, smallest first: its time per meal; at its largest, the growth over its smallest
         * (A the largest, B the smallest, A / B the growth), which decides where {@code decides} says, for the sentence
         * where {@code agrees}.
         */
        List<Row> rows(String set, String claim, boolean decides, boolean agrees) {
            return cells.stream().map(cell -> {
                Place at = Place.of(set, claim, cell, size(cell), Row.settings(cell));
                // A single cell has no growth: its one row is as plain as the cells below a larger one.
                return cell != big() || cells.size() == 1
                        ? at.row(CONTEXT, NA, "time per meal", "µs", cell.nanosPerMeal() / 1000)
                        : againstSmaller(at, decides ? Row.Role.DECIDES : CONTEXT, decides ? Row.agreeing(agrees) : NA,
                                "time per meal", cell.nanosPerMeal() / 1000, small(), growth(),
                                !spans() ? "too few sizes to tell" : linear() ? "linear" : "grows faster than linear",
                                cell.forks().size());
            }).toList();
        }
    }

    public static int philosophers(JmhRow row) {
        return ScaledBenchmark.thousands("philosophers", row.param("philosophers"));
    }

    static int philosophers(FailedCells.Cell cell) {
        return ScaledBenchmark.thousands("philosophers", cell.philosophers());
    }

    private static boolean allFull(FailedCells.Cell cell) {
        return cell.stop().equals(StopRule.ALL_FULL.id());
    }

    /** Whether a stopped cell is a dinner of one of {@code designs}. */
    private static boolean of(List<Implementation> designs, FailedCells.Cell cell) {
        return designs.stream().anyMatch(d -> d.id().equals(cell.implementation()));
    }

    /** A stopped cell's dinner, as {@link #byDinner} keys it. */
    private static String dinner(FailedCells.Cell cell) {
        return cell.implementation() + "/" + cell.threads();
    }

    /**
     * A sweep's cell in words: {@code 1,000 × 10} (philosophers × meals each) all full, {@code 1,000,000 philosophers,
     * the first to 10,000 meals wins} for a race.
     */
    static String size(JmhRow row) {
        return size(philosophers(row), ScaledBenchmark.thousands("meals", row.param("meals")),
                row.stop() == StopRule.ALL_FULL);
    }

    private static String size(FailedCells.Cell cell) {
        return size(philosophers(cell), ScaledBenchmark.thousands("meals", cell.meals()), allFull(cell));
    }

    private static String size(int philosophers, int meals, boolean allFull) {
        return allFull ? Words.size(philosophers, meals)
                : Numbers.count(philosophers) + " philosophers, the first to " + Numbers.count(meals) + " meals wins";
    }

    /** How a sweep's stopped cell is known: its reason in the sweep's table. */
    private static final String SWEEP = "the scaled sweep, one dinner a cell: its reason in the sweep's table";
    /** A dinner's time limit as its failure names it ({@code time limit of PT30S}). */
    private static final java.util.regex.Pattern LIMIT = java.util.regex.Pattern.compile("time limit of PT(\\d+)S");

    /** {@code the time limit (30 s)}: the limit a stopped cell ran into, with its value where its reason gives it. */
    private static String limit(FailedCells.Cell cell) {
        java.util.regex.Matcher m = LIMIT.matcher(cell.reason());
        return "the time limit" + (m.find() ? " (" + m.group(1) + " s)" : "");
    }

    /** Why a cell stopped, in a few words: the thread limit, the time limit (30 s), or a failure. */
    static String stopReason(FailedCells.Cell cell) {
        return threadLimited(cell) ? THREAD_LIMIT : cell.timedOut() ? limit(cell) : "it failed";
    }

    /** A cell's words for the platform threads it could not start. */
    static final String THREAD_LIMIT = "the thread limit";

    /** Whether a cell stopped because it could not start its platform threads (its reason says so). */
    private static boolean threadLimited(FailedCells.Cell cell) {
        return cell.reason().contains("cannot start more than");
    }

    /** How a stopped cell's progress is known. */
    private static final String PROGRESS = "the scaled sweep's progress, sampled at most every "
            + Numbers.count(Progress.PERIOD_MS) + " ms until the cell stopped";

    /** The CPUs the sweep's dinners ran on, 0 where they do not say. */
    static int cpus(List<JmhRow> rows) {
        return rows.stream().mapToInt(JmhRow::cpus).filter(c -> c > 0).findFirst().orElse(0);
    }

    private static final java.util.regex.Pattern MEAL = java.util.regex.Pattern
            .compile("^dinner [^/\\s]+/[^/\\s]+/(\\S+) ");

    /** A stopped cell's meal, from its reason ({@code dinner vertx/virtual/noop 1000000x10 ...}), or N/A. */
    private static String meal(FailedCells.Cell cell) {
        java.util.regex.Matcher m = MEAL.matcher(cell.reason());
        return m.find() ? Words.meal(m.group(1)) : Words.NA;
    }

    /** A stopped cell of the sweep as its rows name it: its meal, side, CPUs and size, known by {@code how}. */
    private static Place place(String set, String claim, FailedCells.Cell cell, int cpus, String how) {
        return new Place(set, claim, meal(cell), Words.side(cell.implementation(), cell.threads(), cpus), NA,
                Words.cpus(cpus), size(cell), how);
    }

    /** Why a cell failed, without the dinner its reason names or the progress it recorded. */
    private static String cause(FailedCells.Cell cell) {
        return FailedCells.cause(cell.reason()).replaceFirst("; progress: .*$", "");
    }

    /**
     * A sweep's all-full cell that did not finish, as rows: its time per meal with why it stopped (against the linear
     * prediction where it dined or was still eating: {@link Stall}), then what its progress recorded; it decides where
     * {@code sticks} says (true for "sticks at scale").
     */
    static List<Row> stopped(String set, String claim, FailedCells.Cell cell, List<JmhRow> dined, int cpus,
            Optional<Boolean> sticks, List<FailedCells.Cell> runs) {
        String spread = spread(cell, runs);
        JmhRow smaller = smaller(dined, philosophers(cell));
        Stall stall = Stall.of(cell, smaller);
        Row.Role role = sticks.isPresent() ? Row.Role.DECIDES : Row.Role.CONTEXT;
        String does = sticks.map(Row::agreeing).orElse(Words.NA);
        String why = switch (stall.kind()) {
            case DINED -> "dined within its time limit in its median run (its first run stopped)";
            case FAILED -> threadLimited(cell) ? Answer.THREAD_LIMITED : "stopped: it failed: " + cause(cell);
            case FROZEN -> "stopped: frozen";
            case SLOW -> "stopped: " + limit(cell) + ", still eating";
            case PARTIAL -> "stopped: " + limit(cell) + ", still eating, its release incomplete (no projection)";
            case GC -> "stopped: " + limit(cell) + ", GC-bound (the collector's pauses filled most of its stall)";
            case UNSAMPLED -> "stopped: " + limit(cell) + ", frozen or slow not told";
        };
        Optional<Release> release = Release.parse(cell.reason());
        if (release.isPresent() && release.get().partial()) {
            // Its rate is that of the philosophers who had begun: a reader of the time per meal must know how many.
            why += "; " + Numbers.count(release.get().begun()) + " of " + Numbers.count(release.get().philosophers())
                    + " philosophers had begun";
        }
        List<Row> rows = new ArrayList<>();
        Optional<Progress> progress = Progress.parse(cell.reason()).filter(Progress::sampled);
        Optional<FailedCells.Dined> ran = cell.dined();
        boolean ate = stall.kind() == Stall.Kind.DINED;
        if (Double.isFinite(stall.slowdown()) && (ate || stall.kind() == Stall.Kind.SLOW && progress.isPresent())) {
            double perMeal = ate ? ran.get().eatingMs() * 1e3 / ran.get().meals()
                    : progress.get().projectedSeconds() / progress.get().served() * 1e6;
            rows.add(againstSmaller(place(set, claim, cell, cpus, (ate ? RUNS : PROGRESS) + spread), role, does,
                    ate ? "time per meal, its median run" : "time per meal, projected from its rate at the time limit",
                    perMeal, smaller, stall.slowdown(), why, 0));
        } else {
            rows.add(place(set, claim, cell, cpus, SWEEP + spread).judged(role, does, "time per meal", "µs", Double.NaN,
                    why));
        }
        progress.ifPresent(p -> {
            Place at = place(set, claim, cell, cpus, PROGRESS);
            Stream.of(at.row(CONTEXT, NA, "meals eaten before it stopped", "meals", p.meals()),
                    at.row(CONTEXT, NA, "eating time before it stopped", "s", p.seconds()),
                    at.row(CONTEXT, NA, "time since its last meal when it stopped", "s", p.lastMealAgo()),
                    at.row(CONTEXT, NA, "GC pauses since its last meal", "s", p.stallGcSeconds()),
                    at.row(CONTEXT, NA, "GC pauses over its eating", "s", p.gcSeconds()))
                    .filter(r -> Double.isFinite(r.valueA())).forEach(rows::add);
        });
        // The release of a dinner that stopped: how many had begun, and when the last did where all had (a sweep from
        // before the release was recorded at a stop has neither).
        release.ifPresent(r -> {
            Place at = place(set, claim, cell, cpus, PROGRESS);
            rows.add(at.row(CONTEXT, NA, "philosophers begun since the release when it stopped", "philosophers",
                    r.begun()));
            if (r.complete()) {
                rows.add(at.row(CONTEXT, NA, "the release: until the last philosopher began", "s", r.seconds()));
            }
        });
        return rows;
    }

    /**
     * A table's time per meal at {@code at} (A) against the same dinner's at a {@code smaller} table (B), A / B
     * {@code growth}: two medians, no interval.
     */
    private static Row againstSmaller(Place at, Row.Role role, String does, String quantity, double perMeal,
            JmhRow smaller, double growth, String verdict, int forks) {
        return new Place(at.set(), at.claim(), at.meal(), at.a(), Words.side(smaller) + ", at " + size(smaller),
                at.cpus(), at.size(), at.settings()).judged(role, does, quantity, "µs", perMeal,
                        smaller.nanosPerMeal() / 1000, growth,
                        Row.fasterOf(growth, "the table of " + at.size(), "the table of " + size(smaller)), verdict,
                        forks, smaller.forks().size());
    }

    /**
     * Beside claim 10, deciding nothing: the sweep's first-full races of the classic locks on virtual threads at its
     * largest table (time per race, thread start, leaving, eating, philosophers who never ate), and the talk's own
     * races at its largest table.
     */
    private static List<Row> firstFullCorner(ResultSet set, String claim) {
        List<Row> out = new ArrayList<>();
        List<JmhRow> rows = set.scaledRows().stream().filter(r -> r.stop() == StopRule.FIRST_FULL).toList();
        int largest = rows.stream().mapToInt(Scale::philosophers).max().orElse(0);
        rows.stream().filter(r -> r.threads() == ThreadKind.VIRTUAL && LOCKS.contains(r.implementation()))
                .filter(r -> philosophers(r) == largest)
                .sorted(Comparator.comparing(JmhRow::label).thenComparing(r -> r.param("meals"))).forEach(r -> {
                    Place place = Place.of(set.name(), claim, r, size(r), Row.settings(r));
                    out.add(place.row(CONTEXT, NA, "time per race, median", "ms", r.distribution().median()));
                    out.add(place.row(CONTEXT, NA, "time per race", "ms", r.score()));
                    out.add(place.row(CONTEXT, NA, Words.quantity(Quantity.SETUP), "ms", r.mean(Quantity.SETUP)));
                    out.add(place.row(CONTEXT, NA, Words.quantity(Quantity.LEAVING), "ms", r.mean(Quantity.LEAVING)));
                    out.add(place.row(CONTEXT, NA, "time of the eating phase", "ms", r.mean(Quantity.EATING)));
                    out.add(place.row(CONTEXT, NA, "philosophers who never ate", "philosophers", r.metric("neverAte")));
                });
        int talkLargest = TalkData.ROWS.stream().mapToInt(TalkData.Row::philosophers).max().orElse(0);
        TalkData.ROWS.stream().filter(r -> r.table() == TalkData.Table.SCALED && r.philosophers() == talkLargest)
                .forEach(r -> {
                    String design = r.implementation().id();
                    String side = Words.design(design) + ", " + Words.threads(design, r.threads(), "", 0);
                    Place place = new Place(set.name(), claim, Words.meal(r.workload().id()), side, NA, NA,
                            size(r.philosophers(), r.meals(), false),
                            "the talk's table: " + TalkData.Table.SCALED.source());
                    out.add(place.row(CONTEXT, NA, "time per race, the talk's score", "ms", r.ms()));
                    out.add(place.row(CONTEXT, NA, "time per race, the talk's error (±)", "ms", r.error()));
                });
        return out;
    }
}
