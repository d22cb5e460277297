package io.github.nlgmetrics.cli.dropin.coco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.cli.CliRun;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nlg-metrics coco} on a COCO results/annotations pair built from the golden rows, against
 * what pycocoevalcap printed for the same files (see {@code src/test/resources/coco/README.md}).
 */
class CocoCommandTest {
    @TempDir
    Path dir;

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(CocoCommandTest.class.getResource("/coco/" + name).toURI());
    }

    private static CliRun runPair(String... extra) throws URISyntaxException {
        String[] args = new String[5 + extra.length];
        args[0] = "coco";
        args[1] = "--results";
        args[2] = resource("captions_results.json").toString();
        args[3] = "--annotations";
        args[4] = resource("captions_annotations.json").toString();
        System.arraycopy(extra, 0, args, 5, extra.length);
        return CliRun.of(args);
    }

    @Test
    void printsWhatPycocoevalcapPrints() throws Exception {
        CliRun r = runPair();
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(Files.readString(resource("pycocoevalcap_output.txt")), r.out());
    }

    @Test
    void jsonHasTheOverallScoresAndEveryImage() throws Exception {
        CliRun r = runPair("--format", "json");
        assertEquals(0, r.exitCode(), r.err());
        ObjectMapper m = new ObjectMapper();
        JsonNode ours = m.readTree(r.out());
        JsonNode theirs = m.readTree(resource("pycocoevalcap_evalimgs.json").toFile());
        assertEquals(theirs.get("overall"), ours.get("overall"));
        assertEquals(theirs.get("evalImgs").size(), ours.get("evalImgs").size());
        for (int i = 0; i < theirs.get("evalImgs").size(); i++) {
            JsonNode t = theirs.get("evalImgs").get(i);
            JsonNode o = ours.get("evalImgs").get(i);
            assertEquals(t.get("image_id"), o.get("image_id"));
            t.fieldNames().forEachRemaining(k -> {
                if (!k.equals("image_id")) {
                    // numpy's log (glibc, correctly rounded) and Java's differ in the last bit for some
                    // document frequencies: CIDEr-D per-image values agree to ~1e-15, the golden tolerance is 1e-12
                    assertEquals(t.get(k).asDouble(), o.get(k).asDouble(), 1e-12, k);
                }
            });
        }
    }

    @Test
    void readsLineFiles() throws IOException {
        Path ref1 = dir.resolve("ref1");
        Path ref2 = dir.resolve("ref2");
        Path hyp = dir.resolve("hyp");
        Files.writeString(ref1, "A man rides a horse.\nTwo dogs play in the snow.\n", StandardCharsets.UTF_8);
        Files.writeString(ref2, "A person riding a horse.\nDogs playing in snow.\n", StandardCharsets.UTF_8);
        Files.writeString(hyp, "a man riding a horse\ntwo dogs in the snow\n", StandardCharsets.UTF_8);
        CliRun r = CliRun.of("coco", "-r", ref1.toString(), "-r", ref2.toString(), "-i", hyp.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("Bleu_4: ") && r.out().contains("ROUGE_L: ") && r.out().contains("CIDEr: "),
                r.out());
    }

    @Test
    void resultsWithoutAnnotationsIsOneLineError() throws Exception {
        CliRun r = CliRun.of("coco", "--results", resource("captions_results.json").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("nlg-metrics: --results and --annotations go together"), r.err());
    }

    @Test
    void anImageWithTwoResultsIsAnError() throws Exception {
        Path res = dir.resolve("res.json");
        Files.writeString(res, "[{\"image_id\": 1000, \"caption\": \"a\"}, {\"image_id\": 1000, \"caption\": \"b\"}]");
        CliRun r = CliRun.of("coco", "--results", res.toString(), "--annotations",
                resource("captions_annotations.json").toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("more than one caption"), r.err());
    }
}
