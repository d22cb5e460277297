package io.github.nlgmetrics.compat.perl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Values printed by perl 5.36 on Linux ({@code srand(s); printf("%.17g", rand())}). */
class PerlRandTest {
    @Test
    void srandOneSequence() {
        PerlRand r = new PerlRand(1);
        assertEquals(0.041630344771878214, r.next());
        assertEquals(0.45449244472862915, r.next());
        assertEquals(0.8348172181669149, r.next());
    }

    @Test
    void srandZeroIsASeedLikeAnyOther() {
        assertEquals("0.17082803610629", String.format("%.14f", new PerlRand(0).next()));
    }

    @Test
    void srand42() {
        assertEquals(0.74452500006100664, new PerlRand(42).next());
    }

    @Test
    void intOfRandNTruncates() {
        PerlRand r = new PerlRand(1);
        r.next();
        assertEquals(3, r.nextIndex(7)); // perl: srand(1); rand(); int(rand(7)) == 3
    }
}
