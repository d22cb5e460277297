package io.github.nlgmetrics.cli.compare;

import io.github.nlgmetrics.text.TokenBuffer;
import io.github.nlgmetrics.text.Tokenizer;
import io.github.nlgmetrics.text.Tokenizers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where systems differ, compare-mt's analyses (Neubig et al. 2019, {@code compare_mt/reporters.py},
 * re-derived, not copied) on sacrebleu's {@code 13a} tokens:
 * <ul>
 * <li>the first metric's corpus score of each system on the segments bucketed by reference length
 * (the first reference's tokens: {@code <10, 10-19, ..., >=60}), every bucket with its count;</li>
 * <li>each system's number of segments per bucket of sentence-level score (the first metric's score
 * of each segment's own statistics row, ten equal-width buckets between the lowest and highest);</li>
 * <li>word F-measure by the frequency of the word (in {@code --train-file}, else in the references;
 * buckets {@code 0, 1, 2, 3-4, 5-9, 10-99, 100-999, >=1000}): per segment and word type,
 * {@code match = min(#hyp, max over references #ref)}; precision {@code Σmatch/Σhyp}, recall
 * {@code Σmatch/Σref} per bucket of the word's frequency (bag of words, not compare-mt's alignment);</li>
 * <li>for two systems A and B: the n-grams (1 to 4) of the references that A matches more often than B and
 * the reverse, ranked by compare-mt's smoothed ratio {@code (m_A + 1) / (m_A + m_B + 2)}; and the
 * segments whose sentence-level scores differ most, with each hypothesis token marked when the
 * reference has it (clipped counts).</li>
 * </ul>
 * Longer than 300 lines because the analyses share their tokens and their clipped-count helpers.
 *
 * @param a the first system of the pair (the baseline)
 * @param b the second system of the pair
 * @param scoreMetric the metric of the score buckets and segment scores
 * @param buckets the bucket tables (each with its counts)
 * @param favourA n-grams A matches more often than B
 * @param favourB n-grams B matches more often than A
 * @param segments the segments where A and B differ most
 */
record Differences(String a, String b, String scoreMetric, List<BucketTable> buckets, List<NgramDiff> favourA,
                   List<NgramDiff> favourB, List<SegmentDiff> segments) {
    private static final int[] LENGTH_CUTS = {10, 20, 30, 40, 50, 60};
    private static final int[] FREQ_CUTS = {1, 2, 3, 5, 10, 100, 1000};

    /**
     * A bucketed analysis; a bucket no system has anything in is left out.
     *
     * @param title what is bucketed
     * @param value what each cell holds
     * @param labels the buckets
     * @param counts {@code [system][bucket]}: how many segments (or reference words) fall in it
     * @param values {@code [system][bucket]}: the value (NaN where the system has nothing in the bucket); null
     *     when the counts are the values (segments per bucket of sentence-level score)
     */
    record BucketTable(String title, String value, List<String> labels, long[][] counts, double[][] values) {
        /** Whether the cells are counts only. */
        boolean countsOnly() {
            return values == null;
        }

        /** This table without the buckets where every system's count is 0. */
        BucketTable withoutEmptyBuckets() {
            List<Integer> keep = new ArrayList<>();
            for (int k = 0; k < labels.size(); k++) {
                for (long[] c : counts) {
                    if (c[k] != 0) {
                        keep.add(k);
                        break;
                    }
                }
            }
            List<String> l = new ArrayList<>();
            long[][] c = new long[counts.length][keep.size()];
            double[][] v = values == null ? null : new double[values.length][keep.size()];
            for (int x = 0; x < keep.size(); x++) {
                int k = keep.get(x);
                l.add(labels.get(k));
                for (int i = 0; i < counts.length; i++) {
                    c[i][x] = counts[i][k];
                    if (v != null) {
                        v[i][x] = values[i][k];
                    }
                }
            }
            return new BucketTable(title, value, List.copyOf(l), c, v);
        }
    }

    /** An n-gram matched {@code matchA} times by A and {@code matchB} times by B. */
    record NgramDiff(String ngram, int n, long matchA, long matchB, double ratio) {
    }

    /** A token and whether the reference has it. */
    record Token(String text, boolean matched) {
    }

    /** A segment (1-based) where A and B differ, with tokens marked. */
    record SegmentDiff(int segment, double scoreA, double scoreB, List<String> reference, List<Token> hypA,
                       List<Token> hypB) {
    }

    /**
     * The analyses of the pair {@code (a, b)}; {@code metric} (null when no metric has per-segment scores) gives the
     * length and score buckets and the segments.
     */
    static Differences compute(CompareInputs in, ScoredSystems metric, int a, int b, Map<String, Integer> trainCounts,
                               int top) {
        Tokenizer tok = Tokenizers.byName("13a");
        TokenBuffer buf = new TokenBuffer();
        int s = in.names().size();
        int n = in.references().size();
        List<List<String[]>> refTokens = new ArrayList<>(n);
        for (List<String> seg : in.references()) {
            List<String[]> r = new ArrayList<>();
            for (String ref : seg) {
                r.add(tokens(tok, buf, ref));
            }
            refTokens.add(r);
        }
        List<String[][]> hypTokens = new ArrayList<>(s);
        for (List<String> hyps : in.hypotheses()) {
            String[][] t = new String[n][];
            for (int j = 0; j < n; j++) {
                t[j] = tokens(tok, buf, hyps.get(j));
            }
            hypTokens.add(t);
        }
        List<BucketTable> buckets = new ArrayList<>();
        if (metric != null) {
            buckets.add(byLength(in, metric, refTokens).withoutEmptyBuckets());
            buckets.add(byScore(metric).withoutEmptyBuckets());
        }
        buckets.add(byFrequency(s, refTokens, hypTokens, trainCounts).withoutEmptyBuckets());
        List<NgramDiff> ngrams = ngrams(refTokens, hypTokens.get(a), hypTokens.get(b));
        List<NgramDiff> favourA = ngrams.stream().filter(g -> g.matchA() > g.matchB())
                .sorted(Comparator.comparingDouble(NgramDiff::ratio).reversed()
                        .thenComparing(Comparator.comparingLong(NgramDiff::matchA).reversed())
                        .thenComparing(NgramDiff::ngram))
                .limit(top).toList();
        List<NgramDiff> favourB = ngrams.stream().filter(g -> g.matchB() > g.matchA())
                .sorted(Comparator.comparingDouble(NgramDiff::ratio)
                        .thenComparing(Comparator.comparingLong(NgramDiff::matchB).reversed())
                        .thenComparing(NgramDiff::ngram))
                .limit(top).toList();
        List<SegmentDiff> segments = new ArrayList<>();
        if (metric == null) {
            return new Differences(in.names().get(a), in.names().get(b), null, buckets, favourA, favourB, segments);
        }
        double[] sa = metric.segmentScores()[a];
        double[] sb = metric.segmentScores()[b];
        List<Integer> idx = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            if (!Double.isNaN(sa[j]) && !Double.isNaN(sb[j]) && sa[j] != sb[j]) {
                idx.add(j);
            }
        }
        idx.sort(Comparator.comparingDouble((Integer j) -> -Math.abs(sa[j] - sb[j])).thenComparing(j -> j));
        for (int j : idx.subList(0, Math.min(top, idx.size()))) {
            segments.add(new SegmentDiff(j + 1, sa[j], sb[j], List.of(refTokens.get(j).get(0)),
                    marked(hypTokens.get(a)[j], refTokens.get(j)), marked(hypTokens.get(b)[j], refTokens.get(j))));
        }
        return new Differences(in.names().get(a), in.names().get(b), metric.name(), buckets, favourA, favourB, segments);
    }

    /** The line's 13a tokens (one scratch buffer for every line: a tokenizer's String API allocates one per call). */
    private static String[] tokens(Tokenizer tok, TokenBuffer buf, String line) {
        buf.reset();
        tok.tokenizeInto(line, buf);
        String t = new String(buf.chars(), 0, buf.length()).strip();
        return t.isEmpty() ? new String[0] : WHITESPACE.split(t);
    }

    private static final java.util.regex.Pattern WHITESPACE = java.util.regex.Pattern.compile("\\s+");

    private static int bucket(long value, int[] cuts) {
        int k = 0;
        while (k < cuts.length && value >= cuts[k]) {
            k++;
        }
        return k;
    }

    private static List<String> labels(int[] cuts) {
        List<String> out = new ArrayList<>();
        out.add("<" + cuts[0]);
        for (int k = 0; k + 1 < cuts.length; k++) {
            out.add(cuts[k + 1] - cuts[k] == 1 ? Integer.toString(cuts[k]) : cuts[k] + "-" + (cuts[k + 1] - 1));
        }
        out.add(">=" + cuts[cuts.length - 1]);
        return out;
    }

    private static BucketTable byLength(CompareInputs in, ScoredSystems metric, List<List<String[]>> refTokens) {
        int s = in.names().size();
        int nb = LENGTH_CUTS.length + 1;
        long[][] counts = new long[s][nb];
        double[][] values = new double[s][nb];
        int[] bucketOf = new int[refTokens.size()];
        for (int j = 0; j < bucketOf.length; j++) {
            bucketOf[j] = bucket(refTokens.get(j).get(0).length, LENGTH_CUTS);
        }
        for (int i = 0; i < s; i++) {
            double[][] rows = metric.rows().get(i);
            for (int k = 0; k < nb; k++) {
                List<double[]> in_k = new ArrayList<>();
                for (int j = 0; j < rows.length; j++) {
                    if (bucketOf[j] == k) {
                        in_k.add(rows[j]);
                    }
                }
                counts[i][k] = in_k.size();
                try {
                    values[i][k] = in_k.isEmpty() ? Double.NaN
                            : metric.metric().scoreOfSegments(in_k.toArray(new double[0][])).score();
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(metric.name() + " of " + in.names().get(i) + " on the segments of"
                            + " reference length " + labels(LENGTH_CUTS).get(k) + ": " + e.getMessage(), e);
                }
            }
        }
        return new BucketTable("reference length (13a tokens)", metric.name(), labels(LENGTH_CUTS), counts, values);
    }

    private static BucketTable byScore(ScoredSystems metric) {
        double[][] seg = metric.segmentScores();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double[] sys : seg) {
            for (double v : sys) {
                if (Double.isFinite(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        int nb = 10;
        double width = hi > lo ? (hi - lo) / nb : 1;
        List<String> labels = new ArrayList<>();
        for (int k = 0; k < nb; k++) {
            labels.add(String.format(java.util.Locale.ROOT, "%.3g-%.3g", lo + k * width, lo + (k + 1) * width));
        }
        long[][] counts = new long[seg.length][nb];
        for (int i = 0; i < seg.length; i++) {
            for (double v : seg[i]) {
                if (Double.isFinite(v)) {
                    counts[i][Math.min(nb - 1, (int) ((v - lo) / width))]++;
                }
            }
        }
        return new BucketTable("sentence-level " + metric.name(), "segments", labels, counts, null);
    }

    private static BucketTable byFrequency(int s, List<List<String[]>> refTokens, List<String[][]> hypTokens,
                                           Map<String, Integer> trainCounts) {
        Map<String, Integer> freq = trainCounts;
        if (freq == null) {
            freq = new HashMap<>();
            for (List<String[]> seg : refTokens) {
                for (String[] r : seg) {
                    for (String w : r) {
                        freq.merge(w, 1, Integer::sum);
                    }
                }
            }
        }
        int nb = FREQ_CUTS.length + 1;
        long[][] counts = new long[s][nb];
        double[][] values = new double[s][nb];
        List<Map<String, Integer>> maxRefs = new ArrayList<>(refTokens.size());
        for (List<String[]> seg : refTokens) {
            maxRefs.add(maxRefCounts(seg, 1));
        }
        for (int i = 0; i < s; i++) {
            long[] match = new long[nb];
            long[] hyp = new long[nb];
            long[] ref = new long[nb];
            for (int j = 0; j < refTokens.size(); j++) {
                Map<String, Integer> maxRef = maxRefs.get(j);
                Map<String, Integer> h = counts(hypTokens.get(i)[j], 1);
                for (Map.Entry<String, Integer> e : h.entrySet()) {
                    int k = bucket(freq.getOrDefault(e.getKey(), 0), FREQ_CUTS);
                    hyp[k] += e.getValue();
                    match[k] += Math.min(e.getValue(), maxRef.getOrDefault(e.getKey(), 0));
                }
                for (Map.Entry<String, Integer> e : maxRef.entrySet()) {
                    ref[bucket(freq.getOrDefault(e.getKey(), 0), FREQ_CUTS)] += e.getValue();
                }
            }
            for (int k = 0; k < nb; k++) {
                counts[i][k] = ref[k];
                double p = hyp[k] == 0 ? 0 : match[k] / (double) hyp[k];
                double r = ref[k] == 0 ? 0 : match[k] / (double) ref[k];
                values[i][k] = hyp[k] == 0 && ref[k] == 0 ? Double.NaN : p + r == 0 ? 0 : 2 * p * r / (p + r);
            }
        }
        List<String> labels = new ArrayList<>();
        labels.add("0");
        labels.addAll(labels(FREQ_CUTS).subList(1, nb));
        return new BucketTable("word frequency (" + (trainCounts == null ? "in the references" : "in --train-file") + ")",
                "word F-measure", labels, counts, values);
    }

    private static Map<String, Integer> counts(String[] tokens, int order) {
        Map<String, Integer> out = new HashMap<>();
        for (int i = 0; i + order <= tokens.length; i++) {
            out.merge(order == 1 ? tokens[i] : String.join(" ", java.util.Arrays.copyOfRange(tokens, i, i + order)), 1,
                    Integer::sum);
        }
        return out;
    }

    private static Map<String, Integer> maxRefCounts(List<String[]> refs, int order) {
        Map<String, Integer> out = new HashMap<>();
        for (String[] r : refs) {
            counts(r, order).forEach((g, c) -> out.merge(g, c, Math::max));
        }
        return out;
    }

    private static List<NgramDiff> ngrams(List<List<String[]>> refTokens, String[][] a, String[][] b) {
        Map<String, long[]> m = new HashMap<>();
        Map<String, Integer> order = new HashMap<>();
        for (int n = 1; n <= 4; n++) {
            for (int j = 0; j < refTokens.size(); j++) {
                Map<String, Integer> ref = maxRefCounts(refTokens.get(j), n);
                Map<String, Integer> ca = counts(a[j], n);
                Map<String, Integer> cb = counts(b[j], n);
                for (Map.Entry<String, Integer> e : ref.entrySet()) {
                    long ma = Math.min(ca.getOrDefault(e.getKey(), 0), e.getValue());
                    long mb = Math.min(cb.getOrDefault(e.getKey(), 0), e.getValue());
                    if (ma != 0 || mb != 0) {
                        long[] v = m.computeIfAbsent(e.getKey(), k -> new long[2]);
                        v[0] += ma;
                        v[1] += mb;
                        order.put(e.getKey(), n);
                    }
                }
            }
        }
        List<NgramDiff> out = new ArrayList<>();
        m.forEach((g, v) -> out.add(new NgramDiff(g, order.get(g), v[0], v[1], (v[0] + 1.0) / (v[0] + v[1] + 2.0))));
        return out;
    }

    private static List<Token> marked(String[] hyp, List<String[]> refs) {
        Map<String, Integer> left = new HashMap<>(maxRefCounts(refs, 1));
        List<Token> out = new ArrayList<>();
        for (String t : hyp) {
            int c = left.getOrDefault(t, 0);
            out.add(new Token(t, c > 0));
            if (c > 0) {
                left.put(t, c - 1);
            }
        }
        return out;
    }
}
