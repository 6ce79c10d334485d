package io.philosopherwars.core.workload;

/**
 * A meal you write: the work a philosopher does while it holds both chopsticks, your critical section (a cache lookup,
 * a log write, a database call). Build it into a jar of your own against this interface, and name it on the command
 * line ({@code --meal com.acme.LookupMeal --classpath lookup.jar}), or list it in that jar's
 * {@code META-INF/services/io.philosopherwars.core.workload.YourMeal} and name it by {@link #name()}. One instance
 * serves a whole dinner: {@link #eat} is called by every philosopher, concurrently, so it must be safe for that.
 * <p>
 * The suite keeps its guarantees around it: every meal counted and audited, the dinner's time limit (a meal that never
 * returns fails its dinner, which names the meal), and a meal that throws fails the dinner with its exception.
 */
public interface YourMeal {
    /** The meal's name on the command line and on the pages: letters, digits, {@code -} and {@code _}. */
    String name();

    /**
     * Whether the meal keeps its thread's CPU busy ({@link WorkloadKind.MealClass#CPU}) or waits on something else
     * ({@link WorkloadKind.MealClass#BLOCKING}: a socket, a disk, a lock held elsewhere): the answers differ most along
     * this line. Null, the default: the suite measures it ({@link YourMeals#probe}), from the share of a meal's time
     * its thread spends on a CPU.
     */
    default WorkloadKind.MealClass mealClass() {
        return null;
    }

    /**
     * Before a dinner's philosophers sit down, once per dinner (or per benchmark trial): takes what all of them share,
     * such as a connection pool sized for {@code philosophers}.
     */
    default void open(int philosophers) throws Exception {
    }

    /** One meal of the philosopher at {@code seat}, while it holds both of its chopsticks. */
    void eat(int seat) throws Exception;

    /** After the dinner (or the trial), whatever happened: gives back what {@link #open} took. */
    default void close() throws Exception {
    }
}
