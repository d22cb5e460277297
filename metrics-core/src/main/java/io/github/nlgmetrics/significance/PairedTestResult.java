package io.github.nlgmetrics.significance;

import java.util.List;

/** The outcome of a paired test: the baseline's line, then one line per compared system. */
public record PairedTestResult(PairedResult baseline, List<PairedResult> systems) {
    public PairedTestResult {
        systems = List.copyOf(systems);
    }
}
