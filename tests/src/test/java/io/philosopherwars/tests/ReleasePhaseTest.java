package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Noop;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every design, on every thread kind it runs on, tells the ledger when its philosophers begin (woken at the gate, a
 * pooled task or a verticle run for the first time): the release phase is recorded, and it is a part of eating.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReleasePhaseTest {
    static final int PHILOSOPHERS = 50;
    static final int MEALS = 3;

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("io.philosopherwars.tests.Matrix#dinners")
    void releaseIsRecordedAndIsAPartOfEating(Implementation implementation, ThreadKind threads, StopRule rule) {
        DinnerResult result = new DinnerSpec(implementation, threads, new Noop(), PHILOSOPHERS, MEALS, rule,
                Duration.ofSeconds(30)).serve();

        assertTrue(result.releaseNanos() > 0, () -> "release " + result.releaseNanos() + " ns");
        assertTrue(result.releaseNanos() <= result.eatingNanos(),
                () -> "release " + result.releaseNanos() + " ns, eating " + result.eatingNanos() + " ns");
        if (rule == StopRule.ALL_FULL) {
            // Nobody is full before it began: under all full every philosopher began before the rule was met.
            assertEquals(PHILOSOPHERS, result.begunAtStop(), "philosophers begun when the last got full");
        } else if (!result.allBegan()) {
            // The winner was full before the last philosopher began: the release lasted the whole of eating.
            assertEquals(result.eatingNanos(), result.releaseNanos(), "release of a table never all begun");
        }
    }
}
