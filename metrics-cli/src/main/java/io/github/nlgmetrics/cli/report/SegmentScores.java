package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Score;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Option;

/**
 * {@code --segment-scores FILE} of every metric command (and {@code rouge}): writes each segment's score and
 * sufficient statistics, for {@code nlg-metrics regress} to compare a release with the last one on
 * the user's own data. {@code FILE.csv}: columns {@code metric,segment,score,stat_1..stat_k};
 * any other name: JSON Lines, one object {@code {"metric", "segment", "score", "fields", "stats"}}
 * per segment ({@code fields}: the score's own fields, as {@code -f json} prints them). Segments
 * count from 1; the scores are the ones {@code --sentence-level} prints.
 */
public final class SegmentScores {
    @Option(names = "--segment-scores", paramLabel = "FILE",
            description = "Also write every segment's score and statistics to FILE (.csv: CSV, else JSON Lines).")
    Path file;

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

    /** Writes the file when asked for. */
    public void write(Metric<?> metric, List<String> hypotheses, List<? extends List<String>> references) {
        if (file == null) {
            return;
        }
        boolean csv = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".csv");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            CSVPrinter printer = null;
            for (int i = 0; i < hypotheses.size(); i++) {
                Score s;
                double[] stats;
                try {
                    s = metric.sentenceScore(hypotheses.get(i), references.get(i));
                    stats = metric.segmentStats(hypotheses.get(i), references.get(i));
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
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }
}
