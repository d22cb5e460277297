package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.numpy.NumpyMath;
import io.github.nlgmetrics.lcs.LcsKernel;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.Arrays;
import java.util.List;

/**
 * ROUGE-L as pycocoevalcap computes it ({@code rouge/rouge.py}, the captioning papers'
 * {@code ROUGE_L}).
 *
 * <pre>
 *   P = max_r LCS(c, r) / |c|      R = max_r LCS(c, r) / |r|      (two separate maxima)
 *   F = (1 + b²) P R / (R + b² P)  with b = 1.2;  F = 0 when P or R is 0
 *   corpus = np.mean(F over images)                            (numpy's pairwise summation)
 * </pre>
 * Quirks kept: tokens come from {@code split(" ")}, so double, leading or trailing spaces make
 * empty-string tokens that count in the lengths and match each other, tabs and no-break spaces do
 * not separate tokens, and an empty caption is one empty token; P and R may come from different
 * references.
 *
 * <p><b>Not additive</b> ({@link #additive()} is false): the corpus score is {@code np.mean}, whose
 * pairwise summation order depends on the whole list, so a sum of shards can differ in the last
 * bits. The statistics methods ({@link #newScorer()} rows {@code [F, 1]}) exist for per-image scores,
 * but the corpus score comes from {@link #corpusScore} / {@link #scoreOfSegments}.
 */
public final class CaptionRougeL implements Metric<CaptionScore> {
    private static final double BETA = 1.2;
    private final CaptionCorpus input;

    private CaptionRougeL(CaptionCorpus input) {
        this.input = input;
    }

    /** {@code Rouge()} on PTB-tokenized captions, as {@code COCOEvalCap.evaluate} runs it. */
    public static CaptionRougeL coco() {
        return new CaptionRougeL(CaptionCorpus.PTB);
    }

    /** How captions are prepared (PTB tokenization or as given). */
    public CaptionRougeL withInput(CaptionCorpus value) {
        return new CaptionRougeL(value);
    }

    public CaptionCorpus input() {
        return input;
    }

    @Override
    public String name() {
        return "ROUGE_L";
    }

    @Override
    public boolean additive() {
        return false;
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "beta", "1.2", "tok",
                input == CaptionCorpus.PTB ? "ptb" : "none", "version", Version.get());
    }

    @Override
    public SegmentScorer newScorer() {
        LcsKernel kernel = new LcsKernel();
        return (hyp, refs) -> {
            CaptionCorpus.requireReferences(0, refs);
            return new double[] {imageScore(input.caption(hyp), refs.stream().map(input::caption).toList(), kernel), 1};
        };
    }

    /** {@link #imageScore(String, List, LcsKernel)} with a kernel of its own. */
    static double imageScore(String candidate, List<String> refs) {
        return imageScore(candidate, refs, new LcsKernel());
    }

    /**
     * {@code Rouge.calc_score([candidate], refs)}; the LCS ({@code my_lcs}, the textbook table) is
     * the shared bit-parallel kernel over the captions' tokens interned to ints.
     */
    static double imageScore(String candidate, List<String> refs, LcsKernel kernel) {
        String[] c = candidate.split(" ", -1);
        Vocabulary vocabulary = new Vocabulary();
        int[] cIds = vocabulary.encode(Arrays.asList(c));
        double precMax = Double.NEGATIVE_INFINITY;
        double recMax = Double.NEGATIVE_INFINITY;
        for (String ref : refs) {
            String[] r = ref.split(" ", -1);
            int lcs = kernel.length(vocabulary.encode(Arrays.asList(r)), cIds);
            precMax = Math.max(precMax, lcs / (double) c.length);
            recMax = Math.max(recMax, lcs / (double) r.length);
        }
        if (precMax != 0 && recMax != 0) {
            double b2 = BETA * BETA;
            return ((1 + b2) * precMax * recMax) / (recMax + b2 * precMax);
        }
        return 0.0;
    }

    /** Only meaningful for one row (a sentence score); corpus scores use {@link #scoreOfSegments}. */
    @Override
    public CaptionScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return new CaptionScore("ROUGE_L", summedStats[0] / summedStats[1], new double[] {summedStats[0]});
    }

    /** {@code np.mean} of the per-image scores. */
    @Override
    public CaptionScore scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        double[] per = new double[segmentStats.length];
        for (int i = 0; i < per.length; i++) {
            per[i] = segmentStats[i][0];
        }
        return new CaptionScore("ROUGE_L", NumpyMath.mean(per), per);
    }

    @Override
    public CaptionScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        java.util.Objects.requireNonNull(parallelism, "parallelism");
        CaptionCorpus.Prepared p = input.prepare(hypotheses, references);
        double[] per = new double[p.hypotheses().size()];
        LcsKernel kernel = new LcsKernel();
        for (int i = 0; i < per.length; i++) {
            CaptionCorpus.requireReferences(i, p.references().get(i));
            per[i] = imageScore(p.hypotheses().get(i), p.references().get(i), kernel);
        }
        return new CaptionScore("ROUGE_L", NumpyMath.mean(per), per);
    }
}
