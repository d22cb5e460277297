package io.github.nlgmetrics.compat.numpy;

/**
 * numpy's {@code Generator} as {@code numpy.random.default_rng(seed)} builds it (PCG64 seeded
 * through {@link SeedSequence}), with the bounded-integer draws sacrebleu uses.
 *
 * <ul>
 *   <li>{@code integers(low, high)} (int64, high exclusive) is {@code random_bounded_uint64_fill}
 *       with {@code use_masked=False}: for a range {@code rng = high - low - 1} that fits 32 bits,
 *       Lemire's multiply-shift on {@code next_uint32} — {@code m = u32 · (rng+1)}, rejected
 *       while {@code (m mod 2^32) < (2^32 - 1 - rng) mod (rng+1)} (checked only when the low
 *       word is below {@code rng+1}), result {@code m >> 32}; wider ranges do the same on
 *       {@code next_uint64} with a 128-bit product; {@code rng = 0} draws nothing.</li>
 *   <li>{@code choice(n, size)} with replacement and no {@code p} is {@code integers(0, n, size)}.</li>
 *   <li>{@code integers(2, dtype=bool)} takes one bit per value from a {@code next_uint32} word,
 *       least significant bit first, a fresh word every 32 values (per call).</li>
 * </ul>
 *
 * <p>Multi-dimensional sizes are filled in C order. Not thread-safe.
 */
public final class NumpyRandom {
    private final Pcg64 bits;

    private NumpyRandom(Pcg64 bits) {
        this.bits = bits;
    }

    /** {@code np.random.default_rng(seed)} for a non-negative seed. */
    public static NumpyRandom defaultRng(long seed) {
        return new NumpyRandom(Pcg64.of(SeedSequence.of(seed)));
    }

    /** {@code np.random.default_rng(None)}: seeded from operating-system entropy. */
    public static NumpyRandom unseeded() {
        return new NumpyRandom(Pcg64.of(SeedSequence.fromSystemEntropy()));
    }

    /** The underlying bit generator. */
    public Pcg64 bitGenerator() {
        return bits;
    }

    /** {@code integers(low, high, size=count)} (int64, {@code low <= value < high}). */
    public long[] integers(long low, long high, int count) {
        if (high <= low) {
            throw new IllegalArgumentException("high must be greater than low: low=" + low + ", high=" + high);
        }
        long[] out = new long[count];
        long rng = high - low - 1;
        if (rng == 0) {
            java.util.Arrays.fill(out, low);
            return out;
        }
        if (Long.compareUnsigned(rng, 0xFFFFFFFFL) <= 0) {
            for (int i = 0; i < count; i++) {
                out[i] = low + boundedLemire32((int) rng);
            }
        } else {
            for (int i = 0; i < count; i++) {
                out[i] = low + boundedLemire64(rng);
            }
        }
        return out;
    }

    /** {@code choice(n, size=count, replace=True)}: {@code count} indices in {@code [0, n)}. */
    public int[] choice(int n, int count) {
        int[] out = new int[count];
        fillChoice(n, out, 0, count);
        return out;
    }

    /**
     * Draws {@code count} {@code choice(n)} indices into {@code out[offset..]}: consecutive calls
     * continue the same stream as one large {@code choice} call would.
     */
    public void fillChoice(int n, int[] out, int offset, int count) {
        if (n <= 0) {
            throw new IllegalArgumentException("a must be greater than 0 unless no samples are taken: " + n);
        }
        if (n == 1) {
            java.util.Arrays.fill(out, offset, offset + count, 0);
            return;
        }
        int rng = n - 1;
        for (int i = 0; i < count; i++) {
            out[offset + i] = (int) boundedLemire32(rng);
        }
    }

    /**
     * {@code integers(2, size=count, dtype=bool)}: one call, so the 32-bit bit buffer starts
     * empty and carries across the whole fill.
     */
    public boolean[] booleans(int count) {
        boolean[] out = new boolean[count];
        BoolFill fill = new BoolFill();
        for (int i = 0; i < count; i++) {
            out[i] = fill.next();
        }
        return out;
    }

    /** A bit-buffered boolean fill in progress (one {@code integers(2, dtype=bool)} call). */
    public BoolFill booleanFill() {
        return new BoolFill();
    }

    /** Boolean draws of one {@code integers(2, dtype=bool)} call, one at a time. */
    public final class BoolFill {
        private int buf;
        private int bcnt;

        private BoolFill() {
        }

        /** The next boolean of the fill. */
        public boolean next() {
            if (bcnt == 0) {
                buf = bits.nextInt();
                bcnt = 31;
            } else {
                buf >>>= 1;
                bcnt--;
            }
            return (buf & 1) != 0;
        }
    }

    /** Lemire's method on 32-bit draws for the inclusive range {@code [0, rng]}, rng &lt; 2^32 - 1. */
    private long boundedLemire32(int rng) {
        long rngExcl = (rng & 0xFFFFFFFFL) + 1;
        if (rngExcl == 1L << 32) {
            return bits.nextInt() & 0xFFFFFFFFL;
        }
        long m = (bits.nextInt() & 0xFFFFFFFFL) * rngExcl;
        long leftover = m & 0xFFFFFFFFL;
        if (leftover < rngExcl) {
            long threshold = (0xFFFFFFFFL - (rng & 0xFFFFFFFFL)) % rngExcl;
            while (leftover < threshold) {
                m = (bits.nextInt() & 0xFFFFFFFFL) * rngExcl;
                leftover = m & 0xFFFFFFFFL;
            }
        }
        return m >>> 32;
    }

    /** Lemire's method on 64-bit draws for the inclusive range {@code [0, rng]}. */
    private long boundedLemire64(long rng) {
        if (rng == -1L) {
            return bits.nextLong();
        }
        long rngExcl = rng + 1;
        long x = bits.nextLong();
        long leftover = x * rngExcl;
        if (Long.compareUnsigned(leftover, rngExcl) < 0) {
            long threshold = Long.remainderUnsigned(-1L - rng, rngExcl);
            while (Long.compareUnsigned(leftover, threshold) < 0) {
                x = bits.nextLong();
                leftover = x * rngExcl;
            }
        }
        return Math.multiplyHigh(x, rngExcl) + ((x >> 63) & rngExcl) + ((rngExcl >> 63) & x);
    }
}
