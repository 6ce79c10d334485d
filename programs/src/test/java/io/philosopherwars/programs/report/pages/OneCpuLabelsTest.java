package io.philosopherwars.programs.report.pages;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Answer;
import io.philosopherwars.programs.report.claims.Row;
import io.philosopherwars.programs.report.claims.Claim;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A row measured on one CPU is named "(1 CPU)" wherever a page names it: the claims' tables, the forest plot, the
 * answers and the run's own page. Claim 6 on the Intel set printed "synchronized/virtual / reentrantLock/virtual"
 * twice, 3.227 slower at 2 CPUs and 0.863 faster at 1 CPU, with nothing to tell them apart.
 */
class OneCpuLabelsTest {
    @TempDir
    Path dir;

    private static String oneCpu(String row) {
        return row.replace("\"-Xmx4g\"]", "\"-Xmx4g\",\"" + JmhRow.CPU_FLAG + "1\"]");
    }

    private Path write(String name, String... rows) throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve(name + ".json"), "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        Files.writeString(raw.resolve(name + ".env.md"),
                "- machine: Test CPU, 2 cores, 8 GiB, Linux\n- commit: abc\n- date: 2026-11-26T00:00:00Z\n");
        return raw;
    }

    /** synchronized three times slower than ReentrantLock on virtual threads at 2 CPUs, faster at 1 CPU. */
    private Path monitors() throws IOException {
        return write("noop", inForks(row("NoopBenchmark.synchronized_virtual", "allFull", 112, "1", 111, 112, 113)),
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 35, "1", 34, 35, 36)),
                oneCpu(inForks(row("NoopBenchmark.synchronized_virtual", "allFull", 29.6, "1", 29.5, 29.6, 29.7))),
                oneCpu(inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 34.3, "1", 34.2, 34.3, 34.4))));
    }

    @Test
    void aOneCpuComparisonIsNamedWithItsCpusInEveryLabel() throws IOException {
        ResultSet set = ResultSet.read(monitors(), dir);
        Comparison one = set
                .fixedWork(Dinner.virtual(LockImplementation.SYNCHRONIZED), WorkloadKind.NOOP,
                        Dinner.virtual(LockImplementation.REENTRANT_LOCK), WorkloadKind.NOOP, 1)
                .map(p -> Comparison.of(p, Quantity.DINNER)).orElseThrow();
        Comparison all = set
                .fixedWork(Dinner.virtual(LockImplementation.SYNCHRONIZED), WorkloadKind.NOOP,
                        Dinner.virtual(LockImplementation.REENTRANT_LOCK), WorkloadKind.NOOP)
                .map(p -> Comparison.of(p, Quantity.DINNER)).orElseThrow();

        assertEquals("synchronized/virtual (1 CPU)", one.a().named());
        assertEquals("synchronized/virtual (1 CPU) / reentrantLock/virtual (1 CPU)", one.pair());
        assertEquals("synchronized/virtual / reentrantLock/virtual", all.pair());
        assertEquals("noop (1 CPU): synchronized / reentrantLock, virtual", Findings.shortLabel(one));
        assertEquals("noop: synchronized / reentrantLock, virtual", Findings.shortLabel(all));

        // The claim's table, the forest plot and the answers, as the report writes them.
        Map<String, String> files = Findings.write(set, Findings.judge(set));
        String monitors = files.get("claims/monitors.md");
        assertTrue(monitors.contains("| noop | dinner | synchronized/virtual | reentrantLock/virtual | 112 ms |"),
                monitors);
        assertTrue(
                monitors.contains(
                        "| noop | dinner | synchronized/virtual (1 CPU) | reentrantLock/virtual (1 CPU) | 29.6 ms |"),
                monitors);
        assertTrue(files.get(Findings.FOREST).contains("noop (1 CPU): synchronized / reentrantLock, virtual"),
                files.get(Findings.FOREST));
        Answer answer = Answer.read(files.get(Answer.FILE)).stream().filter(a -> a.claim().equals("monitors"))
                .findFirst().orElseThrow();
        assertEquals(List.of("2 CPUs", "1 CPU"), answer.deciding().stream().map(Row::cpus).toList());
    }

    /** A claim measured on one CPU only still says so, though no second CPU count asks for it. */
    @Test
    void anAnswerFromOneCpuRowsAloneSaysOneCpu() throws IOException {
        ResultSet set = ResultSet.read(
                write("noop",
                        oneCpu(inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113))),
                        oneCpu(inForks(
                                row("NoopBenchmark.reentrantLock_platform", "allFull", 312, "1", 311, 312, 313)))),
                dir);
        Claim perMeal = io.philosopherwars.programs.report.claims.Claims.all().stream()
                .filter(c -> c.id().equals("perMeal")).findFirst().orElseThrow();
        Claim.Judgement j = perMeal.judge().judge(set);
        assertEquals(List.of(1), j.comparisons().stream().map(c -> c.a().cpus()).toList());
        Answer answer = Answer.of(set.name(), perMeal, j);
        assertEquals(List.of("1 CPU"), answer.deciding().stream().map(Row::cpus).toList());
    }

    /**
     * The run's own page compares rows at one CPU limit, each named with it: it took each dinner's fastest row, so that
     * a virtual row on the machine's CPUs was divided by a platform row on one.
     */
    @Test
    void aRunsPageComparesRowsAtOneCpuLimitAndNamesIt() throws IOException {
        Path raw = write("noop",
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113)),
                inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 312, "1", 311, 312, 313)),
                oneCpu(inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 312, "1", 311, 312, 313))),
                oneCpu(inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 112, "1", 111, 112, 113))));
        String md = SetPages.generate(raw, dir).get("noop.md");
        List<String> pairs = md.lines().dropWhile(l -> !l.equals("### virtual / platform threads")).skip(4)
                .takeWhile(l -> l.startsWith("| ")).toList();
        assertEquals(2, pairs.size(), md);
        assertTrue(pairs.get(0).startsWith("| noop | reentrantLock/virtual | reentrantLock/platform | 112 | 312 |"),
                pairs.get(0));
        assertTrue(
                pairs.get(1).startsWith(
                        "| noop | reentrantLock/virtual (1 CPU) | reentrantLock/platform (1 CPU) | 312 | 112 |"),
                pairs.get(1));
    }
}
