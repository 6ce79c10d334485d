package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.claims.Claims;
import io.philosopherwars.programs.report.stats.Comparison;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.ResultSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Where the next sample goes. A pure function of the catalogue, the journal and the data already measured, so that a
 * resumed run takes the same decisions as an uninterrupted one:
 * <ol>
 * <li>the first slice of every family, in catalogue order, while the budget left covers its estimate (a pilot of two
 * forks for a fixed-work family: one fork gives no interval);</li>
 * <li>then, while the budget lasts, one more fork of the rows of every comparison still undecided whose projection says
 * it can be decided within {@link #MAX_FORKS} forks a side (Kalibera and Jones: samples go where the variance is; a
 * decided comparison gets none). The projection takes the between-fork variance measured so far as the truth: with
 * cv<sub>A</sub>, cv<sub>B</sub> the relative spread of each side's fork means, n forks a side give a standard error of
 * sqrt((cv<sub>A</sub><sup>2</sup> + cv<sub>B</sub><sup>2</sup>) / n) in log space, and a verdict needs t(2n - 2) times
 * that below the gap to the nearest decision: |ln ratio| for faster or slower, ln(margin) - |ln ratio| for
 * equivalent.</li>
 * </ol>
 */
final class Planner {
    /** The most forks a side a comparison may ask for; beyond it the comparison is undecided at any budget here. */
    static final int MAX_FORKS = 12;

    private Planner() {
    }

    /** An undecided comparison, with the forks a side its projection asks for (0: more than {@link #MAX_FORKS}). */
    record Open(Comparison comparison, int forksNeeded) {
        boolean decidable() {
            return forksNeeded > 0;
        }
    }

    /** The next slice to run, or empty when the plan is complete at this budget. */
    static Optional<Slice> next(List<Family> catalogue, Journal journal, Optional<ResultSet> set) {
        double left = journal.budgetSeconds() - journal.spentSeconds();
        for (Family family : catalogue) {
            if (journal.of(family.name()).isEmpty()) {
                Slice first = first(family, journal);
                if (first.estimateSeconds() <= left) {
                    return Optional.of(first);
                }
            }
        }
        if (set.isEmpty()) {
            return Optional.empty();
        }
        Map<Family, Set<JmhRow>> wanted = topUps(catalogue, open(set.get()));
        for (Map.Entry<Family, Set<JmhRow>> e : wanted.entrySet()) {
            Family family = e.getKey();
            if (journal.of(family.name()).isEmpty()) {
                continue;
            }
            Slice slice = topUp(family, e.getValue(), journal);
            if (slice.estimateSeconds() <= left) {
                return Optional.of(slice);
            }
        }
        return Optional.empty();
    }

    /** Families whose first slice did not fit in the budget: they are reported as not measured. */
    static List<Family> skipped(List<Family> catalogue, Journal journal) {
        return catalogue.stream().filter(f -> journal.of(f.name()).isEmpty()).toList();
    }

    static Slice first(Family family, Journal journal) {
        String name = family.adaptive() ? family.name() + "-1" : family.name();
        double estimate = family.guessSeconds();
        return new Slice(name, family.name(), family.tool(), arguments(family, family.arguments(), family.forks()),
                family.outputs(), estimate, (family.adaptive() ? "pilot: " : "") + family.why());
    }

    private static List<String> arguments(Family family, List<String> base, int forks) {
        List<String> arguments = new ArrayList<>(base);
        if (!family.tool()) {
            arguments.addAll(Family.ITERATIONS);
            arguments.addAll(List.of("-f", Integer.toString(forks)));
        }
        return List.copyOf(arguments);
    }

    /** One more fork of exactly these rows of an adaptive family. */
    static Slice topUp(Family family, Set<JmhRow> rows, Journal journal) {
        int round = journal.of(family.name()).size() + 1;
        String benchmarks = String.join("|",
                rows.stream().map(r -> benchmark(r).replace(".", "\\.")).distinct().sorted().toList());
        List<String> base = new ArrayList<>(family.arguments());
        // Exactly these rows' benchmarks, with the family's parameters.
        base.set(0, "\\.(" + benchmarks + ")$");
        double perRowFork = secondsPerRowFork(family, journal);
        return new Slice(family.name() + "-" + round, family.name(), false, arguments(family, base, 1), List.of(),
                perRowFork * rows.size(),
                "one more fork of " + rows.size() + " rows whose comparisons are still undecided");
    }

