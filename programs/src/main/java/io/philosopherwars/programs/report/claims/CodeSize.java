package io.philosopherwars.programs.report.claims;

import static io.philosopherwars.programs.report.claims.Claims.fromFindings;
import static io.philosopherwars.programs.report.claims.Row.Role.CONTEXT;
import static io.philosopherwars.programs.report.claims.Row.Role.DECIDES;
import static io.philosopherwars.programs.report.claims.Words.NA;

import io.philosopherwars.programs.report.claims.Claim.Judgement;
import io.philosopherwars.programs.report.claims.Claim.Outcome;
import io.philosopherwars.programs.report.results.Layout;
import io.philosopherwars.programs.report.results.ResultSet;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Claim 9 measured: the code each design's author writes, read from the sources. A design's files are declared below
 * (the philosopher and its chopsticks; the engine every design of a family shares, {@code ThreadedDinner} or
 * {@code VertxDinner} and {@code VertxTable}, is left out of both sides). Per design: lines of code (neither blank nor
 * comment) and the concurrency constructs its code names, each a declared pattern counted once per occurrence.
 */
public final class CodeSize {
    private static final String CORE = "philosophers-core/src/main/java/io/philosopherwars/core/locks/";
    private static final String VERTX = "philosophers-vertx/src/main/java/io/philosopherwars/vertx/";

    /** The classic design the vert.x designs are weighed against: the talk's thread per philosopher with its lock. */
    static final String CLASSIC = "reentrantLock";

    /** Each design's own files, the classic first. */
    static final Map<String, List<String>> DESIGNS = designs();

    private static Map<String, List<String>> designs() {
        Map<String, List<String>> d = new LinkedHashMap<>();
        d.put(CLASSIC, List.of(CORE + "LockChopsticks.java", CORE + "ThreadPerPhilosopher.java"));
        d.put("synchronized", List.of(CORE + "MonitorChopsticks.java", CORE + "ThreadPerPhilosopher.java"));
        d.put("partitionedLock", List.of(CORE + "PartitionedDinner.java"));
        d.put("vertxEventBus", List.of(VERTX + "EventBusPhilosopher.java"));
        d.put("vertx", List.of(VERTX + "PhilosopherVerticle.java", VERTX + "EventLoopPhilosopher.java",
                VERTX + "VirtualThreadPhilosopher.java", VERTX + "Chopstick.java"));
        d.put("vertxPerLoop", List.of(VERTX + "LoopSegment.java"));
        return d;
    }

    /**
     * The concurrency constructs counted: calls of locks and monitors, threads and parking, and of vert.x's callbacks,
     * event bus, shared-data locks (with or without a time-out of their own) and context hops; the keyword
     * {@code synchronized}; the types {@code Promise} and {@code Future}.
     */
    static final Pattern CONSTRUCTS = Pattern.compile("\\b(?:(?:lock|unlock|tryLock|lockInterruptibly|wait|notify"
            + "|notifyAll|await|signal|signalAll|park|unpark|start|join|interrupt|compose|onComplete|onSuccess"
            + "|onFailure|andThen|eventBus|consumer|send|request|reply|getLocalLock|getLock|getLocalLockWithTimeout"
            + "|getLockWithTimeout|executeBlocking|runOnContext|setTimer|deployVerticle|undeploy)\\s*\\(|(?:synchronized"
            + "|Promise|Future)\\b)");

