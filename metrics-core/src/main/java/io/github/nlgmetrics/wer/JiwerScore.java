package io.github.nlgmetrics.wer;

import io.github.nlgmetrics.Score;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * jiwer 4.0's measures from summed edit counts ({@code jiwer.process_words}):
 *
 * <pre>
 * N_ref = H + S + D        N_hyp = H + S + I
 * wer = (S + D + I) / N_ref                     (cer: the same on characters)
 * mer = (S + D + I) / (H + S + D + I)
 * wip = (H / N_ref) · (H / N_hyp)               (0 when N_hyp = 0)
 * wil = 1 − wip
 * </pre>
 * When the references have no token at all: {@code wer} is the number of insertions (an integer
 * in jiwer, not a rate and not infinity), {@code mer} = 0 and {@code wip} = 1 when the hypotheses
 * are empty too, else {@code mer} = 1 and {@code wip} = 0.
 *
 * @param measure which measure {@link #score()} is: {@code wer}, {@code mer}, {@code wil},
 *                {@code wip}, {@code cer}; {@code process_words} reports {@code wer},
 *                {@code process_characters} {@code cer}
 * @param hits H
 * @param substitutions S
 * @param deletions D
 * @param insertions I
 */
public record JiwerScore(String measure, long hits, long substitutions, long deletions, long insertions)
        implements Score {

    /** {@code (S + D + I) / (H + S + D)}; the insertion count when there is no reference token. */
    public double wer() {
        long nRef = hits + substitutions + deletions;
        return nRef == 0 ? (double) insertions : (double) (substitutions + deletions + insertions) / (double) nRef;
    }

    /** {@code (S + D + I) / (H + S + D + I)}; 0 or 1 when there is no reference token. */
    public double mer() {
        long nRef = hits + substitutions + deletions;
        if (nRef == 0) {
            return hits + substitutions + insertions == 0 ? 0.0 : 1.0;
        }
        return (double) (substitutions + deletions + insertions) / (double) (hits + substitutions + deletions + insertions);
    }

    /** {@code (H / N_ref) · (H / N_hyp)}, evaluated as jiwer does. */
    public double wip() {
        long nRef = hits + substitutions + deletions;
        long nHyp = hits + substitutions + insertions;
        if (nRef == 0) {
            return nHyp == 0 ? 1.0 : 0.0;
        }
        return nHyp >= 1 ? ((double) hits / nRef) * ((double) hits / nHyp) : 0.0;
    }

    /** {@code 1 − wip}. */
    public double wil() {
        return 1 - wip();
    }

    @Override
    public double score() {
        return switch (measure) {
            case "mer" -> mer();
            case "wil" -> wil();
            case "wip" -> wip();
            default -> wer();
        };
    }

    /** Whether this is a character measure ({@code cer}, {@code process_characters}). */
    public boolean characters() {
        return measure.equals("cer") || measure.equals("process_characters");
    }

    /**
     * jiwer's key names: the measure itself first ({@code wer}, ... or {@code cer}), then for the
     * word measures the other three, then {@code hits}, {@code substitutions}, {@code deletions},
     * {@code insertions}.
     */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>();
        if (characters()) {
            o.put("cer", typed(wer()));
        } else {
            String first = measure.startsWith("process") ? "wer" : measure;
            o.put(first, typed(score()));
            o.putIfAbsent("wer", typed(wer()));
            o.putIfAbsent("mer", typed(mer()));
            o.putIfAbsent("wil", typed(wil()));
            o.putIfAbsent("wip", typed(wip()));
        }
        o.put("hits", hits);
        o.put("substitutions", substitutions);
        o.put("deletions", deletions);
        o.put("insertions", insertions);
        return o;
    }

    /** jiwer's Python type: without reference tokens every measure is an {@code int} (the insertions, 0 or 1). */
    private Object typed(double value) {
        return hits + substitutions + deletions == 0 ? (Object) (long) value : (Object) value;
    }
}
