package io.philosopherwars.core;

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
 * The subject renders nothing: no class of this module names the report format ({@code io.philosopherwars.format}, the
 * module {@code report-format}: markdown tables, evidence records, the run's environment header), and this module does
 * not depend on it. A dinner or an instrument returns data; the tools above ({@code programs}, {@code benchmarks-jlbh})
 * write it.
 */
class RendersNothingTest {
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Pattern FORMAT = Pattern.compile("\\bio\\.philosopherwars\\.format\\b");

    /** What {@code source} names of the format package: one line per name, with its line number. */
    static List<String> violations(String file, String source) {
        List<String> violations = new ArrayList<>();
        List<String> lines = source.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher named = FORMAT.matcher(lines.get(i));
            if (named.find()) {
                violations.add(file + ":" + (i + 1) + " " + lines.get(i).strip());
            }
        }
        return violations;
    }

    @Test
    void noClassOfTheSubjectNamesTheFormat() throws IOException {
        List<String> violations = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                files++;
                violations.addAll(violations(SOURCES.relativize(file).toString(),
                        Files.readString(file, StandardCharsets.UTF_8)));
            }
        }
        assertEquals(List.of(), violations);
        assertTrue(files > 20, "only " + files + " files found under " + SOURCES.toAbsolutePath());
    }

    @Test
    void theSubjectDoesNotDependOnTheFormat() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
        assertTrue(pom.contains("<artifactId>philosophers-core</artifactId>"), "this module's pom");
        assertTrue(!pom.contains("<artifactId>report-format</artifactId>"),
                "philosophers-core depends on report-format");
    }

    @Test
    void anImportOrANameOfTheFormatIsCaught() {
        assertEquals(List.of("Ledger.java:3 import io.philosopherwars.format.MarkdownTable;"), violations("Ledger.java",
                "package io.philosopherwars.core;\n\nimport io.philosopherwars.format.MarkdownTable;\n"));
        assertEquals(List.of("a/B.java:1 import io.philosopherwars.format.*;"),
                violations("a/B.java", "import io.philosopherwars.format.*;\n"));
        assertEquals(List.of("C.java:2 String md = io.philosopherwars.format.Evidence.jsonOf(p);"), violations("C.java",
                "import java.util.List;\nString md = io.philosopherwars.format.Evidence.jsonOf(p);\n"));
        assertEquals(List.of(), violations("D.java",
                "import io.philosopherwars.core.report.Table;\nimport io.philosopherwars.formatting.X;\n"));
    }
}
