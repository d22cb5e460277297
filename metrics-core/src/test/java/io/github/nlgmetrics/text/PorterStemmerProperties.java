package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyCase;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Robustness invariants of {@link PorterStemmer#nltk()} on generated words. */
class PorterStemmerProperties {
    private static final long SEED = 20261122L;
    private static final PorterStemmer S = PorterStemmer.nltk();

    /** Words over an alphabet rich in suffix letters, y, '*', capitals and non-ASCII. */
    private static Gen<String> words(String alphabet, int maxLen) {
        int[] cps = alphabet.codePoints().toArray();
        return lists().of(integers().between(0, cps.length - 1)).ofSizeBetween(0, maxLen).map(l -> {
            StringBuilder sb = new StringBuilder();
            for (int i : l) {
                sb.appendCodePoint(cps[i]);
            }
            return sb.toString();
        });
    }

    @Test
    void stemmingNeverLengthensALowerCaseWord() {
        qt().withFixedSeed(SEED).withExamples(5000)
                .forAll(words("abcdeilmnorstuvyz*", 20))
                .check(w -> S.stem(w).length() <= w.length());
    }

    @Test
    void arbitraryCodePointsNeverThrowAndComeOutLowerCased() {
        qt().withFixedSeed(SEED).withExamples(5000)
                .forAll(words("aeiouyYsSdDgGlLnN*\u00e9\u00c9\u0130\u03a3\u03c3\u0301'\u4e2d\uD83D\uDE00\uD801\uDD70", 12))
                .check(w -> {
                    String stem = S.stem(w);
                    return stem.equals(PyCase.lower(stem));
                });
    }

    @Test
    void theSharedMemoGivesTheStemmersResults() {
        qt().withFixedSeed(SEED).withExamples(5000)
                .forAll(words("abcdeilmnorstuvyzY\u00e9", 12))
                .check(w -> PorterStemmer.memoized().apply(w).equals(S.stem(w))
                        && PorterStemmer.memoized().apply(w).equals(S.stem(w)));
    }
}
