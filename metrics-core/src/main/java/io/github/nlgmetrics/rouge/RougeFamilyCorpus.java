package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.BehaviourFamily.SegmentView;
import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.lcs.LcsKernel;
import io.github.nlgmetrics.rouge.RougeFamily.Params;
import io.github.nlgmetrics.rouge.rouge155.Rouge155;
import io.github.nlgmetrics.rouge.rouge155.Rouge155Flags;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link RougeFamily}'s parametrised computation on one corpus: per segment and reference the
 * counts of the point's measure (n-gram hits or the whole-text LCS, over reference and
 * hypothesis units), cached per tokenizer, stemmer and measure; then each segment's
 * {@code [P, R, F]} by the multi-reference rule, F formula and rounding, and the corpus F by the
 * aggregation (the mean, ROUGE-1.5.5's own bootstrap averaging, or rouge-score's
 * {@link BootstrapAggregator}).
 */
final class RougeFamilyCorpus extends BehaviourFamily.InputCorpus {
    /** Per segment, per reference: hits, reference n-grams, hypothesis n-grams. */
    private record Counts(int[][] perReference) {
    }

    private final Map<String, Counts[]> rows = new HashMap<>();

    RougeFamilyCorpus(List<String> hypotheses, List<List<String>> references) {
        super(new BehaviourFamily.Input(hypotheses, references));
    }

    @Override
    public double score(Map<String, String> point) {
        Params p = Params.of(point);
        return aggregate(p, triples(p));
    }

    @Override
    public double[] segmentInfluence(Map<String, String> from, Map<String, String> to) {
        Params a = Params.of(from);
        Params b = Params.of(to);
        double[][] ta = triples(a);
        double[][] tb = triples(b);
        double[] out = new double[ta.length];
        if (a.resamples() > 0) {
            for (int i = 0; i < out.length; i++) {
                out[i] = (tb[i][2] - ta[i][2]) / out.length;
            }
            return out;
        }
        // the mean with one segment's F exchanged, from the sum (linear in the corpus, not quadratic)
        double sum = 0;
        for (double[] t : ta) {
            sum += t[2];
        }
        double base = sum / ta.length;
        for (int i = 0; i < out.length; i++) {
            out[i] = (sum - ta[i][2] + tb[i][2]) / ta.length - base;
        }
        return out;
    }

    @Override
    public SegmentView segment(Map<String, String> point, int index) {
        Params p = Params.of(point);
        List<String> hyp = RougeFamily.tokens(hypotheses().get(index), p.tokenizer(), p.stem());
        List<List<String>> rs = new ArrayList<>();
        for (String r : references().get(index)) {
            rs.add(RougeFamily.tokens(r, p.tokenizer(), p.stem()));
        }
        int[][] c = counts(p)[index].perReference();
        double[] t = triples(p)[index];
        StringBuilder sb = new StringBuilder(p.n() == 0 ? "rougeL LCS/reference/hypothesis tokens"
                : "rouge" + p.n() + " hits/reference/hypothesis n-grams");
        for (int[] k : c) {
            sb.append(' ').append(k[0]).append('/').append(k[1]).append('/').append(k[2]);
        }
        sb.append(", P ").append(t[0]).append(" R ").append(t[1]).append(" F ").append(t[2]);
        return new SegmentView(hyp, rs, sb.toString());
    }

    private Counts[] counts(Params p) {
        return rows.computeIfAbsent(p.rowKey(), k -> {
            Counts[] out = new Counts[hypotheses().size()];
            LcsKernel lcs = new LcsKernel();
            for (int i = 0; i < out.length; i++) {
                List<String> hypTokens = RougeFamily.tokens(hypotheses().get(i), p.tokenizer(), p.stem());
                Map<List<String>, Integer> h = p.n() == 0 ? null : ngrams(hypTokens, p.n());
                int hTotal = p.n() == 0 ? hypTokens.size() : total(h);
                int[][] per = new int[references().get(i).size()][];
                for (int j = 0; j < per.length; j++) {
                    List<String> refTokens = RougeFamily.tokens(references().get(i).get(j), p.tokenizer(), p.stem());
                    if (p.n() == 0) {
                        // rougeL: the LCS of the whole texts
                        Map<String, Integer> ids = new HashMap<>();
                        int[] a = intern(hypTokens, ids);
                        int[] b = intern(refTokens, ids);
                        per[j] = new int[] {lcs.length(a, b), refTokens.size(), hTotal};
                        continue;
                    }
                    Map<List<String>, Integer> r = ngrams(refTokens, p.n());
                    int hits = 0;
                    for (Map.Entry<List<String>, Integer> e : h.entrySet()) {
                        Integer c = r.get(e.getKey());
                        if (c != null) {
                            hits += Math.min(c, e.getValue());
                        }
                    }
                    per[j] = new int[] {hits, total(r), hTotal};
                }
                out[i] = new Counts(per);
            }
            return out;
        });
    }

