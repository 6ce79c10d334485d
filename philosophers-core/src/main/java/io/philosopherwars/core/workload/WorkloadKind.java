package io.philosopherwars.core.workload;

import io.philosopherwars.core.Named;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** The workload axis of the matrix; each constant makes its workload from a {@link MealSize}. */
public enum WorkloadKind implements Named {
    NOOP("noop", size -> new Noop()), SLEEP("sleep", size -> new Sleep(size.duration())),
    ACTIVE_WAIT("activeWait", size -> new ActiveWait(size.duration())),
    FILE_READ("fileRead", size -> new FileRead(size.bytes())),
    /**
     * The same read from the disk: every meal bypasses the page cache ({@code O_DIRECT}). Not in the default matrix:
     * some file systems refuse {@code O_DIRECT} (the kitchen then fails to open, saying so).
     */
    FILE_READ_DIRECT("fileReadDirect", size -> new FileRead(size.bytes(), true)),
    /** HTTP GETs of a payload from a loopback server started for the dinner (needs philosophers-vertx). */
    URL_CONNECTION("urlConnection", size -> HttpGet.loopback(HttpClientKind.URL_CONNECTION, size.bytes())),
    HTTP_CLIENT("httpClient", size -> HttpGet.loopback(HttpClientKind.JDK_HTTP_CLIENT, size.bytes())),
    OKHTTP("okHttp", size -> HttpGet.loopback(HttpClientKind.OKHTTP, size.bytes()));

    private final String id;
    private final Function<MealSize, Workload> factory;

    WorkloadKind(String id, Function<MealSize, Workload> factory) {
        this.id = id;
        this.factory = factory;
    }

    /** Whether a meal crosses the (loopback) network; those rows have their own tests and sizes. */
    public boolean overHttp() {
        return create() instanceof HttpGet;
    }

    /** Whether a default run serves it: every workload but the opt-in read from the disk. */
    public boolean inMatrix() {
        return this != FILE_READ_DIRECT;
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
