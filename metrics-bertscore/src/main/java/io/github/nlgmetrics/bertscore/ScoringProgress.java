package io.github.nlgmetrics.bertscore;

/**
 * What a long BERTScore call reports as it goes (the command line's progress line, the {@code bert-score}
 * drop-in's {@code -v} lines): the encoder's batches, then the matching. Called on the scoring thread;
 * {@link #NONE} reports nothing.
 */
public interface ScoringProgress {
    /** Reports nothing. */
    ScoringProgress NONE = (done, total) -> { };

    /**
     * {@code done} of the {@code total} distinct token sequences embedded: first {@code (0, total)} as the
     * embedding starts, then after each batch of the encoder.
     */
    void embedded(int done, int total);

    /** The greedy matching of {@code pairs} candidate-reference pairs starts (after the embedding). */
    default void matching(int pairs) {
    }
}
