package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The Python module's numbers are the Java API's, bit for bit, for every profile family (issue 40):
 * one {@code python3} process scores every case with {@code nlg_metrics.score} (its shared session,
 * {@code nlg-metrics serve} of this build), and each number of the answer is compared with the
 * same number of {@code Profiles.byName(profile).metric(options).corpusScore(hyps, refs)} as
 * {@code Double.doubleToLongBits}. Skipped, with the reason, where there is no {@code python3}.
 */
class PythonParityTest {
    private static final ObjectMapper JSON = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    private static final List<String> HYPS = List.of("The cat sat on a mat.", "The dog barks at the postman today.",
            "Hello world!", "It rains in Paris, they said.", "We will meet at noon tomorrow.  ", "Nothing.");
    private static final List<String> REFS = List.of("The cat sat on the mat.", "A dog barks loudly at the postman.",
            "Hello there, world!", "It is raining in Paris, they say.", "We meet tomorrow at noon.", "Nothing here.");
    private static final List<String> REFS2 = List.of("A cat was sitting on the mat.", "The dog is barking at the mailman.",
            "Hi world!", "They said it rains in Paris.", "Tomorrow we meet at twelve.", "Empty.");

    /**
     * One case: the module's call ({@code metric}, {@code compat}, keyword options) and the Java API's
     * ({@code profile}, its option map), and where the API's {@code fields()} are in the answer
     * ({@code ""}: the answer itself, as a Python dict profile prints them).
     */
    record Case(String metric, String compat, Map<String, Object> options, String profile, Map<String, Object> api,
                String fieldsAt, boolean twoRefs) {
        Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("metric", metric);
            m.put("compat", compat);
            m.put("options", options);
            m.put("hyps", HYPS);
            m.put("refs", twoRefs ? List.of(REFS, REFS2) : REFS);
            return m;
        }
    }

    private static Case c(String metric, String compat, String profile, String fieldsAt) {
        return new Case(metric, compat, Map.of(), profile, Map.of(), fieldsAt, false);
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>(List.of(
                // BLEU
                c("bleu", null, "sacrebleu:bleu", "fields"),
                new Case("bleu", null, Map.of(), "sacrebleu:bleu", Map.of(), "fields", true),
                new Case("bleu", null, Map.of("tokenize", "intl", "lowercase", true), "sacrebleu:bleu",
                        Map.of("tokenize", "intl", "lowercase", true), "fields", false),
                c("bleu", "nltk", "nltk:bleu", ""),
                c("bleu", "tf-nmt", "tf-nmt:bleu", ""),
                c("bleu", "hf-evaluate", "hf-evaluate:bleu", ""),
                c("bleu", "torchmetrics", "torchmetrics:bleu_score", ""),
                c("bleu", "hf-evaluate-sacrebleu", "hf-evaluate:sacrebleu", ""),
                // chrF
                c("chrf", null, "sacrebleu:chrf", "fields"),
                new Case("chrf", null, Map.of("word_order", 2), "sacrebleu:chrf", Map.of("word_order", 2), "fields", true),
                new Case("chrf", null, Map.of("whitespace", true), "sacrebleu:chrf", Map.of("whitespace", true), "fields",
                        false),
                c("chrf", "nltk", "nltk:chrf", ""),
                c("chrf", "torchmetrics", "torchmetrics:chrf_score", ""),
                c("chrf", "hf-evaluate", "hf-evaluate:chrf", ""),
                // TER
                c("ter", null, "sacrebleu:ter", "fields"),
                c("ter", "hf-evaluate", "hf-evaluate:ter", ""),
                c("ter", "torchmetrics", "torchmetrics:translation_edit_rate", ""),
                // ROUGE
                c("rouge", null, "rouge-score:rouge", "scores"),
                c("rouge", "torchmetrics", "torchmetrics:rouge_score", ""),
                new Case("rouge", "hf-evaluate", Map.of("seed", 42), "hf-evaluate:rouge", Map.of("seed", 42L), "", false),
                // METEOR
                c("meteor", null, "nltk:meteor", ""),
                c("meteor", "hf-evaluate", "hf-evaluate:meteor", ""),
                // WER / CER
                c("wer", null, "jiwer:wer", ""),
                c("cer", null, "jiwer:cer", ""),
                c("wer", "torchmetrics", "torchmetrics:word_error_rate", ""),
                c("wer", "hf-evaluate", "hf-evaluate:wer", ""),
                // GLEU, NIST, RIBES, EED
                c("gleu", null, "nltk:gleu", ""),
                c("nist", null, "nltk:nist", ""),
                c("ribes", null, "nltk:ribes", ""),
                c("eed", null, "torchmetrics:extended_edit_distance", ""),
                // BERTScore (the bundled model)
                c("bertscore", null, "bert-score:bertscore", "fields"),
                c("bertscore", "torchmetrics", "torchmetrics:bert_score", "fields")));
        return cases;
    }

    @Test
    void everyProfileFamilysNumberIsTheJavaApisToTheBit() throws Exception {
        Assumptions.assumeTrue(onPath("python3"), "no python3 on PATH: the Python module's parity is not checked");
        List<Case> cases = cases();
        List<Map<String, Object>> input = new ArrayList<>();
        cases.forEach(c -> input.add(c.json()));
        JsonNode answers = python(JSON.writeValueAsString(input));
        assertEquals(cases.size(), answers.size());
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            Profile profile = Profiles.byName(c.profile());
            Score api = profile.metric(c.api()).corpusScore(HYPS, c.twoRefs()
                    ? java.util.stream.IntStream.range(0, HYPS.size()).mapToObj(k -> List.of(REFS.get(k), REFS2.get(k))).toList()
                    : REFS.stream().map(List::of).toList());
            JsonNode answer = answers.get(i);
            String where = c.profile() + " " + c.options();
            if (answer.has("score") && !c.fieldsAt().isEmpty() && !c.fieldsAt().equals("scores")) {
                assertEquals(bits(api.score()), bits(answer.get("score").doubleValue()), where + ": score");
            }
            JsonNode fields = c.fieldsAt().isEmpty() ? answer : answer.get(c.fieldsAt());
            assertNotNull(fields, where + ": no " + c.fieldsAt() + " in " + answer);
            same(where, api.fields(), fields);
        }
    }

    /** Every number of {@code java} (a Score's fields) equals the one at the same place of {@code json}, to the bit. */
    static void same(String where, Object java, JsonNode json) {
        assertNotNull(json, where + ": missing");
        if (java instanceof Map<?, ?> m) {
            m.forEach((k, v) -> same(where + "." + k, v, json.get(String.valueOf(k))));
        } else if (java instanceof List<?> l) {
            assertEquals(l.size(), json.size(), where);
            for (int k = 0; k < l.size(); k++) {
                same(where + "[" + k + "]", l.get(k), json.get(k));
            }
        } else if (java instanceof double[] a) {
            assertEquals(a.length, json.size(), where);
            for (int k = 0; k < a.length; k++) {
                same(where + "[" + k + "]", a[k], json.get(k));
            }
        } else if (java instanceof int[] a) {
            for (int k = 0; k < a.length; k++) {
                assertEquals(a[k], json.get(k).asLong(), where);
            }
        } else if (java instanceof long[] a) {
            for (int k = 0; k < a.length; k++) {
                assertEquals(a[k], json.get(k).asLong(), where);
            }
        } else if (java instanceof Double || java instanceof Float) {
            assertEquals(bits(((Number) java).doubleValue()), bits(json.doubleValue()), () -> where + ": " + java + " vs " + json);
        } else if (java instanceof Number n) {
            assertEquals(n.longValue(), json.asLong(), where);
        } else if (java instanceof String || java instanceof Boolean) {
            assertEquals(String.valueOf(java), json.asText(), where);
        }
    }

    private static long bits(double x) {
        return Double.doubleToLongBits(x);
    }

    /** The module's answers to {@code cases} (JSON), from one python3 process on this build's command line. */
    private static JsonNode python(String cases) throws Exception {
        Path root = RepoPaths.repoRoot().orElseThrow();
        String script = "import json, sys, warnings; sys.path.insert(0, 'python'); import nlg_metrics\n"
                + "warnings.simplefilter('ignore', nlg_metrics.InputWarning)\n"
                + "out = []\n"
                + "for c in json.load(sys.stdin):\n"
                + "    out.append(nlg_metrics.score(c['metric'], c['hyps'], c['refs'], compat=c['compat'], **c['options']))\n"
                + "json.dump(out, sys.stdout)\n";
        ProcessBuilder pb = new ProcessBuilder("python3", "-c", script).directory(root.toFile());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        pb.environment().put("NLG_METRICS_CMD", "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' "
                + NlgMetrics.class.getName());
        Path err = Files.createTempFile("python-parity", ".err");
        pb.redirectError(err.toFile());
        Process p = pb.start();
        try (var in = p.getOutputStream()) {
            in.write(cases.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "python3 did not end");
        String stderr = Files.readString(err);
        Files.deleteIfExists(err);
        assertEquals(0, p.exitValue(), stderr);
        return JSON.readTree(out);
    }

    private static boolean onPath(String program) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty() && new File(d, program).canExecute()) {
                return true;
            }
        }
        return false;
    }
}
