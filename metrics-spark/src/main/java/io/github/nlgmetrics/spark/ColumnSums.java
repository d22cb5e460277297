package io.github.nlgmetrics.spark;

import java.io.Serializable;
import java.util.Arrays;
import java.util.BitSet;

/**
 * Column sums of statistics rows that come in any order (partitions, tasks, aggregation buffers)
 * and still equal, bit for bit, {@code Stats.columnSums} of the rows in segment order.
 *
 * <p>Every row carries an ordinal (its position in the dataset: partition index and position
 * within the partition, as {@code monotonically_increasing_id()}). A column is summed one of two
 * ways:
 * <ul>
 *   <li><b>exactly, as a {@code long}</b> — the columns not in {@code floating}. Python's
 *       left-to-right {@code sum} of integers whose absolute values add up to at most 2<sup>53</sup>
 *       never rounds (every partial sum is an integer a double holds exactly), so the exact sum
 *       <em>is</em> the sequential sum, whatever order the parts arrive in. Counts (BLEU's n-gram
 *       matches, chrF's character n-grams, TER's edits, segment counts) are such columns.</li>
 *   <li><b>as (ordinal, value) pairs</b> — the columns in {@code floating} (segment scores of
 *       METEOR, RIBES, ROUGE, NLTK's chrF; TER's averaged reference lengths). They are sorted by
 *       ordinal at the end and added from the first to the last, exactly as on one machine;
 *       zeros are dropped, since adding ±0.0 to a sum that starts at +0.0 never changes it.</li>
 * </ul>
 * A value that is not such an integer in a column summed as a {@code long} (or a magnitude beyond
 * 2<sup>53</sup>) is never rounded into the sum: the column is reported by {@link #missed()} and
 * the caller repeats the aggregation with that column carried as values.
 *
 * <p>Public only because Spark's encoders require it; not part of the API.
 */
public final class ColumnSums implements Serializable {
    private static final long serialVersionUID = 1L;
    /** 2^53: integers up to this magnitude are exact in a double. */
    static final long EXACT = 1L << 53;

    private final BitSet floating;
    private int width = -1;
    private long count;
    private long[] exact;
    private long[] magnitude;
    private final BitSet missed = new BitSet();
    private long[][] ordinals;
    private double[][] values;
    private int[] sizes;

    /** An empty accumulator carrying the columns {@code floating} as values. */
    ColumnSums(BitSet floating) {
        this.floating = (BitSet) floating.clone();
    }

    /** Adds the statistics row of the segment at {@code ordinal}. */
    ColumnSums add(long ordinal, double[] row) {
        init(row.length);
        count++;
        for (int c = 0; c < width; c++) {
            double v = row[c];
            if (floating.get(c)) {
                if (v != 0.0) {
                    append(c, ordinal, v);
                }
            } else if (!missed.get(c)) {
                if (v == Math.rint(v) && Math.abs(v) <= EXACT) {
                    long x = (long) v;
                    try {
                        exact[c] = Math.addExact(exact[c], x);
                        magnitude[c] = Math.addExact(magnitude[c], Math.abs(x));
                    } catch (ArithmeticException overflow) {
                        missed.set(c);
                    }
                } else {
                    missed.set(c);
                }
            }
        }
        return this;
    }

    /** Adds {@code other}'s rows to this accumulator (the order of merging does not matter). */
    ColumnSums merge(ColumnSums other) {
        if (other.width < 0) {
            return this;
        }
        init(other.width);
        count += other.count;
        missed.or(other.missed);
        for (int c = 0; c < width; c++) {
            if (floating.get(c)) {
                for (int i = 0; i < other.sizes[c]; i++) {
                    append(c, other.ordinals[c][i], other.values[c][i]);
                }
            } else if (!missed.get(c)) {
                try {
                    exact[c] = Math.addExact(exact[c], other.exact[c]);
                    magnitude[c] = Math.addExact(magnitude[c], other.magnitude[c]);
                } catch (ArithmeticException overflow) {
                    missed.set(c);
                }
            }
        }
        return this;
    }

    /** The number of rows added. */
    long count() {
        return count;
    }

    /** The row width, -1 before the first row. */
    int width() {
        return width;
    }

    /**
     * The columns summed as {@code long}s that met a value that is not an integer of magnitude
     * at most 2<sup>53</sup> (or whose magnitudes add up beyond it): they must be carried as values.
     */
    BitSet missed() {
        BitSet m = (BitSet) missed.clone();
        for (int c = 0; c < width; c++) {
            if (!floating.get(c) && magnitude[c] > EXACT) {
                m.set(c);
            }
        }
        return m;
    }

    /** The column sums, equal to {@code Stats.columnSums} of the rows in ordinal order. */
    double[] sums() {
        if (!missed().isEmpty()) {
            throw new IllegalStateException("columns " + missed() + " were not carried as values");
        }
        double[] out = new double[Math.max(width, 0)];
        for (int c = 0; c < out.length; c++) {
            if (!floating.get(c)) {
                out[c] = exact[c];
                continue;
            }
            int n = sizes[c];
            long[] ord = Arrays.copyOf(ordinals[c], n);
            double[] val = values[c];
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Long.compare(ord[a], ord[b]));
            double s = 0.0;
            for (int i = 0; i < n; i++) {
                s += val[order[i]];
            }
            out[c] = s;
        }
        return out;
    }

    private void init(int w) {
        if (width == w) {
            return;
        }
        if (width >= 0) {
            throw new IllegalArgumentException("segment statistics rows differ in width: " + width + " vs " + w);
        }
        width = w;
        exact = new long[w];
        magnitude = new long[w];
        ordinals = new long[w][];
        values = new double[w][];
        sizes = new int[w];
        for (int c = 0; c < w; c++) {
            ordinals[c] = new long[floating.get(c) ? 16 : 0];
            values[c] = new double[floating.get(c) ? 16 : 0];
        }
    }

    private void append(int c, long ordinal, double v) {
        int n = sizes[c];
        if (n == values[c].length) {
            ordinals[c] = Arrays.copyOf(ordinals[c], Math.max(16, n * 2));
            values[c] = Arrays.copyOf(values[c], Math.max(16, n * 2));
        }
        ordinals[c][n] = ordinal;
        values[c][n] = v;
        sizes[c] = n + 1;
    }
}
