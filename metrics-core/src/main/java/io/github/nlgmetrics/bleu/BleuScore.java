package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.compat.python.PyFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A BLEU score with the quantities sacrebleu's {@code BLEUScore} exposes.
 *
 * @param score BLEU on a 0–100 scale
 * @param counts matches per order as used in the score ({@code add-k} smoothing adds to them,
 *               as sacrebleu reports them; hence doubles)
 * @param totals hypothesis n-grams per order as used in the score (likewise smoothed)
 * @param precisions per-order precisions in percent (0 where an order was skipped)
 * @param bp brevity penalty
 * @param sysLen hypothesis length in tokens
 * @param refLen effective reference length in tokens
 */
public record BleuScore(double score, DoubleVector counts, DoubleVector totals, DoubleVector precisions, double bp,
                        long sysLen, long refLen) implements Score {
    /** The score of these arrays (copied). */
    public BleuScore(double score, double[] counts, double[] totals, double[] precisions, double bp, long sysLen,
                     long refLen) {
        this(score, DoubleVector.of(counts), DoubleVector.of(totals), DoubleVector.of(precisions), bp, sysLen, refLen);
    }

    /** {@code sys_len / ref_len}, or 0 when the reference length is 0 (as sacrebleu). */
    public double ratio() {
        return refLen > 0 ? (double) sysLen / refLen : 0.0;
    }

    /** sacrebleu's {@code BLEUScore} attributes under its names. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("score", score);
        o.put("counts", counts.toArray());
        o.put("totals", totals.toArray());
        o.put("precisions", precisions.toArray());
        o.put("bp", bp);
        o.put("sys_len", sysLen);
        o.put("ref_len", refLen);
        return o;
    }

    /**
     * sacrebleu's verbose part: {@code 58.1/32.4/20.6/13.6 (BP = 1.000 ratio = 1.026 hyp_len = 62688 ref_len = 61090)}.
     */
    @Override
    public String verbose() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < precisions.length(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(PyFormat.fixed(precisions.get(i), 1));
        }
        sb.append(" (BP = ").append(PyFormat.fixed(bp, 3))
                .append(" ratio = ").append(PyFormat.fixed(ratio(), 3))
                .append(" hyp_len = ").append(sysLen)
                .append(" ref_len = ").append(refLen).append(')');
        return sb.toString();
    }

    /** sacrebleu's one-line format: {@code BLEU|<signature> = 26.7 <verbose>}, or the score alone. */
    public String format(int width, boolean scoreOnly, String signature) {
        return format("BLEU", width, scoreOnly, signature);
    }
}
