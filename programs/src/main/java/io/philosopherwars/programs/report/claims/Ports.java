package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.PORTS;
import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Place.parsed;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTROL;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.core.Named;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.programs.evidence.PortExhaustion;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Claim 13 from {@code ./philosophers ports}: the GETs lost for want of a port, beside its positive control. */
final class Ports {
    private Ports() {
    }

    private static final String ID_PORTS = "portExhaustion";

    /**
     * Claim 13 from {@code ./philosophers ports}, on the GETs that failed for want of a port (the program files each
     * failure by its causes): per client on virtual threads and this machine's network settings, the sentence agrees
     * where the defaults lost GETs to exhausted ports and the large pool lost none to them, and contradicts otherwise.
     * A verdict that ports do not run out stands only beside its positive control, the same rows in a network namespace
     * with few ports and none reused, that ran out: without one, the claim is "not reproduced here", with the settings.
     * Rows: the GETs lost for want of a port with the defaults (and with the large pool where the defaults ran out)
     * decide; the narrow namespace's rows are the control, never deciding; failures for other reasons, the platform
     * rows, the semaphore and the kernel's settings are context.
     */
    static Judgement portExhaustion(ResultSet set) {
        Optional<EvidenceRecord> record = set.evidence(PORTS, PortExhaustion.KIND);
        if (record.isEmpty()) {
            return Judgement.evidence(Outcome.UNDECIDED,
                    "HTTP rows with the clients' default keep-alive and no bound on the requests in flight, their"
                            + " failures counted, beside a large pool and a semaphore (`./philosophers ports`)",
                    List.of());
        }
        List<EvidenceRecord.Row> all = record.get().rows(PortExhaustion.ROWS);
        List<EvidenceRecord.Row> rows = all.stream().filter(r -> r.measured(PortExhaustion.REQUESTS)).toList();
        List<Row> table = new ArrayList<>();
        List<Condition.Finding> findings = new ArrayList<>();
        Map<String, Map<String, EvidenceRecord.Row>> byDinner = new LinkedHashMap<>();
        rows.forEach(r -> byDinner
                .computeIfAbsent(r.text(PortExhaustion.CLIENT) + "/" + r.text(PortExhaustion.THREADS)
                        + (narrow(r) ? " in the narrow namespace" : ""), k -> new LinkedHashMap<>())
                .put(r.text(PortExhaustion.SETTING), r));
        long reproduced = 0;
        boolean controlled = false;
        String defaultsId = PortExhaustion.Setting.DEFAULTS.id();
        String largeId = PortExhaustion.Setting.LARGE_POOL.id();
        for (Map.Entry<String, Map<String, EvidenceRecord.Row>> e : byDinner.entrySet()) {
            Map<String, EvidenceRecord.Row> settings = e.getValue();
            EvidenceRecord.Row defaults = settings.get(defaultsId);
            EvidenceRecord.Row large = settings.get(largeId);
            boolean virtual = e.getKey().contains("/" + ThreadKind.VIRTUAL.id());
            boolean ranOut = defaults != null && defaults.number(PortExhaustion.FAILED_FOR_PORTS) > 0;
            // The client's finding, where it has one: its defaults and its large pool on this machine's settings.
            Optional<Boolean> agrees = Optional.empty();
            if (virtual && defaults != null) {
                if (narrow(defaults)) {
                    controlled = true;
                    reproduced += ranOut ? 1 : 0;
                } else if (large != null) {
                    agrees = Optional.of(ranOut && large.number(PortExhaustion.FAILED_FOR_PORTS) == 0);
                    findings.add(new Condition.Finding(
                            Map.of(Condition.Axis.IMPLEMENTATION, defaults.text(PortExhaustion.CLIENT)), agrees));
                }
            }
            for (Map.Entry<String, EvidenceRecord.Row> s : settings.entrySet()) {
                EvidenceRecord.Row r = s.getValue();
                // The defaults decide, and the large pool where the defaults ran out of ports (whether it held is then
                // what the sentence's "unless" turns on); the narrow namespace is the control, whatever it shows.
                boolean decides = virtual && defaults != null && !narrow(r)
                        && (s.getKey().equals(defaultsId) || s.getKey().equals(largeId) && ranOut);
                Row.Role role = narrow(r) ? CONTROL : decides ? DECIDES : CONTEXT;
                table.addAll(portRows(set, r, role, decides ? agrees.map(Row::agreeing).orElse(Row.UNDECIDED) : NA));
            }
        }
        Map<Boolean, EvidenceRecord.Row> networks = new LinkedHashMap<>();
        rows.forEach(r -> networks.putIfAbsent(narrow(r), r));
        networks.values().forEach(r -> table.addAll(kernelRows(set, r)));
        List<String> facts = all.stream().filter(r -> narrow(r) && !r.measured(PortExhaustion.REQUESTS)).limit(1)
                .map(r -> "The positive control could not run: " + r.text(PortExhaustion.COULD_NOT_RUN) + ".").toList();
        String settings = rows
                .stream().filter(r -> !narrow(r)).findFirst().map(r -> "ip_local_port_range "
                        + r.text(PortExhaustion.PORT_RANGE) + ", tcp_tw_reuse " + r.text(PortExhaustion.TW_REUSE))
                .orElse("");
        Judgement judged = fromFindings(findings, sources(set, PORTS));
        // The front page quotes no fact here: the numbers of its answer are the deciding rows', never the control's.
        if (judged.outcome() == Outcome.FAILS && reproduced == 0) {
            // "Ports did not run out" without a control that ran out says nothing about whether they could: nor does
            // any of its rows.
            List<Row> waiting = table.stream()
                    .map(r -> r.role() == DECIDES ? r.as(r.claim(), DECIDES, Row.UNDECIDED) : r).toList();
            return Judgement.evidence(Outcome.UNDECIDED,
                    "a positive control that runs out of ports: not reproduced here, with "
                            + settings.replace(", ", " and ")
                            + (controlled ? ", and not even in the narrow namespace" : ", and no control measured"),
                    sources(set, PORTS)).withRows(waiting).withFacts(facts);
        }
        return judged.withFacts(facts).withRows(table);
    }

