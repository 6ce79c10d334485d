package io.philosopherwars.jlbh;

import io.philosopherwars.core.Named;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.StructuredTaskScope;
import java.util.concurrent.StructuredTaskScope.Joiner;
import net.openhft.chronicle.jlbh.JLBH;
import net.openhft.chronicle.jlbh.JLBHTask;

/**
 * HTTP round trips against the loopback payload server, without philosophers or locks: what the network part of an HTTP
 * meal costs on its own. {@link Shape#LOOP} is the baseline, one GET per sample on the benchmark thread;
 * {@link Shape#PLATFORM} and {@link Shape#VIRTUAL} fork {@code fanOut} GETs into one {@link StructuredTaskScope} per
 * sample, on new threads of that kind, and join them all: the sample is the whole fan-out, thread start included, as in
 * the talk.
 */
public final class NetworkTask implements JLBHTask {
    /** How the GETs of one sample are issued. */
    public enum Shape implements Named {
        LOOP("loop"), PLATFORM("platform"), VIRTUAL("virtual");

        private final String id;

        Shape(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    private final Shape shape;
    private final Meal get;
    private final int fanOut;
    private final Duration timeout;
    private JLBH jlbh;

    /**
     * @param get
     *            one GET of the whole payload (a fetcher from {@link io.philosopherwars.core.workload.HttpGet})
     * @param timeout
     *            the bound of one fan-out; a sample that exceeds it fails the benchmark
     */
    NetworkTask(Shape shape, Meal get, int fanOut, Duration timeout) {
        this.shape = shape;
        this.get = get;
        this.fanOut = shape == Shape.LOOP ? 1 : fanOut;
        this.timeout = timeout;
    }

    @Override
    public void init(JLBH jlbh) {
        this.jlbh = jlbh;
    }

    @Override
    public void run(long startTimeNS) {
        try {
            if (shape == Shape.LOOP) {
                get.eat();
            } else {
                fanOut(shape == Shape.PLATFORM ? ThreadKind.PLATFORM : ThreadKind.VIRTUAL);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the round-trip benchmark was interrupted", e);
        }
        jlbh.sample(System.nanoTime() - startTimeNS);
    }

    private void fanOut(ThreadKind threads) throws InterruptedException {
        try (var scope = StructuredTaskScope.open(Joiner.<Void> awaitAllSuccessfulOrThrow(), cf -> cf
                .withThreadFactory(threads.factory("get-")).withTimeout(timeout).withName("round-trip fan-out"))) {
            for (int i = 0; i < fanOut; i++) {
                scope.fork(() -> {
                    get.eat();
                    return null;
                });
            }
            scope.join();
        } catch (StructuredTaskScope.FailedException e) {
            throw new IllegalStateException(fanOut + " " + shape.id() + " GETs failed: " + e.getCause(), e.getCause());
        } catch (StructuredTaskScope.TimeoutException e) {
            throw new IllegalStateException(fanOut + " " + shape.id() + " GETs did not finish within " + timeout, e);
        }
    }

    int fanOut() {
        return fanOut;
    }
}
