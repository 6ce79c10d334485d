package io.philosopherwars.programs.report.claims;

import io.philosopherwars.core.Pool;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.core.workload.WorkloadKind;
import io.philosopherwars.programs.report.results.Dinner;
import io.philosopherwars.programs.report.results.JmhRow;
import io.philosopherwars.programs.report.results.Measured;
import io.philosopherwars.programs.report.results.Quantity;
import io.philosopherwars.programs.report.results.RingRow;
import io.philosopherwars.programs.report.stats.Numbers;
import java.util.List;
import java.util.Map;

/**
 * The plain names of a row's context, so that a reader needs no glossary: a design, its threads and pool
 * ("ReentrantLock chopsticks, a fixed pool of 2 threads (1x the cores), linked queue"), a meal by what was asked
 * ("sleep, 16 µs asked"), a table's size and a quantity. The project's ids ({@code reentrantLock/pooled(1x-linked)})
 * stay in the raw data and the JSON; the pages print these.
 */
public final class Words {
    /** What a field that does not apply to a row says, as JMH prints {@code N/A} for a parameter a benchmark lacks. */
    public static final String NA = "N/A";

    private Words() {
    }

    private static final Map<String, String> DESIGNS = Map.of("reentrantLock", "ReentrantLock chopsticks",
            "fairReentrantLock", "fair ReentrantLock chopsticks", "synchronized", "synchronized chopsticks",
            "partitionedLock", "ReentrantLock, a few threads each serving a block of seats", "vertx",
            "vert.x, one verticle per philosopher, shared-data locks", "vertxEventBus",
            "vert.x, one verticle per philosopher, over the event bus (the talk's design)", "vertxPerLoop",
            "vert.x, one verticle per event loop, each serving a block of seats");

    private static final Map<String, String> MEALS = Map.of("noop", "noop (no work, under 1 µs)", "activeWait",
            "spin, 16 µs asked", "sleep", "sleep, 16 µs asked", "fileRead", "16 KB file read from the page cache",
            "fileReadDirect", "16 KB file read from the disk (O_DIRECT)", "urlConnection",
            "HTTP GET of 16 KB, HttpURLConnection", "httpClient", "HTTP GET of 16 KB, the JDK's HttpClient", "okHttp",
            "HTTP GET of 16 KB, OkHttp", "jdbc", "JDBC query by primary key, a HikariCP pool of "
                    + io.philosopherwars.postgres.Dishes.POOL + " connections, to a local PostgreSQL");

    private static final Map<String, String> MEAL_BRIEFS = Map.of("noop", "noop", "activeWait", "spin", "sleep",
            "sleep", "fileRead", "page-cache read", "fileReadDirect", "O_DIRECT read", "urlConnection",
            "HttpURLConnection GET", "httpClient", "HttpClient GET", "okHttp", "OkHttp GET", "jdbc", "JDBC query");

    /** A meal in two or three words, for a condition's list of meals: {@code page-cache read}, {@code spin}. */
    public static String mealBrief(String id) {
        return MEAL_BRIEFS.getOrDefault(id, id + YOURS);
    }

    /** The meals in the catalogue's order: the workloads', then the JDBC meal. */
    private static final List<String> MEAL_ORDER = java.util.stream.Stream
            .concat(java.util.Arrays.stream(WorkloadKind.values()).map(WorkloadKind::id),
                    java.util.stream.Stream.of("jdbc"))
            .toList();

    /** The catalogue's order of a meal (noop, spin, sleep, the reads, HTTP, JDBC); a meal of the user's own last. */
    static int mealOrder(String id) {
        int at = MEAL_ORDER.indexOf(id);
        return at < 0 ? MEAL_ORDER.size() : at;
    }

    /**
     * Every design's id (as a verdict's condition and the sets' own pages name it) with its words, in a fixed order:
     * {@code reentrantLock}: ReentrantLock chopsticks; ...
     */
    public static String designIds() {
        return String.join("; ", new java.util.TreeMap<>(DESIGNS).entrySet().stream()
                .map(e -> "`" + e.getKey() + "`: " + e.getValue()).toList());
    }

    /** A design in words; an id this page does not know is printed as it is. */
    public static String design(String id) {
        return DESIGNS.getOrDefault(id, id);
    }

    /** A meal in words: what was asked ({@code sleep, 16 µs asked}); a meal of the user's own by its name. */
    public static String meal(String id) {
        return MEALS.getOrDefault(id, id + YOURS);
    }

    /**
     * A row's meal in words, with the length its run asked of a sleep or a spin ({@code sleep, 1,000 µs asked}) where
     * it asked one: the words of {@link #meal(String)} name the talk's 16 µs.
     */
    public static String meal(JmhRow row) {
        String words = meal(row.work());
        String micros = row.param("micros");
        boolean timed = row.workload() == WorkloadKind.SLEEP || row.workload() == WorkloadKind.ACTIVE_WAIT;
        return !timed || micros.isEmpty() ? words
                : words.substring(0, words.indexOf(',')) + ", " + Numbers.count(Long.parseLong(micros)) + " µs asked";
    }

    /** How a meal's label says how long it lasted, after the range: {@code 89.9-479 µs lasted (p50 with ...)}. */
    static final String LASTED = " µs lasted (p50";

    /**
     * A row's meal in two or three words where it is one of the catalogue's as named ({@code page-cache read}), else
     * its words without how long it lasted ({@code sleep, 1,000 µs asked}): for a list of meals in a sentence, the rows
     * beside it naming them in full.
     */
    public static String mealShort(String label) {
        String asked = label.replaceFirst(", [0-9.,-]+" + java.util.regex.Pattern.quote(LASTED) + "[^)]*\\)$", "");
        return MEALS.entrySet().stream().filter(e -> e.getValue().equals(asked)).map(e -> mealBrief(e.getKey()))
                .findFirst().orElse(asked);
    }

