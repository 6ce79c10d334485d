package io.philosopherwars.programs.report.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The committed pages under {@code results/} as a reader follows them: each is what the report makes of the committed
 * data (byte for byte), and every link on every page resolves to a file, and to an anchor of it where it names one.
 */
public class PagesTest {
    private static final Path RESULTS = Path.of("..", "results");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern ANCHOR = Pattern.compile("(?:id|name)=\"([^\"]+)\"");
    /** Each page's anchors, read once: a page is linked to from hundreds of places. */
    private static final Map<Path, Set<String>> ANCHORS = new ConcurrentHashMap<>();

    /** What the report makes of the committed data (3-6 s of work here): made once, for both tests. */
    private static Map<String, String> made;

    @BeforeAll
    static void generate() {
        made = Machines.generate(RESULTS);
    }

    @Test
    void theCommittedPagesAreWhatTheReportMakesOfTheCommittedData() throws IOException {
        for (Map.Entry<String, String> page : made.entrySet()) {
            Path file = RESULTS.resolve(page.getKey());
            assertTrue(Files.exists(file), file + " is made by the report but not committed");
            assertEquals(page.getValue(), Files.readString(file, StandardCharsets.UTF_8),
                    file + " differs from what './philosophers report' makes: run it and commit the result");
        }
    }

    @Test
    void everyLinkOnEveryGeneratedPageResolves() throws IOException {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (String page : made.keySet()) {
            if (page.endsWith(".md")) {
                links += links(RESULTS.resolve(page), page, broken);
            }
        }
        System.out.println("PagesTest: " + links + " links on the generated pages, " + broken.size() + " broken");
        assertEquals(List.of(), broken);
        assertTrue(links > 100, "the walker found only " + links + " links");
    }

    /**
     * Checks every relative link of a markdown page (its file, and its anchor on a markdown page), adding what does not
     * resolve to {@code broken} under the page's {@code name}; returns the links checked.
     */
    public static int links(Path file, String name, List<String> broken) throws IOException {
        int links = 0;
        Matcher link = LINK.matcher(Files.readString(file, StandardCharsets.UTF_8));
        while (link.find()) {
            String target = link.group(1);
            if (target.matches("[a-z]+:.*")) {
                continue;
            }
            links++;
            int hash = target.indexOf('#');
            String path = hash < 0 ? target : target.substring(0, hash);
            Path resolved = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
            if (!Files.exists(resolved)) {
                broken.add(name + " -> " + target + ": no such file");
            } else if (hash >= 0 && resolved.toString().endsWith(".md")
                    && !ANCHORS.computeIfAbsent(resolved.toAbsolutePath(), PagesTest::anchors)
                            .contains(target.substring(hash + 1))) {
                broken.add(name + " -> " + target + ": no such anchor");
            }
        }
        return links;
    }

    /** The anchors a markdown page offers: explicit ids and names, and GitHub's slugs of its headings. */
    private static Set<String> anchors(Path page) {
        Set<String> anchors = new TreeSet<>();
        try (Stream<String> lines = Files.lines(page, StandardCharsets.UTF_8)) {
            lines.forEach(line -> {
                Matcher id = ANCHOR.matcher(line);
                while (id.find()) {
                    anchors.add(id.group(1));
                }
                if (line.startsWith("#")) {
                    anchors.add(line.replaceFirst("^#+\\s*", "").strip().toLowerCase(Locale.ROOT)
                            .replaceAll("[^\\p{L}\\p{N}\\- _]", "").replace(' ', '-'));
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(page.toString(), e);
        }
        return anchors;
    }
}
