package io.github.nlgmetrics.nist;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.ngram.LongIntMap;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.List;

/**
 * NIST exactly as NLTK 3.8 computes it ({@code nltk.translate.nist_score}).
 *
 * <p>Information weights come from the n-gram counts of every reference of every segment
 * (orders 1..n), {@code W} being the total number of reference tokens:
 *
 * <pre>
 * info(w1..wk) = log2( count(w1..wk-1) / count(w1..wk) )     (count(prefix) = W for unigrams)
 * for each order i = 1..n, each segment, each reference r:
 *     num_i(r) = Σ_{hyp i-grams g, first-occurrence order} info(g) · min(count_hyp(g), count_r(g))
 *     den_i    = number of hypothesis i-grams
 *     the segment contributes the reference maximizing the tuple (num/den, num, den, len(r))
 * NIST = ( Σ_i Σ_seg num_i / Σ_seg den_i ) · LP(Σ len(hyp), Σ len(r picked))
 * LP(ratio = sys/ref) = exp( log(0.5)/log(1.5)² · log(ratio)² )  if 0 &lt; ratio &lt; 1, else min(ratio, 1)
 * </pre>
 *
 * <p>Quirks of NLTK reproduced (each a named test):
 * <ul>
 *   <li>the reference length of the length penalty is the length of the reference with the best
 *       precision, chosen again for each order i (ties: higher numerator, then the longer reference),
 *       and both lengths are summed once per order, so the ratio is of n-fold sums;</li>
 *   <li>any order with no hypothesis n-gram in the whole corpus (all hypotheses shorter than n)
 *       raises ZeroDivisionError in NLTK: an {@link IllegalArgumentException} here;</li>
 *   <li>so does a corpus whose picked references are all empty (ratio with a zero reference
 *       length), and a segment with no reference at all ({@code max()} of an empty list);</li>
 *   <li>the information weights count the n-grams of the references of the whole corpus, not of
 *       the segment; a sentence-level score is a corpus of one segment.</li>
 * </ul>
 * Sums run in Python's order (per order, segments in order, n-grams in first-occurrence order).
 *
 * <p><b>Not additive.</b> A {@link Metric} whose {@link #additive()} is {@code false}: the
 * information weights depend on every reference of the corpus, so the corpus score is no function
 * of fixed per-segment statistics (a resampled corpus, a shard or a single segment has other
 * weights). {@link #corpusScore} and {@link #sentenceScore} therefore compute NLTK's formula
 * directly, and the statistics methods ({@link #newScorer}, {@link #score(double[])} and the
 * defaults built on them: {@code segmentStats}, {@code corpusStats}, {@code scoreOfSegments}, the
 * significance hooks) throw {@link UnsupportedOperationException}: NIST cannot be merged, streamed
 * or resampled.
 *
 * <p>Texts are split with Python's {@code str.split()} ({@link NltkInput}); the token-list methods
 * {@link #sentence} and {@link #corpus} take NLTK's pre-tokenized input, hypotheses first.
 * Configured by name through the profile {@code nltk:nist} ({@link NistProfiles}).
 *
 * <p>Immutable and thread-safe.
 */
public final class Nist implements Metric<SimpleScore> {
    private static final double LOG2 = Math.log(2.0);
    private final int n;

