package io.github.nlgmetrics.cli.dropin.rouge155;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rouge155 --lines REF... HYP}: ROUGE-1.5.5 on the plain line files every other command
 * reads, the same output as the script on the same segments given as an SPL file list.
 */
class Rouge155LinesTest {
    private static final String[] HYP = {"the cat sat on a mat", "the dog barks", "hello world", "it rains today"};
    private static final String[] REF = {"the cat sat on the mat", "a dog barks loudly", "hello there world",
        "it is raining today"};

    @TempDir
    Path dir;

    @Test
    void linesGiveWhatTheScriptGivesOnAnSplFileList() throws Exception {
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < HYP.length; i++) {
            Files.writeString(dir.resolve("h" + i), HYP[i] + "\n");
            Files.writeString(dir.resolve("r" + i), REF[i] + "\n");
            list.append("h").append(i).append(" r").append(i).append('\n');
        }
        Files.writeString(dir.resolve("list"), list);
        Files.writeString(dir.resolve("hyp.txt"), String.join("\n", HYP) + "\n");
        Files.writeString(dir.resolve("ref.txt"), String.join("\n", REF) + "\n");
        String lines = run("-n", "2", "-2", "4", "-u", "-d", "--lines", "ref.txt", "hyp.txt");
        String script = run("-n", "2", "-2", "4", "-u", "-d", "-z", "SPL", "list", "1");
        assertTrue(lines.contains("1 ROUGE-SU4 Average_F"), lines);
        assertEquals(script, lines);
    }

    @Test
    void severalReferenceFilesAreSeveralModels() throws Exception {
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < HYP.length; i++) {
            Files.writeString(dir.resolve("h" + i), HYP[i] + "\n");
            Files.writeString(dir.resolve("r" + i), REF[i] + "\n");
            Files.writeString(dir.resolve("s" + i), HYP[(i + 1) % HYP.length] + "\n");
            list.append("h").append(i).append(" r").append(i).append(" s").append(i).append('\n');
        }
        Files.writeString(dir.resolve("list"), list);
        Files.writeString(dir.resolve("hyp.txt"), String.join("\n", HYP) + "\n");
        Files.writeString(dir.resolve("ref.txt"), String.join("\n", REF) + "\n");
        Files.writeString(dir.resolve("ref2.txt"), String.join("\n", HYP[1], HYP[2], HYP[3], HYP[0]) + "\n");
        assertEquals(run("-n", "1", "-z", "SPL", "list", "1"), run("-n", "1", "--lines", "ref.txt", "ref2.txt", "hyp.txt"));
    }

    /** {@code --format json}: the numbers of the text report, block by block. */
    @Test
    void formatJsonHoldsTheTextReportsNumbers() throws Exception {
        Files.writeString(dir.resolve("hyp.txt"), String.join("\n", HYP) + "\n");
        Files.writeString(dir.resolve("ref.txt"), String.join("\n", REF) + "\n");
        String text = run("-n", "2", "--lines", "ref.txt", "hyp.txt");
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                run("-n", "2", "--format", "json", "--lines", "ref.txt", "hyp.txt"));
        assertEquals(3, json.size()); // ROUGE-1, ROUGE-2, ROUGE-L
        for (var block : json) {
            String line = block.get("system").asText() + " " + block.get("measure").asText() + " Average_F: "
                    + String.format(java.util.Locale.ROOT, "%.5f", block.get("f").asDouble());
            assertTrue(text.contains(line), line + " in " + text);
        }
    }

    @Test
    void linesNeedAReferenceAndAHypothesis() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(List.of("--lines", "hyp.txt"), dir, new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--lines takes REF.txt"), err.toString());
    }

    private String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Rouge155Command.run(new ArrayList<>(List.of(args)), dir, new PrintStream(out, false,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }
}
