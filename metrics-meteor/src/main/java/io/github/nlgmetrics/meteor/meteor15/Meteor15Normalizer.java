package io.github.nlgmetrics.meteor.meteor15;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.StringTokenizer;
import java.util.regex.Pattern;

/**
 * METEOR 1.5's English normalizer ({@code -norm}): the Moses tokenizer (rev. 3612) with METEOR's
 * additions, applied before lower-casing.
 *
 * <pre>
 *   "The U.S.-based firm isn't state-of-the-art."  -&gt;  "The US based firm isn 't state of the art ."
 *   "e.g. 3.5 -- “quoted”"                          -&gt;  "eg 3.5 - " quoted ""
 * </pre>
 *
 * <p>Steps, in the reference's order: every character that is not a letter or digit of METEOR's
 * own alphabet (ASCII, Latin-1, Latin Extended-A up to U+017E, Cyrillic, phonetic extensions),
 * whitespace, {@code . ' ` , -} or a curly single quote becomes a token of its own; runs of dots are
 * escaped; commas split except between digits; {@code ` ‘ ’} become {@code '} and {@code “ ” ''}
 * a spaced {@code "}; {@code –} and {@code --} become {@code -}; a dash between alphanumerics (or
 * after a dot) is dropped; English contractions split to the right ({@code isn 't},
 * {@code 1990 's}); a final dot splits unless the word is a nonbreaking prefix
 * ({@code english.prefixes}, some only before a number), the next word starts with a lower-case
 * ASCII letter, or the word mixes dots and letters ({@code U.S.} then loses its dots:
 * {@code US}); {@code -noPunct} replaces every remaining non-alphanumeric character by a space.
 * {@code \s}, {@code \p{Digit}} and {@code \p{Lower}} are ASCII-only (Java regex defaults).
 *
 * <p>Reference: cmu-mtlab/meteor {@code edu.cmu.meteor.util.Normalizer} (LGPL); this is an
 * independent implementation of the same rules. The prefix list is METEOR's (from Moses).
 */
public final class Meteor15Normalizer {
    private static final String ALPHA = "A-Za-z\u0160\u017D\u0161\u017E\u0178\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017E"
            + "\u0400-\u04FF\u0500-\u0527\uA640-\uA66E\uA67E-\uA697\u1D00-\u1D7F";
    private static final String ALNUM = "0-9" + ALPHA;

    private static final Pattern SEP_OTHER = Pattern.compile("([^" + ALNUM + "\\s\\.\\'\\`\\,\\-\\\u2018\\\u2019])");
    private static final Pattern MULTI_DOT = Pattern.compile("\\.([\\.]+)");
    private static final Pattern MULTI_DOT2 = Pattern.compile("DOTMULTI\\.([^\\.])");
    private static final Pattern COMMA = Pattern.compile("([^\\p{Digit}])[,]([^\\p{Digit}])");
    private static final Pattern COMMA2 = Pattern.compile("([\\p{Digit}])[,]([^\\p{Digit}])");
    private static final Pattern COMMA3 = Pattern.compile("([^\\p{Digit}])[,]([\\p{Digit}])");
    private static final Pattern QUOTE = Pattern.compile("([`\u2018\u2019])");
    private static final Pattern QUOTE2 = Pattern.compile("([\u201C\u201D]|'')");
    private static final Pattern CONT1 = Pattern.compile("([^" + ALPHA + "])[']([^" + ALPHA + "])");
    private static final Pattern CONT2 = Pattern.compile("([^" + ALPHA + "\\p{Digit}])[']([" + ALPHA + "])");
    private static final Pattern CONT3 = Pattern.compile("([" + ALPHA + "])[']([^" + ALPHA + "])");
    private static final Pattern CONT4 = Pattern.compile("([" + ALPHA + "])[']([" + ALPHA + "])");
    private static final Pattern CONT5 = Pattern.compile("([\\p{Digit}])[']([s])");
    private static final Pattern PUNCT_STRIP = Pattern.compile("[^" + ALNUM + "]");
    private static final Pattern RM_DASH = Pattern.compile("([" + ALNUM + "\\.])[\\-]([" + ALNUM + "])");
    private static final Pattern WHITE = Pattern.compile(
            "[  \u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u00A0]+");
    private static final Pattern NBP_LETTER = Pattern.compile("[" + ALPHA + "]");
    private static final Pattern NBP_LOWER = Pattern.compile("^[\\p{Lower}]");
    private static final Pattern NBP_NUMBER = Pattern.compile("^[0-9]+");

