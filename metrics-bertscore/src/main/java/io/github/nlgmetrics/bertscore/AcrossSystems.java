package io.github.nlgmetrics.bertscore;

import io.github.nlgmetrics.bertscore.tokenizer.SubwordTokenizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * {@link BertScore#corpusStatsOfSystems}: the systems scored one after the other against the same references, each
 * by the corpus call {@code nlg-metrics bertscore} makes for it (its own idf, its own matching batches, so the same
 * numbers), all with one store of embeddings ({@link BertScoreEngine.Embeddings#acrossSystems()}): the references
 * and any hypothesis that several systems share are embedded once, and a hypothesis's embedding is dropped after
 * the last system that has it. Memory holds the references, one system and what later systems share, not every
 * system at once.
 */
final class AcrossSystems implements Iterator<double[][]> {
    private final BertScore metric;
    private final List<? extends List<String>> systems;
    private final List<? extends List<String>> references;
    private final BertScoreEngine.Embeddings store = BertScoreEngine.Embeddings.acrossSystems();
    /** Per system, the keys of its hypotheses' token sequences. */
    private final List<String[]> hypothesisKeys = new ArrayList<>();
    /** Per key of a hypothesis sequence, the last system that has it. */
    private final Map<String, Integer> lastSystem = new HashMap<>();
    /** The references' sequences: every system needs them. */
    private final Set<String> referenceKeys;
    private int next;

    AcrossSystems(BertScore metric, List<? extends List<String>> systems, List<? extends List<String>> references) {
        this.metric = metric;
        this.systems = systems;
        this.references = references;
        SubwordTokenizer tok = metric.model().tokenizer();
        BertScoreEngine.Setup setup = metric.setup();
        Map<String, int[]> memo = new HashMap<>();
        List<String> flat = new ArrayList<>();
        references.forEach(group -> group.forEach(r -> flat.add(Objects.requireNonNull(r, "a reference is null"))));
        referenceKeys = new HashSet<>(List.of(BertScoreEngine.keys(BertScoreEngine.tokenize(tok, flat, setup, "target",
                memo))));
        for (int i = 0; i < systems.size(); i++) {
            List<String> hyps = systems.get(i);
            hyps.forEach(h -> Objects.requireNonNull(h, "a hypothesis is null"));
            String[] keys = BertScoreEngine.keys(BertScoreEngine.tokenize(tok, hyps, setup, "preds", memo));
            hypothesisKeys.add(keys);
            for (String k : keys) {
                lastSystem.put(k, i);
            }
        }
    }

    @Override
    public boolean hasNext() {
        return next < systems.size();
    }

    @Override
    public double[][] next() {
        if (!hasNext()) {
            throw new NoSuchElementException("every system is scored");
        }
        int i = next++;
        double[][] rows = BertScore.rows(metric.scoreWith(systems.get(i), references, io.github.nlgmetrics.Parallelism.defaults(), store));
        List<String> done = new ArrayList<>();
        for (String k : hypothesisKeys.get(i)) {
            if (lastSystem.get(k) == i && !referenceKeys.contains(k)) {
                done.add(k);
            }
        }
        store.forget(done);
        hypothesisKeys.set(i, null);
        return rows;
    }
}
