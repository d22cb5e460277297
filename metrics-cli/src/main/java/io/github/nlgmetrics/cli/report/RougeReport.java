package io.github.nlgmetrics.cli.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.rouge.AggregateScore;
import io.github.nlgmetrics.rouge.BootstrapAggregator;
import io.github.nlgmetrics.rouge.Rouge;
import io.github.nlgmetrics.rouge.RougeResult;
import io.github.nlgmetrics.rouge.RougeScore;
import io.github.nlgmetrics.significance.ConfidenceEstimate;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What {@code nlg-metrics rouge} prints: one line per type ({@code rouge1     P=… R=… F=…}) and the
 * signature, or JSON {@code {name, signature, segments, scores: {type: {precision, recall,
 * fmeasure}}}}; per segment, the bootstrap aggregate (low/mid/high), a confidence interval of each
 * type's mean F, or a paired test per type.
 */
public final class RougeReport {
    private final Report r;

    /** Records findings of the input checks ({@link Report#warn}). */
    public void warn(java.util.List<String> findings) {
        r.warn(findings);
    }

    /** Prints the recorded warnings ({@link Report#printWarnings}). */
    public void printWarnings() {
        r.printWarnings();
    }

    public RougeReport(Report r) {
        this.r = r;
    }

    private String text(RougeScore s) {
        return "P=" + r.fixed(s.precision()) + " R=" + r.fixed(s.recall()) + " F=" + r.fixed(s.fmeasure());
    }

    private static ObjectNode put(ObjectNode o, RougeScore s) {
        o.put("precision", s.precision());
        o.put("recall", s.recall());
        o.put("fmeasure", s.fmeasure());
        return o;
    }

    private ObjectNode header(Signature signature, long segments) {
        ObjectNode o = r.object();
        o.put("name", "ROUGE");
        o.put("signature", signature.toString());
        o.put("segments", segments);
        return o;
    }

    /** Every segment's scores, one line (or one JSON object) per segment. */
    public void segments(List<RougeResult> results) {
        for (int i = 0; i < results.size(); i++) {
            if (r.style.json()) {
                ObjectNode o = r.object();
                o.put("segment", i + 1);
                ObjectNode scores = o.putObject("scores");
                results.get(i).scores().forEach((t, s) -> put(scores.putObject(t), s));
                r.json(o);
            } else {
                StringBuilder sb = new StringBuilder().append(i + 1);
                results.get(i).scores().forEach((t, s) -> sb.append('\t').append(t).append(' ').append(text(s)));
                r.out.println(sb);
            }
        }
        r.out.flush();
    }

    /** The mean of each type over the segments. */
    public void mean(RougeResult mean, Signature signature) {
        if (r.style.json()) {
            ObjectNode o = header(signature, mean.segments());
            ObjectNode scores = o.putObject("scores");
            mean.scores().forEach((t, s) -> put(scores.putObject(t), s));
            r.json(o);
        } else if (r.style.scoreOnly()) {
            // -b: the F of each type, one line each in the order of --types, nothing else.
            mean.scores().forEach((t, s) -> r.out.println(r.fixed(s.fmeasure())));
        } else {
            mean.scores().forEach((t, s) -> r.out.println(String.format("%-10s %s", t, text(s))));
            r.out.println(signature);
        }
        r.out.flush();
    }

    /** rouge-score's BootstrapAggregator: low, mid and high of each measure. */
    public void bootstrap(Rouge rouge, BootstrapAggregator bootstrap, List<RougeResult> results) {
        Signature signature = rouge.signature().with("agg", bootstrap.signature());
        Map<String, AggregateScore> agg = bootstrap.aggregate(results);
        if (r.style.json()) {
            ObjectNode o = header(signature, results.size());
            ObjectNode scores = o.putObject("scores");
            agg.forEach((t, a) -> {
                ObjectNode n = scores.putObject(t);
                put(n.putObject("low"), a.low());
                put(n.putObject("mid"), a.mid());
                put(n.putObject("high"), a.high());
            });
            r.json(o);
        } else {
            agg.forEach((t, a) -> r.out.println(String.format("%-10s P=%s [%s, %s] R=%s [%s, %s] F=%s [%s, %s]", t,
                    r.fixed(a.mid().precision()), r.fixed(a.low().precision()), r.fixed(a.high().precision()),
                    r.fixed(a.mid().recall()), r.fixed(a.low().recall()), r.fixed(a.high().recall()),
                    r.fixed(a.mid().fmeasure()), r.fixed(a.low().fmeasure()), r.fixed(a.high().fmeasure()))));
            r.out.println(signature);
        }
        r.out.flush();
    }

    /**
     * sacrebleu's bootstrap confidence interval of each type's mean F (the types resampled one after
     * another from one generator stream per type, each seeded alike, as sacrebleu does per metric).
     */
    public void confidence(Rouge rouge, double[][] rows, int nrefs, Significance engine, int confidenceN) {
        Signature signature = SignificanceReport.signature(rouge.signature(nrefs), "bs", confidenceN, engine);
        RougeResult mean = rouge.scoreOfSegments(rows);
        ObjectNode o = header(signature, mean.segments());
        ObjectNode scores = o.putObject("scores");
        for (String t : rouge.typeNames()) {
            ConfidenceEstimate ci = engine.bootstrap(rouge.withTypes(t), rouge.rowsOf(t, rows), confidenceN);
            if (r.style.json()) {
                ObjectNode n = put(scores.putObject(t), mean.get(t));
                r.putConfidence(n, ci);
            } else {
                r.out.println(String.format("%-10s %s", t, text(mean.get(t)) + SignificanceReport.confidence(ci, r.width)));
            }
        }
        if (r.style.json()) {
            r.json(o);
        } else {
            r.out.println(signature);
        }
        r.out.flush();
    }

    /**
     * A paired test per type (JSON needs one type: sacrebleu's paired JSON has one metric per report).
     *
     * @param engine the significance engine, asked for once per type
     * @param bootstrap paired bootstrap resampling, else approximate randomization
     * @param n the number of resamples or trials
     */
    public void paired(Rouge rouge, List<String> systems, List<TextInput.Corpus> corpora, Supplier<Significance> engine,
                       boolean bootstrap, int n) {
        if (r.style.json() && rouge.typeNames().size() > 1) {
            throw new IllegalArgumentException("a paired test with --format json takes one ROUGE type: choose it with -t");
        }
        List<double[][]> rows = new ArrayList<>();
        List<Rouge> types = new ArrayList<>();
        List<SignificanceReport.Paired> results = new ArrayList<>();
        // Progress on a terminal (-q silences it): each system scored, then each type's test; printed after.
        try (Progress progress = Progress.on(System.err, r.quiet(), "steps",
                (long) corpora.size() + rouge.typeNames().size())) {
            for (TextInput.Corpus c : corpora) {
                rows.add(rouge.corpusStats(c.hypotheses(), c.references()));
                progress.advance(1);
            }
            for (String t : rouge.typeNames()) {
                List<double[][]> typeRows = new ArrayList<>();
                rows.forEach(x -> typeRows.add(rouge.rowsOf(t, x)));
                types.add(rouge.withTypes(t));
                results.add(SignificanceReport.paired(types.get(types.size() - 1), typeRows, engine.get(), bootstrap, n));
                progress.advance(1);
            }
        }
        for (int k = 0; k < types.size(); k++) {
            SignificanceReport.printPaired(r.out, types.get(k), systems, results.get(k), corpora.get(0).nrefs(), r.width,
                    r.style.format());
        }
    }
}
