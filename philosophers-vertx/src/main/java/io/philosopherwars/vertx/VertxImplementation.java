package io.philosopherwars.vertx;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.workload.Workload.Kitchen;
import java.util.List;

/**
 * Philosophers as vert.x verticles. The thread kind picks the threading model at deployment: platform means event-loop
 * verticles, virtual means virtual-thread verticles ({@code ThreadingModel.VIRTUAL_THREAD}).
 */
public enum VertxImplementation implements Implementation {
    VERTX("vertx");

    private final String id;

    VertxImplementation(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public DinnerResult serve(DinnerSpec spec, Kitchen kitchen) {
        return new VertxDinner(spec).serve(kitchen);
    }

    /** Registers vert.x with {@link Implementations}. */
    public static final class Provider implements Implementations.Provider {
        @Override
        public List<? extends Implementation> implementations() {
            return List.of(values());
        }
    }
}
