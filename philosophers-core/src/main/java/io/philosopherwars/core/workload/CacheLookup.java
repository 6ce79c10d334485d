package io.philosopherwars.core.workload;

import java.util.concurrent.ConcurrentHashMap;

/**
 * An example of {@link YourMeal}, and the default of {@code YourMealBenchmark}: a lookup in a cache that all
 * philosophers share, filled when the kitchen opens. A CPU-bound critical section of a few tens of nanoseconds; copy it
 * to start your own.
 */
public final class CacheLookup implements YourMeal {
    /** Entries in the cache. */
    static final int ENTRIES = 10_000;
    private final ConcurrentHashMap<Integer, String> cache = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return "cacheLookup";
    }

    @Override
    public WorkloadKind.MealClass mealClass() {
        return WorkloadKind.MealClass.CPU;
    }

    @Override
    public void open(int philosophers) {
        for (int key = 0; key < ENTRIES; key++) {
            cache.put(key, "value " + key);
        }
    }

    @Override
    public void eat(int seat) {
        // Each seat its own key, spread over the cache.
        if (cache.get(Math.floorMod(seat * 31, ENTRIES)) == null) {
            throw new IllegalStateException("the cache lost key " + Math.floorMod(seat * 31, ENTRIES));
        }
    }

    @Override
    public void close() {
        cache.clear();
    }
}
