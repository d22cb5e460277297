package io.github.nlgmetrics.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ai.onnxruntime.OrtEnvironment;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.nlgmetrics.Metric;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * BERTScore as a JPMS user meets it: a consumer module that {@code requires} the core and BERTScore modules is
 * compiled and run in a fresh JVM with only {@code --module-path}, and scores with the bundled model and with a
 * Hugging Face checkpoint folder (this module's own test checkpoint, a BERT with relative positions stored as
 * F16). Before this module had a descriptor it failed there with {@code NoClassDefFoundError} on core's
 * {@code compat.python}, exported to METEOR only.
 */
class BertScoreModulePathTest {
    private static final String CONSUMER = """
            package nlgmetrics.bertmod;

            import io.github.nlgmetrics.Profiles;
            import java.util.List;
            import java.util.Map;

            public final class Main {
                public static void main(String[] args) {
                    List<String> hyps = List.of("the cat sat on the mat .");
                    List<List<String>> refs = List.of(List.of("the cat is on the mat ."));
                    for (String profile : List.of("bert-score:bertscore", "torchmetrics:bert_score", "hf-evaluate:bertscore")) {
                        System.out.println("OK bundled " + profile + " " + Profiles.byName(profile)
                                .metric(Map.of("lang", "en", "model_type", "sentence-transformers/all-MiniLM-L6-v2"))
                                .corpusScore(hyps, refs).score());
                    }
                    System.out.println("OK checkpoint " + Profiles.byName("bert-score:bertscore")
                            .metric(Map.of("model_type", args[0], "num_layers", 2)).corpusScore(List.of("3 4 5"),
                                    List.of(List.of("3 5 6"))).score());
                    System.out.println(Main.class.getModule().getName() + " with "
                            + Profiles.class.getModule().getName());
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void scoresOnTheModulePath() throws Exception {
        String modulePath = String.join(File.pathSeparator, modulePath());
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("nlgmetrics/bertmod"));
        Files.writeString(src.resolve("module-info.java"), """
                module nlgmetrics.bertmod {
                    requires io.github.nlgmetrics.core;
                    requires io.github.nlgmetrics.bertscore;
                }
                """);
        Files.writeString(src.resolve("nlgmetrics/bertmod/Main.java"), CONSUMER);
        Path out = dir.resolve("out");
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        assertEquals("", run(List.of(bin.resolve("javac").toString(), "-d", out.toString(), "--module-path", modulePath,
                src.resolve("module-info.java").toString(), src.resolve("nlgmetrics/bertmod/Main.java").toString())));
        Path checkpoint = Path.of(getClass().getResource(
                "/io/github/nlgmetrics/bertscore/family/shapes/bert-relative-key-f16-masked-lm").toURI());
        // the checkpoint's tokenizer: a WordPiece vocabulary of its 64 ids ("3 4 5" are tokens of it)
        Path folder = dir.resolve("checkpoint");
        Files.createDirectories(folder);
        for (String f : List.of("config.json", "model.safetensors")) {
            Files.copy(checkpoint.resolve(f), folder.resolve(f));
        }
        List<String> vocab = new ArrayList<>(List.of("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"));
        for (int i = vocab.size(); i < 64; i++) {
            vocab.add(Integer.toString(i - 2));
        }
        Files.write(folder.resolve("vocab.txt"), vocab);
        String output = run(List.of(bin.resolve("java").toString(), "--module-path", modulePath + File.pathSeparator + out,
                "--add-modules", "langchain4j.embeddings.all.minilm.l6.v2", "-m", "nlgmetrics.bertmod/nlgmetrics.bertmod.Main",
                folder.toString()));
        for (String line : List.of("OK bundled bert-score:bertscore ", "OK bundled torchmetrics:bert_score ",
                "OK bundled hf-evaluate:bertscore ", "OK checkpoint ", "nlgmetrics.bertmod with io.github.nlgmetrics.core")) {
            assertTrue(output.contains(line), line + " in:\n" + output);
        }
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "finishes: " + command);
        assertEquals(0, p.exitValue(), command + "\n" + output);
        return output;
    }

    /** The core and BERTScore modules and their runtime dependencies, as this build resolved them. */
    private static List<String> modulePath() throws URISyntaxException {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> c : List.of(Metric.class, BertScore.class, OrtEnvironment.class, ObjectMapper.class,
                JsonFactory.class, JsonProperty.class)) {
            entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        URL model = BertScoreModulePathTest.class.getClassLoader().getResource("all-minilm-l6-v2-tokenizer.json");
        String jar = model.getPath();
        entries.add(Path.of(java.net.URI.create(jar.substring(0, jar.indexOf("!/")))).toString());
        return new ArrayList<>(entries);
    }
}
