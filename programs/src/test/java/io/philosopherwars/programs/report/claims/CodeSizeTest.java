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
        ResultSet set = new ResultSet(List.of(), dir);
        Claim.Judgement j = CodeSize.simplicity(set, Optional.of(sizes));
        assertEquals(Claim.Outcome.FAILS, j.outcome(), j.rows().toString());
        assertEquals(List.of(), j.facts(), "the sizes are rows, not sentences");
        // vertx has more of both (16 lines, 8 constructs): it decides; the other two have more lines and as many
        // constructs, and decide nothing.
        Row eventBus = j.rows().stream()
                .filter(r -> r.a().equals(Words.design("vertxEventBus")) && r.quantity().equals("lines of code"))
                .findFirst().orElseThrow();
        assertEquals(Row.Role.DECIDES, eventBus.role());
        assertEquals(Row.UNDECIDED, eventBus.does(), "more lines and as many constructs decide nothing");
        assertEquals(4, eventBus.valueA());
        assertEquals(2, eventBus.valueB(), "against the classic's");
        // Its files by their classes: "... (EventBusPhilosopher against LockChopsticks, ThreadPerPhilosopher)".
        assertTrue(eventBus.settings().contains("(EventBusPhilosopher against LockChopsticks"), eventBus.settings());
        Row vertx = j.rows().stream()
                .filter(r -> r.a().equals(Words.design("vertx")) && r.quantity().equals("concurrency constructs"))
                .findFirst().orElseThrow();
        assertEquals(Row.FAILS, vertx.does());
        assertEquals(8, vertx.valueA());
        assertEquals(2, vertx.valueB());
        assertEquals(16,
                j.rows().stream()
                        .filter(r -> r.a().equals(Words.design("vertx")) && r.quantity().equals("lines of code"))
                        .findFirst().orElseThrow().valueA());
        // The classic and the other lock designs are context: they decide nothing.
        assertTrue(j.rows().stream().filter(r -> r.a().equals(Words.design(CodeSize.CLASSIC)))
                .allMatch(r -> r.role() == Row.Role.CONTEXT && r.does().equals(Words.NA)), j.rows().toString());
        assertTrue(j.rows().stream().allMatch(r -> r.set().equals(set.name()) && r.claim().equals("apiSimplicity")));
        // Two rows (lines, constructs) for each design.
        assertEquals(2 * sizes.size(), j.rows().size());

        assertEquals(Claim.Outcome.NOT_MEASURED,
                CodeSize.simplicity(new ResultSet(List.of(), dir), CodeSize.of(dir.resolve("elsewhere"))).outcome());
    }
}
