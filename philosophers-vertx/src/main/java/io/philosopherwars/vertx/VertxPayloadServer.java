package io.philosopherwars.vertx;

import io.philosopherwars.core.workload.PayloadServer;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import java.net.URI;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.LongAdder;

/**
 * The talk's payload server: a vert.x {@link HttpServer} on 127.0.0.1 with an ephemeral port, answering every GET with
 * the same payload over keep-alive HTTP/1.1. It owns its {@link Vertx} (apart from any dinner's) and closes it.
 */
public final class VertxPayloadServer implements PayloadServer {
    private static final long BOUND_SECONDS = 10;

    private final Vertx vertx;
    private final HttpServer server;
    private final URI uri;
    private final LongAdder requests = new LongAdder();
    private final LongAdder connections = new LongAdder();

    private VertxPayloadServer(int payloadBytes) {
        byte[] bytes = new byte[payloadBytes];
        new SplittableRandom(payloadBytes).nextBytes(bytes);
        Buffer payload = Buffer.buffer(bytes);
        String length = Integer.toString(payloadBytes);
        vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1));
        server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0))
                .connectionHandler(connection -> connections.increment()).requestHandler(request -> {
                    requests.increment();
                    request.response().putHeader(HttpHeaders.CONTENT_LENGTH, length).end(payload);
                });
        try {
            await(server.listen().toCompletionStage().toCompletableFuture());
        } catch (RuntimeException e) {
            // Waited for, like close(): a server that could not listen leaves no Vert.x thread behind either.
            try {
                await(vertx.close().toCompletionStage().toCompletableFuture());
            } catch (RuntimeException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        uri = URI.create("http://127.0.0.1:" + server.actualPort() + "/payload");
    }

    /** Starts a server answering with {@code payloadBytes} bytes. */
    public static VertxPayloadServer start(int payloadBytes) {
        if (payloadBytes < 1) {
            throw new IllegalArgumentException("payload size must be positive, got " + payloadBytes + " bytes");
        }
        return new VertxPayloadServer(payloadBytes);
    }

    @Override
    public URI uri() {
        return uri;
    }

    @Override
    public long requests() {
        return requests.sum();
    }

    @Override
    public long connections() {
        return connections.sum();
    }

    @Override
    public void close() {
        await(vertx.close().toCompletionStage().toCompletableFuture());
    }

    private static void await(CompletableFuture<?> future) {
        try {
            future.get(BOUND_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("payload server: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("payload server did not start or stop within " + BOUND_SECONDS + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting or stopping the payload server", e);
        }
    }

    /** Registers this server with {@link PayloadServer#start(int)}. */
    public static final class Factory implements PayloadServer.Factory {
        @Override
        public PayloadServer start(int payloadBytes) {
            return VertxPayloadServer.start(payloadBytes);
        }
    }
}
