package io.github.nlgmetrics.chrf;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of sacrebleu chrF and NLTK chrF. */
class ChrfProperties {
    private static final long SEED = 20261122L;
    private static final String ALPHABET = "abcab .,(\u00a0é";

    /** Short texts over a small alphabet (so n-grams match), with spaces and punctuation. */
    static Gen<String> texts(int maxLen) {
        return lists().of(integers().between(0, ALPHABET.length() - 1)).ofSizeBetween(0, maxLen)
                .map(l -> {
                    StringBuilder sb = new StringBuilder();
                    l.forEach(i -> sb.append(ALPHABET.charAt(i)));
                    return sb.toString();
                });
    }

    private static final List<Chrf> CONFIGS = List.of(Chrf.sacrebleu(), Chrf.sacrebleuPlusPlus(),
            Chrf.sacrebleu().withEpsSmoothing(true).withWordOrder(1), Chrf.sacrebleu().withWhitespace(true).withBeta(1));

    @Test
    void identicalTextScoresOneHundred() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(texts(40))
                .assuming(t -> !t.replace(" ", "").replace("\u00a0", "").isEmpty())
                .check(t -> CONFIGS.stream().allMatch(c -> {
                    double s = c.sentenceScore(t, List.of(t)).score();
                    return c.epsSmoothing() ? s <= 100.0 + 1e-9 : Math.abs(s - 100.0) < 1e-9;
                }));
    }

    @Test
    void scoresAreBetweenZeroAndOneHundred() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(texts(30), texts(30))
                .check((h, r) -> CONFIGS.stream().allMatch(c -> {
                    double s = c.sentenceScore(h, List.of(r)).score();
                    return s >= 0 && s <= 100.0 + 1e-9;
                }));
    }

    @Test
    void corpusStatisticsAddUp() {
        qt().withFixedSeed(SEED).withExamples(100).forAll(lists().of(texts(20)).ofSizeBetween(1, 8),
                        integers().between(0, 1000))
                .check((hyps, salt) -> {
                    List<List<String>> refs = referencesFor(hyps, salt);
                    for (Chrf c : CONFIGS) {
                        double[][] rows = c.corpusStats(hyps, refs);
                        double[] sum = io.github.nlgmetrics.Stats.columnSums(rows);
                        for (int i = 0; i < rows.length; i++) {
                            double[] single = c.segmentStats(hyps.get(i), refs.get(i));
                            if (!java.util.Arrays.equals(single, rows[i])) {
                                return false;
                            }
                        }
                        if (c.corpusScore(hyps, refs).score() != c.score(sum).score()) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void segmentOrderDoesNotChangeTheCorpusScore() {
        qt().withFixedSeed(SEED).withExamples(100).forAll(lists().of(texts(20)).ofSizeBetween(1, 8),
                        integers().between(0, 1000))
                .check((hyps, salt) -> {
                    List<List<String>> refs = referencesFor(hyps, salt);
                    List<Integer> order = new ArrayList<>();
                    for (int i = 0; i < hyps.size(); i++) {
                        order.add(i);
                    }
                    Collections.shuffle(order, new Random(salt));
                    List<String> h2 = new ArrayList<>();
                    List<List<String>> r2 = new ArrayList<>();
                    for (int i : order) {
                        h2.add(hyps.get(i));
                        r2.add(refs.get(i));
                    }
                    return CONFIGS.stream().allMatch(c ->
                            c.corpusScore(hyps, refs).score() == c.corpusScore(h2, r2).score());
                });
    }

    @Test
    void nltkScoresAreBetweenZeroAndOneAndOneForIdenticalText() {
        NltkChrf nltk = NltkChrf.nltk();
        qt().withFixedSeed(SEED).withExamples(300).forAll(texts(30), texts(30))
                .check((h, r) -> {
                    double s = nltk.sentenceScore(h, List.of(r)).score();
                    return s > 0 && s <= 1.0 + 1e-12;
                });
        // Six or more characters, so every order 1..6 has n-grams.
        qt().withFixedSeed(SEED).withExamples(200).forAll(texts(30))
                .check(t -> Math.abs(nltk.sentenceScore(t + "abcdef", List.of(t + "abcdef")).score() - 1.0) < 1e-12);
    }

    /** One or two references per segment, derived deterministically from the hypotheses. */
    static List<List<String>> referencesFor(List<String> hyps, int salt) {
        List<List<String>> refs = new ArrayList<>();
        Random rnd = new Random(salt);
        for (String h : hyps) {
            String r1 = new StringBuilder(h).reverse().toString();
            String r2 = h.length() > 2 ? h.substring(rnd.nextInt(h.length() / 2)) : h + "ab";
            refs.add(rnd.nextBoolean() ? List.of(r1) : List.of(r1, r2));
        }
        return refs;
    }
}
