package io.philosopherwars.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one table writer of the tools, and its reader: what is written reads back cell for cell. */
class MarkdownTableTest {
    @Test
    void aWrittenTableReadsBackCellForCell() {
        MarkdownTable table = new MarkdownTable().left("dinner").right("ms").row("reentrantLock/virtual", 36.4)
                .row("a | b", "1,234");
        assertEquals("""
                | dinner | ms |
                |---|---:|
                | reentrantLock/virtual | 36.4 |
                | a \\| b | 1,234 |
                """, table.toString());

        List<MarkdownTable.Parsed> read = MarkdownTable.read("## Noop\n\nsome words\n\n" + table + "\nafter\n");
        assertEquals(1, read.size());
        assertEquals("Noop", read.get(0).heading());
        assertEquals(List.of("dinner", "ms"), read.get(0).headers());
        assertEquals("a | b", read.get(0).rows().get(1).get("dinner"));
        assertEquals("36.4", read.get(0).where("dinner", "reentrantLock/virtual").get(0).get("ms"));
    }

    @Test
    void aRowOfTheWrongWidthIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new MarkdownTable().left("a").right("b").row("only one"));
    }
}
