package io.github.nlgmetrics.cli.dropin.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.nlgmetrics.fixtures.GoldenCase;
import io.github.nlgmetrics.fixtures.GoldenFiles;
import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bert_score rows of {@code bertscore-hf.csv} through the {@code bert-score} drop-in, as a user of bert_score's
 * command runs them: the texts written to files (one reference file per reference), the options as its flags
 * ({@code -m} the folder's name under the models folder, {@code -l}, {@code --idf}, {@code -b}, {@code --lang},
 * {@code --rescale_with_baseline --baseline_path}), {@code -s} for the segment lines. Each printed P, R and F is
 * the row's value within its tolerance and the sixth decimal's rounding; the hash line is the row's hash exactly;
 * a row whose reference raised gives a non-zero exit and its error's name. Rows a command line cannot carry are
 * left out, each group with its reason: {@code all_layers} (no flag), a different number of references per
 * segment (reference files have a line per candidate), a text with a line break (a file line cannot hold it).
 */
class BertScoreHfDropInTest {
    private static final Path MODELS = Path.of("..", "..", "shared", "data", "bertscore-models");
    private static String before;

    @TempDir
    Path dir;

    @BeforeAll
    static void modelsFolder() {
        before = System.getProperty("nlgmetrics.models");
        System.setProperty("nlgmetrics.models", MODELS.toAbsolutePath().normalize().toString());
    }

    @AfterAll
    static void restore() {
        if (before == null) {
            System.clearProperty("nlgmetrics.models");
        } else {
            System.setProperty("nlgmetrics.models", before);
        }
    }

    static Stream<GoldenCase> cases() {
        return GoldenFiles.read(RepoPaths.conformanceData().resolve("bertscore-hf.csv")).stream()
                .filter(c -> c.impl().equals("bert-score") && c.metric().equals("bertscore"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsTheRowsNumbers(GoldenCase c) throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(MODELS), "../shared/data/bertscore-models is absent");
        JsonNode o = c.options();
        List<String> hyps = c.hypothesisList();
        List<List<String>> refs = c.referenceLists();
        Assumptions.assumeFalse(o.path("all_layers").asBoolean(), "all_layers: bert_score's command has no flag for it");
        Assumptions.assumeTrue(refs.stream().map(List::size).distinct().count() <= 1,
                "a different number of references per segment: reference files have one line per candidate");
        Assumptions.assumeFalse(Stream.concat(hyps.stream(), refs.stream().flatMap(List::stream))
                .anyMatch(t -> t.contains("\n") || t.contains("\r")), "a text with a line break: a file line cannot hold it");
        List<String> args = new ArrayList<>(List.of("-c", write("cands.txt", hyps)));
        args.add("-r");
        for (int k = 0; k < refs.get(0).size(); k++) {
            List<String> column = new ArrayList<>();
            for (List<String> group : refs) {
                column.add(group.get(k));
            }
            args.add(write("refs" + k + ".txt", column));
        }
        args.addAll(List.of("-m", o.get("model_type").asText(), "-l", o.get("num_layers").asText(), "-s",
                "--use_fast_tokenizer"));
        if (o.path("idf").asBoolean()) {
            args.add("--idf");
        }
        if (o.has("batch_size")) {
            args.addAll(List.of("-b", o.get("batch_size").asText()));
        }
        if (o.has("lang")) {
            args.addAll(List.of("--lang", o.get("lang").asText()));
        }
        if (o.path("rescale_with_baseline").asBoolean()) {
            args.add("--rescale_with_baseline");
            if (o.has("baseline_csv")) {
                args.addAll(List.of("--baseline_path", write("baseline.tsv", List.of(o.get("baseline_csv").asText()))));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BertScoreCommand.run(args, dir, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stderr = err.toString(StandardCharsets.UTF_8);
        JsonNode expected = c.expected();
        if (expected.has("error")) {
            assertTrue(code != 0, "the reference raised " + expected.get("error") + "; we printed " + out);
            assertTrue(stderr.contains(expected.get("error").asText()), stderr);
            return;
        }
        assertEquals(0, code, stderr);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(expected.get("hash").asText(), lines.get(0).substring(0, lines.get(0).indexOf(" P: ")), lines.get(0));
        assertEquals(hyps.size() + 1, lines.size(), String.join("\n", lines));
        for (int i = 0; i < hyps.size(); i++) {
            String[] prf = lines.get(i + 1).split("\t");
            for (int k = 0; k < 3; k++) {
                double want = expected.get(List.of("P", "R", "F").get(k)).get(i).asDouble();
                double got = prf[k].equals("nan") ? Double.NaN : Double.parseDouble(prf[k]); // Python's repr of NaN
                assertEquals(want, got, c.tolerance() + 5e-7, c.id() + " segment " + i + " " + List.of("P", "R", "F").get(k));
            }
        }
    }

    private String write(String name, List<String> lines) throws IOException {
        Files.writeString(dir.resolve(name), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return name;
    }
}
