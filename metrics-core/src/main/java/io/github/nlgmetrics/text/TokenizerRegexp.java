package io.github.nlgmetrics.text;

import java.util.regex.Pattern;

/**
 * The language-dependent rules of mteval-v13a that sacrebleu's {@code 13a} and {@code zh}
 * tokenizers share ({@code TokenizerRegexp} in sacrebleu 2.6.0):
 *
 * <ol>
 *   <li>space around ASCII punctuation and symbols except {@code . , -} and {@code '}
 *       ({@code [\{-\~\[-\` -\&\(-\+\:-\@\/]});</li>
 *   <li>split {@code .} and {@code ,} unless preceded by a digit, then unless followed by one;</li>
 *   <li>split {@code -} after a digit;</li>
 *   <li>fold whitespace with Python's {@code str.split()} set.</li>
 * </ol>
 *
 * <p>Replacement is leftmost, non-overlapping, as Python's {@code re.sub}: Java's
 * {@code Matcher.replaceAll} has the same semantics and matches per code point, so
 * {@code [^0-9]} covers an astral character as one unit as Python does.
 */
public final class TokenizerRegexp implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerRegexp INSTANCE = new TokenizerRegexp();

    private static final Pattern PUNCT = Pattern.compile("([\\{-\\~\\[-\\` -\\&\\(-\\+\\:-\\@\\/])");
    private static final Pattern PERIOD_COMMA_AFTER_NON_DIGIT = Pattern.compile("([^0-9])([\\.,])");
    private static final Pattern PERIOD_COMMA_BEFORE_NON_DIGIT = Pattern.compile("([\\.,])([^0-9])");
    private static final Pattern DASH_AFTER_DIGIT = Pattern.compile("([0-9])(-)");

    @Override
    public String tokenize(String line) {
        line = PUNCT.matcher(line).replaceAll(" $1 ");
        line = PERIOD_COMMA_AFTER_NON_DIGIT.matcher(line).replaceAll("$1 $2 ");
        line = PERIOD_COMMA_BEFORE_NON_DIGIT.matcher(line).replaceAll(" $1 $2");
        line = DASH_AFTER_DIGIT.matcher(line).replaceAll("$1 $2 ");
        return PyStrings.normalizeSpace(line);
    }

    @Override
    public String signature() {
        return "re";
    }
}
