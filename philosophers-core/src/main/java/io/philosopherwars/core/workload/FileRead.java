package io.philosopherwars.core.workload;

import io.philosopherwars.core.DinnerSpec;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Reads a whole file with a plain blocking {@link FileInputStream}, as the talk did: on a virtual thread this blocks
 * the carrier (the JDK compensates), which is the case being measured. The file is made for each dinner in the
 * temporary directory and deleted afterwards.
 */
public record FileRead(int bytes) implements Workload {
    /**
     * Reads land in one of a few shared sink buffers: the bytes are never looked at, only counted, and a buffer per
     * philosopher would cost 16 GB at a million philosophers.
     */
    private static final int SINKS = 64;

    public FileRead {
        if (bytes < 1) {
            throw new IllegalArgumentException("file size must be positive, got " + bytes + " bytes");
        }
    }

    @Override
    public Kitchen open(DinnerSpec spec) throws IOException {
        Path file = Files.createTempFile("philosopher-wars-", ".meal");
        try {
            byte[] content = new byte[bytes];
            new SplittableRandom(bytes).nextBytes(content);
            Files.write(file, content);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
        byte[][] sinks = new byte[SINKS][bytes];
        String name = file.toString();
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                byte[] sink = sinks[seat.index() % SINKS];
                return () -> {
                    try (FileInputStream in = new FileInputStream(name)) {
                        int read = in.readNBytes(sink, 0, bytes);
                        if (read != bytes) {
                            throw new IOException("read " + read + " of " + bytes + " bytes from " + name);
                        }
                    }
                };
            }

            @Override
            public void close() throws IOException {
                Files.deleteIfExists(file);
            }
        };
    }

    @Override
    public String label() {
        return "fileRead " + MealSize.formatBytes(bytes);
    }
}
