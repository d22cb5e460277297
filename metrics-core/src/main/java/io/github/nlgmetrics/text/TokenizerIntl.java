package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyStrings;

import java.util.regex.Pattern;

/**
 * sacrebleu's {@code intl} tokenizer (mteval-v14's international tokenization), as in
 * sacrebleu 2.6.0:
 *
 * <ol>
 *   <li>{@code (\P{N})(\p{P})} → {@code "$1 $2 "}: punctuation after a non-number;</li>
 *   <li>{@code (\p{P})(\P{N})} → {@code " $1 $2"}: punctuation before a non-number;</li>
 *   <li>{@code (\p{S})} → {@code " $1 "}: every symbol;</li>
 *   <li>fold whitespace with Python's {@code str.split()} set.</li>
 * </ol>
 *
 * <p>Quirk kept (from mteval-v14): a number followed by a final period is not split,
 * {@code "in 2017."} stays {@code "in 2017."}, because the period has no following character
 * and is preceded by a number. Unicode categories are Java's (Unicode 13 on Java 17); sacrebleu
 * uses the {@code regex} module's tables, which differ only on characters assigned after that.
 */
public final class TokenizerIntl implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerIntl INSTANCE = new TokenizerIntl();

    private static final Pattern PUNCT_AFTER_NON_NUMBER = Pattern.compile("(\\P{N})(\\p{P})");
    private static final Pattern PUNCT_BEFORE_NON_NUMBER = Pattern.compile("(\\p{P})(\\P{N})");
    private static final Pattern SYMBOL = Pattern.compile("(\\p{S})");

    @Override
    public String tokenize(String line) {
        java.util.Objects.requireNonNull(line, "line");
        line = PUNCT_AFTER_NON_NUMBER.matcher(line).replaceAll("$1 $2 ");
        line = PUNCT_BEFORE_NON_NUMBER.matcher(line).replaceAll(" $1 $2");
        line = SYMBOL.matcher(line).replaceAll(" $1 ");
        return PyStrings.normalizeSpace(line);
    }

    @Override
    public String signature() {
        return "intl";
    }
}
