package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.bertscore.BertScoreConfig.Reference;
import io.github.nlgmetrics.bertscore.model.Encoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link CorpusSplit}: one call cut into pieces (tokenized apart) and chunks (embedded and matched apart) gives the
 * whole call's result to the bit, for each reference, with and without idf, for any cut; and it refuses what the
 * whole call refuses, with the same message. The driver's part (placing each pair's texts at its output) is done
 * here as {@code nlg-metrics-spark} does it.
 */
class CorpusSplitTest {
    private static final Path TINY_ROBERTA = Path.of("../../shared/data/bertscore-models/tiny-roberta");

    /** Segments whose lengths differ (bert_score's block padding matters), with an empty text and a repeat. */
    private static final List<String> HYPS = List.of("the cat sat on the mat", "hello world",
            "prices rose sharply in the third quarter, analysts said on monday", "", "two men were arrested",
            "hello world", "a dog ran in the park near the river bank while it rained all day in paris",
            "the weather is nice", "he said no", "stocks fell", "the committee will meet again next week to decide",
            "yes");
    private static final List<List<String>> REFS = List.of(List.of("a cat was on the mat"),
            List.of("hello there world"), List.of("prices went up a lot in the third quarter"), List.of("nothing"),
            List.of("police arrested two men"), List.of("hello world"), List.of("the dog was running in a park"),
            List.of("nice weather today"), List.of("he refused"), List.of("shares dropped on wall street"),
            List.of("the panel meets next week"), List.of("no"));
    /** Two references for some segments (bert_score takes the best; evaluate nests every segment). */
    private static final List<List<String>> TWO_REFS = List.of(List.of("a cat was on the mat", "the cat is on a mat"),
            List.of("hello there world"), List.of("prices went up", "prices rose"), List.of("nothing", ""),
            List.of("police arrested two men"), List.of("hello world", "hi world"),
            List.of("the dog was running in a park"), List.of("nice weather today"), List.of("he refused"),
            List.of("shares dropped"), List.of("the panel meets next week"), List.of("no", "nope"));

