package io.github.nlgmetrics.ter;

import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.Tokenizer;
import java.util.regex.Pattern;

/**
 * sacrebleu 2.6.0's {@code TercomTokenizer} (a Python port of tercom's {@code Normalizer.java}):
 * lowercasing unless case-sensitive; with {@code normalized} the "general and western"
 * normalization (XML entities {@code &quot; &amp; &lt; &gt;}, punctuation split off, possessive
 * {@code 's}, period/comma split unless next to a digit, dash split after a digit) and, with
 * {@code asianSupport}, CJK characters split to single characters; with {@code noPunct} the
 * characters {@code . , ? : ; ! " ( )} (and with {@code asianSupport} CJK and full-width
 * punctuation) deleted; finally whitespace runs folded to single spaces.
 *
 * <p>Quirks reproduced (each has a named test):
 * <ul>
 *   <li>the Hiragana / Katakana / Katakana-extension rules are written
 *       {@code (^|^[…])([…]+)(?=$|^[…])}: the stray {@code ^} anchors make them match only a
 *       string made entirely of such characters, and since the western normalization pads the
 *       sentence with spaces first they never fire at all;</li>
 *   <li>the "Enclosed CJK Letters and Months" rule uses the range U+3200–U+3F22 instead of
 *       U+3200–U+32FF; the extra code points (CJK Compatibility, the start of Extension A) are
 *       split by the other rules anyway, so the typo has no visible effect;</li>
 *   <li>{@code asianSupport} without {@code normalized} or {@code noPunct} changes nothing;</li>
 *   <li>the regular expressions run per code point, with Python's notion of {@code $} (end, or
 *       before a final {@code \n}) and Python's whitespace set for the final folding.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe.
 *
 * @param normalized tercom's "general and western" normalization (and the Asian one with {@code asianSupport})
 * @param noPunct delete punctuation
 * @param asianSupport also split CJK characters / delete CJK and full-width punctuation
 * @param caseSensitive keep the case (else the line is lower-cased first)
 */
public record TercomTokenizer(boolean normalized, boolean noPunct, boolean asianSupport, boolean caseSensitive)
        implements Tokenizer {
    private static final Pattern PUNCT = Pattern.compile("([\\x7B-\\x7E\\x5B-\\x60\\x20-\\x26\\x28-\\x2B\\x3A-\\x40/])");
    private static final Pattern POSSESSIVE_END = Pattern.compile("'s$", Pattern.UNIX_LINES);
    private static final Pattern PERIOD_COMMA_AFTER = Pattern.compile("([^0-9])([\\.,])");
    private static final Pattern PERIOD_COMMA_BEFORE = Pattern.compile("([\\.,])([^0-9])");
    private static final Pattern DASH_AFTER_DIGIT = Pattern.compile("([0-9])(-)");

    private static final Pattern CJK_UNIFIED = Pattern.compile("([\\u4e00-\\u9fff\\u3400-\\u4dbf])");
    private static final Pattern CJK_STROKES = Pattern.compile("([\\u31c0-\\u31ef\\u2e80-\\u2eff])");
    private static final Pattern CJK_COMPAT = Pattern.compile("([\\u3300-\\u33ff\\uf900-\\ufaff\\ufe30-\\ufe4f])");
    private static final Pattern CJK_ENCLOSED = Pattern.compile("([\\u3200-\\u3f22])");
    private static final Pattern HIRAGANA = Pattern.compile(
            "(^|^[\\u3040-\\u309f])([\\u3040-\\u309f]+)(?=$|^[\\u3040-\\u309f])", Pattern.UNIX_LINES);
    private static final Pattern KATAKANA = Pattern.compile(
            "(^|^[\\u30a0-\\u30ff])([\\u30a0-\\u30ff]+)(?=$|^[\\u30a0-\\u30ff])", Pattern.UNIX_LINES);
    private static final Pattern KATAKANA_EXT = Pattern.compile(
            "(^|^[\\u31f0-\\u31ff])([\\u31f0-\\u31ff]+)(?=$|^[\\u31f0-\\u31ff])", Pattern.UNIX_LINES);
    private static final Pattern ASIAN_PUNCT = Pattern.compile(
            "([\\u3001\\u3002\\u3008-\\u3011\\u3014-\\u301f\\uff61-\\uff65\\u30fb])");
    private static final Pattern FULL_WIDTH_PUNCT = Pattern.compile(
            "([\\uff0e\\uff0c\\uff1f\\uff1a\\uff1b\\uff01\\uff02\\uff08\\uff09])");
    private static final Pattern REMOVE_PUNCT = Pattern.compile("[\\.,\\?:;!\"\\(\\)]");

    @Override
    public String tokenize(String line) {
        if (line.isEmpty()) {
            return "";
        }
        String s = caseSensitive ? line : PyStrings.lower(line);
        if (normalized) {
            s = normalizeGeneralAndWestern(s);
            if (asianSupport) {
                s = normalizeAsian(s);
            }
        }
        if (noPunct) {
            s = REMOVE_PUNCT.matcher(s).replaceAll("");
            if (asianSupport) {
                s = ASIAN_PUNCT.matcher(s).replaceAll("");
                s = FULL_WIDTH_PUNCT.matcher(s).replaceAll("");
            }
        }
        return PyStrings.normalizeSpace(s);
    }

    static String normalizeGeneralAndWestern(String sent) {
        String s = sent.replace("\n-", "");
        s = s.replace("\n", " ");
        s = s.replace("&quot;", "\"");
        s = s.replace("&amp;", "&");
        s = s.replace("&lt;", "<");
        s = s.replace("&gt;", ">");
        s = " " + s + " ";
        s = PUNCT.matcher(s).replaceAll(" $1 ");
        s = s.replace("'s ", " 's ");
        s = POSSESSIVE_END.matcher(s).replaceAll(" 's");
        s = PERIOD_COMMA_AFTER.matcher(s).replaceAll("$1 $2 ");
        s = PERIOD_COMMA_BEFORE.matcher(s).replaceAll(" $1 $2");
        s = DASH_AFTER_DIGIT.matcher(s).replaceAll("$1 $2 ");
        return s;
    }

    static String normalizeAsian(String sent) {
        String s = CJK_UNIFIED.matcher(sent).replaceAll(" $1 ");
        s = CJK_STROKES.matcher(s).replaceAll(" $1 ");
        s = CJK_COMPAT.matcher(s).replaceAll(" $1 ");
        s = CJK_ENCLOSED.matcher(s).replaceAll(" $1 ");
        s = HIRAGANA.matcher(s).replaceAll("$1 $2 ");
        s = KATAKANA.matcher(s).replaceAll("$1 $2 ");
        s = KATAKANA_EXT.matcher(s).replaceAll("$1 $2 ");
        s = ASIAN_PUNCT.matcher(s).replaceAll(" $1 ");
        s = FULL_WIDTH_PUNCT.matcher(s).replaceAll(" $1 ");
        return s;
    }

    /** sacrebleu records {@code tercom} whatever the options (they appear as separate signature fields). */
    @Override
    public String signature() {
        return "tercom";
    }
}
