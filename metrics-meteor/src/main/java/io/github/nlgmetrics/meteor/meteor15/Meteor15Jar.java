package io.github.nlgmetrics.meteor.meteor15;

import io.github.nlgmetrics.SegmentScorer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The METEOR 1.5 jar's two ways of running, reproduced with their output byte for byte: file mode
 * ({@code java -jar meteor-1.5.jar TEST REF FLAGS}: header, {@code Segment N score:} lines, the
 * "System level statistics" block, {@code Final score:}) and the {@code -stdio} protocol
 * ({@code SCORE ||| ref ... ||| hyp} answered with the 23 statistics, {@code EVAL ||| stats}
 * answered with a score; pycocoevalcap's own jar also answers {@code EVAL ||| s1 ||| ... ||| sN}
 * with N segment scores and the corpus score of the summed statistics, see {@link #evalAll}).
 *
 * <p>Lines are read as Java's {@code BufferedReader.readLine} reads them ({@code \n}, {@code \r},
 * {@code \r\n}), so a {@code \r} inside a line adds a line. Doubles print as Java's
 * {@code Double.toString}; the statistics block prints counts with {@code DecimalFormat("#.##########")}.
 */
public final class Meteor15Jar {
    /** The jar's stderr line when {@code -w} gives fewer weights than {@code -m} modules. */
    public static final String MODULES_WITHOUT_WEIGHTS =
            "Warning: More modules than weights specified - modules with no weights will not be counted.";

    /** What the jar printed: standard output and standard error. */
    public record Output(String stdout, String stderr) {
    }

    /** The lines of a text as {@code BufferedReader.readLine} returns them. */
    public static List<String> readLines(String text) {
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new StringReader(text))) {
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    /** The result of file mode on parsed inputs: segment rows (best reference each) or an error. */
    public record FileResult(List<double[]> rows, String error) {
    }

    /**
     * File mode's scoring: test lines against reference lines ({@code refCount} consecutive lines per
     * segment). When the counts disagree the result carries the jar's error line and no rows.
     */
    public static FileResult score(Meteor15 metric, int refCount, List<String> test, List<String> ref) {
        List<List<String>> refs = new ArrayList<>();
        for (int i = 0; i < ref.size(); i += refCount) {
            List<String> group = new ArrayList<>();
            for (int k = 0; k < refCount; k++) {
                group.add(i + k < ref.size() ? ref.get(i + k) : null);
            }
            refs.add(group);
        }
        if (test.size() != refs.size()) {
            return new FileResult(List.of(), "Error: test and reference not same length");
        }
        for (List<String> g : refs) {
            if (g.contains(null)) {
                throw new IllegalArgumentException("the reference file ends inside a group of " + refCount
                        + " references (-r " + refCount + ")");
            }
        }
        return new FileResult(List.of(metric.corpusStats(test, refs)), null);
    }

    /** Everything file mode prints for these file contents. */
    public static Output fileMode(Meteor15Flags flags, String testText, String refText) {
        Meteor15 metric = Meteor15.of(flags.config());
        FileResult r = score(metric, flags.refCount(), readLines(testText), readLines(refText));
        StringBuilder out = new StringBuilder();
        StringBuilder err = new StringBuilder();
        Meteor15Config c = flags.config();
        if (!flags.ssOut() && !flags.quiet()) {
            out.append("Meteor version: 1.5\n\n");
            out.append("Eval ID:        ").append(c.evalId()).append("\n\n");
            out.append("Language:       English\n");
            out.append("Format:         plaintext\n");
            out.append("Task:           ").append(c.taskDescription()).append('\n');
            out.append("Modules:        ").append(join(c.modules().stream().map(Meteor15Config.Module::label).toList()))
                    .append('\n');
            out.append("Weights:        ").append(join(c.weights().stream().map(String::valueOf).toList())).append('\n');
            out.append("Parameters:     ").append(c.alpha()).append(' ').append(c.beta()).append(' ')
                    .append(c.gamma()).append(' ').append(c.delta()).append("\n\n");
        }
        if (c.weights().size() < c.modules().size()) {
            err.append(MODULES_WITHOUT_WEIGHTS).append('\n');
        }
        if (r.error() != null) {
            err.append(r.error()).append('\n');
            return new Output(out.toString(), err.toString());
        }
        double[] sum = new double[Meteor15.ROW_LENGTH];
        for (int i = 0; i < r.rows().size(); i++) {
            double[] row = r.rows().get(i);
            Meteor15Score s = metric.segmentScore(row);
            if (flags.ssOut()) {
                out.append(Meteor15.statsLine(row)).append('\n');
            } else if (flags.vOut()) {
                out.append("Segment ").append(i + 1).append(" score:\t").append(s.precision()).append('\t')
                        .append(s.recall()).append('\t').append(s.fragPenalty()).append('\t').append(s.score())
                        .append('\n');
            } else if (flags.quiet()) {
                err.append(s.score()).append('\n');
            } else {
                out.append("Segment ").append(i + 1).append(" score:\t").append(s.score()).append('\n');
            }
            for (int k = 0; k < sum.length; k++) {
                sum[k] += row[k];
            }
        }
        if (!flags.ssOut()) {
            Meteor15Score total = metric.score(sum);
            if (flags.quiet()) {
                out.append(total.score()).append('\n');
            } else {
                out.append(systemBlock(total));
            }
        }
        return new Output(out.toString(), err.toString());
    }

    /**
     * File mode's numbers as fields, for {@code --format json}: {@code eval_id} (the jar's Eval ID
     * line), the system score's {@link Meteor15Score#fields()}, and {@code segments}, each
     * segment's fields (its best reference). Line counts that disagree are an
     * {@link IllegalArgumentException} with the jar's error line (the jar prints it and exits 0).
     */
    public static Map<String, Object> fileModeFields(Meteor15Flags flags, String testText, String refText) {
        Meteor15 metric = Meteor15.of(flags.config());
        FileResult r = score(metric, flags.refCount(), readLines(testText), readLines(refText));
        if (r.error() != null) {
            throw new IllegalArgumentException(r.error());
        }
        double[] sum = new double[Meteor15.ROW_LENGTH];
        List<Map<String, Object>> segments = new ArrayList<>();
        for (double[] row : r.rows()) {
            segments.add(metric.segmentScore(row).fields());
            for (int k = 0; k < sum.length; k++) {
                sum[k] += row[k];
            }
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("eval_id", flags.config().evalId());
        o.putAll(metric.score(sum).fields());
        o.put("segments", segments);
        return o;
    }

    /** The "System level statistics" block and the final score line, as the jar prints them. */
    static String systemBlock(Meteor15Score s) {
        DecimalFormat f = new DecimalFormat("#.##########", DecimalFormatSymbols.getInstance(Locale.ROOT));
        StringBuilder out = new StringBuilder("\nSystem level statistics:\n\n\n");
        out.append("           Test Matches                  Reference Matches\n");
        out.append("Stage      Content  Function    Total    Content  Function    Total\n");
        double tc = 0;
        double tf = 0;
        double rc = 0;
        double rf = 0;
        for (int i = 0; i < s.stages(); i++) {
            double[] st = s.stage(i);
            out.append(String.format(Locale.ROOT, "%1d          %7s   %7s  %7s    %7s   %7s  %7s", i + 1,
                    f.format(st[0]), f.format(st[1]), f.format(st[0] + st[1]),
                    f.format(st[2]), f.format(st[3]), f.format(st[2] + st[3]))).append('\n');
            tc += st[0];
            tf += st[1];
            rc += st[2];
            rf += st[3];
        }
        out.append(String.format(Locale.ROOT, "Total      %7s   %7s  %7s    %7s   %7s  %7s", f.format(tc), f.format(tf),
                f.format(tc + tf), f.format(rc), f.format(rf), f.format(rc + rf))).append("\n\n");
        String unit = s.charBased() ? "char" : "word";
        out.append("Test ").append(unit).append("s:             ").append(f.format(s.testLength())).append('\n');
        out.append("Reference ").append(unit).append("s:        ").append(f.format(s.referenceLength())).append('\n');
        out.append("Chunks:                 ").append(f.format(s.chunks())).append('\n');
        out.append("Precision:              ").append(s.precision()).append('\n');
        out.append("Recall:                 ").append(s.recall()).append('\n');
        out.append("f1:                     ").append(s.f1()).append('\n');
        out.append("fMean:                  ").append(s.fMean()).append('\n');
        out.append("Fragmentation penalty:  ").append(s.fragPenalty()).append('\n');
        out.append('\n');
        out.append("Final score:            ").append(s.score()).append('\n');
        return out.toString();
    }

    /**
     * The {@code -stdio} protocol: one reply line per input line. {@code SCORE ||| refs... ||| hyp}
     * (parts {@code String.trim()}-ed) is answered with the statistics line; {@code EVAL ||| stats}
     * with the score of those statistics (further {@code ||| stats} parts are ignored, as by the
     * published jar).
     */
    public static void stdio(Meteor15 metric, BufferedReader in, PrintStream out) throws IOException {
        SegmentScorer scorer = metric.newScorer();
        String line;
        while ((line = in.readLine()) != null) {
            out.println(reply(metric, scorer, line));
            out.flush();
        }
    }

    /** The reply to one {@code -stdio} line. */
    public static String reply(Meteor15 metric, SegmentScorer scorer, String line) {
        if (line.startsWith("SCORE") || line.startsWith("score")) {
            String[] part = line.split("\\|\\|\\|");
            if (part.length < 3) {
                return "Error: specify hypothesis and at least one reference";
            }
            List<String> refs = new ArrayList<>();
            for (int i = 1; i < part.length - 1; i++) {
                refs.add(part[i].trim());
            }
            return Meteor15.statsLine(scorer.stats(part[part.length - 1].trim(), refs));
        }
        if (line.startsWith("EVAL") || line.startsWith("eval")) {
            String[] part = line.split("\\|\\|\\|");
            if (part.length < 2) {
                return "Error: specify Meteor stats";
            }
            return Double.toString(metric.segmentScore(Meteor15.parseStatsLine(part[1].trim())).score());
        }
        return "Error: specify SCORE or EVAL";
    }

    /**
     * pycocoevalcap's {@code EVAL ||| s1 ||| ... ||| sN}: the N segment scores, then the corpus score of
     * the summed statistics (the jar's {@code addStats}, which skips the chunk of a perfect segment).
     */
    public static List<Double> evalAll(Meteor15 metric, List<String> statsLines) {
        List<Double> out = new ArrayList<>();
        double[] sum = new double[Meteor15.ROW_LENGTH];
        for (String s : statsLines) {
            double[] row = Meteor15.parseStatsLine(s);
            out.add(metric.segmentScore(row).score());
            for (int k = 0; k < sum.length; k++) {
                sum[k] += row[k];
            }
        }
        out.add(metric.score(sum).score());
        return out;
    }

    private static String join(List<String> parts) {
        return String.join(" ", parts);
    }

    private Meteor15Jar() {
    }
}
