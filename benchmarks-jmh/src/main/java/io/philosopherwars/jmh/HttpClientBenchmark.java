package io.philosopherwars.jmh;

import io.philosopherwars.core.workload.WorkloadKind;

/**
 * Dinners whose meal is an HTTP GET of a 16 KB payload ({@code -p bytes=...}) with the JDK's java.net.http.HttpClient
 * over HTTP/1.1, from a vert.x server on 127.0.0.1 that the trial starts and stops. One operation is one whole dinner,
 * in ms; methods are {@code <implementation>_<threads>}.
 *
 * <pre>
 * java -jar benchmarks-jmh/target/benchmarks.jar 'HttpClientBenchmark' -p philosophers=100
 * </pre>
 */
public class HttpClientBenchmark extends HttpBenchmark {
    @Override
    protected WorkloadKind workload() {
        return WorkloadKind.HTTP_CLIENT;
    }
}
