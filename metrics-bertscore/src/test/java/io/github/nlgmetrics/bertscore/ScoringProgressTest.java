package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link BertScore#withProgress}: each encoder batch reported, then the matching; the numbers unchanged. */
class ScoringProgressTest {
    @Test
    void eachBatchIsReportedThenTheMatchingAndTheScoresAreTheSame() {
        List<String> hyps = List.of("the cat sat on the mat", "hello world", "prices rose", "two men were arrested");
        List<List<String>> refs = List.of(List.of("a cat was on the mat"), List.of("hello there world"),
                List.of("prices went up"), List.of("police arrested two men"));
        BertScore metric = BertScore.of(BertScoreConfig.defaults(Reference.BERT_SCORE).withBatchSize(3));
        List<String> events = new ArrayList<>();
        BertScoreResult reported = metric.withProgress(new ScoringProgress() {
            @Override
            public void embedded(int done, int total) {
                events.add(done + "/" + total);
            }

            @Override
            public void matching(int pairs) {
                events.add("matching " + pairs);
            }
        }).corpusScore(hyps, refs);
        // 8 distinct sentences in encoder batches of 3, 3 and 2, which may finish in any order (on several threads)
        assertTrue(List.of(List.of("0/8", "3/8", "6/8", "8/8", "matching 4"),
                List.of("0/8", "3/8", "5/8", "8/8", "matching 4"),
                List.of("0/8", "2/8", "5/8", "8/8", "matching 4")).contains(events), events.toString());
        assertEquals(metric.corpusScore(hyps, refs).fields(), reported.fields());
    }

    @Test
    void batchesFinishingOnSeveralThreadsAreReportedOneAtATimeAndOnlyRise() {
        // a plain ArrayList as listener: the engine, not the listener, serialises the reports
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            hyps.add("sentence number " + i + " about a cat");
            refs.add(List.of("reference " + i + " about a dog"));
        }
        for (int round = 0; round < 5; round++) {
            List<Integer> done = new ArrayList<>();
            // a fresh corpus each round, so the encoder runs (no last-call embeddings)
            String tag = " in round " + round;
            List<String> roundHyps = hyps.stream().map(h -> h + tag).toList();
            BertScore.of(BertScoreConfig.defaults(Reference.BERT_SCORE).withBatchSize(1))
                    .withProgress((d, total) -> done.add(d)).corpusScore(roundHyps, refs);
            assertEquals(25, done.size(), "0, then each of 24 single-sentence batches: " + done);
            for (int i = 0; i < done.size(); i++) {
                assertEquals(i, done.get(i), "reported in order: " + done);
            }
        }
    }

    @Test
    void aSecondCallOnTheSameSentencesTakesTheFirstCallsEmbeddingsWithTheSameNumbers() {
        List<String> hyps = List.of("a dog ran in the park", "it rained all day in paris");
        List<List<String>> refs = List.of(List.of("the dog was running in a park"), List.of("rain fell all day in paris"));
        BertScoreConfig base = BertScoreConfig.defaults(Reference.BERT_SCORE).withBatchSize(2);
        List<String> events = new ArrayList<>();
        ScoringProgress record = (done, total) -> events.add(done + "/" + total);
        BertScore.of(base.withIdf(true)).withProgress(record).corpusScore(hyps, refs);
        assertEquals(List.of("0/4", "2/4", "4/4"), events, "embedded in two batches");
        events.clear();
        BertScoreResult kept = BertScore.of(base).withProgress(record).corpusScore(hyps, refs);
        assertEquals(List.of("0/4", "4/4"), events, "the same sentences, layer and batches: no encoder run");
        // another corpus in between: the next call embeds anew, and gives the same numbers to the bit
        BertScore.of(base).corpusScore(List.of("something else"), List.of(List.of("entirely")));
        events.clear();
        BertScoreResult fresh = BertScore.of(base).withProgress(record).corpusScore(hyps, refs);
        assertEquals(List.of("0/4", "2/4", "4/4"), events);
        assertEquals(fresh.fields(), kept.fields());
    }
}
