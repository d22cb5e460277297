package io.github.nlgmetrics.cli.dropin.rouge155;

import io.github.nlgmetrics.fixtures.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stock ROUGE-1.5.5 {@code data/} folder for tests (what pyrouge users point
 * {@code ROUGE_EVAL_HOME} at): one of metrics-core's Berkeley DB fixtures
 * ({@code exc-db/README.md}) as {@code WordNet-2.0.exc.db}, and the SMART stop-word list.
 */
public final class StockRougeData {
    private StockRougeData() {
    }

    /** Fills {@code dir} with the fixture {@code db} (e.g. {@code WordNet-2.0.exc.db.185}, {@code empty-v9.db}). */
    public static void folder(Path dir, String db) throws IOException {
        Path root = RepoPaths.repoRoot().orElseThrow();
        Files.copy(root.resolve("metrics-core/src/test/resources/io/github/nlgmetrics/rouge/rouge155/exc-db").resolve(db),
                dir.resolve("WordNet-2.0.exc.db"));
        Files.copy(root.resolve("metrics-core/src/main/resources/io/github/nlgmetrics/rouge/rouge155/smart_common_words.txt"),
                dir.resolve("smart_common_words.txt"));
    }
}
