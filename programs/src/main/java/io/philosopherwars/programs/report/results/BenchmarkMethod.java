package io.philosopherwars.programs.report.results;

import com.google.gson.JsonObject;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.ThreadKind;

/**
 * A benchmark method named the project's way, {@code <what>_<thread kind>} ({@code park_virtual},
 * {@code synchronized_platform}), read from a row of JMH's JSON.
 *
 * @param what
 *            the part before the underscore: a hand-off, a lock, an implementation
 * @param threads
 *            the thread kind after it
 */
record BenchmarkMethod(String what, ThreadKind threads) {
    static BenchmarkMethod of(JsonObject row) {
        String benchmark = row.get("benchmark").getAsString();
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        int underscore = method.indexOf('_');
        if (underscore < 0) {
            throw new IllegalArgumentException("benchmark " + benchmark + " is not named <what>_<thread kind>");
        }
        return new BenchmarkMethod(method.substring(0, underscore),
                Named.byId("thread kind", ThreadKind.values(), method.substring(underscore + 1)));
    }
}
