package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code nlg-metrics bleu --compat ...}: each profile's output, and options a profile does not have. */
class BleuCompatCommandTest {
    @TempDir
    static Path dir;
    static String hyp;
    static String ref1;
    static String ref2;
    static String ids;
    static String idsRef;

    /** Exit code, stdout and stderr of one run. */
    record Run(int code, String out, String err) {
    }

    @BeforeAll
    static void files() throws IOException {
        hyp = write("hyp.txt", "the cat sat on the mat\nhello there world\n");
        ref1 = write("ref1.txt", "the cat is on the mat\nhello world\n");
        ref2 = write("ref2.txt", "there is a cat on the mat\nhello there big world\n");
        ids = write("ids.txt", "1 2 3 4 5\n6 7 8\n");
        idsRef = write("ids-ref.txt", "1 2 3 4 6\n6 7 9\n");
    }

    private static String write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p.toString();
    }

    private static Run run(String... args) {
        CommandLine cl = NlgMetrics.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String[] args(String... extra) {
        List<String> a = new ArrayList<>(List.of("bleu", "-i", hyp, "-r", ref1, "-r", ref2));
        a.addAll(List.of(extra));
        return a.toArray(new String[0]);
    }

    @Test
    void defaultIsSacrebleuWithItsSignature() {
        Run r = run(args());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:"), r.out());
        assertEquals(r.out(), run(args("--compat", "sacrebleu")).out());
    }

    @Test
    void nltkPrintsItsSignatureAndPythonsRepr() {
        Run r = run(args("--compat", "nltk", "--smoothing", "method1"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("BLEU|compat:nltk|nrefs:2|weights:0.25,0.25,0.25,0.25|smoothing:method1[epsilon=0.1]"
                + "|auto_reweigh:no|tok:split|version:"), r.out());
        assertTrue(r.out().trim().matches(".* = 0\\.\\d+"), r.out());
    }

    @Test
    void nltkSeveralWeightTuplesPrintAList() throws Exception {
        Run r = run(args("--compat", "nltk", "--weights", "0.5,0.5", "--weights", "1", "-f", "json"));
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(2, j.get("score").size());
        assertTrue(j.get("signature").asText().contains("weights:0.5,0.5;1.0"));
    }

    @Test
    void tfNmtJsonHasTheReferenceKeys() throws Exception {
        Run r = run(args("--compat", "tf-nmt", "--max-order", "2", "--smooth", "-f", "json"));
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        for (String key : List.of("bleu", "precisions", "bp", "ratio", "translation_length", "reference_length")) {
            assertTrue(j.has(key), key + " missing in " + r.out());
        }
        assertEquals(2, j.get("precisions").size());
        assertTrue(j.get("signature").asText().startsWith("compat:tf-nmt|nrefs:2|max_order:2|smooth:yes|tok:split"));
    }

    @Test
    void hfEvaluateUsesItsOwnKeysAnd13a() throws Exception {
        Run r = run(args("--compat", "hf-evaluate", "-f", "json"));
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertTrue(j.has("brevity_penalty") && j.has("length_ratio"), r.out());
        assertTrue(j.get("signature").asText().contains("tok:13a"));
    }

    @Test
    void rSacrebleuReadsIntegerIds() {
        Run r = run("bleu", "--compat", "r-sacrebleu", "--n", "2", "--smoothing", "add-k", "--k", "1", "-i", ids,
                "-r", idsRef, "-b");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().trim().matches("0\\.\\d+"), r.out());
    }

    @Test
    void anOptionTheProfileDoesNotHaveIsAnErrorNamingBoth() {
        Run r = run(args("--compat", "nltk", "--smooth-method", "floor"));
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--compat nltk") && r.err().contains("--smooth-method"), r.err());
        Run s = run(args("--weights", "0.5,0.5"));
        assertEquals(2, s.code());
        assertTrue(s.err().contains("--compat sacrebleu") && s.err().contains("--weights"), s.err());
        Run t = run(args("--compat", "tf-nmt", "--tokenize", "intl"));
        assertEquals(2, t.code());
        assertTrue(t.err().contains("--compat tf-nmt") && t.err().contains("--tokenize"), t.err());
        assertEquals("", t.out());
    }

    @Test
    void anUnknownProfileIsAnError() {
        Run r = run(args("--compat", "moses"));
        assertEquals(2, r.code());
        assertTrue(r.err().contains("moses"), r.err());
    }

    @Test
    void sentenceLevelPrintsOneLinePerSegment() {
        Run r = run("bleu", "--compat", "r-sacrebleu", "--sentence-level", "-b", "-i", ids, "-r", idsRef);
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.out().trim().split("\n").length);
    }
}
