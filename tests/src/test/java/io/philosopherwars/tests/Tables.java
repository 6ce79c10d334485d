package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Audited;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/** Checks every dinner of the test suite shares: the audit, the thread kind, and that nobody is left at the table. */
final class Tables {
    private Tables() {
    }

    /** Serves the spec with its workload audited, and checks what must hold whatever the stop rule. */
    static DinnerResult serveAudited(DinnerSpec plain) {
        Audited audited = new Audited(plain.workload());
        DinnerSpec spec = plain.withWorkload(audited);
        DinnerResult result = spec.serve();
        assertEquals(0, audited.audit().violations(), "neighbours ate together or without both chopsticks");
        assertEquals(audited.audit().meals(), result.meals().total(),
                "meals counted by the table and by the audited workload differ");
        if (spec.threads() == ThreadKind.VIRTUAL) {
            assertTrue(result.virtualThreads() > 0 && result.platformThreads() == 0,
                    () -> "a virtual dinner ran on " + result.threadsUsed());
        } else {
            assertTrue(result.platformThreads() > 0 && result.virtualThreads() == 0,
                    () -> "a platform dinner ran on " + result.threadsUsed());
        }
        assertNoPhilosopherThreadAlive();
        return result;
    }

    /** Virtual threads are not listed by the JVM; the engine joins those. Platform ones are checked here too. */
    static void assertNoPhilosopherThreadAlive() {
        List<String> alive = Thread.getAllStackTraces().keySet().stream().map(Thread::getName)
                .filter(name -> name.startsWith("philosopher-")).toList();
        assertTrue(alive.isEmpty(), () -> "philosopher threads still alive after the dinner: " + alive.size() + " e.g. "
                + alive.subList(0, Math.min(5, alive.size())));
    }
}
