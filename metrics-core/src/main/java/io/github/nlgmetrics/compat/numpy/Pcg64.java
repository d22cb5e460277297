package io.github.nlgmetrics.compat.numpy;

/**
 * numpy's {@code PCG64} bit generator ({@code numpy/random/_pcg64.pyx}, {@code pcg64.h}):
 * O'Neill's 128-bit LCG with the XSL-RR output function.
 *
 * <pre>
 * step    : state = state · 0x2360ed051fc65da4_4385df649fccf645 + inc   (mod 2^128)
 * next64  : step, then rotr64(hi(state) ^ lo(state), state &gt;&gt; 122)
 * next32  : the low half of a fresh next64, then its high half on the following call
 * seeding : v = SeedSequence.generate_state(4, uint64); s = v0·2^64 + v1; i = v2·2^64 + v3;
 *           state = 0; inc = 2i + 1; step; state += s; step
 * </pre>
 *
 * <p>Not thread-safe: one instance per sequence of draws.
 */
public final class Pcg64 {
    private static final long MULT_HI = 2549297995355413924L;
    private static final long MULT_LO = 4865540595714422341L;

    private long stateHi;
    private long stateLo;
    private final long incHi;
    private final long incLo;
    private boolean hasUint32;
    private int uinteger;

    private Pcg64(long seedHi, long seedLo, long seqHi, long seqLo) {
        this.incHi = (seqHi << 1) | (seqLo >>> 63);
        this.incLo = (seqLo << 1) | 1L;
        this.stateHi = 0;
        this.stateLo = 0;
        step();
        long lo = stateLo + seedLo;
        long carry = Long.compareUnsigned(lo, stateLo) < 0 ? 1 : 0;
        stateHi = stateHi + seedHi + carry;
        stateLo = lo;
        step();
    }

    /** {@code PCG64(seed_sequence)}. */
    public static Pcg64 of(SeedSequence seq) {
        long[] v = seq.generateState64(4);
        return new Pcg64(v[0], v[1], v[2], v[3]);
    }

    private void step() {
        long lo = stateLo * MULT_LO;
        long hi = unsignedMultiplyHigh(stateLo, MULT_LO) + stateLo * MULT_HI + stateHi * MULT_LO;
        long newLo = lo + incLo;
        long carry = Long.compareUnsigned(newLo, lo) < 0 ? 1 : 0;
        stateHi = hi + incHi + carry;
        stateLo = newLo;
    }

    private static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    /** {@code next_uint64}: the next 64 random bits. */
    public long nextLong() {
        step();
        long value = stateHi ^ stateLo;
        int rot = (int) (stateHi >>> 58);
        return Long.rotateRight(value, rot);
    }

    /** {@code next_uint32}: 32 random bits, two per 64-bit draw (low half first). */
    public int nextInt() {
        if (hasUint32) {
            hasUint32 = false;
            return uinteger;
        }
        long next = nextLong();
        hasUint32 = true;
        uinteger = (int) (next >>> 32);
        return (int) next;
    }
}
