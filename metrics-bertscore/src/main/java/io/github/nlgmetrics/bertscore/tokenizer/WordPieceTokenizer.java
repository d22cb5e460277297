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
    private final String[] idToToken;
    private final Options options;
    private final BertBasicTokenizer basic;
    private final String[] specials;
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
        Set<String> sp = new LinkedHashSet<>(List.of(options.unkToken(), options.sepToken(), options.padToken(),
                options.clsToken(), options.maskToken()));
        this.specials = sp.toArray(new String[0]);
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
        List<String> tokens = tokenize(s);
        int n = Math.min(tokens.size(), options.modelMaxLength() - 2);
        int[] ids = new int[n + 2];
        ids[0] = clsId;
        for (int i = 0; i < n; i++) {
            ids[i + 1] = idOf(tokens.get(i));
        }
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
     * tokens written in the text are kept whole).
     */
    public List<String> tokenize(String text) {
        String s = options.doLowerCase() ? lowerOutsideSpecials(text) : text;
        List<String> out = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < s.length()) {
            String special = specialAt(s, i);
            if (special == null) {
                i++;
                continue;
            }
            addPieces(s.substring(start, i), out);
            out.add(special);
            i += special.length();
            start = i;
        }
        addPieces(s.substring(start), out);
        return out;
    }

    private void addPieces(String chunk, List<String> out) {
        if (chunk.isEmpty()) {
            return;
        }
        for (String token : basic.tokenize(chunk)) {
            if (token.codePointCount(0, token.length()) > MAX_INPUT_CHARS_PER_WORD) {
                out.add(options.unkToken());
            } else {
                wordPieces(token, out);
            }
        }
    }

    /** Greedy longest-match-first segmentation of one word; the whole word is {@code [UNK]} if a piece is missing. */
    private void wordPieces(String word, List<String> out) {
        int mark = out.size();
        int start = 0;
        int len = word.length();
        while (start < len) {
            int end = len;
            String piece = null;
            while (start < end) {
                String sub = start > 0 ? PREFIX + word.substring(start, end) : word.substring(start, end);
                if (vocab.containsKey(sub)) {
                    piece = sub;
                    break;
                }
                end = word.offsetByCodePoints(end, -1);
            }
            if (piece == null) {
                out.subList(mark, out.size()).clear();
                out.add(options.unkToken());
                return;
            }
            out.add(piece);
            start = end;
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
}
