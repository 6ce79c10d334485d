package io.philosopherwars.jdk21;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import jdk.jfr.consumer.RecordingStream;

/**
 * The JEP 491 experiment in a form that runs on JDK 21 as on JDK 25 (release 21 classes, no preview, no
 * {@code StructuredTaskScope}), so that the same class file measures pinning before and after the JEP on one machine.
 * Two runs, each as many times as asked:
 * <ul>
 * <li>{@code fresh} / {@code shared}: the reference article's experiment ({@code tasks} virtual threads, CPU work, then
 * a sleep inside {@code synchronized}), with a fresh monitor per task (only pinning can serialise the sleeps) and with
 * the article's one shared monitor (mutual exclusion serialises them on any JDK);</li>
 * <li>{@code dinner}: a pinning dinner, virtual philosophers with {@code synchronized} chopsticks (the ring's order)
 * and a sleep as the meal, every philosopher eating all its meals, started and joined as plain virtual threads;</li>
 * <li>{@code jdbc} (with {@code --jdbc-meals N}): the same dinner with the JDBC meal instead of the sleep, a query by
 * primary key through HikariCP and pgjdbc against a PostgreSQL the probe starts ({@code io.philosopherwars.postgres},
 * on the class path beside it): the socket read inside {@code synchronized} that pinned on JDK 21.</li>
 * </ul>
 * Each run prints one tab-separated line: run, repetition, elapsed ms, work done, JFR {@code jdk.VirtualThreadPinned}
 * events (threshold zero), distinct carrier threads seen while holding a monitor. The JDK's version comes first.
 */
public final class PinningProbe {
    private static volatile double sink;

    private PinningProbe() {
    }

    public static void main(String[] args) throws Exception {
        int tasks = 1_000;
        int cpu = 10_000;
        int sleepMillis = 5;
        int philosophers = 100;
        int meals = 20;
        int repeat = 3;
        int jdbcMeals = 0;
        for (int i = 0; i + 1 < args.length; i += 2) {
            int value = positive(args[i], args[i + 1]);
            switch (args[i]) {
                case "--tasks" -> tasks = value;
                case "--cpu-iterations" -> cpu = value;
                case "--sleep-ms" -> sleepMillis = value;
                case "--philosophers" -> philosophers = Math.max(2, value);
                case "--meals" -> meals = value;
                case "--repeat" -> repeat = value;
                case "--jdbc-meals" -> jdbcMeals = value;
                default -> fail("unknown option " + args[i]);
            }
        }
        if (args.length % 2 != 0) {
            fail("option " + args[args.length - 1] + " needs a value");
        }
        System.out.println("jdk\t" + System.getProperty("java.runtime.version") + "\t"
                + System.getProperty("java.vm.name") + "\t" + Runtime.getRuntime().availableProcessors());
        // One warm-up of each (the first run of a JVM pays for class loading and the JIT), not printed.
        fresh(tasks, cpu, sleepMillis, false);
        Meal sleep = seat -> Thread.sleep(1);
        dinner(philosophers, meals, sleep);
        int t = tasks;
        int c = cpu;
        int s = sleepMillis;
        int p = philosophers;
        int m = meals;
        for (int run = 1; run <= repeat; run++) {
            print("fresh", run, recorded(() -> fresh(t, c, s, false)));
            print("shared", run, recorded(() -> fresh(t, c, s, true)));
            print("dinner", run, recorded(() -> dinner(p, m, sleep)));
        }
        if (jdbcMeals > 0) {
            jdbc(philosophers, jdbcMeals, repeat);
        }
    }

    /** One meal of a philosopher, inside both of its monitors. */
    @FunctionalInterface
    private interface Meal {
        void eat(int seat) throws Exception;
    }

    /**
     * The pinning dinner with the JDBC meal, against a server started here and stopped at the end (its folder removed;
     * after a kill the next start stops it): one warm-up, then {@code repeat} runs.
     */
    private static void jdbc(int philosophers, int meals, int repeat) throws Exception {
        io.philosopherwars.postgres.PostgresServer.quietLogs();
        try (io.philosopherwars.postgres.PostgresServer server = io.philosopherwars.postgres.PostgresServer.start();
                com.zaxxer.hikari.HikariDataSource pool = io.philosopherwars.postgres.Dishes.open(server.url(),
                        io.philosopherwars.postgres.Dishes.POOL)) {
            Meal query = seat -> io.philosopherwars.postgres.Dishes.eat(pool, seat);
            dinner(philosophers, meals, query);
            for (int run = 1; run <= repeat; run++) {
                print("jdbc", run, recorded(() -> dinner(philosophers, meals, query)));
            }
        }
    }

