package io.github.nlgmetrics.ja;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The dictionary image the tokenizer loads (built by {@link IpadicImage} in {@code process-classes})
 * holds exactly the dictionary {@link KuromojiIpadic} decodes from Kuromoji and corrects: the same
 * surfaces, the same entries in the same order, every connection cost, every character and every
 * unknown-word entry. ({@code IpadicTest} checks the image against MeCab's own files where they
 * are installed.)
 */
class IpadicImageTest {
    private static final Ipadic IMAGE = Ipadic.get();
    private static final KuromojiIpadic KUROMOJI = KuromojiIpadic.get();

    @Test
    void everySurfaceAndEntryEqualsKuromojisCorrected() throws IOException {
        TreeMap<String, int[]> expected = IpadicImage.surfaces(KUROMOJI);
        assertEquals(new ArrayList<>(expected.keySet()), IMAGE.surfaces());
        List<String> differ = new ArrayList<>();
        int entries = 0;
        for (Map.Entry<String, int[]> e : expected.entrySet()) {
            // the image's lookup against the Kuromoji reader's own (FST, A1BD swap, 令和 excluded, file order)
            int[] fromKuromoji = KUROMOJI.entries(e.getKey());
            if (!java.util.Arrays.equals(fromKuromoji, IMAGE.entries(e.getKey()))
                    || !java.util.Arrays.equals(fromKuromoji, e.getValue())) {
                differ.add(e.getKey());
            }
            entries += fromKuromoji.length / 3;
        }
        assertEquals(List.of(), differ);
        assertEquals(392126, entries);
        assertEquals(392126, IMAGE.entryCount());
    }

    @Test
    void theCorrectionsAreInTheImage() {
        assertArrayEquals(new int[0], IMAGE.entries(KuromojiIpadic.REIWA));
        assertArrayEquals(new int[] {1285, 1285, 7592}, IMAGE.entries("ＣＤ―ＲＯＭ"));
        assertArrayEquals(new int[0], IMAGE.entries("ＣＤ—ＲＯＭ"));
    }

    @Test
    void everyConnectionCostEqualsKuromojis() {
        assertEquals(KUROMOJI.lsize, IMAGE.lsize);
        assertArrayEquals(KUROMOJI.matrix, IMAGE.matrix);
    }

    @Test
    void theCharacterTableAndUnknownWordsEqualKuromojisCorrected() {
        assertArrayEquals(KUROMOJI.chars.table(), IMAGE.chars.table());
        assertEquals(KUROMOJI.unknown.length, IMAGE.unknown.length);
        for (int cat = 0; cat < KUROMOJI.unknown.length; cat++) {
            assertArrayEquals(KUROMOJI.unknown[cat], IMAGE.unknown[cat], IpadicCharProperty.NAMES[cat]);
        }
    }
}
