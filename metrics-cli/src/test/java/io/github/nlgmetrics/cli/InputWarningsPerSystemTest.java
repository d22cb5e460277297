package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The input checks (docs/warnings.md) where several systems are read: the paired tests and
 * {@code compare} check every system and name it in each line; {@code coco} warns of CIDEr's idf
 * from one image. Each time the standard output is the same with and without the warning
 * ({@code -q}), and {@code -q} silences it.
 */
class InputWarningsPerSystemTest extends CommandFixture {
    private static final String REF = "The cat sat on the mat.\nA dog barks loudly.\nHello there, world!\n"
            + "It is raining today.\nWe went home early.\nThe shop opens at nine.\n";
    private static final String SYS = "The cat sat on a mat.\nThe dog barks.\nHello world!\nIt rains today.\n"
            + "We went home.\nThe shop is open at nine.\n";
    private static final String BPE = "The c@@ at sat on a mat.\nThe dog barks.\nHello world!\nIt rains today.\n"
            + "We went home.\nThe shop is open at nine.\n";

    @Test
    void pairedTestsCheckEverySystemAndNameIt() throws Exception {
        String ref = file("ref.txt", REF);
        String base = file("base.txt", SYS);
        String copy = file("copy.txt", REF);
        String bpe = file("bpe.txt", BPE);
        for (String test : List.of("--paired-bs", "--paired-ar")) {
            List<String> args = new ArrayList<>(List.of("bleu", "-r", ref, "-i", base, copy, bpe, test, "--paired-n", "20"));
            CliRun warned = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, warned.exitCode(), warned.err());
            List<String> lines = warned.err().lines().toList();
            assertEquals(2, lines.size(), warned.err());
            assertTrue(lines.get(0).startsWith("nlg-metrics: warning: system " + copy + ": 6 of 6 hypotheses are identical"),
                    lines.get(0));
            assertTrue(lines.get(1).startsWith("nlg-metrics: warning: system " + bpe + ": 1 of 6 hypotheses hold BPE"),
                    lines.get(1));
            args.add("-q");
            CliRun quiet = CliRun.of(args.toArray(String[]::new));
            assertEquals("", quiet.err());
            assertEquals(quiet.out(), warned.out(), "a warning never changes the output");
        }
    }

    @Test
    void rougePairedTestsCheckEverySystem() throws Exception {
        String ref = file("ref.txt", REF);
        CliRun warned = CliRun.of("rouge", "-r", ref, "-i", file("base.txt", SYS), file("copy.txt", REF), "--paired-bs",
                "--paired-n", "20", "-t", "rouge1");
        assertEquals(0, warned.exitCode(), warned.err());
        assertTrue(warned.err().contains("warning: system " + dir.resolve("copy.txt") + ": 6 of 6 hypotheses are identical"),
                warned.err());
        CliRun quiet = CliRun.of("rouge", "-r", ref, "-i", dir.resolve("base.txt").toString(),
                dir.resolve("copy.txt").toString(), "--paired-bs", "--paired-n", "20", "-t", "rouge1", "-q");
        assertEquals("", quiet.err());
        assertEquals(quiet.out(), warned.out());
    }

    @Test
    void compareChecksEverySystemOnStderrInJsonAndInTheHtmlPage() throws Exception {
        String ref = file("ref.txt", REF);
        List<String> args = List.of("compare", "-r", ref, "-i", file("base.txt", SYS), file("copy.txt", REF),
                file("bpe.txt", BPE), "--bootstrap", "20", "--trials", "20");
        CliRun warned = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, warned.exitCode(), warned.err());
        List<String> lines = warned.err().lines().toList();
        assertEquals(List.of("nlg-metrics: warning: system copy: 6 of 6 hypotheses are identical to reference file " + ref
                        + ": is the hypothesis file a reference? (docs/warnings.md#identical)",
                "nlg-metrics: warning: system bpe: 1 of 6 hypotheses hold BPE joins ('@@ '): remove them before scoring"
                        + " (sed -r 's/@@( |$)//g') (docs/warnings.md#tokenized)"), lines);
        List<String> quietArgs = new ArrayList<>(args);
        quietArgs.add("-q");
        CliRun quiet = CliRun.of(quietArgs.toArray(String[]::new));
        assertEquals("", quiet.err());
        assertEquals(quiet.out(), warned.out(), "a warning never changes the output");

        List<String> jsonArgs = new ArrayList<>(args);
        jsonArgs.addAll(List.of("-f", "json", "--html", dir.resolve("page.html").toString()));
        CliRun json = CliRun.of(jsonArgs.toArray(String[]::new));
        JsonNode w = json.json().get("warnings");
        assertEquals(2, w.size(), json.out());
        assertEquals(lines.get(0).substring("nlg-metrics: ".length()), w.get(0).asText());
        String page = Files.readString(dir.resolve("page.html"));
        assertTrue(page.contains("<section id=\"warnings\" role=\"note\">") && page.contains("system copy: 6 of 6"), page);
        jsonArgs.add("-q");
        CliRun jsonQuiet = CliRun.of(jsonArgs.toArray(String[]::new));
        assertEquals(0, jsonQuiet.json().get("warnings").size());
        assertEquals(json.json().get("metrics"), jsonQuiet.json().get("metrics"), "the numbers do not change");
        assertFalse(Files.readString(dir.resolve("page.html")).contains("id=\"warnings\""));
    }

    @Test
    void cocoWarnsOfCiderOnOneImage() throws Exception {
        Path ref = Path.of(file("ref.txt", "a cat sits on a red mat\n"));
        Path hyp = Path.of(file("hyp.txt", "a cat is on the mat\n"));
        CliRun warned = CliRun.of("coco", "-r", ref.toString(), "-i", hyp.toString());
        assertEquals(0, warned.exitCode(), warned.err());
        // The why: idf from one image is log(1/1) = 0 for every n-gram, so CIDEr is 0 whatever the caption.
        assertTrue(warned.out().contains("CIDEr: 0.000"), warned.out());
        assertTrue(warned.err().startsWith("nlg-metrics: warning: coco:cider-d weights n-grams by statistics of the whole"
                + " corpus") && warned.err().contains("(docs/warnings.md#one-segment-corpus)"), warned.err());
        assertEquals(1, warned.err().lines().count(), warned.err());
        CliRun quiet = CliRun.of("coco", "-r", ref.toString(), "-i", hyp.toString(), "-q");
        assertEquals("", quiet.err());
        assertEquals(quiet.out(), warned.out());
        CliRun two = CliRun.of("coco", "-r", file("ref2.txt", "a cat sits on a red mat\ntwo dogs run\n"), "-i",
                file("hyp2.txt", "a cat is on the mat\na dog runs\n"));
        assertEquals("", two.err());
    }
}
