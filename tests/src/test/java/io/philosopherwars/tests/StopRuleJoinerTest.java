package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.StopRule;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.StructuredTaskScope;
import java.util.concurrent.StructuredTaskScope.Joiner;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The first-full rule's joiner in a real {@link StructuredTaskScope}, with subtasks standing in for philosophers: who
 * ends the dinner, who must not, and what the dinner's outcome is. Each subtask that would wait forever waits for a
 * cancellation instead, so a joiner that forgot to cancel makes the test time out.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class StopRuleJoinerTest {

    /** A philosopher that eats until the dinner is cancelled, and records that it was. */
    private static Integer eatsUntilCancelled(AtomicBoolean cancelled) throws InterruptedException {
        try {
            new CountDownLatch(1).await();
            return -1;
        } catch (InterruptedException e) {
            cancelled.set(true);
            throw e;
        }
    }

    @SuppressWarnings("unchecked")
    private static Joiner<Integer, Integer> firstFull() {
        return (Joiner<Integer, Integer>) StopRule.FIRST_FULL.joiner();
    }

    @Test
    void firstFullPhilosopherWinsAndCancelsTheOthers() throws InterruptedException {
        AtomicBoolean cancelled = new AtomicBoolean();
        try (var scope = StructuredTaskScope.open(firstFull())) {
            scope.fork(() -> eatsUntilCancelled(cancelled));
            scope.fork(() -> 7);

            assertEquals(7, scope.join());
        }
        assertTrue(cancelled.get(), "the others were not cancelled when the first got full");
    }

    @Test
    void failureEndsTheDinnerWithItsCause() {
        AtomicBoolean cancelled = new AtomicBoolean();
        StructuredTaskScope.FailedException failed = assertThrows(StructuredTaskScope.FailedException.class, () -> {
            try (var scope = StructuredTaskScope.open(firstFull())) {
                scope.fork(() -> eatsUntilCancelled(cancelled));
                scope.fork(() -> {
                    throw new IOException("the kitchen is on fire");
                });
                scope.join();
            }
        });

        assertInstanceOf(IOException.class, failed.getCause());
        assertTrue(cancelled.get(), "a failure must cancel the others");
    }

    /**
     * A philosopher that left because it was interrupted (it saw the dinner end) is neither a failure nor the end of
     * the dinner: the winner still completes after it, and is the result.
     */
    @Test
    void interruptedPhilosopherNeitherFailsNorEndsTheDinner() throws InterruptedException {
        CountDownLatch leftFirst = new CountDownLatch(1);
        try (var scope = StructuredTaskScope.open(firstFull())) {
            scope.fork(() -> {
                leftFirst.countDown();
                throw new InterruptedException("left because the dinner is over");
            });
            scope.fork(() -> {
                leftFirst.await();
                Thread.sleep(50);
                return 3;
            });

            assertEquals(3, scope.join());
        }
    }

    @Test
    void dinnerWhereNobodyFinishedIsAnError() {
        StructuredTaskScope.FailedException failed = assertThrows(StructuredTaskScope.FailedException.class, () -> {
            try (var scope = StructuredTaskScope.open(firstFull())) {
                scope.fork(() -> {
                    throw new InterruptedException("left");
                });
                scope.join();
            }
        });

        assertInstanceOf(IllegalStateException.class, failed.getCause());
        assertTrue(failed.getCause().getMessage().contains("no philosopher finished"), failed::getMessage);
    }

    /** A failure recorded before a success is still the outcome: a failed dinner has no winner. */
    @Test
    void failureBeforeAWinnerIsStillTheOutcome() {
        CountDownLatch failedFirst = new CountDownLatch(1);
        StructuredTaskScope.FailedException failed = assertThrows(StructuredTaskScope.FailedException.class, () -> {
            try (var scope = StructuredTaskScope.open(firstFull())) {
                scope.fork(() -> {
                    try {
                        throw new IOException("burnt");
                    } finally {
                        failedFirst.countDown();
                    }
                });
                scope.fork(() -> {
                    failedFirst.await();
                    return 1;
                });
                scope.join();
            }
        });

        assertInstanceOf(IOException.class, failed.getCause());
    }
}
