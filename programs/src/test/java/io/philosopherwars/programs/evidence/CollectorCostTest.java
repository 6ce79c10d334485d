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
     * checks it), allocation and collections counted, the collector's beans named.
     */
    @Test
    void everyMealByEveryDinnerHasItsNumbers() throws Exception {
        List<WorkloadKind> meals = List.of(WorkloadKind.NOOP, WorkloadKind.FILE_READ);
        List<Object[]> rows = CollectorCost.measure(CollectorCost.Collector.G1, meals);

        assertEquals(meals.size() * CollectorCost.dinners().size(), rows.size());
        for (Object[] row : rows) {
            assertEquals(CollectorCost.columns().length, row.length);
            assertTrue((double) row[4] > 0, "eating ns per meal: " + row[4]);
            assertTrue((double) row[5] > 0, "bytes per meal: " + row[5]);
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
