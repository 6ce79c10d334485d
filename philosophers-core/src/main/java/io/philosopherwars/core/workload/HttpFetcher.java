package io.philosopherwars.core.workload;

import io.philosopherwars.core.workload.Workload.Meal;
import java.io.IOException;
import java.net.URI;

/** One dinner's HTTP client, shared by every philosopher: a meal is one GET of the whole payload. */
abstract sealed class HttpFetcher implements Meal, AutoCloseable
        permits UrlConnectionFetcher, JdkHttpClientFetcher, OkHttpFetcher {
    final URI uri;
    final int bytes;
    private final String client;

    HttpFetcher(String client, URI uri, int bytes) {
        this.client = client;
        this.uri = uri;
        this.bytes = bytes;
    }

    @Override
    public final void eat() throws IOException, InterruptedException {
        long read;
        try {
            read = fetch();
        } catch (IOException e) {
            throw new IOException(client + " GET " + uri + " failed: " + e, e);
        }
        if (read != bytes) {
            throw new IOException(client + " GET " + uri + " returned " + read + " bytes, expected " + bytes);
        }
    }

    /** One GET; returns the number of body bytes read. Throws on a status other than 200. */
    abstract long fetch() throws IOException, InterruptedException;

    IOException status(int code) {
        return new IOException("HTTP status " + code);
    }

    @Override
    public abstract void close();
}
