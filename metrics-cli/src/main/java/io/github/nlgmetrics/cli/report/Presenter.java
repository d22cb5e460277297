package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.compat.python.PyFormat;
import io.github.nlgmetrics.significance.ConfidenceEstimate;

/**
 * How a command prints one score (a corpus's, or a segment's at sentence level).
 *
 * <p>{@link #SACREBLEU} is sacrebleu's {@code Score.format} line and JSON, used by every profile
 * whose reference prints a rounded score (sacrebleu's metrics, and the NLTK metrics with four
 * decimals); {@link #REPR} prints the number whole as Python's {@code repr}, as the BLEU functions
 * of NLTK, tensorflow/nmt, HF evaluate and R sacRebleu return it.
 */
@FunctionalInterface
public interface Presenter {
    void print(Report r, Metric<?> metric, Score score, Signature signature, ConfidenceEstimate ci);

    /**
     * Text: {@code NAME|signature = 26.7[ (μ = 26.5 ± 0.8)][ verbose]}, or the score alone with
     * {@code -b}. JSON: {@code name, score, signature, [confidence fields], [verbose_score],} then
     * every signature entry; with {@code --full-precision} the numbers unrounded and the score's
     * {@code fields} last.
     */
    Presenter SACREBLEU = (r, metric, score, signature, ci) -> {
        String verbose = score.verbose();
        if (r.style.json()) {
            ObjectNode o = r.object();
            o.put("name", metric.name());
            o.put("score", r.rounded(score.score()));
            o.put("signature", signature.toString());
            r.putConfidence(o, ci);
            if (!verbose.isEmpty()) {
                o.put("verbose_score", verbose);
            }
            Report.putSignatureFields(o, signature);
            r.putFields(o, score);
            r.json(o);
        } else {
            r.out.println(SignificanceReport.scoreLine(metric.name(), signature.toString(), score.score(), ci,
                    verbose, r.width, r.style.scoreOnly()));
        }
    };

    /**
     * The reference's own fields, the first one the score: text {@code NAME|signature = <score>
     * (<name> = <value> ...)} with the score as Python's repr (fixed with {@code -w}), arrays joined
     * by {@code /} and other floats with four decimals; JSON {@code name}, the fields (the score
     * rounded with {@code -w}), {@code signature}.
     */
    Presenter REPR = (r, metric, score, signature, ci) -> {
        if (ci != null) {
            SACREBLEU.print(r.forWholeScore(), metric, score, signature, ci);
            return;
        }
        var fields = score.fields();
        String first = fields.keySet().iterator().next();
        if (r.style.json()) {
            ObjectNode o = r.object();
            o.put("name", metric.name());
            fields.forEach((k, v) -> o.set(k, Report.mapper().valueToTree(k.equals(first) ? ReprFields.rounded(r, v) : v)));
            o.put("signature", signature.toString());
            r.json(o);
            return;
        }
        String value = ReprFields.text(r, fields.get(first));
        if (r.style.scoreOnly()) {
            r.out.println(value);
            return;
        }
        r.out.println(metric.name() + "|" + signature + " = " + value + ReprFields.details(fields, first));
    };

    /**
     * A Hugging Face evaluate script's returned dict: JSON is {@code json.dumps(dict)} exactly (the
     * script's keys and order, floats as Python's repr, no name or signature), text is the
     * {@link #REPR} line (its signature records what the dict does not, e.g. {@code seed:none}).
     */
    /**
     * bert_score's command line: {@code HASH P: 0.xxxxxx R: 0.xxxxxx F1: 0.xxxxxx} (the means, 6 decimals
     * unless {@code -w}; the hash, else the signature, first); JSON: the means, the hash and the signature
     * (with {@code --full-precision}, {@code score} is the library's {@code score()}, the mean F in double,
     * and the per-segment {@code fields} follow; {@code P}, {@code R}, {@code F} stay bert_score's float32 means).
     */
    Presenter BERTSCORE = (r, metric, score, signature, ci) -> {
        if (ci != null) {
            SACREBLEU.print(r, metric, score, signature, ci);
            return;
        }
        var fields = score.fields();
        Object hash = fields.containsKey("hash") ? fields.get("hash") : fields.get("hashcode");
        double[] means = new double[3];
        for (int k = 0; k < 3; k++) {
            means[k] = ((io.github.nlgmetrics.bertscore.BertScoreResult) score).mean(k); // torch's float32 mean, as the drop-in
        }
        if (r.style.json()) {
            ObjectNode o = r.object();
            o.put("name", metric.name());
            // --full-precision: the library's Score.score() (the mean F in double), as every profile's "score"
            o.put("score", r.style.fullPrecision() ? score.score() : means[2]);
            o.put("P", means[0]);
            o.put("R", means[1]);
            o.put("F", means[2]);
            if (hash != null) {
                o.put("hash", hash.toString());
            }
            o.put("signature", signature.toString());
            r.putFields(o, score);
            r.json(o);
        } else if (r.style.scoreOnly()) {
            r.out.println(PyFormat.fixed(means[2], r.width));
        } else {
            r.out.println(((io.github.nlgmetrics.bertscore.BertScoreResult) score).line(metric.name() + "|" + signature,
                    r.width));
        }
    };

    Presenter PYTHON_DICT = (r, metric, score, signature, ci) -> {
        if (ci != null) {
            SACREBLEU.print(r.forWholeScore(), metric, score, signature, ci);
        } else if (r.style.json()) {
            r.out.println(PyJson.dumps(score.fields()));
        } else {
            REPR.print(r, metric, score, signature, null);
        }
    };
}
