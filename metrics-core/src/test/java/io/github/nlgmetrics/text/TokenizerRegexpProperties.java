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
        "(", ")", "[", "`", "{", "~", "/", ":", "@", "\u00a0", "é", "😀", "𠀀", "–", "。", "\t", "..", "1.5", "x,y",
        "\u2009", "\u001c", "\u0085", "\u3000", "<", "&amp;", "\n", "-\n", "2,", ",-", ".-"};

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
        qt().withFixedSeed(13L).withExamples(20000).forAll(texts())
                .check(s -> TokenizerRegexp.INSTANCE.tokenize(s).equals(oracle(s)));
    }

    /** sacrebleu 2.6.0's {@code TokenizerV13a.__call__} before the rules, written out literally. */
    private static String preprocessed(String s) {
        return s.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
                .replace("&quot;", "\"").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">");
    }

    @Test
    void thirteenAEqualsTheRegularExpressionsAfterItsPreprocessing() {
        qt().withFixedSeed(17L).withExamples(10000).forAll(texts())
                .check(s -> Tokenizer13a.INSTANCE.tokenize(s).equals(oracle(" " + preprocessed(s) + " ")));
    }

    /** The ids the BLEU kernel reads after {@code tokenizeInto}: split and interned in the buffer. */
    static java.util.List<Integer> bufferedIds(Tokenizer tokenizer, String s) {
        TokenBuffer buffer = new TokenBuffer();
        buffer.append("an earlier side ");
        int from = buffer.length();
        tokenizer.tokenizeInto(s, buffer);
        int[] count = new int[1];
        int[] ids = buffer.splitInterned(from, new int[1], count);
        return java.util.Arrays.stream(ids, 0, count[0]).boxed().toList();
    }

    /** The same, from {@code tokenize}'s string: ids in order of first sight. */
    static java.util.List<Integer> idsOfTokenize(Tokenizer tokenizer, String s) {
        java.util.Map<String, Integer> ids = new java.util.HashMap<>();
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (String t : PyStrings.split(tokenizer.tokenize(s))) {
            out.add(ids.computeIfAbsent(t, k -> ids.size()));
        }
        return out;
    }

    @Test
    void thirteenAIntoABufferGivesTheSameTokensAsTokenize() {
        qt().withFixedSeed(19L).withExamples(10000).forAll(texts())
                .check(s -> bufferedIds(Tokenizer13a.INSTANCE, s).equals(idsOfTokenize(Tokenizer13a.INSTANCE, s)));
    }

    @Test
    void thirteenAIntoABufferPreprocessesEntitiesSkippedAndNewlines() {
        for (String s : new String[] {"a &amp;lt; b", "x<skipped>y", "hyphen-\nated\nline", "&quot;q&quot; &gt;",
            "", " ", "\u3000a\u2009b\u001c"}) {
            org.junit.jupiter.api.Assertions.assertEquals(idsOfTokenize(Tokenizer13a.INSTANCE, s),
                    bufferedIds(Tokenizer13a.INSTANCE, s), s);
        }
    }
}
