package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Ring;
import io.philosopherwars.core.RunQueue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The partitioned designs' shared pieces: a block's run queue and the split of the table into blocks. */
class RunQueueTest {
    @Test
    void turnsComeInOrderAndAResumedTurnComesFirst() {
        RunQueue<String> queue = new RunQueue<>(3);
        queue.add("a");
        queue.add("b");
        assertEquals("a", queue.poll());
        queue.add("c");
        queue.add("a");
        // Wrapped around the ring: b, c, a; then b resumes first after giving its thread back.
        assertEquals("b", queue.poll());
        queue.addFirst("b");
        List<String> order = new ArrayList<>();
        while (!queue.isEmpty()) {
            order.add(queue.poll());
        }
        assertEquals(List.of("b", "c", "a"), order);
        assertEquals(0, queue.size());
    }

    @Test
    void aPhilosopherQueuedTwiceIsCaughtInsteadOfOverwritingAnother() {
        RunQueue<String> queue = new RunQueue<>(2);
        queue.add("a");
        queue.add("b");
        assertTrue(
                assertThrows(IllegalStateException.class, () -> queue.add("a")).getMessage().contains("in it twice"));
        assertThrows(IllegalStateException.class, () -> queue.addFirst("a"));
    }

    @Test
    void blocksCoverEverySeatOnceWithSizesThatDifferByAtMostOne() {
        for (int[] table : new int[][] { { 10, 3 }, { 1_000, 2 }, { 1_000_000, 1_000 }, { 7, 7 } }) {
            int philosophers = table[0];
            int blocks = table[1];
            assertEquals(0, Ring.blockStart(0, blocks, philosophers));
            assertEquals(philosophers, Ring.blockStart(blocks, blocks, philosophers));
            int smallest = Integer.MAX_VALUE;
            int largest = 0;
            for (int b = 0; b < blocks; b++) {
                int size = Ring.blockStart(b + 1, blocks, philosophers) - Ring.blockStart(b, blocks, philosophers);
                smallest = Math.min(smallest, size);
                largest = Math.max(largest, size);
            }
            assertTrue(smallest >= 1 && largest - smallest <= 1, philosophers + " / " + blocks);
        }
    }
}
