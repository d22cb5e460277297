package io.github.nlgmetrics.text;

import java.util.regex.Pattern;

/**
 * sacrebleu's default {@code 13a} tokenizer, the one of mteval-v13a.pl (WMT's official BLEU
 * scorer until 2017), as sacrebleu 2.6.0 implements it.
 *
 * <ol>
 *   <li>remove {@code <skipped>}, join lines broken after a hyphen ({@code "-\n"}), newlines to spaces;</li>
 *   <li>unescape {@code &quot; &amp; &lt; &gt;} (in that order, so {@code &amp;lt;} becomes {@code <});</li>
 *   <li>the {@link TokenizerRegexp} rules on the line padded with one space each side.</li>
 * </ol>
 *
 * <pre>
 * "Hello, world!"      → "Hello , world !"
 * "3.14 and 1,000."    → "3.14 and 1,000 ."
 * "a &amp;amp; b"      → "a &amp; b"
 * </pre>
 */
public final class Tokenizer13a implements Tokenizer {
    /** The shared instance. */
    public static final Tokenizer13a INSTANCE = new Tokenizer13a();

    private static final Pattern SKIPPED = Pattern.compile("<skipped>", Pattern.LITERAL);

    @Override
    public String tokenize(String line) {
        java.util.Objects.requireNonNull(line, "line");
        return TokenizerRegexp.INSTANCE.tokenize(" " + preprocess(line) + " ");
    }

    /** The same tokens as {@link #tokenize}, appended to {@code out} with no intermediate strings. */
    @Override
    public void tokenizeInto(String line, TokenBuffer out) {
        // Steps 1-2 run only on a line holding one of the characters they rewrite (the scan stops at the first).
        if (!TokenizerRegexp.rulesInto(line, true, out, true)) {
            TokenizerRegexp.rulesInto(preprocess(line), true, out, false);
        }
    }

    private static String preprocess(String line) {
        line = SKIPPED.matcher(line).replaceAll("");
        line = line.replace("-\n", "").replace("\n", " ");
        if (line.indexOf('&') >= 0) {
            line = line.replace("&quot;", "\"")
                    .replace("&amp;", "&")
                    .replace("&lt;", "<")
                    .replace("&gt;", ">");
        }
        return line;
    }

    @Override
    public String signature() {
        return "13a";
    }
}
