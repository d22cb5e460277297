package io.github.nlgmetrics.text;

/**
 * sacrebleu's {@code char} tokenizer: every code point becomes a token
 * ({@code " ".join(line)}); whitespace characters are then dropped when the result is split.
 */
public final class TokenizerChar implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerChar INSTANCE = new TokenizerChar();

    @Override
    public String tokenize(String line) {
        java.util.Objects.requireNonNull(line, "line");
        StringBuilder sb = new StringBuilder(line.length() * 2);
        line.codePoints().forEach(cp -> {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.appendCodePoint(cp);
        });
        return sb.toString();
    }

    @Override
    public String signature() {
        return "char";
    }
}
