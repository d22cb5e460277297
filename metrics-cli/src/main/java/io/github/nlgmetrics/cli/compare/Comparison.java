package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.DoubleVector;
import io.github.nlgmetrics.IntVector;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.NamedChoice;
import io.github.nlgmetrics.cli.report.Progress;
import io.github.nlgmetrics.cli.report.SignificanceReport;
import io.github.nlgmetrics.significance.Agreement;
import io.github.nlgmetrics.significance.Pairwise;
import io.github.nlgmetrics.significance.Ranking;
import io.github.nlgmetrics.significance.Significance;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Everything {@code compare} reports, computed once. Each metric's rows come from the metric itself
 * ({@link Metric#corpusStatsOfSystems}: the rows the metric commands use; BERTScore's model loaded once and each
 * distinct sentence embedded once), and how they are resampled is the metric's own declaration
 * ({@link Metric#resampling()}): an additive metric's statistics, a metric's segment scores (BERTScore; a part, P or
 * R, through {@link SegmentScoreMean}), a {@code --scores} file's scores. From those rows alone come the corpus
 * scores, every pair's paired bootstrap and approximate randomization ({@link Pairwise}), the clusters and rank
 * ranges ({@link Ranking}), each segment's own score, the agreement ({@link Agreement}) and compare-mt's analyses
 * ({@link Differences}). A metric that cannot be resampled is scored and reported untested, with the reason.
 *
 * @param inputs the files read
 * @param settings the options
 * @param metrics one result per metric, the {@code -m} metrics first, then {@code --scores}
 * @param agreement per pair of metrics: system-level Pearson and Kendall, segment-level Kendall
 * @param differences compare-mt's analyses
 * @param explain for metrics of one behaviour family (e.g. {@code bleu} and {@code nltk:bleu}): the
 *     {@code nlg-metrics explain} command that attributes their difference to named causes
 * @param warnings what the computation found worth saying (segments without a score of their own)
 */
record Comparison(CompareInputs inputs, Settings settings, List<MetricResult> metrics, List<AgreementRow> agreement,
                  Differences differences, List<String> explain, List<String> warnings) {

    /** The test the clusters and rank ranges use ({@code --cluster-test}). */
    enum ClusterTest implements NamedChoice {
        /** The paired bootstrap. */
        BS("paired bootstrap"),
        /** Approximate randomization. */
        AR("approximate randomization");

        private final String title;

        ClusterTest(String title) {
            this.title = title;
        }

        /** The test's name in words. */
        String title() {
            return title;
        }
    }

    /**
     * The options of a comparison.
     *
     * @param baseline the baseline system's index
     * @param engine the significance engine (its seed)
     * @param bootstrap bootstrap resamples
     * @param trials approximate-randomization trials (0: not run)
     * @param alpha the significance level
     * @param clusterTest the test of the clusters and rank ranges
     * @param correction the multiple-comparison correction
     * @param diffWith the system the analyses compare with the baseline; -1: the best other by the first metric
     * @param trainCounts word frequencies of {@code --train-file}, or null (the references')
     * @param top n-grams and segments listed
     */
    record Settings(int baseline, Significance engine, int bootstrap, int trials, double alpha, ClusterTest clusterTest,
                    Ranking.Correction correction, int diffWith, Map<String, Integer> trainCounts, int top) {
    }

    /**
     * One metric's results.
     *
     * @param choice the metric as chosen
     * @param signature the metric's signature, with the test fields when tested
     * @param scores each system's corpus score
     * @param tests every pair tested; null when the metric cannot be resampled
     * @param ranking clusters and rank ranges; null when not tested
     * @param notTested why the metric is not tested; null when it is
     * @param scored the rows and segment scores; null when not tested
     */
    record MetricResult(MetricChoice choice, String signature, DoubleVector scores, Pairwise.Result tests,
                        Ranking ranking, String notTested, ScoredSystems scored) {
        /** The metric as the reports call it. */
        String name() {
            return choice.label();
        }

        /** Whether a higher score is better. */
        boolean higherIsBetter() {
            return choice.metric().higherIsBetter();
        }

        /** Whether it came from {@code --scores}. */
        boolean external() {
            return choice.given() != null;
        }

        /** Whether its pairs were tested. */
        boolean tested() {
            return tests != null;
        }

        /** The systems, best first (by the clusters' order when tested, else by score). */
        IntVector order() {
            if (ranking != null) {
                return ranking.order();
            }
            int sign = higherIsBetter() ? -1 : 1;
            return IntVector.of(IntStream.range(0, scores.length()).boxed()
                    .sorted(Comparator.comparingDouble(i -> sign * scores.get(i))).mapToInt(Integer::intValue).toArray());
        }
    }

    /** Agreement of two metrics. */
    record AgreementRow(String a, String b, double pearson, double kendall, double segmentKendall) {
    }

    /** Runs every computation; {@code progress} advances once per system scored and once per metric tested. */
    static Comparison run(CompareInputs in, Settings settings, List<MetricChoice> choices, Progress progress) {
        List<MetricResult> results = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (MetricChoice choice : choices) {
            results.add(result(in, settings, choice, progress, warnings));
        }
        List<AgreementRow> agreement = new ArrayList<>();
        if (in.names().size() >= 2) {
            for (int a = 0; a < results.size(); a++) {
                for (int b = a + 1; b < results.size(); b++) {
                    agreement.add(agreement(results.get(a), results.get(b)));
                }
            }
        }
        ScoredSystems first = results.stream().map(MetricResult::scored).filter(s -> s != null).findFirst().orElse(null);
        int other = settings.diffWith() >= 0 ? settings.diffWith() : bestOther(results.get(0), settings.baseline());
        Differences diff = Differences.compute(in, first, settings.baseline(), other, settings.trainCounts(),
                settings.top());
        return new Comparison(in, settings, results, agreement, diff, explainCommands(choices, in, settings.baseline()),
                List.copyOf(warnings));
    }

    private static MetricResult result(CompareInputs in, Settings settings, MetricChoice choice, Progress progress,
                                       List<String> warnings) {
        Metric<?> metric = choice.metric();
        List<double[][]> rows = new ArrayList<>();
        if (choice.given() != null) {
            for (double[] sys : choice.given()) {
                rows.add(SegmentScoreMean.rows(sys));
                progress.advance(1);
            }
        } else if (metric.resampling() == Metric.Resampling.NONE) {
            double[] scores = new double[in.names().size()];
            for (int i = 0; i < scores.length; i++) {
                List<String> hyps = in.hypotheses().get(i);
                scores[i] = scored(choice, in, i, () -> choice.metric().corpusScore(hyps, in.references()).score());
                progress.advance(1);
            }
            progress.advance(1);
            return new MetricResult(choice, metric.signature(in.nrefs()).toString(), DoubleVector.of(scores), null, null,
                    choice.profile().name() + " cannot be resampled: its corpus score is not a function of per-segment"
                            + " statistics or scores, so it has no interval, no paired test and no cluster", null);
        } else {
            Iterator<double[][]> systems = metric.corpusStatsOfSystems(in.hypotheses(), in.references());
            for (int i = 0; i < in.names().size(); i++) {
                rows.add(scored(choice, in, i, systems::next));
                progress.advance(1);
            }
        }
        if (choice.part() != null) {
            metric = new SegmentScoreMean(choice.label(), metric.signature(in.nrefs()).with("part", choice.part().name()),
                    metric.higherIsBetter());
            for (int i = 0; i < rows.size(); i++) {
                double[] part = new double[rows.get(i).length];
                for (int j = 0; j < part.length; j++) {
                    part[j] = choice.part().of(choice.metric().score(rows.get(i)[j]).fields());
                }
                rows.set(i, SegmentScoreMean.rows(part));
            }
        }
        Pairwise.Result tests = Pairwise.test(settings.engine(), metric, rows, settings.bootstrap(), settings.trials());
        progress.advance(1);
        DoubleVector p = settings.clusterTest() == ClusterTest.AR && tests.hasRandomization()
                ? tests.randomizationP() : tests.bootstrapP();
        Ranking ranking = Ranking.of(tests.scores(), metric.higherIsBetter(), p, settings.alpha(), settings.correction());
        String sig = SignificanceReport.signature(metric.signature(in.nrefs()), "bs", settings.bootstrap(),
                settings.engine()).toString() + (settings.trials() > 0 ? "|ar:" + settings.trials() : "");
        ScoredSystems scored = new ScoredSystems(choice.label(), metric, rows, segmentScores(in, choice.label(), metric,
                rows, warnings));
        return new MetricResult(choice, sig, tests.scores(), tests, ranking, null, scored);
    }

    /** {@code score} of system {@code i}; a refusal names the metric and the system. */
    private static <T> T scored(MetricChoice choice, CompareInputs in, int i, java.util.function.Supplier<T> score) {
        try {
            return score.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(choice.label() + " on system " + in.names().get(i) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Each row scored alone. A segment the metric gives no score of its own is NaN (left out of the sentence-level
     * buckets, the segments listed and the segment agreement), and one warning says how many and which first.
     */
    private static double[][] segmentScores(CompareInputs in, String label, Metric<?> metric, List<double[][]> rows,
                                            List<String> warnings) {
        double[][] seg = new double[rows.size()][];
        int failed = 0;
        String first = null;
        for (int i = 0; i < rows.size(); i++) {
            seg[i] = new double[rows.get(i).length];
            for (int j = 0; j < seg[i].length; j++) {
                try {
                    seg[i][j] = metric.score(rows.get(i)[j]).score();
                } catch (RuntimeException e) {
                    seg[i][j] = Double.NaN;
                    failed++;
                    first = first != null ? first : "segment " + (j + 1) + " of " + in.names().get(i) + ": " + e.getMessage();
                }
            }
        }
        if (failed > 0) {
            warnings.add("warning: " + label + ": " + failed + " segment" + (failed == 1 ? " has no score of its own"
                    : "s have no score of their own") + " (" + first + "); left out of the sentence-level buckets, the segments listed"
                    + " and the segment agreement");
        }
        return seg;
    }

    private static AgreementRow agreement(MetricResult x, MetricResult y) {
        double[] sx = oriented(x.scores().toArray(), x.higherIsBetter());
        double[] sy = oriented(y.scores().toArray(), y.higherIsBetter());
        double segment = Double.NaN;
        if (x.scored() != null && y.scored() != null) {
            segment = Agreement.segmentKendallTau(orientedRows(x.scored().segmentScores(), x.higherIsBetter()),
                    orientedRows(y.scored().segmentScores(), y.higherIsBetter()));
        }
        return new AgreementRow(x.name(), y.name(), Agreement.pearson(sx, sy), Agreement.kendallTau(sx, sy), segment);
    }

    /**
     * For each behaviour family with several of the chosen profiles: {@code nlg-metrics explain} on the
     * baseline with those profiles ({@code docs/explain.md}).
     */
    private static List<String> explainCommands(List<MetricChoice> choices, CompareInputs in, int baseline) {
        Map<Object, List<String>> byFamily = new LinkedHashMap<>();
        for (MetricChoice c : choices) {
            Object family = c.profile() == null ? null : c.profile().family();
            String p = family == null ? null : c.profile().name();
            if (family != null && !byFamily.computeIfAbsent(family, k -> new ArrayList<>()).contains(p)) {
                byFamily.get(family).add(p);
            }
        }
        List<String> out = new ArrayList<>();
        byFamily.values().stream().filter(l -> l.size() > 1).forEach(l -> out.add("nlg-metrics explain -r "
                + String.join(" ", in.referenceFiles().stream().map(CompareInputs::shellWord).toList()) + " -i "
                + CompareInputs.shellWord(in.systemFiles().get(baseline)) + " --profiles " + String.join(",", l)));
        return out;
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
        for (int i : first.order().toArray()) {
            if (i != baseline) {
                return i;
            }
        }
        return baseline;
    }
}
