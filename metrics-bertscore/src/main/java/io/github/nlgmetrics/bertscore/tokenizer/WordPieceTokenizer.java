package io.github.nlgmetrics.bertscore.tokenizer;

import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * transformers 4.26.1's slow {@code BertTokenizer} as bert_score's {@code sent_encode} calls it: the special
 * tokens split out of the text first ({@code PreTrainedTokenizer.tokenize}), the basic tokenizer
 * ({@link BertBasicTokenizer}) on the rest, then greedy longest-match-first WordPiece with the {@code ##}
 * continuation prefix; a word longer than 100 code points, or one with no segmentation, is {@code [UNK]}.
 * The ids are {@code [CLS] ids[:maxLength-2] [SEP]}.
 *
 * <p>Quirks reproduced:
 * <ul>
 *   <li>With {@code do_lower_case}, {@code PreTrainedTokenizer.tokenize} lower-cases the text <em>one
 *       character at a time</em> ({@code re.sub(r"(specials)|(.+?)", ...)}) before anything else, so a
 *       capital sigma always becomes {@code σ}, never the final {@code ς} that {@code str.lower()} gives
 *       at the end of a word; special tokens written in capitals ({@code [SEP]}) are kept and become their
 *       ids wherever they occur in the text.</li>
 *   <li>{@code strip_accents=None} (the default) strips accents exactly when lower-casing; {@code False}
 *       keeps them even when lower-casing; {@code True} strips them without lower-casing.</li>
 *   <li>Control characters are {@code unicodedata}'s {@code C*} categories of Unicode 14.0: a code point
 *       unassigned in Unicode 14 is dropped from the text.</li>
 * </ul>
 *
 * <p>Immutable and safe to share between threads.
 */
public final class WordPieceTokenizer implements SubwordTokenizer {
    /** transformers' {@code WordpieceTokenizer.max_input_chars_per_word}. */
    public static final int MAX_INPUT_CHARS_PER_WORD = 100;
    private static final String PREFIX = "##";

    /**
     * {@code BertTokenizer}'s options: {@code do_lower_case}, {@code strip_accents} ({@code null} = None),
     * {@code tokenize_chinese_chars}, {@code model_max_length}, and the five special tokens.
     */
    public record Options(boolean doLowerCase, Boolean stripAccents, boolean tokenizeChineseChars, int modelMaxLength,
                          String unkToken, String sepToken, String padToken, String clsToken, String maskToken) {
        /** Validates the values. */
        public Options {
            if (modelMaxLength < 2) {
                throw new IllegalArgumentException("model_max_length must be at least 2 (room for [CLS] and [SEP]), got "
                        + modelMaxLength);
            }
            Objects.requireNonNull(unkToken, "unkToken");
            Objects.requireNonNull(sepToken, "sepToken");
            Objects.requireNonNull(padToken, "padToken");
            Objects.requireNonNull(clsToken, "clsToken");
            Objects.requireNonNull(maskToken, "maskToken");
        }

        /** {@code BertTokenizer}'s defaults: lower-casing, accents stripped with it, CJK split, 512 ids. */
        public static Options defaults() {
            return new Options(true, null, true, 512, "[UNK]", "[SEP]", "[PAD]", "[CLS]", "[MASK]");
        }

        /** These options with {@code do_lower_case} set. */
        public Options withDoLowerCase(boolean v) {
            return new Options(v, stripAccents, tokenizeChineseChars, modelMaxLength, unkToken, sepToken, padToken,
                    clsToken, maskToken);
        }

        /** These options with {@code strip_accents} set ({@code null} = None). */
        public Options withStripAccents(Boolean v) {
            return new Options(doLowerCase, v, tokenizeChineseChars, modelMaxLength, unkToken, sepToken, padToken,
                    clsToken, maskToken);
        }

        /** These options with {@code tokenize_chinese_chars} set. */
        public Options withTokenizeChineseChars(boolean v) {
            return new Options(doLowerCase, stripAccents, v, modelMaxLength, unkToken, sepToken, padToken,
                    clsToken, maskToken);
        }

        /** These options with {@code model_max_length} set. */
        public Options withModelMaxLength(int v) {
            return new Options(doLowerCase, stripAccents, tokenizeChineseChars, v, unkToken, sepToken, padToken,
                    clsToken, maskToken);
        }

        /** These options with the five special tokens set. */
        public Options withSpecialTokens(String unk, String sep, String pad, String cls, String mask) {
            return new Options(doLowerCase, stripAccents, tokenizeChineseChars, modelMaxLength, unk, sep, pad, cls, mask);
        }
    }

    private final Map<String, Integer> vocab;
    private final PieceTrie initialPieces;
    private final PieceTrie continuationPieces;
    private final String[] idToToken;
    private final Options options;
    private final BertBasicTokenizer basic;
    private final String[] specials;
    private final boolean specialsStartOther;
    private final int unkId;
    private final int clsId;
    private final int sepId;
    private final int padId;

    private WordPieceTokenizer(List<String> vocabulary, Options options) {
        if (vocabulary.isEmpty()) {
            throw new IllegalArgumentException("empty WordPiece vocabulary");
        }
        this.options = options;
        this.vocab = new HashMap<>(vocabulary.size() * 2);
        this.idToToken = vocabulary.toArray(new String[0]);
        for (int i = 0; i < idToToken.length; i++) {
            vocab.put(Objects.requireNonNull(idToToken[i], "vocabulary entry"), i); // load_vocab: the last line wins
        }
        this.initialPieces = new PieceTrie();
        this.continuationPieces = new PieceTrie();
        vocab.forEach((tok, id) -> {
            if (tok.startsWith(PREFIX)) {
                continuationPieces.add(tok.substring(PREFIX.length()), id);
            }
            initialPieces.add(tok, id);
        });
        Set<String> sp = new LinkedHashSet<>(List.of(options.unkToken(), options.sepToken(), options.padToken(),
                options.clsToken(), options.maskToken()));
        this.specials = sp.toArray(new String[0]);
        this.specialsStartOther = sp.stream().anyMatch(t -> !t.startsWith("["));
        this.basic = new BertBasicTokenizer(options.doLowerCase(), options.stripAccents(), options.tokenizeChineseChars(),
                sp);
        Integer unk = vocab.get(options.unkToken());
        if (unk == null) {
            throw new IllegalArgumentException("the unknown token " + options.unkToken() + " is not in the vocabulary");
        }
        this.unkId = unk;
        this.clsId = idOf(options.clsToken());
        this.sepId = idOf(options.sepToken());
        this.padId = idOf(options.padToken());
    }

    /** A tokenizer over {@code vocabulary} (id = position, as in {@code vocab.txt}) with {@code options}. */
    public static WordPieceTokenizer of(List<String> vocabulary, Options options) {
        return new WordPieceTokenizer(List.copyOf(vocabulary), Objects.requireNonNull(options, "options"));
    }

    /** The options this tokenizer was built with. */
    public Options options() {
        return options;
    }

    /** {@code convert_tokens_to_ids} of one token: its id, or {@code [UNK]}'s. */
    public int idOf(String token) {
        return vocab.getOrDefault(token, unkId);
    }

    /** {@code convert_ids_to_tokens} of one id. */
    public String tokenOf(int id) {
        if (id < 0 || id >= idToToken.length) {
            throw new IllegalArgumentException("token id " + id + " is outside the vocabulary of " + idToToken.length);
        }
        return idToToken[id];
    }

    @Override
    public int[] encode(String text) {
        String s = PyStrings.strip(text);
        if (s.isEmpty()) {
            return new int[] {clsId, sepId};
        }
        IntList pieces = pieceIds(s);
        int n = Math.min(pieces.size, options.modelMaxLength() - 2);
        int[] ids = new int[n + 2];
        ids[0] = clsId;
        System.arraycopy(pieces.values, 0, ids, 1, n);
        ids[n + 1] = sepId;
        return ids;
    }

    @Override
    public List<String> tokens(String text) {
        int[] ids = encode(text);
        List<String> out = new ArrayList<>(ids.length);
        for (int id : ids) {
            out.add(idToToken[id]);
        }
        return out;
    }

    /**
     * {@code tokenizer.tokenize(text)}: the word pieces of {@code text} without special tokens added (special
     * tokens written in the text are kept whole). A special token that the vocabulary lacks reads as the unknown
     * token here (transformers would return its text and then encode it as the unknown token's id).
     */
    public List<String> tokenize(String text) {
        IntList ids = pieceIds(text);
        List<String> out = new ArrayList<>(ids.size);
        for (int i = 0; i < ids.size; i++) {
            out.add(idToToken[ids.values[i]]);
        }
        return out;
    }

    /** The ids of {@code tokenize(text)}. */
    private IntList pieceIds(String text) {
        String s = options.doLowerCase() ? lowerOutsideSpecials(text) : text;
        IntList out = new IntList(s.length() / 3 + 4);
        int start = 0;
        int i = 0;
        while (i < s.length()) {
            String special = s.charAt(i) == '[' || specialsStartOther ? specialAt(s, i) : null;
            if (special == null) {
                i++;
                continue;
            }
            addPieces(s.substring(start, i), out);
            out.add(idOf(special));
            i += special.length();
            start = i;
        }
        addPieces(start == 0 ? s : s.substring(start), out);
        return out;
    }

    private void addPieces(String chunk, IntList out) {
        if (chunk.isEmpty()) {
            return;
        }
        for (String token : basic.tokenize(chunk)) {
            if (token.length() > MAX_INPUT_CHARS_PER_WORD
                    && token.codePointCount(0, token.length()) > MAX_INPUT_CHARS_PER_WORD) {
                out.add(unkId);
            } else {
                wordPieces(token, out);
            }
        }
    }

    /**
     * Greedy longest-match-first segmentation of one word (transformers shortens {@code chars[start:end]} from the
     * end until it is in the vocabulary; the longest vocabulary prefix, found in one walk of a trie, is the same
     * piece); the whole word is {@code [UNK]} if some position has no piece.
     */
    private void wordPieces(String word, IntList out) {
        int mark = out.size;
        int start = 0;
        int len = word.length();
        while (start < len) {
            long found = (start == 0 ? initialPieces : continuationPieces).longestPrefix(word, start);
            if (found < 0) {
                out.size = mark;
                out.add(unkId);
                return;
            }
            out.add((int) (found >>> 32));
            start = (int) found;
        }
    }

    private String specialAt(String s, int i) {
        for (String sp : specials) {
            if (!sp.isEmpty() && s.startsWith(sp, i)) {
                return sp;
            }
        }
        return null;
    }

    /** The text lower-cased one code point at a time, the special tokens kept as written. */
    private String lowerOutsideSpecials(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            String special = specialAt(text, i);
            if (special != null) {
                sb.append(special);
                i += special.length();
                continue;
            }
            int cp = text.codePointAt(i);
            int n = Character.charCount(cp);
            if (cp < 0x80) {
                sb.append(cp >= 'A' && cp <= 'Z' ? (char) (cp + 32) : (char) cp);
            } else {
                sb.append(PyCase.lower(text.substring(i, i + n)));
            }
            i += n;
        }
        return sb.toString();
    }

    @Override
    public int maxLength() {
        return options.modelMaxLength();
    }

    @Override
    public boolean isSpecial(int id) {
        return id == clsId || id == sepId;
    }

    @Override
    public int padId() {
        return padId;
    }

    @Override
    public int vocabularySize() {
        return idToToken.length;
    }

    @Override
    public String toString() {
        return "WordPieceTokenizer[vocab=" + idToToken.length + ", " + options + "]";
    }

    /** The vocabulary in id order (a copy). */
    public List<String> vocabulary() {
        return Arrays.asList(idToToken.clone());
    }

    /** A growable {@code int} list. */
    private static final class IntList {
        int[] values;
        int size;

        IntList(int capacity) {
            values = new int[Math.max(4, capacity)];
        }

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }
    }

    /** A character trie of vocabulary pieces: the id and end of the longest piece that starts at a position. */
    private static final class PieceTrie {
        private final Map<Long, Integer> edges = new HashMap<>();
        private int[] ids = {-1};
        private int nodes = 1;

        void add(String piece, int id) {
            int node = 0;
            for (int i = 0; i < piece.length(); i++) {
                long key = ((long) node << 16) | piece.charAt(i);
                Integer next = edges.get(key);
                if (next == null) {
                    next = nodes++;
                    if (next == ids.length) {
                        ids = Arrays.copyOf(ids, ids.length * 2);
                        Arrays.fill(ids, next, ids.length, -1);
                    }
                    edges.put(key, next);
                }
                node = next;
            }
            if (!piece.isEmpty()) {
                ids[node] = id;
            }
        }

        /**
         * The longest piece that {@code word} has at {@code start}, ending on a code point boundary:
         * {@code id << 32 | end}, or -1.
         */
        long longestPrefix(String word, int start) {
            long best = -1;
            int node = 0;
            for (int i = start; i < word.length(); i++) {
                Integer next = edges.get(((long) node << 16) | word.charAt(i));
                if (next == null) {
                    break;
                }
                node = next;
                if (ids[node] >= 0 && !(i + 1 < word.length() && Character.isLowSurrogate(word.charAt(i + 1))
                        && Character.isHighSurrogate(word.charAt(i)))) {
                    best = ((long) ids[node] << 32) | (i + 1);
                }
            }
            return best;
        }
    }
}
