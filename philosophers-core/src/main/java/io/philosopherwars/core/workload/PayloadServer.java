package io.philosopherwars.core.workload;

import java.net.URI;
import java.util.ServiceLoader;

/**
 * A loopback HTTP server that answers every GET with the same payload. The core only knows this interface; the vert.x
 * module provides the server (as the talk did) through {@link ServiceLoader}.
 */
public interface PayloadServer extends AutoCloseable {
    /** Where the payload is served, always on 127.0.0.1 with an ephemeral port. */
    URI uri();

    /** Requests answered so far. */
    long requests();

    /** TCP connections accepted so far: with keep-alive, far fewer than requests. */
    long connections();

    /** Stops accepting, closes every connection and releases the server's threads. */
    @Override
    void close();

    /** Starts payload servers; registered in {@code META-INF/services}. */
    interface Factory {
        PayloadServer start(int payloadBytes);
    }

    /** Starts a server from the first factory on the class path, or says which module is missing. */
    static PayloadServer start(int payloadBytes) {
        Factory factory = ServiceLoader.load(Factory.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no payload server on the class path: the HTTP"
                        + " workloads need philosophers-vertx (or another PayloadServer.Factory)"));
        return factory.start(payloadBytes);
    }
}
