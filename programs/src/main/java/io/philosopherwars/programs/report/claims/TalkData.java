package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.ThreadKind.PLATFORM;
import static io.philosopherwars.core.ThreadKind.VIRTUAL;
import static io.philosopherwars.core.locks.LockImplementation.REENTRANT_LOCK;
import static io.philosopherwars.core.locks.LockImplementation.SYNCHRONIZED;
import static io.philosopherwars.core.workload.WorkloadKind.ACTIVE_WAIT;
import static io.philosopherwars.core.workload.WorkloadKind.FILE_READ;
import static io.philosopherwars.core.workload.WorkloadKind.HTTP_CLIENT;
import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.core.workload.WorkloadKind.OKHTTP;
import static io.philosopherwars.core.workload.WorkloadKind.SLEEP;
import static io.philosopherwars.vertx.VertxImplementation.VERTX_EVENT_BUS;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import io.philosopherwars.programs.report.results.Dinner;

/**
 * The talk's own numbers ({@code shared/reference/talk-virtual-philosopher-wars.ru.md}), typed here once, each with the
 * table it comes from, so that every comparison with the talk is computed, not retyped. The talk measured first-full
 * dinners of 1,000 philosophers and 10,000 meals to win (JMH average time, 7 iterations, ms per dinner) on a 12-thread
 * desktop; its vert.x philosophers are the event-bus design, this project's {@code vertxEventBus}.
 */
public final class TalkData {
    /** The talk's title, as its text gives it. */
    public static final String TITLE = "Виртуальные войны философов: loom против vert.x";
    public static final String TITLE_EN = "Virtual philosopher wars: loom vs vert.x";
    /** Where and when it was given (its repository's package is {@code jvmday2025}). */
    public static final String VENUE = "JVM Day 2025";
    /** The JDK it measured on ("конечные результаты также приведены для openjdk-24.0.1"). */
    public static final String JDK = "OpenJDK 24.0.1";

    /** A table of the talk: where it is and what it measured. */
    public enum Table {
        /** All dinners in one run, the talk's summary table. */
        UNITED("the united run (`UnitedPhilosophersBenchmark`, section \"Для удобства объединеняю бенчмарки всех"
                + " типов\")"),
        HTTP("the HTTP runs (`HttpPhilosophersBenchmark`, `OkHttpPhilosophersBenchmark`, section \"Давай проверим"
                + " чтение по сети с 2 разными клиентами\")"),
        /** Virtual-thread noop dinners scaled in philosophers and meals. */
        SCALED("the scaled run (`ScaledPhilosophersBenchmark`, table \"Phil Eatings\")");

        private final String source;

        Table(String source) {
            this.source = source;
        }

        public String source() {
            return source;
        }
    }

    /** One row of a talk table: its seats at the table, and the meals each philosopher eats to win (first full). */
    public record Row(Table table, Implementation implementation, ThreadKind threads, WorkloadKind workload,
            int philosophers, int meals, double ms, double error) {
    }

    private static final int K = 1_000;

