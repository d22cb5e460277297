package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.Stats;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.quicktheories.core.Gen;

import org.junit.jupiter.api.Test;

/** Invariants of sacrebleu BLEU over generated corpora (fixed seed, hundreds of examples). */
class BleuProperties {
    private static final long SEED = 0x5ACBE1L;
    private static final String[] WORDS = {"the", "cat", "sat", "on", "mat", "a", "dog", ",", ".", "Big", "big",
        "naïve", "我们", "1,000", "3.14", "don't", "😀", "&amp;", "-", "x"};

    private static Gen<String> sentences() {
        return lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(0, 14)
                .map(ids -> {
                    StringBuilder sb = new StringBuilder();
                    for (int id : ids) {
                        if (sb.length() > 0) {
                            sb.append(' ');
                        }
                        sb.append(WORDS[id]);
                    }
                    return sb.toString();
                });
    }

    private static Gen<List<String>> corpora() {
        return lists().of(sentences()).ofSizeBetween(1, 8);
    }

    private static final List<Bleu> CONFIGS = List.of(Bleu.sacrebleu(),
            Bleu.sacrebleu().withEffectiveOrder(true).withTokenizer("intl"),
            Bleu.sacrebleu().withSmoothMethod(SmoothMethod.FLOOR).withTokenizer("char"),
            Bleu.sacrebleu().withSmoothMethod(SmoothMethod.ADD_K).withLowercase(true),
            Bleu.sacrebleu().withSmoothMethod(SmoothMethod.NONE).withTokenizer("zh").withMaxNgramOrder(2));

    private static List<List<String>> refsFrom(List<String> hyps, long salt) {
        Random r = new Random(salt);
        List<List<String>> refs = new ArrayList<>();
        for (String h : hyps) {
            // A reference that shares some of the hypothesis: drop and shuffle a few tokens.
            List<String> toks = new ArrayList<>(List.of(h.split(" ")));
            if (!toks.isEmpty() && r.nextBoolean()) {
                toks.remove(r.nextInt(toks.size()));
            }
            if (toks.size() > 1 && r.nextBoolean()) {
                Collections.swap(toks, 0, toks.size() - 1);
            }
            refs.add(List.of(String.join(" ", toks), WORDS[r.nextInt(WORDS.length)] + " " + h));
        }
        return refs;
    }

    @Test
    void identicalHypothesisAndReferenceScoreOneHundred() {
        // Holds whenever the hypothesis has at least max-order tokens (shorter ones lack some order).
        qt().withFixedSeed(SEED).withExamples(300).forAll(sentences())
                .check(s -> {
                    for (Bleu b : CONFIGS) {
                        double score = b.sentenceScore(s, List.of(s)).score();
                        if (b.tokens(s).size() >= b.maxNgramOrder() && Math.abs(score - 100.0) > 1e-9) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void clippedMatchesNeverExceedHypothesisCounts() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(corpora()).check(hyps -> {
            for (Bleu b : CONFIGS) {
                for (double[] row : b.corpusStats(hyps, refsFrom(hyps, hyps.hashCode()))) {
                    BleuStats s = BleuStats.fromRow(row);
                    for (int n = 0; n < s.maxOrder(); n++) {
                        if (s.matches().get(n) > s.totals().get(n) || s.matches().get(n) < 0) {
                            return false;
                        }
                    }
                }
            }
            return true;
        });
    }

    @Test
    void corpusStatisticsOfAUnionAreTheSumOfTheParts() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(corpora(), corpora()).check((a, b) -> {
            List<String> ab = new ArrayList<>(a);
            ab.addAll(b);
            List<List<String>> ra = refsFrom(a, 1);
            List<List<String>> rb = refsFrom(b, 2);
            List<List<String>> rab = new ArrayList<>(ra);
            rab.addAll(rb);
            for (Bleu bleu : CONFIGS) {
                double[] sum = Stats.plus(Stats.columnSums(bleu.corpusStats(a, ra)),
                        Stats.columnSums(bleu.corpusStats(b, rb)));
                if (!java.util.Arrays.equals(sum, Stats.columnSums(bleu.corpusStats(ab, rab)))) {
                    return false;
                }
            }
            return true;
        });
    }

    @Test
    void segmentOrderDoesNotChangeTheCorpusScore() {
        qt().withFixedSeed(SEED).withExamples(200).forAll(corpora()).check(hyps -> {
            List<List<String>> refs = refsFrom(hyps, 7);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < hyps.size(); i++) {
                order.add(i);
            }
            Collections.shuffle(order, new Random(hyps.size()));
            List<String> h2 = new ArrayList<>();
            List<List<String>> r2 = new ArrayList<>();
            for (int i : order) {
                h2.add(hyps.get(i));
                r2.add(refs.get(i));
            }
            for (Bleu b : CONFIGS) {
                if (b.corpusScore(hyps, refs).score() != b.corpusScore(h2, r2).score()) {
                    return false;
                }
            }
            return true;
        });
    }

    @Test
    void scoresLieBetweenZeroAndOneHundred() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(corpora()).check(hyps -> {
            for (Bleu b : CONFIGS) {
                double s = b.corpusScore(hyps, refsFrom(hyps, 3)).score();
                if (!(s >= 0.0 && s <= 100.0 + 1e-9)) {
                    return false;
                }
            }
            return true;
        });
    }
}
