package io.github.nlgmetrics.nltk;

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
 * can lower the score ({@link NistTest#addingAReferenceCanLowerTheScoreThroughTheWeights}).
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
                .check(s -> Gleu.nltk().sentence(List.of(s), s) == 1.0);
    }

    @Test
    void identicalSentenceOfDistinctWordsReachesRibesMaximum() {
        // With repeated words NLTK's alignment may leave words unaligned (RibesTest).
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(2, 20, 1000))
                .assuming(s -> new LinkedHashSet<>(s).size() == s.size())
                .check(s -> Ribes.nltk().sentence(List.of(s), s) == 1.0);
    }

    @Test
    void addingAReferenceNeverLowersGleuOrRibes() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(1, 12, 5), lists().of(sentences(0, 12, 5)).ofSizeBetween(1, 3), sentences(0, 12, 5))
                .check((hyp, refs, extra) -> {
                    List<List<String>> more = new ArrayList<>(refs);
                    more.add(extra);
                    return Gleu.nltk().sentence(more, hyp) >= Gleu.nltk().sentence(refs, hyp)
                            && Ribes.nltk().sentence(more, hyp) >= Ribes.nltk().sentence(refs, hyp);
                });
    }
}
