package io.github.nlgmetrics.bertscore;

/**
 * What a long BERTScore call reports as it goes (the command line's progress line, the {@code bert-score}
 * drop-in's {@code -v} lines): the encoder's batches, then the matching. Called one report at a time, in
 * order, from whichever thread finished the batch; {@link #NONE} reports nothing.
 */
public interface ScoringProgress {
    /** Reports nothing. */
    ScoringProgress NONE = (done, total) -> { };

    /**
     * {@code done} of the {@code total} distinct token sequences embedded: first {@code (0, total)} as the
     * embedding starts, then after each batch of the encoder. Batches may run on several threads, but the
     * reports come one at a time and {@code done} only rises: a listener need not be thread-safe.
     */
    void embedded(int done, int total);

    /** The greedy matching of {@code pairs} candidate-reference pairs starts (after the embedding). */
    default void matching(int pairs) {
    }
}
