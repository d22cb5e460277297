package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The hand-written scans of {@link TokenizerRegexp} equal sacrebleu's regular expressions, applied
 * with {@code re.sub} semantics (Java's {@code replaceAll} has the same leftmost, non-overlapping
 * behaviour), on text made of the characters the rules care about.
 */
class TokenizerRegexpProperties {
    private static final Pattern R1 = Pattern.compile("([\\{-\\~\\[-\\` -\\&\\(-\\+\\:-\\@\\/])");
    private static final Pattern R2 = Pattern.compile("([^0-9])([\\.,])");
    private static final Pattern R3 = Pattern.compile("([\\.,])([^0-9])");
    private static final Pattern R4 = Pattern.compile("([0-9])(-)");

    static String oracle(String line) {
        line = R1.matcher(line).replaceAll(" $1 ");
        line = R2.matcher(line).replaceAll("$1 $2 ");
        line = R3.matcher(line).replaceAll(" $1 $2");
        line = R4.matcher(line).replaceAll("$1 $2 ");
        return PyStrings.normalizeSpace(line);
    }

    private static final String[] PIECES = {"1", "9", "0", ".", ",", "-", " ", "a", "Z", "'", "\"", "&", "$",
        "(", ")", "[", "`", "{", "~", "/", ":", "@", "\u00a0", "é", "😀", "𠀀", "–", "。", "\t", "..", "1.5", "x,y"};

    private static Gen<String> texts() {
        return lists().of(integers().between(0, PIECES.length - 1)).ofSizeBetween(0, 30).map(ids -> {
            StringBuilder sb = new StringBuilder();
            for (int id : ids) {
                sb.append(PIECES[id]);
            }
            return sb.toString();
        });
    }

    @Test
    void scansEqualTheRegularExpressions() {
        qt().withFixedSeed(13L).withExamples(5000).forAll(texts())
                .check(s -> TokenizerRegexp.INSTANCE.tokenize(s).equals(oracle(s)));
    }

    @Test
    void thirteenAEqualsTheRegularExpressionsAfterItsPreprocessing() {
        qt().withFixedSeed(17L).withExamples(2000).forAll(texts())
                .check(s -> Tokenizer13a.INSTANCE.tokenize(s).equals(oracle(" " + s + " ")));
    }
}