    /** Every row this project compares with, in the talk's order. */
    public static final List<Row> ROWS = List.of(
            // The united table: 1K philosophers x 10K meals.
            united(REENTRANT_LOCK, VIRTUAL, NOOP, 2.093, 0.220), united(SYNCHRONIZED, VIRTUAL, NOOP, 2.397, 0.164),
            united(SYNCHRONIZED, PLATFORM, NOOP, 109.763, 16.223),
            united(REENTRANT_LOCK, PLATFORM, NOOP, 131.368, 16.621),
            united(SYNCHRONIZED, VIRTUAL, ACTIVE_WAIT, 171.617, 4.052),
            united(REENTRANT_LOCK, VIRTUAL, ACTIVE_WAIT, 179.902, 29.410),
            united(VERTX_EVENT_BUS, VIRTUAL, NOOP, 206.376, 12.699),
            united(VERTX_EVENT_BUS, PLATFORM, NOOP, 288.937, 26.813),
            united(SYNCHRONIZED, PLATFORM, ACTIVE_WAIT, 325.382, 34.030),
            united(REENTRANT_LOCK, PLATFORM, ACTIVE_WAIT, 439.129, 111.866),
            united(REENTRANT_LOCK, PLATFORM, FILE_READ, 548.097, 122.230),
            united(REENTRANT_LOCK, PLATFORM, SLEEP, 611.358, 102.814),
            united(REENTRANT_LOCK, VIRTUAL, SLEEP, 649.195, 68.691),
            united(VERTX_EVENT_BUS, PLATFORM, ACTIVE_WAIT, 678.343, 22.580),
            united(VERTX_EVENT_BUS, VIRTUAL, ACTIVE_WAIT, 718.618, 59.118),
            united(SYNCHRONIZED, PLATFORM, SLEEP, 767.795, 89.405),
            united(SYNCHRONIZED, VIRTUAL, SLEEP, 845.711, 78.225),
            united(SYNCHRONIZED, PLATFORM, FILE_READ, 929.553, 73.032),
            united(VERTX_EVENT_BUS, PLATFORM, FILE_READ, 2820.554, 147.504),
            united(VERTX_EVENT_BUS, VIRTUAL, FILE_READ, 3229.174, 106.756),
            united(REENTRANT_LOCK, VIRTUAL, FILE_READ, 3578.460, 558.093),
            united(VERTX_EVENT_BUS, PLATFORM, SLEEP, 3596.082, 412.365),
            united(VERTX_EVENT_BUS, VIRTUAL, SLEEP, 3953.206, 232.746),
            united(SYNCHRONIZED, VIRTUAL, FILE_READ, 16583.318, 4071.447),
            // The HTTP runs: 1K philosophers x 1K meals to win.
            http(REENTRANT_LOCK, PLATFORM, HTTP_CLIENT, 1195.433, 211.757),
            http(REENTRANT_LOCK, VIRTUAL, HTTP_CLIENT, 1668.852, 1178.063),
            http(SYNCHRONIZED, PLATFORM, HTTP_CLIENT, 1126.106, 177.126),
            http(SYNCHRONIZED, VIRTUAL, HTTP_CLIENT, 6924.583, 1950.337),
            http(REENTRANT_LOCK, PLATFORM, OKHTTP, 133.544, 61.621),
            http(REENTRANT_LOCK, VIRTUAL, OKHTTP, 21.009, 2.779), http(SYNCHRONIZED, PLATFORM, OKHTTP, 115.089, 8.478),
            http(SYNCHRONIZED, VIRTUAL, OKHTTP, 21.153, 3.176),
            // The scaled run, virtual threads, noop: the 10K-meals column and the 1M x 1M corner.
            scaled(REENTRANT_LOCK, K, 10 * K, 1.952, 0.188), scaled(SYNCHRONIZED, K, 10 * K, 2.184, 0.439),
            scaled(SYNCHRONIZED, 10 * K, 10 * K, 13.453, 2.037), scaled(REENTRANT_LOCK, 10 * K, 10 * K, 13.790, 0.852),
            scaled(SYNCHRONIZED, 100 * K, 10 * K, 276.019, 92.038),
            scaled(REENTRANT_LOCK, 100 * K, 10 * K, 284.643, 35.604),
            scaled(SYNCHRONIZED, K * K, 10 * K, 3847.501, 197.755),
            scaled(REENTRANT_LOCK, K * K, 10 * K, 4307.880, 402.627),
            scaled(REENTRANT_LOCK, K * K, K * K, 3931.608, 460.112),
            scaled(SYNCHRONIZED, K * K, K * K, 3792.618, 352.711));

    /** The talk's short names of implementations and workloads, as its summary table wrote them. */
    private static final Map<Implementation, String> IMPLEMENTATION_NAMES = Map.of(REENTRANT_LOCK, "reentrant",
            SYNCHRONIZED, "synchronized", VERTX_EVENT_BUS, "vert.x");
    private static final Map<WorkloadKind, String> WORKLOAD_NAMES = Map.of(NOOP, "noop", ACTIVE_WAIT, "active", SLEEP,
            "sleeping", FILE_READ, "blocking", HTTP_CLIENT, "http", OKHTTP, "okhttp");

    private TalkData() {
    }

    private static Row united(Implementation implementation, ThreadKind threads, WorkloadKind workload, double ms,
            double error) {
        return new Row(Table.UNITED, implementation, threads, workload, K, 10 * K, ms, error);
    }

    private static Row http(Implementation implementation, ThreadKind threads, WorkloadKind workload, double ms,
            double error) {
        return new Row(Table.HTTP, implementation, threads, workload, K, K, ms, error);
    }

    private static Row scaled(Implementation implementation, int philosophers, int meals, double ms, double error) {
        return new Row(Table.SCALED, implementation, VIRTUAL, NOOP, philosophers, meals, ms, error);
    }

    /** The talk's row of a dinner at its default size (1K philosophers), from the united or the HTTP table. */
    public static Optional<Row> row(Dinner dinner, WorkloadKind workload) {
        return ROWS.stream().filter(r -> r.table() != Table.SCALED && r.implementation() == dinner.implementation()
                && r.threads() == dinner.threads() && r.workload() == workload).findFirst();
    }

    /** The talk's short row name ("reentrant noop virtual"), or {@code -} for a dinner the talk did not have. */
    public static String rowName(Implementation implementation, WorkloadKind workload, ThreadKind threads) {
        String i = IMPLEMENTATION_NAMES.get(implementation);
        String w = WORKLOAD_NAMES.get(workload);
        return i == null || w == null ? "-" : i + " " + w + " " + threads.id();
    }
}
