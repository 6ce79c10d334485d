package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Calibration;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.stats.Looks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Where the next sample goes: a pure function of the catalogue, the journal and the data already measured, so that a
 * resumed run takes the same decisions as an uninterrupted one. The design, declared before any data:
 * <ol>
 * <li><b>Blocks.</b> A blocked family is measured one block at a time: one fork of each of its open rows, in a random
 * order seeded by the set and the block (so drift within a block falls on no row in particular, and a resumed block
 * runs in the same order). Both sides of every comparison of the family are in every block while it is open, so its
 * verdict reads shared blocks only, with the block as a factor ({@code Blocks}). Sleep and active wait are one family:
 * claim 5 compares them.</li>
 * <li><b>Looks.</b> The first {@code Looks.FORKS.getFirst()} blocks of a family (its pilot) hold every row. After them,
 * a row stays in the next block while one of its comparisons is open: undecided at every look so far, and short of the
 * last look ({@code Looks.FORKS.getLast()} forks a side). A row in several comparisons stays while any of them is open;
 * a comparison decided at a look keeps that verdict whatever its rows are measured for later (the report replays the
 * looks on the blocks in the order they ran). The error is spent by {@link Looks}, not by how long this goes on.</li>
 * <li><b>Order.</b> Four tiers, each only where the budget left carries it (a slice that does not fit is passed over
 * for a later one that does; blocks that stop short of a look decide nothing):
 * <ol>
 * <li>the families that bring claims within reach, the most claims per minute first ({@link #value});</li>
 * <li>the families that bring no claim within reach, in the catalogue's order: facts beside the verdicts (the floor,
 * the monitors, the pool sizes, the collectors, the JDBC meal, the unmounts), and at a short budget the waits' rows of
 * claim 18's blocking meal, a second source for a claim that the noop pilot alone left open on the AMD machine
 * ({@link Family#SHORT_ROWS}). Every family's pilot comes before any top-up, so that a budget leaves no question
 * unmeasured while it can measure it at all (the 90-minute Intel run of 2026-11-26 spent 9.5 minutes on top-ups and
 * left five families out);</li>
 * <li>top-ups to the second look ({@code Looks.FORKS.get(1)} forks a side), family by family, and the measured A/A gets
 * its second look here whatever it projects (see {@link Open#decidable});</li>
 * <li>top-ups to the last look.</li>
 * </ol>
 * The order decides only what is measured, never a verdict: every comparison is judged by {@link Looks}' rule on the
 * blocks it has.</li>
 * </ol>
 * A family whose prerequisite this machine lacks (a JDK 21) is passed over without a trace in the journal, so that a
 * resume on a machine that has it runs it; a slice that failed is run again by the next resume
 * ({@link Journal#retryingFailed}).
 */
final class Planner {
    private Planner() {
    }

    /**
     * An undecided comparison, the forks a side it has in shared blocks now ({@link #sharedForks}), and its claim (0
     * for the measured A/A).
     */
    record Open(Comparison comparison, int forks, int claim) {
        Open(Comparison comparison, int forks) {
            this(comparison, forks, 0);
        }

        /**
         * Whether more blocks can be expected to change its verdict: it is short of the last look, and its projection
         * ({@link #forksNeeded}) reaches a decision by then. A comparison that would need more is named in the plan and
         * never topped up blindly; stopping for futility spends no error (it never calls a difference). The measured
         * A/A (claim 0) is the exception up to its second look: it calibrates the looks, so it needs one past the pilot
         * whatever it projects (more looks can only raise its false rate, so the calibration errs high).
         */
        boolean decidable() {
            return forks < Looks.FORKS.getLast()
                    && (forksNeeded() <= Looks.FORKS.getLast() || claim == 0 && forks < Looks.FORKS.get(1));
        }

        /**
         * Forks a side it would need to settle, projected from its interval so far, the spread taken as the truth: the
         * interval narrows as one over the root of the forks, and must clear the nearer decision (a direction against
         * one, or equivalence inside the margin; the claim's bound against a magnitude). The next look where it has no
         * interval yet.
         */
        int forksNeeded() {
            Comparison c = comparison;
            // The interval is its last look's, of that look's forks: the projection starts there, whatever was
            // measured since.
            int fit = Math.min(c.forksA(), c.forksB());
            if (fit < 2 || c.look() < 1 || !Double.isFinite(c.low()) || !Double.isFinite(c.high()) || c.low() <= 0) {
                return nextLook();
            }
            double center = Math.log(c.ratio());
            double half = (Math.log(c.high()) - Math.log(c.low())) / 2;
            double gap = c.bound() == 1 ? Math.max(Math.abs(center), Math.log(Comparison.MARGIN) - Math.abs(center))
                    : Math.abs(center - Math.log(c.bound()));
            // One fork a side per block: a paired interval of forks - 1 degrees of freedom.
            return Looks.forksToSettle(half, fit, fit - 1, c.look() - 1, gap);
        }

        /** The forks a side of its next look. */
        int nextLook() {
            return Looks.FORKS.stream().filter(n -> n > forks).findFirst().orElse(Looks.FORKS.getLast());
        }
    }

    /**
     * What each claim's first verdict needs: any one of these sets of families, each set whole (claim 9 reads the code
     * and needs none). The first pass measures the families in the order of the claims they bring within reach per
     * minute ({@link #value}).
     */
    static final Map<Integer, List<List<String>>> NEEDS = Map.ofEntries(Map.entry(1, List.of(List.of("noop"))),
            Map.entry(2, List.of(List.of("handoff"))), Map.entry(3, List.of(List.of("fileRead"))),
            Map.entry(4, List.of(List.of("jep491"), List.of("jep491-jdks"))),
            Map.entry(5, List.of(List.of("equal-waits"), List.of("waits"))), Map.entry(6, List.of(List.of("noop"))),
            Map.entry(7, List.of(List.of("noop"))), Map.entry(8, List.of(List.of("noop"))),
            Map.entry(10, List.of(List.of("scaled"))), Map.entry(11, List.of(List.of("scaled"))),
            Map.entry(12, List.of(List.of("http"))), Map.entry(13, List.of(List.of("ports"))),
            Map.entry(14, List.of(List.of("races", "jlbh"))), Map.entry(15, List.of(List.of("races"))),
            Map.entry(16, List.of(List.of("memory"))), Map.entry(17, List.of(List.of("noop"), List.of("collectors"))),
            Map.entry(18, List.of(List.of("noop"), List.of("waits"))), Map.entry(19, List.of(List.of("noop"))),
            Map.entry(20, List.of(List.of("pool-waits"))));

    /**
     * Below this budget a blocked family's pilot measures only the rows that decide its claims: its one-CPU rows (the
     * cores axis) and its twin (the measured A/A) wait for a longer run. The dinners themselves never shrink.
     */
    static final double FULL_ROWS_SECONDS = 45 * 60;

    /** Publish's catalogue, whose pilots a short budget trims. */
    private static final List<Family> PUBLISHED = Family.catalogue();

    /** The next slice to run, or empty when the plan is complete at this budget. */
    static Optional<Slice> next(List<Family> catalogue, Journal journal, Optional<ResultSet> set) {
        return nextFrom(catalogue, journal, set.map(Planner::open));
    }

    /** The same, from the comparisons still open in the data measured so far (empty before any JMH data). */
    static Optional<Slice> nextFrom(List<Family> catalogue, Journal journal, Optional<List<Open>> open) {
        Optional<Slice> first = nextFirst(catalogue, journal, false);
        if (first.isPresent() || open.isEmpty()) {
            return first.or(() -> nextFirst(catalogue, journal, true));
        }
        if (journal.budgetSeconds() < FULL_ROWS_SECONDS) {
            // A short budget has minutes, not families, to spare: after the facts that measure a claim's rows, a
            // claim's open comparison taken to its second look is worth more than a fact that decides nothing (the
            // 15-minute runs of 2026-11-26 ended with thread start's facts while claims 6 and 12 were a block short
            // of their second look). The looks and their levels are the same whatever the order.
            return nextFirst(catalogue, journal, true).filter(s -> claimRows(family(catalogue, s), journal).isPresent())
                    .or(() -> topUp(catalogue, journal, open.get(), Looks.FORKS.get(1)))
                    .or(() -> nextFirst(catalogue, journal, true))
                    .or(() -> topUp(catalogue, journal, open.get(), Looks.FORKS.getLast()));
        }
        // Every family's pilot before any top-up: a family left out is a question the set cannot answer at all, a
        // comparison short of its second look one it may still answer at its first.
        return nextFirst(catalogue, journal, true).or(() -> topUp(catalogue, journal, open.get(), Looks.FORKS.get(1)))
                .or(() -> topUp(catalogue, journal, open.get(), Looks.FORKS.getLast()));
    }

    /** The catalogue's family of a slice. */
    private static Family family(List<Family> catalogue, Slice slice) {
        return catalogue.stream().filter(f -> f.name().equals(slice.family())).findFirst().orElseThrow();
    }

    /**
     * A top-up: the next block of the first family in the catalogue's order with a decidable comparison short of
     * {@code upTo} forks a side, of the rows of every such comparison, where the budget left carries it to their next
     * look.
     */
    private static Optional<Slice> topUp(List<Family> catalogue, Journal journal, List<Open> all, int upTo) {
        double left = journal.budgetSeconds() - journal.spentSeconds();
        List<Open> open = all.stream().filter(o -> o.forks() < upTo).toList();
        Map<Family, Integer> toLook = blocksToNextLook(catalogue, open);
        for (Map.Entry<Family, Set<String>> e : openRows(catalogue, open).entrySet()) {
            Family family = e.getKey();
            List<Journal.Done> done = journal.of(family.name());
            // A family whose last block measured nothing (it failed) is not topped up again in this run: its forks
            // would not advance, and it would take the budget block after block.
            if (done.size() < Looks.FORKS.getFirst() || done.getLast().rowForks() == 0) {
                continue;
            }
            Slice slice = block(family, List.copyOf(e.getValue()), journal);
            // A block that the budget cannot carry to the next look decides nothing: its time goes elsewhere.
            if (slice.estimateSeconds() * toLook.getOrDefault(family, 1) <= left) {
                List<String> claims = forClaims(catalogue, open, family);
                return Optional.of(new Slice(slice.name(), slice.family(), slice.tool(), slice.arguments(),
                        slice.rows(), slice.outputs(), slice.estimateSeconds(),
                        slice.why() + (claims.isEmpty() ? "" : ", for " + String.join(", ", claims))));
            }
        }
        return Optional.empty();
    }

    /**
     * The first pass: a pilot under way is finished first (its blocks are one design); then, of the families not yet
     * measured whose first answer fits in the budget left, the one that brings the most claims within reach per minute;
     * with {@code facts}, when no such family fits, the others in the catalogue's order (their data are facts beside
     * verdicts).
     */
    static Optional<Slice> nextFirst(List<Family> catalogue, Journal journal, boolean facts) {
        double left = journal.budgetSeconds() - journal.spentSeconds();
        for (Family family : catalogue) {
            int done = journal.of(family.name()).size();
            if (family.blocked() && done > 0 && done < Looks.FORKS.getFirst()
                    && family.prerequisite().missing().isEmpty()) {
                Slice block = block(family, pilotRows(family, journal), journal);
                if (block.estimateSeconds() * (Looks.FORKS.getFirst() - done) <= left) {
                    return Optional.of(block);
                }
            }
        }
        Set<String> measured = measured(catalogue, journal);
        Family best = null;
        double bestRate = 0;
        Family plain = null;
        for (Family family : catalogue) {
            if (family.prerequisite().missing().isPresent() || !journal.of(family.name()).isEmpty()) {
                continue; // passed over, and said so; a resume on a machine that has it runs it
            }
            double cost = firstSeconds(family, journal);
            if (cost > left) {
                continue;
            }
            double rate = value(family, journal, measured) / Math.max(1, cost);
            if (rate > bestRate) {
                best = family;
                bestRate = rate;
            }
            // Among the facts, a family whose short pilot measures a claim's rows goes first: the 15-minute run of
            // 2026-11-26 ran jep491's facts in the last minutes and left claim 18's sleep rows out.
            if (plain == null || claimRows(plain, journal).isEmpty() && claimRows(family, journal).isPresent()) {
                plain = family;
            }
        }
        Family chosen = best != null ? best : facts ? plain : null;
        if (chosen == null) {
            return Optional.empty();
        }
        return Optional
                .of(chosen.blocked() ? block(chosen, pilotRows(chosen, journal), journal) : fixed(chosen, journal));
    }

    /** The families whose first answer is complete: a fixed slice run, a pilot's blocks all run. */
    static Set<String> measured(List<Family> catalogue, Journal journal) {
        Set<String> measured = new java.util.HashSet<>();
        for (Family family : catalogue) {
            int done = journal.of(family.name()).size();
            if (done >= (family.blocked() ? Looks.FORKS.getFirst() : 1)) {
                measured.add(family.name());
            }
        }
        return measured;
    }

    /**
     * The claims a family brings within reach, given what is measured: for every claim not yet within reach, the share
     * of the families it still needs that this one is (1 for a family that completes it, 1/2 for one of two).
     */
    static double value(String family, Set<String> measured) {
        return value(family, measured, NEEDS);
    }

    private static double value(String family, Set<String> measured, Map<Integer, List<List<String>>> claims) {
        double value = 0;
        for (List<List<String>> alternatives : claims.values()) {
            if (alternatives.stream().anyMatch(measured::containsAll)) {
                continue;
            }
            double best = 0;
            for (List<String> needs : alternatives) {
                if (needs.contains(family)) {
                    long missing = needs.stream().filter(f -> !measured.contains(f)).count();
                    best = Math.max(best, 1.0 / missing);
                }
            }
            value += best;
        }
        return value;
    }

    /**
     * The claims a family brings within reach at this journal's budget: where a short budget measures only the rows of
     * some of its claims ({@link Family#SHORT_ROWS}), only those count.
     */
    static double value(Family family, Journal journal, Set<String> measured) {
        Optional<Family.ClaimRows> claimed = claimRows(family, journal);
        if (claimed.isEmpty()) {
            return value(family.name(), measured);
        }
        Map<Integer, List<List<String>>> needs = new LinkedHashMap<>(NEEDS);
        needs.keySet().retainAll(claimed.get().claims());
        return value(family.name(), measured, needs);
    }

    /** The claims (by number) within reach once {@code families} are measured: every family one of its needs names. */
    static Set<Integer> withinReach(Set<String> families) {
        Set<Integer> claims = new java.util.TreeSet<>();
        NEEDS.forEach((claim, alternatives) -> {
            if (alternatives.stream().anyMatch(families::containsAll)) {
                claims.add(claim);
            }
        });
        return claims;
    }

    /** The claims (by number) that {@code family} helps to decide. */
    static List<Integer> claimsOf(String family) {
        return NEEDS.entrySet().stream().filter(e -> e.getValue().stream().anyMatch(a -> a.contains(family)))
                .map(Map.Entry::getKey).sorted().toList();
    }

    /** Whether this journal's budget is short, and {@code family} one of publish's, which a short budget trims. */
    private static boolean shortBudget(Family family, Journal journal) {
        return journal.budgetSeconds() < FULL_ROWS_SECONDS
                && PUBLISHED.stream().anyMatch(f -> f.name().equals(family.name()));
    }

    /**
     * A pilot's rows: all of them, or, for a family of publish's catalogue below {@link #FULL_ROWS_SECONDS} of budget,
     * those that decide claims: without the one-CPU rows and the twin, and where {@link Family#SHORT_ROWS} names the
     * rows its claims read, only those. Advise's families keep their one-CPU rows: there they are one of the questions.
     */
    static List<String> pilotRows(Family family, Journal journal) {
        List<String> rows = family.rows();
        if (!shortBudget(family, journal)) {
            return rows;
        }
        Optional<Family.ClaimRows> claimed = claimRows(family, journal);
        return rows.stream().filter(r -> !r.endsWith(Family.ONE_CPU_MARK) && !r.endsWith(Family.TWIN_MARK))
                .filter(r -> claimed.map(c -> c.keeps(r)).orElse(true)).toList();
    }

    /**
     * What this journal's budget measures of each family that it shortens, in words ({@code ports: the talk's ...}): a
     * fixed slice's short variant, a pilot's rows of its claims.
     */
    static List<String> shortened(List<Family> catalogue, Journal journal) {
        List<String> words = new ArrayList<>();
        for (Family family : catalogue) {
            if (family.blocked()) {
                claimRows(family, journal).ifPresent(c -> words.add(family.name()
                        + (family.name().endsWith("s") ? "'" : "'s") + " pilot measures only " + c.words()));
            } else if (shortBudget(family, journal) && Family.SHORT.containsKey(family.name())) {
                words.add(family.name() + ": " + Family.SHORT.get(family.name()).why());
            }
        }
        return words;
    }

    /** The rows of its claims that a family's pilot measures at this journal's budget, where they are fewer. */
    static Optional<Family.ClaimRows> claimRows(Family family, Journal journal) {
        return shortBudget(family, journal) ? Optional.ofNullable(Family.SHORT_ROWS.get(family.name()))
                : Optional.empty();
    }

    /**
     * The first pass as it would go from here if every slice took its estimate: the families that bring claims within
     * reach in the order they would run, then (after the top-ups to the second look, which no plan can foresee) the
     * families of facts, and those the budget leaves out even without top-ups.
     */
    record FirstPass(List<Family> planned, double seconds, List<Family> facts, double factsSeconds,
            List<Family> leftOut) {
    }

    static FirstPass firstPass(List<Family> catalogue, Journal journal) {
        List<Family> planned = new ArrayList<>();
        List<Family> facts = new ArrayList<>();
        double[] seconds = new double[2];
        Journal simulated = journal;
        for (int tier = 0; tier < 2; tier++) {
            for (Optional<Slice> s = nextFirst(catalogue, simulated, tier == 1); s
                    .isPresent(); s = nextFirst(catalogue, simulated, tier == 1)) {
                Slice slice = s.get();
                Family family = catalogue.stream().filter(f -> f.name().equals(slice.family())).findFirst()
                        .orElseThrow();
                // A pilot under way is finished first whatever it brings: it counts where its value puts it.
                boolean fact = value(family, simulated, measured(catalogue, simulated)) == 0;
                if (!planned.contains(family) && !facts.contains(family)) {
                    (fact ? facts : planned).add(family);
                }
                seconds[fact ? 1 : 0] += slice.estimateSeconds();
                simulated = simulated.with(new Journal.Done(slice.name(), slice.estimateSeconds(), 0, "planned", ""));
            }
        }
        Journal end = simulated;
        // Left out: a family with no slice, or a pilot that stopped short of its first look (its blocks decide
        // nothing).
        List<Family> leftOut = catalogue.stream().filter(f -> f.prerequisite().missing().isEmpty()
                && (end.of(f.name()).isEmpty() || f.blocked() && end.of(f.name()).size() < Looks.FORKS.getFirst()))
                .toList();
        return new FirstPass(List.copyOf(planned), seconds[0], List.copyOf(facts), seconds[1], leftOut);
    }

    /**
     * The catalogue priced by what a journal of this machine measured (its committed set's, on this host): a family
     * that journal finished costs what it took there, a fixed family its last slice's time, a blocked one its time per
     * row and fork over every row; the others keep their guesses. The guesses were made on faster machines: on the
     * 2-core Zen 3 VM they came to 151.8 min for every family's pilot where its own journal took 213.3 (the JLBH races
     * 4.8 against 13.8 min, ports 4.0 against 10.0, the HTTP pilot 13.0 against 26.3), so that a pilot planned to fit
     * in the budget left did not.
     */
    static List<Family> priced(List<Family> catalogue, Journal measured) {
        return catalogue.stream().map(family -> {
            List<Journal.Done> done = measured.of(family.name()).stream().filter(d -> !d.result().startsWith("failed"))
                    .toList();
            if (done.isEmpty()) {
                return family;
            }
            if (!family.blocked()) {
                return family.guessing(done.getLast().seconds());
            }
            double seconds = done.stream().mapToDouble(Journal.Done::seconds).sum();
            int rowForks = done.stream().mapToInt(Journal.Done::rowForks).sum();
            return rowForks == 0 ? family : family.guessing(seconds / rowForks * family.rows().size());
        }).toList();
    }

    /**
     * What a family's first answer costs from this journal: its one slice, or its pilot's blocks up to the first look,
     * of the pilot's rows at this budget, at the family's measured cost where it has one.
     */
    static double firstSeconds(Family family, Journal journal) {
        if (!family.blocked()) {
            return fixed(family, journal).estimateSeconds();
        }
        int done = journal.of(family.name()).size();
        return block(family, pilotRows(family, journal), journal).estimateSeconds()
                * Math.max(0, Looks.FORKS.getFirst() - done);
    }

    /**
     * A fixed family's one slice at this journal's budget: below {@link #FULL_ROWS_SECONDS}, a family of publish's
     * catalogue that {@link Family#SHORT} names runs as that variant (the rows its claims read, fewer samples of the
     * same dinners); otherwise as it is.
     */
    static Slice fixed(Family family, Journal journal) {
        return fixed(shortBudget(family, journal) ? Family.SHORT.getOrDefault(family.name(), family) : family);
    }

    /** A fixed family's one slice. */
    private static Slice fixed(Family family) {
        List<String> arguments = new ArrayList<>(family.arguments());
        if (!family.tool()) {
            arguments.addAll(Family.ITERATIONS);
            arguments.addAll(List.of("-f", Integer.toString(family.forks())));
        }
        return new Slice(family.name(), family.name(), family.tool(), List.copyOf(arguments), List.of(),
                family.outputs(), family.guessSeconds(), family.why());
    }

    /** The family's next block, of these rows, in the block's own random order. */
    static Slice block(Family family, List<String> rows, Journal journal) {
        int round = journal.of(family.name()).size() + 1;
        List<String> order = new ArrayList<>(rows);
        Collections.sort(order);
        Collections.shuffle(order, new Random((journal.started() + "/" + family.name() + "/" + round).hashCode()));
        List<String> shared = new ArrayList<>(family.arguments().subList(1, family.arguments().size()));
        shared.addAll(List.of("-f", "1"));
        int all = family.rows().size();
        double estimate = secondsPerRowFork(family, journal) * rows.size();
        boolean trimmed = round <= Looks.FORKS.getFirst() && rows.size() < all
                && pilotRows(family, journal).size() == rows.size();
        String why = round <= Looks.FORKS.getFirst()
                ? "pilot block " + round + " of " + Looks.FORKS.getFirst() + ": " + family.why() + (!trimmed ? ""
                        : claimRows(family, journal).map(
                                c -> " (at this budget only " + c.words() + "; its other rows wait for a longer run)")
                                .orElse(" (at this budget without its one-CPU rows and twin)"))
                : "block " + round + ": " + rows.size() + " of " + all + " rows still open";
        return new Slice(family.name() + "-" + round, family.name(), false, List.copyOf(shared), List.copyOf(order),
                List.of(), estimate, why);
    }

    /** The family's measured cost of one row in one fork, from its finished slices. */
    static double secondsPerRowFork(Family family, Journal journal) {
        double seconds = 0;
        int rowForks = 0;
        for (Journal.Done d : journal.of(family.name())) {
            seconds += d.seconds();
            rowForks += d.rowForks();
        }
        if (rowForks > 0) {
            return seconds / rowForks;
        }
        Optional<Family.ClaimRows> claimed = claimRows(family, journal);
        if (claimed.isPresent()) {
            return claimed.get().guessSecondsPerBlock() / Math.max(1, pilotRows(family, journal).size());
        }
        int rows = family.blocked() ? family.rows().size() : 10;
        return family.guessSeconds() / Math.max(1, rows);
    }

    /** Every undecided fixed-work comparison of every claim, and the measured A/A twins. */
    static List<Open> open(ResultSet set) {
        List<Open> open = new ArrayList<>();
        for (Claim claim : Claims.all()) {
            Claim.Judgement j = claim.judge().judge(set);
            for (Comparison c : j.comparisons()) {
                // A comparison its claim vetoes decides nothing however many forks it gets (claim 18's whole dinners,
                // beside the rows per meal of the same pairs): it keeps no row in the next block.
                // Only the pool's comparisons: a block adds forks to the pool, never to a run that stands alone.
                if (j.decides(c) && !c.settled() && c.a() instanceof JmhRow && c.b() instanceof JmhRow
                        && c.run().equals(Family.POOL)) {
                    open.add(new Open(c, sharedForks(c), claim.number()));
                }
            }
        }
        for (RawRun run : set.runs().stream().filter(r -> r.name().equals(Family.POOL)).toList()) {
            for (Comparison c : Calibration.twins(run.name(), run.rows())) {
                if (!c.verdict().decided()) {
                    open.add(new Open(c, sharedForks(c)));
                }
            }
        }
        return open;
    }

    /**
     * Forks a side a comparison's rows have in shared blocks now. Its own forks are its last look's fit, which stays at
     * 3 until the sixth block: counted from those, two top-ups past a look would seem three short of the next, and a
     * budget that fits the one block left would strand both (the Intel run of 2026-11-26 did so with fileRead-4 and
     * -5).
     */
    static int sharedForks(Comparison c) {
        io.philosopherwars.programs.report.stats.Blocks all = io.philosopherwars.programs.report.stats.Blocks
                .fit(c.a().forks(c.quantity()), c.a().blocks(), c.b().forks(c.quantity()), c.b().blocks());
        return Math.min(all.forksA(), all.forksB());
    }

    /** The rows of the next blocks, by family: both sides of every comparison a block can still change. */
    static Map<Family, Set<String>> openRows(List<Family> catalogue, List<Open> open) {
        Map<Family, Set<String>> wanted = new LinkedHashMap<>();
        for (Open o : open) {
            Optional<Family> family = o.decidable() ? shared(catalogue, o) : Optional.empty();
            if (family.isEmpty()) {
                continue;
            }
            for (Measured side : List.of(o.comparison().a(), o.comparison().b())) {
                JmhRow row = (JmhRow) side;
                wanted.computeIfAbsent(family.get(), k -> new LinkedHashSet<>())
                        .add(Family.row(benchmark(row), isTwin(row),
                                row.workload() == io.philosopherwars.core.workload.WorkloadKind.FILE_READ_DIRECT,
                                row.cpuLimit()));
            }
        }
        // The catalogue's order, so that the plan is the same whatever the order of the claims.
        Map<Family, Set<String>> ordered = new LinkedHashMap<>();
        catalogue.stream().filter(wanted::containsKey).forEach(f -> ordered.put(f, wanted.get(f)));
        return ordered;
    }

    /**
     * The blocks each family needs until one of its open comparisons reaches its next look (a top-up short of that
     * looks at nothing): the fewest over its decidable comparisons.
     */
    static Map<Family, Integer> blocksToNextLook(List<Family> catalogue, List<Open> open) {
        Map<Family, Integer> blocks = new LinkedHashMap<>();
        for (Open o : open) {
            if (o.decidable()) {
                shared(catalogue, o).ifPresent(f -> blocks.merge(f, Math.max(1, o.nextLook() - o.forks()), Math::min));
            }
        }
        return blocks;
    }

    /** What a family's top-up is for: {@code claim 6}, {@code claims 6 and 19}, {@code the measured A/A}. */
    static List<String> forClaims(List<Family> catalogue, List<Open> open, Family family) {
        java.util.SortedSet<Integer> claims = new java.util.TreeSet<>();
        for (Open o : open) {
            if (o.decidable() && shared(catalogue, o).filter(family::equals).isPresent()) {
                claims.add(o.claim());
            }
        }
        List<String> words = new ArrayList<>();
        List<Integer> numbers = claims.stream().filter(c -> c > 0).toList();
        if (!numbers.isEmpty()) {
            words.add(claimWords(numbers));
        }
        if (claims.contains(0)) {
            words.add("the measured A/A");
        }
        return words;
    }

    /** {@code claim 6}, or {@code claims 6, 19}. */
    static String claimWords(List<Integer> claims) {
        return (claims.size() == 1 ? "claim " : "claims ")
                + String.join(", ", claims.stream().map(String::valueOf).toList());
    }

    /**
     * The family that measures both sides of an open comparison, where one does: a comparison whose sides belong to two
     * families can share no block, so no top-up can settle it (it is named in the plan, never topped up).
     */
    static Optional<Family> shared(List<Family> catalogue, Open o) {
        JmhRow a = (JmhRow) o.comparison().a();
        JmhRow b = (JmhRow) o.comparison().b();
        // A row two families measure (a virtual row beside the pools, which takes no pool parameter) goes to the
        // family that measures its partner too: a block of it alone would add forks that no comparison shares.
        return catalogue.stream().filter(Family::blocked)
                .filter(f -> f.measures(benchmark(a), a.params()) && f.measures(benchmark(b), b.params())).findFirst();
    }

    private static boolean isTwin(JmhRow row) {
        return Calibration.TWIN_VALUE.equals(row.params().get(Calibration.TWIN_PARAMETER));
    }

    /** The blocked family that measures a row: its benchmark matches the family's regex. */
    static Optional<Family> family(List<Family> catalogue, JmhRow row) {
        String benchmark = benchmark(row);
        return catalogue.stream().filter(Family::blocked).filter(f -> f.measures(benchmark, row.params())).findFirst();
    }

    /** {@code NoopBenchmark.reentrantLock_virtual}: the row's class (from its workload) and method. */
    static String benchmark(JmhRow row) {
        String workload = row.workload() == io.philosopherwars.core.workload.WorkloadKind.FILE_READ_DIRECT ? "fileRead"
                : row.workload().id();
        return Character.toUpperCase(workload.charAt(0)) + workload.substring(1) + "Benchmark."
                + row.implementation().id() + "_" + row.threads().id();
    }

    /**
     * Seconds an undecided claim needs to reach the next look and the last look of every open comparison it has: the
     * blocks left times the rows open in them times the family's measured cost per row and fork.
     */
    static double[] secondsToLooks(List<Family> catalogue, Journal journal, List<Open> open) {
        Map<Family, Set<String>> rows = new LinkedHashMap<>();
        Map<Family, int[]> blocks = new LinkedHashMap<>();
        for (Open o : open) {
            if (!o.decidable()) {
                continue;
            }
            Optional<Family> family = shared(catalogue, o);
            if (family.isEmpty()) {
                continue;
            }
            for (Measured side : List.of(o.comparison().a(), o.comparison().b())) {
                rows.computeIfAbsent(family.get(), k -> new LinkedHashSet<>()).add(side.label());
            }
            int[] b = blocks.computeIfAbsent(family.get(), k -> new int[2]);
            b[0] = Math.max(b[0], o.nextLook() - o.forks());
            b[1] = Math.max(b[1], Looks.FORKS.getLast() - o.forks());
        }
        double next = 0;
        double last = 0;
        for (Map.Entry<Family, Set<String>> e : rows.entrySet()) {
            double perBlock = secondsPerRowFork(e.getKey(), journal) * e.getValue().size();
            next += blocks.get(e.getKey())[0] * perBlock;
            last += blocks.get(e.getKey())[1] * perBlock;
        }
        return new double[] { next, last };
    }
}
