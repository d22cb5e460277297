package io.github.nlgmetrics.text;

/** sacrebleu's {@code none} tokenizer: the line unchanged (tokens are then split on whitespace). */
public final class TokenizerNone implements Tokenizer {
    /** The shared instance. */
    public static final TokenizerNone INSTANCE = new TokenizerNone();

    @Override
    public String tokenize(String line) {
        java.util.Objects.requireNonNull(line, "line");
        return line;
    }

    @Override
    public String signature() {
        return "none";
    }
}
