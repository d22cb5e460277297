package io.github.nlgmetrics.rouge;

import java.util.function.UnaryOperator;

/**
 * The single scan behind a ROUGE tokenizer, for the per-thread scorer: it hands each raw token
 * (lower-cased, not yet stemmed) to a sink as characters, so that tokens seen before cost no
 * {@code String} and no stemming ({@link TokenInterner} memoises both per scorer).
 * {@code tokenize(text)} is this scan followed by {@link RougeScoreTokenizer#finalToken}.
 */
interface RawTokenizer {
    /** Receives one raw token: {@code buf[0, length)}, valid during the call only. */
    @FunctionalInterface
    interface Sink {
        void token(char[] buf, int length);
    }

    /**
     * Scans {@code text[from, to)}, passing each raw token to {@code sink}; {@code buf} is the
     * scratch buffer, returned (grown when a token needed more room) for the next call.
     */
    char[] scan(String text, int from, int to, char[] buf, Sink sink);

    /** The stemmer applied to the raw tokens (null: none). */
    UnaryOperator<String> stemmer();
}
