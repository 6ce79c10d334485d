package io.philosopherwars.programs.report.results;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folder layout of the result sets: {@code results/<machine>/} holds one machine's set, its raw data in
 * {@code raw/}, and the files below beside them; above the sets stand the verdicts of every machine and the front page.
 * Read by the report and by publish alike.
 */
public final class Layout {
    /** A set's raw data, inside its folder. */
    public static final String RAW = "raw";
    /** The journal a {@code ./philosophers publish} run keeps in the set it measures. */
    public static final String JOURNAL = "publish.md";
    /** The machine in full (CPU model and flags, cores, memory, kernel, JDK, host), which publish writes. */
    public static final String FINGERPRINT = "machine.md";
    /** The front page, above the sets (and each set's own index). */
    public static final String README = "README.md";
    /** The verdicts: a set's own findings page, and every machine's side by side above the sets. */
    public static final String FINDINGS = "FINDINGS.md";

    private Layout() {
    }

    /** A file of the results (UTF-8); one that cannot be read fails with its name. */
    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new ReportException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** {@code text}, the content of {@code file}, as JSON; malformed JSON fails with the file's name. */
    public static JsonElement json(Object file, String text) {
        try {
            return JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new ReportException(file + ": malformed JSON: " + e.getMessage());
        }
    }

    /** The folders of {@code results} that hold a result set (a {@code raw/} folder), by name. */
    public static List<Path> sets(Path results) {
        if (!Files.isDirectory(results)) {
            throw new ReportException(results + ": no such folder of result sets");
        }
        return list(results).stream().filter(p -> Files.isDirectory(p.resolve(RAW))).toList();
    }

    /** The rest of the first line of {@code text} that starts with {@code prefix}; empty where none does. */
    public static String line(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).findFirst()
                .orElse("");
    }

    /** The entries of a folder, sorted; one that cannot be listed fails with its name. */
    public static List<Path> list(Path folder) {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.sorted().toList();
        } catch (IOException e) {
            throw new ReportException(folder + ": cannot list: " + e.getMessage());
        }
    }
}
