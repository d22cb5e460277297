package io.github.nlgmetrics.caption;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.LongVector;
import io.github.nlgmetrics.Score;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * pycocoevalcap's BLEU result: {@code Bleu_1..Bleu_n} over the corpus, the per-image lists
 * ({@code scores} of {@code compute_score}) when known, and the corpus totals its
 * {@code verbose=1} prints.
 *
 * @param bleu {@code Bleu_1..Bleu_n} (0-1)
 * @param perImage {@code perImage.get(k).get(i)} = {@code Bleu_(k+1)} of image i, or null for summed rows
 * @param testlen total candidate length
 * @param reflen total closest-reference length
 * @param guess candidate n-gram counts per order (n entries)
 * @param correct clipped matches per order (n entries)
 * @param ratio {@code (testlen + 1e-15) / (reflen + 1e-9)}
 */
public record CaptionBleuScore(DoubleVector bleu, List<DoubleVector> perImage, long testlen, long reflen,
                               LongVector guess, LongVector correct, double ratio) implements Score {
    public CaptionBleuScore {
        perImage = perImage == null ? null : List.copyOf(perImage);
    }

    static CaptionBleuScore of(int n, double[] sums, double[][] perImage) {
        List<DoubleVector> per = null;
        if (perImage != null) {
            per = new ArrayList<>(perImage.length);
            for (double[] p : perImage) {
                per.add(DoubleVector.of(p));
            }
        }
        long[] guess = new long[n];
        long[] correct = new long[n];
        for (int k = 0; k < n; k++) {
            guess[k] = (long) sums[2 + k];
            correct[k] = (long) sums[2 + CaptionBleu.COOKED + k];
        }
        return new CaptionBleuScore(DoubleVector.of(CaptionBleu.bleus(n, sums)), per, (long) sums[0], (long) sums[1],
                LongVector.of(guess), LongVector.of(correct), CaptionBleu.ratio(sums));
    }

    /** {@code Bleu_n}, the highest order (Bleu_4 by default). */
    @Override
    public double score() {
        return bleu.get(bleu.length() - 1);
    }

    @Override
    public String verbose() {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < bleu.length(); k++) {
            sb.append(k == 0 ? "" : " ").append("Bleu_").append(k + 1).append(": ").append(bleu.get(k));
        }
        return sb.toString();
    }

    @Override
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int k = 0; k < bleu.length(); k++) {
            out.put("Bleu_" + (k + 1), bleu.get(k));
        }
        if (perImage != null) {
            Map<String, Object> per = new LinkedHashMap<>();
            for (int k = 0; k < perImage.size(); k++) {
                List<Double> values = new ArrayList<>();
                for (double v : perImage.get(k).toArray()) {
                    values.add(v);
                }
                per.put("Bleu_" + (k + 1), values);
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

    private static List<Long> toList(LongVector values) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < values.length(); i++) {
            out.add(values.get(i));
        }
        return out;
    }
}
