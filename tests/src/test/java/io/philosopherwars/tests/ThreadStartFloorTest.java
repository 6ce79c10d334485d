package io.philosopherwars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.philosopherwars.core.ThreadKind;
import io.philosopherwars.programs.evidence.ThreadStartFloor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ThreadStartFloorTest {

    @Test
    void aRoundStartsEveryThreadAndLeavesNoneBehind() throws Exception {
        int before = Thread.activeCount();

        ThreadStartFloor.Round round = ThreadStartFloor.round(ThreadKind.PLATFORM, 300);

        assertEquals(300, round.threads());
        assertTrue(round.seatedNanos() > 0 && round.leftNanos() > 0, round::toString);
        assertTrue(Thread.activeCount() <= before + 1,
                () -> Thread.activeCount() + " threads alive, " + before + " before");
    }

    @Test
    void theCommandWritesItsTableAndRejectsBadInput(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("floor.md");

        assertEquals(0,
                ThreadStartFloor.run(
                        new String[] { "--counts", "100,200", "--rounds", "1", "--report", report.toString() },
                        System.out, System.err));
        String text = Files.readString(report);
        assertTrue(text.startsWith("# Thread start floor\n\n- machine: "), text);
        assertTrue(text.contains("| platform | 200 | 1 | ") && text.contains("| virtual | 100 | 1 | "), text);

        assertEquals(2, ThreadStartFloor.run(new String[] { "--counts", "0" }, System.out, System.err));
        assertEquals(2, ThreadStartFloor.run(new String[] { "--threads", "green" }, System.out, System.err));
    }
}