    /** Each segment's {@code [P, R, F]} at a point. */
    private double[][] triples(Params p) {
        Counts[] c = counts(p);
        double[][] out = new double[c.length][];
        for (int i = 0; i < c.length; i++) {
            out[i] = segmentScore(p, c[i].perReference());
        }
        return out;
    }

    private static int[] intern(List<String> tokens, Map<String, Integer> ids) {
        int[] out = new int[tokens.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ids.computeIfAbsent(tokens.get(i), t -> ids.size());
        }
        return out;
    }

    /** ROUGE-1.5.5's {@code sprintf("%.5f", x) + 0}. */
    private static double round5(double x) {
        return PerlFormat.round(x, 5);
    }

    private static Map<List<String>, Integer> ngrams(List<String> tokens, int n) {
        Map<List<String>, Integer> out = new HashMap<>();
        for (int i = 0; i + n <= tokens.size(); i++) {
            out.merge(tokens.subList(i, i + n), 1, Integer::sum);
        }
        return out;
    }

    private static int total(Map<List<String>, Integer> grams) {
        int t = 0;
        for (int v : grams.values()) {
            t += v;
        }
        return t;
    }

    /** One segment's {@code [P, R, F]} from its per-reference counts {@code {hits, ref n-grams, hyp n-grams}}. */
    private static double[] segmentScore(Params p, int[][] perRef) {
        switch (p.multi()) {
            case "sum-over-models": {
                double hit = 0;
                double count = 0;
                double countP = 0;
                for (int[] k : perRef) {
                    hit += k[0];
                    count += k[1];
                    countP += k[2];
                }
                return prf(p, hit, count, countP);
            }
            case "best-model": {
                double best = -1;
                int[] chosen = perRef[0];
                for (int[] k : perRef) {
                    double s = k[1] != 0 ? round5((double) k[0] / k[1]) : 0;
                    if (s > best) {
                        best = s;
                        chosen = k;
                    }
                }
                return prf(p, chosen[0], chosen[1], chosen[2]);
            }
            default: {
                double[] best = null;
                for (int[] k : perRef) {
                    double[] s = prf(p, k[0], k[1], k[2]);
                    if (best == null || s[2] > best[2]) {
                        best = s;
                    }
                }
                return best;
            }
        }
    }

    /** {@code [P, R, F]} of hits over reference and hypothesis counts, with the point's formula and rounding. */
    private static double[] prf(Params p, double hit, double refCount, double hypCount) {
        double precision = hit / Math.max(hypCount, 1);
        double recall = hit / Math.max(refCount, 1);
        if (p.round5()) {
            precision = hypCount != 0 ? round5(hit / hypCount) : 0;
            recall = refCount != 0 ? round5(hit / refCount) : 0;
        }
        double f;
        if (p.alpha() == null) {
            f = RougeScore.fmeasure(precision, recall);
        } else {
            double a = p.alpha();
            f = (1 - a) * precision + a * recall > 0 ? (precision * recall) / ((1 - a) * precision + a * recall) : 0;
        }
        if (p.round5()) {
            f = round5(f);
        }
        return new double[] {precision, recall, f};
    }

    /** The corpus F: the mean, or ROUGE-1.5.5's bootstrap average of the segment triples. */
    private static double aggregate(Params p, double[][] triples) {
        if (p.resamples() == 0) {
            double sum = 0;
            for (double[] t : triples) {
                sum += t[2];
            }
            return sum / triples.length;
        }
        if (p.seed() != null) {
            // rouge-score's BootstrapAggregator (HF evaluate's aggregated rouge): the median of the resample means
            List<RougeResult> segments = new ArrayList<>(triples.length);
            for (double[] t : triples) {
                segments.add(new RougeResult(Map.of("rouge", new RougeScore(t[0], t[1], t[2]))));
            }
            return BootstrapAggregator.rougeScore().withNSamples(p.resamples()).withSeed(p.seed())
                    .aggregate(segments).get("rouge").mid().fmeasure();
        }
        // ROUGE-1.5.5's own averaging, on rows [R, P, F] of one measure
        Rouge155 script = Rouge155.rouge155(Rouge155Flags.parse("-n 1 -x -r " + p.resamples()).options(), null);
        double[][] rows = new double[triples.length][];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new double[] {triples[i][1], triples[i][0], triples[i][2]};
        }
        return script.scoreOfSegments(rows).score();
    }
}
