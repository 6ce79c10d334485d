package io.philosopherwars.core.workload;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.time.Duration;

/**
 * {@code HttpURLConnection}, the talk's {@code URL.openStream()} path with timeouts added ({@code openStream()} has
 * none). Reading the body to its end and closing the stream hands the connection back to the JDK's keep-alive cache,
 * which by default keeps only 5 idle connections per server: the rest are closed, and a table of virtual threads then
 * leaves thousands of sockets in TIME_WAIT, the talk's {@code BindException}. So the cache is sized for the table
 * through {@code http.maxConnections}, once per JVM (the JDK reads it once), unless the user has set it.
 */
final class UrlConnectionFetcher extends HttpFetcher {
    private final URL url;
    private final int timeoutMillis;

    UrlConnectionFetcher(URI uri, int bytes, Duration timeout, int pool) {
        super("urlConnection", uri, bytes);
        if (System.getProperty("http.maxConnections") == null) {
            System.setProperty("http.maxConnections", Integer.toString(Math.max(HttpGet.KEEP_ALIVE_CACHE, pool)));
        }
        try {
            this.url = uri.toURL();
        } catch (IOException e) {
            throw new IllegalArgumentException("not a URL: " + uri, e);
        }
        this.timeoutMillis = Math.toIntExact(timeout.toMillis());
    }

    @Override
    long fetch() throws IOException {
        HttpURLConnection connection = (HttpURLConnection) url.openConnection();
        connection.setConnectTimeout(timeoutMillis);
        connection.setReadTimeout(timeoutMillis);
        int status = connection.getResponseCode();
        if (status != 200) {
            connection.disconnect();
            throw status(status);
        }
        try (InputStream body = connection.getInputStream()) {
            return body.transferTo(OutputSink.INSTANCE);
        }
    }

    @Override
    public void close() {
        // Nothing per dinner: the keep-alive cache belongs to the JDK and expires idle connections after 5 s.
    }

    /** Drops what it is given; {@code transferTo} counts it. */
    private static final class OutputSink extends OutputStream {
        static final OutputSink INSTANCE = new OutputSink();

        @Override
        public void write(int b) {
        }

        @Override
        public void write(byte[] b, int off, int len) {
        }
    }
}
