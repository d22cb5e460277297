package io.github.nlgmetrics.wer;

import java.util.List;

/**
 * One chunk of jiwer's alignment ({@code jiwer.AlignmentChunk}): reference tokens
 * {@code [refStart, refEnd)} and hypothesis tokens {@code [hypStart, hypEnd)} are
 * {@code equal}, {@code substitute}d, {@code delete}d (hypothesis span empty) or {@code insert}ed
 * (reference span empty). rapidfuzz's {@code replace} is renamed {@code substitute}, as jiwer does.
 *
 * @param type {@code equal}, {@code substitute}, {@code delete} or {@code insert}
 * @param refStart first reference token
 * @param refEnd one past the last reference token
 * @param hypStart first hypothesis token
 * @param hypEnd one past the last hypothesis token
 */
public record AlignmentChunk(String type, int refStart, int refEnd, int hypStart, int hypEnd) {
    /** The golden files' form: {@code [type, ref_start, ref_end, hyp_start, hyp_end]}. */
    public List<Object> toList() {
        return List.of(type, refStart, refEnd, hypStart, hypEnd);
    }
}
