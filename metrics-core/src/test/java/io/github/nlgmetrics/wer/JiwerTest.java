package io.github.nlgmetrics.wer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** jiwer 4.0's measures and transforms, one test per reproduced quirk. */
class JiwerTest {
    @Test
    void werIsErrorsOverReferenceWords() {
        JiwerScore s = Jiwer.wer().sentenceScore("hello big world", List.of("hello world"));
        assertEquals(1, s.insertions());
        assertEquals(2, s.hits());
        assertEquals(0.5, s.wer());
        assertEquals(1.0 / 3, s.mer());
        assertEquals((2.0 / 2) * (2.0 / 3), s.wip());
    }

    @Test
    void aLoneTabOrNbspDoesNotSeparateWordsButARunOfWhitespaceDoes() {
        assertEquals(List.of(List.of("a\tb", "c")), JiwerTransform.WER_DEFAULT.apply(List.of("a\tb c")));
        assertEquals(List.of(List.of("a\u00a0b")), JiwerTransform.WER_DEFAULT.apply(List.of(" a\u00a0b\u3000")));
        assertEquals(List.of(List.of("a", "b")), JiwerTransform.WER_DEFAULT.apply(List.of("a\t\u00a0b")));
    }

    @Test
    void anEmptyReferenceGivesTheInsertionCountNotInfinity() {
        JiwerScore s = Jiwer.wer().sentenceScore("a b c", List.of("  "));
        assertEquals(3.0, s.wer());
        assertEquals(1.0, s.mer());
        assertEquals(0.0, s.wip());
        JiwerScore both = Jiwer.wer().sentenceScore("", List.of(""));
        assertEquals(0.0, both.wer());
        assertEquals(0.0, both.mer());
        assertEquals(1.0, both.wip());
    }

    @Test
    void anEmptyListIsOneEmptySentence() {
        JiwerOutput out = Jiwer.of("process_words").process(List.of(), List.of("a b"));
        assertEquals(List.of(List.of()), out.references());
        assertEquals(2, out.score().insertions());
        assertEquals(List.of(List.of(new AlignmentChunk("insert", 0, 0, 0, 2))), out.alignments());
    }

    @Test
    void contiguousTransformsAlignTheJoinedListsWhateverTheirLengths() {
        Jiwer contiguous = Jiwer.wer().withReferenceTransform(JiwerTransform.preset("wer_contiguous"))
                .withHypothesisTransform(JiwerTransform.preset("wer_contiguous"));
        assertFalse(contiguous.additive());
        JiwerScore s = contiguous.corpusScore(List.of("a b c"), List.of(List.of("a b"), List.of("c")));
        assertEquals(0.0, s.wer());
        assertThrows(IllegalArgumentException.class,
                () -> Jiwer.wer().corpusScore(List.of("a b c"), List.of(List.of("a b"), List.of("c"))));
    }

    @Test
    void hitsFollowRapidfuzzsBacktraceAmongEquallyShortAlignments() {
        // "a b" -> "b a": distance 2 either as two substitutions or as insert + delete around a hit;
        // rapidfuzz's backtrace (from the end: delete first, then insert, then diagonal) keeps the hit "a".
        JiwerOutput out = Jiwer.of("process_words").process(List.of("a b"), List.of("b a"));
        assertEquals(List.of(new AlignmentChunk("insert", 0, 0, 0, 1), new AlignmentChunk("equal", 0, 1, 1, 2),
                new AlignmentChunk("delete", 1, 2, 2, 2)), out.alignments().get(0));
        assertEquals(1, out.score().hits());
    }

    @Test
    void cerCountsCodePointsAndInnerSpaces() {
        JiwerScore s = Jiwer.cer().sentenceScore(" ab  c ", List.of("ab c"));
        assertEquals(1, s.insertions());
        assertEquals(0.25, s.wer());
        assertEquals(List.of(List.of("\uD83D\uDC4D", "\uD83C\uDFFD")), JiwerTransform.CER_DEFAULT.apply(List.of("\uD83D\uDC4D\uD83C\uDFFD")));
    }

