package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Hugging Face evaluate's {@code meteor} script ({@code hf-evaluate:meteor}), one named test per behaviour. */
class HfEvaluateMeteorTest {
    private final Metric<?> hf = Profiles.metric("hf-evaluate:meteor", Map.of());

    @Test
    void textsAreWordTokenizedSoPunctuationIsAWordOfItsOwn() {
        List<String> h = List.of("The dog barked.");
        List<List<String>> r = List.of(List.of("the dog barked ."));
        double tokenized = (double) hf.corpusScore(h, r).fields().get("meteor");
        double split = Profiles.metric("nltk:meteor", Map.of()).corpusScore(h, r).score();
        Meteor m = Meteor.nltk();
        assertEquals(m.sentence(NltkWordTokenizer.wordTokenize(h.get(0)),
                List.of(NltkWordTokenizer.wordTokenize(r.get(0).get(0)))), tokenized, 0.0);
        assertTrue(tokenized > split, tokenized + " vs str.split() " + split);
    }

    @Test
    void theCorpusScoreIsTheMeanOfTheSegmentsBestReference() {
        List<String> h = List.of("a cat sat on the mat", "hello world");
        List<List<String>> r = List.of(List.of("the cat sat on a mat", "a cat sat on the mat"), List.of("goodbye world"));
        Meteor m = Meteor.nltk().withTokenizer(NltkWordTokenizer.NAME);
        double mean = (m.sentenceScore(h.get(0), r.get(0)).score() + m.sentenceScore(h.get(1), r.get(1)).score()) / 2;
        assertEquals(mean, (double) hf.corpusScore(h, r).fields().get("meteor"), 1e-15);
        assertEquals(List.of("meteor"), List.copyOf(hf.corpusScore(h, r).fields().keySet()));
    }

    @Test
    void anEmptyCorpusAndASegmentWithoutReferencesAreErrors() {
        assertThrows(IllegalArgumentException.class, () -> hf.corpusScore(List.of(), List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> hf.corpusScore(List.of("a b", "c d"), List.of(List.of("a b"), List.of())));
    }

    @Test
    void theSignatureNamesTheScriptAndTheTokenizer() {
        assertEquals("hf-evaluate", hf.signature(1).get("compat"));
        assertEquals("meteor", hf.signature(1).get("script"));
        assertEquals("word_tokenize", hf.signature(1).get("tok"));
    }
}