    /** What one run did: its work (tasks or meals) and the carriers it held monitors on. */
    private record Done(long work, Set<String> carriers) {
    }

    private record Measured(long millis, Done done, long pinned) {
    }

    @FunctionalInterface
    private interface Run {
        Done run() throws InterruptedException;
    }

    private static Measured recorded(Run run) throws InterruptedException {
        LongAdder pinned = new LongAdder();
        try (RecordingStream stream = new RecordingStream()) {
            stream.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ZERO);
            stream.onEvent("jdk.VirtualThreadPinned", event -> pinned.increment());
            stream.startAsync();
            long start = System.nanoTime();
            Done done = run.run();
            long millis = (System.nanoTime() - start) / 1_000_000;
            // stop() flushes: every event of the run is counted before the stream closes.
            stream.stop();
            return new Measured(millis, done, pinned.sum());
        }
    }

    private static void print(String name, int run, Measured m) {
        System.out.println(String.format(Locale.ROOT, "%s\t%d\t%d\t%d\t%d\t%d", name, run, m.millis(), m.done().work(),
                m.pinned(), m.done().carriers().size()));
    }

    /** The article's experiment: CPU work, then a sleep inside a fresh (or the one shared) monitor. */
    private static Done fresh(int tasks, int cpu, int sleepMillis, boolean shared) throws InterruptedException {
        Object one = new Object();
        Set<String> carriers = ConcurrentHashMap.newKeySet();
        LongAdder completed = new LongAdder();
        List<Thread> threads = new ArrayList<>(tasks);
        for (int i = 0; i < tasks; i++) {
            threads.add(Thread.ofVirtual().start(() -> {
                double x = 0;
                for (int k = 0; k < cpu; k++) {
                    x += Math.sqrt(k);
                }
                sink = x;
                Object monitor = shared ? one : new Object();
                synchronized (monitor) {
                    carriers.add(carrier());
                    try {
                        Thread.sleep(sleepMillis);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                completed.increment();
            }));
        }
        join(threads);
        return new Done(completed.sum(), carriers);
    }

    /** Virtual philosophers, synchronized chopsticks taken lower first, {@code meal} inside both. */
    private static Done dinner(int philosophers, int meals, Meal meal) throws InterruptedException {
        Object[] chopsticks = new Object[philosophers];
        for (int i = 0; i < philosophers; i++) {
            chopsticks[i] = new Object();
        }
        Set<String> carriers = ConcurrentHashMap.newKeySet();
        LongAdder eaten = new LongAdder();
        java.util.concurrent.atomic.AtomicReference<Exception> failed = new java.util.concurrent.atomic.AtomicReference<>();
        List<Thread> threads = new ArrayList<>(philosophers);
        for (int seat = 0; seat < philosophers; seat++) {
            int me = seat;
            Object first = chopsticks[Math.min(seat, (seat + 1) % philosophers)];
            Object second = chopsticks[Math.max(seat, (seat + 1) % philosophers)];
            threads.add(Thread.ofVirtual().start(() -> {
                for (int m = 0; m < meals; m++) {
                    synchronized (first) {
                        synchronized (second) {
                            carriers.add(carrier());
                            try {
                                meal.eat(me);
                            } catch (InterruptedException e) {
                                return;
                            } catch (Exception e) {
                                failed.compareAndSet(null, e);
                                return;
                            }
                            eaten.increment();
                        }
                    }
                }
            }));
        }
        join(threads);
        if (failed.get() != null) {
            fail("a meal failed: " + failed.get());
        }
        return new Done(eaten.sum(), carriers);
    }

    /** {@code VirtualThread[#22]/runnable@ForkJoinPool-1-worker-1} -> {@code ForkJoinPool-1-worker-1}. */
    private static String carrier() {
        String self = Thread.currentThread().toString();
        int at = self.lastIndexOf('@');
        return at < 0 ? self : self.substring(at + 1);
    }

    /** Joins every thread, each within a minute: a probe never hangs. */
    private static void join(List<Thread> threads) throws InterruptedException {
        for (Thread thread : threads) {
            if (!thread.join(Duration.ofMinutes(1))) {
                threads.forEach(Thread::interrupt);
                fail("a virtual thread did not finish within a minute");
            }
        }
    }

    private static int positive(String option, String value) {
        try {
            int n = Integer.parseInt(value.strip());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Falls through to the message below.
        }
        fail(option + " must be a positive number, got '" + value + "'");
        return 0;
    }

    private static void fail(String message) {
        System.err.println("error: " + message);
        System.exit(2);
    }
}
