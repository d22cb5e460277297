package io.github.nlgmetrics.meteor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** NLTK's WordNet lookup ({@code synsets} + {@code _morphy}) on WordNet 3.0. */
class NltkWordNetTest {
    private static final NltkWordNet WN = NltkWordNet.shared();

    private static Set<String> names(String word) {
        Set<String> s = new TreeSet<>(WN.synonyms(word));
        s.remove(word);
        return s;
    }

    @Test
    void indexHasNltksForms() {
        // Distinct first fields of index.noun/verb/adj/adv, as NLTK's _lemma_pos_offset_map.
        assertEquals(147306, WN.indexSize());
    }

    @Test
    void exceptionListsLaterLinesWinAsInNltk() {
        // noun.exc lists "involucra involucre" then "involucra involucrum"; NLTK keeps the last
        // (involucrum, not in the index): no synset. extjwnl would keep the first.
        assertEquals(Set.of(), names("involucra"));
        assertEquals(Set.of("eyrir"), names("aurar"));
    }

    @Test
    void exceptionListHitStopsTheRules() {
        // "geese" is an exception of "goose"; NLTK does not also apply the -s rules.
        assertTrue(names("geese").contains("goose"));
        assertTrue(WN.morphy("geese", 0).equals(List.of("goose")));
    }

    @Test
    void rulesApplyAgainUntilAFormIsFound() {
        assertEquals(List.of("dog"), WN.morphy("dogs", 0));
        assertEquals(List.of("walk"), WN.morphy("walked", 1));
        assertEquals(List.of(), WN.morphy("qqqqs", 0));
    }

    @Test
    void multiWordLemmasAreExcludedAndCaseIsKept() {
        Set<String> us = names("us");
        assertTrue(us.containsAll(Set.of("US", "USA", "U.S.", "America")), us.toString());
        assertFalse(us.stream().anyMatch(n -> n.contains("_") || n.contains(" ")), us.toString());
    }

    @Test
    void adjectiveMarkersAreStripped() {
        // data.adj writes "galore(ip)".
        assertEquals(Set.of("abounding"), names("galore"));
    }

    @Test
    void theWordItselfIsAlwaysASynonym() {
        assertEquals(Set.of("Hund"), WN.synonyms("Hund"));
        assertEquals(Set.of("hund"), WN.synonyms("hund"));
    }

    @Test
    void sharedInstanceIsLoadedOnce() {
        assertSame(WN, NltkWordNet.shared());
    }

    @Test
    void concurrentLookupsAgree() {
        List<String> words = List.of("dog", "dogs", "ran", "better", "happy", "us", "offer", "geese", "car");
        ConcurrentLinkedQueue<String> bad = new ConcurrentLinkedQueue<>();
        IntStream.range(0, 64).parallel().forEach(i -> {
            String w = words.get(i % words.size());
            if (!WN.synonyms(w).equals(WN.synonyms(w))) {
                bad.add(w);
            }
        });
        assertTrue(bad.isEmpty(), bad.toString());
    }

    /** 4,700 words (lemmas, inflections, exception forms, stems) against NLTK 3.8's answers. */
    @Test
    void matchesNltkSynonymSets() throws IOException {
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                NltkWordNetTest.class.getResourceAsStream("nltk-wordnet-synonyms.tsv"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                String word = line.substring(0, tab);
                String rest = line.substring(tab + 1);
                Set<String> expected = new TreeSet<>(rest.isEmpty() ? List.of() : Arrays.asList(rest.split(" ")));
                expected.add(word);
                assertEquals(expected, new TreeSet<>(WN.synonyms(word)), word);
                n++;
            }
        }
        assertTrue(n > 4000, "cases: " + n);
    }
}