    static Stream<Arguments> cuts() {
        List<Arguments> out = new ArrayList<>();
        for (Reference reference : Reference.values()) {
            for (boolean idf : new boolean[] {false, true}) {
                for (int batch : new int[] {1, 3, 64}) {
                    out.add(Arguments.of(reference, idf, batch, new int[] {12}, 1));
                    out.add(Arguments.of(reference, idf, batch, new int[] {5, 7}, 3));
                    out.add(Arguments.of(reference, idf, batch, new int[] {1, 4, 3, 4}, 12));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} idf={1} batch={2} pieces={3} chunks={4}")
    @MethodSource("cuts")
    void aSplitCallGivesTheWholeCallsResultToTheBit(Reference reference, boolean idf, int batch, int[] pieces,
            int chunks) {
        BertScore metric = BertScore.of(BertScoreConfig.defaults(reference).withIdf(idf).withBatchSize(batch));
        assertSame(metric, HYPS, REFS, pieces, chunks);
        if (reference != Reference.TORCHMETRICS) {
            assertSame(metric, HYPS, TWO_REFS, pieces, chunks);
        }
    }

    @Test
    void bertScoresBlockPaddingSurvivesTheCutAtTheEmbeddingLayer() {
        // a short text's padding (beside a longer text of its block of batch_size pairs) lifts a negative maximum
        // to 0 (BertScoreQuirksTest): a chunk starts where a block starts (checked in split())
        String shortHyp = "zebra";
        String shortRef = "quantum";
        String longHyp = "a long sentence about quite different things entirely";
        String longRef = "another long sentence about many other things";
        boolean[] isLong = {true, false, false, true, false, true, false, false, false, true, false};
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        for (boolean l : isLong) {
            hyps.add(l ? longHyp : shortHyp);
            refs.add(List.of(l ? longRef : shortRef));
        }
        for (int batch : new int[] {2, 3}) {
            BertScore metric = BertScore.of(BertScoreConfig.defaults(Reference.BERT_SCORE).withNumLayers(0)
                    .withBatchSize(batch));
            for (int chunks = 1; chunks <= 6; chunks++) {
                assertSame(metric, hyps, refs, new int[] {4, 7}, chunks);
            }
        }
    }

    @Test
    void torchmetricsPaddedToAShortMaxLengthWithItsTruncationAndEveryLayer() {
        BertScoreConfig cut = new BertScoreConfig(Reference.TORCHMETRICS, null, "en", null, true, 4, false, null,
                null, false, 8, true, Encoder.Device.CPU);
        assertSame(BertScore.of(cut), HYPS, REFS, new int[] {6, 6}, 4);
        BertScoreConfig layers = new BertScoreConfig(Reference.TORCHMETRICS, null, "en", null, true, 64, false, null,
                null, true, 512, false, Encoder.Device.CPU);
        assertSame(BertScore.of(layers), HYPS, REFS, new int[] {2, 10}, 5);
    }

    @Test
    void aHuggingFaceCheckpointWithIdfAndTheLayerOfTheHash() {
        assumeTrue(Files.isDirectory(TINY_ROBERTA), "../shared/data/bertscore-models is absent: no tiny-roberta");
        BertScore metric = BertScore.of(BertScoreConfig.defaults(Reference.BERT_SCORE)
                .withModelType(TINY_ROBERTA.toString()).withIdf(true).withBatchSize(2));
        assertSame(metric, HYPS, TWO_REFS, new int[] {3, 3, 6}, 4);
    }

    @Test
    void aTextTooLongForMaxLengthIsRefusedWithTheWholeCallsMessage() {
        BertScoreConfig refuse = new BertScoreConfig(Reference.TORCHMETRICS, null, "en", null, false, 64, false, null,
                null, false, 8, false, Encoder.Device.CPU);
        BertScore metric = BertScore.of(refuse);
        String whole = assertThrows(IllegalArgumentException.class, () -> metric.corpusScore(HYPS, REFS)).getMessage();
        // the one-segment piece alone pads to one length and would pass: the plan checks the whole call's lengths
        String split = assertThrows(IllegalArgumentException.class,
                () -> split(metric, HYPS, REFS, new int[] {2, 1, 9}, 2)).getMessage();
        assertEquals(whole, split);
    }

    @Test
    void partsMissingOrTwiceAreRefused() {
        BertScore metric = BertScore.of(BertScoreConfig.defaults(Reference.BERT_SCORE).withBatchSize(2));
        CorpusSplit.Plan plan = CorpusSplit.plan(metric, List.of(CorpusSplit.tokens(metric, HYPS, REFS)), 3);
        assertEquals(3, plan.chunks());
        CorpusSplit.Part first = CorpusSplit.score(metric, plan, 0, HYPS.subList(0, 4),
                REFS.subList(0, 4).stream().map(r -> r.get(0)).toList(), Parallelism.sequential());
        assertThrows(IllegalArgumentException.class, () -> CorpusSplit.result(metric, plan, List.of(first)));
        assertThrows(IllegalArgumentException.class,
                () -> CorpusSplit.result(metric, plan, List.of(first, first, first)));
        assertThrows(IllegalArgumentException.class,
                () -> CorpusSplit.score(metric, plan, 1, HYPS.subList(0, 3), List.of("a", "b", "c"),
                        Parallelism.sequential()));
    }

    private static void assertSame(BertScore metric, List<String> hyps, List<List<String>> refs, int[] pieces,
            int chunks) {
        BertScoreResult whole = metric.corpusScore(hyps, refs);
        BertScoreResult split = split(metric, hyps, refs, pieces, chunks);
        assertEquals(String.valueOf(whole.fields()), String.valueOf(split.fields()));
    }

    /** The call cut as nlg-metrics-spark cuts it: pieces of consecutive segments, then chunks of output pairs. */
    static BertScoreResult split(BertScore metric, List<String> hyps, List<List<String>> refs, int[] pieces,
            int chunks) {
        List<CorpusSplit.Tokens> tokens = new ArrayList<>();
        int at = 0;
        for (int size : pieces) {
            tokens.add(CorpusSplit.tokens(metric, hyps.subList(at, at + size), refs.subList(at, at + size)));
            at += size;
        }
        assertEquals(hyps.size(), at, "the pieces cover the call");
        CorpusSplit.Plan plan = CorpusSplit.plan(metric, tokens, chunks);
        String[] cands = new String[plan.pairs()];
        String[] texts = new String[plan.pairs()];
        int pair = 0;
        for (int row = 0; row < hyps.size(); row++) {
            for (String r : refs.get(row)) {
                cands[plan.candidateOutput(pair)] = hyps.get(row);
                texts[plan.referenceOutput(pair)] = r;
                pair++;
            }
        }
        List<CorpusSplit.Part> parts = new ArrayList<>();
        for (int c = 0; c < plan.chunks(); c++) {
            int from = plan.start(c);
            if (metric.config().reference() != Reference.TORCHMETRICS) {
                assertEquals(0, from % metric.config().batchSize(), "a chunk starts where a matching block starts");
            }
            int to = c + 1 < plan.chunks() ? plan.start(c + 1) : plan.pairs();
            for (int k = from; k < to; k++) {
                assertEquals(c, plan.chunkOf(k));
            }
            parts.add(CorpusSplit.score(metric, plan, c, List.of(cands).subList(from, to),
                    List.of(texts).subList(from, to), Parallelism.sequential()));
        }
        Collections.reverse(parts);
        return CorpusSplit.result(metric, plan, parts);
    }
}
