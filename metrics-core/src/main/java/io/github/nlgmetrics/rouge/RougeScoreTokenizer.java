package io.github.nlgmetrics.rouge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * rouge-score 0.1.2's {@code tokenize.tokenize(text, stemmer)} ({@code DefaultTokenizer}):
 *
 * <pre>
 * text   = text.lower()                       (Python, full Unicode lowercasing)
 * text   = re.sub("[^a-z0-9]+", " ", text)
 * tokens = re.split("\\s+", text)
 * tokens = [stem(t) if len(t) &gt; 3 else t]   (only with use_stemmer)
 * tokens = [t for t in tokens if re.match("^[a-z0-9]+$", t)]
 *
 * "The U.S. economy's 3.5% growth"  →  [the, u, s, economy, s, 3, 5, growth]
 * "Привет мир 你好"                   →  []
 * </pre>
 *
 * <p>Quirks reproduced (each has a named test):
 * <ul>
 *   <li>every character outside ASCII letters and digits separates tokens, so non-Latin text
 *       and accented letters vanish ({@code "café"} → {@code [caf]});</li>
 *   <li>Python's {@code lower()} maps U+0130 (İ) to {@code "i\u0307"}: an {@code i} followed by a
 *       separator ({@code "İstanbul"} → {@code [i, stanbul]}), and U+212A (Kelvin sign) to
 *       {@code k}; these are the only non-ASCII code points that lowercase into {@code [a-z0-9]};</li>
 *   <li>tokens of 3 characters or fewer are never stemmed.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe when the stemmer is.
 */
public final class RougeScoreTokenizer implements RougeTokenizer, RawTokenizer {
    private final UnaryOperator<String> stemmer;

    /** The tokenizer without stemming ({@code use_stemmer=False}). */
    public RougeScoreTokenizer() {
        this(null);
    }

    /** The tokenizer stemming tokens longer than 3 characters with {@code stemmer} (null: none). */
    public RougeScoreTokenizer(UnaryOperator<String> stemmer) {
        this.stemmer = stemmer;
    }

    @Override
    public List<String> tokenize(String text) {
        List<String> out = new ArrayList<>();
        scan(text, 0, text.length(), new char[16], (buf, n) -> {
            String token = finalToken(new String(buf, 0, n), stemmer);
            if (token != null) {
                out.add(token);
            }
        });
        return out;
    }

    @Override
    public char[] scan(String text, int from, int to, char[] buf, RawTokenizer.Sink sink) {
        int n = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            char lower;
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                lower = c;
            } else if (c >= 'A' && c <= 'Z') {
                lower = (char) (c + ('a' - 'A'));
            } else if (c == '\u0130' || c == '\u212A') {
                // "İ".lower() == "i\u0307" (the combining dot is itself a separator); "K".lower() == "k".
                if (n == buf.length) {
                    buf = Arrays.copyOf(buf, n * 2);
                }
                buf[n++] = c == '\u0130' ? 'i' : 'k';
                if (c == '\u0130') {
                    sink.token(buf, n);
                    n = 0;
                }
                continue;
            } else {
                if (n > 0) {
                    sink.token(buf, n);
                    n = 0;
                }
                continue;
            }
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = lower;
        }
        if (n > 0) {
            sink.token(buf, n);
        }
        return buf;
    }

    @Override
    public UnaryOperator<String> stemmer() {
        return stemmer;
    }

    /**
     * The token rouge-score keeps for the lower-cased {@code raw} token, or null when it drops it:
     * with a stemmer, a token of more than 3 characters made of {@code [a-z0-9]} is stemmed and kept
     * only when the stem still matches {@code ^[a-z0-9]+$}; other tokens are kept as they are.
     */
    static String finalToken(String raw, UnaryOperator<String> stemmer) {
        if (stemmer != null && raw.length() > 3 && isAsciiAlnum(raw)) {
            String stem = stemmer.apply(raw);
            return isAsciiAlnum(stem) ? stem : null;
        }
        return raw;
    }

    static boolean isAsciiAlnum(String s) {
        if (s == null || s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    /** Whether this tokenizer stems. */
    public boolean stems() {
        return stemmer != null;
    }

    @Override
    public String signature() {
        return "rouge-score";
    }
}
