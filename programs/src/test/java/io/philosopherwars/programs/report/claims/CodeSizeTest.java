package io.philosopherwars.programs.report.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import io.philosopherwars.programs.report.results.ResultSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodeSizeTest {
    @TempDir
    Path dir;

    @Test
    void commentsAndStringsAreNotCode() {
        String code = CodeSize.code("""
                /** Javadoc that says lock() twice: lock(). */
                class A {
                    // unlock() in a comment
                    void eat() { lock.lock(); log("send it // not a comment"); lock.unlock(); }
                }
                """);
        assertTrue(!code.contains("Javadoc") && !code.contains("in a comment") && !code.contains("send it"), code);
        assertEquals(2, CodeSize.CONSTRUCTS.matcher(code).results().count(), code);
    }

    @Test
    void eachDesignIsMeasuredFromItsFilesAndTheVertxDesignsAreWeighedAgainstTheClassic() throws IOException {
        for (List<String> files : CodeSize.DESIGNS.values()) {
            for (String file : files) {
                Path source = dir.resolve(file);
                Files.createDirectories(source.getParent());
                // The classic's files: two lines, one construct each; every vert.x file: four lines, two constructs.
                boolean vertx = file.contains("philosophers-vertx");
                Files.writeString(source, vertx ? "class V {\n  void a() { send(); }\n  void b() { reply(); }\n}\n"
                        : "// a comment\nclass C { void a() { lock(); } }\n\n");
            }
        }
        List<CodeSize.Size> sizes = CodeSize.of(dir).orElseThrow();
        assertEquals(CodeSize.CLASSIC, sizes.getFirst().design());
        assertEquals(2, sizes.getFirst().lines(), "two files of one line of code each");
        assertEquals(2, sizes.getFirst().constructs());
        Claim.Judgement j = Evidence.simplicity(new ResultSet(List.of(), dir), Optional.of(sizes));
        assertEquals(Claim.Outcome.FAILS, j.outcome(), j.facts().toString());
        // vertx has more of both (16 lines, 8 constructs): it decides; the other two have more lines and as many
        // constructs, and decide nothing.
        assertTrue(
                j.facts().contains(
                        "vertxEventBus: 4 lines of code, 2 concurrency constructs (EventBusPhilosopher.java)"),
                j.facts().toString());
        assertTrue(j.facts().stream().anyMatch(f -> f.startsWith("vertx: 16 lines of code, 8 concurrency")),
                j.facts().toString());

        assertEquals(Claim.Outcome.NOT_MEASURED,
                Evidence.simplicity(new ResultSet(List.of(), dir), CodeSize.of(dir.resolve("elsewhere"))).outcome());
    }
}
