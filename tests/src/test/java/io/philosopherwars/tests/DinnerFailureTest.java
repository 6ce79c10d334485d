package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Sleep;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A dinner that cannot finish ends within its bound, says why, yields no result and leaves no thread behind. */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DinnerFailureTest {

    static Stream<Arguments> dinners() {
        return Implementations.all().stream().flatMap(implementation -> Stream.of(ThreadKind.values()).flatMap(
                threads -> Stream.of(StopRule.values()).map(rule -> Arguments.of(implementation, threads, rule))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("dinners")
    void failingWorkloadFailsTheDinnerAndNamesTheCause(Implementation implementation, ThreadKind threads,
            StopRule rule) {
        AtomicInteger meals = new AtomicInteger();
        Scripted burning = new Scripted("burning", () -> {
            if (meals.incrementAndGet() == 50) {
                throw new IOException("the kitchen is on fire");
            }
        });
        DinnerSpec spec = new DinnerSpec(implementation, threads, burning, 100, 1_000, rule, Duration.ofSeconds(30));

        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

        assertTrue(failure.getMessage().contains("the kitchen is on fire"), failure::getMessage);
        assertTrue(failure.getMessage().contains(implementation.id()), failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("dinners")
    void dinnerPastItsTimeLimitIsCancelledPromptly(Implementation implementation, ThreadKind threads, StopRule rule) {
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Sleep(Duration.ofSeconds(3)), 100, 5, rule,
                Duration.ofMillis(500));
        // Thread philosophers are interrupted out of their sleep; a verticle finishes the meal in hand (an event
        // loop cannot be interrupted), then leaves.
        long boundMillis = implementation instanceof LockImplementation ? 2_000 : 10_000;

        long start = System.nanoTime();
        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertTrue(failure.getMessage().contains("exceeded its time limit of PT0.5S"), failure::getMessage);
        assertTrue(tookMillis < boundMillis, "a timed-out dinner took " + tookMillis + " ms to give up");
        Tables.assertNoPhilosopherThreadAlive();
    }
}
