package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * BLEU-1..n as pycocoevalcap computes it ({@code bleu/bleu_scorer.py}, the captioning papers'
 * {@code Bleu_1..Bleu_4}), per image and over the corpus.
 *
 * <pre>
 *   B_k   = ( prod_{i &lt;= k} (correct_i + 1e-15) / (guess_i + 1e-9) )^(1/k)      (running product)
 *   ratio = (testlen + 1e-15) / (reflen + 1e-9);   B_k *= exp(1 - 1/ratio)  when ratio &lt; 1
 * </pre>
 * {@code guess_i = max(0, testlen - i + 1)}; {@code correct_i} counts the candidate's i-grams
 * clipped by their largest count in any one reference; {@code reflen} is the {@code closest}
 * reference length, ties going to the SHORTER reference. The corpus score applies the same formula
 * to the summed {@code testlen, reflen, guess, correct}, so the metric is additive: a segment row is
 * {@code [testlen, reflen, guess_1..4, correct_1..4]}.
 *
 * <p>Quirks kept: tokens are Python's {@code str.split()}; the constants make "zero" scores tiny
 * but positive and give an empty candidate a non-zero score before the brevity penalty; the penalty
 * applies at equal lengths too (the 1e-9 in the denominator makes the ratio just below 1);
 * n-grams are always counted up to 4 ({@code cook_test} ignores {@code Bleu(n)}), so {@code n} is
 * 1 to 4; an image with no reference is an error.
 */
public final class CaptionBleu implements Metric<CaptionBleuScore> {
    /** Orders counted by pycocoevalcap's {@code precook} whatever {@code n} is. */
    static final int COOKED = 4;
    private static final double SMALL = 1e-9;
    private static final double TINY = 1e-15;

    private final int n;
    private final CaptionCorpus input;

    private CaptionBleu(int n, CaptionCorpus input) {
        if (n < 1 || n > COOKED) {
            throw new IllegalArgumentException("coco BLEU n must be between 1 and 4 (pycocoevalcap counts n-grams up"
                    + " to 4 only): " + n);
        }
        this.n = n;
        this.input = input;
    }

    /** {@code Bleu(4)} on PTB-tokenized captions, as {@code COCOEvalCap.evaluate} runs it. */
    public static CaptionBleu coco() {
        return new CaptionBleu(4, CaptionCorpus.PTB);
    }

    /** {@code Bleu(n)}, n from 1 to 4. */
    public CaptionBleu withN(int value) {
        return new CaptionBleu(value, input);
    }

    /** How captions are prepared (PTB tokenization or as given). */
    public CaptionBleu withInput(CaptionCorpus value) {
        return new CaptionBleu(n, value);
    }

    public int n() {
        return n;
    }

    public CaptionCorpus input() {
        return input;
    }

    @Override
    public String name() {
        return "BLEU";
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "n", Integer.toString(n), "tok",
                input == CaptionCorpus.PTB ? "ptb" : "none", "ref", "closest", "version", Version.get());
    }

    @Override
    public SegmentScorer newScorer() {
        return (hyp, refs) -> {
            CaptionCorpus.requireReferences(0, refs);
            return stats(input.caption(hyp), refs.stream().map(input::caption).toList());
        };
    }

    /** {@code cook_test(test, cook_refs(refs))} with the {@code closest} reference length. */
    static double[] stats(String hyp, List<String> refs) {
        Map<List<String>, Integer> maxRef = new HashMap<>();
        int[] refLens = new int[refs.size()];
        for (int r = 0; r < refs.size(); r++) {
            List<String> words = PyStrings.split(refs.get(r));
            refLens[r] = words.size();
            for (Map.Entry<List<String>, Integer> e : counts(words).entrySet()) {
                maxRef.merge(e.getKey(), e.getValue(), Math::max);
            }
        }
        List<String> words = PyStrings.split(hyp);
        int testlen = words.size();
        int reflen = refLens[0];
        for (int l : refLens) {
            int d = Math.abs(l - testlen);
            int best = Math.abs(reflen - testlen);
            if (d < best || (d == best && l < reflen)) {
                reflen = l;
            }
        }
        double[] row = new double[2 + 2 * COOKED];
        row[0] = testlen;
        row[1] = reflen;
        for (int k = 1; k <= COOKED; k++) {
            row[1 + k] = Math.max(0, testlen - k + 1);
        }
        for (Map.Entry<List<String>, Integer> e : counts(words).entrySet()) {
            row[1 + COOKED + e.getKey().size()] += Math.min(maxRef.getOrDefault(e.getKey(), 0), e.getValue());
        }
        return row;
    }

    private static Map<List<String>, Integer> counts(List<String> words) {
        Map<List<String>, Integer> counts = new HashMap<>();
        for (int k = 1; k <= COOKED; k++) {
            for (int i = 0; i + k <= words.size(); i++) {
                counts.merge(words.subList(i, i + k), 1, Integer::sum);
            }
        }
        return counts;
    }

    /** The corpus score of summed rows (no per-image scores). */
    @Override
    public CaptionBleuScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, 2 + 2 * COOKED);
        return CaptionBleuScore.of(n, summedStats, null);
    }

    /** The corpus score of the summed rows, with every image's own scores. */
    @Override
    public CaptionBleuScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        double[] sums = new double[2 + 2 * COOKED];
        for (double[] row : segmentStats) {
            for (int j = 0; j < sums.length; j++) {
                sums[j] += row[j];
            }
        }
        double[][] perImage = new double[n][segmentStats.length];
        for (int i = 0; i < segmentStats.length; i++) {
            double[] b = bleus(n, segmentStats[i]);
            for (int k = 0; k < n; k++) {
                perImage[k][i] = b[k];
            }
        }
        return CaptionBleuScore.of(n, sums, perImage);
    }

    /** Prepares the corpus as {@code COCOEvalCap} does (PTB tokenization of each side), then scores it. */
    @Override
    public CaptionBleuScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        java.util.Objects.requireNonNull(parallelism, "parallelism");
        CaptionCorpus.Prepared p = input.prepare(hypotheses, references);
        double[][] rows = new double[p.hypotheses().size()][];
        for (int i = 0; i < rows.length; i++) {
            CaptionCorpus.requireReferences(i, p.references().get(i));
            rows[i] = stats(p.hypotheses().get(i), p.references().get(i));
        }
        return scoreOfSegments(rows);
    }

    /** {@code B_1..B_n} of one row (or of summed rows), with the brevity penalty. */
    static double[] bleus(int n, double[] row) {
        double[] out = new double[n];
        double bleu = 1.0;
        for (int k = 0; k < n; k++) {
            bleu *= (row[2 + COOKED + k] + TINY) / (row[2 + k] + SMALL);
            out[k] = Math.pow(bleu, 1.0 / (k + 1));
        }
        double ratio = ratio(row);
        if (ratio < 1) {
            for (int k = 0; k < n; k++) {
                out[k] *= Math.exp(1 - 1 / ratio);
            }
        }
        return out;
    }

    static double ratio(double[] row) {
        return (row[0] + TINY) / (row[1] + SMALL);
    }
}
