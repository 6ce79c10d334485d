package io.philosopherwars.core.workload;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * Fetches a payload over HTTP on every meal, reads the whole body and checks its length. The client is made once per
 * dinner (in the kitchen) and shared by every philosopher, configured as a careful user would: keep-alive, a connection
 * pool sized for the most philosophers that can eat at once (half the table), and a bound on every request, so that a
 * silent server fails the dinner within seconds instead of hanging it.
 *
 * @param client
 *            which HTTP client
 * @param bytes
 *            the payload size the server must answer with
 * @param server
 *            the payload's URI, or {@code null} to start a loopback {@link PayloadServer} for each kitchen
 * @param timeout
 *            the bound of one request (connect and read)
 */
public record HttpGet(HttpClientKind client, int bytes, URI server, Duration timeout) implements Workload {
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(5);

    /**
     * The least keep-alive cache HttpURLConnection gets ({@code http.maxConnections}, whose JDK default is 5): a table
     * of virtual threads would otherwise close most connections and leave their ports in TIME_WAIT.
     */
    public static final int KEEP_ALIVE_CACHE = 4096;

    public HttpGet {
        Objects.requireNonNull(client, "HTTP client must not be null");
        Objects.requireNonNull(timeout, "request timeout must not be null");
        if (bytes < 1) {
            throw new IllegalArgumentException("payload size must be positive, got " + bytes + " bytes");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("request timeout must be positive, got " + timeout);
        }
    }

    /** Each kitchen starts its own loopback payload server and stops it when it closes. */
    public static HttpGet loopback(HttpClientKind client, int bytes) {
        return new HttpGet(client, bytes, null, DEFAULT_TIMEOUT);
    }

    /** Fetches from a server the caller runs (and watches). */
    public static HttpGet from(HttpClientKind client, URI server, int bytes) {
        return new HttpGet(client, bytes, Objects.requireNonNull(server, "server URI must not be null"),
                DEFAULT_TIMEOUT);
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        // At most every other philosopher eats at once: that many connections can be busy together.
        return openShared(Math.max(1, philosophers / 2));
    }

    /**
     * Opens the client (and the loopback server, if this workload owns one) for callers that are not a dinner, such as
     * the network round-trip benchmarks: every seat's meal is the same shared fetcher, one GET per {@code eat()}.
     *
     * @param concurrentRequests
     *            the most requests that will be in flight together (the connection pool's size)
     */
    public Kitchen openShared(int concurrentRequests) {
        if (concurrentRequests < 1) {
            throw new IllegalArgumentException("concurrent requests must be positive, got " + concurrentRequests);
        }
        PayloadServer own = server == null ? PayloadServer.start(bytes) : null;
        URI uri = own == null ? server : own.uri();
        int pool = concurrentRequests;
        try {
            HttpFetcher fetcher = switch (client) {
                case URL_CONNECTION -> new UrlConnectionFetcher(uri, bytes, timeout, pool);
                case JDK_HTTP_CLIENT -> new JdkHttpClientFetcher(uri, bytes, timeout);
                case OKHTTP -> new OkHttpFetcher(uri, bytes, timeout, pool);
            };
            return new Kitchen() {
                @Override
                public Meal plate(Seat seat) {
                    return fetcher;
                }

                @Override
                public void close() {
                    try {
                        fetcher.close();
                    } finally {
                        if (own != null) {
                            own.close();
                        }
                    }
                }
            };
        } catch (RuntimeException e) {
            if (own != null) {
                own.close();
            }
            throw e;
        }
    }

    @Override
    public String label() {
        return client.id() + " " + MealSize.formatBytes(bytes);
    }
}
