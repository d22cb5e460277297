package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics bleu --compat ...}: each profile's output, and options a profile does not have. */
class BleuCompatCommandTest extends CommandFixture {
    private String hyp;
    private String ref1;
    private String ref2;
    private String ids;
    private String idsRef;

    @BeforeEach
    void files() throws IOException {
        hyp = file("hyp.txt", "the cat sat on the mat\nhello there world\n");
        ref1 = file("ref1.txt", "the cat is on the mat\nhello world\n");
        ref2 = file("ref2.txt", "there is a cat on the mat\nhello there big world\n");
        ids = file("ids.txt", "1 2 3 4 5\n6 7 8\n");
        idsRef = file("ids-ref.txt", "1 2 3 4 6\n6 7 9\n");
    }

    private String[] args(String... extra) {
        List<String> a = new ArrayList<>(List.of("bleu", "-i", hyp, "-r", ref1, "-r", ref2));
        a.addAll(List.of(extra));
        return a.toArray(new String[0]);
    }

    @Test
    void defaultIsSacrebleuWithItsSignature() {
        CliRun r = CliRun.of(args());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:"), r.out());
        assertEquals(r.out(), CliRun.of(args("--compat", "sacrebleu")).out());
    }

    @Test
    void nltkPrintsItsSignatureAndPythonsRepr() {
        CliRun r = CliRun.of(args("--compat", "nltk", "--smoothing", "method1"));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("BLEU|compat:nltk|nrefs:2|weights:0.25,0.25,0.25,0.25|smoothing:method1[epsilon=0.1]"
                + "|auto_reweigh:no|tok:split|version:"), r.out());
        assertTrue(r.out().trim().matches(".* = 0\\.\\d+"), r.out());
    }

    @Test
    void nltkSeveralWeightTuplesPrintAList() throws Exception {
        CliRun r = CliRun.of(args("--compat", "nltk", "--weights", "0.5,0.5", "--weights", "1", "-f", "json"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertEquals(2, j.get("score").size());
        assertTrue(j.get("signature").asText().contains("weights:0.5,0.5;1.0"));
    }

    @Test
    void tfNmtJsonHasTheReferenceKeys() throws Exception {
        CliRun r = CliRun.of(args("--compat", "tf-nmt", "--max-order", "2", "--smooth", "-f", "json"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        for (String key : List.of("bleu", "precisions", "bp", "ratio", "translation_length", "reference_length")) {
            assertTrue(j.has(key), key + " missing in " + r.out());
        }
        assertEquals(2, j.get("precisions").size());
        assertTrue(j.get("signature").asText().startsWith("compat:tf-nmt|nrefs:2|max_order:2|smooth:yes|tok:split"));
    }

    @Test
    void hfEvaluateUsesItsOwnKeysAnd13a() throws Exception {
        CliRun r = CliRun.of(args("--compat", "hf-evaluate", "-f", "json"));
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        assertTrue(j.has("brevity_penalty") && j.has("length_ratio"), r.out());
        assertTrue(r.out().startsWith("{\"bleu\": "), "json.dumps of evaluate's dict: " + r.out());
        assertTrue(!j.has("signature"), r.out());
        assertTrue(CliRun.of(args("--compat", "hf-evaluate")).out().contains("tok:13a"));
    }

    @Test
    void rSacrebleuReadsIntegerIds() {
        CliRun r = CliRun.of("bleu", "--compat", "r-sacrebleu", "--n", "2", "--smoothing", "add-k", "--k", "1",
                "-i", ids, "-r", idsRef, "-b");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().trim().matches("0\\.\\d+"), r.out());
    }

    @Test
    void anOptionTheProfileDoesNotHaveIsAnErrorNamingBoth() {
        assertOneLineError(CliRun.of(args("--compat", "nltk", "--smooth-method", "floor")), "--compat nltk",
                "--smooth-method");
        assertOneLineError(CliRun.of(args("--weights", "0.5,0.5")), "--compat sacrebleu", "--weights");
        CliRun t = CliRun.of(args("--compat", "tf-nmt", "--tokenize", "intl"));
        assertOneLineError(t, "--compat tf-nmt", "--tokenize");
        assertEquals("", t.out());
    }

    @Test
    void anUnknownProfileIsAnError() {
        assertOneLineError(CliRun.of(args("--compat", "moses")), "moses");
    }

    @Test
    void sentenceLevelPrintsOneLinePerSegment() {
        CliRun r = CliRun.of("bleu", "--compat", "r-sacrebleu", "--sentence-level", "-b", "-i", ids, "-r", idsRef);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(2, r.out().trim().split("\n").length);
    }
}
