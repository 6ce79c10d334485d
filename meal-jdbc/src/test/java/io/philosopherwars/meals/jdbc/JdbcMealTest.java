package io.philosopherwars.meals.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.Plugged;
import io.philosopherwars.core.workload.YourMeal;
import io.philosopherwars.core.workload.YourMeals;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The database meal against a real PostgreSQL: served, stopped after the dinner, and stopped after a kill -9. */
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

    /**
     * A run killed with SIGKILL leaves its server running; the next start stops it (the pid of its postmaster.pid) and
     * removes its data, and leaves a living run's server alone.
     */
    @Test
    void aServerThatAKilledRunLeftBehindIsStoppedByTheNextStart() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process child = new ProcessBuilder(java, "--enable-preview", "-cp", System.getProperty("java.class.path"),
                Child.class.getName()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long server;
        Path folder;
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String[] started = lines.readLine().split(" ");
            server = Long.parseLong(started[0]);
            folder = Path.of(started[1]);
        }
        try (PostgresServer living = PostgresServer.start()) {
            child.destroyForcibly().waitFor(); // SIGKILL: no shutdown hook, no close
            assertTrue(ProcessHandle.of(server).map(ProcessHandle::isAlive).orElse(false),
                    "the killed run's server outlives it");

            List<String> stopped = PostgresServer.stopLeftBehind(PostgresServer.ROOT);

            assertEquals(1, stopped.size(), stopped::toString);
            assertTrue(stopped.getFirst().startsWith("stopped PostgreSQL " + server + ", which a killed run left"),
                    stopped::toString);
            assertFalse(ProcessHandle.of(server).map(ProcessHandle::isAlive).orElse(false));
            assertFalse(Files.exists(folder));
            assertTrue(Files.exists(living.folder()), "a living run's server is not touched");
            assertTrue(ProcessHandle.of(living.pid().orElseThrow()).map(ProcessHandle::isAlive).orElse(false));
        } finally {
            child.destroyForcibly();
        }
        assertEquals(List.of(), runs());
    }

    /** Starts a server, says its pid and folder, and waits to be killed. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            PostgresServer server = PostgresServer.start();
            System.out.println(server.pid().orElseThrow() + " " + server.folder());
            System.out.flush();
            Thread.sleep(Duration.ofMinutes(2));
        }
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
