package io.github.nlgmetrics.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.ExitCode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nlg-metrics serve}, in-process: a request is the command line with its texts inline, the
 * answer is what {@code --format json} prints at full precision (the Java API's numbers, bit for
 * bit) plus the warnings, and a bad request gets the command line's one-line message while the
 * loop goes on.
 */
class ServeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> HYPS = List.of("The cat sat on a mat.", "The dog barks.");
    static final List<String> REFS = List.of("The cat sat on the mat.", "A dog barks loudly.");

    @TempDir
    Path dir;

    /** The answers to {@code lines} (each a request line, sent as given, then a newline). */
    static List<JsonNode> serve(long limit, byte[]... lines) throws IOException {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        for (byte[] l : lines) {
            in.write(l);
            in.write('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (CommandLines commandLines = new CommandLines()) {
            int code = ServeCommand.serve(new RequestLines(new ByteArrayInputStream(in.toByteArray()), limit), out,
                    new Dispatcher(commandLines));
            assertEquals(ExitCode.OK, code);
        }
        List<JsonNode> answers = new ArrayList<>();
        for (String l : out.toString(StandardCharsets.US_ASCII).split("\n")) {
            answers.add(JSON.readTree(l));
        }
        return answers;
    }

    static List<JsonNode> serve(String... lines) throws IOException {
        List<byte[]> bytes = new ArrayList<>();
        for (String l : lines) {
            bytes.add(l.getBytes(StandardCharsets.UTF_8));
        }
        return serve(ServeCommand.DEFAULT_MAX_REQUEST, bytes.toArray(byte[][]::new));
    }

    /** A request line: {@code args}, and the texts {@code files} (name, segments, name, segments, ...). */
    static String request(Object id, List<String> args, Object... files) {
        ObjectNode r = JSON.createObjectNode();
        r.set("id", JSON.valueToTree(id));
        r.set("args", JSON.valueToTree(args));
        ObjectNode f = r.putObject("files");
        for (int k = 0; k < files.length; k += 2) {
            f.set((String) files[k], JSON.valueToTree(files[k + 1]));
        }
        return r.toString();
    }

    private static List<List<String>> perSegment(List<String> refs) {
        return refs.stream().map(List::of).toList();
    }

    @Test
    void theAnswerIsTheJsonOfTheCommandAtFullPrecisionTheJavaApisNumber() throws IOException {
        JsonNode a = serve(request(7, List.of("bleu", "-r", "ref", "-i", "hyp"), "ref", REFS, "hyp", HYPS)).get(0);
        assertEquals(7, a.get("id").asInt());
        assertTrue(a.get("ok").asBoolean(), a::toString);
        assertEquals(0, a.get("exit").asInt());
        Score api = Profiles.byName("sacrebleu:bleu").metric(Map.of()).corpusScore(HYPS, perSegment(REFS));
        JsonNode result = a.get("result");
        assertEquals(Double.doubleToLongBits(api.score()), Double.doubleToLongBits(result.get("score").doubleValue()));
        assertEquals(36.65671146483689, result.get("score").doubleValue(), 0.0, "sacrebleu's BLEUScore.score");
        assertEquals("81.8/55.6/28.6/20.0 (BP = 0.913 ratio = 0.917 hyp_len = 11 ref_len = 12)",
                result.get("verbose_score").asText(), "the rounded text fields stay");
        double[] precisions = (double[]) api.fields().get("precisions");
        for (int k = 0; k < 4; k++) {
            assertEquals(precisions[k], result.get("fields").get("precisions").get(k).doubleValue(), 0.0);
        }
        assertEquals(0, a.get("warnings").size());
    }

    @Test
    void aRequestRunsTheCommandLinesOwnCommandWhatItPrintsIsTheResult() throws IOException {
        Path ref = Files.write(dir.resolve("ref.txt"), REFS);
        Path hyp = Files.write(dir.resolve("hyp.txt"), HYPS);
        for (List<String> options : List.of(List.of("--compat", "nltk"), List.of("--compat", "hf-evaluate"),
                List.of("--sentence-level"), List.of("-w", "2"))) {
            List<String> cli = new ArrayList<>(List.of("chrf", "-r", ref.toString(), "-i", hyp.toString(), "-f", "json",
                    "--full-precision"));
            cli.set(0, options.contains("--compat") ? "bleu" : "chrf");
            cli.addAll(options);
            CliRun expected = CliRun.of(cli.toArray(String[]::new));
            assertEquals(0, expected.exitCode(), expected.err());
            List<String> args = new ArrayList<>(List.of(cli.get(0), "-r", "r", "-i", "h"));
            args.addAll(options);
            JsonNode a = serve(request(1, args, "r", REFS, "h", HYPS)).get(0);
            List<JsonNode> printed = new ArrayList<>();
            for (var it = JSON.readerFor(JsonNode.class).readValues(expected.out()); it.hasNext(); ) {
                printed.add((JsonNode) it.next());
            }
            JsonNode want = options.contains("--sentence-level") ? JSON.valueToTree(printed) : printed.get(0);
            assertEquals(want, a.get("result"), options::toString);
        }
    }

    @Test
    void theFormatTheRequestChoosesIsKeptTextIsReturnedAsText() throws IOException {
        JsonNode a = serve(request(1, List.of("bleu", "-r", "r", "-i", "h", "-f", "text", "-b"), "r", REFS, "h", HYPS))
                .get(0);
        assertEquals("36.7\n", a.get("text").asText());
        JsonNode json = serve(request(1, List.of("bleu", "-r", "r", "-i", "h", "--format", "json"), "r", REFS, "h", HYPS))
                .get(0);
        assertEquals(36.65671146483689, json.get("result").get("score").doubleValue(), 0.0,
                "JSON asked for: the answer's numbers are whole all the same");
    }

    @Test
    void aBadRequestGetsTheCommandLinesOneLineMessageAndTheLoopGoesOn() throws IOException {
        List<JsonNode> a = serve(
                request(1, List.of("bleu", "-r", "r", "-i", "h", "--widht", "2"), "r", REFS, "h", HYPS),
                request("two", List.of("bleu", "-r", "r", "-i", "h"), "r", REFS, "h", HYPS.subList(0, 1)),
                request(3, List.of("bleu", "-r", "missing.txt", "-i", "h"), "h", HYPS),
                request(4, List.of("sacrebleu", "r"), "r", REFS),
                request(5, List.of("serve")),
                request(6, List.of("bleu", "-r", "r", "-i", "h"), "r", REFS, "h", HYPS));
        CliRun cli = CliRun.of("bleu", "-r", "r", "-i", "h", "--widht", "2");
        assertEquals(cli.err().strip(), a.get(0).get("error").asText(), "the command line's line, as it prints it");
        assertEquals(2, a.get(0).get("exit").asInt());
        assertFalse(a.get(0).get("ok").asBoolean());
        assertEquals("two", a.get(1).get("id").asText());
        assertEquals("nlg-metrics: line counts differ: h has 1 lines but r has 2", a.get(1).get("error").asText());
        assertEquals("nlg-metrics: no such file: missing.txt", a.get(2).get("error").asText());
        assertTrue(a.get(3).get("error").asText().startsWith("nlg-metrics: serve does not run 'sacrebleu'"), a.get(3)::toString);
        assertTrue(a.get(4).get("error").asText().startsWith("nlg-metrics: serve does not run 'serve'"), a.get(4)::toString);
        assertTrue(a.get(5).get("ok").asBoolean(), "the worker went on");
    }

    @Test
    void malformedRequestsAreAnsweredWithWhatIsWrong() throws IOException {
        List<JsonNode> a = serve(ServeCommand.DEFAULT_MAX_REQUEST,
                "{\"args\": [\"bleu\"".getBytes(StandardCharsets.UTF_8),
                "[1, 2]".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 3, \"argz\": [\"bleu\"]}".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 4, \"args\": []}".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 5, \"args\": [\"bleu\", 1]}".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 6, \"args\": [\"bleu\", \"-r\", \"r\"], \"files\": {\"r\": \"one string\"}}".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 7, \"args\": [\"bleu\", \"-r\", \"r\"], \"files\": {\"r\": [null]}}".getBytes(StandardCharsets.UTF_8),
                new byte[] {'{', '"', 'i', 'd', '"', ':', '8', ',', '"', (byte) 0xff, '"', '}'},
                "{\"id\": 9} trailing".getBytes(StandardCharsets.UTF_8),
                "{\"id\": 10, \"id\": 11, \"args\": [\"bleu\"]}".getBytes(StandardCharsets.UTF_8));
        assertEquals(10, a.size(), a::toString);
        for (JsonNode x : a) {
            assertFalse(x.get("ok").asBoolean(), x::toString);
            assertEquals(2, x.get("exit").asInt());
            assertTrue(x.get("error").asText().startsWith("nlg-metrics: "), x::toString);
            assertFalse(x.get("error").asText().contains("Exception"), x::toString);
        }
        assertTrue(a.get(0).get("error").asText().contains("not valid JSON"), a.get(0)::toString);
        assertTrue(a.get(1).get("error").asText().contains("a request is a JSON object"), a.get(1)::toString);
        assertEquals(3, a.get(2).get("id").asInt(), "the id of a bad request is echoed when it can be read");
        assertTrue(a.get(2).get("error").asText().contains("unknown request key \"argz\""), a.get(2)::toString);
        assertTrue(a.get(3).get("error").asText().contains("\"args\" must be a list of strings"), a.get(3)::toString);
        assertTrue(a.get(4).get("error").asText().contains("1 is not a string"), a.get(4)::toString);
        assertTrue(a.get(5).get("error").asText().contains("\"r\" must be a list of strings"), a.get(5)::toString);
        assertTrue(a.get(6).get("error").asText().contains("segment 1 is not a string"), a.get(6)::toString);
        assertEquals("nlg-metrics: the request is not valid UTF-8", a.get(7).get("error").asText());
        assertTrue(a.get(8).get("error").asText().contains("not valid JSON"), a.get(8)::toString);
        assertTrue(a.get(9).get("error").asText().contains("Duplicate field 'id'"), a.get(9)::toString);
    }

    @Test
    void aLineOverTheLimitIsSkippedWithoutBeingHeldAndTheNextIsAnswered() throws IOException {
        String big = request(1, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of("x".repeat(5000)), "h", List.of("x"));
        List<JsonNode> a = serve(1000, big.getBytes(StandardCharsets.UTF_8),
                request(2, List.of("bleu", "-r", "r", "-i", "h"), "r", REFS, "h", HYPS).getBytes(StandardCharsets.UTF_8));
        assertTrue(a.get(0).get("error").asText().startsWith("nlg-metrics: the request is longer than"
                + " --max-request-bytes 1000"), a.get(0)::toString);
        assertTrue(a.get(0).get("id").isNull());
        assertTrue(a.get(1).get("ok").asBoolean(), a.get(1)::toString);
    }

    @Test
    void inlineTextsAreReadAsAFileHoldingThemWouldBe() throws IOException {
        List<JsonNode> a = serve(
                request(1, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of("a b c d\r"), "h", List.of("a b c d")),
                request(2, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of("\uFEFFa b c d"), "h", List.of("a b c d")),
                request(3, List.of("bleu", "-r", "r"), "r", REFS, "-", HYPS),
                request(4, List.of("bleu", "-r", "r"), "r", REFS),
                request(5, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of("a\nb"), "h", List.of("a")),
                request(6, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of("a-lone-surrogate"), "h", List.of("a"))
                        .replace("-lone-surrogate", "\\ud800"),
                request(7, List.of("bleu", "-r", "r", "-i", "h"), "r", List.of(), "h", List.of()));
        assertEquals(100.0, a.get(0).get("result").get("score").doubleValue(), 1e-9, "a trailing \\r is dropped");
        assertEquals(List.of("note: line 1 of r starts with a byte-order mark (U+FEFF); it is kept, as the reference"
                + " tools read it"), JSON.convertValue(a.get(1).get("warnings"), List.class));
        assertEquals(36.65671146483689, a.get(2).get("result").get("score").doubleValue(), 0.0, "\"-\" is standard input");
        assertTrue(a.get(3).get("error").asText().contains("no standard input here"), a.get(3)::toString);
        assertEquals("nlg-metrics: r: segment 1 holds a line break (one segment per line)", a.get(4).get("error").asText());
        assertEquals("nlg-metrics: r: segment 1 is not valid Unicode (a lone surrogate)", a.get(5).get("error").asText());
        assertEquals("nlg-metrics: empty input: h has no lines", a.get(6).get("error").asText());
    }

    @Test
    void warningsAreAnswered() throws IOException {
        List<String> same = List.of("We went home.", "It rained.", "The cat sat.", "A dog barked.", "Birds sang.");
        JsonNode a = serve(request(1, List.of("bleu", "-r", "r", "-i", "h"), "r", same, "h", same)).get(0);
        ArrayNode warnings = (ArrayNode) a.get("warnings");
        assertEquals(1, warnings.size(), a::toString);
        assertTrue(warnings.get(0).asText().startsWith("warning: "), a::toString);
        JsonNode quiet = serve(request(1, List.of("bleu", "-q", "-r", "r", "-i", "h"), "r", same, "h", same)).get(0);
        assertEquals(0, quiet.get("warnings").size());
    }

    @Test
    void sentenceLevelIsAListEvenOfOneAndProfilesAndHelpWork() throws IOException {
        List<JsonNode> a = serve(
                request(1, List.of("bleu", "-r", "r", "-i", "h", "--sentence-level"), "r", REFS.subList(0, 1), "h",
                        HYPS.subList(0, 1)),
                request(2, List.of("profiles")),
                request(3, List.of("bleu", "--help")),
                request(4, List.of("--version")));
        assertTrue(a.get(0).get("result").isArray() && a.get(0).get("result").size() == 1, a.get(0)::toString);
        assertTrue(a.get(1).get("result").isArray() && a.get(1).get("result").size() > 40, "every profile");
        assertTrue(a.get(2).get("text").asText().contains("Usage: nlg-metrics bleu"), a.get(2)::toString);
        assertTrue(a.get(3).get("text").asText().startsWith("nlg-metrics "), a.get(3)::toString);
    }

    @Test
    void compareAndExplainNameTheSystemsByTheRequestsNames() throws IOException {
        List<JsonNode> a = serve(
                request(1, List.of("bleu", "-r", "refs", "-i", "base", "big model", "--paired-bs"), "refs", REFS,
                        "base", HYPS, "big model", REFS),
                request(2, List.of("explain", "--profiles", "sacrebleu:bleu,nltk:bleu", "-r", "refs", "-i", "mine"),
                        "refs", REFS, "mine", HYPS),
                request(3, List.of("compare", "-r", "refs", "-i", "base", "big", "-m", "bleu", "--trials", "0",
                        "--bootstrap", "10"), "refs", REFS, "base", HYPS, "big", REFS));
        JsonNode paired = a.get(0).get("result");
        assertEquals("Baseline: base", paired.get(0).get("system").asText());
        assertEquals("big model", paired.get(1).get("system").asText());
        assertEquals("bleu", a.get(1).get("result").get("family").asText());
        assertEquals(List.of("base", "big"), JSON.convertValue(a.get(2).get("result").get("systems"), List.class));
    }

    @Test
    void aFileTheRequestAsksForIsWrittenNoOther() throws IOException {
        Path segs = dir.resolve("segs.jsonl");
        JsonNode a = serve(request(1, List.of("bleu", "-r", "r", "-i", "h", "--segment-scores", segs.toString()),
                "r", REFS, "h", HYPS)).get(0);
        assertTrue(a.get("ok").asBoolean(), a::toString);
        assertEquals(2, Files.readAllLines(segs).size());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(segs), files.toList());
        }
    }
}
