package io.github.nlgmetrics;

import io.github.nlgmetrics.compat.python.PyFormat;
import java.util.Map;

/**
 * The result of a {@link Metric}: one headline number plus what the reference reports beside it.
 *
 * <p>Every score carries its {@link #fields() fields} under the reference's own key names
 * (sacrebleu's {@code BLEUScore} attributes, rouge-score's {@code precision/recall/fmeasure},
 * ...), so the golden-case harness and the command line's JSON output read any metric the same
 * way, and {@link #verbose()} is the reference's one-line detail ({@code 58.1/32.4/20.6/13.6 (BP =
 * 1.000 ...)} for sacrebleu's BLEU), empty when the reference prints none.
 */
public interface Score {
    /** The headline number, on the reference's own scale (0–100 for sacrebleu, 0–1 for NLTK). */
    double score();

    /** The reference's verbose detail printed after the score, or the empty string. */
    default String verbose() {
        return "";
    }

    /**
     * The reported quantities in the reference's key names and order. Values are {@link Double},
     * {@link Long}, {@link Integer}, {@link Boolean}, {@link String}, {@code double[]}, or a
     * {@link java.util.List} or {@link Map} of those.
     */
    Map<String, Object> fields();

    /**
     * sacrebleu's {@code Score.format(width, score_only, signature)} for a metric called
     * {@code name}: the score with {@code width} decimals alone when {@code scoreOnly}, else
     * {@code name|signature = <score>} ({@code name = <score>} when the signature is null or empty)
     * followed by a space and the {@link #verbose()} detail when there is one.
     */
    default String format(String name, int width, boolean scoreOnly, Signature signature) {
        return format(name, width, scoreOnly, signature == null ? null : signature.toString());
    }

    /** {@link #format(String, int, boolean, Signature)} with the signature's text form ({@code k:v|k:v}). */
    default String format(String name, int width, boolean scoreOnly, String signature) {
        String sc = PyFormat.fixed(score(), width);
        if (scoreOnly) {
            return sc;
        }
        String line = (signature == null || signature.isEmpty() ? name : name + "|" + signature) + " = " + sc;
        String verbose = verbose();
        return verbose.isEmpty() ? line : line + " " + verbose;
    }
}
