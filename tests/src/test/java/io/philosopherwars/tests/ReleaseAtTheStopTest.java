package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Progress;
import io.philosopherwars.core.Release;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Scripted;
import io.philosopherwars.core.workload.Sleep;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A dinner that stops before it ends says how far its release got, beside its progress: the philosophers begun, and
 * when the last began where all had (the scaled sweep's stopped cells showed no release before).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReleaseAtTheStopTest {
    @Test
    void aDinnerPastItsTimeLimitSaysEveryPhilosopherHadBegunAndWhen() {
        // 20 philosophers of 1,000 meals of 2 ms: every one begins at once, and the dinner needs far more than 1 s.
        DinnerSpec spec = new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL,
                new Sleep(Duration.ofMillis(2)), 20, 1_000, StopRule.ALL_FULL, Duration.ofSeconds(1));

        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

        Release release = Release.parse(failure.getMessage()).orElseThrow(() -> new AssertionError(failure));
        assertEquals(20, release.philosophers(), failure::getMessage);
        assertTrue(release.complete(), failure::getMessage);
        assertTrue(release.seconds() >= 0 && release.seconds() < 1, failure::getMessage);
        assertTrue(failure.getMessage().contains("every philosopher had begun"), failure::getMessage);
        assertFalse(Progress.withoutToken(failure.getMessage()).contains("[release"),
                Progress.withoutToken(failure.getMessage()));
        Tables.assertNoPhilosopherThreadAlive();
    }

    @Test
    void aDinnerWhoseMealFailsSaysHowManyHadBegun() {
        AtomicInteger meals = new AtomicInteger();
        DinnerSpec spec = new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.PLATFORM,
                new Scripted("fails at the 50th meal", () -> {
                    if (meals.incrementAndGet() == 50) {
                        throw new IOException("the 50th meal fails");
                    }
                }), 10, 100, StopRule.ALL_FULL, Duration.ofSeconds(30));

        DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

        Release release = Release.parse(failure.getMessage()).orElseThrow(() -> new AssertionError(failure));
        assertEquals(10, release.philosophers(), failure::getMessage);
        assertTrue(release.begun() >= 1 && release.begun() <= 10, failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }
}
