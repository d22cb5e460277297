package io.github.nlgmetrics;

import java.util.Arrays;

/**
 * An immutable vector of {@code int} values, the component type of score and statistics records
 * that hold per-order or per-item numbers (reference lengths): a record holding one gets value-based
 * {@code equals}, {@code hashCode} and {@code toString} from its generated methods, where a raw
 * {@code int[]} component would compare by identity and print as {@code [I@1b6d3586}.
 *
 * <p>{@link #of} copies its argument and {@link #toArray} returns a copy, so no caller can change a
 * vector; {@link #get} reads without copying. Equality is {@link Arrays#equals(int[], int[])};
 * {@link #toString} is {@link Arrays#toString(int[])} ({@code [3, 1, 4]}). Kernels keep raw arrays;
 * a vector is made once, where a record is built.
 */
public final class IntVector {
    private static final IntVector EMPTY = new IntVector(new int[0]);

    private final int[] values;

    private IntVector(int[] values) {
        this.values = values;
    }

    /** A vector of a copy of {@code values}. */
    public static IntVector of(int... values) {
        return values.length == 0 ? EMPTY : new IntVector(values.clone());
    }

    /** The number of values. */
    public int length() {
        return values.length;
    }

    /** Value {@code i} (0-based). */
    public int get(int i) {
        return values[i];
    }

    /** A copy of the values. */
    public int[] toArray() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntVector v && Arrays.equals(values, v.values);
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