    private static final Pattern BLOCK_COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern LINE_COMMENT = Pattern.compile("//[^\\n]*");
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\\\n]|\\\\.)*\"");

    /** One design's size. */
    public record Size(String design, List<String> files, int lines, int constructs) {
    }

    private CodeSize() {
    }

    /** Every declared design's size, from the sources under {@code root}; empty where the sources are not there. */
    public static Optional<List<Size>> of(Path root) {
        if (root == null) {
            return Optional.empty();
        }
        List<Size> sizes = new ArrayList<>();
        for (Map.Entry<String, List<String>> design : DESIGNS.entrySet()) {
            int lines = 0;
            int constructs = 0;
            for (String file : design.getValue()) {
                Path source = root.resolve(file);
                if (!Files.isRegularFile(source)) {
                    return Optional.empty();
                }
                String code = code(Layout.read(source));
                lines += (int) code.lines().filter(
                        l -> !l.isBlank() && !l.strip().startsWith("import ") && !l.strip().startsWith("package "))
                        .count();
                constructs += (int) CONSTRUCTS.matcher(code).results().count();
            }
            sizes.add(new Size(design.getKey(), design.getValue(), lines, constructs));
        }
        return Optional.of(sizes);
    }

    /** The source without comments and with string literals emptied: what the compiler reads as code. */
    static String code(String source) {
        String noStrings = STRING.matcher(source).replaceAll("\"\"");
        String noBlocks = BLOCK_COMMENT.matcher(noStrings).replaceAll(" ");
        return LINE_COMMENT.matcher(noBlocks).replaceAll("");
    }

    /** The repository's root: the first folder at or above {@code start} that holds the core module's sources. */
    public static Path root(Path start) {
        for (Path p = start.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("philosophers-core/src/main/java"))) {
                return p;
            }
        }
        return null;
    }

    private static final String ID_SIMPLICITY = "apiSimplicity";

    /**
     * Claim 9 measured from the sources ({@link CodeSize}): a vert.x design agrees with "simpler" when its own code has
     * fewer lines and fewer concurrency constructs than the classic thread per philosopher with a ReentrantLock, and
     * contradicts it when it has more of both; a design with more of one and fewer of the other decides nothing. The
     * vert.x designs' rows (A) against the classic (B) decide; the other designs' sizes are context.
     */
    static Judgement simplicity(ResultSet set, Optional<List<CodeSize.Size>> sizes) {
        if (sizes.isEmpty()) {
            return Judgement.evidence(Outcome.NOT_MEASURED, "", List.of());
        }
        CodeSize.Size classic = sizes.get().getFirst();
        List<Condition.Finding> findings = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        // A row's "measured by" cell: what was counted, and in which of the design's own files (their classes).
        String how = "CodeSize, blank lines and comments left out, constructs counted by pattern";
        for (CodeSize.Size size : sizes.get()) {
            // A vert.x design is weighed against the classic; the others' sizes stand alone, as context.
            boolean vertx = Claims.VERTX.stream().anyMatch(v -> v.id().equals(size.design()));
            boolean fewer = size.lines() < classic.lines() && size.constructs() < classic.constructs();
            boolean more = size.lines() > classic.lines() && size.constructs() > classic.constructs();
            if (vertx && (fewer || more)) {
                findings.add(new Condition.Finding(Map.of(Condition.Axis.IMPLEMENTATION, size.design()),
                        Optional.of(fewer)));
            }
            Place place = new Place(set.name(), ID_SIMPLICITY, NA, Words.design(size.design()),
                    vertx ? Words.design(classic.design()) + ", a thread per philosopher" : NA, NA, NA,
                    how + " (" + fileNames(size) + (vertx ? " against " + fileNames(classic) : "") + ")");
            Row.Role role = vertx ? DECIDES : CONTEXT;
            String does = !vertx ? NA : fewer || more ? Row.agreeing(fewer) : Row.UNDECIDED;
            // Both sizes and no factor: "more" or "fewer" decides, not by how much, and neither side is faster.
            rows.add(place.row(role, does, "lines of code", "lines", size.lines(),
                    vertx ? classic.lines() : Double.NaN));
            rows.add(place.row(role, does, "concurrency constructs", "constructs", size.constructs(),
                    vertx ? classic.constructs() : Double.NaN));
        }
        return fromFindings(findings, List.of()).withRows(rows);
    }

    private static String fileNames(CodeSize.Size size) {
        return String.join(", ", size.files().stream()
                .map(f -> f.substring(f.lastIndexOf('/') + 1).replaceFirst("\\.java$", "")).toList());
    }
}
