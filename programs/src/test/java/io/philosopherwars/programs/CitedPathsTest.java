package io.philosopherwars.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import io.philosopherwars.programs.report.pages.PagesTest;
import org.junit.jupiter.api.Test;

/**
 * A comment that says where a number or a reason lives must name a file that is there: every repository path that a
 * main source file names exists, and every relative link of the README and the docs resolves (file and anchor). A path
 * with a placeholder ({@code results/MACHINE/raw/NAME.json}) or under a build's {@code target/} names what a run makes,
 * not a file of the repository.
 */
class CitedPathsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** A path into one of the repository's top folders, ending in a file name with an extension. */
    static final Pattern CITED = Pattern.compile("(?<![\\w/.-])((?:results|docs|benchmarks-jmh|benchmarks-jlbh"
            + "|philosophers-core|philosophers-vertx|report-format|programs|tests|unmount-agent|pinning-jdk21"
            + "|\\.github|\\.ci)" + "/[\\w./-]+\\.(?:md|json|svg|yml|tsv|java|jar|sh))");

    /** A segment that a run fills in: the machine, a run's name, a JLBH task and its date. */
    private static final Pattern PLACEHOLDER = Pattern.compile("/(MACHINE|NAME|TASK|DATE)\\b");

    @Test
    void everyPathASourceFileNamesExists() throws IOException {
        Set<String> missing = new TreeSet<>();
        int cited = 0;
        for (Path source : files(".java", "src/main")) {
            Matcher m = CITED.matcher(Files.readString(source));
            while (m.find()) {
                String path = m.group(1);
                if (path.contains("/target/") || PLACEHOLDER.matcher(path).find()) {
                    continue;
                }
                cited++;
                if (!Files.exists(ROOT.resolve(path))) {
                    missing.add(ROOT.relativize(source) + " names " + path);
                }
            }
        }
        assertTrue(cited > 10, "the pattern finds the paths the sources name: " + cited);
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyRelativeLinkOfTheReadmeAndTheDocsResolves() throws IOException {
        List<String> broken = new java.util.ArrayList<>();
        int links = 0;
        for (Path page : Stream.concat(Stream.of(ROOT.resolve("README.md")), files(".md", "docs").stream()).toList()) {
            links += PagesTest.links(page, ROOT.relativize(page).toString(), broken);
        }
        assertTrue(links > 10, "the walker found only " + links + " links");
        assertEquals(List.of(), broken);
    }

    @Test
    void thePatternTellsAFileFromAPlaceholder() {
        Matcher m = CITED.matcher("see docs/design.md, and results/MACHINE/raw/NAME.json; not xdocs/a.md");
        assertTrue(m.find());
        assertEquals("docs/design.md", m.group(1));
        assertTrue(m.find());
        assertEquals("results/MACHINE/raw/NAME.json", m.group(1));
        assertTrue(!m.find(), "a folder name inside another word is not a path");
    }

    /** Files ending in {@code suffix} under the repository's folders whose path contains {@code under}. */
    private static List<Path> files(String suffix, String under) {
        List<Path> found = new java.util.ArrayList<>();
        try {
            // Git's own folder, build output and the results are never entered: git writes and removes its lock files
            // while the test walks (a walk that enters .git failed on a vanished index.lock).
            Files.walkFileTree(ROOT, new java.nio.file.SimpleFileVisitor<>() {
                @Override
                public java.nio.file.FileVisitResult preVisitDirectory(Path dir,
                        java.nio.file.attribute.BasicFileAttributes attributes) {
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean skipped = !dir.equals(ROOT)
                            && (name.equals(".git") || name.equals("target") || dir.equals(ROOT.resolve("results")));
                    return skipped ? java.nio.file.FileVisitResult.SKIP_SUBTREE
                            : java.nio.file.FileVisitResult.CONTINUE;
                }

                @Override
                public java.nio.file.FileVisitResult visitFile(Path file,
                        java.nio.file.attribute.BasicFileAttributes attributes) {
                    if (file.toString().endsWith(suffix)
                            && ROOT.relativize(file).toString().replace('\\', '/').contains(under)) {
                        found.add(file);
                    }
                    return java.nio.file.FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found.stream().sorted().toList();
    }
}
