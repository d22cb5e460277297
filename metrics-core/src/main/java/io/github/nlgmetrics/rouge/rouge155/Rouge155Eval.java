package io.github.nlgmetrics.rouge.rouge155;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code <EVAL>} of a ROUGE-1.5.5 configuration: its ID, input format, the peer (system)
 * summaries by system ID and the model (reference) summaries in document order.
 *
 * @param id the evaluation ID (per-evaluation lines are sorted by its leading number)
 * @param format SEE, SPL or ISI
 * @param peers system ID → summary
 * @param models the model summaries
 */
public record Rouge155Eval(String id, String format, Map<String, Rouge155Summary> peers,
        List<Rouge155Summary> models) {
    public Rouge155Eval {
        peers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(peers));
        models = List.copyOf(models);
    }
}
