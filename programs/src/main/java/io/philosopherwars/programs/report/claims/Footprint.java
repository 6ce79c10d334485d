package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.core.workload.WorkloadKind.NOOP;
import static io.philosopherwars.programs.report.claims.Claims.MEMORY;
import static io.philosopherwars.programs.report.claims.Claims.median;
import static io.philosopherwars.programs.report.claims.Claims.sources;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.evidence.CollectorCost;
import io.philosopherwars.programs.evidence.MemoryProbe;
import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.results.EvidenceRecord;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.ResultSet;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * What a dinner costs besides time: memory per philosopher (claim 16) and bytes allocated per meal, under G1 and under
 * each collector (claim 17), each a ranking of every dinner measured, least first.
 */
final class Footprint {
    /** Claim 16's quantity, with what it counts: a reader asked which memory. */
    static final String PER_PHILOSOPHER = "bytes per philosopher (live heap + resident memory outside it)";
    /** The quantity of a record read before the probe held the other meals ({@link #raced}). */
    static final String PER_PHILOSOPHER_RACED = PER_PHILOSOPHER + ", read while another meal could end the dinner"
            + " and drop a pool's queued tasks";

    /** The ranking's quantity: with the race named where its record has one ({@link #raced}). */
    static String quantity(boolean raced) {
        return raced ? PER_PHILOSOPHER_RACED : PER_PHILOSOPHER;
    }

    private Footprint() {
    }

    private static final String ID_MEMORY = "memory";
    private static final String ID_ALLOCATION = "allocation";

