package io.github.nlgmetrics.rouge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ROUGE as a {@link Metric}: statistics rows, the corpus mean, the profiles. */
class RougeMetricTest {
    private static final List<String> HYPS = List.of("the cat sat on the mat", "a dog\nran fast", "", "x y z");
    private static final List<List<String>> REFS = List.of(List.of("the cat is on the mat"),
            List.of("the dog ran\nvery fast", "a dog ran fast"), List.of("nothing"), List.of("z y x", "q"));

    @Test
    void perTypeMetricIsTheMeanFFromSummedStatistics() {
        Rouge m = Rouge.rougeScore().withTypes("rouge1");
        double[][] rows = m.corpusStats(List.of("a b", "c"), List.of(List.of("a b"), List.of("d", "c")));
        assertEquals(1.0, rows[0][2]);
        assertEquals(1.0, rows[1][2]);
        assertEquals(1.0, m.score(Stats.columnSums(rows)).score());
        assertEquals("rouge1", m.name());
        assertTrue(m.signature(-1).toString().startsWith("nrefs:var|profile:rouge-score|types:rouge1|"));
        assertThrows(IllegalArgumentException.class, () -> Rouge.rougeScore().withTypes("rougeW"));
    }

    @Test
    void corpusScoreIsTheMeanOfSegmentScoresSummedInSegmentOrder() {
        Rouge rouge = Rouge.rougeScore();
        RougeResult corpus = rouge.corpusScore(HYPS, REFS);
        assertEquals(HYPS.size(), corpus.segments());
        for (String t : rouge.typeNames()) {
            double p = 0;
            double r = 0;
            double f = 0;
            for (int i = 0; i < HYPS.size(); i++) {
                RougeScore s = REFS.get(i).size() == 1 ? rouge.score(HYPS.get(i), REFS.get(i).get(0)).get(t)
                        : rouge.scoreMulti(HYPS.get(i), REFS.get(i)).get(t);
                p += s.precision();
                r += s.recall();
                f += s.fmeasure();
            }
            int n = HYPS.size();
            assertEquals(new RougeScore(p / n, r / n, f / n), corpus.get(t), t);
        }
        assertEquals(corpus.get("rouge1").fmeasure(), corpus.score());
    }

    @Test
    void sentenceScoreIsScoreOrScoreMultiAndTheCorpusOfOneSegment() {
        Rouge rouge = Rouge.rougeScore();
        for (int i = 0; i < HYPS.size(); i++) {
            RougeResult s = rouge.sentenceScore(HYPS.get(i), REFS.get(i));
            assertEquals(s, rouge.corpusScore(List.of(HYPS.get(i)), List.of(REFS.get(i))));
            assertEquals(rouge.scoreMulti(HYPS.get(i), REFS.get(i)), s);
        }
        assertEquals(rouge.segmentScores(rouge.corpusStats(HYPS, REFS)).get(1), rouge.sentenceScore(HYPS.get(1),
                REFS.get(1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> rouge.withMulti(false).sentenceScore("a", List.of("a", "b")));
        assertTrue(e.getMessage().contains("2"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> rouge.corpusScore(List.of(), List.of()));
    }

    @Test
    void fieldsAreRougeScoresDict() {
        Map<String, Object> f = Rouge.rougeScore().withTypes("rougeL", "rouge2").sentenceScore("a b", List.of("a b"))
                .fields();
        assertEquals(List.of("rougeL", "rouge2"), new ArrayList<>(f.keySet()));
        assertEquals(Map.of("precision", 1.0, "recall", 1.0, "fmeasure", 1.0), f.get("rougeL"));
    }

    @Test
    void profilesWithoutOptionsAreTheFactoryDefaults() {
        assertEquals(Rouge.rougeScore().signature(1), Profiles.byName("rouge-score:rouge").metric().signature(1));
        assertEquals(Rouge.unicode().signature(1), Profiles.byName("unicode:rouge").metric().signature(1));
        for (String name : List.of("rouge-score:rouge", "unicode:rouge")) {
            Signature s = Profiles.byName(name).metric().signature(2);
            assertEquals(s, Signature.parse(s.toString()));
            assertEquals(Profiles.byName(name).reference(), s.get("profile"));
        }
    }

    @Test
    void profileOptionsAreRougeScoresKeywords() {
        Profile p = Profiles.byName("rouge-score:rouge");
        Rouge fromList = (Rouge) p.metric(Map.of("rouge_types", List.of("rouge1", "rougeLsum"), "use_stemmer", true));
        Rouge fromText = (Rouge) p.metric(Map.of("rouge_types", "rouge1, rougeLsum", "use_stemmer", "true"));
        Rouge direct = Rouge.rougeScore().withTypes("rouge1", "rougeLsum").withStemmer(true);
        assertEquals(direct.signature(1), fromList.signature(1));
        assertEquals(direct.signature(1), fromText.signature(1));
        assertEquals(false, ((Rouge) p.metric(Map.of("multi", false))).multi());
        assertEquals(List.of("--types", "-t"), RougeProfiles.ROUGE_TYPES.flags());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> p.metric(Map.of("rouge_types", List.of("rouge0"))));
        assertTrue(bad.getMessage().contains("rouge0"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> p.metric(Map.of("split_summaries", true)));
        assertThrows(IllegalArgumentException.class, () -> p.metric(Map.of("tokenizer", "other")));
        assertThrows(IllegalArgumentException.class,
                () -> Profiles.byName("unicode:rouge").metric(Map.of("tokenizer", "default")));
    }
}
