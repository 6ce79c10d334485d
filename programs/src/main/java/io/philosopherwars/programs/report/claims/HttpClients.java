package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.HTTP_CLIENT;
import static io.philosopherwars.core.workload.WorkloadKind.OKHTTP;
import static io.philosopherwars.core.workload.WorkloadKind.URL_CONNECTION;

import io.philosopherwars.core.Implementation;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.HttpGet;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.claims.Claim.Check;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Comparison;
import java.util.ArrayList;
import java.util.List;

/**
 * Which HTTP client (question 24): HttpURLConnection, the JDK's HttpClient and OkHttp against each other on the same
 * dinners (each lock, virtual and platform threads), time per meal on fixed work, measured in the same blocks (the http
 * family), each pair judged by the declared looks. Beside them, what each client was configured with so that no request
 * failed and no port ran out, as numbers: the requests in flight at once (the chopsticks let at most every other
 * philosopher eat, so half the table is the bound, as a semaphore of that many permits would be) and each client's
 * connection pool.
 */
final class HttpClients {
    private HttpClients() {
    }

    static final String ID = "httpClient";

    static final List<WorkloadKind> CLIENTS = List.of(URL_CONNECTION, HTTP_CLIENT, OKHTTP);

    private static final List<Implementation> LOCKS = List.of(LockImplementation.REENTRANT_LOCK,
            LockImplementation.SYNCHRONIZED);

    static Judgement httpClient(ResultSet set) {
        List<Check> checks = new ArrayList<>();
        for (Implementation lock : LOCKS) {
            for (Dinner d : List.of(Dinner.virtual(lock), Dinner.platform(lock))) {
                for (int i = 0; i < CLIENTS.size(); i++) {
                    for (int j = i + 1; j < CLIENTS.size(); j++) {
                        checks.add(new Check(d, CLIENTS.get(i), d, CLIENTS.get(j), Quantity.EATING));
                    }
                }
            }
        }
        List<Comparison> comparisons = Claim.resolve(set, checks);
        List<Row> rows = new ArrayList<>();
        for (Comparison c : comparisons) {
            String a = client(c.a());
            String b = client(c.b());
            // The action names the client a row rules out: wins against different opponents never add up to one
            // client's answer, while two rows that each find the same client slower do.
            String does = switch (c.verdict()) {
                case FASTER -> "avoid " + b;
                case SLOWER -> "avoid " + a;
                case EQUIVALENT -> "use either: equal within 5%";
                case UNDECIDED -> Row.UNDECIDED;
            };
            rows.add(Row.of(set.name(), ID, Row.Role.DECIDES, does, c, a, b));
        }
        for (WorkloadKind client : CLIENTS) {
            comparisons.stream().flatMap(c -> java.util.stream.Stream.of(c.a(), c.b()))
                    .filter(m -> m instanceof JmhRow r && r.workload() == client).map(m -> (JmhRow) m).findFirst()
                    .ifPresent(row -> rows.addAll(settings(set.name(), client, row)));
        }
        return Judgement.evidence(
                comparisons.stream().anyMatch(c -> c.verdict().decided()) ? Outcome.ANSWERED : Outcome.UNDECIDED,
                comparisons.isEmpty() ? "the http family's rows (`publish`, or `advise --meal` with an HTTP meal)" : "",
                List.of()).withRows(rows);
    }

    /** A client in words, by the meal it fetches with. */
    static String client(Measured m) {
        return m instanceof JmhRow row ? switch (row.workload()) {
            case URL_CONNECTION -> "HttpURLConnection";
            case HTTP_CLIENT -> "the JDK's HttpClient";
            case OKHTTP -> "OkHttp";
            default -> row.workload().id();
        } : m.dinner();
    }

    /**
     * What {@code client} ran with at {@code row}'s table, as numbers: the requests in flight at once (half the table,
     * bounded by the chopsticks) and its connection pool's maximum (HttpURLConnection's keep-alive cache,
     * {@code http.maxConnections}; OkHttp's idle connections; the JDK's HttpClient keeps every idle connection, so at
     * most one per request in flight).
     */
    private static List<Row> settings(String set, WorkloadKind client, JmhRow row) {
        int philosophers = (int) Math.round(Double.parseDouble(row.param("philosophers")));
        int inFlight = Math.max(1, philosophers / 2);
        Place place = new Place(set, ID, Words.meal(client.id()), client(row), Words.NA, Words.cpus(row.cpus()),
                Words.size(row), "HttpGet's settings for this table (the code, not a measurement)");
        return List.of(place.row(Row.Role.CONTEXT, Words.NA,
                "requests in flight at most (the chopsticks: every other philosopher; a semaphore of as many permits)",
                "requests", inFlight), switch (client) {
                    case URL_CONNECTION ->
                            place.row(Row.Role.CONTEXT, Words.NA, "keep-alive connections kept (http.maxConnections)",
                                    "connections", Math.max(HttpGet.KEEP_ALIVE_CACHE, inFlight));
                    case OKHTTP -> place.row(Row.Role.CONTEXT, Words.NA,
                            "idle connections kept (ConnectionPool, 5 minutes' keep-alive)", "connections", inFlight);
                    // No maximum is set, and none is needed: a connection is opened only when no idle one is free,
                    // so the pool holds at most one per request in flight.
                    default -> place.row(Row.Role.CONTEXT, Words.NA,
                            "connections open at most: one per request in flight (the JDK's HttpClient's defaults: no"
                                    + " maximum, every idle connection kept for 30 s; HTTP/1.1, its default executor,"
                                    + " a time-out per request)",
                            "connections", inFlight);
                });
    }
}
