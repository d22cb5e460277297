package io.github.nlgmetrics.bertscore.tokenizer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * transformers 4.26.1's {@code Trie.split}: the text cut around every occurrence of the tokens added to the trie,
 * in one left-to-right pass, with that implementation's rules, which are not simply "longest match first":
 * <ul>
 *   <li>a match is noticed one character after it ends (or at the end of the text); then, among the partial
 *       matches that started at or before it, the earliest one that can complete wins, extended as far as the
 *       trie allows (so of {@code extra_id_1} and {@code extra_id_100} the longer is taken);</li>
 *   <li>a partial match that started earlier was already advanced by the current character, one that did not
 *       fit it (and is about to be dropped) is looked ahead from the next character all the same;</li>
 *   <li>the characters of a match are skipped, so no match starts inside another; a match may start right
 *       where the previous one ended.</li>
 * </ul>
 * Positions are UTF-16 units where Python counts code points; a token never starts or ends inside a surrogate
 * pair, so the cuts are the same.
 *
 * <p>Immutable once built; {@link #split} is thread-safe.
 */
final class AddedTokenTrie {
    /** A trie node: its children by character and whether a token ends here ({@code "" in node}). */
    private static final class Node {
        final Map<Character, Node> next = new HashMap<>(4);
        boolean end;
    }

    private final Node root = new Node();
    /** Whether a token starts with the character (the array ends after the largest such character). */
    private boolean[] firstChars = new boolean[0];

    /** {@code Trie.add}: an empty word is ignored. */
    void add(String word) {
        if (word.isEmpty()) {
            return;
        }
        Node node = root;
        for (int i = 0; i < word.length(); i++) {
            node = node.next.computeIfAbsent(word.charAt(i), c -> new Node());
        }
        node.end = true;
        char c = word.charAt(0);
        if (c >= firstChars.length) {
            firstChars = java.util.Arrays.copyOf(firstChars, c + 1);
        }
        firstChars[c] = true;
    }

    /** {@code Trie.split(text)}: the pieces of {@code text} in order, none empty; the tokens are pieces of their own. */
    List<String> split(String text) {
        int n = text.length();
        int first = 0;
        boolean[] opens = firstChars;
        while (first < n) {
            char c = text.charAt(first);
            if (c < opens.length && opens[c]) {
                break;
            }
            first++;
        }
        if (first == n) {
            return n == 0 ? List.of() : List.of(text); // no state is ever opened
        }
        List<Integer> offsets = new ArrayList<>();
        offsets.add(0);
        int[] starts = new int[8];
        Node[] pointers = new Node[8];
        boolean[] dead = new boolean[8];
        int count = 0;
        int skip = 0;
        for (int current = first; current < n; current++) {
            if (current < skip) {
                continue;
            }
            char c = text.charAt(current);
            boolean reset = false;
            for (int k = 0; k < count; k++) {
                if (pointers[k].end) {
                    int start = starts[k];
                    int end = current;
                    for (int j = 0; j < count; j++) {
                        int lookStart = starts[j];
                        if (lookStart > start) {
                            break;
                        }
                        // an earlier partial match has already taken the current character
                        int look = lookStart < start ? current + 1 : current;
                        end = look;
                        Node pointer = pointers[j];
                        if (pointer.end) {
                            start = lookStart;
                            end = look;
                            skip = look;
                        }
                        while (look < n) {
                            Node next = pointer.next.get(text.charAt(look));
                            if (next == null) {
                                break;
                            }
                            pointer = next;
                            look++;
                            if (pointer.end) {
                                start = lookStart;
                                end = look;
                                skip = look;
                            }
                        }
                    }
                    offsets.add(start);
                    offsets.add(end);
                    reset = true;
                    break;
                }
                Node next = pointers[k].next.get(c);
                if (next != null) {
                    pointers[k] = next;
                } else {
                    dead[k] = true;
                }
            }
            if (reset) {
                java.util.Arrays.fill(dead, 0, count, false);
                count = 0;
            } else {
                int kept = 0;
                for (int k = 0; k < count; k++) {
                    if (!dead[k]) {
                        starts[kept] = starts[k];
                        pointers[kept] = pointers[k];
                        kept++;
                    }
                    dead[k] = false;
                }
                count = kept;
            }
            if (current >= skip) {
                Node opened = root.next.get(c);
                if (opened != null) {
                    if (count == starts.length) {
                        starts = java.util.Arrays.copyOf(starts, count * 2);
                        pointers = java.util.Arrays.copyOf(pointers, count * 2);
                        dead = java.util.Arrays.copyOf(dead, count * 2);
                    }
                    starts[count] = current;
                    pointers[count] = opened;
                    count++;
                }
            }
        }
        for (int k = 0; k < count; k++) {
            if (pointers[k].end) {
                offsets.add(starts[k]);
                offsets.add(n);
                break;
            }
        }
        return cut(text, offsets);
    }

    /** {@code Trie.cut_text}: the text between consecutive offsets; a backward or empty cut is skipped. */
    private static List<String> cut(String text, List<Integer> offsets) {
        offsets.add(text.length());
        List<String> pieces = new ArrayList<>(offsets.size());
        int start = 0;
        for (int end : offsets) {
            if (start >= end) {
                continue; // start > end: transformers logs "There was a bug in Trie algorithm" and goes on
            }
            pieces.add(text.substring(start, end));
            start = end;
        }
        return pieces;
    }
}
