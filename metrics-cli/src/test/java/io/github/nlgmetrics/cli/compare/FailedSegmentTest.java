package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.significance.Ranking;
import io.github.nlgmetrics.significance.Significance;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A segment the metric gives no score of its own is never a silent NaN (issue 41): the comparison still tests the
 * systems by their corpus rows, leaves the segment out of the sentence-level analyses, and says in one warning how
 * many segments and which first.
 */
class FailedSegmentTest {
    /**
     * Word precision, {@code Σ matched / Σ hypothesis words} (rows {@code [matched, words, 1]}): one segment with no
     * hypothesis word has no score alone; several (a resample) score 0.
     */
    private static final class WordPrecision implements Metric<SimpleScore> {
        @Override
        public String name() {
            return "precision";
        }

        @Override
        public Signature signature(int nrefs) {
            return Signature.of("nrefs", Integer.toString(nrefs), "version", "test");
        }

        @Override
        public SegmentScorer newScorer() {
            return (hyp, refs) -> {
                List<String> ref = List.of(refs.get(0).split(" "));
                String[] words = hyp.isBlank() ? new String[0] : hyp.split(" ");
                return new double[] {java.util.Arrays.stream(words).filter(ref::contains).count(), words.length, 1};
            };
        }

        @Override
        public SimpleScore score(double[] s) {
            if (s[1] == 0 && s[2] == 1) {
                throw new IllegalArgumentException("no hypothesis words");
            }
            return new SimpleScore(s[1] == 0 ? 0 : s[0] / s[1], (long) s[2]);
        }
    }

    @Test
    void aSegmentWithoutAScoreOfItsOwnIsLeftOutOfTheSentenceAnalysesWithOneWarning() {
        List<List<String>> refs = List.of(List.of("the cat sat"), List.of("a dog barks"), List.of("it rains"),
                List.of("prices rose"));
        CompareInputs in = new CompareInputs(List.of("a", "b"), List.of(List.of("the cat sat", "", "it rains", "prices"),
                List.of("the cat", "a dog", "", "")), refs, List.of("ref.txt"), List.of("a.txt", "b.txt"));
        Comparison.Settings settings = new Comparison.Settings(0, Significance.sacrebleu().withSeed(12345L), 20, 0, 0.05,
                Comparison.ClusterTest.BS, Ranking.Correction.NONE, -1, null, 5);
        MetricChoice choice = new MetricChoice("precision", null, new WordPrecision(), null, null);
        Comparison c = Comparison.run(in, settings, List.of(choice), Progress.on(System.err, true, "steps", 4));
        Comparison.MetricResult m = c.metrics().get(0);
        assertTrue(m.tested());
        assertEquals(1.0, m.scores().get(0), 1e-12, "a's corpus score: 6 of 6 words");
        double[][] seg = m.scored().segmentScores();
        assertTrue(Double.isNaN(seg[0][1]) && Double.isNaN(seg[1][2]) && Double.isNaN(seg[1][3]));
        assertEquals(1.0, seg[1][0], 1e-12);
        assertEquals(List.of("warning: precision: 3 segments have no score of their own (segment 2 of a: no hypothesis"
                + " words); left out of the sentence-level buckets, the segments listed and the segment agreement"),
                c.warnings());
    }
}
