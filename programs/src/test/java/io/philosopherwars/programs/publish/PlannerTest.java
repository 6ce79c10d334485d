package io.philosopherwars.programs.publish;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrowsExactly;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.programs.report.stats.Looks;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The blocked design: pilot blocks of every row and the twin, in a random order that a resume repeats. */
class PlannerTest {
    private static final Family NOOP = Family.blocked("noop", "NoopBenchmark\\.", 100,
            "NoopBenchmark.reentrantLock_virtual", "test");

    private static Journal journal(int blocksDone) {
        List<Journal.Done> done = new ArrayList<>();
        for (int i = 1; i <= blocksDone; i++) {
            done.add(new Journal.Done("noop-" + i, 60, 15, "ok", "2026-01-01T00:00:0" + i + "Z"));
        }
        return new Journal("m", "h", "c", 3600, "2026-01-01T00:00:00Z", List.copyOf(done));
    }

    @Test
    void aPilotBlockHoldsEveryRowAndTheTwinOnceInARandomOrderThatAResumeRepeats() {
        Slice first = Planner.next(List.of(NOOP), journal(0), Optional.empty()).orElseThrow();
        assertEquals("noop-1", first.name());
        List<String> rows = NOOP.rows();
        assertTrue(rows.contains("NoopBenchmark.reentrantLock_virtual"), rows.toString());
        assertTrue(rows.contains("NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK), rows.toString());
        assertEquals(rows.stream().sorted().toList(), first.rows().stream().sorted().toList());
        assertNotEquals(rows, first.rows(), "the block's order is shuffled, not the list's");
        // The same journal gives the same block, in the same order: a resumed run measures what it would have.
        assertEquals(first, Planner.next(List.of(NOOP), journal(0), Optional.empty()).orElseThrow());
        Slice second = Planner.next(List.of(NOOP), journal(1), Optional.empty()).orElseThrow();
        assertEquals("noop-2", second.name());
        assertNotEquals(first.rows(), second.rows(), "each block has an order of its own");
        // The pilot ends at the first look; further blocks come from the data alone.
        assertEquals(Optional.empty(), Planner.next(List.of(NOOP), journal(Looks.FORKS.getFirst()), Optional.empty()));
    }

    @Test
    void aRowOfABlockIsOneForkOfExactlyThatBenchmarkAndTheTwinDiffersOnlyInItsTimeLimit() {
        List<String> row = NOOP.run("NoopBenchmark.reentrantLock_virtual");
        List<String> twin = NOOP.run("NoopBenchmark.reentrantLock_virtual" + Family.TWIN_MARK);
        assertEquals("\\.\\QNoopBenchmark.reentrantLock_virtual\\E$", row.getFirst());
        assertEquals(List.of("-f", "1"), row.subList(row.size() - 2, row.size()));
        List<String> extra = new ArrayList<>(twin);
        row.forEach(extra::remove);
        assertEquals(List.of("-p", "timeLimitSeconds=301"), extra);
        // The budget: a pilot starts only where all its blocks fit (a block short of the first look decides nothing).
        double pilot = Planner.firstSeconds(NOOP);
        Journal almost = new Journal("m", "h", "c", pilot - 1, "2026-01-01T00:00:00Z", List.of());
        assertEquals(Optional.empty(), Planner.next(List.of(NOOP), almost, Optional.empty()));
        Journal enough = new Journal("m", "h", "c", pilot, "2026-01-01T00:00:00Z", List.of());
        assertEquals("noop-1", Planner.next(List.of(NOOP), enough, Optional.empty()).orElseThrow().name());
    }

    @Test
    void theFileReadFamilyMeasuresTheLockRowsFromTheDiskTooAsRowsOfTheirOwn() {
        Family fileRead = Family.catalogue().stream().filter(f -> f.name().equals("fileRead")).findFirst()
                .orElseThrow();
        List<String> rows = fileRead.rows();
        assertTrue(rows.contains("FileReadBenchmark.synchronized_virtual" + Family.DIRECT_MARK), rows.toString());
        assertTrue(rows.contains("FileReadBenchmark.synchronized_virtual"), rows.toString());
        assertTrue(
                rows.stream().noneMatch(r -> r.startsWith("FileReadBenchmark.vertx") && r.endsWith(Family.DIRECT_MARK)),
                "the direct reads are the lock rows' (claim 3)");
        List<String> direct = new ArrayList<>(
                fileRead.run("FileReadBenchmark.synchronized_virtual" + Family.DIRECT_MARK));
        assertEquals("\\.\\QFileReadBenchmark.synchronized_virtual\\E$", direct.getFirst());
        fileRead.run("FileReadBenchmark.synchronized_virtual").forEach(direct::remove);
        assertEquals(List.of("-p", "directIo=true"), direct);
    }

    @Test
    void theLockRowsAreMeasuredOnOneCpuTooInTheSameBlocksPinnedAndToldSo() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Cpus.unavailable().isEmpty(),
                () -> "forks cannot be limited here: " + Cpus.unavailable().orElseThrow());
        Family noop = Family.catalogue().stream().filter(f -> f.name().equals("noop")).findFirst().orElseThrow();
        List<String> rows = noop.rows();
        for (String kind : List.of("virtual", "platform", "pooled")) {
            assertTrue(rows.contains("NoopBenchmark.synchronized_" + kind + Family.ONE_CPU_MARK), rows.toString());
        }
        assertTrue(rows.stream().noneMatch(r -> r.startsWith("NoopBenchmark.vertx") && r.endsWith(Family.ONE_CPU_MARK)),
                rows.toString());
        // The same block holds both: a pilot block is every row of the family.
        Slice block = Planner.block(noop, rows, journal(0));
        assertTrue(block.rows().contains("NoopBenchmark.reentrantLock_virtual")
                && block.rows().contains("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK));

        List<String> one = new ArrayList<>(noop.run("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK));
        noop.run("NoopBenchmark.reentrantLock_virtual").forEach(one::remove);
        assertEquals(4, one.size(), one.toString());
        assertEquals("-jvm", one.get(0));
        assertEquals(List.of("-jvmArgsAppend", "-XX:ActiveProcessorCount=1 -XX:+UseG1GC"), one.subList(2, 4));
        String script = assertDoesNotThrow(() -> java.nio.file.Files.readString(java.nio.file.Path.of(one.get(1))));
        assertTrue(script.contains("exec taskset -c 0 '" + System.getProperty("java.home")), script);
        // A row measured on one CPU goes back into its block with its mark.
        assertEquals("NoopBenchmark.reentrantLock_virtual" + Family.ONE_CPU_MARK,
                Family.row("NoopBenchmark.reentrantLock_virtual", false, false, 1));
        assertThrowsExactly(IllegalArgumentException.class, () -> noop.run("NoopBenchmark.reentrantLock_virtual#2cpu"));
    }

    /**
     * A pooled row belongs to the family that measures its pool: the default pool to its workload's family, 4x and 64x
     * to the pools family, which passes those parameters; a pool nobody measures has no family (no blocks for it).
     */
    @Test
    void aPooledRowIsTheFamilysThatMeasuresItsPool() {
        List<Family> catalogue = Family.catalogue();
        String pooled = "NoopBenchmark.reentrantLock_pooled";
        java.util.function.Function<java.util.Map<String, String>, String> family = params -> catalogue.stream()
                .filter(Family::blocked).filter(f -> f.measures(pooled, params)).findFirst().map(Family::name)
                .orElse("none");

        assertEquals("noop", family.apply(java.util.Map.of("stop", "allFull")));
        assertEquals("noop", family.apply(java.util.Map.of("pool", "1x", "queue", "linked")));
        assertEquals("pools", family.apply(java.util.Map.of("pool", "64x", "queue", "linked")));
        assertEquals("none", family.apply(java.util.Map.of("pool", "64x", "queue", "array")));
        assertEquals("none", family.apply(java.util.Map.of("pool", "3", "queue", "linked")));
        Family pools = catalogue.stream().filter(f -> f.name().equals("pools")).findFirst().orElseThrow();
        assertEquals(List.of("NoopBenchmark.reentrantLock_pooled", "NoopBenchmark.reentrantLock_virtual",
                "SleepBenchmark.reentrantLock_pooled", "SleepBenchmark.reentrantLock_virtual"), pools.rows());
        List<String> run = pools.run("NoopBenchmark.reentrantLock_pooled");
        assertTrue(String.join(" ", run).contains("-p pool=4x,64x"), run.toString());
    }

    @Test
    void theSweepHasEveryVertxDesignTheEventBusIncluded() {
        Family scaled = Family.catalogue().stream().filter(f -> f.name().equals("scaled")).findFirst().orElseThrow();
        assertTrue(String.join(" ", scaled.arguments()).contains("vertxEventBus"), scaled.arguments().toString());
    }

    @Test
    void theSweepsDiningComesBeforeHttpAndItsRacesThatDecideNothingComeLast() {
        List<String> names = Family.catalogue().stream().map(Family::name).toList();
        Family dining = Family.catalogue().get(names.indexOf("scaled"));
        Family races = Family.catalogue().get(names.indexOf("scaled-races"));

        assertTrue(String.join(" ", dining.arguments()).contains("--stop allFull --implementations"),
                dining.arguments().toString());
        assertTrue(String.join(" ", races.arguments()).contains("--stop firstFull"), races.arguments().toString());
        assertTrue(String.join(" ", races.arguments()).contains("{set}/raw/scaled-races.json"),
                races.arguments().toString());
        assertTrue(names.indexOf("scaled") < names.indexOf("http"), names.toString());
        assertEquals(names.size() - 1, names.indexOf("scaled-races"), names.toString());
    }
}
