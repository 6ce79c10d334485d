package io.philosopherwars.programs.report.results;

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

    /** Whether a result of JMH's JSON is a row of this kind: its benchmark's class. */
    static boolean is(JsonObject row) {
        return row.get("benchmark").getAsString().contains(".LockFloorBenchmark.");
    }

    static FloorRow parse(JsonObject row) {
        BenchmarkMethod method = BenchmarkMethod.of(row);
        JsonObject params = row.getAsJsonObject("params");
        java.util.Map<String, JmhRow.Metric> secondary = RawFormat.secondary(row);
        return new FloorRow(new Dinner(Implementations.byId(method.what()), method.threads()),
                Integer.parseInt(params.get("philosophers").getAsString()),
                Integer.parseInt(params.get("meals").getAsString()), secondary.get("eatingMs").score(),
                secondary.get("totalMeals").score());
    }

    /**
     * The engine's row this floor is under: the same run's noop all-full dinner of the same lock, thread kind and size;
     * empty where the run did not measure it.
     */
    public java.util.Optional<JmhRow> engine(RawRun run) {
        return run.rows().stream().filter(r -> r.stop() == io.philosopherwars.core.StopRule.ALL_FULL
                && r.workload() == io.philosopherwars.core.workload.WorkloadKind.NOOP && !r.scaled()
                && r.dinner().equals(dinner.id()) && r.param("philosophers").equals(Integer.toString(philosophers))
                && r.param("allFullMeals").equals(Integer.toString(meals))).findFirst();
    }

    public double nanosPerMeal() {
        return eatingMs * 1e6 / totalMeals;
    }
}
