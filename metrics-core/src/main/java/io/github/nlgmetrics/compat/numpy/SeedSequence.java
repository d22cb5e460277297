package io.github.nlgmetrics.compat.numpy;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * numpy's {@code SeedSequence} (numpy ≥ 1.17, {@code numpy/random/bit_generator.pyx}): turns a
 * seed of any size into well-mixed 32-bit words for a bit generator.
 *
 * <p>The algorithm (Melissa O'Neill's {@code seed_seq} design as numpy implements it), all in
 * unsigned 32-bit arithmetic:
 * <pre>
 * entropy words  = the seed as little-endian 32-bit words (0 → [0]); spawn key empty
 * hashmix(v)     : v ^= h; h *= 0x931e8875; v *= h; v ^= v &gt;&gt; 16      (h starts at 0x43b0d7e5)
 * mix(x, y)      : r = 0xca01f9dd·x − 0x4973f715·y; r ^= r &gt;&gt; 16
 * pool[i]        = hashmix(entropy[i] or 0), i &lt; 4
 * pool[d]        = mix(pool[d], hashmix(pool[s]))          for s, d &lt; 4, s ≠ d
 * pool[d]        = mix(pool[d], hashmix(entropy[s]))       for s ≥ 4
 * generate_state : word i = cycle(pool)[i] ^ h; h *= 0x58f38ded; word *= h; word ^= word &gt;&gt; 16
 *                  (h starts at 0x8b51f9dd); 64-bit words are pairs (low word first)
 * </pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class SeedSequence {
    private static final int POOL_SIZE = 4;
    private static final int INIT_A = 0x43b0d7e5;
    private static final int MULT_A = 0x931e8875;
    private static final int INIT_B = 0x8b51f9dd;
    private static final int MULT_B = 0x58f38ded;
    private static final int MIX_MULT_L = 0xca01f9dd;
    private static final int MIX_MULT_R = 0x4973f715;

    private final BigInteger entropy;
    private final int[] pool;

    private SeedSequence(BigInteger entropy) {
        if (entropy.signum() < 0) {
            throw new IllegalArgumentException("seed must be non-negative: " + entropy);
        }
        this.entropy = entropy;
        this.pool = mixEntropy(words(entropy));
    }

    /** {@code SeedSequence(seed)} for a non-negative integer seed. */
    public static SeedSequence of(long seed) {
        return new SeedSequence(BigInteger.valueOf(seed));
    }

    /** {@code SeedSequence(seed)} for a non-negative integer seed of any size. */
    public static SeedSequence of(BigInteger seed) {
        return new SeedSequence(seed);
    }

    /** {@code SeedSequence()} without a seed: 128 bits of fresh entropy from the operating system. */
    public static SeedSequence fromSystemEntropy() {
        return new SeedSequence(new BigInteger(128, new SecureRandom()));
    }

    /** The entropy this sequence was built from (the seed). */
    public BigInteger entropy() {
        return entropy;
    }

    /** The mixed pool (four 32-bit words). */
    int[] pool() {
        return pool.clone();
    }

    private static int[] words(BigInteger n) {
        if (n.signum() == 0) {
            return new int[] {0};
        }
        int count = (n.bitLength() + 31) / 32;
        int[] out = new int[count];
        BigInteger mask = BigInteger.valueOf(0xFFFFFFFFL);
        for (int i = 0; i < count; i++) {
            out[i] = n.shiftRight(32 * i).and(mask).intValue();
        }
        return out;
    }

    private static int[] mixEntropy(int[] entropy) {
        int[] hashConst = {INIT_A};
        int[] mixer = new int[POOL_SIZE];
        for (int i = 0; i < POOL_SIZE; i++) {
            mixer[i] = hashmix(i < entropy.length ? entropy[i] : 0, hashConst);
        }
        for (int src = 0; src < POOL_SIZE; src++) {
            for (int dst = 0; dst < POOL_SIZE; dst++) {
                if (src != dst) {
                    mixer[dst] = mix(mixer[dst], hashmix(mixer[src], hashConst));
                }
            }
        }
        for (int src = POOL_SIZE; src < entropy.length; src++) {
            for (int dst = 0; dst < POOL_SIZE; dst++) {
                mixer[dst] = mix(mixer[dst], hashmix(entropy[src], hashConst));
            }
        }
        return mixer;
    }

    private static int hashmix(int value, int[] hashConst) {
        value ^= hashConst[0];
        hashConst[0] *= MULT_A;
        value *= hashConst[0];
        value ^= value >>> 16;
        return value;
    }

    private static int mix(int x, int y) {
        int result = MIX_MULT_L * x - MIX_MULT_R * y;
        result ^= result >>> 16;
        return result;
    }

    /** {@code generate_state(n, np.uint32)}. */
    public int[] generateState32(int nWords) {
        int[] state = new int[nWords];
        int hashConst = INIT_B;
        for (int i = 0; i < nWords; i++) {
            int v = pool[i % POOL_SIZE];
            v ^= hashConst;
            hashConst *= MULT_B;
            v *= hashConst;
            v ^= v >>> 16;
            state[i] = v;
        }
        return state;
    }

    /** {@code generate_state(n, np.uint64)}: pairs of 32-bit words, the first one low. */
    public long[] generateState64(int nWords) {
        int[] w = generateState32(2 * nWords);
        long[] out = new long[nWords];
        for (int i = 0; i < nWords; i++) {
            out[i] = (w[2 * i] & 0xFFFFFFFFL) | ((long) w[2 * i + 1] << 32);
        }
        return out;
    }

    @Override
    public String toString() {
        return "SeedSequence(entropy=" + entropy + ", pool=" + Arrays.toString(pool) + ")";
    }
}
