package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.numpy.NumpyMath;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.ngram.LongIntMap;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.List;

/**
 * CIDEr-D as pycocoevalcap computes it ({@code cider/cider_scorer.py}; the class is called
 * {@code Cider} but computes the "D" variant: clipping and a length penalty), the captioning
 * papers' {@code CIDEr}.
 *
 * <pre>
 *   df(g)   = number of images whose reference set contains the n-gram g
 *   w(g)    = tf(g) · (log(#images) − log(max(1, df(g))))           (tf-idf, per order n)
 *   sim_n   = Σ_{g in cand} min(w_c(g), w_r(g)) · w_r(g) / (|w_c| |w_r|)   (no division if a norm is 0)
 *             · e^(−δ² / (2σ²)),   δ = #bigrams(cand) − #bigrams(ref)
 *   image   = 10 · mean_n( Σ_refs sim_n ) / #refs
 *   corpus  = np.mean(image scores)                                  (numpy's pairwise summation)
 * </pre>
 * Defaults: {@code n = 4}, {@code σ = 6}. Quirks kept: tokens are {@code str.split()}; the
 * "length" in the penalty counts bigram occurrences only; a corpus of one image scores 0 (every
 * weight is {@code log 1 − log 1}); an n-gram in every image's references weighs 0; n-grams are
 * always cooked up to 4 whatever {@code n} is, so {@code n < 4} raises (IndexError in the
 * reference) as soon as a caption has a 4-gram and {@code n > 4} averages in zero orders; a
 * corpus whose references are all empty raises (ValueError: {@code max()} of an empty table); an
 * image with no reference raises (AssertionError).
 *
 * <p><b>Not additive</b> ({@link #additive()} is false): the document frequencies, and with them
 * every weight, are functions of the whole reference corpus, so an image's score changes when any
 * other image is added (no exact additive form exists: even {@code log(#images)} moves). The
 * statistics methods throw; use {@link #corpusScore}, or {@link #sentenceScore} (a corpus of one
 * image, hence 0, exactly as pycocoevalcap scores a single image).
 */
public final class CiderD implements Metric<CaptionScore> {
    private static final int COOKED = 4;
    private final int n;
    private final double sigma;
    private final CaptionCorpus input;

    private CiderD(int n, double sigma, CaptionCorpus input) {
        if (n < 1) {
            throw new IllegalArgumentException("CIDEr-D n must be at least 1: " + n);
        }
        if (!(sigma > 0) || Double.isInfinite(sigma)) {
            throw new IllegalArgumentException("CIDEr-D sigma must be a positive finite number: " + sigma);
        }
        this.n = n;
        this.sigma = sigma;
        this.input = input;
    }

    /** {@code Cider()} (n = 4, σ = 6) on PTB-tokenized captions, as {@code COCOEvalCap.evaluate} runs it. */
    public static CiderD coco() {
        return new CiderD(4, 6.0, CaptionCorpus.PTB);
    }

    /** {@code Cider(n=...)}. */
    public CiderD withN(int value) {
        return new CiderD(value, sigma, input);
    }

    /** {@code Cider(sigma=...)}: the width of the Gaussian length penalty. */
    public CiderD withSigma(double value) {
        return new CiderD(n, value, input);
    }

    /** How captions are prepared (PTB tokenization or as given). */
    public CiderD withInput(CaptionCorpus value) {
        return new CiderD(n, sigma, value);
    }

    public int n() {
        return n;
    }

    public double sigma() {
        return sigma;
    }

    public CaptionCorpus input() {
        return input;
    }

    @Override
    public String name() {
        return "CIDEr";
    }

