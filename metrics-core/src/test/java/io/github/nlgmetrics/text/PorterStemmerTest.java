package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Named edge cases of {@link PorterStemmer#nltk()}. Every expected value was produced by NLTK 3.8
 * ({@code PorterStemmer().stem(w)} under CPython 3.11); where NLTK_EXTENSIONS differs from
 * {@code ORIGINAL_ALGORITHM} the original's result is given in a comment. The 12,230-word
 * vocabulary is checked by {@code StemGoldenTest} (stem.csv).
 */
class PorterStemmerTest {
    private static final PorterStemmer S = PorterStemmer.nltk();

    private static void stems(String word, String expected) {
        assertEquals(expected, S.stem(word), () -> "stem(\"" + word + "\")");
    }

    /** A named quirk's cases: one test per {@code word, stem} row, shown as {@code word -> stem}. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest(name = "{0} -> {1}")
    private @interface StemCases {
    }

    @Test
    void sharedInstance() {
        assertSame(PorterStemmer.nltk(), PorterStemmer.nltk());
    }

    @Test
    void nullIsRejected() {
        assertThrows(NullPointerException.class, () -> S.stem(null));
    }

    @Test
    void emptyStringStaysEmpty() {
        stems("", "");
    }

    @StemCases
    @CsvSource({
        "a, a",
        "I, i",
        "s, s",      // original: ""
        "as, as",    // original: "a"
        "AS, as",
        "is, is",    // original: "i"
        "us, us",    // original: "u"
        "ed, ed",
    })
    void wordsOfAtMostTwoCodePointsAreOnlyLowerCased(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        // An emoji is 2 UTF-16 chars but 1 Python character: "😀s" has length 2, kept whole.
        "\uD83D\uDE00s, \uD83D\uDE00s",    // original: "😀"
        // "İs" has length 2 before lower-casing, 3 after ("i̇s"): the test uses the original.
        "\u0130s, i\u0307s",
    })
    void lengthCountsCodePointsOfTheOriginalWord(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "ies, i",
        "ied, i",
        "sss, sss",
    })
    void threeLetterWordsAreStemmed(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "sky, sky",
        "skies, sky",          // original: "ski"
        "dying, die",          // original: "dy"
        "lying, lie",          // original: "ly"
        "tying, tie",          // original: "ty"
        "news, news",          // original: "new"
        "innings, inning",     // original: "in"
        "inning, inning",      // original: "in"
        "outings, outing",     // original: "out"
        "outing, outing",      // original: "out"
        "cannings, canning",   // original: "can"
        "canning, canning",    // original: "can"
        "howe, howe",          // original: "how"
        "proceed, proceed",    // original: "proce"
        "exceed, exceed",      // original: "exce"
        "succeed, succeed",    // original: "succe"
    })
    void irregularFormsPool(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "Dying, dy",
        "SKIES, ski",
        "News, new",
        // Only whole words are in the pool.
        "proceeds, proce",
        "exceeding, exceed",
    })
    void irregularFormsPoolIsLookedUpBeforeLowerCasing(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "dies, die",    // original: "di"
        "ties, tie",    // original: "ti"
        "flies, fli",
    })
    void step1aFourLetterIesBecomesIe(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "died, die",    // original: "di"
        "tied, tie",    // original: "ti"
        "spied, spi",
    })
    void step1bIedBecomesIeOrI(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "owing, owe",   // original: "ow"
        "ebbing, eb",
    })
    void step1bTwoLetterVowelConsonantStemCountsAsCvc(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "happy, happi",
        "enjoy, enjoy",   // original: "enjoi"
        "toy, toy",       // original: "toi"
        "say, say",       // original: "sai"
        "spy, spi",       // original: "spy"
        "fly, fli",       // original: "fly"
        "sky, sky",
    })
    void step1cYToIOnlyAfterANonInitialConsonant(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "geology, geolog",             // original: "geologi"
        "theology, theolog",           // original: "theologi"
        "archaeology, archaeolog",     // original: "archaeologi"
    })
    void step2LogiKeepsTheLWithTheStem(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "sensationalli, sensat",       // original: "sensation"
        "rationalli, ration",
        "radically, radic",
        "formally, formal",
    })
    void step2AlliFirstThenStep2Again(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "hopefully, hope",             // original: "hopefulli"
        "conformably, conform",
        "probably, probabl",
        "abli, abli",
    })
    void step2FulliAndBli(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        // NLTK's rule list tests the pseudo-suffix "*d" with str.endswith when the stem does not
        // end in a double consonant, so a stem ending in the two characters "*d" matches it.
        "a*ding, ad",
        "xa*ded, xad",
    })
    void literalStarDSuffixLosesItsStar(String word, String expected) {
        stems(word, expected);
    }

    @Test
    void runsOfYAlternateConsonantAndVowel() {
        stems("yyyyyyy", "yyyyyyy");   // original: "yyyyyyi"
        stems("sayyying", "sayi");
        stems("syzygy", "syzygi");
        stems("yyyyyyyy", "yyyyyyyi");
        stems("y".repeat(800), "y".repeat(799) + "i");
        stems("y".repeat(801), "y".repeat(801));
        // NLTK raises RecursionError on 5,000 y's (its consonant test recurses along the run).
        assertDoesNotThrow(() -> S.stem("y".repeat(5000)));
    }

    @StemCases
    @CsvSource({
        "Running, run",
        "CARESSES, caress",
        "HoPeFuLnEsS, hope",
        "Generalizations, gener",
    })
    void upperCaseInputIsLowerCasedFirst(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "caf\u00e9s, caf\u00e9",
        "r\u00e9sum\u00e9s, r\u00e9sum\u00e9",
        "na\u00efvety, na\u00efveti",
        "\u00e9ying, \u00e9y",
        "\u00e9y, \u00e9y",
        "\u00e9ed, \u00e9ed",
        "stra\u00dfe, stra\u00dfe",
        "STRASSE, strass",
        "\u4e2d\u6587s, \u4e2d\u6587",
        "\uD83D\uDE00ing, \uD83D\uDE00ing",
    })
    void nonAsciiLettersAreConsonants(String word, String expected) {
        stems(word, expected);
    }

    @StemCases
    @CsvSource({
        "\u0130\u0130\u0130, i\u0307i\u0307i\u0307",
        "\u039f\u0394\u039f\u03a3, \u03bf\u03b4\u03bf\u03c2",      // final sigma
        "\u03bb\u03cc\u03b3\u03bf\u03c2, \u03bb\u03cc\u03b3\u03bf\u03c2",
        "\u041c\u041e\u0421\u041a\u0412\u0410, \u043c\u043e\u0441\u043a\u0432\u0430",
        // Vithkuqi capitals (Unicode 14, unknown to Java 17) lower-cased as CPython 3.11 does.
        "\uD801\uDD70\uD801\uDD71s, \uD801\uDD97\uD801\uDD98",
    })
    void nonAsciiLowerCasingFollowsPython(String word, String expected) {
        stems(word, expected);
    }

    /** The examples of Porter (1980); NLTK_EXTENSIONS agrees with the original on all of them. */
    @StemCases
    @CsvSource({
        // step 1a
        "caresses, caress", "ponies, poni", "caress, caress", "cats, cat",
        // step 1b
        "feed, feed", "agreed, agre", "plastered, plaster", "bled, bled", "motoring, motor",
        "sing, sing", "conflated, conflat", "troubled, troubl", "sized, size", "hopping, hop",
        "tanned, tan", "falling, fall", "hissing, hiss", "fizzed, fizz", "failing, fail",
        "filing, file",
        // step 2
        "relational, relat", "conditional, condit", "rational, ration", "valenci, valenc",
        "hesitanci, hesit", "digitizer, digit", "vietnamization, vietnam", "predication, predic",
        "operator, oper", "feudalism, feudal", "decisiveness, decis", "hopefulness, hope",
        "callousness, callous", "formaliti, formal", "sensitiviti, sensit",
        "sensibiliti, sensibl",
        // step 3
        "triplicate, triplic", "formative, form", "formalize, formal", "electriciti, electr",
        "electrical, electr", "hopeful, hope", "goodness, good",
        // step 4
        "revival, reviv", "allowance, allow", "inference, infer", "airliner, airlin",
        "gyroscopic, gyroscop", "adjustable, adjust", "defensible, defens", "irritant, irrit",
        "replacement, replac", "adjustment, adjust", "dependent, depend", "adoption, adopt",
        "homologou, homolog", "communism, commun", "activate, activ", "angulariti, angular",
        "homologous, homolog", "effective, effect", "bowdlerize, bowdler",
        // step 5
        "probate, probat", "rate, rate", "cease, ceas", "controll, control", "roll, roll",
        // several steps
        "generalizations, gener", "oscillators, oscil", "generously, gener",
    })
    void paperExamples(String word, String expected) {
        stems(word, expected);
    }
}
