package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Score;
import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Option;

/**
 * {@code --segment-scores FILE} of every metric command (and {@code rouge}): writes each segment's score and
 * sufficient statistics, for {@code nlg-metrics regress} to compare a release with the last one on
 * the user's own data. {@code FILE.csv}: columns {@code metric,segment,score,stat_1..stat_k};
 * any other name: JSON Lines, one object {@code {"metric", "segment", "score", "fields", "stats"}}
 * per segment ({@code fields}: the score's own fields, as {@code -f json} prints them). Segments
 * count from 1; the scores are the ones {@code --sentence-level} prints (sacrebleu's BLEU: with
 * effective order, as its command line forces at sentence level). A metric that is not additive
 * (NIST) has no segment statistics: its {@code stats} are empty.
 *
 * <p>Nothing is lost: the path is checked before anything is read or written (not an input file,
 * not a folder, its folder exists and is writable), and the file is written by {@link OutputFiles}:
 * {@code /dev/stdout} and the other open streams through the stream, a device or FIFO in place, a
 * link's target, a regular file through a temporary file in the same
 * folder moved into place only when complete (its mode kept), so an error mid-run leaves the old
 * file, or none, never a partial one.
 */
public final class SegmentScores {
    @Option(names = "--segment-scores", paramLabel = "FILE",
            description = "Also write every segment's score and statistics to FILE (.csv: CSV, else JSON Lines).")
    String file;

    /** The metric whose sentence scores the file holds (the command's at sentence level); null: the scored one. */
    private Metric<?> sentenceMetric;

    /** A paired test scores several systems: one line of error when a segment file was asked for. */
    public void refuseForPairedTests() {
        if (file != null) {
            throw new IllegalArgumentException("--segment-scores writes one system's segments, not a paired test's");
        }
    }

    /** Whether a segment file was asked for (the corpus is then held, not streamed). */
    public boolean requested() {
        return file != null;
    }

    /** The segment scores are {@code metric}'s sentence scores (the command's metric as {@code --sentence-level} builds it). */
    public void scoreSentencesWith(Metric<?> metric) {
        this.sentenceMetric = metric;
    }

    /**
     * Refuses, before anything is read or written, a path that would lose data or cannot be
     * written: one of {@code inputs} (file names; null and {@code -} are standard input), a folder,
     * a file in a missing or read-only folder, a read-only file.
     */
    public void checkTarget(Collection<String> inputs) {
        if (file != null) {
            OutputFiles.check(file, "--segment-scores " + file, inputs);
        }
    }

    /** Writes the file when asked for, through {@link OutputFiles}: complete, or not at all. */
    public void write(Metric<?> metric, List<String> hypotheses, List<? extends List<String>> references) {
        if (file != null) {
            OutputFiles.write(file, "--segment-scores " + file, w -> writeTo(w, metric, hypotheses, references));
        }
    }

    /**
     * Writes the file when asked for, each segment's score from {@code rows}, the rows of one corpus call
     * ({@code metric.score(rows[i])}): for a metric whose segment scores depend on the corpus (BERTScore: idf
     * from every reference, the matching batches), as the reference's own segment scores are (bert_score's
     * {@code -s}). Its {@code stats} are empty, as for every metric that is not additive.
     */
    public void writeRows(Metric<?> metric, double[][] rows) {
        if (file != null) {
            OutputFiles.write(file, "--segment-scores " + file, w -> writeTo(w, metric, rows.length,
                    i -> metric.score(rows[i]), i -> new double[0]));
        }
    }

    private void writeTo(java.io.Writer w, Metric<?> metric, List<String> hypotheses,
            List<? extends List<String>> references) throws IOException {
        Metric<?> sentences = sentenceMetric == null ? metric : sentenceMetric;
        writeTo(w, metric, hypotheses.size(), i -> sentences.sentenceScore(hypotheses.get(i), references.get(i)),
                i -> metric.additive() ? metric.segmentStats(hypotheses.get(i), references.get(i)) : new double[0]);
    }

    private void writeTo(java.io.Writer w, Metric<?> metric, int segments, IntFunction<Score> score,
            IntFunction<double[]> statistics) throws IOException {
        boolean csv = file.toLowerCase(java.util.Locale.ROOT).endsWith(".csv");
        CSVPrinter printer = null;
        for (int i = 0; i < segments; i++) {
            Score s;
            double[] stats;
            try {
                s = score.apply(i);
                stats = statistics.apply(i);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("segment " + (i + 1) + ": " + e.getMessage(), e);
            }
            if (csv) {
                if (printer == null) {
                    String[] header = new String[3 + stats.length];
                    header[0] = "metric";
                    header[1] = "segment";
                    header[2] = "score";
                    for (int k = 0; k < stats.length; k++) {
                        header[3 + k] = "stat_" + (k + 1);
                    }
                    printer = new CSVPrinter(w, CSVFormat.RFC4180.builder().setHeader(header).get());
                }
                Object[] row = new Object[3 + stats.length];
                row[0] = metric.name();
                row[1] = i + 1;
                row[2] = Double.toString(s.score());
                for (int k = 0; k < stats.length; k++) {
                    row[3 + k] = Double.toString(stats[k]);
                }
                printer.printRecord(row);
            } else {
                ObjectNode o = Report.mapper().createObjectNode();
                o.put("metric", metric.name());
                o.put("segment", i + 1);
                o.put("score", s.score());
                ObjectNode fields = o.putObject("fields");
                for (Map.Entry<String, Object> f : s.fields().entrySet()) {
                    fields.set(f.getKey(), Report.mapper().valueToTree(f.getValue()));
                }
                ArrayNode a = o.putArray("stats");
                for (double d : stats) {
                    a.add(d);
                }
                w.write(Report.mapper().writeValueAsString(o));
                w.write('\n');
            }
        }
        if (printer != null) {
            printer.flush();
        }
    }
}
