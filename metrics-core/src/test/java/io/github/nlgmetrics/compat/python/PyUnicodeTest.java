package io.github.nlgmetrics.compat.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** {@link PyUnicode#type} is CPython 3.11's {@code unicodedata.category} (Unicode 14.0). */
class PyUnicodeTest {
    /** {@code collections.Counter(unicodedata.category(chr(i)) for i in range(0x110000))} on CPython 3.11.7. */
    private static final Object[] PYTHON_311_COUNTS = {
        "Cc", 65, "Cf", 163, "Cn", 829834, "Co", 137468, "Cs", 2048, "Ll", 2227, "Lm", 334, "Lo", 127333, "Lt", 31,
        "Lu", 1831, "Mc", 445, "Me", 13, "Mn", 1950, "Nd", 660, "Nl", 236, "No", 895, "Pc", 10, "Pd", 26, "Pe", 77,
        "Pf", 10, "Pi", 12, "Po", 605, "Ps", 79, "Sc", 63, "Sk", 125, "Sm", 948, "So", 6605, "Zl", 1, "Zp", 1,
        "Zs", 17,
    };
    private static final String[] NAMES = new String[31];

    static {
        String[] pairs = {"Cn", "0", "Lu", "1", "Ll", "2", "Lt", "3", "Lm", "4", "Lo", "5", "Mn", "6", "Me", "7", "Mc", "8",
            "Nd", "9", "Nl", "10", "No", "11", "Zs", "12", "Zl", "13", "Zp", "14", "Cc", "15", "Cf", "16", "Co", "18",
            "Cs", "19", "Pd", "20", "Ps", "21", "Pe", "22", "Pc", "23", "Po", "24", "Sm", "25", "Sc", "26", "Sk", "27",
            "So", "28", "Pi", "29", "Pf", "30"};
        for (int i = 0; i < pairs.length; i += 2) {
            NAMES[Integer.parseInt(pairs[i + 1])] = pairs[i];
        }
    }

    @Test
    void everyCategoryHasPythonsNumberOfCodePoints() {
        Map<String, Integer> expected = new TreeMap<>();
        for (int i = 0; i < PYTHON_311_COUNTS.length; i += 2) {
            expected.put((String) PYTHON_311_COUNTS[i], (Integer) PYTHON_311_COUNTS[i + 1]);
        }
        Map<String, Integer> actual = new TreeMap<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            actual.merge(NAMES[PyUnicode.type(cp)], 1, Integer::sum);
        }
        assertEquals(expected, actual);
    }

    @Test
    void unicode14AssignmentsAndTheOneRecategorisation() {
        assertEquals(Character.OTHER_LETTER, PyUnicode.type(0x0870)); // ARABIC LETTER ALEF WITH ATTACHED FATHA
        assertEquals(Character.COMBINING_SPACING_MARK, PyUnicode.type(0x1734)); // Mn in Unicode 13
        assertEquals(Character.UNASSIGNED, PyUnicode.type(0x0378));
        assertFalse(PyUnicode.isOther(0x0870));
        assertTrue(PyUnicode.isOther(0x0378));
        assertTrue(PyUnicode.isOther(0x200B)); // Cf
        assertTrue(PyUnicode.isOther(0xE000)); // Co
        assertFalse(PyUnicode.isOther('a'));
    }
}
