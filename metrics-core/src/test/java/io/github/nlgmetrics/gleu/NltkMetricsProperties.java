package io.github.nlgmetrics.gleu;

import io.github.nlgmetrics.ribes.Ribes;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Invariants of NLTK's GLEU and RIBES. NIST has neither: its information weights are computed
 * from the references, so an identical hypothesis has no fixed maximum and an added reference
 * can lower the score ({@code NistTest.addingAReferenceCanLowerTheScoreThroughTheWeights}).
 */
class NltkMetricsProperties {
    private static final long SEED = 20261122L;

    private static Gen<List<String>> sentences(int min, int max, int vocab) {
        return lists().of(integers().between(0, vocab - 1)).ofSizeBetween(min, max).map(ids -> {
            List<String> out = new ArrayList<>(ids.size());
            for (int id : ids) {
                out.add("w" + id);
            }
            return out;
        });
    }

    @Test
    void identicalSentenceReachesGleuMaximum() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(1, 20, 6))
                .check(s -> Gleu.nltk().sentence(s, List.of(s)) == 1.0);
    }

    @Test
    void identicalSentenceOfDistinctWordsReachesRibesMaximum() {
        // With repeated words NLTK's alignment may leave words unaligned (RibesTest).
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(2, 20, 1000))
                .assuming(s -> new LinkedHashSet<>(s).size() == s.size())
                .check(s -> Ribes.nltk().sentence(s, List.of(s)) == 1.0);
    }

    @Test
    void addingAReferenceNeverLowersGleuOrRibes() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(1, 12, 5), lists().of(sentences(0, 12, 5)).ofSizeBetween(1, 3), sentences(0, 12, 5))
                .check((hyp, refs, extra) -> {
                    List<List<String>> more = new ArrayList<>(refs);
                    more.add(extra);
                    return Gleu.nltk().sentence(hyp, more) >= Gleu.nltk().sentence(hyp, refs)
                            && Ribes.nltk().sentence(hyp, more) >= Ribes.nltk().sentence(hyp, refs);
                });
    }

    @Test
    void gleuAndRibesCorpusScoresAreFunctionsOfSummedSegmentStatistics() {
        qt().withFixedSeed(SEED).withExamples(100)
                .forAll(lists().of(sentences(1, 10, 5)).ofSizeBetween(1, 6), lists().of(sentences(0, 10, 5)).ofSizeBetween(1, 6))
                .check((hyps, refs) -> {
                    List<String> h = new ArrayList<>();
                    List<List<String>> r = new ArrayList<>();
                    for (int i = 0; i < hyps.size(); i++) {
                        h.add(String.join(" ", hyps.get(i)));
                        r.add(List.of(String.join(" ", refs.get(i % refs.size()))));
                    }
                    return sumsMatch(Gleu.nltk(), h, r) && sumsMatch(Ribes.nltk(), h, r);
                });
    }

    private static boolean sumsMatch(io.github.nlgmetrics.Metric<?> m, List<String> h, List<List<String>> r) {
        double[][] stats = m.corpusStats(h, r);
        double[] sum = new double[stats[0].length];
        for (double[] row : stats) {
            for (int k = 0; k < sum.length; k++) {
                sum[k] += row[k];
            }
        }
        return m.score(sum).score() == m.corpusScore(h, r).score();
    }
}
