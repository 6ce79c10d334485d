package io.philosopherwars.programs.report;

import com.google.gson.JsonObject;
import io.philosopherwars.core.Implementations;

/**
 * One row of {@code LockFloorBenchmark}: a bare dinner of one lock and thread kind, no engine. Its eating phase's ns
 * per meal is the floor the engine's noop all-full row is divided by (engine / floor: what the harness adds per meal).
 *
 * @param dinner
 *            the lock and thread kind
 * @param philosophers
 *            seats of the bare dinner
 * @param meals
 *            meals each
 * @param eatingMs
 *            mean eating phase per dinner, ms
 * @param totalMeals
 *            mean meals per dinner
 */
public record FloorRow(Dinner dinner, int philosophers, int meals, double eatingMs, double totalMeals) {

    static boolean is(JsonObject row) {
        return row.get("benchmark").getAsString().contains(".LockFloorBenchmark.");
    }

    static FloorRow parse(JsonObject row) {
        BenchmarkMethod method = BenchmarkMethod.of(row);
        JsonObject params = row.getAsJsonObject("params");
        JsonObject secondary = row.getAsJsonObject("secondaryMetrics");
        return new FloorRow(new Dinner(Implementations.byId(method.what()), method.threads()),
                Integer.parseInt(params.get("philosophers").getAsString()),
                Integer.parseInt(params.get("meals").getAsString()),
                secondary.getAsJsonObject("eatingMs").get("score").getAsDouble(),
                secondary.getAsJsonObject("totalMeals").get("score").getAsDouble());
    }

    /** Eating ns per meal of the bare dinner. */
    double nanosPerMeal() {
        return eatingMs * 1e6 / totalMeals;
    }
}
