package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.Workload;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeals;
import org.openjdk.jmh.annotations.Param;

/**
 * Your meal ({@code io.philosopherwars.core.workload.YourMeal}) at the talk's size, every implementation and thread
 * kind, as every other workload's rows: the class is the meal, the method is {@code <implementation>_<threads>}. The
 * default is the example {@code CacheLookup}; name yours by class or by the name its jar lists as a service, and say
 * where it is:
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'YourMealBenchmark.reentrantLock_(virtual|platform)' \
 *     -p meal=com.acme.LookupMeal -p mealClasspath=/path/to/lookup.jar -p stop=allFull
 * </pre>
 *
 * A meal that cannot be found or made fails the benchmark before any dinner, with its one-line reason.
 */
public class YourMealBenchmark extends MatrixBenchmark {
    /** The meal: a class implementing {@code YourMeal}, or the name its jar lists as a service. */
    @Param({ "io.philosopherwars.core.workload.CacheLookup" })
    public String meal;

    /** Where the meal is: jars or folders, separated by the platform's path separator; empty: this jar. */
    @Param({ "" })
    public String mealClasspath;

    /** Meals each under all full. */
    @Param({ "100" })
    public int allFullMeals;

    @Override
    protected int allFullMeals() {
        return allFullMeals;
    }

    /** Your meal has no kind of the suite's own: {@link #meal()} serves it. */
    @Override
    protected WorkloadKind workload() {
        throw new UnsupportedOperationException("your meal is not one of the suite's kinds");
    }

    @Override
    protected Workload meal() {
        return new Plugged(YourMeals.load(meal, mealClasspath));
    }
}
