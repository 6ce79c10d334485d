package io.philosopherwars.core.workload;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Flow;

/**
 * {@code java.net.http.HttpClient} over HTTP/1.1 (the payload server speaks HTTP/1.1 only). Its pool keeps every idle
 * connection for 30 s, so it needs no sizing; every request carries its own timeout. The body is counted as it arrives,
 * never copied into one array.
 */
final class JdkHttpClientFetcher extends HttpFetcher {
    private final HttpClient client;
    private final HttpRequest request;

    JdkHttpClientFetcher(URI uri, int bytes, Duration timeout) {
        super("httpClient", uri, bytes);
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout).build();
        this.request = HttpRequest.newBuilder(uri).timeout(timeout).GET().build();
    }

    @Override
    long fetch() throws IOException, InterruptedException {
        HttpResponse<Long> response = client.send(request,
                info -> info.statusCode() == 200
                        ? HttpResponse.BodySubscribers.fromSubscriber(new Counter(), Counter::count)
                        : HttpResponse.BodySubscribers.replacing(-1L));
        if (response.statusCode() != 200) {
            throw status(response.statusCode());
        }
        return response.body();
    }

    @Override
    public void close() {
        client.close();
    }

    /** Counts body bytes. */
    private static final class Counter implements Flow.Subscriber<List<ByteBuffer>> {
        private long count;

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> buffers) {
            for (ByteBuffer buffer : buffers) {
                count += buffer.remaining();
            }
        }

        @Override
        public void onError(Throwable throwable) {
        }

        @Override
        public void onComplete() {
        }

        long count() {
            return count;
        }
    }

}
