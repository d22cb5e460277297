package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link CodePointIds}: dense ids in order of first sight, forgotten on reset. */
class CodePointIdsTest {
    @Test
    void denseIdsInOrderOfFirstSight() {
        CodePointIds ids = new CodePointIds();
        for (int cp = 0; cp < 5_000; cp++) {
            assertEquals(cp, ids.id(0x10FFFF - cp * 7));
        }
        for (int cp = 0; cp < 5_000; cp++) {
            assertEquals(cp, ids.id(0x10FFFF - cp * 7));
        }
        assertEquals(5_000, ids.size());
        ids.reset();
        assertEquals(0, ids.id('a'));
        assertEquals(1, ids.size());
    }
}
