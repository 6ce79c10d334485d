package io.philosopherwars.programs.report.results;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.handoff.HandOff;
import io.philosopherwars.core.workload.WorkloadKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Everything the findings page reads: the raw JMH runs of a result set and the evidence reports the other tools wrote
 * beside them. It picks the rows of a comparison by one rule, so that nobody chooses a run by hand: both rows from the
 * same run (numbers from two runs are never divided), and within it from the blocks both measured; rows at the
 * benchmarks' default sizes (the matrix's) before rows at other sizes; then a run that measured both rows in shared
 * blocks (a publish pool, its slices interleaving every row) before one that did not (one JMH call, whose forks of A
 * and of B ran at different times), whatever their dates; then the run with the most forks a side in shared blocks;
 * then the newest (a remeasurement supersedes). The hand-off ring is one JMH call by design and keeps its run
 * ({@link #handOffs}). It remembers what it handed out, for the page's provenance.
 */
public final class ResultSet {
    private final List<RawRun> runs;
    private final Path results;
    private final Path raw;
    private final Set<String> usedRuns = new TreeSet<>();
    private final Map<String, EvidenceRecord> usedEvidence = new TreeMap<>();

    public ResultSet(List<RawRun> runs, Path results) {
        this(runs, results, results.resolve(Layout.RAW));
    }

    private ResultSet(List<RawRun> runs, Path results, Path raw) {
        this.runs = runs;
        this.results = results;
        this.raw = raw;
    }

    public static ResultSet read(Path raw, Path results) {
        if (!Files.isDirectory(raw)) {
            throw new ReportException(raw + ": no such folder of raw results");
        }
        // A run's iterations (warm-ups included) are read by the steady-state check, not as a run.
        List<RawRun> slices = Layout.list(raw).stream().filter(
                p -> p.getFileName().toString().endsWith(".json") && !p.getFileName().toString().endsWith(ITERATIONS))
                .map(RawRun::read).toList();
        // The slices of one publish pool are one run: each row in all of their forks.
        List<RawRun> runs = new ArrayList<>(slices.stream().filter(slice -> slice.pool().isEmpty()).toList());
        slices.stream().filter(slice -> !slice.pool().isEmpty())
                .collect(Collectors.groupingBy(RawRun::pool, TreeMap::new, Collectors.toList()))
                .forEach((pool, members) -> runs.add(RawRun.pool(pool, members)));
        // In the order of the files' names, as before pools: the pages and the seeded A/A do not move.
        runs.sort(Comparator.comparing(run -> run.name() + ".json"));
        List<String> broken = runs.stream()
                .flatMap(run -> run.rows().stream()
                        .flatMap(row -> Invariants.violations(raw.resolve(run.name()) + ".json", row).stream()))
                .toList();
        if (!broken.isEmpty()) {
            throw new ReportException(broken.size() + " violations of the rows' invariants; nothing is published"
                    + " from " + raw + ":\n  " + String.join("\n  ", broken.subList(0, Math.min(20, broken.size())))
                    + (broken.size() > 20 ? "\n  ... and " + (broken.size() - 20) + " more" : ""));
        }
        return new ResultSet(List.copyOf(runs), results, raw);
    }

    public List<RawRun> runs() {
        return runs;
    }

    /** Every run's rows, in the runs' order. */
    public Stream<JmhRow> rows() {
        return runs.stream().flatMap(r -> r.rows().stream());
    }

    /** The set's name: its folder's ({@code intel-xeon-2c}), what every row of its answers names. */
    public String name() {
        Path absolute = results.toAbsolutePath().normalize();
        return absolute.getFileName() == null ? absolute.toString() : absolute.getFileName().toString();
    }

    /**
     * Where a page links a run: its table ({@code NAME.md}) where the report makes one (the run has dinners), else its
     * raw data ({@code raw/NAME.json}: the hand-off ring, the JEP 491 experiment).
     */
    public String page(String run) {
        boolean tabled = runs.stream().anyMatch(r -> r.name().equals(run) && !r.rows().isEmpty());
        return tabled ? run + ".md" : "raw/" + run + ".json";
    }

    /** Records that a claim read {@code run}, so that its provenance lists it. */
    public void used(String run) {
        usedRuns.add(run);
    }

    /**
     * Two rows to compare, A over B, both from one run: what a comparison divides, before any statistics.
     *
     * @param run
     *            the raw run both rows come from
     */
    public record Pair(String run, Measured a, Measured b) {
    }

    /** A and B on fixed work (all full), both rows from one run, chosen as the class comment says. */
    public Optional<Pair> fixedWork(Dinner a, WorkloadKind wa, Dinner b, WorkloadKind wb) {
        return fixedWork(a, wa, b, wb, 0);
    }

    /**
     * A and B on fixed work, both limited to {@code cpuLimit} CPUs ({@link JmhRow#cpuLimit()}; 0: the machine's all),
     * both rows from one run.
     */
    public Optional<Pair> fixedWork(Dinner a, WorkloadKind wa, Dinner b, WorkloadKind wb, int cpuLimit) {
        return fixedWork(a, wa, b, wb, cpuLimit, UNCLOCKED);
    }

    /**
     * A and B eating {@code workload} on fixed work at {@code cpuLimit}, each the row of its dinner that {@code where}
     * keeps (a meal's length, a table size), both from one run chosen as the class comment says among the runs that
     * have both such rows.
     */
    public Optional<Pair> fixedWork(Dinner a, Dinner b, WorkloadKind workload, int cpuLimit, Predicate<JmhRow> where) {
        return fixedWork(a, workload, b, workload, cpuLimit, where);
    }

    private Optional<Pair> fixedWork(Dinner a, WorkloadKind wa, Dinner b, WorkloadKind wb, int cpuLimit,
            Predicate<JmhRow> where) {
        Rows rows = new Rows(StopRule.ALL_FULL, a, wa, b, wb, cpuLimit, where);
        return pick(rows, row -> true).map(p -> new Pair(p.run().name(), p.a(), p.b()));
    }

    /**
     * The ladders' table (publish's {@code ladders} and {@code jdbc-ladder} families): philosophers, and meals each on
     * fixed work. Their rows are clocked, so no question but the pool size's reads them.
     */
    public static final int LADDER_PHILOSOPHERS = 200;

    public static final int LADDER_MEALS = 10;

    /** The parameter of a spin row whose every meal was clocked ({@code ActiveWaitBenchmark}'s {@code mealClock}). */
    public static final String MEAL_CLOCK = "mealClock";

    /**
     * The rows every question but the lengths and pool-size ones reads: not those whose meals were clocked. A clocked
     * row is the lengths question's (spins) or the pool ladders' (a 1 ms sleep, a read from the disk, the JDBC meal),
     * at their own tables; the others read the talk's meals at the talk's size, and a set that has only clocked rows
     * leaves them undecided rather than reading a 1 µs spin as the talk's 16 µs.
     */
    public static final Predicate<JmhRow> UNCLOCKED = row -> !"true".equals(row.param(MEAL_CLOCK));

    /**
     * The CPU limits below the machine's all that some fixed-work row ran at ({@code 1}: publish's one-CPU rows),
     * smallest first: each a condition at which a claim's comparisons are made again.
     */
    public List<Integer> cpuLimits() {
        return rows().filter(r -> r.stop() == StopRule.ALL_FULL).map(JmhRow::cpuLimit).filter(c -> c > 0).distinct()
                .sorted().toList();
    }

    /** Two first-full races of one run (the talk's rule), chosen the same way: the run with the most dinners. */
    public Optional<JmhRow[]> races(Dinner a, WorkloadKind wa, Dinner b, WorkloadKind wb) {
        Rows rows = new Rows(StopRule.FIRST_FULL, a, wa, b, wb, 0, UNCLOCKED);
        return pick(rows, row -> true).map(p -> new JmhRow[] { p.a(), p.b() });
    }

    /**
     * Virtual over platform threads on the hand-off ring, for every hand-off and ring size measured on both kinds: both
     * rows from one run, the run with the most forks, then the newest. The ring's family is one JMH call by design (no
     * blocks), so no run of it is blocked: it keeps its run.
     */
    public List<Pair> handOffs() {
        List<Pair> pairs = new ArrayList<>();
        for (HandOff handOff : HandOff.values()) {
            TreeSet<Integer> sizes = new TreeSet<>();
            runs.forEach(r -> r.rings().stream().filter(x -> x.handOff() == handOff).forEach(x -> sizes.add(x.ring())));
            for (int size : sizes) {
                runs.stream()
                        .filter(run -> ring(run, handOff, ThreadKind.VIRTUAL, size).isPresent()
                                && ring(run, handOff, ThreadKind.PLATFORM, size).isPresent())
                        .max(Comparator
                                .<RawRun> comparingInt(run -> Math.min(
                                        ring(run, handOff, ThreadKind.VIRTUAL, size).orElseThrow().samples().size(),
                                        ring(run, handOff, ThreadKind.PLATFORM, size).orElseThrow().samples().size()))
                                .thenComparing(RawRun::date).thenComparing(RawRun::name))
                        .ifPresent(run -> {
                            usedRuns.add(run.name());
                            pairs.add(new Pair(run.name(), ring(run, handOff, ThreadKind.VIRTUAL, size).orElseThrow(),
                                    ring(run, handOff, ThreadKind.PLATFORM, size).orElseThrow()));
                        });
            }
        }
        return pairs;
    }

    private static Optional<RingRow> ring(RawRun run, HandOff handOff, ThreadKind kind, int size) {
        return run.rings().stream().filter(r -> r.handOff() == handOff && r.threads() == kind && r.ring() == size)
                .findFirst();
    }

    /**
     * A dinner's own row on fixed work that has what {@code measured} asks (a metric the caller reads: {@code -prof
     * gc}'s bytes, the kernel's switches), chosen as a comparison's rows are among the runs whose row has it: a run
     * that did not record it never hides one that did.
     */
    public Optional<JmhRow> fixedRow(Dinner dinner, WorkloadKind workload, Predicate<JmhRow> measured) {
        Rows rows = new Rows(StopRule.ALL_FULL, dinner, workload, dinner, workload, 0, UNCLOCKED);
        return pick(rows, measured).map(Picked::a);
    }

    /**
     * What a ranking reads: every dinner measured on fixed work with {@code workload} on the machine's CPUs (each
     * implementation, thread kind and pool some run has a row of, a pool of any size), each by its own row that has
     * what {@code measured} asks ({@link #fixedRow(Dinner, WorkloadKind, Predicate)}). No dinner a run measured with it
     * is left out. In the order of the implementations, then the thread kinds, then the pools.
     */
    public List<JmhRow> fixedRows(WorkloadKind workload, Predicate<JmhRow> measured) {
        List<Implementation> implementations = Implementations.all();
        return runs.stream().filter(run -> !run.countsUnmounts()).flatMap(run -> run.rows().stream())
                .filter(r -> !r.scaled() && r.stop() == StopRule.ALL_FULL && r.workload() == workload
                        && r.cpuLimit() == 0 && measured.test(r))
                .map(r -> new Dinner(r.implementation(), r.threads(), r.pool())).distinct()
                .sorted(Comparator.<Dinner> comparingInt(d -> implementations.indexOf(d.implementation()))
                        .thenComparing(Dinner::threads).thenComparing(Dinner::pool))
                .flatMap(d -> fixedRow(d, workload, measured).stream()).toList();
    }

    /**
     * Every row of the sweep (the scaled benchmark): per stop rule, the rows of the newest run that has that rule's
     * cells. The dining sweep (all full) and the races (first full) may be one run or two.
     */
    public List<JmhRow> scaledRows() {
        List<JmhRow> rows = new ArrayList<>();
        for (StopRule stop : StopRule.values()) {
            sweep(stop).ifPresent(run -> {
                usedRuns.add(run.name());
                run.rows().stream().filter(r -> r.stop() == stop).forEach(rows::add);
            });
        }
        return rows;
    }

    /** The cells of the sweep ({@link #scaledRows}) that have no number, with their reasons ({@link FailedCells}). */
    public List<FailedCells.Cell> scaledFailures() {
        return Stream.of(StopRule.values())
                .flatMap(stop -> sweep(stop).stream().flatMap(run -> cells(run, ".failed.tsv", stop))).toList();
    }

    /**
     * Every run of the sweep's all-full cells that ran out of time, the first included: the sweep runs such a cell
     * again ({@code --time-out-runs}), because its meals eaten by the limit vary from run to run, and writes each run's
     * ending beside its JSON ({@code NAME.runs.tsv}, the format of {@link FailedCells}); none for a sweep that did not.
     */
    public List<FailedCells.Cell> scaledRuns() {
        return sweep(StopRule.ALL_FULL).map(run -> cells(run, RUNS, StopRule.ALL_FULL).toList()).orElse(List.of());
    }

    /** The cells of {@code stop} in the file beside the run's JSON that ends in {@code end} ({@link FailedCells}). */
    private Stream<FailedCells.Cell> cells(RawRun run, String end, StopRule stop) {
        return FailedCells.read(raw.resolve(run.name() + end)).stream().filter(c -> c.stop().equals(stop.id()));
    }

    /**
     * The file name's end of a JMH run's every iteration, warm-ups included, beside its JSON: {@code measure} writes
     * it, the steady-state check reads it.
     */
    public static final String ITERATIONS = ".iterations.json";

    /** The file name's end of a sweep's runs of its timed-out cells, beside its JSON. */
    public static final String RUNS = ".runs.tsv";

    /** The newest sweep run with cells of this stop rule: rows, or cells that could not run. */
    private Optional<RawRun> sweep(StopRule stop) {
        return runs.stream().filter(r -> r.rows().stream().anyMatch(JmhRow::scaled))
                .filter(r -> r.rows().stream().anyMatch(x -> x.stop() == stop)
                        || cells(r, ".failed.tsv", stop).findAny().isPresent())
                .max(Comparator.comparing(RawRun::date).thenComparing(RawRun::name));
    }

    /** The fixed-work rows that can be split into two independent halves of at least two forks each (A/A). */
    public List<JmhRow> splittable() {
        return runs.stream().filter(run -> !run.countsUnmounts()).flatMap(r -> r.rows().stream())
                .filter(r -> r.stop() == StopRule.ALL_FULL && r.forks().size() >= 4).toList();
    }

    /**
     * A dinner's all-full row from the newest run that counted its virtual-thread unmounts (the opt-in agent), the only
     * place those counts come from; such runs never decide a comparison ({@link #pick}).
     */
    public Optional<JmhRow> unmountRow(Dinner dinner, WorkloadKind workload) {
        return runs.stream().filter(RawRun::countsUnmounts)
                .filter(run -> find(run, StopRule.ALL_FULL, dinner, workload, 0, UNCLOCKED).isPresent())
                .max(Comparator.comparing(RawRun::date).thenComparing(RawRun::name)).map(run -> {
                    usedRuns.add(run.name());
                    return find(run, StopRule.ALL_FULL, dinner, workload, 0, UNCLOCKED).orElseThrow();
                });
    }

    /**
     * The two rows a pick compares, as each run holds them: each dinner's row eating its workload under {@code stop} at
     * {@code cpuLimit}, among those {@code where} keeps.
     */
    private record Rows(StopRule stop, Dinner a, WorkloadKind wa, Dinner b, WorkloadKind wb, int cpuLimit,
            Predicate<JmhRow> where) {
        /** The run's two rows, where it has both and both have what {@code measured} asks. */
        Optional<Picked> in(RawRun run, Predicate<JmhRow> measured) {
            Optional<JmhRow> rowB = find(run, stop, b, wb, cpuLimit, where).filter(measured);
            return find(run, stop, a, wa, cpuLimit, where).filter(measured)
                    .flatMap(rowA -> rowB.map(row -> new Picked(run, rowA, row)));
        }
    }

    /** The run a pick chose and its two rows. */
    private record Picked(RawRun run, JmhRow a, JmhRow b) {
    }

    /**
     * The run a pair of rows is read from, by the rule of the class comment: defaults, then blocked, then samples, then
     * the newest, among the runs whose two rows both have what {@code measured} asks; recorded as used. Runs with the
     * unmount agent ran a different program (one more call per unmount): they decide nothing.
     */
    private Optional<Picked> pick(Rows rows, Predicate<JmhRow> measured) {
        Optional<Picked> picked = runs.stream().filter(run -> !run.countsUnmounts())
                .flatMap(run -> rows.in(run, measured).stream())
                .max(Comparator.<Picked, Boolean> comparing(p -> p.a().defaults() && p.b().defaults())
                        .thenComparing(p -> blocked(p.a(), p.b()))
                        .thenComparingInt(p -> samples(rows.stop(), p.a(), p.b())).thenComparing(p -> p.run().date())
                        .thenComparing(p -> p.run().name()));
        picked.ifPresent(p -> usedRuns.add(p.run().name()));
        return picked;
    }

    /**
     * Whether two rows of one run were measured in shared blocks: at least two blocks (slices of a publish pool) hold
     * forks of both, so that the period of a block cancels from their ratio. A run of one JMH call is one block, its
     * forks of A all before or after its forks of B: never blocked.
     */
    static boolean blocked(Measured a, Measured b) {
        return sharedBlocks(a, b).size() >= 2;
    }

    /** The blocks that hold forks of both rows, each with the forks a side it holds (the smaller side's). */
    private static Map<String, Integer> sharedBlocks(Measured a, Measured b) {
        Map<String, Integer> shared = new TreeMap<>();
        a.blocks().stream().filter(b.blocks()::contains).forEach(block -> shared.put(block,
                Math.min(Collections.frequency(a.blocks(), block), Collections.frequency(b.blocks(), block))));
        return shared;
    }

    /**
     * Under fixed work, the forks a side in the blocks both rows share (the unit, and only those are compared); under a
     * race, the dinners of the smaller side (each one a sample of the race).
     */
    private static int samples(StopRule stop, JmhRow a, JmhRow b) {
        return stop == StopRule.ALL_FULL ? sharedBlocks(a, b).values().stream().mapToInt(Integer::intValue).sum()
                : Math.min(a.samples().size(), b.samples().size());
    }

    /**
     * The run's row of this dinner at this CPU limit (0: the machine's all) that {@code where} keeps, the one at the
     * benchmark's defaults where the run has several: never the measured A/A's twin (its time limit is not the
     * default), whose blocks are its family's only and not those of a family that measures the row again (the pools
     * family's virtual rows).
     */
    private static Optional<JmhRow> find(RawRun run, StopRule stop, Dinner dinner, WorkloadKind workload, int cpuLimit,
            Predicate<JmhRow> where) {
        return run.rows().stream().filter(r -> !r.scaled() && r.stop() == stop && r.workload() == workload
                && r.is(dinner) && r.cpuLimit() == cpuLimit && where.test(r))
                .min(Comparator.comparing(r -> !r.defaults()));
    }

    /**
     * The record of an evidence report under the set's folder ({@code evidence/jep491.md}): the {@code .json} its
     * program wrote beside the page; empty if the set has neither. It must be of {@code kind}. A page without its
     * record was written before records existed: it is refused with its name, never parsed (machine-read evidence is
     * JSON). A record is parsed once per set: the questions that read it again get the same one.
     */
    public Optional<EvidenceRecord> evidence(String file, String kind) {
        EvidenceRecord read = usedEvidence.get(file);
        if (read != null && read.kind().equals(kind)) {
            return Optional.of(read);
        }
        Path page = results.resolve(file);
        Path json = io.philosopherwars.format.Evidence.jsonOf(page);
        if (Files.exists(json)) {
            EvidenceRecord record = EvidenceRecord.parse(file, Layout.read(json), kind);
            usedEvidence.put(file, record);
            return Optional.of(record);
        }
        if (Files.exists(page)) {
            throw new ReportException(page + ": no record beside it (" + json.getFileName()
                    + "): the page was written before evidence records, and a page is never parsed for numbers;"
                    + " measure it again (its program writes both), or remove it");
        }
        return Optional.empty();
    }

    public Set<String> usedRuns() {
        return usedRuns;
    }

    /** Every evidence record a claim read, by its page's path under the set. */
    public Map<String, EvidenceRecord> usedEvidence() {
        return usedEvidence;
    }
}
