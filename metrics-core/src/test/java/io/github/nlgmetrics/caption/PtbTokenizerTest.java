package io.github.nlgmetrics.caption;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@link PtbTokenizer}: the CoreNLP 3.4.1 behaviours observed by running {@code PTBTokenizer
 * -preserveLines -lowerCase} (outputs after pycocoevalcap's punctuation filter). Every golden
 * {@code tokenize} row of {@code coco.csv} runs in the conformance suite besides these.
 */
class PtbTokenizerTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # clitics
            Sandwich's cats isn't fast.        | sandwich 's cats is n't fast
            ISN'T Surfboard CAN'T              | is n't surfboard ca n't
            Horse 'tis 'Twas y'all             | horse 't is 't was y' all
            l'amour J'ai O'Grady o'clock       | l'amour j'ai o'grady o'clock
            # brackets, quotes, dashes
            Dog ( stone ) [x] {y}              | dog -lrb- stone -rrb- -lsb- x -rsb- -lcb- y -rcb-
            '‘film’ and “box” „child“'         | film and box „ child
            Plate — giraffes – leaves...       | plate giraffes leaves
            # abbreviations keep their period
            Dog at 3:30pm, e.g. in the U.S.    | dog at 3:30 pm e.g. in the u.s.
            Person No. 5 vs. person etc.       | person no. 5 vs. person etc.
            no. x Mr. ill. Ill.                | no x mr. ill ill.
            # gonna, cannot, symbols
            Kid gonna catch, cannot finish     | kid gon na catch can not finish
            Mouse costs $5.99 & 50% off #1     | mouse costs $ 5.99 & 50 % off # 1
            Movies :) ;-) :( <3                | movies :-rrb- ;--rrb- :-lrb- < 3
            Horses ¼ ½ ³ ™ Ⅻ 😀                | horses 1/4 1/2 ³ ™
            """)
    void tokenizesAsCoreNlp341(String caption, String expected) {
        assertEquals(expected, PtbTokenizer.tokenizeCaption(caption));
    }

    @Test
    void aTwoLetterCliticAtTheVeryEndOfTheInputIsNotSplit() {
        assertEquals("child ll", PtbTokenizer.tokenizeCaption("child'LL"));
        assertEquals(List.of("child 'll", "x"), PtbTokenizer.tokenizeCaptions(List.of("child'LL", "x")));
    }

    @Test
    void anInitialBeforeASentenceStartingWordLosesItsPeriod() {
        assertEquals(List.of("woman a", "the dog"), PtbTokenizer.tokenizeCaptions(List.of("woman a.", "The dog")));
        assertEquals(List.of("woman a.", "two dogs"), PtbTokenizer.tokenizeCaptions(List.of("woman a.", "Two dogs")));
    }

    @Test
    void fractionsAfterANumberAreJoinedByANoBreakSpace() {
        assertEquals("sandwich 1/2 of 10\u00a01/2", PtbTokenizer.tokenizeCaption("Sandwich 1/2 of 10 1/2"));
    }

    @Test
    void lineBreaksEndLines() {
        assertEquals(List.of("a", "b", "c", "d", "e", "f"),
                PtbTokenizer.tokenizeCaptions(List.of("a\rb", "c\u2028d", "e\r\nf")).subList(0, 6));
        assertEquals("car giraffe", PtbTokenizer.tokenizeCaption("Car\u0085giraffe"));
    }
}
