package io.philosopherwars.programs.report;

import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.RawRun;
import io.philosopherwars.programs.report.results.ResultSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The committed result sets for tests that judge them, each set's raw data read once per test JVM: reading and checking
 * every run of a set took most of the time of the classes that read both sets in every test. The runs are records that
 * nothing changes; every call gets a fresh {@link ResultSet} around them, because a set records what a judgement used
 * ({@link ResultSet#usedRuns()}, {@link ResultSet#usedEvidence()}), and one test's judgement must not reach another's.
 * Reading itself (its errors, its invariants) is tested where a set is read from the files.
 */
public final class CommittedSets {
    /** The committed sets' folder, from the programs module. */
    public static final Path RESULTS = Path.of("..", "results");

    private static final Map<Path, List<RawRun>> RUNS = new ConcurrentHashMap<>();

    private CommittedSets() {
    }

    /** The set in {@code folder}, read once. */
    public static ResultSet read(Path folder) {
        List<RawRun> runs = RUNS.computeIfAbsent(folder.toAbsolutePath().normalize(),
                f -> ResultSet.read(folder.resolve(Layout.RAW), folder).runs());
        return new ResultSet(runs, folder);
    }

    /** The committed set named {@code name} ({@code amd-epyc-2c}). */
    public static ResultSet read(String name) {
        return read(RESULTS.resolve(name));
    }

    /** Every committed set, in the folders' order. */
    public static List<ResultSet> all() {
        return Layout.sets(RESULTS).stream().map(CommittedSets::read).toList();
    }
}
