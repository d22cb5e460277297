package io.github.nlgmetrics.compat.perl;

/**
 * Perl's {@code srand(seed)} / {@code rand(n)} on Linux: the 48-bit linear congruential
 * generator of {@code drand48} (Perl's own {@code Perl_drand48_r} since 5.20, the C library's
 * before; both give the same sequence).
 *
 * <pre>
 *   srand(s):  X = (s &lt;&lt; 16) + 0x330E            (s as an unsigned 32-bit integer)
 *   rand(n):   X = (0x5DEECE66D · X + 0xB) mod 2^48;  return n · X / 2^48
 * </pre>
 * ROUGE-1.5.5 seeds resample {@code i} with {@code srand(i)} and draws {@code int(rand(N))}.
 */
public final class PerlRand {
    private static final long MULT = 0x5DEECE66DL;
    private static final long ADD = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private long x;

    /** A generator after {@code srand(seed)}. */
    public PerlRand(long seed) {
        x = (((seed & 0xFFFFFFFFL) << 16) + 0x330EL) & MASK;
    }

    /** Perl's {@code rand()}: the next value in [0, 1). */
    public double next() {
        x = (MULT * x + ADD) & MASK;
        return x * 0x1p-48; // exact (x < 2^48), the same double as Math.scalb(x, -48), without its cost
    }

    /** Perl's {@code int(rand(n))} for {@code n > 0}. */
    public int nextIndex(int n) {
        return (int) (n * next());
    }
}
