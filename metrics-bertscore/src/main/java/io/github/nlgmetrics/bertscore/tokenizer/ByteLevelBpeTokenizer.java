package io.github.nlgmetrics.bertscore.tokenizer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * transformers 4.26.1's slow byte-level BPE tokenizers, {@code GPT2Tokenizer} and {@code RobertaTokenizer}, as
 * bert_score's {@code sent_encode} calls them ({@code add_prefix_space=True}): a space is put before the text,
 * the special tokens are split out (when the tokenizer was loaded with {@code from_pretrained}), the rest is
 * pre-tokenized by GPT-2's regular expression ({@link ByteLevelPreTokenizer}), each piece's UTF-8 bytes are
 * mapped to printable characters ({@code bytes_to_unicode}: {@code Ġ} is the space) and merged pair by pair,
 * lowest merge rank first, every occurrence of the pair left to right, until no ranked pair is left.
 *
 * <p>{@link Flavor#GPT2} adds no special tokens ({@code add_bos_token=False}: an empty text has no ids at all);
 * {@link Flavor#ROBERTA} gives {@code <s> ids[:maxLength-2] </s>}, and its {@code <mask>} token takes the
 * whitespace before it ({@code AddedToken(lstrip=True)}). Unknown pieces are the unknown token's id.
 *
 * <p>Immutable and safe to share between threads (the merge cache is concurrent).
 */
public final class ByteLevelBpeTokenizer implements SubwordTokenizer {
    /** Which class's special tokens: GPT-2's ({@code <|endoftext|>}, none added) or RoBERTa's. */
    public enum Flavor {
        /** {@code GPT2Tokenizer}: bos = eos = unk = {@code <|endoftext|>}, no padding token, nothing added. */
        GPT2,
        /** {@code RobertaTokenizer}: {@code <s> ... </s>}, {@code <pad>}, {@code <unk>}, {@code <mask>}. */
        ROBERTA
    }

    private static final String[] BYTE_TO_CHAR = bytesToUnicode();
    private static final int CACHE_LIMIT = 200_000;

    private final Map<String, Integer> encoder;
    private final String[] decoder;
    private final Map<String, Integer> ranks;
    private final Flavor flavor;
    private final int modelMaxLength;
    private final boolean splitSpecialTokens;
    private final String[] specials;
    private final String lstripSpecial;
    private final int unkId;
    private final int bosId;
    private final int eosId;
    private final int padId;
    private final Map<String, String[]> cache = new ConcurrentHashMap<>();

    private ByteLevelBpeTokenizer(Map<String, Integer> encoder, List<String[]> merges, Flavor flavor,
                                  int modelMaxLength, boolean splitSpecialTokens) {
        if (encoder.isEmpty()) {
            throw new IllegalArgumentException("empty BPE vocabulary");
        }
        if (modelMaxLength < (flavor == Flavor.ROBERTA ? 2 : 1)) {
            throw new IllegalArgumentException("model_max_length " + modelMaxLength + " is too small");
        }
        this.encoder = Map.copyOf(encoder);
        int size = 0;
        for (int id : encoder.values()) {
            if (id < 0) {
                throw new IllegalArgumentException("negative token id " + id + " in the BPE vocabulary");
            }
            size = Math.max(size, id + 1);
        }
        this.decoder = new String[size];
        encoder.forEach((tok, id) -> decoder[id] = tok); // decoder = {v: k}: the last key of an id wins
        this.ranks = new HashMap<>(merges.size() * 2);
        for (int r = 0; r < merges.size(); r++) {
            String[] m = merges.get(r);
            if (m.length == 2) {
                ranks.put(pairKey(m[0], m[1]), r); // dict(zip(merges, range)): a repeated pair keeps its last rank
            }
        }
        this.flavor = flavor;
        this.modelMaxLength = modelMaxLength;
        this.splitSpecialTokens = splitSpecialTokens;
        if (flavor == Flavor.GPT2) {
            this.specials = new String[] {"<|endoftext|>"};
            this.lstripSpecial = null;
            this.unkId = idOrMinus1("<|endoftext|>");
            this.bosId = -1;
            this.eosId = -1;
            this.padId = idOrMinus1("<|endoftext|>");
        } else {
            this.specials = new String[] {"<s>", "</s>", "<unk>", "<pad>", "<mask>"};
            this.lstripSpecial = "<mask>";
            this.unkId = idOrMinus1("<unk>");
            this.bosId = required("<s>");
            this.eosId = required("</s>");
            this.padId = idOrMinus1("<pad>");
        }
    }

    /**
     * A tokenizer over {@code encoder} ({@code vocab.json}/{@code encoder.json}: token → id) and {@code merges}
     * (the merge pairs in rank order). {@code splitSpecialTokens}: special tokens written in the text are kept
     * whole, as after {@code from_pretrained}; a tokenizer constructed directly from the two files does not.
     */
    public static ByteLevelBpeTokenizer of(Map<String, Integer> encoder, List<String[]> merges, Flavor flavor,
                                           int modelMaxLength, boolean splitSpecialTokens) {
        return new ByteLevelBpeTokenizer(encoder, merges, Objects.requireNonNull(flavor, "flavor"), modelMaxLength,
                splitSpecialTokens);
    }

    private int idOrMinus1(String token) {
        Integer id = encoder.get(token);
        return id == null ? -1 : id;
    }

    private int required(String token) {
        Integer id = encoder.get(token);
        if (id == null) {
            throw new IllegalArgumentException("the special token " + token + " is not in the BPE vocabulary");
        }
        return id;
    }

    /** Which class's special tokens this tokenizer has. */
    public Flavor flavor() {
        return flavor;
    }

    @Override
    public int[] encode(String text) {
        String s = io.github.nlgmetrics.compat.python.PyStrings.strip(text);
        List<String> tokens = s.isEmpty() ? List.of() : tokenize(s);
        boolean roberta = flavor == Flavor.ROBERTA;
        int n = Math.min(tokens.size(), roberta ? modelMaxLength - 2 : modelMaxLength);
        int[] ids = new int[roberta ? n + 2 : n];
        int k = 0;
        if (roberta) {
            ids[k++] = bosId;
        }
        for (int i = 0; i < n; i++) {
            ids[k++] = idOf(tokens.get(i));
        }
        if (roberta) {
            ids[k] = eosId;
        }
        return ids;
    }

    /** {@code convert_tokens_to_ids} of one token: its id, or the unknown token's. */
    public int idOf(String token) {
        Integer id = encoder.get(token);
        if (id != null) {
            return id;
        }
        if (unkId < 0) {
            throw new IllegalArgumentException("token " + token + " is not in the vocabulary, which has no unknown token");
        }
        return unkId;
    }

    @Override
    public List<String> tokens(String text) {
        int[] ids = encode(text);
        List<String> out = new ArrayList<>(ids.length);
        for (int id : ids) {
            out.add(decoder[id]);
        }
        return out;
    }

    /** {@code tokenizer.tokenize(text, add_prefix_space=True)}: the BPE tokens, no special tokens added. */
    public List<String> tokenize(String text) {
        String s = " " + text;
        List<String> out = new ArrayList<>();
        if (!splitSpecialTokens) {
            addPieces(s, out);
            return out;
        }
        List<String> chunks = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < s.length()) {
            String sp = specialAt(s, i);
            if (sp == null) {
                i++;
                continue;
            }
            chunks.add(s.substring(start, i));
            chunks.add(sp);
            i += sp.length();
            start = i;
        }
        chunks.add(s.substring(start));
        for (int c = 1; c < chunks.size(); c += 2) {
            if (chunks.get(c).equals(lstripSpecial)) {
                chunks.set(c - 1, io.github.nlgmetrics.compat.python.PyStrings.rstrip(chunks.get(c - 1)));
            }
        }
        for (int c = 0; c < chunks.size(); c++) {
            if (c % 2 == 1) {
                out.add(chunks.get(c));
            } else {
                addPieces(chunks.get(c), out);
            }
        }
        return out;
    }

    private String specialAt(String s, int i) {
        for (String sp : specials) {
            if (s.startsWith(sp, i)) {
                return sp;
            }
        }
        return null;
    }

    private void addPieces(String chunk, List<String> out) {
        if (chunk.isEmpty()) {
            return;
        }
        for (String piece : ByteLevelPreTokenizer.split(chunk)) {
            String mapped = byteEncode(piece);
            String[] merged = cache.get(mapped);
            if (merged == null) {
                merged = bpe(mapped);
                if (cache.size() < CACHE_LIMIT) {
                    cache.put(mapped, merged);
                }
            }
            out.addAll(Arrays.asList(merged));
        }
    }

    /** {@code "".join(byte_encoder[b] for b in piece.encode("utf-8"))}. */
    static String byteEncode(String piece) {
        byte[] bytes = piece.getBytes(StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder(bytes.length);
        for (byte b : bytes) {
            sb.append(BYTE_TO_CHAR[b & 0xFF]);
        }
        return sb.toString();
    }

    /** {@code GPT2Tokenizer.bpe}: merge the lowest-ranked adjacent pair everywhere until none is ranked. */
    private String[] bpe(String token) {
        List<String> word = new ArrayList<>(token.length());
        for (int i = 0; i < token.length(); ) {
            int cp = token.codePointAt(i);
            int n = Character.charCount(cp);
            word.add(token.substring(i, i + n));
            i += n;
        }
        while (word.size() > 1) {
            int best = Integer.MAX_VALUE;
            int bestAt = -1;
            for (int i = 0; i + 1 < word.size(); i++) {
                Integer r = ranks.get(pairKey(word.get(i), word.get(i + 1)));
                if (r != null && r < best) {
                    best = r;
                    bestAt = i;
                }
            }
            if (bestAt < 0) {
                break;
            }
            String first = word.get(bestAt);
            String second = word.get(bestAt + 1);
            List<String> next = new ArrayList<>(word.size());
            for (int i = 0; i < word.size(); ) {
                if (i + 1 < word.size() && word.get(i).equals(first) && word.get(i + 1).equals(second)) {
                    next.add(first + second);
                    i += 2;
                } else {
                    next.add(word.get(i));
                    i++;
                }
            }
            word = next;
        }
        return word.toArray(new String[0]);
    }

    private static String pairKey(String a, String b) {
        return a + ' ' + b; // no symbol holds a space: bytes_to_unicode maps it to Ġ
    }

    /** GPT-2's {@code bytes_to_unicode}: printable bytes map to themselves, the others to U+0100 onwards. */
    private static String[] bytesToUnicode() {
        String[] map = new String[256];
        int n = 0;
        for (int b = 0; b < 256; b++) {
            boolean printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            map[b] = String.valueOf((char) (printable ? b : 256 + n++));
        }
        return map;
    }

    @Override
    public int maxLength() {
        return modelMaxLength;
    }

    @Override
    public boolean isSpecial(int id) {
        return id >= 0 && (id == bosId || id == eosId);
    }

    @Override
    public int padId() {
        return padId;
    }

    @Override
    public int vocabularySize() {
        return decoder.length;
    }

    @Override
    public String toString() {
        return "ByteLevelBpeTokenizer[" + flavor + ", vocab=" + decoder.length + ", merges=" + ranks.size()
                + ", model_max_length=" + modelMaxLength + "]";
    }
}
