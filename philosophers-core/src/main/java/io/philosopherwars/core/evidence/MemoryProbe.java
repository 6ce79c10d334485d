package io.philosopherwars.core.evidence;

import io.philosopherwars.core.DinnerFailedException;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.Implementations;
import io.philosopherwars.core.Named;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.cli.CommandLine;
import io.philosopherwars.core.report.AtomicFile;
import io.philosopherwars.core.report.RunEnvironment;
import io.philosopherwars.core.workload.Scripted;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Memory per philosopher: what a table of N started philosophers costs, read at the moment every one of them is started
 * and the first meal begins (the engine releases the table only after setup). Each reading follows a
 * {@code System.gc()}, so the heap figure is live data: for virtual threads it includes their parked stacks (stack
 * chunks live in the heap), for vert.x the verticles and their contexts. Platform thread stacks live outside the heap;
 * the resident set ({@code VmRSS}, Linux) shows the pages they touched. The launcher runs this with a fixed,
 * pre-touched heap ({@code -Xms = -Xmx}, {@code -XX:+AlwaysPreTouch}), so the RSS delta is memory outside the heap
 * (thread stacks, plus whatever metaspace and code grew meanwhile: an upper bound for the stacks); without those flags
 * a GC that gives heap back makes the delta meaningless, even negative.
 */
public final class MemoryProbe {
    private static final String USAGE = """
            usage: ./philosophers memory [options]   (lists are comma-separated)
              --implementations LIST   %s (default: reentrantLock,synchronized,vertxPerLoop)
              --threads LIST           %s (default: all)
              --philosophers LIST      table sizes (default: 10000,100000)
              --report FILE            also write the table, under the run's environment, to FILE
            """;

    /**
     * One reading.
     *
     * @param heapBefore
     *            live heap before the dinner, bytes
     * @param heapAtFirstMeal
     *            live heap with every philosopher started, bytes
     * @param rssBefore
     *            resident set before the dinner, bytes (-1 where there is no /proc)
     * @param rssAtFirstMeal
     *            resident set with every philosopher started, bytes (-1 where there is no /proc)
     */
    public record Footprint(int philosophers, long heapBefore, long heapAtFirstMeal, long rssBefore,
            long rssAtFirstMeal) {
        public double heapPerPhilosopher() {
            return (heapAtFirstMeal - heapBefore) / (double) philosophers;
        }

        public double rssPerPhilosopher() {
            return rssBefore < 0 ? Double.NaN : (rssAtFirstMeal - rssBefore) / (double) philosophers;
        }
    }

    private MemoryProbe() {
    }

    /** Serves one first-full dinner of one meal whose first meal reads the memory; the others do nothing. */
    public static Footprint measure(Implementation implementation, ThreadKind threads, int philosophers,
            Duration limit) {
        long heapBefore = liveHeap();
        long rssBefore = rss();
        AtomicBoolean first = new AtomicBoolean(true);
        long[] atFirstMeal = new long[2];
        Scripted probe = new Scripted("memory probe", () -> {
            if (first.getAndSet(false)) {
                atFirstMeal[0] = liveHeap();
                atFirstMeal[1] = rss();
            }
        });
        new DinnerSpec(implementation, threads, probe, philosophers, 1, StopRule.FIRST_FULL, limit).serve();
        // serve() joined every philosopher, so the meal's writes happen-before this read.
        return new Footprint(philosophers, heapBefore, atFirstMeal[0], rssBefore, atFirstMeal[1]);
    }

    private static long liveHeap() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** {@code VmRSS} of this process in bytes, or -1 where {@code /proc/self/status} does not exist. */
    static long rss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.UTF_8)) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: no RSS column
        }
        return -1;
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String[] args) {
        String usage = USAGE.formatted(Named.ids(Implementations.all()), Named.ids(List.of(ThreadKind.values())));
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            System.out.print(usage);
            return 0;
        }
        List<Implementation> implementations = List.of(Implementations.byId("reentrantLock"),
                Implementations.byId("synchronized"), Implementations.byId("vertxPerLoop"));
        List<ThreadKind> threads = List.of(ThreadKind.values());
        List<Integer> sizes = List.of(10_000, 100_000);
        Path report = null;
        try {
            for (Map.Entry<String, String> pair : CommandLine.pairs(args)) {
                String value = pair.getValue();
                switch (pair.getKey()) {
                    case "--implementations" -> implementations = CommandLine.list("implementation", value,
                            Implementations.all(), Implementations::byId);
                    case "--threads" -> threads = CommandLine.list("thread kind", value, List.of(ThreadKind.values()),
                            id -> Named.byId("thread kind", ThreadKind.values(), id));
                    case "--philosophers" -> {
                        List<Integer> parsed = new ArrayList<>();
                        for (String size : value.split(",")) {
                            int count = CommandLine.positive("--philosophers", size.strip());
                            if (count < 2) {
                                throw new IllegalArgumentException("--philosophers must be at least 2, got " + count);
                            }
                            parsed.add(count);
                        }
                        sizes = parsed;
                    }
                    case "--report" -> report = Path.of(value);
                    default -> throw new IllegalArgumentException("unknown option " + pair.getKey());
                }
            }
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.print(usage);
            return 2;
        }
        StringBuilder table = new StringBuilder("| implementation | threads | philosophers | live heap before MB"
                + " | live heap at first meal MB | heap bytes / philosopher | RSS before MB | RSS at first meal MB"
                + " | RSS bytes / philosopher (upper bound) |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
        System.out.print(table);
        int failed = 0;
        for (Implementation implementation : implementations) {
            for (ThreadKind kind : threads) {
                for (int size : sizes) {
                    String row;
                    try {
                        Footprint f = measure(implementation, kind, size, Duration.ofSeconds(300));
                        row = String.format(Locale.ROOT, "| %s | %s | %d | %.1f | %.1f | %.0f | %.1f | %.1f | %.0f |%n",
                                implementation.id(), kind.id(), size, f.heapBefore() / 1e6, f.heapAtFirstMeal() / 1e6,
                                f.heapPerPhilosopher(), f.rssBefore() / 1e6, f.rssAtFirstMeal() / 1e6,
                                f.rssPerPhilosopher());
                    } catch (DinnerFailedException e) {
                        failed++;
                        row = "| " + implementation.id() + " | " + kind.id() + " | " + size + " | could not run: "
                                + e.getMessage().lines().findFirst().orElse("").replace('|', '/') + " | | | | | |\n";
                    }
                    System.out.print(row);
                    table.append(row);
                }
            }
        }
        if (report != null) {
            try {
                AtomicFile.write(report, "# Memory per philosopher\n\n"
                        + RunEnvironment.current().markdown("./philosophers memory " + String.join(" ", args),
                                "one first-full dinner of one meal per row; memory read after System.gc() before the"
                                        + " dinner and in its first meal, when every philosopher is started")
                        + "\n" + table);
            } catch (IOException e) {
                System.err.println("error: cannot write " + report + ": " + e);
                return 1;
            }
        }
        return failed == 0 ? 0 : 1;
    }
}
