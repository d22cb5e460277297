package io.github.nlgmetrics.wer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.text.TokenBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * {@link JiwerDirectTokens#ids}, the one-scan tokenizer of {@code wer_default} and
 * {@code cer_default}, gives exactly the tokens of the step-by-step pipeline ({@link JiwerTransform#apply},
 * which the golden rows check against jiwer) on text built from the characters that decide
 * jiwer's splitting: spaces, tabs, newlines, no-break and other Unicode spaces, the information
 * separators {@code \x1c-\x1f} (Python whitespace, not Java's), surrogate pairs and a lone
 * surrogate; and the direct scorer's rows are the step-by-step scorer's.
 */
class JiwerDirectTokensProperties {
    private static final long SEED = 20261125L;
    private static final String[] PIECES = {" ", " ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\u2028", "\u001c",
        "\u001f", "\u200b", "\u0085", "a", "b", "ab", "A", "é", "\ud83d\ude00", "\ud83d", "-", "'", "x\ty", "."};

    private static Gen<String> hostileText() {
        return lists().of(integers().between(0, PIECES.length - 1)).ofSizeBetween(0, 24).map(l -> {
            StringBuilder sb = new StringBuilder();
            l.forEach(i -> sb.append(PIECES[i]));
            return sb.toString();
        });
    }

    /** The ids a {@link TokenBuffer} gives the step-by-step tokens: numbered in order of first sight. */
    private static int[] firstSightIds(List<String> tokens, Map<String, Integer> seen) {
        int[] ids = new int[tokens.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = seen.computeIfAbsent(tokens.get(i), t -> seen.size());
        }
        return ids;
    }

    private static void checkSameTokens(JiwerTransform t, String s) {
        List<String> expected = t.apply(List.of(s)).get(0);
        TokenBuffer buffer = new TokenBuffer();
        int[] count = new int[1];
        int[] ids = t.directTokens().ids(s, buffer, new int[2], count);
        int[] direct = Arrays.copyOf(ids, count[0]);
        assertArrayEquals(firstSightIds(expected, new HashMap<>()), direct, () -> "tokens of " + escape(s) + ": " + expected);
        // The same token strings, not only the same pattern of equal tokens: the expected tokens
        // spelled out again (single-space separated for words) must intern to the very same ids.
        String respelled = t.words() ? String.join(" ", expected) : String.join("", expected);
        int[] again = t.directTokens().ids(respelled, buffer, new int[2], count);
        assertArrayEquals(direct, Arrays.copyOf(again, count[0]), () -> "token text of " + escape(s));
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.chars().forEach(c -> sb.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
        return sb.append('"').toString();
    }

    @Test
    void theDefaultPipelinesAreDirectAndOthersAreNot() {
        assertTrue(JiwerTransform.WER_DEFAULT.direct());
        assertTrue(JiwerTransform.CER_DEFAULT.direct());
        assertTrue(JiwerTransform.parse("RemoveMultipleSpaces,Strip,ReduceToListOfListOfWords").direct());
        assertTrue(JiwerTransform.parse("Strip,ReduceToListOfListOfChars").direct());
        assertFalse(JiwerTransform.parse("wer_contiguous").direct());
        assertFalse(JiwerTransform.parse("wer_standardize").direct());
        assertFalse(JiwerTransform.parse("Strip,ReduceToListOfListOfWords").direct());
        assertFalse(JiwerTransform.parse(List.of("RemoveMultipleSpaces", "Strip",
                List.of("ReduceToListOfListOfWords", Map.of("word_delimiter", "\t")))).direct());
    }

    @Test
    void werDefaultDirectTokensAreThePipelines() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(hostileText())
                .checkAssert(s -> checkSameTokens(JiwerTransform.WER_DEFAULT, s));
    }

    @Test
    void cerDefaultDirectTokensAreThePipelines() {
        qt().withFixedSeed(SEED + 1).withExamples(3000).forAll(hostileText())
                .checkAssert(s -> checkSameTokens(JiwerTransform.CER_DEFAULT, s));
    }

    /** The quirk the scan must keep: a lone tab or no-break space joins two words; two spaces of any kind split. */
    @Test
    void aLoneTabJoinsWordsAndAnyRunOfTwoSplits() {
        checkSameTokens(JiwerTransform.WER_DEFAULT, "a\tb c\u00a0 d  e");
        assertEquals(List.of("a\tb", "c", "d", "e"), JiwerTransform.WER_DEFAULT.apply(List.of("a\tb c\u00a0 d  e")).get(0));
    }

    @Test
    void theDirectScorersRowsAreTheStepByStepScorers() {
        // The same pipeline spelled with a keyword argument is not direct: it runs step by step.
        Jiwer stepwise = Jiwer.wer().withReferenceTransform(JiwerTransform.parse(List.of("RemoveMultipleSpaces", "Strip",
                List.of("ReduceToListOfListOfWords", Map.of("word_delimiter", " ")))));
        assertFalse(stepwise.referenceTransform().direct());
        SegmentScorer direct = Jiwer.wer().newScorer();
        SegmentScorer steps = stepwise.newScorer();
        qt().withFixedSeed(SEED + 2).withExamples(2000).forAll(hostileText(), hostileText())
                .checkAssert((h, r) -> assertArrayEquals(steps.stats(h, List.of(r)), direct.stats(h, List.of(r)),
                        () -> escape(h) + " / " + escape(r)));
        // cer_default: the direct rows against jiwer.process_characters, which runs the pipeline.
        SegmentScorer cer = Jiwer.cer().newScorer();
        Jiwer characters = Jiwer.of("process_characters");
        qt().withFixedSeed(SEED + 3).withExamples(2000).forAll(hostileText(), hostileText())
                .checkAssert((h, r) -> {
                    JiwerScore s = characters.process(List.of(r), List.of(h)).score();
                    assertArrayEquals(new double[] {s.hits(), s.substitutions(), s.deletions(), s.insertions()},
                            cer.stats(h, List.of(r)), () -> escape(h) + " / " + escape(r));
                });
    }
}
