package io.github.nlgmetrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Option#toDoubleTuples}: the six shapes NLTK's {@code weights} arrives in (golden JSON, the
 * command line, Java), each giving one tuple or several, and a bad number named with its key.
 */
class OptionDoubleTuplesTest {
    private static String parse(Object raw) {
        return Option.toDoubleTuples("weights", raw, one -> "one" + Arrays.toString(one),
                several -> "several" + several.stream().map(Arrays::toString).toList());
    }

    @Test
    void oneTupleFromAnArrayAListOfNumbersOrText() {
        assertEquals("one[0.5, 0.5]", parse(new double[] {0.5, 0.5}));
        assertEquals("one[0.5, 0.5]", parse(List.of(0.5, 0.5)));
        assertEquals("one[0.5, 0.5]", parse("0.5,0.5"));
        assertEquals("one[0.5, 0.5]", parse("[0.5, 0.5]"));
        assertEquals("one[0.5, 0.5]", parse(List.of("0.5,0.5"))); // one repeated flag
    }

    @Test
    void severalTuplesFromNestedListsNestedTextOrRepeatedFlags() {
        assertEquals("several[[0.5, 0.5], [1.0]]", parse(List.of(List.of(0.5, 0.5), List.of(1))));
        assertEquals("several[[0.5, 0.5]]", parse(List.of(List.of(0.5, 0.5)))); // a list of one tuple stays a list
        assertEquals("several[[0.5, 0.5], [1.0]]", parse("[[0.5, 0.5], [1]]"));
        assertEquals("several[[0.5, 0.5], [1.0]]", parse(List.of("0.5,0.5", "1")));
    }

    @Test
    void aBadNumberIsNamedWithItsKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse("0.5,x"));
        assertTrue(e.getMessage().contains("weights") && e.getMessage().contains("'x'"), e.getMessage());
    }
}
