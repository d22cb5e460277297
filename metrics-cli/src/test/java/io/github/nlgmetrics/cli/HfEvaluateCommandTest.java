package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.Profiles;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code --compat hf-evaluate} on {@code chrf}, {@code ter}, {@code meteor} and {@code rouge}: the
 * script's returned dict as {@code json.dumps} writes it, the numbers of the {@code hf-evaluate:*}
 * profiles, and the unseeded rouge bootstrap saying that {@code --seed} is needed.
 */
class HfEvaluateCommandTest extends CommandFixture {
    private static final List<String> HYPS = List.of("The cat sat on the mat.", "Hello there, general Kenobi!");
    private static final List<List<String>> REFS = List.of(List.of("The cat is on the mat."), List.of("Hello there!"));
    private String hyp;
    private String ref;

    @BeforeEach
    void files() throws IOException {
        hyp = file("hyp.txt", String.join("\n", HYPS) + "\n");
        ref = file("ref.txt", REFS.get(0).get(0) + "\n" + REFS.get(1).get(0) + "\n");
    }

    private CliRun hf(String command, String... extra) {
        List<String> a = new java.util.ArrayList<>(List.of(command, "-i", hyp, "-r", ref, "--compat", "hf-evaluate"));
        a.addAll(List.of(extra));
        return CliRun.of(a.toArray(new String[0]));
    }

    private static Map<String, Object> dict(String profile, Map<String, ?> options) {
        return Profiles.metric(profile, options).corpusScore(HYPS, REFS).fields();
    }

    @Test
    void chrfPrintsTheScriptsDict() throws Exception {
        CliRun r = hf("chrf", "-f", "json", "--chrf-word-order", "2");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("{\"score\": "), r.out());
        JsonNode j = r.json();
        assertEquals((double) dict("hf-evaluate:chrf", Map.of("word_order", 2)).get("score"), j.get("score").asDouble(), 0.0);
        assertEquals(2, j.get("word_order").asInt());
        assertEquals(List.of("score", "char_order", "word_order", "beta"), fieldNames(j));
    }

    @Test
    void terTakesEvaluatesOptionNames() throws Exception {
        CliRun r = hf("ter", "-f", "json", "--ignore-punct");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertEquals((double) dict("hf-evaluate:ter", Map.of("ignore_punct", true)).get("score"), j.get("score").asDouble(),
                0.0);
        assertEquals(List.of("score", "num_edits", "ref_length"), fieldNames(j));
        // One grammar: sacrebleu's name and the canonical --no-punct mean the same option here.
        assertEquals(r.out(), hf("ter", "-f", "json", "--ter-no-punct").out());
        assertEquals(r.out(), hf("ter", "-f", "json", "--no-punct").out());
    }

    @Test
    void meteorWordTokenizes() throws Exception {
        CliRun r = hf("meteor", "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals((double) dict("hf-evaluate:meteor", Map.of()).get("meteor"), r.json().get("meteor").asDouble(), 0.0);
    }

    @Test
    void rougeWithASeedIsTheSeededBootstrapMedian() throws Exception {
        CliRun r = hf("rouge", "-f", "json", "--seed", "42");
        assertEquals(0, r.exitCode(), r.err());
        Map<String, Object> expected = dict("hf-evaluate:rouge", Map.of("seed", 42));
        JsonNode j = r.json();
        for (String type : expected.keySet()) {
            assertEquals((double) expected.get(type), j.get(type).asDouble(), 0.0, type);
        }
        assertFalse(r.err().contains("--seed"), r.err());
        assertTrue(hf("rouge", "--seed", "42").out().contains("|seed:42"));
    }

    @Test
    void unseededRougeSaysThatASeedIsNeeded() {
        CliRun r = hf("rouge", "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().contains("pass --seed N for a reproducible number"), r.err());
        assertTrue(hf("rouge").out().contains("|seed:none"));
    }

    @Test
    void rougeWithoutTheAggregatorPrintsListsAndResamplingIsRefused() throws Exception {
        CliRun r = hf("rouge", "-f", "json", "--use-aggregator", "false");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(2, r.json().get("rouge1").size());
        CliRun refused = hf("rouge", "--confidence");
        assertEquals(2, refused.exitCode());
        assertEquals(1, refused.err().trim().split("\n").length, refused.err());
    }

    private static List<String> fieldNames(JsonNode j) {
        List<String> out = new java.util.ArrayList<>();
        j.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
