package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.vertx.VertxImplementation;
import java.util.ArrayList;
import java.util.List;
import io.philosopherwars.programs.report.results.Dinner;

/** The families of comparisons the talk asked about, each a list of A / B pairs of dinners on the same workload. */
public enum Pairing {
    /** Each implementation on virtual threads over the same on platform threads (for vert.x: event loops). */
    THREADS("virtual / platform threads"),
    /** {@code synchronized} over {@code ReentrantLock}, on each thread kind. */
    MONITORS("synchronized / ReentrantLock"),
    /** A fair {@code ReentrantLock} over an unfair one, on each thread kind. */
    FAIRNESS("fair / unfair ReentrantLock"),
    /** Each vert.x design over {@code ReentrantLock} on the same thread kind. */
    VERTX("vert.x designs / ReentrantLock (same thread kind)"),
    /**
     * The partitioned lock dinner over {@code ReentrantLock}: what partitioning the table by thread gains, with no
     * framework (the controls issue, part 1).
     */
    DESIGN("partitioned lock / ReentrantLock: the design's gain"),
    /**
     * {@code vertxPerLoop} over the partitioned lock dinner: the same seat blocks and turn rule, so what is left is
     * vert.x's own cost.
     */
    FRAMEWORK("vertxPerLoop / partitioned lock: the framework's cost");

    /** A over B. */
    public record Pair(Dinner a, Dinner b) {
    }

    /** The vert.x designs, the talk's (event bus and shared-data locks) first. */
    static final List<VertxImplementation> TALK_FIRST = List.of(VertxImplementation.VERTX_EVENT_BUS,
            VertxImplementation.VERTX, VertxImplementation.VERTX_PER_LOOP);

    private final String title;

    Pairing(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** The pairs of this family among {@code implementations}, in the order of the axes. */
    public List<Pair> pairs(List<Implementation> implementations) {
        List<Pair> pairs = new ArrayList<>();
        if (this == THREADS) {
            implementations.forEach(i -> pairs.add(new Pair(Dinner.virtual(i), Dinner.platform(i))));
            return pairs;
        }
        // Virtual threads first and the talk's vert.x design first: the talk's own headline rows lead each family.
        for (ThreadKind kind : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
            Dinner reentrant = new Dinner(LockImplementation.REENTRANT_LOCK, kind);
            switch (this) {
                case MONITORS -> pairs.add(new Pair(new Dinner(LockImplementation.SYNCHRONIZED, kind), reentrant));
                case FAIRNESS ->
                        pairs.add(new Pair(new Dinner(LockImplementation.FAIR_REENTRANT_LOCK, kind), reentrant));
                case VERTX -> {
                    for (VertxImplementation design : TALK_FIRST) {
                        pairs.add(new Pair(new Dinner(design, kind), reentrant));
                    }
                }
                case DESIGN -> pairs.add(new Pair(new Dinner(LockImplementation.PARTITIONED_LOCK, kind), reentrant));
                case FRAMEWORK -> pairs.add(new Pair(new Dinner(VertxImplementation.VERTX_PER_LOOP, kind),
                        new Dinner(LockImplementation.PARTITIONED_LOCK, kind)));
                case THREADS -> throw new AssertionError("handled above");
            }
        }
        return pairs;
    }
}
