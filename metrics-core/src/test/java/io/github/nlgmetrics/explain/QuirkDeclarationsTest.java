package io.github.nlgmetrics.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Quirk;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every registered profile that belongs to a family declares its point completely and in the
 * family's words: one quirk per dimension, no unknown cause, and at its default options either a
 * value the family computes or {@code null} (declared not switchable) — never a misspelt value,
 * which would silently turn a switchable behaviour into a remainder.
 */
class QuirkDeclarationsTest {
    @Test
    void everyFamilyProfileDeclaresEveryDimensionInTheFamilysWords() {
        int checked = 0;
        List<String> problems = new ArrayList<>();
        for (Profile p : Profiles.all()) {
            BehaviourFamily f = p.family();
            if (f == null) {
                continue;
            }
            checked++;
            List<String> causes = f.causes().stream().map(BehaviourFamily.Cause::name).toList();
            List<String> declared = p.quirks().stream().map(Quirk::cause).toList();
            for (String c : declared) {
                if (!causes.contains(c)) {
                    problems.add(p.name() + ": quirk '" + c + "' is not a dimension of " + f.name());
                }
            }
            for (String c : causes) {
                if (!declared.contains(c)) {
                    problems.add(p.name() + ": declares nothing for '" + c + "'");
                }
            }
            for (Quirk q : p.quirks()) {
                if (q.description().isBlank()) {
                    problems.add(p.name() + ": quirk '" + q.cause() + "' has no description");
                }
            }
            Map<String, String> point = p.point(Map.of());
            for (BehaviourFamily.Cause c : f.causes()) {
                String v = point.get(c.name());
                if (v != null && !f.knows(c.name(), v)) {
                    problems.add(p.name() + ": '" + c.name() + "' = '" + v + "' is not a value " + f.name()
                            + " computes (declare null for a behaviour it cannot switch)");
                }
            }
        }
        assertTrue(checked >= 8, "BLEU and ROUGE profiles declare their families: " + checked);
        assertEquals(List.of(), problems);
    }

    @Test
    void theDefaultPointsOfTheReferenceProfilesAreFullySwitchable() {
        for (String name : List.of("sacrebleu:bleu", "nltk:bleu", "tf-nmt:bleu", "hf-evaluate:bleu",
                "r-sacrebleu:bleu", "rouge-score:rouge", "unicode:rouge")) {
            Profile p = Profiles.byName(name);
            Map<String, String> point = p.point(Map.of());
            for (BehaviourFamily.Cause c : p.family().causes()) {
                assertFalse(point.get(c.name()) == null, name + ": " + c.name() + " switchable at the defaults");
            }
        }
    }
}
