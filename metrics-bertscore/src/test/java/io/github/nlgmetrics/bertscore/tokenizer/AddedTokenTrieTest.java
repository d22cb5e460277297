package io.github.nlgmetrics.bertscore.tokenizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link AddedTokenTrie} is transformers 4.26.1's {@code Trie.split}, odd cuts included: every expected value is
 * what {@code transformers.tokenization_utils.Trie} returns for the same tokens and text (and on 3,000 random token
 * sets and texts over a small alphabet, checked while writing it).
 */
class AddedTokenTrieTest {
    private static List<String> split(String text, String... tokens) {
        AddedTokenTrie t = new AddedTokenTrie();
        for (String token : tokens) {
            t.add(token);
        }
        return t.split(text);
    }

    @Test
    void theLongerOfTwoTokensThatStartTogetherWins() {
        assertEquals(List.of("[CLS]", " This is a ", "extra_id_100"),
                split("[CLS] This is a extra_id_100", "[CLS]", "extra_id_1", "extra_id_100"));
    }

    @Test
    void aMatchThatStartedEarlierWinsOverOneInsideIt() {
        assertEquals(List.of("[CLS]", "L"), split("[CLS]L", "[CLS]", "L"));
        assertEquals(List.of("AB", "C"), split("ABC", "AB", "B", "C"));
        assertEquals(List.of("ABC", "D"), split("ABCD", "ABC", "B", "CD"));
    }

    @Test
    void aFailedPartialMatchDoesNotHideALaterToken() {
        assertEquals(List.of("b", "lower"), split("blower", "blowing", "lower"));
    }

    @Test
    void aPartialMatchThatFailedIsStillLookedAheadFromTheNextCharacter() {
        // at "i" the partial "bc" of "bcd" fails, while "c" is complete; the lookahead then tries "bc" + "d" one
        // character on and cuts "bcid" as if it were "bcd" (a piece that is no token, so the model gets it whole)
        assertEquals(List.of("  <s>", "bcid", "_100", "L", "extra_id_100"), split("  <s>bcid_100Lextra_id_100",
                "ab", "abc", "bcd", "c", "id_100", "L", "extra_id_1", "extra_id_100"));
    }

    @Test
    void tokensNextToEachOtherAreEachAPiece() {
        assertEquals(List.of("This is a ", "A", "[SPECIAL_TOKEN]", "P"),
                split("This is a A[SPECIAL_TOKEN]P", "A", "P", "[SPECIAL_TOKEN]"));
    }

    @Test
    void noTokenLeavesTheTextWholeAndAnEmptyTextHasNoPieces() {
        assertEquals(List.of("plain text"), split("plain text", "[CLS]"));
        assertEquals(List.of(), split("", "[CLS]"));
        assertEquals(List.of("x"), split("x"));
    }
}
