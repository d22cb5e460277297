package io.github.nlgmetrics.rouge.rouge155;

import java.util.List;

/**
 * ROUGE-1.5.5's report text ({@code printResults}), byte for byte: per block a rule, then three
 * average lines
 * <pre>
 * SYSTEM ROUGE-1 Average_R: 0.61538 (95%-conf.int. 0.61538 - 0.61538)
 * </pre>
 * (or {@code M_count: .. P_count: .. H_count: ..} with {@code -t 2}), and with {@code -d} a dotted
 * line and one {@code SYSTEM ROUGE-1 Eval ID R:.. P:.. F:..} line per evaluation.
 */
public final class Rouge155Report {
    /** The separator line before each measure. */
    public static final String RULE = "---------------------------------------------";
    /** The separator before per-evaluation lines ({@code -d}). */
    public static final String DOTS = ".............................................";

    private Rouge155Report() {
    }

    /** The script's text for one block under {@code options} ({@code -c} as typed, {@code -d}), lines ending in "\n". */
    public static String format(Rouge155Block b, Rouge155Options options) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(RULE).append('\n');
        String head = b.peerId() + " " + b.tag();
        if (b.averages() != null) {
            List<String> a = b.averages();
            String[] names = {"R", "P", "F"};
            for (int k = 0; k < 3; k++) {
                sb.append(head).append(" Average_").append(names[k]).append(": ").append(a.get(3 * k))
                        .append(" (").append(options.confidenceText()).append("%-conf.int. ").append(a.get(3 * k + 1))
                        .append(" - ").append(a.get(3 * k + 2)).append(")\n");
            }
        } else {
            sb.append(head).append(" M_count: ").append(b.counts().get(0)).append(" P_count: ").append(b.counts().get(1))
                    .append(" H_count: ").append(b.counts().get(2)).append('\n');
        }
        if (options.perEval()) {
            sb.append(DOTS).append('\n');
            for (Rouge155Block.EvalLine l : b.evals()) {
                sb.append(head).append(" Eval ").append(l.testId()).append(" R:").append(l.r()).append(" P:")
                        .append(l.p()).append(" F:").append(l.f()).append('\n');
            }
        }
        return sb.toString();
    }

    /** The script's text for every block of {@code score}, in order. */
    public static String format(Rouge155Score score, Rouge155Options options) {
        StringBuilder sb = new StringBuilder();
        for (Rouge155Block b : score.blocks()) {
            sb.append(format(b, options));
        }
        return sb.toString();
    }
}
