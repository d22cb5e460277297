package io.github.nlgmetrics.compat.numpy;

/**
 * numpy's legacy global generator ({@code numpy.random.RandomState}, MT19937), reproducing the
 * exact streams that {@code np.random.seed(seed)} followed by {@code np.random.random_sample},
 * {@code np.random.randint} and {@code np.random.choice} produce (numpy 1.17 through 2.x keep
 * these legacy streams frozen).
 *
 * <ul>
 *   <li>Seeding: {@code np.random.seed(int)} uses MT19937's linear {@code init_genrand}
 *       recurrence {@code key[i] = 1812433253 · (key[i-1] ^ (key[i-1] >>> 30)) + i}
 *       (not {@code init_by_array}, which numpy only uses for array seeds).</li>
 *   <li>{@link #nextInt32()}: the tempered MT19937 output ({@code genrand_int32}).</li>
 *   <li>{@link #randomSample()}: {@code (a·2^26 + b) / 2^53} with {@code a = int32 >>> 5},
 *       {@code b = int32 >>> 6}: 53-bit doubles in [0, 1).</li>
 *   <li>{@link #boundedInclusive(long)}: the legacy bounded-integer draw
 *       ({@code _bounded_integers._rand_int64} with {@code use_masked=True}): for a range
 *       {@code rng = high - low}, 0 consumes nothing; below 2^32 − 1 it draws 32-bit words masked to
 *       the smallest {@code 2^k − 1 ≥ rng} and rejects values above {@code rng}; exactly 2^32 − 1
 *       takes a raw word; wider ranges do the same with 64-bit words ({@code hi << 32 | lo}).</li>
 *   <li>{@link #choiceIndices(int, int)}: {@code RandomState.choice(n, size)} with replacement
 *       and no {@code p}, which is {@code randint(0, n, size)}.</li>
 * </ul>
 *
 * <p>Not thread-safe (one instance per stream), like numpy's global state.
 */
public final class NumpyLegacyRandom {
    private static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    private final int[] mt = new int[N];
    private int pos;

    /** The state {@code np.random.seed(seed)} leaves, for {@code 0 <= seed < 2^32}. */
    public NumpyLegacyRandom(long seed) {
        if (seed < 0 || seed > 0xFFFFFFFFL) {
            // numpy's own message for an out-of-range integer seed.
            throw new IllegalArgumentException("Seed must be between 0 and 2**32 - 1: " + seed);
        }
        int s = (int) seed;
        for (int i = 0; i < N; i++) {
            mt[i] = s;
            s = 1812433253 * (s ^ (s >>> 30)) + i + 1;
        }
        pos = N;
    }

    /** The next tempered 32-bit output, as an unsigned value in a long. */
    public long nextInt32() {
        if (pos >= N) {
            generate();
        }
        int y = mt[pos++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y & 0xFFFFFFFFL;
    }

    private void generate() {
        for (int k = 0; k < N; k++) {
            int y = (mt[k] & UPPER_MASK) | (mt[(k + 1) % N] & LOWER_MASK);
            mt[k] = mt[(k + M) % N] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        pos = 0;
    }

    /** {@code np.random.random_sample()}: a double in [0, 1) with 53 random bits. */
    public double randomSample() {
        long a = nextInt32() >>> 5;
        long b = nextInt32() >>> 6;
        return (a * 67108864.0 + b) / 9007199254740992.0;
    }

    /**
     * A uniform integer in {@code [0, rng]} drawn the way numpy's legacy {@code randint} does
     * (masked rejection sampling); {@code rng = 0} consumes no output.
     */
    public long boundedInclusive(long rng) {
        if (rng < 0) {
            throw new IllegalArgumentException("range must be non-negative: " + rng);
        }
        if (rng == 0) {
            return 0;
        }
        if (rng == 0xFFFFFFFFL) {
            return nextInt32();
        }
        long mask = rng;
        mask |= mask >>> 1;
        mask |= mask >>> 2;
        mask |= mask >>> 4;
        mask |= mask >>> 8;
        mask |= mask >>> 16;
        mask |= mask >>> 32;
        if (rng < 0xFFFFFFFFL) {
            long v;
            do {
                v = nextInt32() & mask;
            } while (v > rng);
            return v;
        }
        long v;
        do {
            long hi = nextInt32();
            long lo = nextInt32();
            v = ((hi << 32) | lo) & mask;
        } while (Long.compareUnsigned(v, rng) > 0);
        return v;
    }

    /** {@code np.random.randint(low, high)}: a uniform integer in {@code [low, high)}. */
    public long randint(long low, long high) {
        if (high <= low) {
            throw new IllegalArgumentException("low >= high: low=" + low + ", high=" + high);
        }
        return low + boundedInclusive(high - 1 - low);
    }

    /**
     * {@code np.random.choice(np.arange(n), size=size)} (with replacement, uniform): {@code size}
     * indices in {@code [0, n)}.
     */
    public int[] choiceIndices(int n, int size) {
        if (n <= 0) {
            throw new IllegalArgumentException("a must be non-empty (population size " + n + ")");
        }
        if (size < 0) {
            throw new IllegalArgumentException("size must be non-negative: " + size);
        }
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            out[i] = (int) boundedInclusive(n - 1L);
        }
        return out;
    }
}
