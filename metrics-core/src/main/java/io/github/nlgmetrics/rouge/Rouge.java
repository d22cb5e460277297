package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.NamedChoice;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.lcs.LcsKernel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * ROUGE as Google's rouge-score 0.1.2 computes it ({@link #rougeScore()}, profile
 * {@code rouge-score:rouge}), and a Unicode-correct variant of our own ({@link #unicode()}, profile
 * {@code unicode:rouge}) that differs only in its tokenizer.
 *
 * <p>For each requested type, with {@code H}/{@code R} the hypothesis/reference tokens:
 * <pre>
 * rougeN     hits = Σ_g min(count_H(g), count_R(g)) over n-grams g;  P = hits/max(|H_n|,1), R = hits/max(|R_n|,1)
 * rougeL     lcs  = LCS(H, R);                P = lcs/|H|, R = lcs/|R|   (0 when either is empty)
 * rougeLsum  hits = union-LCS hits over \n-separated sentences ({@link SummaryLcs})
 * F          = 2·P·R / (P + R), 0 when P + R = 0   (alpha 0.5; computed as ((2·P)·R)/(P+R))
 * </pre>
 * With several references a segment is scored as rouge-score's {@code score_multi}: each
 * reference separately, keeping per type the score with the highest F (the first reference on
 * ties, as {@code np.argmax}); with one reference that is {@code score}.
 *
 * <p>As a {@link Metric}, a segment's statistics are one row {@code [P_1, R_1, F_1, …, P_k, R_k,
 * F_k, 1]} (the requested types in order, then a count), and the corpus score is the mean of the
 * segment scores as users of rouge-score report it: every column summed from the first segment to
 * the last, then divided by the count ({@code F̄_t = (Σ_i F_t,i) / N}, likewise P and R; nothing is
 * rescaled, the scale is rouge-score's 0–1). The headline {@link RougeResult#score()} is the mean F
 * of the first requested type, so a {@code Rouge} with one type ({@code withTypes("rougeL")}) is
 * the single-number metric the significance engine resamples. rouge-score's own confidence
 * intervals are {@link BootstrapAggregator}.
 *
 * <p>rouge-score behaviours reproduced (each has a named test): its tokenizer
 * ({@link RougeScoreTokenizer}: non-ASCII text scores 0); rougeLsum splits on {@code \n} only and
 * drops empty lines (but keeps lines with no tokens); the union LCS uses rouge-score's
 * backtracking order and its token-count guard; rouge1..rouge9 only ({@code rouge0} and
 * {@code rouge10} are invalid); rougeL uses the whole texts, ignoring newlines; a repeated type is
 * scored once (the result is a dict).
 *
 * <p>How it runs ({@link #newScorer()}, one per thread): each text is scanned once, raw tokens are
 * memoised per scorer (a word seen before costs no string and no stemming) and renumbered densely
 * within the segment; n-grams get dense per-order ids in reusable tables; rougeL needs only the
 * LCS length ({@link LcsKernel#length}, bit-parallel) and rougeLsum the reference's backtrack
 * ({@link LcsKernel#backtrack}, bit-parallel columns, linear memory). The one-shot entry points
 * ({@link #score(String, String)}, {@link #scoreMulti}, {@link #sentenceScore}) run the same
 * scorer, one per calling thread and {@code Rouge} instance.
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class Rouge implements Metric<RougeResult> {
    /** The two tokenization variants, each registered as a profile ({@link RougeProfiles}). */
    public enum Variant implements NamedChoice {
        /** Google rouge-score 0.1.2: ASCII letters and digits only (profile {@code rouge-score:rouge}). */
        ROUGE_SCORE,
        /** Our Unicode-correct tokenizer ({@link UnicodeRougeTokenizer}; profile {@code unicode:rouge}). */
        UNICODE,
        /**
         * rouge-score 0.1.2 with {@code tokenizer=} Python's {@code str.split()}
         * ({@link SplitRougeTokenizer}: case kept, no filtering, never stemmed).
         */
        SPLIT;

        /** The variant named {@code rouge-score} or {@code unicode} (its {@link #id()}, in signatures and on the command line). */
        public static Variant of(String name) {
            return NamedChoice.byId(Variant.class, name, "ROUGE profile");
        }
    }

    /** The default types: rouge1, rouge2, rougeL, rougeLsum. */
    public static final List<String> DEFAULT_TYPES = List.of("rouge1", "rouge2", "rougeL", "rougeLsum");

    private final Variant variant;
    private final List<RougeType> types;
    private final boolean stemmer;
    private final boolean multi;
    private final RougeTokenizer tokenizer;
    private final int maxOrder;
    /** The scorer of the one-shot entry points, one per calling thread (its token memo carries over between calls). */
    private final ThreadLocal<RougeSegmentScorer> oneShot = ThreadLocal.withInitial(this::scorer);

    private Rouge(Variant variant, List<String> typeNames, boolean stemmer, boolean multi) {
        this.variant = Objects.requireNonNull(variant, "variant");
        if (typeNames == null || typeNames.isEmpty()) {
            throw new IllegalArgumentException("at least one rouge type is required: " + typeNames);
        }
        List<RougeType> parsed = new ArrayList<>();
        List<String> seen = new ArrayList<>();
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
                hi = Math.max(hi, t.n());
            }
        }
        this.types = Collections.unmodifiableList(parsed);
        this.maxOrder = hi;
        this.stemmer = stemmer;
        this.multi = multi;
        UnaryOperator<String> stem = stemmer ? Stemming.porter() : null;
        this.tokenizer = switch (variant) {
            case ROUGE_SCORE -> new RougeScoreTokenizer(stem);
            case UNICODE -> new UnicodeRougeTokenizer(stem);
            case SPLIT -> SplitRougeTokenizer.INSTANCE;
        };
    }

    /**
     * rouge-score 0.1.2: {@code RougeScorer(["rouge1", "rouge2", "rougeL", "rougeLsum"], use_stemmer=False)},
     * several references scored with {@code score_multi}.
     */
    public static Rouge rougeScore() {
        return new Rouge(Variant.ROUGE_SCORE, DEFAULT_TYPES, false, true);
    }

    /** The Unicode-correct variant with the same defaults as {@link #rougeScore()}. */
    public static Rouge unicode() {
        return new Rouge(Variant.UNICODE, DEFAULT_TYPES, false, true);
    }

    /** These options with other types ({@code rouge1}..{@code rouge9}, {@code rougeL}, {@code rougeLsum}). */
    public Rouge withTypes(List<String> typeNames) {
        return new Rouge(variant, typeNames, stemmer, multi);
    }

    /** See {@link #withTypes(List)}: {@code withTypes(RougeType.ROUGE_1, RougeType.ROUGE_L)}. */
    public Rouge withTypes(RougeType... types) {
        return withTypes(java.util.Arrays.stream(types).map(RougeType::name).toList());
    }

    /** See {@link #withTypes(List)}. */
    public Rouge withTypes(String... typeNames) {
        return withTypes(List.of(typeNames));
    }

    /** {@code use_stemmer}: NLTK's Porter stemmer on tokens longer than 3 characters. */
    public Rouge withStemmer(boolean value) {
        return new Rouge(variant, typeNames(), value, multi);
    }

    /** The tokenization variant. */
    public Rouge withVariant(Variant value) {
        return new Rouge(value, typeNames(), stemmer, multi);
    }

    /**
     * Whether a segment is scored with {@code score_multi} (true, the default: any number of
     * references, one reference being {@code score}) or with {@code score} (false: exactly one
     * reference per segment, anything else an error).
     */
    public Rouge withMulti(boolean value) {
        return new Rouge(variant, typeNames(), stemmer, value);
    }

    public Variant variant() {
        return variant;
    }

    public boolean stemmer() {
        return stemmer;
    }

    public boolean multi() {
        return multi;
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

    /** The tokens this variant compares for {@code text}. */
    public List<String> tokenize(String text) {
        return tokenizer.tokenize(text);
    }

    // ---------------------------------------------------------------- Metric

    /** The type's name when one type is requested ({@code rougeL}), else {@code ROUGE}. */
    @Override
    public String name() {
        return types.size() == 1 ? types.get(0).name() : "ROUGE";
    }

    /**
     * Every option that changes the numbers, e.g.
     * {@code profile:rouge-score|types:rouge1+rouge2+rougeL+rougeLsum|stem:no|lsum:newline|f:f1|multi:max-f-first|version:0.1.0}.
     */
    public Signature signature() {
        return Signature.of(
                "profile", variant.id(),
                "types", String.join("+", typeNames()),
                "stem", stemmer && variant != Variant.SPLIT ? "porter-nltk" : "no",
                "lsum", "newline",
                "f", "f1",
                "multi", "max-f-first",
                "version", Version.get());
    }

    /** {@code nrefs:N|} followed by {@link #signature()}. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs)).with(signature());
    }

    /** A scorer with its own scratch and token memo (one per thread); rows {@code [P, R, F]} per type, then 1. */
    @Override
    public SegmentScorer newScorer() {
        return scorer();
    }

    private RougeSegmentScorer scorer() {
        return new RougeSegmentScorer(this, types, maxOrder, (RawTokenizer) tokenizer);
    }

    /**
     * The mean scores of summed rows: per type {@code (ΣP/N, ΣR/N, ΣF/N)}, {@code N} the last
     * column. For a single row that is the segment's own scores ({@code x / 1 == x}).
     */
    @Override
    public RougeResult score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        int width = 3 * types.size() + 1;
        if (summedStats.length != width) {
            throw new IllegalArgumentException("ROUGE statistics of " + typeNames() + " have " + width
                    + " columns [P, R, F per type, count]: got " + summedStats.length);
        }
        double n = summedStats[width - 1];
        if (n == 0) {
            throw new IllegalArgumentException("corpus " + name() + " of no segments");
        }
        Map<String, RougeScore> out = new LinkedHashMap<>();
        int k = 0;
        for (RougeType t : types) {
            out.put(t.name(), new RougeScore(summedStats[k] / n, summedStats[k + 1] / n, summedStats[k + 2] / n));
            k += 3;
        }
        return new RougeResult(out, (long) n);
    }

    /**
     * The rows of {@code withTypes(type)} taken from rows of this metric ({@code [P, R, F]} of that
     * type and the count), so one pass over the corpus serves every type's significance test.
     */
    public double[][] rowsOf(String type, double[][] segmentStats) {
        int k = typeNames().indexOf(type);
        if (k < 0) {
            throw new IllegalArgumentException("type '" + type + "' is not one of " + typeNames());
        }
        double[][] out = new double[segmentStats.length][];
        for (int i = 0; i < out.length; i++) {
            double[] row = segmentStats[i];
            out[i] = new double[] {row[3 * k], row[3 * k + 1], row[3 * k + 2], row[row.length - 1]};
        }
        return out;
    }

    /** Each segment's own scores, from the rows of {@link #corpusStats} (in segment order). */
    public List<RougeResult> segmentScores(double[][] segmentStats) {
        List<RougeResult> out = new ArrayList<>(segmentStats.length);
        for (double[] row : segmentStats) {
            out.add(score(row));
        }
        return out;
    }

    /**
     * One segment's scores: rouge-score's {@code score_multi(references, hypothesis)}, which with one
     * reference is {@code score(reference, hypothesis)}; with {@link #withMulti multi} off, exactly
     * one reference is required.
     */
    @Override
    public RougeResult sentenceScore(String hypothesis, List<String> references) {
        return score(oneShot.get().stats(hypothesis, references));
    }

    // ---------------------------------------------------------------- rouge-score's entry points

    /**
     * rouge-score's {@code score(target=reference, prediction=hypothesis)}. Note the argument order:
     * hypothesis first, as everywhere in this library.
     */
    public RougeResult score(String hypothesis, String reference) {
        Objects.requireNonNull(hypothesis, "hypothesis");
        Objects.requireNonNull(reference, "reference");
        return score(oneShot.get().row(hypothesis, List.of(reference)));
    }

    /**
     * rouge-score's {@code score_multi(targets=references, prediction=hypothesis)}: per type, the
     * score against the reference with the highest F (the first one on ties).
     */
    public RougeResult scoreMulti(String hypothesis, List<String> references) {
        Objects.requireNonNull(hypothesis, "hypothesis");
        if (references == null || references.isEmpty()) {
            // np.argmax of an empty list raises in rouge-score.
            throw new IllegalArgumentException("score_multi needs at least one reference: " + references);
        }
        if (references.size() == 1 && references.get(0) == null) {
            throw new IllegalArgumentException("a reference is null");
        }
        return score(oneShot.get().row(hypothesis, references));
    }

    @Override
    public String toString() {
        return "Rouge[" + signature() + "]";
    }
}
