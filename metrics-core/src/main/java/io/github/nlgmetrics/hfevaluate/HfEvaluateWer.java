package io.github.nlgmetrics.hfevaluate;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.wer.Jiwer;
import io.github.nlgmetrics.wer.JiwerScore;
import java.util.List;
import java.util.Objects;

/**
 * The {@code wer} and {@code cer} metric scripts of Hugging Face evaluate (a7dd338) on jiwer 4.0.0:
 * {@code _compute(predictions, references, concatenate_texts=False)}.
 *
 * <p>Both call jiwer with its default transforms ({@code process_words} / {@code process_characters},
 * {@link Jiwer}); rows are jiwer's {@code [H, S, D, I]} per pair.
 * <ul>
 *   <li>{@code concatenate_texts=False} (default): {@code Σ (S + D + I) / Σ (S + D + H)} over
 *       {@code zip(predictions, references)} — extra predictions or references are dropped
 *       silently, and a corpus whose references are all empty raises {@code ZeroDivisionError}
 *       (an {@link IllegalArgumentException} here);</li>
 *   <li>{@code concatenate_texts=True}: jiwer's corpus measure on the two lists: all references
 *       empty gives the number of insertions; lists of different lengths are an error.</li>
 * </ul>
 * Immutable and thread-safe.
 */
public final class HfEvaluateWer implements Metric<SimpleScore> {
    private final Jiwer jiwer;
    private final boolean concatenateTexts;

    private HfEvaluateWer(Jiwer jiwer, boolean concatenateTexts) {
        this.jiwer = jiwer;
        this.concatenateTexts = concatenateTexts;
    }

    /** The {@code wer} script. */
    public static HfEvaluateWer wer() {
        return new HfEvaluateWer(Jiwer.of("process_words"), false);
    }

    /** The {@code cer} script. */
    public static HfEvaluateWer cer() {
        return new HfEvaluateWer(Jiwer.of("process_characters"), false);
    }

    public HfEvaluateWer withConcatenateTexts(boolean value) {
        return new HfEvaluateWer(jiwer, value);
    }

    public boolean concatenateTexts() {
        return concatenateTexts;
    }

    @Override
    public SegmentScorer newScorer() {
        return jiwer.newScorer();
    }

    /** {@code zip} (or, concatenated, jiwer's equal-length check); an empty corpus is an error (the scripts raise). */
    @Override
    public SimpleScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        if (hypotheses.isEmpty() || references.isEmpty()) {
            throw new IllegalArgumentException("an empty corpus (the evaluate scripts raise IndexError)");
        }
        if (concatenateTexts) {
            return Metric.super.corpusScore(hypotheses, references, parallelism);
        }
        int n = Math.min(hypotheses.size(), references.size());
        return Metric.super.corpusScore(hypotheses.subList(0, n), references.subList(0, n), parallelism);
    }

    @Override
    public SimpleScore score(double[] summedStats) {
        JiwerScore c = jiwer.score(summedStats);
        if (concatenateTexts) {
            return new SimpleScore(c.wer(), c.hits() + c.substitutions() + c.deletions());
        }
        long total = c.substitutions() + c.deletions() + c.hits();
        if (total == 0) {
            throw new IllegalArgumentException("every reference is empty: S + D + H = 0 (evaluate: ZeroDivisionError)");
        }
        return new SimpleScore((double) (c.substitutions() + c.deletions() + c.insertions()) / (double) total, total);
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    @Override
    public String name() {
        return jiwer.name();
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "compat", "hf-evaluate", "measure",
                jiwer.name().toLowerCase(java.util.Locale.ROOT), "concat", concatenateTexts ? "yes" : "no",
                "version", Version.get());
    }
}
