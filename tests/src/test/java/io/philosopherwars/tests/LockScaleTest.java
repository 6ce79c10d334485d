package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.programs.demo.DinnerTable;
import io.philosopherwars.core.Kitchens;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A million virtual philosophers per lock implementation: seated, released, fed by each stop rule and gone. Before the
 * start barrier stopped sharing one wait queue, a first-full dinner of 1M did not end in 10 minutes. About a minute on
 * 2 cores, so not in the default build: {@code mvn verify -Pscale -pl tests -am}.
 */
@Tag("scale")
@Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class LockScaleTest {
    static final int PHILOSOPHERS = 1_000_000;
    /** Each dinner's own bound, shorter than the test's timeout so that it fails with its own message. */
    static final Duration BOUND = Duration.ofSeconds(120);

    private static DinnerResult serve(LockImplementation implementation, StopRule rule, int meals) throws IOException {
        DinnerSpec spec = new DinnerSpec(implementation, ThreadKind.VIRTUAL, new Noop(), PHILOSOPHERS, meals, rule,
                BOUND);
        RecordedThreads threads = RecordedThreads.of(ThreadKind.VIRTUAL);
        DinnerResult result;
        try (Kitchen kitchen = Kitchens.open(spec)) {
            result = implementation.serve(spec, kitchen, threads);
        }
        System.out.print(DinnerTable.row(result));
        // One thread per philosopher, or one per block of seats for the partitioned dinner.
        assertEquals(implementation == LockImplementation.PARTITIONED_LOCK ? LockImplementation.defaultBlocks()
                : PHILOSOPHERS, threads.made());
        threads.assertAllGone();
        return result;
    }

    @ParameterizedTest
    @EnumSource(LockImplementation.class)
    void millionVirtualPhilosophersFinishFirstFullAndLeave(LockImplementation implementation) throws IOException {
        DinnerResult result = serve(implementation, StopRule.FIRST_FULL, 10_000);

        assertEquals(10_000, result.meals().max());
    }

    @ParameterizedTest
    @EnumSource(LockImplementation.class)
    void millionVirtualPhilosophersAllEatTheirMeals(LockImplementation implementation) throws IOException {
        DinnerResult result = serve(implementation, StopRule.ALL_FULL, 3);

        assertEquals(3, result.meals().min());
        assertEquals(3L * PHILOSOPHERS, result.meals().total());
    }
}
