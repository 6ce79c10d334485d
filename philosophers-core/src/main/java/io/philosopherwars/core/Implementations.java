package io.philosopherwars.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every implementation on the class path, found through {@link ServiceLoader} once per class loader (the report looks
 * up an implementation for each of its tens of thousands of raw rows; a service lookup reads the class path each time).
 */
public final class Implementations {
    /** Registered in {@code META-INF/services/io.philosopherwars.core.Implementations$Provider}. */
    public interface Provider {
        List<? extends Implementation> implementations();
    }

    private static final Map<ClassLoader, List<Implementation>> FOUND = new ConcurrentHashMap<>();

    private Implementations() {
    }

    /**
     * Those the context class loader finds (or the system class loader, as {@link ServiceLoader#load(Class)}). Kept for
     * the system class loader and this class's own, the only ones the programs and benchmarks run with; any other
     * loader is asked each time, so that the cache never keeps a loader alive.
     */
    public static List<Implementation> all() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        ClassLoader loader = context == null ? ClassLoader.getSystemClassLoader() : context;
        return loader == ClassLoader.getSystemClassLoader() || loader == Implementations.class.getClassLoader()
                ? FOUND.computeIfAbsent(loader, Implementations::find)
                : find(loader);
    }

    private static List<Implementation> find(ClassLoader loader) {
        List<Implementation> all = new ArrayList<>();
        for (Provider provider : ServiceLoader.load(Provider.class, loader)) {
            all.addAll(provider.implementations());
        }
        return List.copyOf(all);
    }

    public static Implementation byId(String id) {
        return Named.byId("implementation", all(), id);
    }
}