    /** Prefix kinds of {@code english.prefixes}: always nonbreaking, or only before a number. */
    private static final int NBP_ANY = 1;
    private static final int NBP_NUMERIC_ONLY = 2;
    private static final Map<String, Integer> PREFIXES = loadPrefixes();

    private Meteor15Normalizer() {
    }

    /**
     * The normalized line, tokens separated by single spaces (not yet lower-cased).
     *
     * @param keepPunctuation false for {@code -noPunct}
     */
    public static String normalize(String line, boolean keepPunctuation) {
        String w = " " + line + " ";
        w = SEP_OTHER.matcher(w).replaceAll(" $1 ");
        w = MULTI_DOT.matcher(w).replaceAll(" DOTMULTI$1");
        while (w.contains("DOTMULTI.")) {
            w = MULTI_DOT2.matcher(w).replaceAll("DOTDOTMULTI $1");
            w = w.replace("DOTMULTI.", "DOTDOTMULTI");
        }
        w = COMMA.matcher(w).replaceAll("$1 , $2");
        w = COMMA2.matcher(w).replaceAll("$1 , $2");
        w = COMMA3.matcher(w).replaceAll("$1 , $2");
        w = QUOTE.matcher(w).replaceAll("'");
        w = QUOTE2.matcher(w).replaceAll(" \" ");
        w = w.replace("\u2013", "-");
        w = w.replace("--", "-");
        w = RM_DASH.matcher(w).replaceAll("$1 $2");
        w = CONT1.matcher(w).replaceAll("$1 ' $2");
        w = CONT2.matcher(w).replaceAll("$1 ' $2");
        w = CONT3.matcher(w).replaceAll("$1 ' $2");
        w = CONT4.matcher(w).replaceAll("$1 '$2");
        w = CONT5.matcher(w).replaceAll("$1 '$2");

        StringTokenizer tok = new StringTokenizer(w);
        String[] words = new String[tok.countTokens()];
        for (int i = 0; i < words.length; i++) {
            words[i] = tok.nextToken();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            if (word.length() > 1 && word.endsWith(".")) {
                String pre = word.substring(0, word.length() - 1);
                Integer type = PREFIXES.get(pre);
                boolean nextLower = i < words.length - 1 && NBP_LOWER.matcher(words[i + 1]).find();
                boolean nextNumber = i < words.length - 1 && NBP_NUMBER.matcher(words[i + 1]).find();
                if (pre.contains(".") && NBP_LETTER.matcher(pre).find()) {
                    sb.append(word.replace(".", ""));
                } else if ((type != null && type == NBP_ANY) || nextLower) {
                    sb.append(word);
                } else if (type != null && type == NBP_NUMERIC_ONLY && nextNumber) {
                    sb.append(word);
                } else {
                    sb.append(pre).append(" .");
                }
            } else {
                sb.append(word);
            }
            sb.append(' ');
        }
        w = sb.toString();
        while (w.contains("DOTDOTMULTI")) {
            w = w.replace("DOTDOTMULTI", "DOTMULTI.");
        }
        w = w.replace("DOTMULTI", ".");
        if (!keepPunctuation) {
            w = PUNCT_STRIP.matcher(w).replaceAll(" ");
        }
        return WHITE.matcher(w).replaceAll(" ").trim();
    }

    private static Map<String, Integer> loadPrefixes() {
        Map<String, Integer> map = new HashMap<>();
        try (InputStream in = Meteor15Normalizer.class.getResourceAsStream("english.prefixes");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                StringTokenizer tok = new StringTokenizer(line);
                if (tok.countTokens() == 0) {
                    continue;
                }
                String pre = tok.nextToken();
                if (pre.startsWith("#")) {
                    continue;
                }
                int type = tok.hasMoreTokens() && tok.nextToken().equals("#NUMERIC_ONLY#") ? NBP_NUMERIC_ONLY : NBP_ANY;
                map.put(pre, type);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(map);
    }
}
