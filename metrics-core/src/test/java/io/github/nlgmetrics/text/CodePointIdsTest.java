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

    @Test
    void theDirectTableForTextGivesTheSameIdsAsTheHashTable() {
        CodePointIds hashed = new CodePointIds();
        CodePointIds text = CodePointIds.forText();
        java.util.Random random = new java.util.Random(7);
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 20_000; i++) {
                // mostly BMP characters (the direct table), some supplementary ones (the hash table)
                int cp = random.nextInt(4) == 0 ? 0x10000 + random.nextInt(5_000) : random.nextInt(1 << 16);
                assertEquals(hashed.id(cp), text.id(cp), "code point " + cp);
            }
            assertEquals(hashed.size(), text.size());
            hashed.reset();
            text.reset();
            assertEquals(0, text.size());
        }
    }
}