    private Nist(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("NIST n must be at least 1: " + n);
        }
        this.n = n;
    }

    /** NLTK's default: {@code n=5}. */
    public static Nist nltk() {
        return new Nist(5);
    }

    /** NLTK's {@code n}: the highest n-gram order (at least 1). */
    public Nist withN(int value) {
        return new Nist(value);
    }

    public int n() {
        return n;
    }

    @Override
    public String name() {
        return "NIST";
    }

    /** {@code false}: the information weights depend on the whole reference corpus. */
    @Override
    public boolean additive() {
        return false;
    }

    /** {@code sentence_nist} on texts split with Python's {@code str.split()}: a corpus of one segment. */
    @Override
    public SimpleScore sentenceScore(String hypothesis, List<String> references) {
        java.util.Objects.requireNonNull(references, "references");
        return new SimpleScore(sentence(NltkInput.split(hypothesis), NltkInput.splitAll(references)), 1);
    }

    /** {@code corpus_nist} on texts split with {@code str.split()}; {@code references.get(i)} are segment i's. */
    @Override
    public SimpleScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        java.util.Objects.requireNonNull(parallelism, "parallelism");
        java.util.Objects.requireNonNull(hypotheses, "hypotheses");
        java.util.Objects.requireNonNull(references, "references");
        return new SimpleScore(corpus(NltkInput.splitAll(hypotheses), NltkInput.splitRefs(references)),
                hypotheses.size());
    }

    /** Unsupported: NIST has no per-segment statistics whose sums give its corpus score. */
    @Override
    public SegmentScorer newScorer() {
        throw notAdditive();
    }

    /** Unsupported: NIST has no per-segment statistics whose sums give its corpus score. */
    @Override
    public SimpleScore score(double[] summedStats) {
        throw notAdditive();
    }

    private static UnsupportedOperationException notAdditive() {
        return new UnsupportedOperationException("NIST is not additive: its information weights depend on every"
                + " reference of the corpus, so it has no segment statistics to sum, merge or resample;"
                + " use corpusScore or sentenceScore");
    }

    /** {@code sentence_nist(references, hypothesis, n)} on pre-tokenized input (hypothesis first here). */
    public double sentence(List<String> hypothesis, List<? extends List<String>> references) {
        return corpus(List.of(hypothesis), List.of(references));
    }

    /**
     * {@code corpus_nist(list_of_references, hypotheses, n)} on pre-tokenized input (hypotheses
     * first here); {@code references.get(i)} are the references of segment i.
     */
    public double corpus(List<? extends List<String>> hypotheses,
                         List<? extends List<? extends List<String>>> references) {
        Stats.requireSameLength(hypotheses.size(), references.size());
        int segments = hypotheses.size();
        // One vocabulary and one key space for the whole corpus: the weights are corpus-wide.
        Vocabulary vocab = new Vocabulary();
        NgramKeys keys = new NgramKeys();
        int[][] hypIds = new int[segments][];
        List<int[][]> refIds = new ArrayList<>(segments);
        NgramCounts refFreq = new NgramCounts(1, n);
        long totalReferenceWords = 0;
        for (int s = 0; s < segments; s++) {
            List<? extends List<String>> refs = references.get(s);
            int[][] ids = new int[refs.size()][];
            for (int r = 0; r < ids.length; r++) {
                ids[r] = vocab.encode(refs.get(r));
                refFreq.addAll(ids[r], keys);
                totalReferenceWords += ids[r].length;
            }
            refIds.add(ids);
            hypIds[s] = vocab.encode(hypotheses.get(s));
        }

        double[] numerators = new double[n + 1];
        long[] denominators = new long[n + 1];
        long lRef = 0;
        long lSys = 0;
        for (int i = 1; i <= n; i++) {
            for (int s = 0; s < segments; s++) {
                int[] hyp = hypIds[s];
                int[][] refs = refIds.get(s);
                if (refs.length == 0) {
                    throw new IllegalArgumentException("segment " + s + " has no reference"
                            + " (NLTK's max() of an empty sequence)");
                }
                Distinct grams = Distinct.of(hyp, i, keys, refFreq, totalReferenceWords);
                long denominator = hyp.length >= i ? hyp.length - i + 1 : 0;
                double bestPrecision = 0;
                double bestNumerator = 0;
                int bestRefLen = 0;
                for (int r = 0; r < refs.length; r++) {
                    NgramCounts ref = NgramCounts.of(refs[r], i, i, keys);
                    double numerator = 0;
                    for (int g = 0; g < grams.size; g++) {
                        int rc = ref.count(grams.keys[g]);
                        if (rc > 0) {
                            numerator += grams.weights[g] * Math.min(grams.counts[g], rc);
                        }
                    }
                    double precision = denominator == 0 ? 0 : numerator / denominator;
                    int refLen = refs[r].length;
                    // max() over (precision, numerator, denominator, ref_len) tuples; the
                    // denominator is the same for every reference.
                    if (r == 0 || precision > bestPrecision
                            || (precision == bestPrecision && (numerator > bestNumerator
                                || (numerator == bestNumerator && refLen > bestRefLen)))) {
                        bestPrecision = precision;
                        bestNumerator = numerator;
                        bestRefLen = refLen;
                    }
                }
                numerators[i] += bestNumerator;
                denominators[i] += denominator;
                lRef += bestRefLen;
                lSys += hyp.length;
            }
        }
        double nistPrecision = 0;
        if (segments > 0) {
            for (int i = 1; i <= n; i++) {
                if (denominators[i] == 0) {
                    throw new IllegalArgumentException("no hypothesis has " + i + "-grams (every hypothesis is"
                            + " shorter than " + i + " tokens): NLTK divides by zero");
                }
                nistPrecision += numerators[i] / denominators[i];
            }
        }
        return nistPrecision * lengthPenalty(lRef, lSys);
    }

    /** NLTK's {@code nist_length_penalty(ref_len, hyp_len)}. */
    static double lengthPenalty(long refLen, long hypLen) {
        if (refLen == 0) {
            throw new IllegalArgumentException("the total reference length is 0: NLTK's length penalty divides by zero");
        }
        double ratio = (double) hypLen / refLen;
        if (0 < ratio && ratio < 1) {
            double logRatioX = Math.log(1.5);
            double beta = Math.log(0.5) / (logRatioX * logRatioX);
            double logRatio = Math.log(ratio);
            return Math.exp(beta * (logRatio * logRatio));
        }
        return Math.max(Math.min(ratio, 1.0), 0.0);
    }

    /** The distinct i-grams of a hypothesis in first-occurrence order (Counter insertion order). */
    private static final class Distinct {
        long[] keys;
        int[] counts;
        double[] weights;
        int size;

        static Distinct of(int[] tokens, int order, NgramKeys keyer, NgramCounts refFreq, long totalRefWords) {
            Distinct d = new Distinct();
            int count = Math.max(0, tokens.length - order + 1);
            d.keys = new long[count];
            d.counts = new int[count];
            d.weights = new double[count];
            LongIntMap slot = new LongIntMap(Math.max(4, count));
            for (int p = 0; p < count; p++) {
                long prefix = 0;
                long key = NgramKeys.unigram(tokens[p]);
                for (int k = 1; k < order; k++) {
                    prefix = key;
                    key = keyer.extend(key, tokens[p + k]);
                }
                int at = slot.get(key);
                if (at > 0) {
                    d.counts[at - 1]++;
                    continue;
                }
                slot.put(key, d.size + 1);
                d.keys[d.size] = key;
                d.counts[d.size] = 1;
                int freq = refFreq.count(key);
                if (freq > 0) {
                    long numerator = order == 1 ? totalRefWords : refFreq.count(prefix);
                    // math.log(x, 2) is log(x) / log(2) in CPython.
                    d.weights[d.size] = Math.log((double) numerator / freq) / LOG2;
                }
                d.size++;
            }
            return d;
        }
    }

    /** A signature recording every option that changes the number. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "tok", "split", "n", Integer.toString(n),
                "impl", "nltk-3.8", "version", Version.get());
    }
}
