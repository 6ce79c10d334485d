package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.DinnerTable;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Noop;
import io.philosopherwars.vertx.VertxImplementation;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The talk's vert.x dinners froze beyond 10K philosophers; these serve 100,000, each threading model, each stop rule.
 * About a minute on 2 cores, so not in the default build: {@code mvn verify -Pscale -pl tests -am}.
 */
@Tag("scale")
@Timeout(value = 180, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class VertxScaleTest {
    static final int PHILOSOPHERS = 100_000;
    /** Each dinner's own bound, shorter than the test's timeout so that it fails with its own message. */
    static final Duration BOUND = Duration.ofSeconds(120);

    private static DinnerResult serve(ThreadKind threads, StopRule rule, int meals) {
        DinnerResult result = new DinnerSpec(VertxImplementation.VERTX, threads, new Noop(), PHILOSOPHERS, meals, rule,
                BOUND).serve();
        System.out.print(DinnerTable.row(result));
        return result;
    }

    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void hundredThousandVerticlesFinishFirstFull(ThreadKind threads) {
        DinnerResult result = serve(threads, StopRule.FIRST_FULL, 10_000);

        assertEquals(10_000, result.meals().max());
    }

    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void hundredThousandVerticlesAllEatTheirMeals(ThreadKind threads) {
        DinnerResult result = serve(threads, StopRule.ALL_FULL, 10);

        assertEquals(10, result.meals().min());
        assertEquals(10L * PHILOSOPHERS, result.meals().total());
    }
}
