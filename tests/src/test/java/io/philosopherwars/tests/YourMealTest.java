package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.core.workload.YourMeals;
import io.philosopherwars.vertx.VertxImplementation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A meal the user writes: found by class or as a service, served under the suite's guarantees, refused clearly. */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class YourMealTest {
    /** A user's meal: counts its meals, and its kitchen's opening and closing. */
    public static final class CountingMeal implements YourMeal {
        static final AtomicInteger OPENED = new AtomicInteger();
        static final AtomicInteger CLOSED = new AtomicInteger();
        final AtomicInteger eaten = new AtomicInteger();

        @Override
        public String name() {
            return "counting";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.CPU;
        }

        @Override
        public void open(int philosophers) {
            OPENED.incrementAndGet();
        }

        @Override
        public void eat(int seat) {
            eaten.incrementAndGet();
        }

        @Override
        public void close() {
            CLOSED.incrementAndGet();
        }
    }

    /** Not a meal. */
    public static final class NotAMeal {
    }

    /** A meal that cannot be made without arguments. */
    public static final class NeedsArguments implements YourMeal {
        public NeedsArguments(int size) {
        }

        @Override
        public String name() {
            return "needsArguments";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.CPU;
        }

        @Override
        public void eat(int seat) {
        }
    }

    /** A meal that throws a checked exception of its own on its 50th meal. */
    public static final class FailingMeal implements YourMeal {
        private final AtomicInteger meals = new AtomicInteger();

        @Override
        public String name() {
            return "failing";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.BLOCKING;
        }

        @Override
        public void eat(int seat) throws Exception {
            if (meals.incrementAndGet() == 50) {
                throw new java.util.concurrent.TimeoutException("the cache did not answer");
            }
        }
    }

    /** A meal that never returns by itself (an interrupt ends it, as the time limit's cancellation does). */
    public static final class StuckMeal implements YourMeal {
        @Override
        public String name() {
            return "stuck";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.BLOCKING;
        }

        @Override
        public void eat(int seat) throws InterruptedException {
            Thread.sleep(Duration.ofMinutes(10));
        }
    }

    private static DinnerSpec dinner(YourMeal meal, Duration limit) {
        return new DinnerSpec(LockImplementation.REENTRANT_LOCK, ThreadKind.VIRTUAL, new Plugged(meal), 20, 10,
                StopRule.ALL_FULL, limit);
    }

    @Test
    void aMealNamedByItsClassIsServedEveryMealAndItsKitchenOpensAndClosesOnce() {
        YourMeal meal = YourMeals.load(CountingMeal.class.getName(), "");
        int opened = CountingMeal.OPENED.get();
        int closed = CountingMeal.CLOSED.get();

        DinnerResult result = dinner(meal, Duration.ofSeconds(30)).serve();

        assertEquals(200, result.meals().total());
        assertEquals(200, ((CountingMeal) meal).eaten.get());
        assertEquals(opened + 1, CountingMeal.OPENED.get());
        assertEquals(closed + 1, CountingMeal.CLOSED.get());
        assertTrue(result.spec().label().contains("/counting "), result.spec().label());
    }

    /** A jar (here a folder) that lists the meal as a service: named by the meal's own name. */
    @Test
    void aMealListedAsAServiceIsFoundByItsName(@TempDir Path dir) throws Exception {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve(YourMeal.class.getName()), CountingMeal.class.getName() + "\n");

        YourMeal meal = YourMeals.load("counting", dir.toString());

        assertEquals(CountingMeal.class.getName(), meal.getClass().getName());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> YourMeals.load("lookup", dir.toString()));
        assertEquals("no meal lookup: not a service of the classpath (its meals: counting) nor a class on it",
                none.getMessage());
    }

    @Test
    void badMealsAreRefusedInOneLine(@TempDir Path dir) {
        assertEquals(
                "no meal com.acme.Missing: not a service of the classpath nor a class on it (no --classpath given)",
                assertThrows(IllegalArgumentException.class, () -> YourMeals.load("com.acme.Missing", ""))
                        .getMessage());
        assertEquals(
                "class " + NotAMeal.class.getName() + " is not a meal: it does not implement "
                        + YourMeal.class.getName(),
                assertThrows(IllegalArgumentException.class, () -> YourMeals.load(NotAMeal.class.getName(), ""))
                        .getMessage());
        assertEquals("meal " + NeedsArguments.class.getName() + " has no public constructor without arguments",
                assertThrows(IllegalArgumentException.class, () -> YourMeals.load(NeedsArguments.class.getName(), ""))
                        .getMessage());
        assertEquals("--classpath: " + dir.resolve("lookup.jar") + " does not exist",
                assertThrows(IllegalArgumentException.class,
                        () -> YourMeals.load("lookup", dir.resolve("lookup.jar").toString())).getMessage());
    }

    /** A meal that throws fails its dinner with the meal's exception as the cause, in both engines. */
    @Test
    void aMealThatThrowsFailsTheDinnerWithItsCause() {
        for (var implementation : java.util.List.of(LockImplementation.REENTRANT_LOCK, VertxImplementation.VERTX)) {
            DinnerSpec spec = new DinnerSpec(implementation, ThreadKind.VIRTUAL, new Plugged(new FailingMeal()), 20, 10,
                    StopRule.ALL_FULL, Duration.ofSeconds(30));

            DinnerFailedException failure = assertThrows(DinnerFailedException.class, spec::serve);

            assertTrue(failure.getMessage().contains(
                    "meal failing failed: java.util.concurrent.TimeoutException: the" + " cache did not answer"),
                    failure::getMessage);
        }
        Tables.assertNoPhilosopherThreadAlive();
        Tables.assertNoVertxThreadAlive();
    }

    /** A meal that never returns: the time limit stops the dinner, whose message names the meal. */
    @Test
    void aMealThatNeverReturnsIsStoppedByTheTimeLimitAndNamed() {
        DinnerFailedException failure = assertThrows(DinnerFailedException.class,
                () -> dinner(new StuckMeal(), Duration.ofSeconds(1)).serve());

        assertTrue(failure.getMessage().contains("reentrantLock/virtual/stuck 20x10 allFull exceeded its time limit"),
                failure::getMessage);
        Tables.assertNoPhilosopherThreadAlive();
    }

    /** A meal that declares no class and keeps its thread on a CPU. */
    public static final class SpinningMeal implements YourMeal {
        @Override
        public String name() {
            return "spinning";
        }

        @Override
        public void eat(int seat) {
            long until = System.nanoTime() + 20_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    /** A meal that declares no class and waits (a sleep, as a socket or a disk would make it). */
    public static final class SleepingMeal implements YourMeal {
        @Override
        public String name() {
            return "sleeping";
        }

        @Override
        public void eat(int seat) throws InterruptedException {
            Thread.sleep(2);
        }
    }

    /** A meal that declares its class is taken at its word; one that does not is measured, both ways. */
    @Tag("alone") // the probe reads a meal's share of the CPU: run alone (tests/pom.xml)
    @Test
    void theProbeTakesADeclaredClassAndMeasuresAnUndeclaredOne() {
        YourMeals.Probe declared = YourMeals.probe(new DeclaredMeal(), Duration.ofMillis(200), Duration.ofSeconds(10));
        assertEquals(WorkloadKind.MealClass.BLOCKING, declared.mealClass());
        assertTrue(declared.declared() && declared.meals() > 0, declared::toString);

        YourMeals.Probe spinning = YourMeals.probe(new SpinningMeal(), Duration.ofMillis(300), Duration.ofSeconds(10));
        assertEquals(WorkloadKind.MealClass.CPU, spinning.mealClass(), spinning::words);
        assertTrue(!spinning.declared() && spinning.cpuShare() > 0.8, spinning::words);

        YourMeals.Probe sleeping = YourMeals.probe(new SleepingMeal(), Duration.ofMillis(300), Duration.ofSeconds(10));
        assertEquals(WorkloadKind.MealClass.BLOCKING, sleeping.mealClass(), sleeping::words);
        assertTrue(sleeping.cpuShare() < 0.2 && sleeping.microsPerMeal() >= 2000, sleeping::words);
        assertTrue(sleeping.words().startsWith("blocking (measured: on a CPU "), sleeping::words);
    }

    /** A meal that declares it blocks and does nothing: what the probe reads is the declaration. */
    public static final class DeclaredMeal implements YourMeal {
        @Override
        public String name() {
            return "declared";
        }

        @Override
        public WorkloadKind.MealClass mealClass() {
            return WorkloadKind.MealClass.BLOCKING;
        }

        @Override
        public void eat(int seat) {
        }
    }

    /** Before any dinner is planned: a meal that throws, or that does not return, is named in one line. */
    @Test
    void theProbeNamesAMealThatThrowsOrDoesNotReturn() {
        assertEquals("meal failing threw in its eat: java.util.concurrent.TimeoutException: the cache did not answer",
                assertThrows(IllegalArgumentException.class,
                        () -> YourMeals.probe(new FailingMeal(), Duration.ofSeconds(5), Duration.ofSeconds(10)))
                                .getMessage());

        String stuck = assertThrows(IllegalArgumentException.class,
                () -> YourMeals.probe(new StuckMeal(), Duration.ofMillis(100), Duration.ofSeconds(1))).getMessage();
        assertTrue(stuck.startsWith(
                "meal stuck did not return from its eat within 1 s (stuck at " + StuckMeal.class.getName() + ".eat("),
                stuck);
    }
}
