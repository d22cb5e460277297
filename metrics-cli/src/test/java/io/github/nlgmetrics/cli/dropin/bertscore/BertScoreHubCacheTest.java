package io.github.nlgmetrics.cli.dropin.bertscore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.nlgmetrics.cli.NlgMetrics;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bert-score --lang en} as a bert_score user types it, with the model in a Hugging Face hub cache as
 * huggingface_hub leaves it ({@code models--roberta-large/refs/main}, {@code snapshots/REV/} links into
 * {@code blobs/}): the name resolves there, the hash names it as bert_score does, and its bundled baseline is the
 * one bert_score has for {@code roberta-large}. The cache holds a RoBERTa of another size under that name (the
 * shared {@code tiny-roberta}), so the numbers must equal those of the same folder given by path.
 */
class BertScoreHubCacheTest {
    private static final Path TINY = Path.of("..", "..", "shared", "data", "bertscore-models", "tiny-roberta");

    @TempDir
    Path tmp;

    private Path hubCache() throws IOException {
        Path repo = tmp.resolve("hub").resolve("models--roberta-large");
        Path blobs = Files.createDirectories(repo.resolve("blobs"));
        Path snap = Files.createDirectories(repo.resolve("snapshots").resolve("5069d8a2a32a7df4c69ef9b56348be04152a2341"));
        try (Stream<Path> files = Files.list(TINY)) {
            int i = 0;
            for (Path f : files.toList()) {
                Path blob = blobs.resolve("b" + i++);
                Files.copy(f, blob);
                Files.createSymbolicLink(snap.resolve(f.getFileName()), Path.of("..", "..", "blobs", blob.getFileName().toString()));
            }
        }
        Files.createDirectories(repo.resolve("refs"));
        Files.writeString(repo.resolve("refs").resolve("main"), snap.getFileName().toString());
        return tmp.resolve("hub");
    }

    private String run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + tmp, "-cp", System.getProperty("java.class.path"), NlgMetrics.class.getName(), "bert-score"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true);
        pb.environment().keySet().removeIf(k -> k.startsWith("HF_") || k.startsWith("NLG_METRICS") || k.contains("CACHE"));
        pb.environment().put("HOME", tmp.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(180, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), String.join(" ", args) + ":\n" + out);
        return out;
    }

    @Test
    void langEnFindsRobertaLargeInTheHubCache() throws Exception {
        assumeTrue(Files.isDirectory(TINY), "../shared/data/bertscore-models is absent: no RoBERTa checkpoint to cache");
        Files.writeString(tmp.resolve("refs.txt"), "The cat sat on the mat.\nA dog barks in the garden.\n");
        Files.writeString(tmp.resolve("cands.txt"), "The cat sat on a mat.\nThe dog barks in the garden.\n");
        Map<String, String> cache = Map.of("HF_HUB_CACHE", hubCache().toString());
        String byName = run(cache, "-r", "refs.txt", "-c", "cands.txt", "--lang", "en", "-l", "2");
        assertTrue(byName.startsWith("roberta-large_L2_no-idf_version=0.3.12(hug_trans=4.26.1) P: "), byName);
        String byPath = run(Map.of(), "-r", "refs.txt", "-c", "cands.txt", "-m", TINY.toAbsolutePath().toString(), "-l", "2");
        assertEquals(byPath.substring(byPath.indexOf(" P: ")), byName.substring(byName.indexOf(" P: ")));
        // bert_score's own roberta-large baseline (rescale_baseline/en/roberta-large.tsv), found by the name
        String rescaled = run(cache, "-r", "refs.txt", "-c", "cands.txt", "--lang", "en", "-l", "2", "--rescale_with_baseline");
        assertTrue(rescaled.startsWith("roberta-large_L2_no-idf_version=0.3.12(hug_trans=4.26.1)-rescaled P: "), rescaled);
        assertTrue(!rescaled.contains("Warning"), rescaled);
        // HF_HOME/hub and ~/.cache/huggingface/hub are looked in too
        Files.createDirectories(tmp.resolve(".cache").resolve("huggingface"));
        Files.move(tmp.resolve("hub"), tmp.resolve(".cache").resolve("huggingface").resolve("hub"));
        assertEquals(byName, run(Map.of(), "-r", "refs.txt", "-c", "cands.txt", "--lang", "en", "-l", "2"));
    }
}
