package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.DinnerResult;
import io.philosopherwars.core.DinnerSpec;
import io.philosopherwars.core.StopRule;
import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.demo.DinnerCli;
import io.philosopherwars.core.locks.LockImplementation;
import io.philosopherwars.core.workload.FileRead;
import io.philosopherwars.core.workload.Workload;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The file meal from the page cache (the talk's) and from the disk ({@code O_DIRECT}): both serve every meal, and only
 * the direct one makes the process fetch bytes from the storage layer ({@code read_bytes} of {@code /proc/self/io}).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class FileReadTest {
    private static final int BYTES = 16 * 1024;
    private static final int PHILOSOPHERS = 8;
    private static final int MEALS_EACH = 25;

    @ParameterizedTest
    @EnumSource(ThreadKind.class)
    void aDirectReadFetchesEveryMealFromTheDiskAndAPageCacheReadDoesNot(ThreadKind threads) throws IOException {
        assumeDirectIoHere();
        long cached = storageBytesRead(() -> serve(threads, new FileRead(BYTES)));
        long direct = storageBytesRead(() -> serve(threads, new FileRead(BYTES, true)));

        long meals = (long) PHILOSOPHERS * MEALS_EACH;
        // Every direct meal reads its 16 KB from the device; the page-cache dinner reads the file it just wrote.
        assertTrue(direct >= meals * BYTES, () -> "direct: " + direct + " bytes from storage for " + meals + " meals");
        assertTrue(cached < meals * BYTES / 4, () -> "page cache: " + cached + " bytes from storage");
    }

    @Test
    void theMealSaysWhereItReadsFrom() {
        assertEquals("fileRead 16KB", new FileRead(BYTES).label());
        assertEquals("fileRead 16KB direct", new FileRead(BYTES, true).label());
    }

    @Test
    void theDemoReadsTheDiskWhenAsked() {
        List<DinnerSpec> specs = DinnerCli.parse(new String[] { "--workloads", "fileRead,noop", "--direct-io", "true",
                "--implementations", "synchronized", "--threads", "virtual", "--stop", "allFull" });

        assertEquals(List.of(new FileRead(BYTES, true), new io.philosopherwars.core.workload.Noop()),
                specs.stream().map(DinnerSpec::workload).toList());
    }

    private static DinnerResult serve(ThreadKind threads, Workload meal) {
        DinnerResult result = new DinnerSpec(LockImplementation.SYNCHRONIZED, threads, meal, PHILOSOPHERS, MEALS_EACH,
                StopRule.ALL_FULL, Duration.ofSeconds(30)).serve();
        assertEquals((long) PHILOSOPHERS * MEALS_EACH, result.meals().total(), result::toString);
        return result;
    }

    /** Bytes this process caused to be fetched from the storage layer while the dinner ran. */
    private static long storageBytesRead(Runnable dinner) throws IOException {
        long before = readBytes();
        dinner.run();
        return readBytes() - before;
    }

    private static long readBytes() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/io"), StandardCharsets.UTF_8)) {
            if (line.startsWith("read_bytes:")) {
                return Long.parseLong(line.substring("read_bytes:".length()).trim());
            }
        }
        throw new IOException("no read_bytes in /proc/self/io");
    }

    /** Linux with per-process I/O accounting and a temporary directory that accepts O_DIRECT; skipped elsewhere. */
    private static void assumeDirectIoHere() {
        Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/self/io")), "no /proc/self/io (not Linux)");
        try {
            new FileRead(BYTES, true).open(2).close(); // opened: the file system accepts O_DIRECT
        } catch (IOException e) {
            assertTrue(e.getMessage().contains("O_DIRECT"), e::getMessage);
            Assumptions.abort("the temporary directory refuses O_DIRECT: " + e.getMessage());
        }
    }
}
