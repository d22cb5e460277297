package io.github.nlgmetrics.cli.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.nlgmetrics.cli.CliRun;
import io.github.nlgmetrics.cli.CommandFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code conformance --models DIR}: a case whose {@code model_type} is a model folder (bertscore-hf.csv's
 * {@code tiny-bert}, ...) is run on the folder of that name in DIR ({@code $NLG_METRICS_MODELS} by default), and is
 * unsupported, saying how to give one, without it.
 */
class ConformanceModelsTest extends CommandFixture {
    /** A WordPiece folder {@code models/tiny-wp} and one tokenize case on it: "The cat sat!" → [CLS] the cat sat [UNK] [SEP]. */
    private String setUp() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("models").resolve("tiny-wp"));
        Files.writeString(folder.resolve("vocab.txt"), "[PAD]\n[UNK]\n[CLS]\n[SEP]\n[MASK]\nthe\ncat\nsat\n");
        Files.writeString(folder.resolve("tokenizer_config.json"), "{\"tokenizer_class\": \"BertTokenizer\"}");
        return file("hf.csv", "id,impl,metric,level,options,hypotheses,references,expected,tolerance\n"
                + "wp-1,bert-score,tokenize,sentence,\"{\"\"model_type\"\": \"\"tiny-wp\"\"}\",\"[\"\"The cat sat!\"\"]\",[],"
                + "\"{\"\"ids\"\": [2, 5, 6, 7, 1, 3], \"\"tokens\"\": [\"\"[CLS]\"\", \"\"the\"\", \"\"cat\"\", \"\"sat\"\","
                + " \"\"[UNK]\"\", \"\"[SEP]\"\"]}\",0.0\n");
    }

    @Test
    void aModelFolderCaseRunsOnTheFolderOfThatNameInTheModelsFolder() throws IOException {
        String csv = setUp();
        CliRun r = CliRun.of("conformance", csv, "--models", dir.resolve("models").toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().strip().endsWith("1 passed, 0 failed"), r.out());
    }

    @Test
    void withoutAModelsFolderTheCaseIsUnsupportedAndSaysHowToGiveOne() throws IOException {
        Assumptions.assumeTrue(System.getenv("NLG_METRICS_MODELS") == null, "NLG_METRICS_MODELS is set here");
        String csv = setUp();
        CliRun r = CliRun.of("conformance", "--json", "--allow-all-unsupported", csv);
        assertEquals(0, r.exitCode(), r.err());
        String message = r.json().get("cases").get(0).get("message").asText();
        assertTrue(message.contains("model_type tiny-wp is a model folder: give the folder that holds it with "
                + "conformance --models DIR or $NLG_METRICS_MODELS"), message);
    }

    @Test
    void aModelsFolderThatIsNotOneIsAUsageError() throws IOException {
        String csv = setUp();
        CliRun r = CliRun.of("conformance", csv, "--models", dir.resolve("nowhere").toString());
        assertOneLineError(r, "--models: not a directory");
        assertEquals(2, r.exitCode());
    }
}