    /** The family's measured cost of one row in one fork, from its finished slices. */
    static double secondsPerRowFork(Family family, Journal journal) {
        double seconds = 0;
        int rowForks = 0;
        for (Journal.Done d : journal.of(family.name())) {
            seconds += d.seconds();
            rowForks += d.rowForks();
        }
        return rowForks == 0 ? family.guessSeconds() / 10 : seconds / rowForks;
    }

    /** Every undecided fixed-work comparison of every claim, with its projection. */
    static List<Open> open(ResultSet set) {
        List<Open> open = new ArrayList<>();
        for (Claim claim : Claims.all()) {
            for (Comparison c : claim.judge().judge(set).comparisons()) {
                if (!c.verdict().decided() && c.a() instanceof JmhRow && c.b() instanceof JmhRow) {
                    open.add(new Open(c, forksNeeded(c)));
                }
            }
        }
        return open;
    }

    /** The rows to top up, by family: those of decidable open comparisons with fewer forks than they need. */
    static Map<Family, Set<JmhRow>> topUps(List<Family> catalogue, List<Open> open) {
        Map<Family, Set<JmhRow>> wanted = new LinkedHashMap<>();
        for (Family family : catalogue) {
            if (!family.adaptive()) {
                continue;
            }
            Set<JmhRow> rows = new LinkedHashSet<>();
            for (Open o : open) {
                if (!o.decidable()) {
                    continue;
                }
                for (Measured side : List.of(o.comparison().a(), o.comparison().b())) {
                    JmhRow row = (JmhRow) side;
                    if (family(catalogue, row).filter(family::equals).isPresent()
                            && row.forks().size() < o.forksNeeded()) {
                        rows.add(row);
                    }
                }
            }
            if (!rows.isEmpty()) {
                wanted.put(family, rows);
            }
        }
        return wanted;
    }

    /** The adaptive family that measures a row: its benchmark class matches the family's regex. */
    static Optional<Family> family(List<Family> catalogue, JmhRow row) {
        String benchmark = benchmark(row);
        return catalogue.stream().filter(Family::adaptive)
                .filter(f -> java.util.regex.Pattern.compile(f.arguments().getFirst()).matcher(benchmark).find())
                .findFirst();
    }

    /** {@code NoopBenchmark.reentrantLock_virtual}: the row's class (from its workload) and method. */
    static String benchmark(JmhRow row) {
        String workload = row.workload() == io.philosopherwars.core.workload.WorkloadKind.FILE_READ_DIRECT ? "fileRead"
                : row.workload().id();
        return Character.toUpperCase(workload.charAt(0)) + workload.substring(1) + "Benchmark."
                + row.implementation().id() + "_" + row.threads().id();
    }

    /**
     * The forks a side that would decide the comparison if its ratio and fork-to-fork spread are what they are now; 0
     * where even {@link #MAX_FORKS} would not (or a side has fewer than two forks to measure the spread with).
     */
    static int forksNeeded(Comparison c) {
        double cv2 = relativeVariance(c.a().forks(c.quantity())) + relativeVariance(c.b().forks(c.quantity()));
        if (!Double.isFinite(cv2)) {
            return 0;
        }
        double lnRatio = Math.abs(Math.log(c.ratio()));
        double gap = Math.max(lnRatio, Math.log(Comparison.MARGIN) - lnRatio);
        // At least one fork more than it has: with what it has, its own (Welch) interval already said undecided.
        int have = Math.min(c.forksA(), c.forksB());
        for (int n = Math.max(2, have + 1); n <= MAX_FORKS; n++) {
            double t = new TDistribution(2 * n - 2).inverseCumulativeProbability(1 - (1 - Comparison.CONFIDENCE) / 2);
            if (t * Math.sqrt(cv2 / n) < gap) {
                return n;
            }
        }
        return 0;
    }

    /** var(fork means) / mean^2 of one side; NaN under two forks. */
    static double relativeVariance(List<double[]> forks) {
        if (forks.size() < 2) {
            return Double.NaN;
        }
        double[] means = forks.stream().mapToDouble(f -> java.util.Arrays.stream(f).average().orElse(Double.NaN))
                .toArray();
        double mean = java.util.Arrays.stream(means).average().orElse(Double.NaN);
        double variance = java.util.Arrays.stream(means).map(m -> (m - mean) * (m - mean)).sum() / (means.length - 1);
        return variance / (mean * mean);
    }
}
