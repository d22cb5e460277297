package io.github.nlgmetrics.wer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code jiwer.process_words} / {@code process_characters} return: the measures and counts,
 * and per sentence pair the transformed tokens and the alignment they were counted from.
 *
 * @param score the counts and measures
 * @param references the reference token lists after the transform ({@code [[]]} for an empty list)
 * @param hypotheses the hypothesis token lists after the transform
 * @param alignments per sentence pair, its chunks
 */
public record JiwerOutput(JiwerScore score, List<List<String>> references, List<List<String>> hypotheses,
                          List<List<AlignmentChunk>> alignments) {
    /** {@link JiwerScore#fields()} plus {@code alignments} (as {@code [type, i1, i2, j1, j2]} lists), {@code references}, {@code hypotheses}. */
    public Map<String, Object> fields() {
        Map<String, Object> o = new LinkedHashMap<>(score.fields());
        List<List<List<Object>>> al = new ArrayList<>();
        for (List<AlignmentChunk> sentence : alignments) {
            List<List<Object>> chunks = new ArrayList<>();
            sentence.forEach(c -> chunks.add(c.toList()));
            al.add(chunks);
        }
        o.put("alignments", al);
        o.put("references", references);
        o.put("hypotheses", hypotheses);
        return o;
    }
}
