package io.github.nlgmetrics.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance run for BERTScore, on WMT17 en-de (its first {@value #LINES} lines, three systems: seconds
 * of the bundled model rather than minutes): {@code compare -m bleu,chrf,bertscore,rouge,wer} exits 0;
 * BERTScore's system scores are what {@code nlg-metrics bertscore} computes for each system alone (the mean of the
 * segment scores its {@code --segment-scores} file holds, to the bit; its printed line, a float32 mean as
 * bert_score prints it, to its six decimals); its intervals and every pair's p-values are a paired bootstrap and
 * approximate randomization of those segment F scores recomputed by hand at the same seed ({@link PairedByHand}).
 * Skipped where
 * {@code ../shared/data/wmt17-en-de} is absent.
 */
class CompareBertScoreWmt17Test {
    static final int LINES = 200;
    private static final int SAMPLES = 300;
    private static final int TRIALS = 300;
    private static final List<String> SYSTEMS = List.of("uedin-nmt.4722", "online-B.0", "PROMT-Rule-based.4735");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;
    private static JsonNode compare;
    private static Path reference;
    private static final List<Path> files = new ArrayList<>();

    @BeforeAll
    static void run() throws IOException {
        assumeTrue(Files.isDirectory(CompareWmt17Test.DATA), "WMT17 data absent: " + CompareWmt17Test.DATA.toAbsolutePath());
        reference = head("reference.de");
        for (String s : SYSTEMS) {
            files.add(head(s + ".de"));
        }
        List<String> args = new ArrayList<>(List.of("compare", "-r", reference.toString(), "-i"));
        files.forEach(f -> args.add(f.toString()));
        args.addAll(List.of("-m", "bleu,chrf,bertscore,rouge,wer", "--baseline", SYSTEMS.get(0), "--format", "json",
                "--bootstrap", Integer.toString(SAMPLES), "--trials", Integer.toString(TRIALS), "--html",
                tmp.resolve("r.html").toString(), "-q"));
        CliRun r = CliRun.of(args.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        compare = r.json();
    }

    private static Path head(String file) throws IOException {
        List<String> lines = Files.readAllLines(CompareWmt17Test.DATA.resolve(file), StandardCharsets.UTF_8);
        Path out = tmp.resolve(file);
        Files.write(out, lines.subList(0, LINES), StandardCharsets.UTF_8);
        return out;
    }

    private static JsonNode metric(String name) {
        for (JsonNode m : compare.get("metrics")) {
            if (m.get("name").asText().equals(name)) {
                return m;
            }
        }
        throw new AssertionError("no metric " + name + " in " + compare.get("metrics"));
    }

    @Test
    void everyMetricIsScoredAndTested() {
        List<String> names = new ArrayList<>();
        compare.get("metrics").forEach(m -> names.add(m.get("name").asText()));
        assertEquals(List.of("BLEU", "chrF2", "bertscore", "ROUGE", "WER"), names);
        for (JsonNode m : compare.get("metrics")) {
            assertTrue(m.get("not_tested").isNull(), m.get("name") + " " + m.get("not_tested"));
            assertEquals(3, m.get("pairs").size(), m.get("name").asText());
        }
        assertEquals("segment scores", metric("bertscore").get("resampled").asText());
        assertEquals("statistics", metric("ROUGE").get("resampled").asText());
        assertTrue(Files.isRegularFile(tmp.resolve("r.html")));
    }

    @Test
    void bertscoreIsWhatTheBertscoreCommandComputesAndItsPValuesAPairedBootstrapOfItsSegmentF() throws IOException {
        JsonNode bertscore = metric("bertscore");
        double[][] segmentF = new double[SYSTEMS.size()][];
        for (int i = 0; i < SYSTEMS.size(); i++) {
            Path segments = tmp.resolve(SYSTEMS.get(i) + ".jsonl");
            CliRun own = CliRun.of("bertscore", "-r", reference.toString(), "-i", files.get(i).toString(), "--segment-scores",
                    segments.toString(), "-f", "json", "-q");
            assertEquals(0, own.exitCode(), own.err());
            List<String> lines = Files.readAllLines(segments, StandardCharsets.UTF_8);
            segmentF[i] = new double[lines.size()];
            double sum = 0;
            for (int j = 0; j < lines.size(); j++) {
                segmentF[i][j] = JSON.readTree(lines.get(j)).get("fields").get("F").asDouble();
                sum += segmentF[i][j];
            }
            JsonNode ours = bertscore.get("systems").get(i);
            assertEquals(SYSTEMS.get(i), ours.get("system").asText());
            assertEquals(sum / LINES, ours.get("score").asDouble(), SYSTEMS.get(i) + ": the mean of its segment F");
            assertEquals(own.json().get("F").asDouble(), ours.get("score").asDouble(), 5e-7,
                    SYSTEMS.get(i) + ": bert_score's printed F1 (a float32 mean)");
        }
        PairedByHand expected = new PairedByHand(segmentF, 12345, SAMPLES, TRIALS);
        for (int a = 0; a < SYSTEMS.size(); a++) {
            assertEquals(expected.halfWidth[a], bertscore.get("systems").get(a).get("ci").asDouble(), 1e-12);
            for (int b = a + 1; b < SYSTEMS.size(); b++) {
                JsonNode pair = CompareCommandTest.pair(bertscore, SYSTEMS.get(a), SYSTEMS.get(b));
                assertEquals(expected.pBootstrap[a][b], pair.get("p_bootstrap").asDouble(), "bs " + pair);
                assertEquals(expected.pRandomization[a][b], pair.get("p_randomization").asDouble(), "ar " + pair);
            }
        }
    }
}
