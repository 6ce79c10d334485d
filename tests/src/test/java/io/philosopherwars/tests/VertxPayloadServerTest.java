package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.vertx.VertxPayloadServer;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The loopback payload server as a vert.x client sees it, tested the vert.x way ({@code VertxExtension}): every GET
 * gets the whole payload, over one kept-alive connection, and the server counts both.
 */
@ExtendWith(VertxExtension.class)
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class VertxPayloadServerTest {
    static final int PAYLOAD = 16_384;
    static final int REQUESTS = 20;

    private VertxPayloadServer server;

    @BeforeEach
    void startServer() {
        server = VertxPayloadServer.start(PAYLOAD);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    @Test
    void everyRequestGetsTheWholePayloadOverOneKeptAliveConnection(Vertx vertx, VertxTestContext test) {
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(1));
        Future<Void> gets = Future.succeededFuture();
        for (int i = 0; i < REQUESTS; i++) {
            gets = gets.compose(v -> client.request(HttpMethod.GET, server.uri().getPort(), "127.0.0.1", "/payload")
                    .compose(request -> request.send()).compose(response -> {
                        test.verify(() -> assertEquals(200, response.statusCode()));
                        return response.body();
                    }).map(body -> {
                        test.verify(() -> assertEquals(PAYLOAD, body.length()));
                        return null;
                    }));
        }
        gets.onComplete(done -> {
            test.verify(() -> {
                assertEquals(true, done.succeeded(), () -> "a GET failed: " + done.cause());
                assertEquals(REQUESTS, server.requests());
                assertEquals(1, server.connections(), "keep-alive: one connection for every request");
            });
            test.completeNow();
        });
    }
}
