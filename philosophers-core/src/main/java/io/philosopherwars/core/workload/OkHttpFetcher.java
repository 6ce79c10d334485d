package io.philosopherwars.core.workload;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Okio;

/**
 * OkHttp 5, synchronous calls. Its pool keeps 5 idle connections by default; the talk needed a pool of 500+ to survive,
 * which is half its table: here the pool is sized for the most philosophers that can eat at once.
 */
final class OkHttpFetcher extends HttpFetcher {
    private final OkHttpClient client;
    private final Request request;

    OkHttpFetcher(URI uri, int bytes, Duration timeout, int pool) {
        super("okHttp", uri, bytes);
        this.client = new OkHttpClient.Builder().connectionPool(new ConnectionPool(pool, 5, TimeUnit.MINUTES))
                .connectTimeout(timeout).readTimeout(timeout).callTimeout(timeout).retryOnConnectionFailure(false)
                .build();
        this.request = new Request.Builder().url(uri.toString()).get().build();
    }

    @Override
    long fetch() throws IOException {
        try (Response response = client.newCall(request).execute()) {
            if (response.code() != 200) {
                throw status(response.code());
            }
            ResponseBody body = response.body();
            return body.source().readAll(Okio.blackhole());
        }
    }

    @Override
    public void close() {
        client.connectionPool().evictAll();
        client.dispatcher().executorService().shutdown();
    }
}
