package io.github.nlgmetrics.bertscore.tokenizer;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToIntFunction;

/**
 * The special and added tokens of a tokenizer, split out of the text once, before the model sees it: transformers
 * 4.26.1's {@code added_tokens_encoder}, {@code unique_no_split_tokens} and {@code tokens_trie} as
 * {@code from_pretrained} fills them ({@code added_tokens.json}, then {@code sanitize_special_tokens}), and the
 * splitting half of {@code PreTrainedTokenizer.tokenize}.
 *
 * <p>{@link #addTokens} is {@code _add_tokens}: a token is added (with the next id, {@code len(tokenizer)}) only
 * when it is not the unknown token and converts to the unknown token's id; a non-special token is lower-cased
 * first when the tokenizer lower-cases; every special token, added or already in the vocabulary, becomes a
 * no-split token. The trie holds the no-split tokens, the non-special ones lower-cased when the tokenizer
 * lower-cases. {@link #encode} splits with the trie ({@link AddedTokenTrie}), then strips the whitespace around
 * each no-split token as its {@link AddedToken} says (a plain-string special token, and every added token that is
 * not special, strips both sides), drops the pieces left empty, and hands the others to the model.
 *
 * <p>Immutable after {@link #finish()}; thread-safe.
 */
final class AddedVocabulary {
    /** Python's order of {@code str}: code point by code point. */
    static final Comparator<String> CODE_POINT_ORDER = (a, b) -> {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    };

    private final TokenizerModel model;
    private final SpecialTokens specials;
    private final boolean lowerCase;
    private final Map<String, Integer> encoder = new HashMap<>();
    private final Map<Integer, String> decoder = new HashMap<>();
    private final TreeSet<String> noSplit = new TreeSet<>(CODE_POINT_ORDER);
    private final AddedTokenTrie trie = new AddedTokenTrie();
    private final Map<String, AddedToken> stripRules = new HashMap<>();
    private Set<String> noSplitSet = Set.of();
    private int idLimit;
    /** {@link #idOf} as one object: the models cache what it gives. */
    private final ToIntFunction<String> ids = this::idOf;

    /** {@code lowerCase}: the tokenizer has a true {@code do_lower_case} attribute. */
    AddedVocabulary(TokenizerModel model, SpecialTokens specials, boolean lowerCase) {
        this.model = model;
        this.specials = specials;
        this.lowerCase = lowerCase;
    }

    /** {@code convert_tokens_to_ids(token)}: an added token's id, else the model's ({@link TokenizerModel#NONE} for None). */
    int idOf(String token) {
        if (token == null) {
            return TokenizerModel.NONE;
        }
        Integer id = encoder.get(token);
        return id != null ? id : model.tokenToId(token);
    }

    /** {@code convert_ids_to_tokens(id)}: an added token, else the model's token (null for None). */
    String tokenOf(int id) {
        String t = decoder.get(id);
        return t != null ? t : model.idToToken(id);
    }

    /** {@code len(tokenizer)}: the base vocabulary and the added tokens. */
    int size() {
        return model.vocabSize() + encoder.size();
    }

    /** One past the largest id the tokenizer can give. */
    int idLimit() {
        return idLimit;
    }

    /** {@code add_tokens(tokens, special_tokens=special)}. */
    void addTokens(List<String> tokens, boolean special) {
        if (tokens.isEmpty()) {
            return;
        }
        String unk = specials.content("unk_token");
        int unkId = idOf(unk);
        List<String> toAdd = new ArrayList<>();
        for (String token : tokens) {
            if (!special && lowerCase) {
                token = PyCase.lower(token);
            }
            if (!token.equals(unk) && idOf(token) == unkId && !toAdd.contains(token)) {
                toAdd.add(token);
            }
        }
        int next = size();
        for (String token : toAdd) {
            encoder.put(token, next);
            decoder.put(next, token);
            next++;
        }
        noSplit.addAll(special ? tokens : toAdd);
    }

