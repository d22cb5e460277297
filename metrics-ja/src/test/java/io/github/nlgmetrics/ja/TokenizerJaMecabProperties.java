package io.github.nlgmetrics.ja;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.nlgmetrics.compat.python.PyStrings;
import org.quicktheories.core.Gen;
import org.junit.jupiter.api.Test;

/**
 * Invariants of {@code ja-mecab} on generated text (no MeCab needed; {@link MecabRecordedTest}
 * compares with MeCab itself): MeCab only cuts the line, so the tokens are the stripped line
 * without its SPACE characters (U+0020, TAB, LF, VT), none of which is ever inside a token; and
 * the tokens are what splitting the output on single spaces gives, none empty.
 */
class TokenizerJaMecabProperties {
    private static final long SEED = 20261125L;
    /** Characters of every category, spaces of every kind, and dictionary words. */
    private static final String[] PIECES = {"私", "たち", "は", "東京", "に", "行き", "ました", "。", "、", "コンピューター",
        "ヴィヴィアン", "ア", "・", "ー", "一", "二", "〇", "龘", "鬱", "𠮷", "😀", "a", "iPhone", "15", "ＡＢＣ", "１２",
        "!", "?", "@", "α", "Ж", "Ð", "é", "―", "—", "−", "－", "〜", "令和", " ", "\t", "\n", "\u000b", "\r", "\u000c",
        "\u00a0", "\u3000", "\u2009", "\u200b", "\ufeff", "\uffff"};

    private static Gen<String> lines() {
        return lists().of(integers().between(0, PIECES.length - 1)).ofSizeBetween(0, 40).map(ix -> {
            StringBuilder sb = new StringBuilder();
            for (int i : ix) {
                sb.append(PIECES[i]);
            }
            return sb.toString();
        });
    }

    private static String withoutMecabSpaces(String s) {
        return s.replace(" ", "").replace("\t", "").replace("\n", "").replace("\u000b", "");
    }

    @Test
    void tokensAreTheLineCutAtSomePlaces() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(lines()).check(line -> {
            String out = TokenizerJaMecab.get().tokenize(line);
            return withoutMecabSpaces(out).equals(withoutMecabSpaces(PyStrings.strip(line)));
        });
    }

    @Test
    void tokensAreNonEmptyAndHoldNoMecabSpace() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(lines()).check(line -> {
            String out = TokenizerJaMecab.get().tokenize(line);
            if (out.isEmpty()) {
                return withoutMecabSpaces(PyStrings.strip(line)).isEmpty();
            }
            for (String token : out.split(" ", -1)) {
                if (token.isEmpty() || !withoutMecabSpaces(token).equals(token)) {
                    return false;
                }
            }
            return true;
        });
    }
}