    /** The meal clock's quantity: how long a meal really lasted, the median of its runs' p50. */
    public static final String MEAL_LENGTH = "meal length, p50";

    /** What follows the name of a meal of the user's own. */
    public static final String YOURS = " (your own meal)";

    /**
     * The threads of a side: {@code a virtual thread per philosopher}, {@code a fixed pool of 2 threads (1x the
     * cores), linked queue} (its threads counted on {@code cpus} CPUs), vert.x's verticles by where they run.
     */
    public static String threads(String design, ThreadKind kind, String pool, int cpus) {
        boolean vertx = design.startsWith("vertx");
        // A design that serves blocks of seats runs a few threads, never one per philosopher.
        boolean blocks = design.equals("partitionedLock");
        return switch (kind) {
            case VIRTUAL -> vertx || blocks ? "on virtual threads" : "a virtual thread per philosopher";
            case PLATFORM ->
                    vertx ? "on event loops" : blocks ? "on platform threads" : "a platform thread per philosopher";
            case POOLED -> pool(pool, cpus);
        };
    }

    /**
     * {@code a fixed pool of 8 threads (4x the cores), linked queue}; the thread count only where the CPUs are known.
     */
    static String pool(String id, int cpus) {
        String size = Pool.size(id);
        String queue = Pool.queue(id) + " queue";
        if (!size.endsWith("x")) {
            return "a fixed pool of " + size + " threads, " + queue;
        }
        int threads = poolThreads(size, cpus);
        return cpus > 0
                ? "a fixed pool of " + Numbers.count(threads) + (threads == 1 ? " thread" : " threads") + " (" + size
                        + " the cores), " + queue
                : "a fixed pool of " + size + " the cores, " + queue;
    }

    /** A pool's threads on {@code cpus} CPUs: {@code 4x} is four times {@code cpus}, {@code 8} is eight. */
    static int poolThreads(String size, int cpus) {
        return size.endsWith("x") ? Integer.parseInt(size.substring(0, size.length() - 1)) * cpus
                : Integer.parseInt(size);
    }

    /** A dinner in words: its design and its threads ({@code ReentrantLock chopsticks, a fixed pool of ...}). */
    static String dinner(Dinner d) {
        String design = d.implementation().id();
        return design(design) + ", " + threads(design, d.threads(), d.pool(), 0);
    }

    /**
     * A dinner's id as a record writes it ({@code reentrantLock/virtual}, {@code reentrantLock/pooled} on the default
     * pool, {@code reentrantLock/pooled(4x-linked)}) in words.
     */
    static String dinner(String id) {
        String[] parts = id.split("/", 2);
        return side(parts[0], parts.length > 1 ? parts[1] : "", 0);
    }

    /**
     * A side named by its design and its thread label ({@code virtual}, {@code pooled(1x-linked)}, {@code pooled} on
     * the default pool) on {@code cpus} CPUs, in words; a label this report does not know is printed as it is.
     */
    static String side(String design, String threads, int cpus) {
        int open = threads.indexOf('(');
        String kind = open < 0 ? threads : threads.substring(0, open);
        for (ThreadKind k : ThreadKind.values()) {
            if (k.id().equals(kind)) {
                String pool = k != ThreadKind.POOLED ? ""
                        : open < 0 ? Pool.DEFAULT.id() : threads.substring(open + 1, threads.length() - 1);
                return design(design) + ", " + threads(design, k, pool, cpus);
            }
        }
        return design(design) + (threads.isEmpty() ? "" : ", " + threads);
    }

    /** A side of a comparison in words: its design and its threads; a ring by its hand-off and threads. */
    public static String side(Measured m) {
        if (m instanceof JmhRow row) {
            String design = row.implementation().id();
            return design(design) + ", " + threads(design, row.threads(), row.pool(), row.cpus());
        }
        if (m instanceof RingRow ring) {
            return ring.handOff().id() + " hand-off, " + (ring.threads() == ThreadKind.VIRTUAL ? "virtual" : "platform")
                    + " threads";
        }
        return m.dinner();
    }

    /** {@code 1 CPU}, {@code 2 CPUs}; N/A where the row does not say. */
    public static String cpus(int cpus) {
        return cpus > 0 ? JmhRow.cpuWords(cpus) : NA;
    }

    /** A dinner's philosophers ({@code 1,000}); empty where the row does not name them. */
    static String philosophers(Measured m) {
        String philosophers = m instanceof JmhRow row ? row.param("philosophers") : "";
        return philosophers.isEmpty() ? "" : Numbers.count(Place.parsed(philosophers));
    }

    /** {@code 1,000 × 100} (philosophers × meals each on fixed work), {@code ring of 100 threads}; N/A elsewhere. */
    public static String size(Measured m) {
        if (m instanceof JmhRow row) {
            String meals = row.param("allFullMeals");
            return philosophers(m).isEmpty() || meals.isEmpty() ? NA
                    : philosophers(m) + " × " + Numbers.count(Double.parseDouble(meals));
        }
        if (m instanceof RingRow ring) {
            return "ring of " + Numbers.count(ring.ring()) + " threads";
        }
        return NA;
    }

    /** {@code 1,000 × 100}: philosophers × meals each. */
    static String size(double philosophers, double meals) {
        return Numbers.count(philosophers) + " × " + Numbers.count(meals);
    }

    /** What a ratio divides, in a reader's words. */
    public static String quantity(Quantity quantity) {
        return switch (quantity) {
            case EATING -> "time per meal";
            case DINNER -> "time per dinner";
            case SETUP -> "time to start every philosopher";
            case LEAVING -> "time to leave";
            case HAND_OFF -> "time per hand-off";
        };
    }
}
