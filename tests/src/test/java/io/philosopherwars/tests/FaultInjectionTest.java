package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.Workload.Kitchen;
import io.philosopherwars.core.workload.Workload.Meal;
import io.philosopherwars.core.workload.Workload.Seat;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Faults outside the meal, for every implementation and thread kind: a philosopher that cannot sit down, a kitchen that
 * cannot close, the serving thread interrupted. Each dinner ends within 10 s, with the original cause in its message
 * and no number, and leaves no philosopher or vert.x thread behind. (A meal that throws, an Error included, and a
 * thread that cannot start are in {@code DinnerFailureTest} and {@code ThreadStartTest}.)
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class FaultInjectionTest {
    static final Duration BOUND = Duration.ofSeconds(10);

    /** A kitchen of nothing-meals that breaks as told. */
    private static Kitchen kitchen(int refusedSeat, IOException onClose) {
        Meal nothing = () -> {
        };
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                if (seat.index() == refusedSeat) {
                    throw new IllegalStateException("no plate for seat " + refusedSeat);
                }
                return nothing;
            }

            @Override
            public void close() throws IOException {
                if (onClose != null) {
                    throw onClose;
                }
            }
        };
    }

    private static DinnerFailedException failsPromptly(DinnerSpec spec) {
        DinnerFailedException failure = Tables.failsWithin(BOUND, spec::serve);
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
        return failure;
    }

    /**
     * 200 philosophers, not the talk's 1,000: a seat that cannot be plated halfway round fails the dinner, and the
     * philosophers already seated leave, the same way at any size; 1,000 platform threads cost seconds for nothing
     * more.
     */
    private static DinnerSpec spec(Implementation implementation, ThreadKind threads, Workload workload) {
        return new DinnerSpec(implementation, threads, workload, 200, 100, StopRule.ALL_FULL, Duration.ofSeconds(30));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#implementationsAndThreadKinds")
    void philosopherThatCannotSitDownFailsTheDinner(Implementation implementation, ThreadKind threads) {
        DinnerSpec spec = spec(implementation, threads, new Scripted("no plate", s -> kitchen(100, null)));

        DinnerFailedException failure = failsPromptly(spec);

        assertTrue(failure.getMessage().contains("no plate for seat 100"), failure::getMessage);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#implementationsAndThreadKinds")
    void kitchenThatCannotCloseFailsTheDinner(Implementation implementation, ThreadKind threads) {
        // The sink fails once the dinner is over, whatever its size: 100 philosophers x 10 meals, not 200 x 100.
        DinnerSpec spec = spec(implementation, threads,
                new Scripted("blocked sink", s -> kitchen(-1, new IOException("the sink is blocked"))))
                        .withPhilosophers(100).withMeals(10);

        DinnerFailedException failure = failsPromptly(spec);

        assertTrue(failure.getMessage().contains("the sink is blocked"), failure::getMessage);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("io.philosopherwars.tests.Matrix#implementationsAndThreadKinds")
    void interruptingTheServingThreadEndsTheDinner(Implementation implementation, ThreadKind threads) throws Exception {
        // 200 philosophers x 1,000 meals of 1 ms: at least 2 s of dinner (half the table eats at a time), interrupted
        // once it is eating (not after a fixed wait that most dinners here would spend idle), within milliseconds of
        // its first meal. The interrupt ends a dinner of any size the same way; the talk's 1,000 platform threads
        // cost seconds to start and stop in the platform cells for nothing more.
        CountDownLatch eating = new CountDownLatch(1);
        DinnerSpec spec = new DinnerSpec(implementation, threads, new Scripted("sleep 1ms", () -> {
            eating.countDown();
            Thread.sleep(1);
        }), 200, 1_000, StopRule.ALL_FULL, Duration.ofSeconds(50));
        try (BackgroundDinner dinner = new BackgroundDinner(spec)) {
            assertTrue(eating.await(BOUND.toMillis(), TimeUnit.MILLISECONDS), "the dinner never began eating");
            long interrupted = System.nanoTime();
            dinner.interrupt();

            ExecutionException failure = assertThrows(ExecutionException.class, () -> dinner.get(BOUND));

            long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - interrupted);
            assertInstanceOf(DinnerFailedException.class, failure.getCause());
            assertTrue(failure.getCause().getMessage().contains("was interrupted"), failure.getCause()::getMessage);
            assertTrue(tookMillis < BOUND.toMillis(), "the dinner took " + tookMillis + " ms to end");
        }
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }
}
