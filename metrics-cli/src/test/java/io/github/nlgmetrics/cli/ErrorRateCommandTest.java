package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.torchmetrics.TorchmetricsWer;
import io.github.nlgmetrics.wer.Jiwer;
import io.github.nlgmetrics.wer.JiwerScore;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code nlg-metrics wer} / {@code cer}: jiwer by default, {@code --compat torchmetrics|hf-evaluate}. */
class ErrorRateCommandTest extends CommandFixture {
    private String hyp;
    private String ref;

    @BeforeEach
    void files() throws IOException {
        hyp = file("hyp.txt", "the cat sat on mat\nhello\tbig world\n");
        ref = file("ref.txt", "the cat sat on the mat\nhello world\n");
    }

    @Test
    void werJsonCarriesJiwersCounts() throws IOException {
        CliRun r = CliRun.of("wer", "-r", ref, "-i", hyp, "-f", "json");
        assertEquals(0, r.exitCode(), r.err());
        JsonNode j = r.json();
        JiwerScore lib = Jiwer.wer().corpusScore(List.of("the cat sat on mat", "hello\tbig world"),
                List.of(List.of("the cat sat on the mat"), List.of("hello world")));
        assertEquals(lib.wer(), j.get("wer").asDouble(), 0.0);
        assertEquals(lib.hits(), j.get("hits").asLong());
        assertEquals(lib.insertions(), j.get("insertions").asLong());
        assertTrue(j.get("signature").asText().startsWith("nrefs:1|compat:jiwer|measure:wer|ref-tf:wer_default"));
    }

    @Test
    void torchmetricsSplitsTheTabAndPrintsFloat32() {
        CliRun r = CliRun.of("wer", "-r", ref, "-i", hyp, "--compat", "torchmetrics", "-b");
        assertEquals(0, r.exitCode(), r.err());
        double lib = TorchmetricsWer.of("word_error_rate").corpusScore(List.of("the cat sat on mat", "hello\tbig world"),
                List.of(List.of("the cat sat on the mat"), List.of("hello world"))).score();
        assertEquals(lib, Double.parseDouble(r.out().trim()), 0.0);
    }

    @Test
    void cerAndHfEvaluateRun() {
        CliRun r = CliRun.of("cer", "-r", ref, "-i", hyp, "--compat", "hf-evaluate", "--concatenate-texts");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("CER|nrefs:1|compat:hf-evaluate|measure:cer|concat:yes|"), r.out());
    }

    @Test
    void anUnknownTransformIsOneLineAndExitTwo() {
        CliRun r = CliRun.of("wer", "-r", ref, "-i", hyp, "--reference-transform", "wer_defualt");
        assertEquals(2, r.exitCode());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("wer_defualt"), r.err());
    }

    @Test
    void alignPrintsJiwersVisualization() {
        CliRun r = CliRun.of("wer", "-r", ref, "-i", hyp, "--align");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(io.github.nlgmetrics.wer.JiwerVisualization.alignment(Jiwer.of("process_words").process(
                List.of("the cat sat on the mat", "hello world"), List.of("the cat sat on mat", "hello\tbig world")),
                false, true), r.out());
        CliRun tm = CliRun.of("wer", "-r", ref, "-i", hyp, "--align", "--compat", "torchmetrics");
        assertEquals(2, tm.exitCode());
        assertTrue(tm.err().contains("only --compat jiwer aligns"), tm.err());
    }

    @Test
    void confidenceGoesThroughTheSharedBootstrap() {
        CliRun r = CliRun.of("wer", "-r", ref, "-i", hyp, "--confidence", "-cin", "100", "--seed", "3");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("bs:100|seed:3"), r.out());
    }
}
