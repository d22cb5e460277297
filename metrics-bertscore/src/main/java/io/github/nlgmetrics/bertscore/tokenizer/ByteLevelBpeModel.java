package io.github.nlgmetrics.bertscore.tokenizer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToIntFunction;

/**
 * The model of transformers 4.26.1's slow byte-level BPE tokenizers ({@code GPT2Tokenizer}, {@code RobertaTokenizer},
 * {@code BartTokenizer}, {@code LongformerTokenizer}, {@code DebertaTokenizer}): {@code _tokenize} = GPT-2's
 * regular expression ({@link ByteLevelPreTokenizer}), each piece's UTF-8 bytes mapped to printable characters
 * ({@code bytes_to_unicode}: {@code Ġ} is the space) and merged pair by pair, lowest merge rank first, every
 * occurrence of the pair left to right, until no ranked pair is left. A token out of {@code vocab.json} is the
 * unknown token's id.
 *
 * <p>Thread-safe; the cache of merged words is concurrent and bounded.
 */
final class ByteLevelBpeModel implements TokenizerModel {
    private static final String[] BYTE_TO_CHAR = bytesToUnicode();
    private static final int CACHE_LIMIT = 200_000;

    private final Map<String, Integer> encoder;
    private final String[] decoder;
    private final Map<String, Integer> ranks;
    private final String unkToken;
    private final Map<String, int[]> cache = new ConcurrentHashMap<>();
    private volatile ToIntFunction<String> cachedFor;

    /**
     * @param encoder {@code vocab.json}: token → id
     * @param merges the merge pairs in rank order ({@link SubwordTokenizers#readMerges})
     * @param unkToken the tokenizer's unknown token ({@code _convert_token_to_id}'s fallback), or null
     */
    ByteLevelBpeModel(Map<String, Integer> encoder, List<String[]> merges, String unkToken) {
        if (encoder.isEmpty()) {
            throw new IllegalArgumentException("empty BPE vocabulary");
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
        this.unkToken = unkToken;
    }

    @Override
    public void encode(String chunk, ToIntFunction<String> ids, IntList out) {
        if (cachedFor != ids) { // the cache holds ids as this function gives them
            cache.clear();
            cachedFor = ids;
        }
        for (String piece : ByteLevelPreTokenizer.split(chunk)) {
            String mapped = byteEncode(piece);
            int[] merged = cache.get(mapped);
            if (merged == null) {
                List<String> tokens = bpe(mapped);
                merged = new int[tokens.size()];
                for (int i = 0; i < merged.length; i++) {
                    merged[i] = TokenizerModel.checked(ids.applyAsInt(tokens.get(i)), tokens.get(i));
                }
                if (cache.size() < CACHE_LIMIT) {
                    cache.put(mapped, merged);
                }
            }
            out.addAll(merged);
        }
    }

    @Override
    public int tokenToId(String token) {
        return TokenizerModel.lookup(encoder, token, unkToken);
    }

    @Override
    public String idToToken(int id) {
        return id >= 0 && id < decoder.length ? decoder[id] : null;
    }

    @Override
    public int vocabSize() {
        return encoder.size();
    }

    @Override
    public int idLimit() {
        return decoder.length;
    }

    /**
     * {@code "".join(byte_encoder[b] for b in piece.encode("utf-8"))}; a lone surrogate cannot be encoded (Python
     * raises {@code UnicodeEncodeError}): an {@link IllegalArgumentException}.
     */
    static String byteEncode(String piece) {
        for (int i = 0; i < piece.length(); i++) {
            char c = piece.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < piece.length() && Character.isLowSurrogate(piece.charAt(i + 1))) {
                    i++;
                } else {
                    throw new IllegalArgumentException(String.format("the text holds a lone surrogate U+%04X, which UTF-8 "
                            + "cannot encode", (int) c));
                }
            }
        }
        byte[] bytes = piece.getBytes(StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder(bytes.length);
        for (byte b : bytes) {
            sb.append(BYTE_TO_CHAR[b & 0xFF]);
        }
        return sb.toString();
    }

    /** {@code GPT2Tokenizer.bpe}: merge the lowest-ranked adjacent pair everywhere until none is ranked. */
    private List<String> bpe(String token) {
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
        return word;
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
    public String toString() {
        return "ByteLevelBpe[vocab=" + encoder.size() + ", merges=" + ranks.size() + "]";
    }
}
