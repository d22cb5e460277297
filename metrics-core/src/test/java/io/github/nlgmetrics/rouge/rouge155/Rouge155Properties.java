package io.github.nlgmetrics.rouge.rouge155;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.nlgmetrics.lcs.Lcs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of the ROUGE-1.5.5 profile. */
class Rouge155Properties {
    private static final long SEED = 20261122L;
    private static final String[] WORDS = {"the", "cat", "sat", "on", "mat", "a", "dog", "ran", "42", "of"};

    private static Gen<int[]> sequences(int maxLen, int alphabet) {
        return lists().of(integers().between(0, alphabet - 1)).ofSizeBetween(0, maxLen)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Multi-sentence texts over a small vocabulary (sentences separated by "\n"). */
    private static Gen<String> texts() {
        return lists().of(lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(1, 8))
                .ofSizeBetween(1, 3)
                .map(ss -> ss.stream()
                        .map(s -> s.stream().map(i -> WORDS[i]).collect(Collectors.joining(" ")))
                        .collect(Collectors.joining("\n")));
    }

    private static List<Rouge155Block> score(String flags, String peer, String model) {
        Map<String, Rouge155Summary> peers = new LinkedHashMap<>();
        peers.put("S", Rouge155Summary.text("p", peer));
        Rouge155 r = Rouge155.rouge155(Rouge155Flags.parse(flags).options(), null);
        return r.runAll(List.of(new Rouge155Eval("1", "SPL", peers, List.of(Rouge155Summary.text("m", model)))),
                List.of("S"), w -> { });
    }

    @Test
    void unionLcsMarksAtLeastEveryPairwiseLcs() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sequences(15, 4), sequences(15, 4), sequences(15, 4))
                .check((model, p1, p2) -> {
                    boolean[] mask = new boolean[model.length];
                    Rouge155Measures.markLcs(model, p1, mask);
                    Rouge155Measures.markLcs(model, p2, mask);
                    int marked = 0;
                    for (boolean b : mask) {
                        marked += b ? 1 : 0;
                    }
                    return marked >= Math.max(Lcs.length(model, p1), Lcs.length(model, p2));
                });
    }

    @Test
    void identicalTextsScoreOneForNLAndS() {
        // Texts of at least two tokens: a one-token summary has no bigrams and no skip-bigram units.
        qt().withFixedSeed(SEED).withExamples(100)
                .forAll(texts())
                .assuming(t -> t.split("\\s+").length > 1)
                .check(t -> score("-n 2 -2 4 -u -r 5", t, t).stream()
                        .allMatch(b -> b.averages().get(0).equals("1.00000") && b.averages().get(3).equals("1.00000")));
    }

    /** N and S only: the union LCS is asymmetric by design (model sentences against peer sentences). */
    @Test
    void swappingPeerAndModelSwapsRecallAndPrecision() {
        qt().withFixedSeed(SEED).withExamples(100)
                .forAll(texts(), texts())
                .check((a, b) -> {
                    List<Rouge155Block> ab = score("-n 2 -x -2 4 -r 5", a, b);
                    List<Rouge155Block> ba = score("-n 2 -x -2 4 -r 5", b, a);
                    for (int i = 0; i < ab.size(); i++) {
                        List<String> x = ab.get(i).averages();
                        List<String> y = ba.get(i).averages();
                        if (!x.get(0).equals(y.get(3)) || !x.get(3).equals(y.get(0)) || !x.get(6).equals(y.get(6))) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void lcsHitsNeverExceedUnigramHits() {
        qt().withFixedSeed(SEED).withExamples(100)
                .forAll(texts(), texts())
                .check((a, b) -> {
                    List<Rouge155Block> blocks = score("-n 1 -t 2", a, b);
                    return blocks.get(1).counts().get(2) <= blocks.get(0).counts().get(2);
                });
    }
}
