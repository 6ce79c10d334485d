package io.philosopherwars.core;

import java.util.List;
import java.util.concurrent.ThreadFactory;

/**
 * The kind of thread a philosopher runs on. For vert.x, platform means event-loop verticles. {@link #POOLED} is not one
 * thread per philosopher: the philosophers are tasks on a fixed pool of platform threads ({@link Pool}), which only the
 * lock implementations serve.
 */
public enum ThreadKind implements Named {
    PLATFORM("platform"), VIRTUAL("virtual"), POOLED("pooled");

    private final String id;

    ThreadKind(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** The kinds that give every philosopher a thread of its own: what the talk and every design compare. */
    public static List<ThreadKind> perPhilosopher() {
        return List.of(PLATFORM, VIRTUAL);
    }

    /**
     * How tables and labels name this kind with its pool: {@code virtual}, or {@code pooled(4x-linked)} for a pool's
     * {@link Pool#id()} (empty on the other kinds).
     */
    public String label(String pool) {
        return pool.isEmpty() ? id : id + "(" + pool + ")";
    }

    /**
     * A factory of unstarted threads of this kind, named {@code prefix0}, {@code prefix1}, ...; a pool's are the
     * platform threads of its workers.
     */
    public ThreadFactory factory(String prefix) {
        return switch (this) {
            case PLATFORM, POOLED -> Thread.ofPlatform().name(prefix, 0).factory();
            case VIRTUAL -> Thread.ofVirtual().name(prefix, 0).factory();
        };
    }
}
