package io.philosopherwars.core.workload;

import com.sun.nio.file.ExtendedOpenOption;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;

/**
 * Reads a whole file with a plain blocking {@link FileInputStream}, as the talk did: on a virtual thread this blocks
 * the carrier (the JDK compensates), which is the case being measured. The file is made for each dinner in the
 * temporary directory and deleted afterwards.
 * <p>
 * Such a read is served by the operating system's page cache: the file was just written, and every meal reads the same
 * bytes, so no meal reaches the disk (the talk measured the same). With {@code direct} every meal opens the file with
 * {@code O_DIRECT} ({@link ExtendedOpenOption#DIRECT}) and reads it through a {@link FileChannel} into a buffer aligned
 * to the file system's block size: the page cache is bypassed and each read goes to the block device. Where the file
 * system refuses {@code O_DIRECT} (tmpfs on older kernels, some network file systems) opening the kitchen fails with a
 * message that says so.
 *
 * @param bytes
 *            the file's size, read whole by every meal
 * @param direct
 *            whether every read bypasses the page cache
 */
public record FileRead(int bytes, boolean direct) implements Workload {
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

    /** The talk's meal: a read from the page cache. */
    public FileRead(int bytes) {
        this(bytes, false);
    }

    @Override
    public Kitchen open(int philosophers) throws IOException {
        Path file = Files.createTempFile("philosopher-wars-", ".meal");
        try {
            byte[] content = new byte[bytes];
            new SplittableRandom(bytes).nextBytes(content);
            Files.write(file, content);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
        if (direct) {
            return directKitchen(file);
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

    /**
     * Reads with {@code O_DIRECT}. The buffer's address and length must be multiples of the block size; each meal reads
     * through its own view of a shared aligned sink (a duplicate: a buffer's position is not shared between threads).
     */
    private Kitchen directKitchen(Path file) throws IOException {
        int block;
        try {
            block = Math.toIntExact(Files.getFileStore(file).getBlockSize());
            try (FileChannel probe = FileChannel.open(file, StandardOpenOption.READ, ExtendedOpenOption.DIRECT)) {
                probe.size();
            }
        } catch (IOException | UnsupportedOperationException | ArithmeticException e) {
            Files.deleteIfExists(file);
            throw new IOException("direct file reads (O_DIRECT) are not possible for " + file + " (" + e.getMessage()
                    + "); use the page-cache read, or point java.io.tmpdir at a file system that"
                    + " supports O_DIRECT", e);
        }
        int length = (bytes + block - 1) / block * block;
        ByteBuffer[] sinks = new ByteBuffer[SINKS];
        for (int i = 0; i < SINKS; i++) {
            sinks[i] = ByteBuffer.allocateDirect(length + block).alignedSlice(block).limit(length);
        }
        return new Kitchen() {
            @Override
            public Meal plate(Seat seat) {
                ByteBuffer sink = sinks[seat.index() % SINKS];
                return () -> {
                    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ, ExtendedOpenOption.DIRECT)) {
                        ByteBuffer view = sink.duplicate();
                        int read = 0;
                        while (read < bytes) {
                            int n = in.read(view, read);
                            if (n < 0) {
                                break;
                            }
                            read += n;
                        }
                        if (read != bytes) {
                            throw new IOException("read " + read + " of " + bytes + " bytes from " + file);
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
        return "fileRead " + MealSize.formatBytes(bytes) + (direct ? " direct" : "");
    }
}