    /**
     * A row of the ports record as rows: the GETs lost for want of a port ({@code role}, {@code does}), then beside it
     * every GET that failed (with the first failure), those past the client's time limit and the client sockets left in
     * TIME_WAIT, where the record has them.
     */
    private static List<Row> portRows(ResultSet set, EvidenceRecord.Row r, Row.Role role, String does) {
        ThreadKind kind = Named.byId("thread kind", ThreadKind.values(), r.text(PortExhaustion.THREADS));
        String lock = LockImplementation.REENTRANT_LOCK.id();
        Place place = new Place(set.name(), ID_PORTS, Words.meal(r.text(PortExhaustion.CLIENT)),
                Words.design(lock) + ", " + Words.threads(lock, kind, "", 0) + ", "
                        + SETTINGS.getOrDefault(r.text(PortExhaustion.SETTING), r.text(PortExhaustion.SETTING))
                        // The network is part of the row's context: the control differs from the rest only in it.
                        + (narrow(r) ? ", in a namespace with" : ", with the machine's") + " ports "
                        + r.text(PortExhaustion.PORT_RANGE) + " and tcp_tw_reuse " + r.text(PortExhaustion.TW_REUSE),
                NA, NA,
                Numbers.count(r.number(PortExhaustion.PHILOSOPHERS)) + " philosophers, "
                        + Numbers.count(r.number(PortExhaustion.REQUESTS)) + " GETs",
                "./philosophers ports, one JVM, "
                        + (narrow(r) ? "in a network namespace of its own with few ports and none reused"
                                : "on this machine's own network settings"));
        Row.Role beside = role == CONTROL ? CONTROL : CONTEXT;
        List<Row> out = new ArrayList<>();
        out.add(place.row(role, does, "GETs failed for want of a port", "GETs",
                r.number(PortExhaustion.FAILED_FOR_PORTS)));
        String first = r.text(PortExhaustion.FIRST_FAILURE);
        out.add((first.isEmpty() ? place : place.withSettings(place.settings() + "; the first failure: " + first))
                .row(beside, NA, "GETs failed, for any reason", "GETs", r.number(PortExhaustion.FAILED)));
        if (r.measured(PortExhaustion.TIMED_OUT)) {
            out.add(place.row(beside, NA, "GETs failed past the client's time limit", "GETs",
                    r.number(PortExhaustion.TIMED_OUT)));
        }
        if (r.measured(PortExhaustion.TIME_WAIT)) {
            out.add(place.row(beside, NA, "client sockets in TIME_WAIT at the end", "sockets",
                    r.number(PortExhaustion.TIME_WAIT)));
        }
        return out;
    }

    /** The settings of the ports record in words, by their ids. */
    private static final Map<String, String> SETTINGS = Map.of(PortExhaustion.Setting.DEFAULTS.id(),
            // No bound of its own: the chopsticks still let half the table eat at once (fresh reader 26).
            "the client's defaults (5 idle connections kept, no bound but the chopsticks')",
            PortExhaustion.Setting.LARGE_POOL.id(), "a connection pool of half the table (the requests in flight)",
            PortExhaustion.Setting.SEMAPHORE.id(), "the client's defaults and a semaphore of 5 requests in flight");

    /**
     * The kernel settings a network of the ports record ran with: context on this machine's own, the control's in the
     * narrow namespace.
     */
    private static List<Row> kernelRows(ResultSet set, EvidenceRecord.Row r) {
        Row.Role role = narrow(r) ? CONTROL : CONTEXT;
        Place place = new Place(set.name(), ID_PORTS, NA,
                narrow(r) ? "a network namespace of its own (the positive control's)" : "this machine's kernel", NA, NA,
                NA, "sysctl, as ./philosophers ports read it");
        String[] range = r.text(PortExhaustion.PORT_RANGE).split("-");
        return List.of(place.row(role, NA, "lowest ephemeral port (ip_local_port_range)", "port", parsed(range[0])),
                place.row(role, NA, "highest ephemeral port (ip_local_port_range)", "port",
                        range.length > 1 ? parsed(range[1]) : Double.NaN),
                place.row(role, NA, "tcp_tw_reuse (2: a loopback connect may reuse a port in TIME_WAIT)", "setting",
                        parsed(r.text(PortExhaustion.TW_REUSE))));
    }

    /** Whether an evidence row ran in the narrow namespace (the positive control); a record older than it has none. */
    private static boolean narrow(EvidenceRecord.Row r) {
        return r.has(PortExhaustion.NETWORK)
                && r.text(PortExhaustion.NETWORK).equals(PortExhaustion.Network.NARROW.id());
    }
}
