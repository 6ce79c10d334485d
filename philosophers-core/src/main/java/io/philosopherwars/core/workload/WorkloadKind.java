package io.philosopherwars.core.workload;

import io.philosopherwars.core.Named;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The workload axis of the matrix; each constant makes its workload from a {@link MealSize} and declares its
 * {@link MealClass}.
 */
public enum WorkloadKind implements Named {
    NOOP("noop", MealClass.CPU, size -> new Noop()),
    SLEEP("sleep", MealClass.BLOCKING, size -> new Sleep(size.duration())),
    ACTIVE_WAIT("activeWait", MealClass.CPU, size -> new ActiveWait(size.duration())),
    /** A read that the page cache serves after the first: a copy in memory, the CPU's work. */
    FILE_READ("fileRead", MealClass.CPU, size -> new FileRead(size.bytes())),
    /**
     * The same read from the disk: every meal bypasses the page cache ({@code O_DIRECT}). Not in the default matrix:
     * some file systems refuse {@code O_DIRECT} (the kitchen then fails to open, saying so).
     */
    FILE_READ_DIRECT("fileReadDirect", MealClass.BLOCKING, size -> new FileRead(size.bytes(), true)),
    /** HTTP GETs of a payload from a loopback server started for the dinner (needs philosophers-vertx). */
    URL_CONNECTION("urlConnection", MealClass.BLOCKING,
            size -> HttpGet.loopback(HttpClientKind.URL_CONNECTION, size.bytes())),
    HTTP_CLIENT("httpClient", MealClass.BLOCKING,
            size -> HttpGet.loopback(HttpClientKind.JDK_HTTP_CLIENT, size.bytes())),
    OKHTTP("okHttp", MealClass.BLOCKING, size -> HttpGet.loopback(HttpClientKind.OKHTTP, size.bytes())),
    /**
     * A meal you plug in ({@link YourMeal}, {@code YourMealBenchmark}, {@code ./philosophers advise}): its class is the
     * meal's own, declared or measured ({@link YourMeals#mealClass}), so this kind has none. Not in the default matrix;
     * made without a meal named, it serves the example {@link CacheLookup}.
     */
    YOUR_MEAL("yourMeal", null, size -> new Plugged(new CacheLookup()));

    /**
     * What a meal does with its thread while it eats: keeps the CPU busy, or waits for something else (a timer, a disk,
     * a socket) and could give the thread back. The answers differ most along this line, so it is an axis of the
     * findings ({@code Condition}).
     */
    public enum MealClass implements Named {
        /** The meal runs on the CPU the whole time: nothing to wait for, nothing a scheduler could overlap. */
        CPU("CPU-bound"),
        /** The meal waits (a sleep, a read from the disk, a network round trip): its thread could serve another. */
        BLOCKING("blocking");

        private final String id;

        MealClass(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    private final String id;
    private final MealClass mealClass;
    private final Function<MealSize, Workload> factory;

    WorkloadKind(String id, MealClass mealClass, Function<MealSize, Workload> factory) {
        this.id = id;
        this.mealClass = mealClass;
        this.factory = factory;
    }

    /**
     * Whether the meal keeps its thread's CPU busy or waits on something else; null for {@link #YOUR_MEAL}, whose class
     * each meal has of its own.
     */
    public MealClass mealClass() {
        return mealClass;
    }

    /** Whether a meal crosses the (loopback) network; those rows have their own tests and sizes. */
    public boolean overHttp() {
        return create() instanceof HttpGet;
    }

    /** Whether a default run serves it: every workload but the opt-in read from the disk and your meal. */
    public boolean inMatrix() {
        return this != FILE_READ_DIRECT && this != YOUR_MEAL;
    }

    /** The workloads a default run serves, in order. */
    public static List<WorkloadKind> matrix() {
        return Arrays.stream(values()).filter(WorkloadKind::inMatrix).toList();
    }

    @Override
    public String id() {
        return id;
    }

    public Workload create(MealSize size) {
        return factory.apply(size);
    }

    /** The workload with the talk's sizes (16 us, 16 KB). */
    public Workload create() {
        return create(MealSize.DEFAULT);
    }

    public static WorkloadKind byId(String id) {
        return Named.byId("workload", values(), id);
    }
}
