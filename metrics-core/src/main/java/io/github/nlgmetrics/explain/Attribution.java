package io.github.nlgmetrics.explain;

import io.github.nlgmetrics.BehaviourFamily;
import io.github.nlgmetrics.BehaviourFamily.Cause;
import io.github.nlgmetrics.explain.Explanation.SegmentDifference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The order-independent part of an {@link Explainer} pair: Shapley values, and the segments that move the number. */
final class Attribution {
    private Attribution() {
    }

    /** Exact Shapley values over every subset of the switched causes (empty when there are too many). */
    static Map<String, Double> shapley(BehaviourFamily.Corpus corpus, Map<String, String> pa,
                                               Map<String, String> pb, List<Cause> causes) {
        int k = causes.size();
        Map<String, Double> out = new HashMap<>();
        if (k == 0 || k > Explainer.MAX_SHAPLEY_CAUSES) {
            return out;
        }
        double[] v = new double[1 << k];
        for (int mask = 0; mask < v.length; mask++) {
            Map<String, String> p = new LinkedHashMap<>(pa);
            for (int c = 0; c < k; c++) {
                if ((mask & (1 << c)) != 0) {
                    p.put(causes.get(c).name(), pb.get(causes.get(c).name()));
                }
            }
            v[mask] = corpus.score(p);
        }
        double[] fact = new double[k + 1];
        fact[0] = 1;
        for (int n = 1; n <= k; n++) {
            fact[n] = fact[n - 1] * n;
        }
        for (int c = 0; c < k; c++) {
            double phi = 0;
            for (int mask = 0; mask < v.length; mask++) {
                if ((mask & (1 << c)) == 0) {
                    int s = Integer.bitCount(mask);
                    phi += fact[s] * fact[k - s - 1] / fact[k] * (v[mask | (1 << c)] - v[mask]);
                }
            }
            out.put(causes.get(c).name(), phi);
        }
        return out;
    }

    static List<SegmentDifference> segments(BehaviourFamily.Corpus corpus, Map<String, String> pa,
                                                    Map<String, String> pb, int count) {
        double[] influence = corpus.segmentInfluence(pa, pb);
        List<Integer> idx = new ArrayList<>();
        for (int s = 0; s < influence.length; s++) {
            if (influence[s] != 0) {
                idx.add(s);
            }
        }
        idx.sort(Comparator.comparingDouble((Integer s) -> -Math.abs(influence[s])).thenComparingInt(s -> s));
        List<SegmentDifference> out = new ArrayList<>();
        for (int s : idx.subList(0, Math.min(count, idx.size()))) {
            BehaviourFamily.SegmentView va = corpus.segment(pa, s);
            BehaviourFamily.SegmentView vb = corpus.segment(pb, s);
            out.add(new SegmentDifference(s + 1, influence[s], va, vb, minus(va.hypothesisTokens(),
                    vb.hypothesisTokens()), minus(vb.hypothesisTokens(), va.hypothesisTokens())));
        }
        return out;
    }

    /** The tokens of {@code a} not matched by a token of {@code b} (multiset difference, in order). */
    private static List<String> minus(List<String> a, List<String> b) {
        Map<String, Integer> left = new HashMap<>();
        b.forEach(t -> left.merge(t, 1, Integer::sum));
        List<String> out = new ArrayList<>();
        for (String t : a) {
            Integer n = left.get(t);
            if (n == null || n == 0) {
                out.add(t);
            } else {
                left.put(t, n - 1);
            }
        }
        return out;
    }
}
