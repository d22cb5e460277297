package io.github.nlgmetrics.cli.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The markers the input checks look for ({@code docs/warnings.md#tokenized}, {@code #lsum-no-sentences})
 * are found by one scan of each hypothesis, and that scan answers exactly as the regular expressions
 * that define them (the specification, kept here): on named cases and on 300,000 random strings over
 * the characters that matter (spaces, quotes, clitics, sentence ends, {@code @}, line terminators
 * that Java's {@code $} looks past, U+2581). So the warnings that fire are the same as with the
 * expressions, at a fraction of their cost on every segment of every run.
 */
class SegmentMarkersTest {
    /** Line-final PTB punctuation or a split clitic: {@code "word ."}, {@code "do n't"}, {@code "it 's"}. */
    private static final Pattern PTB = Pattern.compile(" (?:n't|'s|'re|'ve|'ll|'d|'m)(?= |$)| [.?!]$| , ");
    /** Two sentences on one line: a sentence end, a space, more text. */
    private static final Pattern SENTENCE_INSIDE = Pattern.compile("[.!?][\"')]? +\\S");
    /** A BPE continuation mark: subword-nmt's {@code "@@ "}. */
    private static final Pattern BPE = Pattern.compile("@@( |$)");

    private static int expected(String s) {
        return (PTB.matcher(s).find() ? SegmentMarkers.PTB : 0)
                | (BPE.matcher(s).find() ? SegmentMarkers.BPE : 0)
                | (s.indexOf('\u2581') >= 0 ? SegmentMarkers.PIECE : 0)
                | (SENTENCE_INSIDE.matcher(s).find() ? SegmentMarkers.SENTENCE_INSIDE : 0);
    }

    @ParameterizedTest(name = "[{0}]")
    @ValueSource(strings = {
        "The dog does n't bark .", "it 's here", "we 're", "they 've", "I 'll go", "he 'd", "I 'm", "I 'mm",
        "a , b", "a ,b", "word .", "word .x", "word ?", "end !\u0085", "end .\r\n", "end .\n", "end .\r",
        "end .\u2028", "do n't\u0085", "a c@@ at", "a c@@", "a c@@@ at", "c@@\u0085", "\u2581The cat",
        "One. Two", "One.\" Two", "One.') Two", "One.\"  Two", "One.\" \tTwo", "One. \t", "One.", "One .  x",
        "U.S. Army", "3.5 m", "Hi!  \u00a0", "Hi! \u0085",
    })
    void aNamedCaseIsFoundAsTheExpressionsFindIt(String s) {
        assertEquals(expected(s), SegmentMarkers.scan(s), s);
    }

    @Test
    void randomStringsOverTheCharactersThatMatter() {
        char[] alphabet = {' ', ' ', ' ', 'n', '\'', 't', 's', 'r', 'e', 'v', 'l', 'd', 'm', '.', '?', '!', ',', '@',
            '@', '"', ')', '\t', '\n', '\r', '\u000B', '\f', '\u0085', '\u2028', '\u2029', '\u2581', 'x', '\u00e4'};
        SplittableRandom random = new SplittableRandom(39);
        for (int i = 0; i < 300_000; i++) {
            int length = random.nextInt(14);
            StringBuilder sb = new StringBuilder(length);
            for (int k = 0; k < length; k++) {
                sb.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String s = sb.toString();
            assertEquals(expected(s), SegmentMarkers.scan(s), () -> "\"" + s.replace("\n", "\\n").replace("\r", "\\r") + "\"");
        }
    }
}
