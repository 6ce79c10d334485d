package io.philosopherwars.core;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Every implementation on the class path, found through {@link ServiceLoader}. */
public final class Implementations {
    /** Registered in {@code META-INF/services/io.philosopherwars.core.Implementations$Provider}. */
    public interface Provider {
        List<? extends Implementation> implementations();
    }

    private Implementations() {
    }

    public static List<Implementation> all() {
        List<Implementation> all = new ArrayList<>();
        for (Provider provider : ServiceLoader.load(Provider.class)) {
            all.addAll(provider.implementations());
        }
        return List.copyOf(all);
    }

    public static Implementation byId(String id) {
        return Named.byId("implementation", all(), id);
    }
}
