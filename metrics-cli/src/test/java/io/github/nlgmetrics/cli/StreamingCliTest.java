package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A corpus score without significance or segment output is streamed block by block
 * ({@link Pipeline#BLOCK} segments at a time, rows folded and dropped): it must print exactly
 * what the library gives for the whole corpus held in memory, and the line-count checks must
 * still see both files to their ends.
 */
class StreamingCliTest {
    @TempDir
    Path dir;
    Path hyp;
    Path ref;
    List<String> hyps = new ArrayList<>();
    List<List<String>> refs = new ArrayList<>();

    /** Three blocks and a bit: the last block is partial. */
    private static final int SEGMENTS = 3 * Pipeline.BLOCK + 17;

    @BeforeEach
    void corpus() throws IOException {
        Random r = new Random(7);
        String[] words = "the a cat dog sat stood on under mat rug , . and".split(" ");
        List<String> refLines = new ArrayList<>();
        for (int i = 0; i < SEGMENTS; i++) {
            hyps.add(line(r, words));
            String rl = line(r, words);
            refLines.add(rl);
            refs.add(List.of(rl));
        }
        hyp = Files.write(dir.resolve("hyp"), hyps, StandardCharsets.UTF_8);
        ref = Files.write(dir.resolve("ref"), refLines, StandardCharsets.UTF_8);
    }

    private static String line(Random r, String[] words) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0, n = 1 + r.nextInt(15); k < n; k++) {
            sb.append(k == 0 ? "" : " ").append(words[r.nextInt(words.length)]);
        }
        return sb.toString();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bleu", "chrf", "ter", "gleu", "ribes", "rouge"})
    void aStreamedScoreIsTheScoreOfTheCorpusHeldWhole(String command) {
        // --segment-scores holds the corpus (it needs every segment); the plain run streams it.
        CliRun streamed = CliRun.of(command, "-r", ref.toString(), "-i", hyp.toString(), "-f", "json");
        CliRun held = CliRun.of(command, "-r", ref.toString(), "-i", hyp.toString(), "-f", "json",
                "--segment-scores", dir.resolve(command + ".jsonl").toString());
        assertEquals(0, streamed.exitCode(), streamed.err());
        assertEquals(0, held.exitCode(), held.err());
        assertEquals(held.out(), streamed.out(), command);
    }

    @Test
    void aStreamedBleuIsTheLibrarysCorpusBleu() throws IOException {
        CliRun streamed = CliRun.of("bleu", "-r", ref.toString(), "-i", hyp.toString(), "-f", "json", "-w", "4");
        double whole = Profiles.byName("sacrebleu:bleu").metric().corpusScore(hyps, refs).score();
        assertEquals(PyFormat.round(whole, 4), streamed.json().get("score").asDouble(), 0.0);
    }

    @Test
    void theLineCountCheckReadsBothFilesToTheEnd() throws IOException {
        List<String> longer = new ArrayList<>(Files.readAllLines(ref));
        longer.add("one more line");
        longer.add("and another");
        Path ref2 = Files.write(dir.resolve("ref2"), longer, StandardCharsets.UTF_8);
        CliRun r = CliRun.of("bleu", "-r", ref2.toString(), "-i", hyp.toString());
        assertEquals(2, r.exitCode());
        assertEquals("nlg-metrics: line counts differ: " + hyp + " has " + SEGMENTS + " lines but " + ref2
                + " has " + (SEGMENTS + 2) + "\n", r.err());
        CliRun shorter = CliRun.of("chrf", "-r", ref.toString(), "-i", ref2.toString());
        assertTrue(shorter.err().contains(ref2 + " has " + (SEGMENTS + 2) + " lines but " + ref + " has " + SEGMENTS),
                shorter.err());
    }

    @Test
    void invalidUtf8DeepInTheCorpusNamesItsLine() throws IOException {
        byte[] text = Files.readAllBytes(hyp);
        byte[] bad = new byte[text.length + 2];
        int cut = 0;
        for (int line = 0; line < 2 * Pipeline.BLOCK + 4; cut++) {
            if (text[cut] == '\n') {
                line++;
            }
        }
        System.arraycopy(text, 0, bad, 0, cut);
        bad[cut] = (byte) 0xC3;
        bad[cut + 1] = (byte) 0x28;
        System.arraycopy(text, cut, bad, cut + 2, text.length - cut);
        Path badHyp = Files.write(dir.resolve("bad"), bad);
        CliRun r = CliRun.of("bleu", "-r", ref.toString(), "-i", badHyp.toString());
        assertEquals(2, r.exitCode());
        assertEquals("nlg-metrics: " + badHyp + ": line " + (2 * Pipeline.BLOCK + 5) + " is not valid UTF-8\n", r.err());
    }
}
