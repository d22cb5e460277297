package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    private CliRun run(String tmpdir, String... args) throws IOException, InterruptedException {
        file("ref.txt", "a cat sat on a mat\nhello there world\n");
        file("hyp.txt", "the cat sat on the mat\nhello world\n");
        return CliRun.process(dir, List.of("-Djava.io.tmpdir=" + tmpdir), args);
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
                CliRun o = run(tmp, command);
                String what = command[0] + " with java.io.tmpdir=" + tmp + ": " + o.err();
                assertEquals(2, o.exitCode(), what);
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
        CliRun o = run(tmp.toString(), COMMANDS[0]);
        assertEquals(0, o.exitCode(), o.err());
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.map(p -> p.getFileName().toString()).toList());
        }
    }
}
