package io.philosopherwars.programs.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.philosopherwars.programs.report.results.EvidenceRecord;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The thread-start floor measures no kind always in the other's wake, and labels its warm-up round. */
@Timeout(60)
class ThreadStartFloorTest {
    @TempDir
    Path dir;

    @Test
    void theKindsTakeTurnsRoundByRoundAndTheFirstRoundIsLabelledWarmUp() throws Exception {
        Path page = dir.resolve("floor.md");
        int exit = ThreadStartFloor.run(
                new String[] { "--counts", "10,20", "--rounds", "3", "--report", page.toString() },
                new PrintStream(new ByteArrayOutputStream()), System.err);

        assertEquals(0, exit);
        List<EvidenceRecord.Row> rows = EvidenceRecord
                .parse("x", Files.readString(dir.resolve("floor.json")), ThreadStartFloor.KIND)
                .tables(ThreadStartFloor.ROUNDS).getFirst().rows();
        List<String> order = rows.stream().map(r -> r.text(ThreadStartFloor.THREADS) + " "
                + (int) r.number(ThreadStartFloor.COUNT) + " " + r.text(ThreadStartFloor.PHASE)).toList();
        assertEquals(
                List.of("platform 10 warm-up", "virtual 10 warm-up", "virtual 10 measured", "platform 10 measured",
                        "platform 10 measured", "virtual 10 measured", "platform 20 warm-up", "virtual 20 warm-up",
                        "virtual 20 measured", "platform 20 measured", "platform 20 measured", "virtual 20 measured"),
                order);
    }
}
