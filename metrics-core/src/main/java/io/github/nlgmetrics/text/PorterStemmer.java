package io.github.nlgmetrics.text;

import io.github.nlgmetrics.compat.python.PyCase;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The Porter stemmer exactly as NLTK 3.8's {@code nltk.stem.porter.PorterStemmer()} computes it,
 * in its default mode {@code NLTK_EXTENSIONS}, with {@code stem(word)}'s default
 * {@code to_lowercase=True}. Used by rouge-score's tokenizer and by NLTK's METEOR.
 *
 * <p>{@code stem(word)}:
 * <ol>
 *   <li>lower-cases {@code word} as Python's {@code str.lower()} does ({@link PyCase#lower});</li>
 *   <li>if the <em>original</em> {@code word} is in the irregular-forms pool, returns its entry:
 *       {@code sky, skies → sky; dying → die; lying → lie; tying → tie; news → news;
 *       innings, inning → inning; outings, outing → outing; cannings, canning → canning;
 *       howe → howe; proceed, exceed, succeed → themselves} (the lookup uses the word before
 *       lower-casing, so {@code "Dying"} is not in the pool and is stemmed normally);</li>
 *   <li>if the original word has at most 2 code points, returns it lower-cased, unstemmed;</li>
 *   <li>applies steps 1a, 1b, 1c, 2, 3, 4, 5a, 5b of Porter (1980) with NLTK's changes.</li>
 * </ol>
 *
 * <p>Differences from the published algorithm (M.F. Porter, "An algorithm for suffix stripping",
 * Program 14(3), 1980), all reproduced (NLTK's {@code ORIGINAL_ALGORITHM} mode is not offered):
 * <ul>
 *   <li>the irregular-forms pool and the length ≤ 2 rule above;</li>
 *   <li>1a: a 4-letter word in {@code -ies} becomes {@code -ie} ({@code dies → die}, but
 *       {@code flies → fli});</li>
 *   <li>1b: {@code -ied} becomes {@code -ie} in a 4-letter word, {@code -i} otherwise, before
 *       any other 1b rule ({@code died → die}, {@code spied → spi});</li>
 *   <li>1b, condition {@code *o}: a 2-letter stem vowel+consonant also counts (with no
 *       w/x/y exclusion);</li>
 *   <li>1c: {@code y → i} only when the letter before {@code y} is a consonant and not the
 *       first letter ({@code happy → happi}, {@code enjoy → enjoy}, {@code sky → sky},
 *       {@code spy → spi}); the original asks for a vowel anywhere in the stem;</li>
 *   <li>2: {@code (m>0) bli → ble} instead of {@code abli → able}; {@code alli → al} is tried
 *       first and, when it applies, step 2 runs again on the result; added
 *       {@code (m>0) fulli → ful} and {@code logi → log} whose {@code m>0} condition is tested on
 *       the stem <em>with</em> its {@code l} ({@code geologi}: {@code geol}).</li>
 * </ul>
 * Like NLTK, a rule whose suffix matches but whose condition fails ends its step (no later rule
 * of the list is tried), except in step 5a which tries both of its rules.
 *
 * <p>Not interchangeable with Lucene's {@code PorterStemFilter} or the Snowball "porter"/
 * "english" stemmers: they differ from NLTK on about 1–2% of English words, so they cannot give
 * parity with the Python references.
 *
 * <p>Characters: like Python, every test runs over code points; a vowel is one of the five
 * ASCII letters {@code a e i o u}, {@code y} is a vowel after a consonant, and every other code
 * point (digits, accented or non-Latin letters) is a consonant. One NLTK behaviour is
 * deliberately not reproduced: its recursive consonant test raises Python's
 * {@code RecursionError} on words with about 1,000 {@code y}s in a row; here they are stemmed.
 *
 * <p>Immutable and thread-safe; {@link #stem} allocates one small code-point buffer per word.
 * {@link #memoized()} is the same function behind the one JVM-wide memo that ROUGE and METEOR share.
 */
public final class PorterStemmer {
    private static final PorterStemmer NLTK = new PorterStemmer();
    /** Entries of the shared memo; at this size it is emptied and refilled. */
    private static final int MAX_MEMO = 200_000;
    private static final ConcurrentHashMap<String, String> MEMO = new ConcurrentHashMap<>();
    private static final UnaryOperator<String> MEMOIZED = PorterStemmer::memoStem;

    /** NLTK's {@code irregular_forms}, inverted to word → stem, as its {@code pool}. */
    private static final Map<String, String> POOL = Map.ofEntries(
            Map.entry("sky", "sky"), Map.entry("skies", "sky"),
            Map.entry("dying", "die"), Map.entry("lying", "lie"), Map.entry("tying", "tie"),
            Map.entry("news", "news"),
            Map.entry("innings", "inning"), Map.entry("inning", "inning"),
            Map.entry("outings", "outing"), Map.entry("outing", "outing"),
            Map.entry("cannings", "canning"), Map.entry("canning", "canning"),
            Map.entry("howe", "howe"),
            Map.entry("proceed", "proceed"), Map.entry("exceed", "exceed"),
            Map.entry("succeed", "succeed"));

    // Rule conditions.
    private static final int M_GT_0 = 0;
    private static final int M_GT_1 = 1;
    /** {@code m>1} and the stem ends in s or t. */
    private static final int ION = 2;
    /** {@code m>0} on the stem plus the suffix's first letter. */
    private static final int LOGI = 3;

    /** Step 2's rule list in NLTK_EXTENSIONS order: suffix, replacement. */
    private static final String[][] STEP2 = {
        {"ational", "ate"}, {"tional", "tion"}, {"enci", "ence"}, {"anci", "ance"}, {"izer", "ize"},
        {"bli", "ble"}, {"alli", "al"}, {"entli", "ent"}, {"eli", "e"}, {"ousli", "ous"},
        {"ization", "ize"}, {"ation", "ate"}, {"ator", "ate"}, {"alism", "al"}, {"iveness", "ive"},
        {"fulness", "ful"}, {"ousness", "ous"}, {"aliti", "al"}, {"iviti", "ive"}, {"biliti", "ble"},
        {"fulli", "ful"}, {"logi", "log"},
    };
    private static final char[][] STEP2_SUFFIX = suffixes(STEP2);
    private static final char[][] STEP2_REPLACEMENT = replacements(STEP2);
    private static final int[] STEP2_CONDITION = conditions(STEP2.length, M_GT_0, "logi", STEP2, LOGI);

    private static final String[][] STEP3 = {
        {"icate", "ic"}, {"ative", ""}, {"alize", "al"}, {"iciti", "ic"}, {"ical", "ic"}, {"ful", ""},
        {"ness", ""},
    };
    private static final char[][] STEP3_SUFFIX = suffixes(STEP3);
    private static final char[][] STEP3_REPLACEMENT = replacements(STEP3);
    private static final int[] STEP3_CONDITION = conditions(STEP3.length, M_GT_0, null, STEP3, 0);

    private static final String[][] STEP4 = {
        {"al", ""}, {"ance", ""}, {"ence", ""}, {"er", ""}, {"ic", ""}, {"able", ""}, {"ible", ""},
        {"ant", ""}, {"ement", ""}, {"ment", ""}, {"ent", ""}, {"ion", ""}, {"ou", ""}, {"ism", ""},
        {"ate", ""}, {"iti", ""}, {"ous", ""}, {"ive", ""}, {"ize", ""},
    };
    private static final char[][] STEP4_SUFFIX = suffixes(STEP4);
    private static final char[][] STEP4_REPLACEMENT = replacements(STEP4);
    private static final int[] STEP4_CONDITION = conditions(STEP4.length, M_GT_1, "ion", STEP4, ION);

    private PorterStemmer() {
    }

    /** The shared stemmer of NLTK 3.8's default {@code PorterStemmer()} (mode NLTK_EXTENSIONS). */
    public static PorterStemmer nltk() {
        return NLTK;
    }

    /**
     * {@code nltk().stem(word)} behind one bounded memo shared by the whole JVM (ROUGE's
     * {@code use_stemmer=True}, METEOR's stem stage). Word frequencies are Zipfian, so most tokens
     * repeat and stemming would otherwise dominate; the memo only saves time (a stem is a pure
     * function of the word), and it is emptied whenever it reaches 200,000 words. Thread-safe.
     */
    public static UnaryOperator<String> memoized() {
        return MEMOIZED;
    }

    private static String memoStem(String word) {
        String s = MEMO.get(word);
        if (s == null) {
            s = NLTK.stem(word);
            if (MEMO.size() >= MAX_MEMO) {
                MEMO.clear();
            }
            MEMO.put(word, s);
        }
        return s;
    }

    /**
     * NLTK's {@code PorterStemmer().stem(word)}: the lower-cased stem of {@code word}.
     *
     * <pre>
     * stem("caresses") = "caress"    stem("dying")   = "die"     stem("Dying")  = "dy"
     * stem("happy")    = "happi"     stem("enjoy")   = "enjoy"   stem("flies")  = "fli"
     * stem("dies")     = "die"       stem("geology") = "geolog"  stem("AS")     = "as"
     * </pre>
     *
     * @throws NullPointerException if {@code word} is null
     */
    public String stem(String word) {
        String lower = PyCase.lower(word);
        String irregular = POOL.get(word);
        if (irregular != null) {
            return irregular;
        }
        if (word.codePointCount(0, word.length()) <= 2) {
            return lower;
        }
        int n = lower.length();
        // Capacity: no step lengthens the word (1b's +e follows the removal of -ed/-ing).
        int[] b = new int[n];
        int len = 0;
        for (int i = 0; i < n; ) {
            int cp = lower.codePointAt(i);
            b[len++] = cp;
            i += Character.charCount(cp);
        }
        len = step1a(b, len);
        len = step1b(b, len);
        len = step1c(b, len);
        len = step2(b, len);
        len = step3(b, len);
        len = step4(b, len);
        len = step5a(b, len);
        len = step5b(b, len);
        return new String(b, 0, len);
    }

    @Override
    public String toString() {
        return "PorterStemmer[nltk 3.8, NLTK_EXTENSIONS]";
    }

    // ---- steps: each takes the word b[0, len) and returns its new length ----

    private static int step1a(int[] b, int len) {
        if (len == 4 && endsWith(b, len, "ies")) {
            return replace(b, len, 3, "ie");
        }
        if (endsWith(b, len, "sses")) {
            return len - 2;
        }
        if (endsWith(b, len, "ies")) {
            return len - 2;
        }
        if (endsWith(b, len, "ss")) {
            return len;
        }
        if (endsWith(b, len, "s")) {
            return len - 1;
        }
        return len;
    }

    private static int step1b(int[] b, int len) {
        if (endsWith(b, len, "ied")) {
            return replace(b, len, 3, len == 4 ? "ie" : "i");
        }
        if (endsWith(b, len, "eed")) {
            return measure(b, len - 3) > 0 ? len - 1 : len;
        }
        int stem;
        if (endsWith(b, len, "ed") && containsVowel(b, len - 2)) {
            stem = len - 2;
        } else if (endsWith(b, len, "ing") && containsVowel(b, len - 3)) {
            stem = len - 3;
        } else {
            return len;
        }
        // NLTK's rule list on the intermediate stem: at, bl, iz, *d, then (m=1 and *o) -> +e.
        if (endsWith(b, stem, "at") || endsWith(b, stem, "bl") || endsWith(b, stem, "iz")) {
            b[stem] = 'e';
            return stem + 1;
        }
        if (endsDoubleConsonant(b, stem)) {
            int last = b[stem - 1];
            return last == 'l' || last == 's' || last == 'z' ? stem : stem - 1;
        }
        // NLTK's "*d" rule falls through to a literal endswith("*d") test: a stem ending in
        // "*d" loses its "*" (its condition, last letter d not l/s/z, always holds).
        if (endsWith(b, stem, "*d")) {
            b[stem - 2] = 'd';
            return stem - 1;
        }
        if (measure(b, stem) == 1 && endsCvc(b, stem)) {
            b[stem] = 'e';
            return stem + 1;
        }
        return stem;
    }

    private static int step1c(int[] b, int len) {
        if (endsWith(b, len, "y")) {
            int stem = len - 1;
            if (stem > 1 && isConsonant(b, stem - 1)) {
                b[stem] = 'i';
            }
        }
        return len;
    }

    private static int step2(int[] b, int len) {
        if (endsWith(b, len, "alli") && measure(b, len - 4) > 0) {
            return step2(b, len - 2);
        }
        return applyRules(b, len, STEP2_SUFFIX, STEP2_REPLACEMENT, STEP2_CONDITION);
    }

    private static int step3(int[] b, int len) {
        return applyRules(b, len, STEP3_SUFFIX, STEP3_REPLACEMENT, STEP3_CONDITION);
    }

    private static int step4(int[] b, int len) {
        return applyRules(b, len, STEP4_SUFFIX, STEP4_REPLACEMENT, STEP4_CONDITION);
    }

    private static int step5a(int[] b, int len) {
        if (endsWith(b, len, "e")) {
            int stem = len - 1;
            int m = measure(b, stem);
            if (m > 1 || (m == 1 && !endsCvc(b, stem))) {
                return stem;
            }
        }
        return len;
    }

    private static int step5b(int[] b, int len) {
        // NLTK tests m>1 on the word minus one l, i.e. on the result.
        if (endsWith(b, len, "ll") && measure(b, len - 1) > 1) {
            return len - 1;
        }
        return len;
    }

    /**
     * NLTK's {@code _apply_rule_list}: the first rule whose suffix matches decides; if its
     * condition fails the word is returned unchanged.
     */
    private static int applyRules(int[] b, int len, char[][] suffixes, char[][] replacements,
            int[] conditions) {
        for (int r = 0; r < suffixes.length; r++) {
            char[] suffix = suffixes[r];
            if (!endsWith(b, len, suffix)) {
                continue;
            }
            int stem = len - suffix.length;
            boolean ok;
            switch (conditions[r]) {
                case M_GT_0:
                    ok = measure(b, stem) > 0;
                    break;
                case M_GT_1:
                    ok = measure(b, stem) > 1;
                    break;
                case ION:
                    ok = measure(b, stem) > 1 && (b[stem - 1] == 's' || b[stem - 1] == 't');
                    break;
                case LOGI:
                    ok = measure(b, stem + 1) > 0;
                    break;
                default:
                    throw new AssertionError(conditions[r]);
            }
            if (!ok) {
                return len;
            }
            char[] replacement = replacements[r];
            for (int k = 0; k < replacement.length; k++) {
                b[stem + k] = replacement[k];
            }
            return stem + replacement.length;
        }
        return len;
    }

    // ---- Porter's predicates over b[0, len) ----

    private static boolean isVowelLetter(int c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }

    /**
     * Porter's consonant: not a e i o u, and a y only when first or after a vowel. NLTK's
     * definition is recursive; along a run of y's the answer alternates from the run's start.
     */
    private static boolean isConsonant(int[] b, int i) {
        int c = b[i];
        if (isVowelLetter(c)) {
            return false;
        }
        if (c != 'y') {
            return true;
        }
        int start = i;
        while (start > 0 && b[start - 1] == 'y') {
            start--;
        }
        boolean first = start == 0 || isVowelLetter(b[start - 1]);
        return ((i - start) & 1) == 0 ? first : !first;
    }

    /** Porter's m: the number of vowel→consonant transitions, i.e. "vc" in the c/v pattern. */
    private static int measure(int[] b, int len) {
        int m = 0;
        boolean prevConsonant = true;
        for (int i = 0; i < len; i++) {
            int c = b[i];
            boolean consonant = !isVowelLetter(c) && (c != 'y' || i == 0 || !prevConsonant);
            if (consonant && i > 0 && !prevConsonant) {
                m++;
            }
            prevConsonant = consonant;
        }
        return m;
    }

    /** Porter's *v*. */
    private static boolean containsVowel(int[] b, int len) {
        boolean prevConsonant = true;
        for (int i = 0; i < len; i++) {
            int c = b[i];
            boolean consonant = !isVowelLetter(c) && (c != 'y' || i == 0 || !prevConsonant);
            if (!consonant) {
                return true;
            }
            prevConsonant = consonant;
        }
        return false;
    }

    /** Porter's *d. */
    private static boolean endsDoubleConsonant(int[] b, int len) {
        return len >= 2 && b[len - 1] == b[len - 2] && isConsonant(b, len - 1);
    }

    /** Porter's *o, with NLTK's extra case of a 2-letter vowel+consonant stem. */
    private static boolean endsCvc(int[] b, int len) {
        if (len >= 3) {
            int last = b[len - 1];
            return isConsonant(b, len - 3) && !isConsonant(b, len - 2) && isConsonant(b, len - 1)
                    && last != 'w' && last != 'x' && last != 'y';
        }
        return len == 2 && !isConsonant(b, 0) && isConsonant(b, 1);
    }

    private static boolean endsWith(int[] b, int len, String suffix) {
        int k = suffix.length();
        if (k > len) {
            return false;
        }
        for (int i = 0; i < k; i++) {
            if (b[len - k + i] != suffix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean endsWith(int[] b, int len, char[] suffix) {
        int k = suffix.length;
        if (k > len) {
            return false;
        }
        int off = len - k;
        for (int i = k - 1; i >= 0; i--) {
            if (b[off + i] != suffix[i]) {
                return false;
            }
        }
        return true;
    }

    /** Replaces the last {@code suffixLength} code points by {@code replacement}. */
    private static int replace(int[] b, int len, int suffixLength, String replacement) {
        int stem = len - suffixLength;
        for (int k = 0; k < replacement.length(); k++) {
            b[stem + k] = replacement.charAt(k);
        }
        return stem + replacement.length();
    }

    private static char[][] suffixes(String[][] rules) {
        char[][] out = new char[rules.length][];
        for (int r = 0; r < rules.length; r++) {
            out[r] = rules[r][0].toCharArray();
        }
        return out;
    }

    private static char[][] replacements(String[][] rules) {
        char[][] out = new char[rules.length][];
        for (int r = 0; r < rules.length; r++) {
            out[r] = rules[r][1].toCharArray();
        }
        return out;
    }

    private static int[] conditions(int n, int dflt, String special, String[][] rules, int specialCondition) {
        int[] out = new int[n];
        for (int r = 0; r < n; r++) {
            out[r] = rules[r][0].equals(special) ? specialCondition : dflt;
        }
        return out;
    }
}
