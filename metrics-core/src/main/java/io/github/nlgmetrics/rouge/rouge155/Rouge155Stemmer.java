package io.github.nlgmetrics.rouge.rouge155;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * ROUGE-1.5.5.pl's {@code MorphStem}: the WordNet-2.0 exception table first, then the script's
 * own Porter stemmer (its "Release 1" Perl port with Chin-Yew Lin's 02/14/2004 change to step 4).
 *
 * <p>This is not NLTK's Porter stemmer, nor the reference Porter algorithm: the script's
 * measure tests are Perl regular expressions over the consonant/vowel classes
 * {@code C = [^aeiou][^aeiouy]*} and {@code V = [aeiouy][aeiou]*} (so {@code y} after a
 * consonant run counts as a vowel, and the leftmost-match backtracking decides {@code m}), and
 * its step 4 applies three rules in sequence:
 * <pre>
 *   (al|ance|ence|er|ic|able|ible|ant|ement|ou|ism|ate|iti|ous|ive|ize)$  if m &gt; 1
 *   then  ment$                                                          if m &gt; 1
 *   then  ent$  else (s|t)ion$ keeping s|t                                if m &gt; 1
 * </pre>
 * so "-ement" words lose "ement" and never try "ment"/"ent" first, but a word may lose two
 * suffixes. We run the script's own patterns (Java's regex semantics equal Perl's for them)
 * and memoize every word, so scoring never runs a regex twice for the same token.
 *
 * <pre>
 *   morphStem("1990s")  = "1990"       morphStem("better") = "good" (exception table)
 *   porter("generalizations") = "gener"
 * </pre>
 */
public final class Rouge155Stemmer {
    private static final String C = "[^aeiou][^aeiouy]*";
    private static final String V = "[aeiouy][aeiou]*";
    private static final Pattern MGR0 = Pattern.compile("^(" + C + ")?" + V + C);
    private static final Pattern MEQ1 = Pattern.compile("^(" + C + ")?" + V + C + "(" + V + ")?$");
    private static final Pattern MGR1 = Pattern.compile("^(" + C + ")?" + V + C + V + C);
    private static final Pattern VOWEL_IN_STEM = Pattern.compile("^(" + C + ")?[aeiouy]");
    private static final Pattern CVC = Pattern.compile("^" + C + "[aeiouy][^aeiouwxy]$");

    private static final Pattern STEP1A_1 = Pattern.compile("(ss|i)es$");
    private static final Pattern STEP1A_2 = Pattern.compile("([^s])s$");
    private static final Pattern STEP1B_EED = Pattern.compile("eed$");
    private static final Pattern STEP1B_EDING = Pattern.compile("(ed|ing)$");
    private static final Pattern STEP1B_ATBLIZ = Pattern.compile("(at|bl|iz)$");
    private static final Pattern STEP1B_DOUBLE = Pattern.compile("([^aeiouylsz])\\1$");
    private static final Pattern STEP1C = Pattern.compile("y$");
    private static final Pattern STEP2 = Pattern.compile("(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli"
            + "|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$");
    private static final Pattern STEP3 = Pattern.compile("(icate|ative|alize|iciti|ical|ful|ness)$");
    private static final Pattern STEP4 = Pattern.compile(
            "(al|ance|ence|er|ic|able|ible|ant|ement|ou|ism|ate|iti|ous|ive|ize)$");
    private static final Pattern STEP4_MENT = Pattern.compile("ment$");
    private static final Pattern STEP4_ENT = Pattern.compile("ent$");
    private static final Pattern STEP4_ION = Pattern.compile("(s|t)(ion)$");
    private static final Pattern STEP5_E = Pattern.compile("e$");
    private static final Pattern STEP5_LL = Pattern.compile("ll$");

    private static final Map<String, String> STEP2_LIST = Map.ofEntries(
            Map.entry("ational", "ate"), Map.entry("tional", "tion"), Map.entry("enci", "ence"),
            Map.entry("anci", "ance"), Map.entry("izer", "ize"), Map.entry("bli", "ble"),
            Map.entry("alli", "al"), Map.entry("entli", "ent"), Map.entry("eli", "e"),
            Map.entry("ousli", "ous"), Map.entry("ization", "ize"), Map.entry("ation", "ate"),
            Map.entry("ator", "ate"), Map.entry("alism", "al"), Map.entry("iveness", "ive"),
            Map.entry("fulness", "ful"), Map.entry("ousness", "ous"), Map.entry("aliti", "al"),
            Map.entry("iviti", "ive"), Map.entry("biliti", "ble"), Map.entry("logi", "log"));
    private static final Map<String, String> STEP3_LIST = Map.of(
            "icate", "ic", "ative", "", "alize", "al", "iciti", "ic", "ical", "ic", "ful", "", "ness", "");

    private final Map<String, String> exceptions;
    private final Map<String, String> cache = new HashMap<>();

    /** A stemmer consulting {@code exceptions} (word → base, as the script's WordNet-2.0.exc.db) first. */
    public Rouge155Stemmer(Map<String, String> exceptions) {
        this.exceptions = Map.copyOf(exceptions);
    }

    /**
     * The script's {@code MorphStem(token)}: null for null or empty, the exception table's base
     * for a (lowercased) listed word, else {@link #porter}. Memoized; not thread-safe.
     */
    public String morphStem(String token) {
        if (token == null || token.isEmpty()) {
            return null;
        }
        String cached = cache.get(token);
        if (cached != null) {
            return cached;
        }
        String lower = Rouge155Text.asciiLower(token);
        String base = exceptions.get(lower);
        String out = base != null ? base : porter(lower);
        cache.put(token, out);
        return out;
    }

    /** The script's {@code stem($w)} (its Porter variant), without the exception table. */
    public static String porter(String word) {
        String w = word;
        if (w.length() < 3) {
            return w;
        }
        // An initial y is upper-cased so that the patterns treat it as a consonant.
        boolean initialY = w.charAt(0) == 'y';
        if (initialY) {
            w = 'Y' + w.substring(1);
        }
        Matcher m;
        // Step 1a
        if ((m = STEP1A_1.matcher(w)).find()) {
            w = w.substring(0, m.start()) + m.group(1);
        } else if ((m = STEP1A_2.matcher(w)).find()) {
            w = w.substring(0, m.start()) + m.group(1);
        }
        // Step 1b
        if ((m = STEP1B_EED.matcher(w)).find()) {
            if (MGR0.matcher(w.substring(0, m.start())).find()) {
                w = w.substring(0, w.length() - 1);
            }
        } else if ((m = STEP1B_EDING.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (VOWEL_IN_STEM.matcher(stem).find()) {
                w = stem;
                if (STEP1B_ATBLIZ.matcher(w).find()) {
                    w = w + "e";
                } else if (STEP1B_DOUBLE.matcher(w).find()) {
                    w = w.substring(0, w.length() - 1);
                } else if (CVC.matcher(w).find()) {
                    w = w + "e";
                }
            }
        }
        // Step 1c
        if ((m = STEP1C.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (VOWEL_IN_STEM.matcher(stem).find()) {
                w = stem + "i";
            }
        }
        // Step 2
        if ((m = STEP2.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR0.matcher(stem).find()) {
                w = stem + STEP2_LIST.get(m.group(1));
            }
        }
        // Step 3
        if ((m = STEP3.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR0.matcher(stem).find()) {
                w = stem + STEP3_LIST.get(m.group(1));
            }
        }
        // Step 4, as modified in the script (three rules applied in sequence).
        if ((m = STEP4.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR1.matcher(stem).find()) {
                w = stem;
            }
        }
        if ((m = STEP4_MENT.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR1.matcher(stem).find()) {
                w = stem;
            }
        }
        if ((m = STEP4_ENT.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR1.matcher(stem).find()) {
                w = stem;
            }
        } else if ((m = STEP4_ION.matcher(w)).find()) {
            String stem = w.substring(0, m.start()) + m.group(1);
            if (MGR1.matcher(stem).find()) {
                w = stem;
            }
        }
        // Step 5
        if ((m = STEP5_E.matcher(w)).find()) {
            String stem = w.substring(0, m.start());
            if (MGR1.matcher(stem).find()
                    || (MEQ1.matcher(stem).find() && !CVC.matcher(stem).find())) {
                w = stem;
            }
        }
        if (STEP5_LL.matcher(w).find() && MGR1.matcher(w).find()) {
            w = w.substring(0, w.length() - 1);
        }
        if (initialY && !w.isEmpty()) {
            w = Character.toLowerCase(w.charAt(0)) + w.substring(1);
        }
        return w;
    }
}
