package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.workload.WorkloadKind;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Allocation and collection per meal under a collector: one JVM's rows, and bad options. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class CollectorCostTest {
    /**
     * In this JVM (whatever its collector), the quick meals: a row per meal and dinner, every meal eaten (the dinner
     * checks it), the meals' own allocation (a noop's about none, a file read's its buffers), the beans named.
     */
    @Test
    void everyMealByEveryDinnerHasItsNumbers() throws Exception {
        List<WorkloadKind> meals = List.of(WorkloadKind.NOOP, WorkloadKind.FILE_READ);
        // One warm-up pair and three timed pairs a row, not the program's 3 and 5: the rows' fields and a meal's own
        // bytes
        // are what is checked here, and the bytes are a difference of two dinners that pay the same one-time costs.
        List<Object[]> rows = CollectorCost.measure(CollectorCost.Collector.G1, meals, 1, 3);

        assertEquals(meals.size() * CollectorCost.dinners().size(), rows.size());
        for (Object[] row : rows) {
            assertEquals(CollectorCost.columns().length, row.length);
            assertTrue((double) row[4] > 0, "eating ns per meal: " + row[4]);
            // A meal's own bytes, setup taken out: a noop meal allocates next to nothing (the difference of two
            // medians may fall a little below zero), a file read its buffers.
            double bytes = (double) row[5];
            assertTrue(row[2].equals("noop") ? Math.abs(bytes) < 50 : bytes > 100,
                    row[2] + " " + row[3] + ": " + bytes + " bytes per meal");
            assertTrue((double) row[6] >= 0 && (double) row[7] >= 0);
            assertTrue(!((String) row[8]).isEmpty());
        }
    }

    @Test
    void badOptionsAreRefusedBeforeAnyJvmStarts() {
        assertThrows(IllegalArgumentException.class,
                () -> CollectorCost.parse(new String[] { "--collectors", "Shenandoah" }));
        assertThrows(IllegalArgumentException.class, () -> CollectorCost.parse(new String[] { "--jvms", "0" }));
    }
}
