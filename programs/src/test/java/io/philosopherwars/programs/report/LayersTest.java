package io.philosopherwars.programs.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The report's layers, as JMH lays out {@code results} / {@code results.format} / {@code util}: raw data and result
 * sets, then statistics, then the claims, then the pages, then the commands. A layer names only the layers below it,
 * and publish, a command that measures, never names the pages.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src", "main", "java", "io", "philosopherwars", "programs");
    private static final List<String> LAYERS = List.of("report.results", "report.stats", "report.claims",
            "report.pages", "report", "measure", "publish");
    private static final Pattern NAMED = Pattern.compile("io\\.philosopherwars\\.programs\\.([a-z.]+)\\.[A-Z]");

    /** The layer of a package under {@code programs}, -1 for one outside the rule (cli, demo, evidence, ...). */
    static int layer(String pkg) {
        return LAYERS.indexOf(pkg);
    }

    /** What {@code source}, a file of package {@code pkg}, names against the rule: one line per name. */
    static List<String> violations(String file, String pkg, String source) {
        List<String> violations = new ArrayList<>();
        int own = layer(pkg);
        Matcher named = NAMED.matcher(source);
        while (named.find()) {
            String target = named.group(1);
            int other = layer(target);
            boolean upward = own >= 0 && own <= layer("report") && other > own;
            boolean publishToPages = pkg.equals("publish") && target.equals("report.pages");
            if (upward || publishToPages) {
                violations.add(file + " (" + pkg + ") names " + target);
            }
        }
        return violations;
    }

    @Test
    void everyLayerNamesOnlyTheLayersBelowIt() throws IOException {
        List<String> violations = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String pkg = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                if (layer(pkg) >= 0) {
                    files++;
                    violations.addAll(violations(file.getFileName().toString(), pkg,
                            Files.readString(file, StandardCharsets.UTF_8)));
                }
            }
        }
        assertEquals(List.of(), violations);
        assertTrue(files > 30, "only " + files + " files found under " + SOURCES.toAbsolutePath());
    }

    @Test
    void anImportFromAHigherLayerIsCaught() {
        assertEquals(List.of("Comparison.java (report.stats) names report.claims"), violations("Comparison.java",
                "report.stats", "import io.philosopherwars.programs.report.claims.Claims;\n"));
        assertEquals(List.of("JmhRow.java (report.results) names report"),
                violations("JmhRow.java", "report.results", "x = io.philosopherwars.programs.report.ReportCli.run();"));
        assertEquals(List.of("Publish.java (publish) names report.pages"),
                violations("Publish.java", "publish", "import io.philosopherwars.programs.report.pages.Machines;\n"));
        assertEquals(List.of(),
                violations("Findings.java", "report.pages",
                        "import io.philosopherwars.programs.report.results.ResultSet;\n"
                                + "import io.philosopherwars.programs.report.claims.Claims;\n"));
    }
}
