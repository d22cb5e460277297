package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.internal.ArrayRecords;
import io.github.nlgmetrics.Score;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * pycocoevalcap's BLEU result: {@code Bleu_1..Bleu_n} over the corpus, the per-image lists
 * ({@code scores} of {@code compute_score}) when known, and the corpus totals its
 * {@code verbose=1} prints.
 *
 * @param bleu {@code Bleu_1..Bleu_n} (0-1)
 * @param perImage {@code perImage[k][i]} = {@code Bleu_(k+1)} of image i, or null for summed rows
 * @param testlen total candidate length
 * @param reflen total closest-reference length
 * @param guess candidate n-gram counts per order (n entries)
 * @param correct clipped matches per order (n entries)
 * @param ratio {@code (testlen + 1e-15) / (reflen + 1e-9)}
 */
public record CaptionBleuScore(double[] bleu, double[][] perImage, long testlen, long reflen, long[] guess,
                               long[] correct, double ratio) implements Score {

    static CaptionBleuScore of(int n, double[] sums, double[][] perImage) {
        long[] guess = new long[n];
        long[] correct = new long[n];
        for (int k = 0; k < n; k++) {
            guess[k] = (long) sums[2 + k];
            correct[k] = (long) sums[2 + CaptionBleu.COOKED + k];
        }
        return new CaptionBleuScore(CaptionBleu.bleus(n, sums), perImage, (long) sums[0], (long) sums[1], guess,
                correct, CaptionBleu.ratio(sums));
    }

    /** {@code Bleu_n}, the highest order (Bleu_4 by default). */
    @Override
    public double score() {
        return bleu[bleu.length - 1];
    }

    @Override
    public String verbose() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < bleu.length; k++) {
            sb.append(k == 0 ? "" : " ").append("Bleu_").append(k + 1).append(": ").append(bleu[k]);
        }
        return sb.toString();
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int k = 0; k < bleu.length; k++) {
            out.put("Bleu_" + (k + 1), bleu[k]);
        }
        if (perImage != null) {
            Map<String, Object> per = new LinkedHashMap<>();
            for (int k = 0; k < perImage.length; k++) {
                per.put("Bleu_" + (k + 1), Arrays.stream(perImage[k]).boxed().toList());
            }
            out.put("per_image", per);
        }
        out.put("testlen", testlen);
        out.put("reflen", reflen);
        out.put("guess", toList(guess));
        out.put("correct", toList(correct));
        out.put("ratio", ratio);
        return out;
    }

    private static List<Long> toList(long[] values) {
        List<Long> out = new ArrayList<>();
        for (long v : values) {
            out.add(v);
        }
        return out;
    }

    /** Every component, arrays by content (a record prints an array as {@code [D@...}). */
    @Override
    public String toString() {
        return ArrayRecords.toString(this);
    }

    /** Equal when every component is, arrays by content. */
    @Override
    public boolean equals(Object other) {
        return ArrayRecords.equals(this, other);
    }

    @Override
    public int hashCode() {
        return ArrayRecords.hashCode(this);
    }
}
