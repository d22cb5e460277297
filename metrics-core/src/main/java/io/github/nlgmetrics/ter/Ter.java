package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.TokenBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * TER (translation edit rate, Snover et al. 2006) exactly as sacrebleu 2.6.0 computes it
 * ({@code sacrebleu.metrics.TER}, a port of tercom).
 *
 * <p>Per segment: {@code rstrip}, the {@link TercomTokenizer}, split on Python whitespace; for
 * each reference the number of edits of {@link TerAligner} (shifts + insertions, deletions and
 * substitutions); the segment keeps the MINIMUM number of edits over its references and the
 * AVERAGE reference length. The corpus score comes from the summed statistics:
 *
 * <pre>
 * TER = 100 · Σ edits / Σ avg_ref_len        (100 if Σ avg_ref_len = 0 &lt; Σ edits, 0 if both are 0)
 * </pre>
 *
 * <p>Quirks of sacrebleu reproduced (each has a named test):
 * <ul>
 *   <li>edits are minimised over the references but divided by the average reference length,
 *       so adding a reference can raise TER above 100 or change it without changing the edits;</li>
 *   <li>an empty reference costs one edit per hypothesis word and contributes length 0 to the
 *       average;</li>
 *   <li>references go through the tokenizer twice (sacrebleu preprocesses them when caching and
 *       again when extracting words); the tokenizer is idempotent on real text, but the double pass
 *       is kept;</li>
 *   <li>lowercasing is the default ({@code case_sensitive=False}, signature {@code case:lc});</li>
 *   <li>the shift search limits (span 10, distance 50, beam 25, 1000 candidates) and
 *       tie-breaking of {@link TerAligner}; the tokenizer quirks of {@link TercomTokenizer};</li>
 *   <li>a {@code null} reference is skipped; a segment left with none is an error.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies.
 */
public final class Ter implements Metric<TerScore> {
    /** TER's options are all options of its tokenizer, and kept there. */
    private final TercomTokenizer tokenizer;

    private Ter(boolean normalized, boolean noPunct, boolean asianSupport, boolean caseSensitive) {
        this.tokenizer = new TercomTokenizer(normalized, noPunct, asianSupport, caseSensitive);
    }

    /** sacrebleu's defaults: {@code TER(normalized=False, no_punct=False, asian_support=False, case_sensitive=False)}. */
    public static Ter sacrebleu() {
        return new Ter(false, false, false, false);
    }

    public Ter withNormalized(boolean value) {
        return new Ter(value, noPunct(), asianSupport(), caseSensitive());
    }

    public Ter withNoPunct(boolean value) {
        return new Ter(normalized(), value, asianSupport(), caseSensitive());
    }

    public Ter withAsianSupport(boolean value) {
        return new Ter(normalized(), noPunct(), value, caseSensitive());
    }

    public Ter withCaseSensitive(boolean value) {
        return new Ter(normalized(), noPunct(), asianSupport(), value);
    }

    public boolean normalized() {
        return tokenizer.normalized();
    }

    public boolean noPunct() {
        return tokenizer.noPunct();
    }

    public boolean asianSupport() {
        return tokenizer.asianSupport();
    }

    public boolean caseSensitive() {
        return tokenizer.caseSensitive();
    }

    public TercomTokenizer tokenizer() {
        return tokenizer;
    }

    /** sacrebleu's {@code _preprocess_segment}: the tokenizer on the right-stripped line. */
    public String preprocess(String segment) {
        return tokenizer.tokenize(PyStrings.rstrip(segment));
    }

    /** The words of a hypothesis. */
    public List<String> hypothesisWords(String hyp) {
        return PyStrings.split(preprocess(hyp));
    }

    /** The words of a reference: preprocessed twice, as sacrebleu does. */
    public List<String> referenceWords(String ref) {
        return PyStrings.split(preprocess(preprocess(ref)));
    }

