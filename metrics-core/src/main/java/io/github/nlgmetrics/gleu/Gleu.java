package io.github.nlgmetrics.gleu;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.TokenLists;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Google-BLEU (GLEU) exactly as NLTK 3.8 computes it ({@code nltk.translate.gleu_score}).
 *
 * <p>Per segment, over every n-gram of orders {@code min_len..max_len} ("everygrams") and each
 * reference r with {@code n_all(r) > 0}:
 *
 * <pre>
 * tp(r)    = |ngrams(hyp) ∩ ngrams(r)|           (multiset intersection)
 * n_all(r) = max(|ngrams(hyp)|, |ngrams(r)|)
 * (tp, n_all) of the segment = the pair of the reference with the highest tp/n_all (first on ties)
 * GLEU     = Σ_segments tp / Σ_segments n_all     (0.0 when the sum of n_all is 0)
 * </pre>
 *
 * <p>{@code sentence_gleu(refs, hyp)} is {@code corpus_gleu([refs], [hyp])}: {@link #sentenceScore}
 * is the corpus score of one segment. Quirks reproduced
 * (each a named test):
 * <ul>
 *   <li>the segment's pair is picked by the float ratio, the first reference winning ties, but
 *       the corpus score sums the integer counts of the picked pairs (a micro average);</li>
 *   <li>a reference with no n-gram when the hypothesis has none either is skipped; a segment left
 *       with no pair (no reference, or all empty) adds nothing to either sum;</li>
 *   <li>a corpus whose sums are 0 scores 0.0 rather than failing.</li>
 * </ul>
 * NLTK returns 0.0 for {@code min_len > max_len} (no everygrams at all); here such orders are
 * rejected as invalid options.
 *
 * <p>As a {@link Metric} a segment's statistics are its picked {@code [tp, n_all]} and the score
 * is {@code Σ tp / Σ n_all}: the corpus score decomposes exactly, so it can be merged and
 * resampled. Texts are split with Python's {@code str.split()} ({@link NltkInput}) unless
 * {@link #withTokenizer} names another tokenization (Hugging Face evaluate: {@code 13a}); the
 * token-list method {@link #sentence} takes NLTK's pre-tokenized input, hypothesis first.
 * Configured by name through the profile {@code nltk:gleu} ({@link GleuProfiles}).
 *
 * <p>Immutable and thread-safe.
 */
public final class Gleu implements Metric<SimpleScore> {
    private final int minLen;
    private final int maxLen;
    private final String tokenize;
    private final Function<String, List<String>> tokens;

    private Gleu(int minLen, int maxLen) {
        this(minLen, maxLen, TokenLists.SPLIT);
    }

    private Gleu(int minLen, int maxLen, String tokenize) {
        if (minLen < 1 || maxLen < minLen) {
            throw new IllegalArgumentException("GLEU n-gram orders must satisfy 1 <= min_len <= max_len: min_len="
                    + minLen + ", max_len=" + maxLen);
        }
        this.minLen = minLen;
        this.maxLen = maxLen;
        this.tokens = TokenLists.byName(tokenize);
        this.tokenize = tokenize;
    }

    /** NLTK's defaults: {@code min_len=1, max_len=4}. */
    public static Gleu nltk() {
        return new Gleu(1, 4);
    }

    /** NLTK's {@code min_len} (smallest n-gram order); {@code max_len} must not be below it. */
    public Gleu withMinLen(int value) {
        return new Gleu(value, maxLen, tokenize);
    }

    /** NLTK's {@code max_len} (largest n-gram order); must not be below {@code min_len}. */
    public Gleu withMaxLen(int value) {
        return new Gleu(minLen, value, tokenize);
    }

    /** Both n-gram orders at once ({@code 1 <= minLen <= maxLen}), independent of the current ones. */
    public Gleu withLengths(int minLen, int maxLen) {
        return new Gleu(minLen, maxLen, tokenize);
    }

    /**
     * How texts become NLTK's token lists ({@link TokenLists}): {@code split} (the default),
     * {@code word_tokenize}, or a sacrebleu tokenizer name ({@code 13a} is Hugging Face evaluate's
     * {@code Tokenizer13a}).
     */
    public Gleu withTokenizer(String name) {
        return new Gleu(minLen, maxLen, name);
    }

    /** The tokenization's name ({@link TokenLists}). */
    public String tokenize() {
        return tokenize;
    }

    public int minLen() {
        return minLen;
    }

    public int maxLen() {
        return maxLen;
    }

    /** {@code sentence_gleu(references, hypothesis)} on pre-tokenized input (hypothesis first here). */
    public double sentence(List<String> hypothesis, List<? extends List<String>> references) {
        long[] pair = segmentCounts(hypothesis, references, new Vocabulary(), new NgramKeys());
        return score(new double[] {pair[0], pair[1]}).score();
    }

    /** The (tp, n_all) pair NLTK picks for one segment, {@code {0, 0}} when it picks none. */
    long[] segmentCounts(List<String> hypothesis, List<? extends List<String>> references, Vocabulary vocab,
                         NgramKeys keys) {
        NgramCounts hyp = NgramCounts.of(vocab.encode(hypothesis), minLen, maxLen, keys);
        long tpfp = total(hyp);
        long bestTp = 0;
        long bestAll = 0;
        double bestRatio = Double.NEGATIVE_INFINITY;
        for (List<String> reference : references) {
            NgramCounts ref = NgramCounts.of(vocab.encode(reference), minLen, maxLen, keys);
            long tpfn = total(ref);
            long tp = 0;
            int[] clipped = hyp.clippedMatches(ref);
            for (int n = minLen; n <= maxLen; n++) {
                tp += clipped[n];
            }
            long nAll = Math.max(tpfp, tpfn);
            if (nAll > 0) {
                double ratio = (double) tp / nAll;
                // Python's max() keeps the first of equal keys.
                if (ratio > bestRatio) {
                    bestRatio = ratio;
                    bestTp = tp;
                    bestAll = nAll;
                }
            }
        }
        return new long[] {bestTp, bestAll};
    }

    /** The tokens of one text (null is an error). */
    private List<String> tokens(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a segment is null");
        }
        return tokens.apply(text);
    }

    private long total(NgramCounts c) {
        long t = 0;
        for (int n = minLen; n <= maxLen; n++) {
            t += c.total(n);
        }
        return t;
    }

    @Override
    public String name() {
        return "GLEU";
    }

    /** A scorer with its own vocabulary and key table; rows are {@code [tp, n_all]} of the reference NLTK picks ({@code [0, 0]} when none). */
    @Override
    public SegmentScorer newScorer() {
        Vocabulary vocab = new Vocabulary();
        NgramKeys keys = new NgramKeys();
        return (hyp, refs) -> {
            vocab.bound();
            keys.reset();
            List<List<String>> refTokens = new ArrayList<>(refs.size());
            for (String r : refs) {
                refTokens.add(tokens(r));
            }
            long[] pair = segmentCounts(tokens(hyp), refTokens, vocab, keys);
            return new double[] {pair[0], pair[1]};
        };
    }

    /** NLTK sums the counts of no segment to 0 and scores 0.0: an empty corpus is not an error. */
    /** Streams: {@link #scoreOfSegments} only special-cases the empty corpus, which a stream never is. */
    @Override
    public Accumulator<SimpleScore> newAccumulator() {
        return Accumulator.columnSums(this);
    }

    @Override
    public SimpleScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        return segmentStats.length == 0 ? score(new double[2]) : Metric.super.scoreOfSegments(segmentStats);
    }

    /** {@code Σ tp / Σ n_all}, 0.0 when {@code Σ n_all} is 0. */
    @Override
    public SimpleScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != 2) {
            throw new IllegalArgumentException("GLEU statistics have 2 columns [tp, n_all]: got " + summedStats.length);
        }
        return new SimpleScore(summedStats[1] == 0 ? 0.0 : summedStats[0] / summedStats[1], 0);
    }

    /** A signature recording every option that changes the number. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "tok", tokenize, "min_len", Integer.toString(minLen),
                "max_len", Integer.toString(maxLen), "impl", "nltk-3.8", "version", Version.get());
    }
}
