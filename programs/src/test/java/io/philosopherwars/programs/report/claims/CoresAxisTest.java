package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.pages.ReportTest.inForks;
import static io.philosopherwars.programs.report.pages.ReportTest.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cores axis: rows measured on one CPU beside the same rows on the machine's all, in one run, are rows of their
 * own; every claim compares them again at that limit, and a claim that changes with the CPUs says so in its condition.
 */
class CoresAxisTest {
    @TempDir
    Path dir;

    private static String oneCpu(String row) {
        return row.replace("\"-Xmx4g\"]", "\"-Xmx4g\",\"" + JmhRow.CPU_FLAG + "1\"]");
    }

    /**
     * Per meal, virtual threads eat three times faster than platform threads on both CPUs, and three times slower on
     * one (made-up numbers: eating is a sample less 12 ms).
     */
    private ResultSet set() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        List<String> rows = List.of(
                inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113)),
                inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 312, "1", 311, 312, 313)),
                oneCpu(inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 312, "1", 311, 312, 313))),
                oneCpu(inForks(row("NoopBenchmark.reentrantLock_platform", "allFull", 112, "1", 111, 112, 113))));
        Files.writeString(raw.resolve("noop.json"), "[" + String.join(",", rows) + "]", StandardCharsets.UTF_8);
        Files.writeString(raw.resolve("noop.env.md"),
                "- machine: Test CPU, 2 cores, 8 GiB, Linux\n- commit: abc\n- date: 2026-11-25T00:00:00Z\n");
        return ResultSet.read(raw, dir);
    }

    @Test
    void aRowOnOneCpuIsARowOfItsOwnAndSaysSo() throws IOException {
        ResultSet set = set();
        Dinner virtual = Dinner.virtual(LockImplementation.REENTRANT_LOCK);
        Dinner platform = Dinner.platform(LockImplementation.REENTRANT_LOCK);

        assertEquals(List.of(1), set.cpuLimits());
        ResultSet.Pair all = set.fixedWork(virtual, WorkloadKind.NOOP, platform, WorkloadKind.NOOP).orElseThrow();
        ResultSet.Pair one = set.fixedWork(virtual, WorkloadKind.NOOP, platform, WorkloadKind.NOOP, 1).orElseThrow();
        assertEquals(2, all.a().cpus());
        assertEquals(1, one.a().cpus());
        assertEquals("reentrantLock/virtual/noop", all.a().label());
        assertEquals("reentrantLock/virtual/noop (1 CPU)", one.a().label());
        assertEquals(112, all.a().mean(io.philosopherwars.programs.report.results.Quantity.DINNER), 1e-9);
        assertEquals(312, one.a().mean(io.philosopherwars.programs.report.results.Quantity.DINNER), 1e-9);
    }

    @Test
    void aClaimThatChangesWithTheCpusSaysWhere() throws IOException {
        Claim perMeal = Claims.all().stream().filter(c -> c.id().equals("perMeal")).findFirst().orElseThrow();
        Claim.Judgement j = perMeal.judge().judge(set());

        List<Comparison> made = j.comparisons();
        assertEquals(2, made.size(), made.toString());
        assertEquals(List.of(2, 1), made.stream().map(c -> c.a().cpus()).toList());
        assertEquals(Claim.Outcome.PARTLY, j.outcome());
        assertTrue(j.condition().separates(), j.condition().text());
        // Named as measured, never extrapolated ("at 2 CPUs or more" would say what nobody measured).
        assertTrue(j.condition().brief().contains("at 2 CPUs") && j.condition().brief().contains("at 1 CPU")
                && !j.condition().brief().contains("or more"), j.condition().brief());
        Answer answer = Answer.of("set", perMeal, j);
        // Every row names its CPUs, and the headline names them where the rows differ in them.
        assertEquals(List.of("2 CPUs", "1 CPU"), answer.deciding().stream().map(Row::cpus).toList());
        assertTrue(answer.headline().text().contains("1 CPU"), answer.headline().text());
    }

    @Test
    void aCpuLimitThatIsNotACountIsRefusedWithItsName() throws IOException {
        Path raw = Files.createDirectories(dir.resolve("raw"));
        Files.writeString(raw.resolve("bad.json"),
                "[" + inForks(row("NoopBenchmark.reentrantLock_virtual", "allFull", 112, "1", 111, 112, 113))
                        .replace("\"-Xmx4g\"]", "\"-Xmx4g\",\"" + JmhRow.CPU_FLAG + "0\"]") + "]",
                StandardCharsets.UTF_8);
        ReportException e = assertThrows(ReportException.class, () -> ResultSet.read(raw, dir));
        assertTrue(e.getMessage().contains("-XX:ActiveProcessorCount=0 is not a positive count of CPUs"),
                e.getMessage());
    }
}
