package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.Serving;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The clean-up after a dinner waits for what it closes even when the dinner was interrupted. A CI run found a vert.x
 * dinner's event loops still alive after an interrupted dinner: its clean-up waited with the interrupt status set
 * again, and so did not wait at all.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ServingTest {

    /** A clean-up that waits 10 ms, as joining a thread or closing vert.x waits; says whether it waited. */
    private static Runnable waits(AtomicBoolean waited) {
        return () -> {
            try {
                Thread.sleep(10);
                waited.set(true);
            } catch (InterruptedException e) {
                throw new IllegalStateException("the clean-up was interrupted", e);
            }
        };
    }

    @Test
    void aCleanUpAfterAnInterruptedDinnerStillWaitsAndTheStatusIsSetAgain() {
        AtomicBoolean waited = new AtomicBoolean();

        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> Serving.thenCleanUp(() -> {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("dinner was interrupted");
        }, waits(waited)));

        boolean stillInterrupted = Thread.interrupted(); // clears it, so the next test starts clean
        assertEquals("dinner was interrupted", failure.getMessage());
        assertArrayEquals(new Throwable[0], failure.getSuppressed());
        assertTrue(waited.get(), "the clean-up returned without waiting");
        assertTrue(stillInterrupted, "the interrupt status was not set again for the caller");
    }

    @Test
    void aDinnerThatEndsWithTheStatusSetStillWaitsForItsCleanUp() {
        AtomicBoolean waited = new AtomicBoolean();

        String served = Serving.thenCleanUp(() -> {
            Thread.currentThread().interrupt();
            return "served";
        }, waits(waited));

        boolean stillInterrupted = Thread.interrupted();
        assertEquals("served", served);
        assertTrue(waited.get(), "the clean-up returned without waiting");
        assertTrue(stillInterrupted, "the interrupt status was not set again for the caller");
    }
}
