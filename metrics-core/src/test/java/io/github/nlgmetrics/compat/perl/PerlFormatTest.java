package io.github.nlgmetrics.compat.perl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PerlFormatTest {
    @Test
    void perlNumberFormatting() {
        assertEquals("25", PerlFormat.number(25.0));
        assertEquals("12.5", PerlFormat.number(12.5));
        assertEquals("0.3", PerlFormat.number(0.1 + 0.2));
        assertEquals("2.29739670999407", PerlFormat.number(Math.pow(2, 1.2)));
        assertEquals("1e+20", PerlFormat.number(1e20));
    }

    @Test
    void fixedIsCsPrintfPaddedToTheWidth() {
        assertEquals("0.61538", PerlFormat.fixed(0.615384615, 7, 5));
        assertEquals("1.00000", PerlFormat.fixed(1, 7, 5));
        assertEquals("  0.500", PerlFormat.fixed(0.5, 7, 3));
        // C rounds the exact binary value: 2.675 is stored just below 2.675.
        assertEquals("2.67", PerlFormat.fixed(2.675, 1, 2));
        assertEquals(0.33333, PerlFormat.round(1.0 / 3, 5));
    }
}
