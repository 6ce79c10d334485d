package io.philosopherwars.meals.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.core.workload.YourMeals;
import io.philosopherwars.postgres.PostgresServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The database meal against a real PostgreSQL: served, and its server stopped after the dinner. */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JdbcMealTest {
    /** Found as the service {@code jdbc}, as {@code advise --meal jdbc} and {@code -p meal=jdbc} find it. */
    @Test
    void aDinnerOfQueriesIsServedAndTheServerIsGoneAfterIt() throws Exception {
        YourMeal meal = YourMeals.load("jdbc", "");
        assertEquals(JdbcMeal.class, meal.getClass());
        for (ThreadKind threads : List.of(ThreadKind.VIRTUAL, ThreadKind.PLATFORM)) {
            DinnerResult result = new DinnerSpec(LockImplementation.REENTRANT_LOCK, threads, new Plugged(meal), 50, 20,
                    StopRule.ALL_FULL, Duration.ofSeconds(60)).serve();

            assertEquals(1000, result.meals().total(), threads.id());
        }
        assertEquals(List.of(), runs(), "every server stopped and its data removed");
    }

    private static List<Path> runs() throws Exception {
        if (!Files.isDirectory(PostgresServer.ROOT)) {
            return List.of();
        }
        try (var listing = Files.list(PostgresServer.ROOT)) {
            return listing.toList();
        }
    }
}