    @Override
    public boolean additive() {
        return false;
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "n", Integer.toString(n), "sigma",
                Double.toString(sigma), "tok", input == CaptionCorpus.PTB ? "ptb" : "none", "version",
                Version.get());
    }

    @Override
    public SegmentScorer newScorer() {
        throw notAdditive();
    }

    @Override
    public CaptionScore score(double[] summedStats) {
        throw notAdditive();
    }

    private static UnsupportedOperationException notAdditive() {
        return new UnsupportedOperationException("CIDEr-D is not additive: its document frequencies depend on every"
                + " reference of the corpus, so it has no segment statistics to sum, merge or resample;"
                + " use corpusScore");
    }

    /** A corpus of one image: pycocoevalcap gives it 0 (every idf weight is 0). */
    @Override
    public CaptionScore sentenceScore(String hypothesis, List<String> references) {
        java.util.Objects.requireNonNull(references, "references");
        return corpusScore(java.util.Collections.singletonList(hypothesis), List.of(references));
    }

    @Override
    public CaptionScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        java.util.Objects.requireNonNull(parallelism, "parallelism");
        CaptionCorpus.Prepared p = input.prepare(hypotheses, references);
        int images = p.hypotheses().size();
        Vocabulary vocabulary = new Vocabulary();
        NgramKeys keys = new NgramKeys();
        Cooked[] tests = new Cooked[images];
        Cooked[][] refs = new Cooked[images][];
        LongIntMap df = new LongIntMap(1024);
        for (int i = 0; i < images; i++) {
            List<String> rs = p.references().get(i);
            CaptionCorpus.requireReferences(i, rs);
            refs[i] = new Cooked[rs.size()];
            LongIntMap seen = new LongIntMap(64);
            for (int r = 0; r < rs.size(); r++) {
                refs[i][r] = Cooked.of(rs.get(r), vocabulary, keys);
                for (long key : refs[i][r].keys) {
                    if (!seen.containsKey(key)) {
                        seen.put(key, 1);
                        df.add(key, 1);
                    }
                }
            }
            tests[i] = Cooked.of(p.hypotheses().get(i), vocabulary, keys);
        }
        if (df.size() == 0) {
            throw new IllegalArgumentException("no reference caption of the corpus has a word: the document"
                    + " frequency table is empty (pycocoevalcap: ValueError, max() arg is an empty sequence)");
        }
        double refLen = Math.log(images);
        // idf by document frequency (at most #images distinct values): refLen - log(max(1, df))
        double[] idfByDf = new double[images + 1];
        for (int d = 0; d <= images; d++) {
            idfByDf[d] = refLen - Math.log(Math.max(1.0, d));
        }
        double[] scores = new double[images];
        double twoSigma2 = 2 * (sigma * sigma);
        for (int i = 0; i < images; i++) {
            Vec vec = tests[i].vec(df, idfByDf, n);
            double[] score = new double[n];
            for (Cooked ref : refs[i]) {
                Vec vr = ref.vec(df, idfByDf, n);
                double delta = vec.length - vr.length;
                double penalty = Math.pow(Math.E, -(delta * delta) / twoSigma2);
                double[] val = new double[n];
                for (int g = 0; g < vec.keys.length; g++) {
                    int order = NgramKeys.order(vec.keys[g]) - 1;
                    int at = vr.index.get(vec.keys[g]);
                    double wr = at == 0 ? 0.0 : vr.weights[at - 1];
                    val[order] += Math.min(vec.weights[g], wr) * wr;
                }
                for (int k = 0; k < n; k++) {
                    if (vec.norm[k] != 0 && vr.norm[k] != 0) {
                        val[k] /= vec.norm[k] * vr.norm[k];
                    }
                    val[k] *= penalty;
                    score[k] += val[k];
                }
            }
            double avg = NumpyMath.mean(score);
            avg /= refs[i].length;
            avg *= 10.0;
            scores[i] = avg;
        }
        return new CaptionScore("CIDEr", NumpyMath.mean(scores), scores);
    }

    /** A caption's n-gram counts ({@code precook}, orders 1..4), in first-occurrence order per order. */
    private record Cooked(long[] keys, int[] counts) {
        static Cooked of(String caption, Vocabulary vocabulary, NgramKeys ngramKeys) {
            List<String> words = PyStrings.split(caption);
            int[] ids = vocabulary.encode(words);
            LongIntMap index = new LongIntMap(4 * ids.length + 4);
            long[] keys = new long[4 * ids.length];
            int[] counts = new int[keys.length];
            int size = 0;
            long[] prefix = new long[ids.length];
            for (int k = 1; k <= COOKED; k++) {
                for (int i = 0; i + k <= ids.length; i++) {
                    long key = k == 1 ? NgramKeys.unigram(ids[i]) : ngramKeys.extend(prefix[i], ids[i + k - 1]);
                    prefix[i] = key;
                    int at = index.get(key);
                    if (at == 0) {
                        keys[size] = key;
                        counts[size] = 1;
                        size++;
                        index.put(key, size);
                    } else {
                        counts[at - 1]++;
                    }
                }
            }
            return new Cooked(java.util.Arrays.copyOf(keys, size), java.util.Arrays.copyOf(counts, size));
        }

        /** {@code counts2vec}: tf-idf weights, per-order norms and the bigram count. */
        Vec vec(LongIntMap df, double[] idfByDf, int n) {
            double[] weights = new double[keys.length];
            double[] norm = new double[n];
            LongIntMap index = new LongIntMap(keys.length + 4);
            int length = 0;
            for (int g = 0; g < keys.length; g++) {
                int order = NgramKeys.order(keys[g]) - 1;
                if (order >= n) {
                    throw new IllegalArgumentException("CIDEr-D n = " + n + " but pycocoevalcap always counts"
                            + " n-grams up to 4, and a caption has a " + (order + 1)
                            + "-gram (pycocoevalcap: IndexError)");
                }
                weights[g] = counts[g] * idfByDf[df.get(keys[g])];
                norm[order] += weights[g] * weights[g];
                if (order == 1) {
                    length += counts[g];
                }
                index.put(keys[g], g + 1);
            }
            for (int k = 0; k < n; k++) {
                norm[k] = Math.sqrt(norm[k]);
            }
            return new Vec(keys, weights, norm, length, index);
        }
    }

    private record Vec(long[] keys, double[] weights, double[] norm, int length, LongIntMap index) {
    }
}
