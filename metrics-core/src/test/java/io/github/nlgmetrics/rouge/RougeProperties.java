package io.github.nlgmetrics.rouge;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of the ROUGE scorers (QuickTheories, fixed seed). */
class RougeProperties {
    private static final long SEED = 20261122L;
    private static final String[] WORDS = {"the", "The", "cat", "cats", "sat", "on", "mat", "dog", "running",
        "runs", "a", "A", "and", "quickly", "U.S.", "it's", "3.5%", "e-mail", "x_y", "(said)", "CONNECTED",
        "connection", "—", "--", "ponies", "was"};
    private static final Rouge ALL = Rouge.rougeScore().withTypes("rouge1", "rouge2", "rouge3", "rougeL", "rougeLsum");

    /** Texts of 0..maxWords words from a small vocabulary, with a newline between some words. */
    private static Gen<String> texts(int maxWords, boolean newlines) {
        return lists().of(integers().between(0, WORDS.length * 3 - 1)).ofSizeBetween(0, maxWords).map(l -> {
            StringBuilder sb = new StringBuilder();
            for (int code : l) {
                if (sb.length() > 0) {
                    sb.append(newlines && code % 3 == 2 ? '\n' : ' ');
                }
                sb.append(WORDS[code / 3]);
            }
            return sb.toString();
        });
    }

    private static Gen<String> nonEmptyTexts(int maxWords, boolean newlines) {
        // A leading word guarantees at least one token.
        return texts(maxWords, newlines).map(t -> "cat " + t);
    }

    @Test
    void identicalTextsScoreOne() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(nonEmptyTexts(30, true))
                .check(t -> {
                    RougeResult r = ALL.withTypes("rouge1", "rougeL", "rougeLsum").score(t, t);
                    for (RougeScore s : r.scores().values()) {
                        if (s.precision() != 1 || s.recall() != 1 || s.fmeasure() != 1) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void swappingHypothesisAndReferenceSwapsPrecisionAndRecall() {
        // Single-sentence texts: there rougeLsum's union LCS is an LCS, so it is symmetric too.
        qt().withFixedSeed(SEED).withExamples(400)
                .forAll(texts(30, false), texts(30, false))
                .check((a, b) -> {
                    RougeResult ab = ALL.score(a, b);
                    RougeResult ba = ALL.score(b, a);
                    for (String t : ALL.typeNames()) {
                        RougeScore x = ab.get(t);
                        RougeScore y = ba.get(t);
                        if (x.precision() != y.recall() || x.recall() != y.precision() || x.fmeasure() != y.fmeasure()) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void unionLcsIsAtLeastEverySingleLcs() {
        Gen<int[]> seq = lists().of(integers().between(0, 5)).ofSizeBetween(0, 25)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray());
        qt().withFixedSeed(SEED).withExamples(400)
                .forAll(seq, lists().of(seq).ofSizeBetween(1, 4))
                .check((ref, cands) -> {
                    int[][] cs = cands.toArray(new int[0][]);
                    int union = SummaryLcs.unionLcsLength(ref, cs);
                    for (int[] c : cs) {
                        if (union < io.github.nlgmetrics.lcs.Lcs.length(ref, c)) {
                            return false;
                        }
                    }
                    return union <= ref.length;
                });
    }

    @Test
    void addingAReferenceNeverLowersScoreMulti() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(texts(20, true), lists().of(texts(20, true)).ofSizeBetween(1, 3), texts(20, true))
                .check((hyp, refs, extra) -> {
                    RougeResult before = ALL.scoreMulti(hyp, refs);
                    List<String> more = new ArrayList<>(refs);
                    more.add(extra);
                    RougeResult after = ALL.scoreMulti(hyp, more);
                    for (String t : ALL.typeNames()) {
                        if (after.get(t).fmeasure() < before.get(t).fmeasure()) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    @Test
    void scoreMultiWithOneReferenceIsScore() {
        qt().withFixedSeed(SEED).withExamples(200)
                .forAll(texts(20, true), texts(20, true))
                .check((h, r) -> ALL.scoreMulti(h, List.of(r)).equals(ALL.score(h, r)));
    }

    @Test
    void unicodeProfileEqualsRougeScoreOnAsciiText() {
        Gen<String> ascii = lists().of(integers().between(0, 127)).ofSizeBetween(0, 60).map(l -> {
            StringBuilder sb = new StringBuilder();
            for (int c : l) {
                sb.append((char) c);
            }
            return sb.toString();
        });
        Rouge rs = Rouge.rougeScore().withStemmer(true);
        Rouge uni = Rouge.unicode().withStemmer(true);
        qt().withFixedSeed(SEED).withExamples(500)
                .forAll(ascii, texts(25, true))
                .check((noise, words) -> {
                    String t = noise + " " + words;
                    return rs.tokenize(t).equals(uni.tokenize(t))
                            && rs.score(t, words).equals(uni.score(t, words));
                });
    }
}