    /**
     * A ranking question's reading: its dinners least first ({@code implementation/kind}), the row that ranks each, in
     * the same order, the rows beside them, and what the answer says of its source ({@link #RACED}).
     */
    record Ranking(List<String> dinners, List<Row> ranked, List<Row> beside, List<String> facts) {
        /** The rows that rank {@code kinds} of its dinners, as context of {@code claim}. */
        List<Row> context(String claim, List<String> kinds) {
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < dinners.size(); i++) {
                if (kinds.contains(dinners.get(i))) {
                    rows.add(ranked.get(i).as(claim, CONTEXT, NA));
                }
            }
            return rows;
        }
    }

    /**
     * Memory per started philosopher, per implementation and thread kind, from the memory probe: the live heap and the
     * resident set outside the heap (the heap is pre-touched, so the RSS delta is thread stacks and native memory),
     * ranked by their sum, least first. Where a run has no RSS (not Linux), the heap alone ranks it, and says so. Every
     * dinner measured is a deciding row, its value what ranks it; each size's heap and resident set are beside it.
     */
    static Judgement memory(ResultSet set) {
        Ranking ranking = memoryRanking(set);
        Judgement judged = Judgement
                .answered(!ranking.dinners().isEmpty(),
                        "the memory probe (`./philosophers memory --report " + MEMORY + "`)", sources(set, MEMORY))
                .withRows(ranking.ranked()).withRows(ranking.beside());
        return judged.withFacts(ranking.facts());
    }

    /** Whether the set's memory record was read before the probe held the other meals (no column of them). */
    static boolean raced(ResultSet set) {
        return set.evidence(MEMORY, MemoryProbe.KIND).map(record -> {
            List<EvidenceRecord.Row> rows = record.rows(MemoryProbe.ROWS);
            return rows.stream().anyMatch(row -> row.measured(MemoryProbe.HEAP_PER_PHILOSOPHER))
                    && rows.stream().noneMatch(row -> row.has(MemoryProbe.HELD));
        }).orElse(false);
    }

    /**
     * Said of a memory record read before the probe held the other meals ({@code MemoryProbe.FirstMealReading}): its
     * rows are what the race left, not a structure (the same pooled row read 64 B and 155 B a philosopher in reruns).
     */
    static final String RACED = "This set's memory was read before the probe held the other meals (its record has no"
            + " column of meals held for the reading): a philosopher that finished its one meal during the reading"
            + " ended the first-full dinner, so a row may lack a pool's queued tasks or the virtual threads that had"
            + " left, and two rows may differ by that alone; `./philosophers memory` reads them again.";

    static Ranking memoryRanking(ResultSet set) {
        Map<String, List<Double>> heap = new TreeMap<>();
        Map<String, List<Double>> rss = new TreeMap<>();
        Map<String, TreeSet<Double>> sizes = new HashMap<>();
        Map<String, List<Row>> read = new HashMap<>();
        boolean raced = raced(set);
        String how = raced
                ? "./philosophers memory, read in a first-full dinner's first meal while another meal could end it"
                : "./philosophers memory, one first-full dinner of one meal per size, read while every philosopher"
                        + " is started";
        set.evidence(MEMORY, MemoryProbe.KIND).ifPresent(record -> record.rows(MemoryProbe.ROWS).forEach(row -> {
            String key = row.text(MemoryProbe.IMPLEMENTATION) + "/" + row.text(MemoryProbe.THREADS);
            double h = row.number(MemoryProbe.HEAP_PER_PHILOSOPHER);
            double r = row.has(MemoryProbe.RSS_PER_PHILOSOPHER) ? row.number(MemoryProbe.RSS_PER_PHILOSOPHER)
                    : Double.NaN;
            if (!Double.isFinite(h) && !Double.isFinite(r)) {
                return;
            }
            double philosophers = row.number(MemoryProbe.PHILOSOPHERS);
            if (Double.isFinite(philosophers)) {
                sizes.computeIfAbsent(key, k -> new TreeSet<>()).add(philosophers);
            }
            Place place = new Place(set.name(), ID_MEMORY, NA, Words.dinner(key), NA, NA,
                    Numbers.count(philosophers) + " philosophers", how);
            List<Row> mine = read.computeIfAbsent(key, k -> new ArrayList<>());
            if (Double.isFinite(h)) {
                heap.computeIfAbsent(key, k -> new ArrayList<>()).add(h);
                mine.add(place.row(CONTEXT, NA, "bytes of live heap per philosopher", "B", h));
            }
            if (Double.isFinite(r)) {
                rss.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
                mine.add(place.row(CONTEXT, NA, "bytes of resident memory outside the heap per philosopher", "B", r));
            }
            // Where the record has them: the stack chunks, part of the live heap, which set a virtual row's reading.
            if (row.measured(MemoryProbe.CHUNK_BYTES_PER_PHILOSOPHER)) {
                mine.add(place.row(CONTEXT, NA, "stack chunks per philosopher (in the live heap)", "chunks",
                        row.number(MemoryProbe.CHUNKS_PER_PHILOSOPHER)));
                mine.add(place.row(CONTEXT, NA, "bytes of stack chunks per philosopher (in the live heap)", "B",
                        row.number(MemoryProbe.CHUNK_BYTES_PER_PHILOSOPHER)));
            }
        }));
        // The quantity itself names a race where the record has one, so that no figure of it travels without it: the
        // headline prints the quantity beside its least and most (fresh reader 30 read 78.0 B as the least, below a
        // bare queued task's bytes, with the race only in the rows).
        String quantity = quantity(raced);
        ToDoubleFunction<String> total = key -> median(heap.get(key))
                + (rss.containsKey(key) ? median(rss.get(key)) : 0);
        List<String> ranked = heap.keySet().stream().sorted(Comparator.comparingDouble(total)).toList();
        List<Row> ranks = new ArrayList<>();
        List<Row> beside = new ArrayList<>();
        for (String key : ranked) {
            String sizeWords = !sizes.containsKey(key) ? NA
                    : String.join(" and ", sizes.get(key).stream().map(Numbers::count).toList()) + " philosophers";
            ranks.add(new Place(set.name(), ID_MEMORY, NA, Words.dinner(key), NA, NA, sizeWords,
                    how + (rss.containsKey(key)
                            ? ": the live heap and the resident memory outside it, each the median of the sizes"
                            : ": the live heap only (no resident-set reading), the median of the sizes")).row(DECIDES,
                                    Row.HOLDS, quantity, "B", total.applyAsDouble(key)));
            beside.addAll(read.get(key));
        }
        return new Ranking(ranked, ranks, beside, raced ? List.of(RACED) : List.of());
    }

    /**
     * Bytes allocated per meal ({@code -prof gc}) of every noop dinner measured with it on fixed work, on the machine's
     * CPUs (a pool of every size included), least first: every dinner measured is a deciding row, its value what ranks
     * it; then the collectors record's rows ({@link #collectors}).
     */
    static Judgement allocation(ResultSet set) {
        Ranking noop = allocationRanking(set);
        List<Row> collectors = collectors(set);
        return Judgement
                .answered(!noop.dinners().isEmpty() || !collectors.isEmpty(), "fixed-work rows measured with -prof gc",
                        collectors.isEmpty() ? List.of() : sources(set, Claims.COLLECTORS))
                .withRows(noop.ranked()).withRows(collectors);
    }

    static Ranking allocationRanking(ResultSet set) {
        // Every noop dinner measured with -prof gc on the machine's CPUs, each from a run that recorded its bytes.
        List<JmhRow> rows = set.fixedRows(NOOP, r -> Double.isFinite(r.bytesPerMeal())).stream()
                .sorted(Comparator.comparingDouble(JmhRow::bytesPerMeal)).toList();
        return new Ranking(rows.stream().map(r -> r.implementation().id() + "/" + r.threads().id()).toList(),
                rows.stream()
                        .map(r -> new Place(set.name(), ID_ALLOCATION, Words.meal(NOOP.id()), Words.side(r), NA,
                                Words.cpus(r.cpus()), Words.size(r),
                                "JMH with -prof gc, under G1: the bytes allocated per dinner over its meals")
                                        .row(DECIDES, Row.HOLDS, "bytes allocated per meal", "B", r.bytesPerMeal()))
                        .toList(),
                List.of(), List.of());
    }

    /**
     * Claim 17 under each collector, from {@code ./philosophers collectors}, medians of the JVMs: on each blocking
     * meal, every dinner's bytes per meal over the collectors decides (it ranks them); beside them, each dinner's bytes
     * per meal under each collector on every meal, then each collector's pauses per 1,000 meals. Empty where the set
     * has no such record.
     */
    static List<Row> collectors(ResultSet set) {
        List<Row> table = new ArrayList<>();
        set.evidence(Claims.COLLECTORS, CollectorCost.KIND).ifPresent(record -> {
            List<EvidenceRecord.Row> rows = record.rows(CollectorCost.JVMS).stream()
                    .filter(r -> r.measured(CollectorCost.BYTES_PER_MEAL)).toList();
            List<String> names = rows.stream().map(r -> r.text(CollectorCost.COLLECTOR)).distinct().sorted().toList();
            List<String> meals = rows.stream().map(r -> r.text(CollectorCost.MEAL)).distinct().toList();
            List<String> dinners = rows.stream().map(r -> r.text(CollectorCost.DINNER)).distinct().toList();
            // Bytes per meal are a difference of two dinners' medians: a value just below zero is their noise, read
            // as none.
            Function<List<EvidenceRecord.Row>, Double> bytes = mine -> Math.max(0,
                    median(mine.stream().map(r -> r.number(CollectorCost.BYTES_PER_MEAL)).toList()));
            List<Row> beside = new ArrayList<>();
            String how = "./philosophers collectors, a small heap";
            for (String meal : meals) {
                boolean blocks = WorkloadKind.byId(meal).mealClass() == WorkloadKind.MealClass.BLOCKING;
                for (String dinner : dinners) {
                    List<EvidenceRecord.Row> all = rows.stream().filter(
                            r -> r.text(CollectorCost.MEAL).equals(meal) && r.text(CollectorCost.DINNER).equals(dinner))
                            .toList();
                    Place place = new Place(set.name(), ID_ALLOCATION, Words.meal(meal), Words.dinner(dinner), NA, NA,
                            NA, how);
                    for (String name : names) {
                        List<EvidenceRecord.Row> mine = all.stream()
                                .filter(r -> r.text(CollectorCost.COLLECTOR).equals(name)).toList();
                        if (!mine.isEmpty()) {
                            beside.add(place
                                    .withSettings(how + ", under " + name + ": the median of " + mine.size() + " JVMs")
                                    .row(CONTEXT, NA, "bytes allocated per meal", "B", bytes.apply(mine)));
                        }
                    }
                    if (blocks && !all.isEmpty()) {
                        table.add(place
                                .withSettings(how + ": the median of " + all.size() + " JVMs under "
                                        + String.join(", ", names))
                                .row(DECIDES, Row.HOLDS, "bytes allocated per meal", "B", bytes.apply(all)));
                    }
                }
            }
            for (String name : names) {
                List<Double> pauses = rows.stream().filter(r -> r.text(CollectorCost.COLLECTOR).equals(name))
                        .map(r -> r.number(CollectorCost.COLLECTION_MS)).toList();
                Place place = new Place(set.name(), ID_ALLOCATION, NA, "the " + name + " collector", NA, NA, NA,
                        how + ", every meal and dinner under it (the beans that count pauses only: not ZGC's cycles"
                                + " nor G1's concurrent work): the ");
                beside.add(place.withSettings(place.settings() + "median of " + pauses.size() + " rows").row(CONTEXT,
                        NA, "collection pauses", "ms per 1,000 meals", median(pauses)));
                beside.add(place.withSettings(place.settings() + "most of " + pauses.size() + " rows").row(CONTEXT, NA,
                        "collection pauses", "ms per 1,000 meals",
                        pauses.stream().mapToDouble(Double::doubleValue).max().orElse(0)));
            }
            table.addAll(beside);
        });
        return table;
    }
}
