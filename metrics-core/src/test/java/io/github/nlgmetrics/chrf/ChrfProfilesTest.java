package io.github.nlgmetrics.chrf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Stats;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The chrF profiles: defaults are the factories', options are sacrebleu's and NLTK's keyword arguments. */
class ChrfProfilesTest {
    @Test
    void defaultsAreTheFactories() {
        Metric<?> sacre = Profiles.byName("sacrebleu:chrf").metric();
        assertEquals(Chrf.class, sacre.getClass());
        assertEquals(Chrf.sacrebleu().signature(1), sacre.signature(1));
        Metric<?> nltk = Profiles.byName("nltk:chrf").metric();
        assertEquals(NltkChrf.class, nltk.getClass());
        assertEquals(NltkChrf.nltk().signature(1), nltk.signature(1));
    }

    @Test
    void sacrebleuKeywordArgumentsConfigureChrf() {
        assertEquals(Chrf.sacrebleuPlusPlus().signature(1),
                Profiles.metric("sacrebleu:chrf", Map.of("word_order", 2)).signature(1));
        Chrf all = (Chrf) Profiles.metric("sacrebleu:chrf", Map.of("char_order", 4, "word_order", 1, "beta", 3,
                "lowercase", true, "whitespace", "true", "eps_smoothing", true));
        assertEquals("chrF3+", all.name());
        assertEquals(Chrf.sacrebleu().withCharOrder(4).withWordOrder(1).withBeta(3).withLowercase(true)
                .withWhitespace(true).withEpsSmoothing(true).signature(-1), all.signature(-1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("sacrebleu:chrf", Map.of("char_order", 101)));
        assertTrue(e.getMessage().contains("char_order"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Profiles.metric("sacrebleu:chrf", Map.of("char_order", 0, "word_order", 0)));
        assertEquals(List.of("score", "name"),
                List.copyOf(Chrf.sacrebleu().sentenceScore("ab", List.of("abc")).fields().keySet()));
    }

    @Test
    void nltkKeywordArgumentsConfigureNltkChrf() {
        NltkChrf c = (NltkChrf) Profiles.metric("nltk:chrf", Map.of("min_len", 2, "max_len", 3, "beta", 2.0,
                "ignore_whitespace", false, "tokenize", "split"));
        assertEquals(NltkChrf.nltk().withMinLen(2).withMaxLen(3).withBeta(2.0).withIgnoreWhitespace(false)
                .withTokenize("split").signature(1), c.signature(1));
        // A min_len above the default max_len is fine when max_len is given too.
        assertEquals(7, ((NltkChrf) Profiles.metric("nltk:chrf", Map.of("min_len", 7, "max_len", 8))).minLen());
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:chrf", Map.of("min_len", 7)));
        assertThrows(IllegalArgumentException.class, () -> Profiles.metric("nltk:chrf", Map.of("tokenize", "13a")));
    }

    @Test
    void nltkCorpusScoreIsTheScoreOfSummedRows() {
        NltkChrf nltk = NltkChrf.nltk();
        List<String> hyps = List.of("the cat sat on the mat", "a dog", "xyz");
        List<List<String>> refs = List.of(List.of("the cat is on the mat"), List.of("the dog barks"),
                List.of("abc"));
        double[][] rows = nltk.corpusStats(hyps, refs);
        assertEquals(7, rows[0].length);
        assertEquals(nltk.corpusScore(hyps, refs).score(), nltk.score(Stats.columnSums(rows)).score(), 0.0);
        assertEquals(3, nltk.corpusScore(hyps, refs).segments());
        assertThrows(IllegalArgumentException.class,
                () -> nltk.sentenceScore("a", List.of("a", "b")));
    }

    @Test
    void nltkGivenTokenListsJoinsThemWithSingleSpaces() {
        NltkChrf keepSpaces = NltkChrf.nltk().withIgnoreWhitespace(false);
        double asTokens = keepSpaces.withTokenize("split").sentenceScore(" a  b\t", List.of("a b")).score();
        assertEquals(keepSpaces.sentenceScore("a b", List.of("a b")).score(), asTokens, 0.0);
        assertNotEquals(asTokens, keepSpaces.sentenceScore(" a  b\t", List.of("a b")).score());
        // Removing whitespace makes the two forms agree.
        NltkChrf nltk = NltkChrf.nltk();
        assertEquals(nltk.sentenceScore(" a  b\t", List.of("a b")).score(),
                nltk.withTokenize("split").sentenceScore(" a  b\t", List.of("a b")).score(), 0.0);
    }
}
