package io.github.nlgmetrics.ter;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of sacrebleu TER. */
class TerProperties {
    private static final long SEED = 20261122L;
    private static final String[] WORDS = {"a", "b", "c", "d", "the", "The", "cat", "cat.", "(x)"};
    private static final List<Ter> CONFIGS = List.of(Ter.sacrebleu(), Ter.sacrebleu().withNormalized(true),
            Ter.sacrebleu().withNoPunct(true).withCaseSensitive(true));

    static Gen<String> sentences(int maxWords) {
        return lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(0, maxWords)
                .map(l -> {
                    StringBuilder sb = new StringBuilder();
                    l.forEach(i -> sb.append(WORDS[i]).append(' '));
                    return sb.toString().trim();
                });
    }

    @Test
    void identicalTextScoresZero() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(sentences(30))
                .check(t -> CONFIGS.stream().allMatch(c -> c.sentenceScore(t, List.of(t)).score() == 0.0));
    }

    @Test
    void editsAreBoundedByTheLongerSentenceAndScoresAreNonNegative() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(sentences(25), sentences(25))
                .check((h, r) -> CONFIGS.stream().allMatch(c -> {
                    TerScore s = c.sentenceScore(h, List.of(r));
                    int hl = c.hypothesisWords(h).size();
                    int rl = c.referenceWords(r).size();
                    return s.score() >= 0 && s.numEdits() <= Math.max(hl, rl);
                }));
    }

    @Test
    void corpusStatisticsAddUpAndOrderDoesNotMatter() {
        qt().withFixedSeed(SEED).withExamples(60).forAll(lists().of(sentences(12)).ofSizeBetween(1, 6),
                        integers().between(0, 1000))
                .check((hyps, salt) -> {
                    Random rnd = new Random(salt);
                    List<List<String>> refs = new ArrayList<>();
                    for (String h : hyps) {
                        List<String> words = new ArrayList<>(List.of(h.split(" ")));
                        Collections.shuffle(words, rnd);
                        refs.add(rnd.nextBoolean() ? List.of(String.join(" ", words))
                                : List.of(String.join(" ", words), h + " extra"));
                    }
                    List<Integer> order = new ArrayList<>();
                    for (int i = 0; i < hyps.size(); i++) {
                        order.add(i);
                    }
                    Collections.shuffle(order, rnd);
                    List<String> h2 = new ArrayList<>();
                    List<List<String>> r2 = new ArrayList<>();
                    for (int i : order) {
                        h2.add(hyps.get(i));
                        r2.add(refs.get(i));
                    }
                    for (Ter c : CONFIGS) {
                        double[][] rows = c.corpusStats(hyps, refs);
                        double edits = 0;
                        for (int i = 0; i < rows.length; i++) {
                            edits += rows[i][0];
                            if (rows[i][0] != c.sentenceScore(hyps.get(i), refs.get(i)).numEdits()) {
                                return false;
                            }
                        }
                        TerScore a = c.corpusScore(hyps, refs);
                        TerScore b = c.corpusScore(h2, r2);
                        if (a.numEdits() != edits || a.numEdits() != b.numEdits()
                                || Math.abs(a.score() - b.score()) > 1e-9) {
                            return false;
                        }
                    }
                    return true;
                });
    }
}
