package io.philosopherwars.programs.report.claims;

import io.philosopherwars.programs.report.results.ReportException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
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
        List<Size> sizes = new java.util.ArrayList<>();
        for (Map.Entry<String, List<String>> design : DESIGNS.entrySet()) {
            int lines = 0;
            int constructs = 0;
            for (String file : design.getValue()) {
                Path source = root.resolve(file);
                if (!Files.isRegularFile(source)) {
                    return Optional.empty();
                }
                String code;
                try {
                    code = code(Files.readString(source, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new ReportException(source + ": cannot read: " + e.getMessage());
                }
                lines += (int) code.lines().filter(
                        l -> !l.isBlank() && !l.strip().startsWith("import ") && !l.strip().startsWith("package "))
                        .count();
                Matcher m = CONSTRUCTS.matcher(code);
                while (m.find()) {
                    constructs++;
                }
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
}
