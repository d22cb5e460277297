package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.cli.report.SignificanceReport;
import io.github.nlgmetrics.significance.Agreement;
import io.github.nlgmetrics.significance.Pairwise;
import io.github.nlgmetrics.significance.Ranking;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything {@code compare} reports, computed once: each metric's per-segment statistics rows
 * ({@code Metric.corpusStats}, the rows the metric commands sum), then from those rows alone the
 * corpus scores, every pair's paired bootstrap and approximate randomization ({@link Pairwise}),
 * the clusters and rank ranges ({@link Ranking}), each segment's own score, the metrics'
 * agreement ({@link Agreement}) and compare-mt's analyses ({@link Differences}). Nothing is
 * scored twice.
 *
 * @param inputs the files read
 * @param baseline the baseline system's index
 * @param settings the options that change a number
 * @param metrics one result per metric, the {@code -m} metrics first, then {@code --scores}
 * @param agreement per pair of metrics: system-level Pearson and Kendall, segment-level Kendall
 * @param differences compare-mt's analyses
 * @param explain for metrics of one behaviour family (e.g. {@code bleu} and {@code nltk:bleu}): the
 *     {@code nlg-metrics explain} command that attributes their difference to named causes
 */
record Comparison(CompareInputs inputs, int baseline, Settings settings, List<MetricResult> metrics,
                  List<AgreementRow> agreement, Differences differences, List<String> explain) {

    /** The options that change a number. */
    record Settings(Significance engine, int bootstrap, int trials, double alpha, String clusterTest,
                    Ranking.Correction correction) {
    }

    /**
     * One metric's results.
     *
     * @param name the metric's display name (sacrebleu's {@code BLEU}, or the {@code --scores} name)
     * @param signature the metric's signature with the test fields
     * @param external whether it came from {@code --scores}
     * @param higherIsBetter the direction of a better score
     * @param tests every pair tested
     * @param ranking clusters and rank ranges
     * @param rows per system, the per-segment statistics rows
     * @param segmentScores per system, each segment's own score (its row scored alone)
     * @param metric the metric
     */
    record MetricResult(String name, String signature, boolean external, boolean higherIsBetter, Pairwise.Result tests,
                        Ranking ranking, List<double[][]> rows, double[][] segmentScores, Metric<?> metric) {
    }

    /** Agreement of two metrics. */
    record AgreementRow(String a, String b, double pearson, double kendall, double segmentKendall) {
    }

    /** {@code -m} names and the profile each runs (any {@code reference:metric} profile name is accepted too). */
    static final Map<String, String> METRICS = new LinkedHashMap<>();

    static {
        METRICS.put("bleu", "sacrebleu:bleu");
        METRICS.put("chrf", "sacrebleu:chrf");
        METRICS.put("ter", "sacrebleu:ter");
        METRICS.put("rouge", "rouge-score:rouge");
        METRICS.put("meteor", "nltk:meteor");
        METRICS.put("wer", "jiwer:wer");
        METRICS.put("cer", "jiwer:cer");
    }

    /** The profile {@code -m name} runs ({@code bleu} is {@code sacrebleu:bleu}), or null. */
    static String profileName(String name) {
        return METRICS.containsKey(name) ? METRICS.get(name) : name.contains(":") ? name : null;
    }

    /**
     * For each behaviour family with several of {@code profiles}: {@code nlg-metrics explain} on the
     * baseline with those profiles ({@code docs/explain.md}).
     */
    static List<String> explainCommands(List<String> profiles, List<String> refs, String baselineFile) {
        Map<Object, List<String>> byFamily = new LinkedHashMap<>();
        for (String p : profiles) {
            Object family = p == null || !Profiles.exists(p) ? null : Profiles.byName(p).family();
            if (family != null && !byFamily.computeIfAbsent(family, k -> new ArrayList<>()).contains(p)) {
                byFamily.get(family).add(p);
            }
        }
        List<String> out = new ArrayList<>();
        byFamily.values().stream().filter(l -> l.size() > 1).forEach(l -> out.add("nlg-metrics explain -r "
                + String.join(" ", refs) + " -i " + baselineFile + " --profiles " + String.join(",", l)));
        return out;
    }

    /** The metric of {@code -m name} with its profile's defaults; one that cannot be resampled is refused. */
    static Metric<?> metric(String name) {
        String profile = profileName(name);
        if (profile == null || !Profiles.exists(profile)) {
            throw new IllegalArgumentException("unknown metric '" + name + "' (known: " + String.join(", ", METRICS.keySet())
                    + ", or a profile name such as nltk:meteor; see 'nlg-metrics profiles')");
        }
        Profile p = Profiles.byName(profile);
        Metric<?> m = p.metric(Map.of());
        if (!m.additive()) {
            throw new IllegalArgumentException("metric '" + name + "' (" + profile + ") has no per-segment statistics to"
                    + " resample; give its segment scores with --scores " + name + "=FILE instead");
        }
        return m;
    }

    /** Runs every computation; {@code progress} advances once per system scored and once per test. */
    static Comparison run(CompareInputs in, int baseline, Settings settings, List<Metric<?>> metrics, List<String> labels,
                          Map<String, double[][]> external, List<String> lowerIsBetter, String diffWith,
                          Map<String, Integer> trainCounts, int top, List<String> explain, Progress progress) {
        List<MetricResult> results = new ArrayList<>();
        int s = in.names().size();
        for (int k = 0; k < metrics.size(); k++) {
            Metric<?> m = metrics.get(k);
            List<double[][]> rows = new ArrayList<>();
            for (List<String> hyps : in.hypotheses()) {
                rows.add(m.corpusStats(hyps, in.references()));
                progress.advance(1);
            }
            results.add(result(m, labels.get(k), in.nrefs(), rows, settings, progress));
        }
        external.forEach((name, scores) -> {
            ExternalScoreMetric m = new ExternalScoreMetric(name, name, !lowerIsBetter.contains(name));
            List<double[][]> rows = new ArrayList<>();
            for (double[] sys : scores) {
                double[][] r = new double[sys.length][];
                for (int j = 0; j < sys.length; j++) {
                    r[j] = new double[] {sys[j], 1};
                }
                rows.add(r);
            }
            results.add(result(m, null, in.nrefs(), rows, settings, progress));
        });
        List<AgreementRow> agreement = new ArrayList<>();
        if (s >= 2) {
            for (int a = 0; a < results.size(); a++) {
                for (int b = a + 1; b < results.size(); b++) {
                    MetricResult x = results.get(a);
                    MetricResult y = results.get(b);
                    double[] sx = oriented(x.tests().scores().toArray(), x.higherIsBetter());
                    double[] sy = oriented(y.tests().scores().toArray(), y.higherIsBetter());
                    double[][] gx = orientedRows(x.segmentScores(), x.higherIsBetter());
                    double[][] gy = orientedRows(y.segmentScores(), y.higherIsBetter());
                    agreement.add(new AgreementRow(x.name(), y.name(), Agreement.pearson(sx, sy),
                            Agreement.kendallTau(sx, sy), Agreement.segmentKendallTau(gx, gy)));
                }
            }
        }
        MetricResult first = results.get(0);
        int other = diffWith != null ? in.indexOf(diffWith, in.names()) : bestOther(first, baseline);
        Differences diff = Differences.compute(in, first, baseline, other, trainCounts, top);
        return new Comparison(in, baseline, settings, results, agreement, diff, List.copyOf(explain));
    }

    /** {@code label} null: an external metric, named by {@code --scores}. */
    private static MetricResult result(Metric<?> m, String label, int nrefs, List<double[][]> rows,
                                       Settings settings, Progress progress) {
        Pairwise.Result tests = Pairwise.test(settings.engine(), m, rows, settings.bootstrap(), settings.trials());
        progress.advance(1);
        DoubleVector p = settings.clusterTest().equals("ar") && tests.hasRandomization()
                ? tests.randomizationP() : tests.bootstrapP();
        Ranking ranking = Ranking.of(tests.scores(), m.higherIsBetter(), p, settings.alpha(), settings.correction());
        double[][] seg = new double[rows.size()][];
        for (int i = 0; i < rows.size(); i++) {
            seg[i] = new double[rows.get(i).length];
            for (int j = 0; j < seg[i].length; j++) {
                seg[i][j] = segmentScore(m, rows.get(i)[j]);
            }
        }
        String sig = SignificanceReport.signature(m.signature(nrefs), "bs", settings.bootstrap(), settings.engine())
                .toString();
        if (settings.trials() > 0) {
            sig = sig + "|ar:" + settings.trials();
        }
        boolean external = label == null;
        String name = external ? m.name() : label;
        return new MetricResult(name, sig, external, m.higherIsBetter(), tests, ranking, rows, seg, m);
    }

    /**
     * How each metric is called in the report: its own name ({@code BLEU}, {@code chrF2}, {@code TER}),
     * with its profile added where two metrics share a name ({@code BLEU (nltk:bleu)}); a
     * {@code --scores} name equal to one of them is refused.
     */
    static List<String> labels(List<Metric<?>> metrics, List<String> profiles, java.util.Collection<String> external) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < metrics.size(); k++) {
            String name = metrics.get(k).name();
            long same = metrics.stream().filter(m -> m.name().equals(name)).count();
            String label = same > 1 && k > 0 && metrics.subList(0, k).stream().anyMatch(m -> m.name().equals(name))
                    ? name + " (" + profiles.get(k) + ")" : name;
            if (out.contains(label)) {
                throw new IllegalArgumentException("-m: metric '" + profiles.get(k) + "' is given twice");
            }
            out.add(label);
        }
        for (String e : external) {
            if (out.stream().anyMatch(l -> l.equalsIgnoreCase(e))) {
                throw new IllegalArgumentException("--scores " + e + ": a metric of -m has that name; choose another");
            }
        }
        return out;
    }

    private static double segmentScore(Metric<?> m, double[] row) {
        try {
            return m.score(row).score();
        } catch (RuntimeException e) {
            return Double.NaN;
        }
    }

    private static double[] oriented(double[] v, boolean higherIsBetter) {
        double[] out = v.clone();
        if (!higherIsBetter) {
            for (int i = 0; i < out.length; i++) {
                out[i] = -out[i];
            }
        }
        return out;
    }

    private static double[][] orientedRows(double[][] v, boolean higherIsBetter) {
        double[][] out = new double[v.length][];
        for (int i = 0; i < v.length; i++) {
            out[i] = oriented(v[i], higherIsBetter);
        }
        return out;
    }

    /** The best system other than the baseline by the first metric. */
    private static int bestOther(MetricResult first, int baseline) {
        for (int i : first.ranking().order().toArray()) {
            if (i != baseline) {
                return i;
            }
        }
        return baseline;
    }
}