    /**
     * Per-thread scratch state behind {@link #newScorer()}: the words of every side of a segment
     * are interned to segment-local ids in one {@link TokenBuffer} (no word strings, no vocabulary
     * growing over the corpus), then aligned with one {@link TerAligner}; not thread-safe.
     */
    private final class Counter implements SegmentScorer {
        private final TokenBuffer text = new TokenBuffer();
        private final TerAligner aligner = new TerAligner();
        private final int[] count = new int[1];
        private int[][] refIds = new int[1][];
        private int[] refLens = new int[1];
        private int[] hypIds = new int[64];

        /**
         * {@code [min edits over the references, average reference length]} of one segment;
         * {@code null} references are skipped, none left is an error.
         */
        @Override
        public double[] stats(String hyp, List<String> refs) {
            if (hyp == null) {
                throw new IllegalArgumentException("a hypothesis is null");
            }
            text.reset();
            int nRefs = 0;
            for (String ref : refs) {
                if (ref != null) {
                    if (nRefs == refIds.length) {
                        refIds = Arrays.copyOf(refIds, 2 * nRefs);
                        refLens = Arrays.copyOf(refLens, 2 * nRefs);
                    }
                    refIds[nRefs] = words(preprocess(preprocess(ref)), refIds[nRefs]);
                    refLens[nRefs++] = count[0];
                }
            }
            if (nRefs == 0) {
                throw new IllegalArgumentException("a segment has no reference (all are null)");
            }
            hypIds = words(preprocess(hyp), hypIds);
            int hypLen = count[0];
            long refLengths = 0;
            long best = (long) 1e16;
            for (int k = 0; k < nRefs; k++) {
                int edits = aligner.edits(hypIds, hypLen, refIds[k], refLens[k]);
                refLengths += refLens[k];
                if (edits < best) {
                    best = edits;
                }
            }
            return new double[] {best, (double) refLengths / nRefs};
        }

        /** The segment-local ids of the whitespace-separated words of {@code tokenized}. */
        private int[] words(String tokenized, int[] into) {
            int from = text.length();
            text.append(tokenized);
            return text.splitInterned(from, into == null ? new int[64] : into, count);
        }
    }

    /** A scorer with its own vocabulary and aligner; rows are {@code [edits, avg_ref_len]}. */
    @Override
    public SegmentScorer newScorer() {
        return new Counter();
    }

    /** sacrebleu's {@code _compute_score_from_stats} on {@code [edits, ref_length]}. */
    @Override
    public TerScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        requireWidth(summedStats.length);
        return new TerScore(percent(summedStats[0], summedStats[1], false), (long) summedStats[0], summedStats[1]);
    }

    /**
     * The score of a bootstrap resample whose sums sacrebleu kept in numpy {@code float32}:
     * {@code edits / ref_length} divides two {@code float32} scalars, so the quotient is rounded
     * to single precision before {@code 100 *} widens it to double (numpy 1.x promotion).
     */
    @Override
    public double scoreSinglePrecision(float[] summedStats) {
        requireWidth(summedStats.length);
        return percent(summedStats[0], summedStats[1], true);
    }

    private static void requireWidth(int width) {
        if (width != 2) {
            throw new IllegalArgumentException("TER statistics must have 2 columns: got " + width);
        }
    }

    /** {@code 100 · edits / refLength} (100 if only the length is 0, 0 if both are), the quotient optionally in float. */
    private static double percent(double edits, double refLength, boolean singlePrecision) {
        double score;
        if (refLength > 0) {
            score = singlePrecision ? (float) edits / (float) refLength : edits / refLength;
        } else if (edits > 0) {
            score = 1.0;
        } else {
            score = 0.0;
        }
        return 100 * score;
    }

    @Override
    public String name() {
        return "TER";
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    /**
     * sacrebleu's {@code TERSignature}, e.g. {@code nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:0.1.0};
     * {@code nrefs} -1 prints {@code var}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "case", caseSensitive() ? "mixed" : "lc",
                "tok", tokenizer.signature(), "norm", normalized() ? "yes" : "no", "punct", noPunct() ? "no" : "yes",
                "asian", asianSupport() ? "yes" : "no", "version", Version.get());
    }
}
