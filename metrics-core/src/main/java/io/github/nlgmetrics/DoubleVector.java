package io.github.nlgmetrics;

import java.util.Arrays;

/**
 * An immutable vector of {@code double} values, the component type of score and statistics records
 * that hold per-order or per-item numbers (BLEU's counts and precisions, per-image scores, weight tuples): a record holding one gets value-based
 * {@code equals}, {@code hashCode} and {@code toString} from its generated methods, where a raw
 * {@code double[]} component would compare by identity and print as {@code [D@1b6d3586}.
 *
 * <p>{@link #of} copies its argument and {@link #toArray} returns a copy, so no caller can change a
 * vector; {@link #get} reads without copying. Equality is {@link Arrays#equals(double[], double[])} (so {@code NaN} equals {@code NaN} and {@code 0.0} differs from {@code -0.0}, as for a {@code Double});
 * {@link #toString} is {@link Arrays#toString(double[])} ({@code [50.0, 33.3]}). Kernels keep raw arrays;
 * a vector is made once, where a record is built.
 */
public final class DoubleVector {
    private static final DoubleVector EMPTY = new DoubleVector(new double[0]);

    private final double[] values;

    private DoubleVector(double[] values) {
        this.values = values;
    }

    /** A vector of a copy of {@code values}. */
    public static DoubleVector of(double... values) {
        return values.length == 0 ? EMPTY : new DoubleVector(values.clone());
    }

    /** The number of values. */
    public int length() {
        return values.length;
    }

    /** Value {@code i} (0-based). */
    public double get(int i) {
        return values[i];
    }

    /** A copy of the values. */
    public double[] toArray() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DoubleVector v && Arrays.equals(values, v.values);
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
