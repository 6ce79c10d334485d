package io.philosopherwars.core;

import java.util.concurrent.ThreadFactory;

/** The kind of thread a philosopher runs on. For vert.x, platform means event-loop verticles. */
public enum ThreadKind implements Named {
    PLATFORM("platform"), VIRTUAL("virtual");

    private final String id;

    ThreadKind(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** A factory of unstarted threads of this kind, named {@code prefix0}, {@code prefix1}, ... */
    public ThreadFactory factory(String prefix) {
        return switch (this) {
            case PLATFORM -> Thread.ofPlatform().name(prefix, 0).factory();
            case VIRTUAL -> Thread.ofVirtual().name(prefix, 0).factory();
        };
    }
}
