package io.philosopherwars.format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Result files are replaced whole or not at all: a run stopped half-way never leaves half a table behind. */
public final class AtomicFile {
    private AtomicFile() {
    }

    /**
     * Writes {@code text} to a temporary file beside {@code file} (made like any other file, so it gets the usual
     * permissions, unlike {@code Files.createTempFile}'s owner-only ones), then renames it over {@code file}
     * atomically.
     */
    public static void write(Path file, String text) throws IOException {
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path temp = absolute.resolveSibling("." + absolute.getFileName() + ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