    @Test
    void standardizeLowercasesExpandsContractionsAndDropsKaldiNonWords() {
        JiwerTransform t = JiwerTransform.preset("wer_standardize");
        assertEquals(List.of(List.of("he", "is", "here", "it", "is", "will", "not")),
                t.apply(List.of("He's <unk> here [laugh] it's won't")));
        assertEquals(List.of(List.of("a\u00a0b")), t.apply(List.of("A\u00a0B")));
    }

    @Test
    void composedStepsWithKeywordArguments() {
        JiwerTransform t = JiwerTransform.parse(List.of("ToLowerCase",
                List.of("SubstituteWords", Map.of("substitutions", Map.of("i'm", "i am"))), "RemovePunctuation",
                List.of("ReduceToListOfListOfWords", Map.of("word_delimiter", "_"))));
        assertEquals(List.of(List.of("i am ok")), t.apply(List.of("I'm ok!")));
        // "_" is a word character for \b (no boundary inside "i'm_ok") and punctuation (Pc) for RemovePunctuation.
        assertEquals(List.of(List.of("imok")), t.apply(List.of("I'm_ok!")));
        JiwerTransform regex = JiwerTransform.parse(List.of(
                List.of("SubstituteRegexes", Map.of("substitutions", Map.of("\\b(\\w+)ed\\b", "\\1"))), "ReduceToListOfListOfWords"));
        assertEquals(List.of(List.of("is", "the", "world", "doom", "or", "lov?")),
                regex.apply(List.of("is the world doomed or loved?")));
    }

    @Test
    void theSummedRowsEqualJiwersListCallForPerSentenceTransforms() {
        java.util.Random r = new java.util.Random(25);
        String[] pool = {"a", "b", "c", "A", "it's", "\t", "\u00a0", "  ", " "};
        for (String measure : List.of("wer", "cer")) {
            for (String preset : List.of("wer_default", "wer_standardize", "cer_default")) {
                JiwerTransform t = JiwerTransform.preset(preset);
                Jiwer jiwer = Jiwer.of(measure).withReferenceTransform(t).withHypothesisTransform(t);
                for (int k = 0; k < 50; k++) {
                    List<String> hyps = new java.util.ArrayList<>();
                    List<String> refs = new java.util.ArrayList<>();
                    List<List<String>> refLists = new java.util.ArrayList<>();
                    int n = 1 + r.nextInt(5);
                    for (int i = 0; i < n; i++) {
                        StringBuilder h = new StringBuilder();
                        StringBuilder f = new StringBuilder();
                        for (int w = r.nextInt(8); w > 0; w--) {
                            h.append(pool[r.nextInt(pool.length)]).append(' ');
                            f.append(pool[r.nextInt(pool.length)]).append(' ');
                        }
                        hyps.add(h.toString());
                        refs.add(f.toString());
                        refLists.add(List.of(f.toString()));
                    }
                    assertTrue(jiwer.additive());
                    assertEquals(jiwer.process(refs, hyps).score(), jiwer.corpusScore(hyps, refLists), preset + " " + hyps);
                }
            }
        }
    }

    @Test
    void badTransformsAreRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JiwerTransform.parse("wer_defualt"));
        assertTrue(e.getMessage().contains("wer_defualt"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> JiwerTransform.parse(List.of("Strip")));
        assertTrue(e.getMessage().contains("ReduceToListOfListOfWords"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> JiwerTransform.parse(List.of(List.of("Strip", Map.of("chars", "x")), "ReduceToListOfListOfChars")));
        assertTrue(e.getMessage().contains("chars"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("jiwer:wer", Map.of("reference_transform", "nope")));
    }

    @Test
    void profilesUseJiwersDefaults() {
        assertEquals("cer_default", ((Jiwer) Profiles.metric("jiwer:cer", Map.of())).referenceTransform().name());
        assertEquals("wer_default", ((Jiwer) Profiles.metric("jiwer:process_words", Map.of())).hypothesisTransform().name());
        assertEquals("ToLowerCase+Strip+ReduceToListOfListOfWords",
                ((Jiwer) Profiles.metric("jiwer:wer", Map.of("reference_transform", "ToLowerCase,Strip,ReduceToListOfListOfWords")))
                        .referenceTransform().name());
    }
}
