package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.programs.evidence.JdbcMechanism;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.ReportException;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Why the JDBC query's answer is what it is, from the JDBC mechanism's record ({@link JdbcMechanism}): for each thread
 * kind and size of HikariCP's pool, the query's own time apart from the borrow, the connections that served a query
 * (how many queries could be in flight), the borrow, and the server's share of the CPU time, the median of the measured
 * rounds. The server shares the machine's CPUs with the diners, so a query lasts longer the more are in flight. The
 * give back is HikariCP's {@code requite}, which loops while anybody waits for a connection (on a virtual thread, a
 * park of 10 µs a turn): the same dinner behind a semaphore of as many permits as connections, where nobody waits
 * inside HikariCP, shows what that hand-off costs. Where the record has JFR's counts, the pinned parks and monitor
 * enters on the query path are beside them. Their clocks change the dinner, so every row is context: it explains, and
 * never decides.
 */
final class QueryPath {
    private QueryPath() {
    }

    /** Where publish's jdbc-mechanism family writes its record, relative to the set. */
    static final String RECORD = "evidence/jdbc-mechanism.md";

    /** The figures of a dinner, in the order printed. */
    private static final List<Figure> QUANTITIES = List.of(
            new Figure(JdbcMechanism.QUERY_MEAN, "a query's time, mean (the borrow apart)", "µs"),
            new Figure(JdbcMechanism.USED, "connections that served a query (the most queries that could be in flight)",
                    "connections"),
            new Figure(JdbcMechanism.BORROW_MEAN, "a borrow's time, mean (waiting for a connection)", "µs"),
            new Figure(JdbcMechanism.SERVER_SHARE, "the server's share of the CPU time while they ate", "%"),
            new Figure(JdbcMechanism.GIVE_BACK_MEAN, "a give back's time, mean (HikariCP's requite)", "µs"),
            new Figure(JdbcMechanism.MEALS_PER_SECOND, "meals per second, the clocks on", "meals/s"));

    /** JFR's events counted on the query path, where the record has them, in the order printed. */
    private static final List<Figure> EVENTS = List.of(
            new Figure("jdk.VirtualThreadPinned", "pinned parks on the query path (JFR), a dinner", "events"),
            new Figure("jdk.JavaMonitorEnter", "monitor enters on the query path (JFR), a dinner", "events"));

    /**
     * One dinner of the record: its lock, threads, table, size of HikariCP's pool and the semaphore's permits (0:
     * none), over its rounds.
     */
    private record Dinner(String lock, String threads, long philosophers, long each, long connections, long permits) {
        /** Its events of one kind: the events table names no lock nor table, one dinner of the record per key. */
        Events events(String event) {
            return new Events(threads, connections, permits, event);
        }
    }

    /** The event rows of one dinner: its threads, pool size, semaphore and kind of event. */
    private record Events(String threads, long connections, long permits, String event) {
    }

    /** The record's rows for {@code claim}, every one context; empty where the set has no such record. */
    static List<Row> rows(ResultSet set, String claim) {
        List<Row> rows = new ArrayList<>();
        set.evidence(RECORD, JdbcMechanism.KIND).ifPresent(record -> {
            Map<Dinner, List<EvidenceRecord.Row>> dinners = new LinkedHashMap<>();
            for (EvidenceRecord.Row r : record.rows(JdbcMechanism.DINNERS)) {
                long philosophers = Math.round(r.number(JdbcMechanism.PHILOSOPHERS));
                long each = Math.round(r.number(JdbcMechanism.MEALS_EACH));
                if (Math.round(r.number(JdbcMechanism.MEALS)) != philosophers * each) {
                    throw new ReportException(RECORD + ": a dinner of " + philosophers + " philosophers x " + each
                            + " meals ate " + Numbers.count(r.number(JdbcMechanism.MEALS))
                            + " meals: not a dinner of fixed work, so no row of it is printed");
                }
                if (r.text(JdbcMechanism.PHASE).equals(JdbcMechanism.MEASURED)) {
                    dinners.computeIfAbsent(
                            new Dinner(r.text(JdbcMechanism.LOCK), r.text(JdbcMechanism.THREADS), philosophers, each,
                                    Math.round(r.number(JdbcMechanism.CONNECTIONS)), permits(r)),
                            k -> new ArrayList<>()).add(r);
                }
            }
            Map<Events, List<EvidenceRecord.Row>> events = new LinkedHashMap<>();
            for (EvidenceRecord.Row r : record.rows(JdbcMechanism.EVENTS)) {
                if (r.number(JdbcMechanism.ROUND) > 1) {
                    events.computeIfAbsent(new Events(r.text(JdbcMechanism.THREADS),
                            Math.round(r.number(JdbcMechanism.CONNECTIONS)), permits(r), r.text(JdbcMechanism.EVENT)),
                            k -> new ArrayList<>()).add(r);
                }
            }
            dinners.forEach((d, rounds) -> {
                Place place = new Place(set.name(), claim,
                        "JDBC query by primary key, a HikariCP pool of " + d.connections() + " connections filled first"
                                + (d.permits() > 0 ? ", behind a semaphore of " + d.permits() + " permits" : "")
                                + ", to a local PostgreSQL",
                        Words.side(d.lock(), d.threads(), record.cores()), NA, Words.cpus(record.cores()),
                        Words.size(d.philosophers(), d.each()),
                        "./philosophers jdbc-mechanism: the median of "
                                + Numbers.plural(rounds.size(), "measured round", "measured rounds")
                                + "; its clocks change the dinner, so it explains and decides nothing");
                for (Figure q : QUANTITIES) {
                    if (rounds.getFirst().has(q.column())) {
                        rows.add(place.row(CONTEXT, NA, q.quantity(), q.unit(),
                                Claims.median(rounds.stream().map(r -> r.number(q.column())).toList())));
                    }
                }
                for (Figure e : EVENTS) {
                    List<EvidenceRecord.Row> counted = events.getOrDefault(d.events(e.column()), List.of());
                    if (!counted.isEmpty()) {
                        rows.add(place.row(CONTEXT, NA, e.quantity(), e.unit(), Claims
                                .median(counted.stream().map(r -> r.number(JdbcMechanism.ON_QUERY_PATH)).toList())));
                    }
                }
            });
        });
        return rows;
    }

    /** A row's semaphore permits; 0 in a record from before the semaphore. */
    private static long permits(EvidenceRecord.Row r) {
        return r.has(JdbcMechanism.PERMITS) ? Math.round(r.number(JdbcMechanism.PERMITS)) : 0;
    }
}
