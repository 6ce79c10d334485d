package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.cli.Command;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The monitors evidence: its design, its filing of CPU samples, one measured row, and a row's trip from its JVM. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class MonitorCostTest {
    @Test
    void everyRowHasItsControlWithoutLockEliminationInTheSameDesign() {
        List<MonitorCost.Row> rows = MonitorCost.rows(ThreadKind.perPhilosopher(), List.of(WorkloadKind.NOOP));
        assertEquals(2 * 2 * 2 * 2, rows.size());
        for (MonitorCost.Row row : rows) {
            assertEquals(row.eliminates() ? List.of() : List.of("-XX:-EliminateLocks"), row.flags());
            assertTrue(rows.contains(new MonitorCost.Row(row.dinner(), row.lock(), row.threads(), !row.eliminates(),
                    WorkloadKind.NOOP)));
            assertEquals(1_000, row.meals());
        }
    }

    /**
     * The sleep's rows: each lock in the engine on virtual threads, lock elimination on, at the sleep's JMH table (100
     * meals each); none where virtual threads are not asked for.
     */
    @Test
    void theSleepIsMeasuredForEachLockOnVirtualThreadsOnly() {
        List<MonitorCost.Row> rows = MonitorCost.rows(ThreadKind.perPhilosopher(), MonitorCost.MEAL_KINDS);
        List<MonitorCost.Row> sleep = rows.stream().filter(r -> r.meal() == WorkloadKind.SLEEP).toList();
        assertEquals(List.of(
                new MonitorCost.Row(MonitorCost.Dinner.ENGINE, LockImplementation.SYNCHRONIZED, ThreadKind.VIRTUAL,
                        true, WorkloadKind.SLEEP),
                new MonitorCost.Row(MonitorCost.Dinner.ENGINE, LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL,
                        true, WorkloadKind.SLEEP)),
                sleep);
        assertEquals(100, sleep.getFirst().meals());
        assertEquals("engine:synchronized:virtual:sleep", sleep.getFirst().spec());
        assertEquals(16, rows.size() - sleep.size());
        assertEquals(List.of(), MonitorCost.rows(List.of(ThreadKind.PLATFORM), List.of(WorkloadKind.SLEEP)));
    }

    @Test
    void aSampleIsFiledByItsInnermostFrameWhateverTheClassNameSyntax() {
        String collapsed = """
                java/lang/VirtualThread.run;Dinner.dine;ObjectMonitor::try_spin 7
                java/lang/VirtualThread.run;Dinner.dine;SpinPause 3
                java/lang/VirtualThread.run;Dinner.dine;java/util/concurrent/locks/AbstractQueuedSynchronizer.signalNext 5
                java/lang/Thread.run;Dinner.dine;__futex_wait_[k] 4
                java/lang/VirtualThread.run;java/util/concurrent/ForkJoinPool.runWorker 2
                java/lang/VirtualThread.run;Dinner.dine 9
                """;
        Map<MonitorCost.Where, Long> samples = MonitorCost.byLeaf(collapsed);
        assertEquals(Map.of(MonitorCost.Where.MONITOR, 10L, MonitorCost.Where.QUEUE, 5L, MonitorCost.Where.KERNEL, 4L,
                MonitorCost.Where.SCHEDULER, 2L, MonitorCost.Where.REST, 9L), samples);
    }

    /**
     * The JIT log's removed monitor enters are counted in this project's compiles only, lock nodes only (an unlock
     * pairs with its lock), coarsened apart from the rest.
     */
    @Test
    void theJitLogCountsTheMonitorEntersC2RemovedInOurCode(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path log = dir.resolve("jit.xml");
        java.nio.file.Files.writeString(log,
                """
                        <task compile_id='344' method='io.philosopherwars.core.evidence.BareDinner lambda$eatingNanos$0 (I)V' bytes='157'>
                        <eliminate_lock compile_id='344' lock_id='601' class='unlock' kind='Coarsened' box_id='218' obj_id='217'>
                        </eliminate_lock>
                        <eliminate_lock compile_id='344' lock_id='220' class='lock' kind='Coarsened' box_id='218' obj_id='217'>
                        <jvms bci='30' method='1389'/>
                        </eliminate_lock>
                        <eliminate_lock compile_id='344' lock_id='230' class='lock' kind='NonEscObj' box_id='218' obj_id='219'>
                        </eliminate_lock>
                        </task>
                        <task compile_id='345' method='java.io.PrintStream println (Ljava/lang/String;)V' bytes='24'>
                        <eliminate_lock compile_id='345' lock_id='12' class='lock' kind='Coarsened' box_id='2' obj_id='1'>
                        </eliminate_lock>
                        </task>
                        """);

        assertEquals(Map.of(MonitorCost.COARSENED, 1L, MonitorCost.ELIMINATED, 1L), MonitorCost.removedLocks(log));
        assertEquals(Map.of(), MonitorCost.removedLocks(dir.resolve("none.xml")));
    }

    @Test
    void oneRowMeasuredInThisJvmHasItsNumbers() throws Exception {
        MonitorCost.Row row = new MonitorCost.Row(MonitorCost.Dinner.ENGINE, LockImplementation.SYNCHRONIZED,
                ThreadKind.VIRTUAL, true, WorkloadKind.NOOP);
        Object[] cells = MonitorCost.measure(row, 0);
        assertEquals(MonitorCost.columns().length, cells.length);
        assertEquals(List.of("engine", "synchronized", "virtual", "noop", 1_000, "on"),
                java.util.Arrays.asList(cells).subList(1, 7));
        assertTrue((double) cells[7] > 0, "eating ns per meal: " + cells[7]);
        for (int i = 8; i <= 10; i++) {
            assertTrue((double) cells[i] >= 0, "a count per 1,000 meals: " + cells[i]);
        }
        assertEquals(null, cells[11], "the JIT log's counts are the parent's, after the JVM has exited");
        assertEquals(null, cells[12]);
        if (cells[cells.length - 3] != null) {
            double shares = 0;
            for (int i = 13; i < 13 + MonitorCost.Where.values().length; i++) {
                shares += (double) cells[i];
            }
            assertEquals(100, shares, 1e-6, "the shares of the CPU samples add up");
            // One sample a ms of CPU: over 10 dinners of 1,000,000 meals on 2 carriers, well under a ms a meal.
            double cpu = (double) cells[cells.length - 2];
            assertTrue(cpu > 0 && cpu < 1_000, "CPU µs per meal: " + cpu);
        }
        assertEquals(null, cells[cells.length - 1]);
    }

    @Test
    void aRowComesBackFromItsJvmAndAJvmThatFailsIsARowThatSaysWhy() throws Exception {
        Object[] cells = { 1.0, "bare", "synchronized", "virtual", "noop", 1000.0, "on", 12.5, 0.0, 0.3, 0.02, 1.0, 0.0,
                10.0, 0.0, 2.0, 5.0, 83.0, 200.0, 0.02, null };
        String line = ChildJvm.line(cells);
        assertTrue(line.startsWith(ChildJvm.ROW_MARK), line);
        assertEquals(java.util.Arrays.asList(cells), java.util.Arrays
                .asList(ChildJvm.cells(line.substring(ChildJvm.ROW_MARK.length()), MonitorCost.columns())));
        assertThrows(IllegalArgumentException.class, () -> ChildJvm.cells("1\tbare", MonitorCost.columns()));

        ChildJvm.Failed failed = assertThrows(ChildJvm.Failed.class,
                () -> ChildJvm.rows(List.of(), MonitorCost.class, List.of(), "no:such:row", Duration.ofSeconds(60)));
        assertEquals("its JVM exited with 1 (see above)", failed.getMessage());
    }

    @Test
    void noJvmsIsRefusedWithAMessage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = MonitorCost.run(new String[] { "--jvms", "0" }, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Command.USAGE, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("error: --jvms"), err.toString());
    }
}
