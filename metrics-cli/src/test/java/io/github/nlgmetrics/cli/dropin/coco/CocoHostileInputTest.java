package io.github.nlgmetrics.cli.dropin.coco;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.CommandFixture;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code coco} reads its JSON files as pycocoevalcap's {@code json.load} does (issue 21): what
 * Python accepts is accepted ({@code "image_id": 1.0} or {@code true} for image 1, an extra
 * {@code NaN} field), what it refuses is refused (a BOM, UTF-16, anything after the document),
 * an image without annotations is named as such, and several {@code -i} files are refused rather
 * than silently scoring the first.
 */
class CocoHostileInputTest extends CommandFixture {
    private static final String ANNOTATIONS = "{\"images\": [{\"id\": 1}, {\"id\": 2}], \"annotations\": ["
            + "{\"image_id\": 1, \"caption\": \"a man riding a horse\"},"
            + "{\"image_id\": 2, \"caption\": \"two dogs play in the snow\"}]}";

    private CliRun coco(String results, String annotations) throws IOException {
        return CliRun.of("coco", "--results", file("res.json", results), "--annotations", file("ann.json", annotations));
    }

    private CliRun reference() throws IOException {
        return coco("[{\"image_id\": 1, \"caption\": \"a man on a horse\"}, {\"image_id\": 2, \"caption\": \"dogs in snow\"}]",
                ANNOTATIONS);
    }

    @Test
    void idsCompareAsPythonKeysAndNaNFieldsAreAccepted() throws IOException {
        CliRun expected = reference();
        assertEquals(0, expected.exitCode(), expected.err());
        CliRun r = coco("[{\"image_id\": 1.0, \"caption\": \"a man on a horse\", \"score\": NaN},"
                + " {\"image_id\": 2, \"caption\": \"dogs in snow\"}]", ANNOTATIONS);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(expected.out(), r.out());
        CliRun bool = coco("[{\"image_id\": true, \"caption\": \"a man on a horse\"},"
                + " {\"image_id\": 2, \"caption\": \"dogs in snow\"}]", ANNOTATIONS);
        assertEquals(expected.out(), bool.out(), bool.err());
    }

    @Test
    void aBomUtf16TrailingGarbageAndTwoDocumentsAreRefused() throws IOException {
        String res = "[{\"image_id\": 1, \"caption\": \"a man\"}]";
        assertOneLineError(coco("\ufeff" + res, ANNOTATIONS), "res.json", "byte-order mark");
        assertOneLineError(coco(res + " garbage", ANNOTATIONS), "res.json", "not one JSON document");
        assertOneLineError(coco(res + "\n" + res, ANNOTATIONS), "res.json", "not one JSON document");
        Path utf16 = dir.resolve("utf16.json");
        Files.write(utf16, res.getBytes(StandardCharsets.UTF_16));
        assertOneLineError(CliRun.of("coco", "--results", utf16.toString(), "--annotations", file("ann.json", ANNOTATIONS)),
                "utf16.json", "not UTF-8");
    }

    @Test
    void anImageWithoutAnnotationsIsNamed() throws IOException {
        String ann = "{\"images\": [{\"id\": 1}, {\"id\": 2}], \"annotations\": ["
                + "{\"image_id\": 1, \"caption\": \"a man riding a horse\"}]}";
        CliRun r = coco("[{\"image_id\": 1, \"caption\": \"a man\"}, {\"image_id\": 2, \"caption\": \"dogs\"}]", ann);
        assertOneLineError(r, "ann.json", "image 2 has a result but no annotation");
    }

    @Test
    void severalHypothesisFilesAreRefused() throws IOException {
        String ref = file("ref", "a man riding a horse\n");
        CliRun r = CliRun.of("coco", "-r", ref, "-i", file("hyp", "a man\n"), file("hyp2", "a horse\n"));
        assertOneLineError(r, "coco scores one system", "hyp2");
    }
}
