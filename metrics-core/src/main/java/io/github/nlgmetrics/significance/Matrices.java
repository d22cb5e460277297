package io.github.nlgmetrics.significance;

import io.github.nlgmetrics.DoubleVector;

/**
 * The square {@code S × S} tables of {@link Pairwise.Result} and {@link Ranking} held row-major in one
 * vector: entry {@code (a, b)} lies at index {@code a·S + b}. The kernels compute on {@code double[][]};
 * a table is flattened once, where a record is built, and unflattened where a kernel reads one.
 */
final class Matrices {
    private Matrices() {
    }

    /** {@code m} ({@code S} rows of {@code S} values) row-major. */
    static DoubleVector rowMajor(double[][] m) {
        int s = m.length;
        double[] flat = new double[s * s];
        for (int a = 0; a < s; a++) {
            if (m[a].length != s) {
                throw new IllegalArgumentException("row " + a + " has " + m[a].length + " values, not " + s);
            }
            System.arraycopy(m[a], 0, flat, a * s, s);
        }
        return DoubleVector.of(flat);
    }

    /** The {@code S × S} table {@code v} as rows. */
    static double[][] rows(DoubleVector v, int s) {
        checkSquare("table", v, s);
        double[][] m = new double[s][s];
        for (int a = 0; a < s; a++) {
            for (int b = 0; b < s; b++) {
                m[a][b] = v.get(a * s + b);
            }
        }
        return m;
    }

    /** Entry {@code (a, b)} of the {@code S × S} table {@code v}; both indices must lie in {@code [0, S)}. */
    static double get(DoubleVector v, int s, int a, int b) {
        return v.get(index(s, a, b));
    }

    /** The row-major index of {@code (a, b)}, checked against {@code S}. */
    static int index(int s, int a, int b) {
        if (a < 0 || a >= s || b < 0 || b >= s) {
            throw new IndexOutOfBoundsException("(" + a + ", " + b + ") outside " + s + " × " + s);
        }
        return a * s + b;
    }

    /** Throws naming {@code name} unless {@code v} holds {@code s · s} values. */
    static void checkSquare(String name, DoubleVector v, int s) {
        if (v.length() != s * s) {
            throw new IllegalArgumentException(name + " has " + v.length() + " values, not " + s + " × " + s);
        }
    }
}
