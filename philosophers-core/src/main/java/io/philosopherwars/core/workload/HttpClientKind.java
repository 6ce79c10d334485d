package io.philosopherwars.core.workload;

import io.philosopherwars.core.Named;

/** The HTTP clients a philosopher can fetch its payload with. */
public enum HttpClientKind implements Named {
    /** The JDK's {@code URL}/{@code HttpURLConnection}, the talk's {@code URL.openStream()} path, with timeouts. */
    URL_CONNECTION("urlConnection"),
    /** The JDK's {@code java.net.http.HttpClient}, HTTP/1.1. */
    JDK_HTTP_CLIENT("httpClient"),
    /** OkHttp 5 with a connection pool sized for the table. */
    OKHTTP("okHttp");

    private final String id;

    HttpClientKind(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
