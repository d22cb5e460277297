package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.lcs.Lcs;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * ROUGE scorers: Google's rouge-score 0.1.2 exactly ({@link #rougeScore()}), and a Unicode-correct
 * profile of our own ({@link #unicode()}) that differs only in its tokenizer.
 *
 * <p>For each requested type, with {@code H}/{@code R} the hypothesis/reference tokens:
 * <pre>
 * rougeN     hits = Σ_g min(count_H(g), count_R(g)) over n-grams g;  P = hits/max(|H_n|,1), R = hits/max(|R_n|,1)
 * rougeL     lcs  = LCS(H, R);                P = lcs/|H|, R = lcs/|R|   (0 when either is empty)
 * rougeLsum  hits = union-LCS hits over \n-separated sentences ({@link SummaryLcs})
 * F          = 2·P·R / (P + R), 0 when P + R = 0   (alpha 0.5; computed as ((2·P)·R)/(P+R))
 * </pre>
 * {@link #scoreMulti} scores each reference separately and keeps, per type, the score with the
 * highest F (the first reference on ties, as {@code np.argmax}).
 *
 * <p>rouge-score behaviours reproduced (each has a named test): its tokenizer
 * ({@link RougeScoreTokenizer}: non-ASCII text scores 0); rougeLsum splits on {@code \n} only and
 * drops empty lines (but keeps lines with no tokens); the union LCS uses rouge-score's
 * backtracking order and its token-count guard; rouge1..rouge9 only ({@code rouge0} and
 * {@code rouge10} are invalid); rougeL uses the whole texts, ignoring newlines.
 *
 * <p>rougeL needs only the LCS length and uses the bit-parallel {@link Lcs#length}; rougeLsum
 * needs the alignment and uses the DP table. N-grams are counted once per side for all orders
 * through {@link NgramCounts}.
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class Rouge {
    /** The tokenization profiles. */
    public enum Profile {
        /** Google rouge-score 0.1.2: ASCII letters and digits only. */
        ROUGE_SCORE("rouge-score"),
        /** Our Unicode-correct tokenizer ({@link UnicodeRougeTokenizer}). */
        UNICODE("unicode");

        private final String id;

        Profile(String id) {
            this.id = id;
        }

        /** The profile's name in signatures and on the command line. */
        public String id() {
            return id;
        }

        /** The profile named {@code rouge-score} or {@code unicode}. */
        public static Profile of(String name) {
            for (Profile p : values()) {
                if (p.id.equals(name)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("unknown ROUGE profile '" + name + "' (known: rouge-score, unicode)");
        }
    }

    /** The default types: rouge1, rouge2, rougeL, rougeLsum. */
    public static final List<String> DEFAULT_TYPES = List.of("rouge1", "rouge2", "rougeL", "rougeLsum");

    private final Profile profile;
    private final List<RougeType> types;
    private final boolean stemmer;
    private final RougeTokenizer tokenizer;
    private final int minOrder;
    private final int maxOrder;

    private Rouge(Profile profile, List<String> typeNames, boolean stemmer) {
        this.profile = Objects.requireNonNull(profile, "profile");
        if (typeNames == null || typeNames.isEmpty()) {
            throw new IllegalArgumentException("at least one rouge type is required");
        }
        List<RougeType> parsed = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        int lo = Integer.MAX_VALUE;
        int hi = 0;
        for (String name : typeNames) {
            RougeType t = RougeType.parse(name);
            if (seen.contains(name)) {
                // rouge-score's result is a dict: a repeated type is scored once.
                continue;
            }
            seen.add(name);
            parsed.add(t);
            if (t.kind() == RougeType.Kind.NGRAM) {
                lo = Math.min(lo, t.n());
                hi = Math.max(hi, t.n());
            }
        }
        this.types = Collections.unmodifiableList(parsed);
        this.minOrder = hi == 0 ? 0 : lo;
        this.maxOrder = hi;
        this.stemmer = stemmer;
        UnaryOperator<String> stem = stemmer ? Stemming.porter() : null;
        this.tokenizer = profile == Profile.ROUGE_SCORE ? new RougeScoreTokenizer(stem)
                : new UnicodeRougeTokenizer(stem);
    }

    /** rouge-score 0.1.2: {@code RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=False)}. */
    public static Rouge rougeScore() {
        return new Rouge(Profile.ROUGE_SCORE, DEFAULT_TYPES, false);
    }

    /** The Unicode-correct profile with the same defaults as {@link #rougeScore()}. */
    public static Rouge unicode() {
        return new Rouge(Profile.UNICODE, DEFAULT_TYPES, false);
    }

    /** The given profile with the default types, no stemming. */
    public static Rouge of(Profile profile) {
        return new Rouge(profile, DEFAULT_TYPES, false);
    }

    /** These options with other types ({@code rouge1}..{@code rouge9}, {@code rougeL}, {@code rougeLsum}). */
    public Rouge withTypes(List<String> typeNames) {
        return new Rouge(profile, typeNames, stemmer);
    }

    public Rouge withTypes(String... typeNames) {
        return withTypes(List.of(typeNames));
    }

    /** {@code use_stemmer}: NLTK's Porter stemmer on tokens longer than 3 characters. */
    public Rouge withStemmer(boolean value) {
        return new Rouge(profile, typeNames(), value);
    }

    public Rouge withProfile(Profile value) {
        return new Rouge(value, typeNames(), stemmer);
    }

    public Profile profile() {
        return profile;
    }

    public boolean stemmer() {
        return stemmer;
    }

    /** The type names, in scoring order. */
    public List<String> typeNames() {
        List<String> out = new ArrayList<>(types.size());
        for (RougeType t : types) {
            out.add(t.name());
        }
        return out;
    }

    public RougeTokenizer tokenizer() {
        return tokenizer;
    }

    /** The tokens this profile compares for {@code text}. */
    public List<String> tokenize(String text) {
        return tokenizer.tokenize(text);
    }

    /**
     * rouge-score's {@code score(target=reference, prediction=hypothesis)}. Note the argument order:
     * hypothesis first, as everywhere in this library.
     */
    public RougeResult score(String hypothesis, String reference) {
        Objects.requireNonNull(hypothesis, "hypothesis");
        Objects.requireNonNull(reference, "reference");
        Vocabulary vocab = new Vocabulary();
        NgramKeys keys = maxOrder > 0 ? new NgramKeys() : null;
        Side hyp = prepare(hypothesis, vocab, keys);
        Side ref = prepare(reference, vocab, keys);
        return new RougeResult(scoreSides(hyp, ref, vocab.size()));
    }

    /**
     * rouge-score's {@code score_multi(targets=references, prediction=hypothesis)}: per type, the
     * score against the reference with the highest F (the first one on ties).
     */
    public RougeResult scoreMulti(String hypothesis, List<String> references) {
        Objects.requireNonNull(hypothesis, "hypothesis");
        if (references == null || references.isEmpty()) {
            // np.argmax of an empty list raises in rouge-score.
            throw new IllegalArgumentException("score_multi needs at least one reference");
        }
        Vocabulary vocab = new Vocabulary();
        NgramKeys keys = maxOrder > 0 ? new NgramKeys() : null;
        Side hyp = prepare(hypothesis, vocab, keys);
        Map<String, RougeScore> best = new LinkedHashMap<>();
        for (String reference : references) {
            if (reference == null) {
                throw new IllegalArgumentException("a reference is null");
            }
            Side ref = prepare(reference, vocab, keys);
            Map<String, RougeScore> s = scoreSides(hyp, ref, vocab.size());
            for (Map.Entry<String, RougeScore> e : s.entrySet()) {
                RougeScore b = best.get(e.getKey());
                if (b == null || e.getValue().fmeasure() > b.fmeasure()) {
                    best.put(e.getKey(), e.getValue());
                }
            }
        }
        return new RougeResult(best);
    }

    /** One text, tokenized once: its sentences (for rougeLsum), all tokens, and n-gram counts. */
    private static final class Side {
        final int[][] sentences;
        final int[] tokens;
        final NgramCounts counts;

        Side(int[][] sentences, int[] tokens, NgramCounts counts) {
            this.sentences = sentences;
            this.tokens = tokens;
            this.counts = counts;
        }
    }

    private Side prepare(String text, Vocabulary vocab, NgramKeys keys) {
        // rougeLsum's sentences: text.split("\n") without the empty strings. Newline separates
        // tokens in both tokenizers, so the whole text's tokens are the sentences' concatenated.
        List<int[]> sentences = new ArrayList<>();
        int total = 0;
        int start = 0;
        int len = text.length();
        while (start <= len) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = len;
            }
            if (end > start) {
                int[] ids = vocab.encode(tokenizer.tokenize(text.substring(start, end)));
                sentences.add(ids);
                total += ids.length;
            }
            start = end + 1;
        }
        int[] tokens = new int[total];
        int k = 0;
        for (int[] s : sentences) {
            System.arraycopy(s, 0, tokens, k, s.length);
            k += s.length;
        }
        NgramCounts counts = keys == null ? null : NgramCounts.of(tokens, minOrder, maxOrder, keys);
        return new Side(sentences.toArray(new int[0][]), tokens, counts);
    }

    private Map<String, RougeScore> scoreSides(Side hyp, Side ref, int vocabularySize) {
        Map<String, RougeScore> out = new LinkedHashMap<>();
        int[] matches = hyp.counts == null ? null : hyp.counts.clippedMatches(ref.counts);
        for (RougeType t : types) {
            RougeScore s;
            switch (t.kind()) {
                case NGRAM:
                    s = RougeScore.of(matches[t.n()], hyp.counts.total(t.n()), ref.counts.total(t.n()));
                    break;
                case LCS:
                    if (hyp.tokens.length == 0 || ref.tokens.length == 0) {
                        s = RougeScore.ZERO;
                    } else {
                        s = RougeScore.of(Lcs.length(hyp.tokens, ref.tokens), hyp.tokens.length, ref.tokens.length);
                    }
                    break;
                case SUMMARY_LCS:
                    s = SummaryLcs.score(ref.sentences, hyp.sentences, vocabularySize);
                    break;
                default:
                    throw new IllegalStateException(t.kind().toString());
            }
            out.put(t.name(), s);
        }
        return out;
    }

    /**
     * Every option that changes the numbers, e.g.
     * {@code profile:rouge-score|types:rouge1+rouge2+rougeL+rougeLsum|stem:no|lsum:newline|f:f1|multi:max-f-first|version:0.1.0}.
     */
    public String signature() {
        return "profile:" + profile.id()
                + "|types:" + String.join("+", typeNames())
                + "|stem:" + (stemmer ? "porter-nltk" : "no")
                + "|lsum:newline"
                + "|f:f1"
                + "|multi:max-f-first"
                + "|version:" + Version.get();
    }

    @Override
    public String toString() {
        return "Rouge[" + signature() + "]";
    }
}
