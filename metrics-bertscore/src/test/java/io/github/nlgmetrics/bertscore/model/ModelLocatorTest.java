package io.github.nlgmetrics.bertscore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names resolve as transformers 4.26.1 resolves them offline: a folder, the models folder, the hub cache. */
class ModelLocatorTest {
    @TempDir
    Path tmp;

    /** A hub cache entry as huggingface_hub writes it: refs/main, snapshots/REV/ links into blobs/. */
    private Path hubEntry(Path cache, String repoId, String revision) throws IOException {
        Path repo = cache.resolve("models--" + repoId.replace("/", "--"));
        Files.createDirectories(repo.resolve("blobs"));
        Files.writeString(repo.resolve("blobs").resolve("abc123"), "{\"model_type\": \"roberta\"}");
        Path snap = Files.createDirectories(repo.resolve("snapshots").resolve(revision));
        Files.createSymbolicLink(snap.resolve("config.json"), Path.of("..", "..", "blobs", "abc123"));
        Files.createDirectories(repo.resolve("refs"));
        Files.writeString(repo.resolve("refs").resolve("main"), revision);
        return snap;
    }

    @Test
    void aHubCacheSnapshotIsFoundThroughRefsMain() throws IOException {
        Path home = Files.createDirectories(tmp.resolve("home"));
        Path snap = hubEntry(home.resolve(".cache/huggingface/hub"), "roberta-large", "5069d8a");
        hubEntry(home.resolve(".cache/huggingface/hub"), "roberta-large", "0000old").getParent(); // an older snapshot
        Files.writeString(home.resolve(".cache/huggingface/hub/models--roberta-large/refs/main"), "5069d8a");
        ModelLocator l = new ModelLocator(Map.of(), home.toString(), null);
        assertEquals(snap, l.locate("roberta-large"));
        assertTrue(Files.readString(l.locate("roberta-large").resolve("config.json")).contains("roberta"));
    }

    @Test
    void anOrganisationsModelUsesDoubleDashes() throws IOException {
        Path cache = tmp.resolve("cache");
        Path snap = hubEntry(cache, "microsoft/deberta-xlarge-mnli", "rev1");
        ModelLocator l = new ModelLocator(Map.of("HF_HUB_CACHE", cache.toString()), tmp.toString(), null);
        assertEquals(snap, l.locate("microsoft/deberta-xlarge-mnli"));
    }

    @Test
    void theCachesAreTheVariablesInOrderThenTheHomeDefault() {
        ModelLocator l = new ModelLocator(Map.of("HF_HOME", "/h", "TRANSFORMERS_CACHE", "/t", "HF_HUB_CACHE", "/c",
                "XDG_CACHE_HOME", "/x"), "/home/u", null);
        assertEquals(List.of(Path.of("/c"), Path.of("/t"), Path.of("/h/hub"), Path.of("/x/huggingface/hub"),
                Path.of("/home/u/.cache/huggingface/hub")), l.hubCaches());
    }

    @Test
    void theModelsFolderComesBeforeTheHubCache() throws IOException {
        Path models = Files.createDirectories(tmp.resolve("models").resolve("roberta-large"));
        Path cache = tmp.resolve("cache");
        hubEntry(cache, "roberta-large", "r");
        ModelLocator l = new ModelLocator(Map.of("NLG_METRICS_MODELS", tmp.resolve("models").toString(),
                "HF_HUB_CACHE", cache.toString()), tmp.toString(), null);
        assertEquals(models, l.locate("roberta-large"));
        ModelLocator property = new ModelLocator(Map.of("HF_HUB_CACHE", cache.toString()), tmp.toString(),
                tmp.resolve("models").toString());
        assertEquals(models, property.locate("roberta-large"));
    }

    @Test
    void aSingleSnapshotWithoutRefsIsUsed() throws IOException {
        Path cache = tmp.resolve("cache");
        Path snap = hubEntry(cache, "bert-base-uncased", "r1");
        Files.delete(cache.resolve("models--bert-base-uncased/refs/main"));
        assertEquals(snap, new ModelLocator(Map.of("HF_HUB_CACHE", cache.toString()), tmp.toString(), null)
                .locate("bert-base-uncased"));
    }

    @Test
    void aMissingModelNamesEveryPlaceLookedIn() {
        ModelLocator l = new ModelLocator(Map.of("HF_HOME", "/opt/hf"), "/home/u", null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> l.locate("roberta-large"));
        String m = e.getMessage();
        assertFalse(m.contains("\n"), m);
        assertTrue(m.contains("/home/u/.cache/nlg-metrics/models/roberta-large"), m);
        assertTrue(m.contains("/opt/hf/hub/models--roberta-large"), m);
        assertTrue(m.contains("/home/u/.cache/huggingface/hub/models--roberta-large"), m);
        assertTrue(m.contains("Copy its folder"), m);
    }
}
