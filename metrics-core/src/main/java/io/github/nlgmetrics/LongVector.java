package io.github.nlgmetrics;

import java.util.Arrays;

/**
 * An immutable vector of {@code long} values, the component type of score and statistics records
 * that hold per-order or per-item numbers (BLEU's matches and totals, ROUGE-1.5.5's counts): a record holding one gets value-based
 * {@code equals}, {@code hashCode} and {@code toString} from its generated methods, where a raw
 * {@code long[]} component would compare by identity and print as {@code [J@1b6d3586}.
 *
 * <p>{@link #of} copies its argument and {@link #toArray} returns a copy, so no caller can change a
 * vector; {@link #get} reads without copying. Equality is {@link Arrays#equals(long[], long[])};
 * {@link #toString} is {@link Arrays#toString(long[])} ({@code [7, 5, 3, 2]}). Kernels keep raw arrays;
 * a vector is made once, where a record is built.
 */
public final class LongVector {
    private static final LongVector EMPTY = new LongVector(new long[0]);

    private final long[] values;

    private LongVector(long[] values) {
        this.values = values;
    }

    /** A vector of a copy of {@code values}. */
    public static LongVector of(long... values) {
        return values.length == 0 ? EMPTY : new LongVector(values.clone());
    }

    /** The number of values. */
    public int length() {
        return values.length;
    }

    /** Value {@code i} (0-based). */
    public long get(int i) {
        return values[i];
    }

    /** A copy of the values. */
    public long[] toArray() {
        return values.clone();
    }

    /** The element-wise sum with {@code other} (the same length). */
    public LongVector plus(LongVector other) {
        if (other.values.length != values.length) {
            throw new IllegalArgumentException("cannot add vectors of lengths " + values.length + " and "
                    + other.values.length);
        }
        long[] sum = values.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += other.values[i];
        }
        return new LongVector(sum);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LongVector v && Arrays.equals(values, v.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
