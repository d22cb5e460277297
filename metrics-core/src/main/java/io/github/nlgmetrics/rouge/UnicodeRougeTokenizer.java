package io.github.nlgmetrics.rouge;

import java.lang.Character.UnicodeScript;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The Unicode-correct ROUGE tokenizer (our own profile, beyond the references): rouge-score's
 * tokenizer made to work for every script.
 *
 * <ol>
 *   <li>NFKC normalization, then case folding with {@link Locale#ROOT}
 *       ({@code toUpperCase(ROOT).toLowerCase(ROOT)}, which folds ß → ss and ς → σ like full
 *       case folding), then NFKC again (folding can denormalize);</li>
 *   <li>per code point: letters (categories L*) and numbers (N*) make tokens; combining marks
 *       (M*) stay with the character they follow (so Devanagari or Thai vowel signs do not split
 *       words) and are dropped when nothing precedes them; every other code point separates;</li>
 *   <li>letters of scripts written without spaces ({@link #unsegmentedScript}: Han, Hiragana,
 *       Katakana, Thai, Lao, Khmer, Myanmar, Tibetan, Yi) are one token each (with their marks);</li>
 *   <li>with a stemmer, tokens of more than 3 characters made only of {@code [a-z0-9]} are
 *       stemmed, exactly as rouge-score stems; other tokens are left alone.</li>
 * </ol>
 *
 * <pre>
 * "Привет, мир!"           →  [привет, мир]
 * "天气很好"                 →  [天, 气, 很, 好]
 * "Straße ÉCOLE ｆｕｌｌ"     →  [strasse, école, full]
 * "The U.S. economy's"     →  [the, u, s, economy, s]      (as rouge-score)
 * </pre>
 *
 * <p>On ASCII text it returns exactly rouge-score's tokens (a property test checks it).
 * Immutable and thread-safe when the stemmer is.
 */
public final class UnicodeRougeTokenizer implements RougeTokenizer, RawTokenizer {
    private final UnaryOperator<String> stemmer;

    /** Without stemming. */
    public UnicodeRougeTokenizer() {
        this(null);
    }

    /** Stemming ASCII tokens longer than 3 characters with {@code stemmer} (null: none). */
    public UnicodeRougeTokenizer(UnaryOperator<String> stemmer) {
        this.stemmer = stemmer;
    }

    /** NFKC, Locale.ROOT case folding, NFKC: the text the tokens are cut from. */
    public static String normalize(String text) {
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC);
        s = s.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
        // toLowerCase applies the context-dependent final sigma; case folding does not.
        s = s.replace('\u03C2', '\u03C3');
        return Normalizer.normalize(s, Normalizer.Form.NFKC);
    }

    @Override
    public List<String> tokenize(String text) {
        List<String> out = new ArrayList<>();
        scan(text, 0, text.length(), new char[16], (buf, n) -> {
            String token = RougeScoreTokenizer.finalToken(new String(buf, 0, n), stemmer);
            if (token != null) {
                out.add(token);
            }
        });
        return out;
    }

    @Override
    public char[] scan(String text, int from, int to, char[] buf, RawTokenizer.Sink sink) {
        String s = normalize(from == 0 && to == text.length() ? text : text.substring(from, to));
        int n = 0;
        boolean single = false;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int type = Character.getType(cp);
            if (isMark(type)) {
                if (n > 0) {
                    buf = append(buf, n, cp);
                    n += Character.charCount(cp);
                }
                continue;
            }
            if (isLetterOrNumber(type)) {
                if (unsegmentedScript(cp) || single) {
                    if (n > 0) {
                        sink.token(buf, n);
                        n = 0;
                    }
                    single = unsegmentedScript(cp);
                }
                buf = append(buf, n, cp);
                n += Character.charCount(cp);
            } else {
                if (n > 0) {
                    sink.token(buf, n);
                    n = 0;
                }
                single = false;
            }
        }
        if (n > 0) {
            sink.token(buf, n);
        }
        return buf;
    }

    private static char[] append(char[] buf, int n, int cp) {
        if (n + 2 > buf.length) {
            buf = java.util.Arrays.copyOf(buf, Math.max(n + 2, buf.length * 2));
        }
        Character.toChars(cp, buf, n);
        return buf;
    }

    @Override
    public UnaryOperator<String> stemmer() {
        return stemmer;
    }

    private static boolean isMark(int type) {
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    private static boolean isLetterOrNumber(int type) {
        switch (type) {
            case Character.UPPERCASE_LETTER:
            case Character.LOWERCASE_LETTER:
            case Character.TITLECASE_LETTER:
            case Character.MODIFIER_LETTER:
            case Character.OTHER_LETTER:
            case Character.DECIMAL_DIGIT_NUMBER:
            case Character.LETTER_NUMBER:
            case Character.OTHER_NUMBER:
                return true;
            default:
                return false;
        }
    }

    /** Whether {@code cp} belongs to a script written without spaces between words. */
    public static boolean unsegmentedScript(int cp) {
        switch (UnicodeScript.of(cp)) {
            case HAN:
            case HIRAGANA:
            case KATAKANA:
            case THAI:
            case LAO:
            case KHMER:
            case MYANMAR:
            case TIBETAN:
            case YI:
                return true;
            default:
                return false;
        }
    }

    /** Whether this tokenizer stems. */
    public boolean stems() {
        return stemmer != null;
    }

    @Override
    public String signature() {
        return "unicode";
    }
}
