package io.philosopherwars.programs.publish;

import io.philosopherwars.programs.cli.Command;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * One publish per set at a time: an operating-system lock on {@code results/.<machine>.publish.lock}, beside the set
 * rather than in it ({@code --fresh} empties the set). The kernel releases it when its holder dies, so a killed run
 * leaves no stale lock, and a second run is refused at once, with the holder's pid and start time, before it touches
 * the journal or the set.
 */
final class PublishLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private PublishLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock of {@code machine}'s set under {@code results}, or {@link Command.Failure} naming its holder. */
    static PublishLock acquire(Path results, String machine) throws IOException {
        Files.createDirectories(results);
        Path file = results.resolve("." + machine + ".publish.lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            // Held by this very JVM (a second publish started in-process).
            lock = null;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            String holder = Files.readString(file, StandardCharsets.UTF_8).strip();
            channel.close();
            throw new Command.Failure(results.resolve(machine) + " is being published by another run ("
                    + (holder.isEmpty() ? "holder unknown" : holder) + "): one publish per set at a time; wait for"
                    + " it to end, or stop it and run the same command again to resume; nothing was changed");
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + ", started "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "\n").getBytes(StandardCharsets.UTF_8)));
        channel.force(false);
        return new PublishLock(channel, lock);
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
