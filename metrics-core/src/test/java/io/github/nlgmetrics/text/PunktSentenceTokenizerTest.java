package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * NLTK 3.8's {@code sent_tokenize} (English Punkt model), one named test per behaviour; every
 * expected list is what NLTK 3.8 printed for the same text (Debian's python3-nltk with the
 * converted model's source pickle). {@link PunktNltkParityTest} covers 8,089 texts wholesale.
 */
class PunktSentenceTokenizerTest {
    private static List<String> split(String text) {
        return PunktSentenceTokenizer.english().tokenize(text);
    }

    @Test
    void theEnglishModelHasTheTablesOfTheConvertedPickle() {
        PunktParameters p = PunktParameters.english();
        assertEquals(156, p.abbrevTypes().size());
        assertEquals(37, p.collocations().size());
        assertEquals(39, p.sentStarters().size());
        assertEquals(20366, p.orthoContext().size());
        assertTrue(p.abbrevTypes().contains(". . "), "the one escaped entry (spaces) is read back");
        assertTrue(p.isCollocation("##number##", "abreast"));
    }

    @Test
    void aKnownAbbreviationIsNoBreak() {
        assertEquals(List.of("Mr. Smith went home.", "He slept."), split("Mr. Smith went home. He slept."));
        assertEquals(List.of("U.S. officials said so.", "They left."), split("U.S. officials said so. They left."));
    }

    @Test
    void anAbbreviationBeforeAWordOfUnknownEvidenceStaysInTheSentence() {
        assertEquals(List.of("He left at 5 p.m. Then it rained."), split("He left at 5 p.m. Then it rained."));
    }

    @Test
    void initialsBeforeACapitalisedNameAreNoBreak() {
        assertEquals(List.of("J. S. Bach was born in 1685.", "He died in 1750."),
                split("J. S. Bach was born in 1685. He died in 1750."));
    }

    @Test
    void anOrdinalBeforeALowerCaseWordIsNoBreak() {
        assertEquals(List.of("The 3. item is here.", "The next one."), split("The 3. item is here. The next one."));
    }

    @Test
    void closingBracketsAndQuotesAreMovedBackToTheSentenceTheyClose() {
        assertEquals(List.of("(Sent1.)", "Sent2."), split("(Sent1.) Sent2."));
        assertEquals(List.of("He said \"Go home.\"", "Then he left."), split("He said \"Go home.\" Then he left."));
    }

    @Test
    void aRunOfSentenceEndsBreaksOnceAfterTheLast() {
        assertEquals(List.of("Very bad acting!!!", "I promise."), split("Very bad acting!!! I promise."));
        assertEquals(List.of("Wait... what?", "No!"), split("Wait... what? No!"));
    }

    @Test
    void spacedPeriodsAreSentencesOfTheirOwn() {
        assertEquals(List.of("The end.", ".", ".", "Not really."), split("The end. . . Not really."));
    }

    /**
     * NLTK looks for the word before a candidate with {@code string.whitespace} (ASCII): after
     * {@code !} and a NO-BREAK SPACE the next candidate's word reaches back over the {@code !},
     * the two overlap, and the earlier break is dropped. With a plain space it is kept.
     */
    @Test
    void aNoBreakSpaceAfterABreakHidesIt() {
        assertEquals(List.of("Hi!\u00a0There.", "Go."), split("Hi!\u00a0There. Go."));
        assertEquals(List.of("Hi!", "There.", "Go."), split("Hi! There. Go."));
    }

    @Test
    void theLastSentenceLosesItsTrailingWhitespace() {
        assertEquals(List.of("Hello world."), split("Hello world.  "));
        assertEquals(List.of(), split("   "));
        assertEquals(List.of(), split(""));
    }

    @Test
    void aNullTextIsAnIllegalArgument() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> split(null));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> NltkWordTokenizer.wordTokenize(null));
    }

    @Test
    void spansAreUtf16OffsetsIntoTheText() {
        String text = "😀 It ended. Next one.";
        List<int[]> spans = PunktSentenceTokenizer.english().spans(text);
        assertEquals(2, spans.size());
        assertEquals("😀 It ended.", text.substring(spans.get(0)[0], spans.get(0)[1]));
        assertEquals("Next one.", text.substring(spans.get(1)[0], spans.get(1)[1]));
    }
}
