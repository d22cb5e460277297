package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.dropin.RecordedMatrix;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code nlg-metrics bertscore --segment-scores FILE}: each segment's P, R and F come from the one corpus call,
 * as bert_score's {@code -s} lines do (idf from every reference of the corpus, the matching batches of the whole
 * corpus). Every file-mode {@code -s} case of the recorded bert_score matrix ({@code bertscore/matrix.jsonl},
 * {@code BertScoreMatrixTest}) that succeeds is run through {@code nlg-metrics bertscore} with the same options:
 * each line's three numbers within one unit of the printed sixth decimal.
 */
class BertScoreSegmentScoresTest extends CommandFixture {
    @RegisterExtension
    static final RecordedMatrix MATRIX = RecordedMatrix.load("/bertscore/matrix.jsonl");

    static Stream<Arguments> cases() {
        return MATRIX.arguments().filter(a -> {
            JsonNode c = (JsonNode) a.get()[1];
            List<String> args = RecordedMatrix.args(c);
            int cand = args.indexOf("-c");
            return c.get("exit").asInt() == 0 && args.contains("-s") && cand >= 0
                    && Files.isRegularFile(MATRIX.folder().resolve(args.get(cand + 1)));
        });
    }

    /** bert_score's command-line options as {@code nlg-metrics bertscore} spells them. */
    private List<String> ours(List<String> args, Path segments) {
        List<String> out = new ArrayList<>(List.of("bertscore", "--segment-scores", segments.toString()));
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-r" -> {
                    while (i + 1 < args.size() && !args.get(i + 1).startsWith("-")) {
                        out.add("-r");
                        out.add(MATRIX.folder().resolve(args.get(++i)).toString());
                    }
                }
                case "-c" -> {
                    out.add("-i");
                    out.add(MATRIX.folder().resolve(args.get(++i)).toString());
                }
                case "-m" -> out.addAll(List.of("--model", args.get(++i)));
                case "-l" -> out.addAll(List.of("--layer", args.get(++i)));
                case "-b" -> out.addAll(List.of("--batch-size", args.get(++i)));
                case "--lang" -> out.addAll(List.of("--lang", args.get(++i)));
                case "--idf" -> out.add("--idf");
                case "--rescale_with_baseline" -> out.add("--rescale-with-baseline");
                case "--baseline_path" -> out.addAll(List.of("--baseline-path",
                        MATRIX.folder().resolve(args.get(++i)).toString()));
                case "-s", "--use_fast_tokenizer" -> { }
                default -> throw new IllegalStateException("no mapping for " + a);
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void segmentScoresAreBertScoresSegLevelLines(String id, JsonNode c) throws IOException {
        Path segments = dir.resolve("segments.jsonl");
        CliRun r = CliRun.of(ours(RecordedMatrix.args(c), segments).toArray(String[]::new));
        assertEquals(0, r.exitCode(), r.err());
        List<String> expected = c.get("stdout").asText().lines().skip(1).toList();
        List<String> lines = Files.readAllLines(segments, StandardCharsets.UTF_8);
        assertEquals(expected.size(), lines.size(), "one line per segment");
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode fields = json.readTree(lines.get(i)).get("fields");
            String[] prf = expected.get(i).split("\t");
            String[] keys = {"P", "R", "F"};
            for (int k = 0; k < 3; k++) {
                double ours = fields.get(keys[k]).asDouble();
                double theirs = Double.parseDouble(prf[k]);
                assertTrue(Math.abs(ours - theirs) < 1.5e-6, id + " segment " + (i + 1) + " " + keys[k] + ": " + ours
                        + " vs bert_score's " + prf[k]);
            }
        }
    }

    @Test
    void withIdfASegmentScoredAloneDiffersFromItsCorpusScore() throws IOException {
        // the reason for the above: the idf of a segment's own references is not the corpus's
        String ref = file("ref.txt", "a cat was sitting on the mat\nthe quick brown fox jumped over a lazy dog\n");
        String hyp = file("hyp.txt", "the cat sat on the mat\na quick brown fox jumps over the lazy dog\n");
        Path segments = dir.resolve("seg.jsonl");
        CliRun r = CliRun.of("bertscore", "-r", ref, "-i", hyp, "--idf", "--segment-scores", segments.toString());
        assertEquals(0, r.exitCode(), r.err());
        CliRun alone = CliRun.of("bertscore", "-r", file("r1", "a cat was sitting on the mat\n"), "-i",
                file("h1", "the cat sat on the mat\n"), "--idf", "-f", "json");
        double corpusRun = new ObjectMapper().readTree(Files.readAllLines(segments).get(0)).get("fields").get("F")
                .asDouble();
        double aloneRun = alone.json().get("F").asDouble();
        assertTrue(Math.abs(corpusRun - aloneRun) > 1e-4, corpusRun + " vs " + aloneRun);
    }
}
