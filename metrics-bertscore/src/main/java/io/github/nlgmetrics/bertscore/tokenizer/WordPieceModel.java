package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * The model of transformers 4.26.1's slow {@code BertTokenizer} ({@code DistilBertTokenizer},
 * {@code ElectraTokenizer}): {@code _tokenize} = the basic tokenizer ({@link BertBasicTokenizer}, unless
 * {@code do_basic_tokenize} is false: then only a split on whitespace), then greedy longest-match-first WordPiece
 * with the {@code ##} continuation prefix; a word longer than 100 code points, or one with no segmentation, is the
 * unknown token (the one the tokenizer was constructed with). A token in the configured {@code never_split} is kept
 * whole and looked up as it is.
 *
 * <p>The vocabulary is {@code vocab.txt} as {@code load_vocab} reads it: id = line number, a repeated line keeps its
 * last id (and the earlier id then reads back as the unknown token). Immutable and thread-safe.
 */
final class WordPieceModel implements TokenizerModel {
    /** transformers' {@code WordpieceTokenizer.max_input_chars_per_word}. */
    static final int MAX_INPUT_CHARS_PER_WORD = 100;
    private static final String PREFIX = "##";

    private final Map<String, Integer> vocab;
    private final String[] lines;
    private final PieceTrie initialPieces;
    private final PieceTrie continuationPieces;
    private final BertBasicTokenizer basic;
    private final Set<String> neverSplit;
    private final String wordPieceUnk;
    private final String unkToken;

    /**
     * @param vocabulary {@code vocab.txt}'s lines
     * @param basic the basic tokenizer, or null ({@code do_basic_tokenize=False})
     * @param neverSplit the configured {@code never_split} ({@code basic_tokenizer.never_split})
     * @param wordPieceUnk the unknown token {@code WordpieceTokenizer} was built with (the constructor's)
     * @param unkToken the tokenizer's unknown token at the end of loading ({@code _convert_token_to_id}'s fallback)
     */
    WordPieceModel(List<String> vocabulary, BertBasicTokenizer basic, Set<String> neverSplit, String wordPieceUnk,
                   String unkToken) {
        if (vocabulary.isEmpty()) {
            throw new IllegalArgumentException("empty WordPiece vocabulary");
        }
        this.lines = vocabulary.toArray(new String[0]);
        this.vocab = new HashMap<>(lines.length * 2);
        for (int i = 0; i < lines.length; i++) {
            vocab.put(Objects.requireNonNull(lines[i], "vocabulary entry"), i); // load_vocab: the last line wins
        }
        this.initialPieces = new PieceTrie();
        this.continuationPieces = new PieceTrie();
        vocab.forEach((tok, id) -> {
            if (tok.startsWith(PREFIX)) {
                continuationPieces.add(tok.substring(PREFIX.length()), id);
            }
            initialPieces.add(tok, id);
        });
        this.basic = basic;
        this.neverSplit = Set.copyOf(neverSplit);
        this.wordPieceUnk = wordPieceUnk;
        this.unkToken = unkToken;
    }

    @Override
    public void encode(String chunk, ToIntFunction<String> ids, IntList out) {
        if (basic == null) {
            for (String word : PyStrings.split(chunk)) {
                wordPieces(word, ids, out);
            }
            return;
        }
        for (String token : basic.tokenize(chunk)) {
            if (neverSplit.contains(token)) {
                out.add(TokenizerModel.checked(ids.applyAsInt(token), token));
            } else {
                wordPieces(token, ids, out);
            }
        }
    }

    /**
     * Greedy longest-match-first segmentation of one word (transformers shortens {@code chars[start:end]} from the
     * end until it is in the vocabulary; the longest vocabulary prefix, found in one walk of a trie, is the same
     * piece); the whole word is the unknown token if some position has no piece.
     */
    private void wordPieces(String word, ToIntFunction<String> ids, IntList out) {
        if (word.length() > MAX_INPUT_CHARS_PER_WORD && word.codePointCount(0, word.length()) > MAX_INPUT_CHARS_PER_WORD) {
            out.add(TokenizerModel.checked(ids.applyAsInt(wordPieceUnk), wordPieceUnk));
            return;
        }
        int mark = out.size;
        int start = 0;
        int len = word.length();
        while (start < len) {
            long found = (start == 0 ? initialPieces : continuationPieces).longestPrefix(word, start);
            if (found < 0) {
                out.size = mark;
                out.add(TokenizerModel.checked(ids.applyAsInt(wordPieceUnk), wordPieceUnk));
                return;
            }
            out.add((int) (found >>> 32));
            start = (int) found;
        }
    }

    @Override
    public int tokenToId(String token) {
        return TokenizerModel.lookup(vocab, token, unkToken);
    }

    @Override
    public String idToToken(int id) {
        // ids_to_tokens = {id: tok for tok, id in vocab.items()}; .get(index, unk_token)
        return id >= 0 && id < lines.length && vocab.get(lines[id]) == id ? lines[id] : unkToken;
    }

    @Override
    public int vocabSize() {
        return vocab.size();
    }

    @Override
    public int idLimit() {
        return lines.length;
    }

    /** The vocabulary in id order, as {@code vocab.txt} lists it (a copy). */
    List<String> lines() {
        return Arrays.asList(lines.clone());
    }

    @Override
    public String toString() {
        return "WordPiece[" + lines.length + " lines" + (basic == null ? ", no basic tokenizer" : "") + "]";
    }

    /**
     * A character trie of vocabulary pieces: the id and end of the longest piece that starts at a position. The
     * edges are one open-addressing table from {@code node << 16 | char} to the child (a {@code HashMap<Long, ...>}
     * of these keys collides into tree bins and was most of the time spent), its keys spread by a 64-bit mixer.
     */
    private static final class PieceTrie {
        private long[] keys = new long[1 << 10];
        private int[] children = new int[1 << 10];
        private int edgeCount;
        private int[] ids = {-1};
        private int nodes = 1;

        PieceTrie() {
            Arrays.fill(keys, -1L);
        }

        void add(String piece, int id) {
            int node = 0;
            for (int i = 0; i < piece.length(); i++) {
                long key = ((long) node << 16) | piece.charAt(i);
                int next = child(key);
                if (next < 0) {
                    next = nodes++;
                    if (next == ids.length) {
                        ids = Arrays.copyOf(ids, ids.length * 2);
                        Arrays.fill(ids, next, ids.length, -1);
                    }
                    put(key, next);
                }
                node = next;
            }
            if (!piece.isEmpty()) {
                ids[node] = id;
            }
        }

        private int slot(long key, long[] table) {
            long h = key * 0x9E3779B97F4A7C15L;
            int mask = table.length - 1;
            int i = (int) (h ^ (h >>> 29)) & mask;
            while (table[i] != -1L && table[i] != key) {
                i = (i + 1) & mask;
            }
            return i;
        }

        private int child(long key) {
            int i = slot(key, keys);
            return keys[i] == key ? children[i] : -1;
        }

        private void put(long key, int child) {
            if (2 * (edgeCount + 1) > keys.length) {
                long[] oldKeys = keys;
                int[] oldChildren = children;
                keys = new long[oldKeys.length * 2];
                children = new int[oldKeys.length * 2];
                Arrays.fill(keys, -1L);
                for (int j = 0; j < oldKeys.length; j++) {
                    if (oldKeys[j] != -1L) {
                        int k = slot(oldKeys[j], keys);
                        keys[k] = oldKeys[j];
                        children[k] = oldChildren[j];
                    }
                }
            }
            int i = slot(key, keys);
            keys[i] = key;
            children[i] = child;
            edgeCount++;
        }

        /**
         * The longest piece that {@code word} has at {@code start}, ending on a code point boundary:
         * {@code id << 32 | end}, or -1.
         */
        long longestPrefix(String word, int start) {
            long best = -1;
            int node = 0;
            for (int i = start; i < word.length(); i++) {
                node = child(((long) node << 16) | word.charAt(i));
                if (node < 0) {
                    break;
                }
                if (ids[node] >= 0 && !(i + 1 < word.length() && Character.isLowSurrogate(word.charAt(i + 1))
                        && Character.isHighSurrogate(word.charAt(i)))) {
                    best = ((long) ids[node] << 32) | (i + 1);
                }
            }
            return best;
        }
    }
}
