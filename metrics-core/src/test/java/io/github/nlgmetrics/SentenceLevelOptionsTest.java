package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a reference's own command line sets when it scores sentence by sentence, declared once on
 * the profile: sacrebleu's {@code --sentence-level} turns BLEU's effective order on
 * ({@code args.bleu_effective_order = True}), so a sentence BLEU of "the cat sat" against "the cat
 * sat down" is 71.65, not the 0.0 of the corpus BLEU of one segment.
 */
class SentenceLevelOptionsTest {
    @Test
    void sacrebleuBleuTurnsEffectiveOrderOnAtSentenceLevel() {
        Profile bleu = Profiles.byName("sacrebleu:bleu");
        assertEquals(Map.of("effective_order", true), bleu.sentenceLevelOptions());
        Metric<?> sentence = bleu.metric(bleu.withSentenceLevelDefaults(Map.of()));
        assertEquals("71.65", String.format(java.util.Locale.ROOT, "%.2f",
                sentence.sentenceScore("the cat sat", java.util.List.of("the cat sat down")).score()));
        assertEquals(0.0, bleu.metric().sentenceScore("the cat sat", java.util.List.of("the cat sat down")).score());
    }

    @Test
    void aGivenOptionIsNeverOverridden() {
        Profile bleu = Profiles.byName("sacrebleu:bleu");
        assertEquals(Map.of("effective_order", "false", "tokenize", "intl"),
                bleu.withSentenceLevelDefaults(Map.of("effective_order", "false", "tokenize", "intl")));
        Map<String, Object> unset = new HashMap<>();
        unset.put("effective_order", null);
        assertEquals(Map.of("effective_order", true), bleu.withSentenceLevelDefaults(unset));
    }

    @Test
    void mostProfilesSetNothing() {
        for (String name : java.util.List.of("sacrebleu:chrf", "sacrebleu:ter", "nltk:bleu", "rouge-score:rouge")) {
            assertEquals(Map.of(), Profiles.byName(name).sentenceLevelOptions(), name);
        }
    }

    @Test
    void aSentenceLevelOptionMustBeDeclared() {
        Option<Boolean> undeclared = Option.bool("x", java.util.List.of(), false, "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Profile.builder("a:b").sentenceLevel(undeclared, true));
        assertEquals("a:b: sentence-level option 'x' is not declared", e.getMessage());
    }
}
