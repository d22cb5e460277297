package io.github.nlgmetrics.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Token ids in order of first sight, and the bound every per-thread scorer keeps its vocabulary under. */
class VocabularyTest {
    @Test
    void idsFollowFirstSightAndEncodeUsesThem() {
        Vocabulary v = new Vocabulary();
        assertEquals(List.of(0, 1, 0, 2), java.util.Arrays.stream(v.encode(List.of("a", "b", "a", "c"))).boxed().toList());
        assertEquals("b", v.token(1));
        assertEquals(3, v.size());
    }

    @Test
    void boundForgetsTheTokensOnlyOnceMoreThanMaxKeptWereSeen() {
        Vocabulary v = new Vocabulary();
        for (int i = 0; i < Vocabulary.MAX_KEPT; i++) {
            v.id(Integer.toString(i));
        }
        v.bound();
        assertEquals(Vocabulary.MAX_KEPT, v.size(), "at the bound: kept");
        v.id("one more");
        v.bound();
        assertEquals(0, v.size(), "past it: forgotten");
        assertEquals(0, v.id("x"), "ids restart at 0");
    }
}
