package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * ONNX Runtime unpacks its native library into {@code java.io.tmpdir} before BERTScore can run (issue
 * 39). On a real process: where that folder is missing or not a folder (as where it is read-only,
 * full or mounted {@code noexec}), every BERTScore command and {@code explain} ends with one line
 * naming the cause and what to do, exit 2, never a stack trace; and a run leaves no
 * {@code onnxruntime-java*} folder behind in the temporary folder.
 */
@EnabledOnOs(OS.LINUX)
class OnnxRuntimeUnpackTest extends CommandFixture {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    record Outcome(int code, String out, String err) {
    }

    private Outcome run(String tmpdir, String... args) throws IOException, InterruptedException {
        file("ref.txt", "a cat sat on a mat\nhello there world\n");
        file("hyp.txt", "the cat sat on the mat\nhello world\n");
        List<String> argv = new ArrayList<>(List.of(JAVA, "-Djava.io.tmpdir=" + tmpdir, "-cp",
                System.getProperty("java.class.path"), NlgMetrics.class.getName()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile())
                .redirectOutput(dir.resolve(".out").toFile()).redirectError(dir.resolve(".err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "hung: " + argv);
        return new Outcome(p.exitValue(), Files.readString(dir.resolve(".out"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve(".err"), StandardCharsets.UTF_8));
    }

    private static final String[][] COMMANDS = {
        {"bertscore", "-r", "ref.txt", "-i", "hyp.txt"},
        {"bert-score", "-r", "ref.txt", "-c", "hyp.txt", "-m", "sentence-transformers/all-MiniLM-L6-v2", "-l", "6"},
        {"explain", "-r", "ref.txt", "-i", "hyp.txt", "--profiles", "bert-score:bertscore,torchmetrics:bert_score"},
    };

    @Test
    void aMissingTemporaryFolderIsOneLineNamingTheCauseAndTheRemedy() throws Exception {
        Path notAFolder = dir.resolve("a-file");
        Files.writeString(notAFolder, "x");
        for (String tmp : List.of(dir.resolve("no-such-folder").toString(), notAFolder.toString())) {
            for (String[] command : COMMANDS) {
                Outcome o = run(tmp, command);
                String what = command[0] + " with java.io.tmpdir=" + tmp + ": " + o.err();
                assertEquals(2, o.code(), what);
                assertEquals(1, o.err().strip().lines().count(), what);
                assertTrue(o.err().startsWith("nlg-metrics: ONNX Runtime"), what);
                assertTrue(o.err().contains(tmp) && o.err().contains("NLG_METRICS_JAVA_OPTS=-Djava.io.tmpdir="), what);
                assertEquals("", o.out(), what);
            }
        }
    }

    @Test
    void aRunLeavesNoFolderInTheTemporaryFolder() throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Outcome o = run(tmp.toString(), COMMANDS[0]);
        assertEquals(0, o.code(), o.err());
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.map(p -> p.getFileName().toString()).toList());
        }
    }
}