    /**
     * The tokens of {@code added_tokens.json} ({@code file}: its path, for messages): sorted by id, each id the
     * next one ({@code len(tokenizer)}) or a one-line error, added in runs of special and non-special tokens.
     */
    void addFromFile(JsonNode addedTokens, String file) {
        if (!addedTokens.isObject()) {
            throw new IllegalArgumentException(file + " is not a JSON object of token ids");
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>();
        addedTokens.fields().forEachRemaining(e -> {
            if (!e.getValue().isIntegralNumber() || !e.getValue().canConvertToInt()) {
                throw new IllegalArgumentException(file + ": the id of " + e.getKey() + " is " + e.getValue()
                        + ", not an integer");
            }
            sorted.add(Map.entry(e.getKey(), e.getValue().asInt()));
        });
        sorted.sort(Map.Entry.comparingByValue()); // Python's sort is stable: equal ids keep the file's order
        List<String> specialContents = specials.all();
        List<String> run = new ArrayList<>();
        Boolean runSpecial = null;
        for (Map.Entry<String, Integer> e : sorted) {
            int expected = size() + run.size();
            if (e.getValue() != expected) {
                throw new IllegalArgumentException(file + ": non-consecutive added token '" + e.getKey()
                        + "': should have index " + expected + " but has index " + e.getValue());
            }
            boolean special = specialContents.contains(e.getKey());
            if (runSpecial != null && runSpecial != special) {
                addTokens(run, runSpecial);
                run = new ArrayList<>();
            }
            run.add(e.getKey());
            runSpecial = special;
        }
        if (!run.isEmpty()) {
            addTokens(run, runSpecial);
        }
    }

    /** {@code sanitize_special_tokens()}: every special token added (when unknown) and made a no-split token. */
    void sanitize() {
        addTokens(specials.all(), true);
    }

    /** Builds the trie and the strip rules from the tokens added so far; call once, after the last addition. */
    AddedVocabulary finish() {
        List<String> all = specials.all();
        for (String token : noSplit) {
            trie.add(lowerCase && !all.contains(token) ? PyCase.lower(token) : token);
        }
        noSplitSet = new HashSet<>(noSplit);
        for (AddedToken t : specials.allExtended()) {
            if (!t.plain()) {
                stripRules.put(t.content(), t); // dict((str(t), t) ...): the last AddedToken of a content wins
            }
        }
        idLimit = model.idLimit();
        for (int id : encoder.values()) {
            idLimit = Math.max(idLimit, id + 1);
        }
        return this;
    }

    /**
     * The tokens the text is lower-cased around ({@code unique_no_split_tokens + all_special_tokens}, in that
     * order: the alternatives of transformers' lower-casing regular expression).
     */
    List<String> keptWhole() {
        List<String> out = new ArrayList<>(noSplit);
        out.addAll(specials.all());
        return out;
    }

    /** The split half of {@code tokenize(text)}, then the model on each piece: appends the ids to {@code out}. */
    void encode(String text, IntList out) {
        List<String> pieces = trie.split(text);
        if (pieces.size() == 1 && !noSplitSet.contains(pieces.get(0))) {
            model.encode(pieces.get(0), ids, out);
            return;
        }
        String[] tokens = pieces.toArray(new String[0]);
        for (int i = 0; i < tokens.length; i++) {
            if (!noSplitSet.contains(tokens[i])) {
                continue;
            }
            AddedToken rule = stripRules.get(tokens[i]);
            boolean right = rule == null || rule.stripsRight();
            boolean left = rule == null || rule.stripsLeft();
            if (right && i + 1 < tokens.length && !tokens[i + 1].isEmpty()) {
                tokens[i + 1] = PyStrings.lstrip(tokens[i + 1]);
            }
            if (left && i > 0 && !tokens[i - 1].isEmpty()) {
                tokens[i - 1] = PyStrings.rstrip(tokens[i - 1]);
            }
        }
        for (String token : tokens) {
            if (token.isEmpty()) {
                continue;
            }
            if (noSplitSet.contains(token)) {
                out.add(idOf(token));
            } else {
                model.encode(token, ids, out);
            }
        }
    }

    @Override
    public String toString() {
        return "added " + encoder + ", no-split " + noSplit;
    }
}
