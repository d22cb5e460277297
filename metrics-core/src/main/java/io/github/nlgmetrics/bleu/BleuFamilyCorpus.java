package io.github.nlgmetrics.bleu;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.BehaviourFamily.SegmentView;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.bleu.BleuFamily.Params;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.NltkWordTokenizer;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics half of {@link BleuFamily}'s parametrised computation: one corpus, its rows
 * {@code [c, r, m_1..N, t_1..N]} at a point's row dimensions (tokenizer, lowercasing and its
 * order, rstrip, closest-reference rule, denominator floor, order, R's per-segment floor),
 * counted by the shared {@link BleuCounter} and cached per combination of those dimensions, so a
 * walk over many points tokenizes each variant once; {@link BleuPointScore} scores their sums.
 */
final class BleuFamilyCorpus extends BehaviourFamily.InputCorpus {

    private final Map<String, double[][]> rows = new HashMap<>();
    private final Map<String, double[]> sums = new HashMap<>();

    BleuFamilyCorpus(List<String> hypotheses, List<List<String>> references) {
        super(new BehaviourFamily.Input(hypotheses, references));
    }

    @Override
    public double score(Map<String, String> point) {
        Params p = Params.of(point);
        return BleuPointScore.score(p, sums(p));
    }

    @Override
    public double[] segmentInfluence(Map<String, String> from, Map<String, String> to) {
        Params a = Params.of(from);
        Params b = Params.of(to);
        if (a.maxOrder() != b.maxOrder()) {
            return new double[0];
        }
        double[][] ra = rows(a);
        double[][] rb = rows(b);
        double[] total = sums(a);
        double base = BleuPointScore.score(a, total);
        double[] out = new double[ra.length];
        double[] s = new double[total.length];
        for (int i = 0; i < ra.length; i++) {
            for (int j = 0; j < s.length; j++) {
                s[j] = total[j] - ra[i][j] + rb[i][j];
            }
            out[i] = BleuPointScore.score(a, s) - base;
        }
        return out;
    }

    @Override
    public SegmentView segment(Map<String, String> point, int index) {
        Params p = Params.of(point);
        List<String> hyp = tokens(hypotheses().get(index), p);
        List<List<String>> rs = new ArrayList<>();
        for (String r : references().get(index)) {
            rs.add(tokens(r, p));
        }
        double[] row = rows(p)[index];
        int n = p.maxOrder();
        StringBuilder sb = new StringBuilder();
        sb.append("hyp_len ").append(fmt(row[0])).append(", ref_len ").append(fmt(row[1])).append(", matches/totals");
        for (int k = 0; k < n; k++) {
            sb.append(' ').append(fmt(row[2 + k])).append('/').append(fmt(row[2 + n + k]));
        }
        return new SegmentView(hyp, rs, sb.toString());
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private double[] sums(Params p) {
        return sums.computeIfAbsent(p.rowKey(), k -> Stats.columnSums(rows(p)));
    }

    private double[][] rows(Params p) {
        return rows.computeIfAbsent(p.rowKey(), k -> computeRows(p));
    }

    private double[][] computeRows(Params p) {
        BleuCounter counter = new BleuCounter(p.maxOrder(), p.refRule());
        Vocabulary vocab = new Vocabulary();
        double[][] out = new double[hypotheses().size()][];
        for (int i = 0; i < out.length; i++) {
            vocab.bound();
            List<List<String>> rs = new ArrayList<>();
            for (String r : references().get(i)) {
                rs.add(tokens(r, p));
            }
            BleuStats stats = counter.segment(tokens(hypotheses().get(i), p), rs, vocab);
            if (p.floor()) {
                stats = stats.withMinTotal(1);
            }
            double[] row = stats.toRow();
            if (p.smoothing().kind().equals("segment-floor")) {
                for (int k = 0; k < p.maxOrder(); k++) {
                    if (row[2 + k] == 0) {
                        row[2 + k] = p.smoothing().value();
                    }
                }
            }
            out[i] = row;
        }
        return out;
    }

    /** The tokens of one text at a point's row dimensions. */
    static List<String> tokens(String text, Params p) {
        String s = p.lowercase() && !p.lowercaseAfter() ? PyStrings.lower(text) : text;
        switch (p.tokenizer()) {
            case BleuFamily.SPLIT:
                break;
            case BleuFamily.IDS:
                List<String> ids = PyStrings.split(s);
                for (int i = 0; i < ids.size(); i++) {
                    try {
                        ids.set(i, Integer.toString(Integer.parseInt(ids.get(i))));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("not an integer token id: '" + ids.get(i) + "'");
                    }
                }
                return ids;
            default:
                // word_tokenize (HF evaluate's bleu README) or a sacrebleu tokenizer
                Tokenizer t = p.tokenizer().equals(NltkWordTokenizer.NAME) ? NltkWordTokenizer.INSTANCE
                        : Tokenizers.byName(p.tokenizer());
                s = t.tokenize(p.rstrip() ? PyStrings.rstrip(s) : s);
                break;
        }
        if (p.lowercase() && p.lowercaseAfter()) {
            s = PyStrings.lower(s);
        }
        return PyStrings.split(s);
    }
}
