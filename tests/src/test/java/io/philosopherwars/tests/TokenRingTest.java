package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.handoff.HandOff;
import io.philosopherwars.core.handoff.TokenRing;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The hand-off ring under the context-switch benchmark: the token goes round, comes back, and nobody is left. */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TokenRingTest {
    static Stream<Arguments> rings() {
        return Stream.of(HandOff.values()).flatMap(h -> ThreadKind.perPhilosopher().stream()
                .flatMap(k -> Stream.of(2, 100).map(n -> Arguments.of(h, k, n))));
    }

    @ParameterizedTest(name = "{0} {1} ring of {2}")
    @MethodSource("rings")
    void theTokenGoesRoundAndComesBackAndNobodyIsLeft(HandOff handOff, ThreadKind kind, int size) {
        TokenRing ring = new TokenRing(kind, handOff, size);
        try (ring) {
            assertEquals(size, ring.size());
            assertEquals(size, ring.alive(), "every thread waits at its station before the first pass");
            // More hops than threads: the token goes round many times; twice, to show a ring serves pass after pass.
            assertEquals(10 * size + 3, ring.pass(10 * size + 3, Duration.ofSeconds(30)));
            assertEquals(1, ring.pass(1, Duration.ofSeconds(30)));
        }
        assertEquals(0, ring.alive(), "close() joins every thread");
    }

    @Test
    void aRingOfOneOrAPassOfNoHopIsRefusedWithItsReason() {
        IllegalArgumentException one = assertThrows(IllegalArgumentException.class,
                () -> new TokenRing(ThreadKind.VIRTUAL, HandOff.PARK, 1));
        assertEquals("a ring needs at least 2 threads, got 1", one.getMessage());
        try (TokenRing ring = new TokenRing(ThreadKind.VIRTUAL, HandOff.QUEUE, 2)) {
            IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                    () -> ring.pass(0, Duration.ofSeconds(1)));
            assertEquals("a pass needs at least 1 hop, got 0", none.getMessage());
        }
    }

    @Test
    void aPassThatCannotComeBackInTimeFailsWithItsMessage() {
        // Ten million hops cannot come back within a millisecond: the pass says so instead of waiting.
        TokenRing ring = new TokenRing(ThreadKind.VIRTUAL, HandOff.PARK, 2);
        try (ring) {
            IllegalStateException late = assertThrows(IllegalStateException.class,
                    () -> ring.pass(10_000_000, Duration.ofMillis(1)));
            assertTrue(late.getMessage().startsWith("park/virtual ring of 2: the token did not come back within 1 ms"),
                    late.getMessage());
        }
        assertEquals(0, ring.alive(), "a ring whose token is still going round still closes");
    }

    @Test
    void anUnknownHandOffNamesTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HandOff.byId("teleport"));
        assertEquals("unknown hand-off 'teleport'; expected one of: park, queue", e.getMessage());
    }
}
