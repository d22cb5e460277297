package io.github.nlgmetrics.meteor;

/**
 * The parts of one hypothesis–reference METEOR score, as NLTK 3.8's {@code single_meteor_score}
 * computes them.
 *
 * @param matches aligned word pairs (exact, stem and synonym stages together)
 * @param chunks runs of matches adjacent in both sentences (0 when there is no match)
 * @param precision matches / hypothesis length
 * @param recall matches / reference length
 * @param fmean {@code P·R / (α·P + (1 − α)·R)}
 * @param penalty {@code γ · (chunks / matches)^β}
 * @param score {@code (1 − penalty) · fmean}, or 0.0 where NLTK divides by zero
 */
public record MeteorDetails(int matches, int chunks, double precision, double recall, double fmean,
                            double penalty, double score) {
}
