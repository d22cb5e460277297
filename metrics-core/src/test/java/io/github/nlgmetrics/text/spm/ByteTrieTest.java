package io.github.nlgmetrics.text.spm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The double-array trie agrees with a hash map of its keys: exact lookups and longest prefixes. */
class ByteTrieTest {
    @Test
    void lookupsAgreeWithAMapOnRandomKeys() {
        Random r = new Random(7);
        for (int round = 0; round < 20; round++) {
            List<byte[]> keys = new ArrayList<>();
            Map<String, Integer> expected = new HashMap<>();
            int n = 1 + r.nextInt(3000);
            for (int i = 0; i < n; i++) {
                byte[] k = new byte[1 + r.nextInt(6)];
                for (int j = 0; j < k.length; j++) {
                    // A small alphabet with high bytes, so keys share prefixes and labels collide.
                    k[j] = (byte) (r.nextBoolean() ? 0x61 + r.nextInt(4) : 0x80 + r.nextInt(128));
                }
                keys.add(k);
                expected.putIfAbsent(new String(k, StandardCharsets.ISO_8859_1), i);
            }
            int[] vals = new int[n];
            for (int i = 0; i < n; i++) {
                vals[i] = i;
            }
            ByteTrie trie = new ByteTrie(keys.toArray(new byte[0][]), vals);
            for (int q = 0; q < 2000; q++) {
                byte[] text = new byte[r.nextInt(8)];
                for (int j = 0; j < text.length; j++) {
                    text[j] = (byte) (r.nextBoolean() ? 0x61 + r.nextInt(4) : 0x80 + r.nextInt(128));
                }
                String s = new String(text, StandardCharsets.ISO_8859_1);
                assertEquals(expected.getOrDefault(s, ByteTrie.NONE), trie.get(text, 0, text.length), s);
                int longest = 0;
                for (int len = 1; len <= text.length; len++) {
                    if (expected.containsKey(s.substring(0, len))) {
                        longest = len;
                    }
                }
                assertEquals(longest, trie.longestPrefix(text, 0, text.length));
            }
            for (Map.Entry<String, Integer> e : expected.entrySet()) {
                byte[] k = e.getKey().getBytes(StandardCharsets.ISO_8859_1);
                assertEquals(e.getValue(), trie.get(k, 0, k.length));
            }
        }
    }

    @Test
    void theEmptyTrieHasNoKeys() {
        ByteTrie trie = new ByteTrie(new byte[0][], new int[0]);
        assertEquals(ByteTrie.NONE, trie.get(new byte[] {1}, 0, 1));
        assertEquals(0, trie.longestPrefix(new byte[] {1}, 0, 1));
    }
}
