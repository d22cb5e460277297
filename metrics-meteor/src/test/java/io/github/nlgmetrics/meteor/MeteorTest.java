package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * METEOR's quirks as NLTK 3.8 has them; every expected value was computed with NLTK 3.8
 * ({@code meteor_score}) on WordNet 3.0.
 */
class MeteorTest {
    private static final Meteor METEOR = Meteor.nltk();

    private static double score(String hyp, String... refs) {
        return METEOR.sentenceScore(hyp, List.of(refs)).score();
    }

    @Test
    void nltkDocstringExample() {
        String hyp = "It is a guide to action which ensures that the military always obeys the commands of the party";
        String r1 = "It is a guide to action that ensures that the military will forever heed Party commands";
        String r2 = "It is the guiding principle which guarantees the military forces always being under the command of"
                + " the Party";
        String r3 = "It is the practical guide for the army always to heed the directions of the party";
        assertEquals(0.6944, Math.round(score(hyp, r1, r2, r3) * 1e4) / 1e4);
    }

    @Test
    void greedySearchFromTheEndChangesTheChunkCount() {
        // NLTK aligns the last hypothesis "a" with the last reference "a": (0,0) (1,2) (2,1), 3 chunks.
        assertArrayEquals(new int[][] {{0, 0}, {1, 2}, {2, 1}},
                METEOR.align(PyStrings.split("a b a"), PyStrings.split("a a b")));
        assertEquals(0.5, score("a b a", "a a b"));
    }

    @Test
    void evenAPerfectMatchIsPenalized() {
        assertEquals(0.9375, score("police cats", "police cats"));
        assertEquals(1 - 0.5 / 27, score("a b c", "a b c"), 1e-15);
    }

    @Test
    void lowercasesBeforeMatching() {
        assertEquals(0.5, score("US", "us"));
    }

    @ParameterizedTest(name = "{0} ~ {1}: {2}")
    @CsvSource({
        // car ~ automobile in WordNet, but the reference word has become "automobil" by then.
        "car, automobile, 0.0",
        "automobile, car, 0.0",
        // Words whose stem is the word itself still match through WordNet.
        "car, auto, 0.5",
        "fast, quick, 0.5",
        // geese -> "gees", which WordNet does not know.
        "geese, goose, 0.0",
    })
    void synonymStageLooksUpStemsNotWords(String hyp, String ref, double expected) {
        assertEquals(expected, score(hyp, ref));
    }

    @Test
    void synonymsKeepWordNetCaseSoUsIsNotAmerica() {
        // America's synset lists "US", never equal to a lower-cased reference word.
        assertEquals(0.0, score("america", "us"));
        assertTrue(NltkWordNet.shared().synonyms("america").contains("US"));
    }

    @Test
    void stemStageMatchesInflections() {
        assertEquals(0.5, score("dogs", "dog"));
        assertEquals(0.0, score("runs", "ran"));
    }

    @ParameterizedTest(name = "\"{0}\" ~ \"{1}\"")
    @CsvSource({"non matching hypothesis, this is a cat", "'', a b", "a b, ''"})
    void noMatchOrEmptySentenceScoresZero(String hyp, String ref) {
        assertEquals(0.0, score(hyp, ref));
    }

    @Test
    void noReferenceIsAnError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> score("a"));
        assertTrue(e.getMessage().contains("reference"), e.getMessage());
    }

    @Test
    void bestReferenceWins() {
        assertEquals(score("a b c", "a b c"), score("a b c", "x y z", "a b c", "a c b"));
    }

    @Test
    void corpusScoreIsTheMeanOfSegmentScores() {
        List<String> hyps = List.of("a b c", "x y");
        List<List<String>> refs = List.of(List.of("a b c"), List.of("x z"));
        double mean = (score("a b c", "a b c") + score("x y", "x z")) / 2;
        assertEquals(mean, METEOR.corpusScore(hyps, refs).score());
        assertTrue(METEOR.signature(1).toString().contains("corpus:mean-of-segments"));
        double[][] stats = METEOR.corpusStats(hyps, refs);
        assertEquals(mean, METEOR.score(new double[] {stats[0][0] + stats[1][0], stats[0][1] + stats[1][1]}).score());
        assertThrows(IllegalArgumentException.class, () -> METEOR.corpusScore(hyps, List.of(List.of("a"))));
    }

    @Test
    void invalidParametersAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Meteor.nltk().withAlpha(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Meteor.nltk().withGamma(Double.POSITIVE_INFINITY));
    }

    /** 400 random English-like cases scored by NLTK 3.8 (inflections, synonyms, 1-3 references). */
    @Test
    void matchesNltkOnRandomEnglishCases() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                MeteorTest.class.getResourceAsStream("nltk-meteor-fuzz.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonNode c = mapper.readTree(line);
                List<String> refs = new ArrayList<>();
                c.get("refs").forEach(x -> refs.add(x.asText()));
                Meteor m = Meteor.nltk().withAlpha(c.get("alpha").asDouble()).withBeta(c.get("beta").asDouble())
                        .withGamma(c.get("gamma").asDouble());
                assertEquals(c.get("score").asDouble(), m.sentenceScore(c.get("hyp").asText(), refs).score(), 1e-15, line);
                n++;
            }
        }
        assertEquals(400, n);
    }

    /**
     * A scorer keeps its words (and their stems and synonyms) from one segment to the next, and
     * empties its table when it is full: neither may change a score. Each segment is scored by one
     * reused scorer, by one whose table holds 16 words, and afresh, on the token lists too.
     */
    @Test
    void aReusedScorerScoresEverySegmentAsAFreshOne() throws IOException {
        List<String> hyps = new ArrayList<>();
        List<List<String>> refs = new ArrayList<>();
        ObjectMapper mapper = new ObjectMapper();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                MeteorTest.class.getResourceAsStream("nltk-meteor-fuzz.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonNode c = mapper.readTree(line);
                hyps.add(c.get("hyp").asText());
                List<String> rs = new ArrayList<>();
                c.get("refs").forEach(x -> rs.add(x.asText()));
                refs.add(rs);
            }
        }
        // Case, non-ASCII lower-casing, Python-only whitespace (U+00A0, U+2003), surrogate pairs.
        hyps.addAll(List.of("The DOGS ran\u00a0fast", "STRASSE Straße \uD83D\uDE00 dogs", "\u0130stanbul CARS",
                "\u039F\u0394\u039F\u03A3 \u03BF\u03B4\u03BF\u03C2", ""));
        refs.addAll(List.of(List.of("the dog\u2003runs quickly", "A dog ran"), List.of("strasse \uD83D\uDE00 Dog"),
                List.of("i\u0307stanbul car"), List.of("\u03BF\u03B4\u03BF\u03C2 \u039F\u0394\u039F\u03A3"), List.of("a")));
        SegmentScorer reused = METEOR.newScorer();
        SegmentScorer small = METEOR.newScorer(16);
        for (int i = 0; i < hyps.size(); i++) {
            double fresh = METEOR.sentenceScore(hyps.get(i), refs.get(i)).score();
            assertEquals(fresh, reused.stats(hyps.get(i), refs.get(i))[0], hyps.get(i));
            assertEquals(fresh, small.stats(hyps.get(i), refs.get(i))[0], hyps.get(i));
            List<List<String>> tokens = new ArrayList<>();
            refs.get(i).forEach(x -> tokens.add(PyStrings.split(x)));
            assertEquals(fresh, METEOR.sentence(PyStrings.split(hyps.get(i)), tokens), hyps.get(i));
        }
    }
}
