package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link BertScore#corpusStatsOfSystems}, what {@code compare} scores several systems with: each system's rows are
 * exactly the rows of its own corpus call (to the bit, idf and the matching batches per system), while each
 * distinct sentence is embedded once across the systems (the references once, a hypothesis two systems share once).
 */
class AcrossSystemsTest {
    static final List<List<String>> REFS = List.of(List.of("the cat sat on the mat"), List.of("prices went up again"),
            List.of("two men were arrested by the police"), List.of("it rained all day in paris"),
            List.of("the dog was running in a park"));
    static final List<List<String>> SYSTEMS = List.of(
            List.of("a cat sat on the mat", "prices rose again", "police arrested two men", "rain all day in paris",
                    "the dog ran in the park"),
            List.of("the cat is on a mat", "prices rose again", "two men arrested", "it was raining in paris",
                    "a dog runs in a park"),
            List.of("a cat sat on the mat", "prices went up again", "police arrested two men", "paris had rain",
                    "the dog ran in the park"));

    static Stream<Arguments> configs() {
        BertScoreConfig bs = BertScoreConfig.defaults(Reference.BERT_SCORE).withBatchSize(2);
        return Stream.of(Arguments.of("bert-score", bs), Arguments.of("bert-score idf", bs.withIdf(true)),
                Arguments.of("hf-evaluate", BertScoreConfig.defaults(Reference.HF_EVALUATE).withBatchSize(3)),
                Arguments.of("torchmetrics idf", BertScoreConfig.defaults(Reference.TORCHMETRICS).withIdf(true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("configs")
    void eachSystemScoresAsItsOwnCallAndEachDistinctSentenceIsEmbeddedOnce(String name, BertScoreConfig config) {
        BertScore metric = BertScore.of(config);
        assertEquals(Metric.Resampling.SEGMENT_SCORES, metric.resampling());
        List<Integer> embedded = new ArrayList<>();
        Iterator<double[][]> rows = metric.withProgress((done, total) -> {
            if (done == 0) {
                embedded.add(total);
            }
        }).corpusStatsOfSystems(SYSTEMS, REFS);
        List<double[][]> all = new ArrayList<>();
        rows.forEachRemaining(all::add);
        assertEquals(SYSTEMS.size(), all.size());
        Set<String> distinct = new LinkedHashSet<>();
        REFS.forEach(distinct::addAll);
        SYSTEMS.forEach(distinct::addAll);
        assertEquals(distinct.size(), embedded.stream().mapToInt(Integer::intValue).sum(),
                "every distinct sentence embedded once: " + embedded);
        for (int i = 0; i < SYSTEMS.size(); i++) {
            double[][] alone = BertScore.of(config).corpusStats(SYSTEMS.get(i), REFS);
            assertEquals(alone.length, all.get(i).length);
            for (int j = 0; j < alone.length; j++) {
                assertArrayEquals(alone[j], all.get(i)[j], "system " + i + " segment " + j);
            }
        }
    }
}
