package io.github.nlgmetrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * Folds a corpus's segment statistics rows, in segment order, into its corpus score without the
 * caller keeping the rows: what a streaming scorer needs (read a block of segments, compute its
 * rows, add them, drop them).
 *
 * <p>For a metric whose {@link Metric#scoreOfSegments} is the contract's default ({@code score} of
 * the column sums), {@link #columnSums} keeps one running row: the sums are added from the first
 * row to the last exactly as {@link Stats#columnSums} adds them, so the streamed score has the
 * same bits as {@code scoreOfSegments(allRows)}. A metric whose corpus score needs more than the
 * sums (the last row, per-segment scores, per-evaluation blocks) gets {@link #retaining}, which
 * keeps the rows and calls {@code scoreOfSegments} at the end; it may override
 * {@link Metric#newAccumulator} with something leaner that gives the same result.
 *
 * <p>Not thread-safe: one accumulator per corpus, fed in segment order.
 *
 * @param <S> the score type
 */
public interface Accumulator<S extends Score> {
    /** Adds the next segment's row (the caller may reuse the array afterwards). */
    void add(double[] row);

    /** Rows added so far. */
    long count();

    /** The corpus score of the rows added so far (at least one). */
    S score();

    /**
     * The accumulator {@link Metric#newAccumulator} hands out by default: running column sums
     * when {@code metric} scores a corpus from its column sums (it does not override
     * {@link Metric#scoreOfSegments}), otherwise one that keeps the rows. Deciding from the
     * override itself means a metric that changes how a corpus is scored can never be streamed
     * into a different number by mistake.
     */
    static <S extends Score> Accumulator<S> of(Metric<S> metric) {
        return scoresFromColumnSums(metric) ? columnSums(metric) : retaining(metric);
    }

    /** Running column sums, scored with {@link Metric#score}; rows must all have one width. */
    static <S extends Score> Accumulator<S> columnSums(Metric<S> metric) {
        return columnSumsAndLast((sums, last) -> metric.score(sums));
    }

    /**
     * Running column sums and a copy of the last row, scored by {@code finish(sums, lastRow)} (NLTK's
     * {@code corpus_bleu} smooths with the last segment's statistics). The sums are added from the
     * first row to the last, as {@link Stats#columnSums} adds them.
     */
    static <S extends Score> Accumulator<S> columnSumsAndLast(BiFunction<double[], double[], S> finish) {
        return new Accumulator<>() {
            private double[] sums;
            private double[] last;
            private long count;

            @Override
            public void add(double[] row) {
                Objects.requireNonNull(row, "row");
                if (sums == null) {
                    sums = new double[row.length];
                    last = new double[row.length];
                } else if (row.length != sums.length) {
                    throw new IllegalArgumentException("segment statistics rows differ in width: "
                            + sums.length + " vs " + row.length);
                }
                for (int k = 0; k < sums.length; k++) {
                    sums[k] += row[k];
                }
                System.arraycopy(row, 0, last, 0, row.length);
                count++;
            }

            @Override
            public long count() {
                return count;
            }

            @Override
            public S score() {
                if (sums == null) {
                    throw new IllegalArgumentException("no segment statistics to sum (empty corpus)");
                }
                return finish.apply(sums.clone(), last.clone());
            }
        };
    }

    /** Keeps every row (copied) and scores them with {@link Metric#scoreOfSegments} at the end. */
    static <S extends Score> Accumulator<S> retaining(Metric<S> metric) {
        return new Accumulator<>() {
            private final List<double[]> rows = new ArrayList<>();

            @Override
            public void add(double[] row) {
                Objects.requireNonNull(row, "row");
                rows.add(row.clone());
            }

            @Override
            public long count() {
                return rows.size();
            }

            @Override
            public S score() {
                return metric.scoreOfSegments(rows.toArray(new double[0][]));
            }
        };
    }

    /** Whether {@code metric} inherits the contract's {@code scoreOfSegments} (score of the column sums). */
    private static boolean scoresFromColumnSums(Metric<?> metric) {
        try {
            return metric.getClass().getMethod("scoreOfSegments", double[][].class).getDeclaringClass()
                    == Metric.class;
        } catch (NoSuchMethodException e) {
            throw new AssertionError("Metric declares scoreOfSegments(double[][])", e);
        }
    }
}
