package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * rouge-score 0.1.2 given {@code tokenizer=} an object whose {@code tokenize(text)} is
 * {@code text.split()} (Hugging Face evaluate's {@code rouge} with
 * {@code tokenizer=lambda x: x.split()}, as its README shows): tokens are the runs of
 * non-whitespace (Python's whitespace set, {@link PyStrings#isSpace}), case kept, nothing
 * filtered, and no stemming: rouge-score applies {@code use_stemmer} only inside its default
 * tokenizer, so a custom tokenizer ignores it.
 *
 * <pre>
 * "Hello, World!"  →  [Hello,, World!]
 * "Привет мир"     →  [Привет, мир]       (the default tokenizer gives [])
 * </pre>
 * Immutable and thread-safe.
 */
public final class SplitRougeTokenizer implements RougeTokenizer, RawTokenizer {
    /** The shared instance. */
    public static final SplitRougeTokenizer INSTANCE = new SplitRougeTokenizer();

    private SplitRougeTokenizer() {
    }

    @Override
    public List<String> tokenize(String text) {
        List<String> out = new ArrayList<>();
        scan(text, 0, text.length(), new char[16], (buf, n) -> out.add(new String(buf, 0, n)));
        return out;
    }

    @Override
    public char[] scan(String text, int from, int to, char[] buf, RawTokenizer.Sink sink) {
        int n = 0;
        int i = from;
        while (i < to) {
            int cp = text.codePointAt(i);
            int len = Character.charCount(cp);
            if (PyStrings.isSpace(cp)) {
                if (n > 0) {
                    sink.token(buf, n);
                    n = 0;
                }
            } else {
                if (n + len > buf.length) {
                    buf = Arrays.copyOf(buf, Math.max(2 * buf.length, n + len));
                }
                text.getChars(i, i + len, buf, n);
                n += len;
            }
            i += len;
        }
        if (n > 0) {
            sink.token(buf, n);
        }
        return buf;
    }

    /** None: a custom tokenizer is never stemmed by rouge-score. */
    @Override
    public UnaryOperator<String> stemmer() {
        return null;
    }

    @Override
    public String signature() {
        return "split";
    }
}
