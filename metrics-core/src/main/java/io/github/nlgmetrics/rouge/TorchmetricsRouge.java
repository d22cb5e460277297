package io.github.nlgmetrics.rouge;

import io.github.nlgmetrics.Score;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.torch.TorchFloat32;
import io.github.nlgmetrics.compat.torch.TorchmetricsInputs;
import io.github.nlgmetrics.compat.torch.TorchmetricsMetric;
import io.github.nlgmetrics.lcs.LcsKernel;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.PunktSentenceTokenizer;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * ROUGE as torchmetrics 1.9.0 computes it: {@code torchmetrics.functional.text.rouge_score(preds,
 * target, accumulate="best", use_stemmer=False, rouge_keys=("rouge1", "rouge2", "rougeL",
 * "rougeLsum"))} (profile {@code torchmetrics:rouge_score}): per key the {@code float32} mean over
 * the segments of each segment's precision, recall and F-measure, reported as
 * {@code rouge1_fmeasure, rouge1_precision, rouge1_recall, ...}.
 *
 * <p>Per segment and reference, in double (Python floats), then rounded to {@code float32}
 * ({@code tensor(x)}):
 *
 * <pre>
 * tokens  = re.split(r"\s+", re.sub(r"[^a-z0-9]+", " ", text.lower()))  (empty ones dropped;
 *           Porter-stemmed when longer than 3 characters, with use_stemmer)
 * rougeN: hits = Σ_g min(count_pred(g), count_ref(g)),  P = hits/|pred n-grams|,  R = hits/|ref n-grams|
 * rougeL: hits = LCS(pred, ref),                        P = hits/|pred|,          R = hits/|ref|
 * F = 2·P·R/(P+R)   (0 when P = R = 0; all 0 when a side has no n-gram)
 * </pre>
 *
 * <p>Quirks reproduced (each has a named test in {@code TorchmetricsRougeTest}):
 * <ul>
 *   <li>rouge-score's tokenization ({@link RougeScoreTokenizer}): every character outside ASCII
 *       letters and digits splits words ({@code naïve} → {@code na ve});</li>
 *   <li>NLTK's {@code PorterStemmer()} (NLTK_EXTENSIONS) on tokens longer than 3 characters;</li>
 *   <li>{@code accumulate="best"}: per key, the reference with the highest {@code float32} F
 *       ({@code torch.argmax}: the first on ties) supplies P, R and F; {@code "avg"}: the
 *       {@code float32} mean over the references of each of P, R and F;</li>
 *   <li>the corpus value is the {@code float32} mean over segments ({@code torch.tensor(list).mean()}:
 *       torch's cascade sum, {@link TorchFloat32#mean}); an empty corpus gives NaN;</li>
 *   <li>{@code rougeLsum} splits sentences with NLTK's {@code sent_tokenize} (Punkt), not on
 *       {@code "\n"}, then counts union-LCS hits as rouge-score does ({@link SummaryLcs});</li>
 *   <li>a segment without references raises with {@code accumulate="best"}
 *       ({@code argmax} of an empty tensor) and adds no value with {@code "avg"}; an unknown key
 *       ({@code rougeLSum}) raises; hypotheses and references are {@code zip}ped (the shorter list
 *       wins, nothing is checked).</li>
 * </ul>
 *
 * <p>Not {@link #additive()}: the corpus value is a {@code float32} mean whose rounding depends on
 * torch's order of additions, so rows (per key {@code [F, P, R]} after a presence flag) are kept
 * and averaged column by column.
 */
public final class TorchmetricsRouge implements TorchmetricsMetric<TorchmetricsRouge.Result> {
    /** torchmetrics' {@code rouge_keys} default. */
    public static final List<String> DEFAULT_KEYS = List.of("rouge1", "rouge2", "rougeL", "rougeLsum");
    /** torchmetrics' {@code ALLOWED_ROUGE_KEYS}, in its order. */
    public static final List<String> ALLOWED_KEYS = List.of("rouge1", "rouge2", "rouge3", "rouge4", "rouge5",
            "rouge6", "rouge7", "rouge8", "rouge9", "rougeL", "rougeLsum");
    private static final String[] MEASURES = {"fmeasure", "precision", "recall"};

    /** {@code accumulate}: how one segment's references combine. */
    public enum Accumulate {
        /** The reference with the highest F ({@code torch.argmax}, first on ties). */
        BEST,
        /** The mean over the references of each of P, R and F. */
        AVG;

        /** The torchmetrics name of this mode. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The mode named {@code name} ({@code best}, {@code avg}). */
        public static Accumulate of(String name) {
            for (Accumulate a : values()) {
                if (a.id().equals(name)) {
                    return a;
                }
            }
            throw new IllegalArgumentException("accumulate: unknown value '" + name + "' (known: avg, best)");
        }
    }

    private final List<String> keys;
    /** The distinct keys in first-occurrence order, and how often each was asked for. */
    private final List<String> distinct;
    private final int[] multiplicity;
    private final Accumulate accumulate;
    private final boolean useStemmer;
    private final Function<String, List<String>> sentenceSplitter;
    private final RougeScoreTokenizer tokenizer;

    private TorchmetricsRouge(List<String> keys, Accumulate accumulate, boolean useStemmer,
                              Function<String, List<String>> sentenceSplitter) {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("rouge_keys must name at least one key");
        }
        List<String> d = new ArrayList<>();
        for (String k : keys) {
            if (!ALLOWED_KEYS.contains(k)) {
                throw new IllegalArgumentException("Got unknown rouge key " + k + ". Expected to be one of "
                        + ALLOWED_KEYS);
            }
            if (!d.contains(k)) {
                d.add(k);
            }
        }
        this.keys = List.copyOf(keys);
        this.distinct = List.copyOf(d);
        this.multiplicity = new int[d.size()];
        for (String k : keys) {
            multiplicity[d.indexOf(k)]++;
        }
        this.accumulate = Objects.requireNonNull(accumulate, "accumulate");
        this.useStemmer = useStemmer;
        this.sentenceSplitter = sentenceSplitter;
        this.tokenizer = new RougeScoreTokenizer(useStemmer ? Stemming.porter() : null);
    }

    /** The sentence splitter {@code rougeLsum} uses: NLTK's {@code sent_tokenize} (Punkt, English). */
    private static Function<String, List<String>> punkt() {
        return PunktSentenceTokenizer.english()::tokenize;
    }

    /** torchmetrics' defaults: keys rouge1, rouge2, rougeL, rougeLsum; best reference; no stemming. */
    public static TorchmetricsRouge torchmetrics() {
        return torchmetrics(DEFAULT_KEYS);
    }

    /** torchmetrics' defaults with the keys {@code keys} ({@code rouge_keys}, in output order). */
    public static TorchmetricsRouge torchmetrics(List<String> keys) {
        return new TorchmetricsRouge(keys, Accumulate.BEST, false, punkt());
    }

    /** The keys to compute ({@code rouge1}..{@code rouge9}, {@code rougeL}, {@code rougeLsum}), in output order. */
    public TorchmetricsRouge withKeys(List<String> value) {
        return new TorchmetricsRouge(value, accumulate, useStemmer, sentenceSplitter);
    }

    public TorchmetricsRouge withAccumulate(Accumulate value) {
        return new TorchmetricsRouge(keys, value, useStemmer, sentenceSplitter);
    }

    public TorchmetricsRouge withUseStemmer(boolean value) {
        return new TorchmetricsRouge(keys, accumulate, value, sentenceSplitter);
    }

    /**
     * This metric with {@code rougeLsum}'s sentences split by {@code splitter} instead of NLTK's
     * {@code sent_tokenize} (tests of the union-LCS counting, independent of the splitter).
     */
    TorchmetricsRouge withSentenceSplitter(Function<String, List<String>> splitter) {
        return new TorchmetricsRouge(keys, accumulate, useStemmer, Objects.requireNonNull(splitter, "splitter"));
    }

    public List<String> keys() {
        return keys;
    }

    public Accumulate accumulate() {
        return accumulate;
    }

    public boolean useStemmer() {
        return useStemmer;
    }

    @Override
    public String name() {
        return "ROUGE";
    }

    /** {@code _normalize_and_tokenize_text}: the tokens of a text. */
    public List<String> tokens(String text) {
        return tokenizer.tokenize(text);
    }

    /**
     * torchmetrics' returned dict: per key (in the order asked) {@code rougeK_fmeasure},
     * {@code rougeK_precision}, {@code rougeK_recall}, each the {@code float32} mean over segments
     * (NaN for an empty corpus).
     *
     * @param values the values under their keys
     * @param segments how many segments contributed
     */
    public record Result(Map<String, Double> values, long segments) implements Score {
        public Result {
            values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        /** The first key's F-measure. */
        @Override
        public double score() {
            return values.values().iterator().next();
        }

        @Override
        public Map<String, Object> fields() {
            return new LinkedHashMap<>(values);
        }
    }

    /** Row width: a presence flag, then {@code [F, P, R]} per distinct key. */
    private int width() {
        return 1 + 3 * distinct.size();
    }

    /** Per-thread scratch: a vocabulary, n-gram keys, an LCS kernel. */
    private final class Scorer implements SegmentScorer {
        private final Vocabulary vocab = new Vocabulary();
        private final NgramKeys ngramKeys = new NgramKeys();
        private final LcsKernel kernel = new LcsKernel();
        private final SummaryLcs summaryLcs = new SummaryLcs(new LcsKernel());

        @Override
        public double[] stats(String hyp, List<String> refs) {
            if (hyp == null) {
                throw new IllegalArgumentException("a hypothesis is null");
            }
            vocab.bound();
            ngramKeys.reset();
            int[] pred = vocab.encode(tokens(hyp));
            int[][] predSentences = distinct.contains("rougeLsum") ? sentences(hyp) : null;
            int k = distinct.size();
            // perRef[r][3 * key + {0: F, 1: P, 2: R}]
            List<float[]> perRef = new ArrayList<>();
            for (String ref : refs) {
                if (ref == null) {
                    throw new IllegalArgumentException("a segment has a null reference");
                }
                int[] target = vocab.encode(tokens(ref));
                int[][] targetSentences = predSentences == null ? null : sentences(ref);
                float[] v = new float[3 * k];
                for (int key = 0; key < k; key++) {
                    double[] prf = score(distinct.get(key), pred, target, predSentences, targetSentences);
                    v[3 * key] = (float) prf[2];
                    v[3 * key + 1] = (float) prf[0];
                    v[3 * key + 2] = (float) prf[1];
                }
                perRef.add(v);
            }
            double[] row = new double[width()];
            if (perRef.isEmpty()) {
                if (accumulate == Accumulate.BEST) {
                    throw new IllegalArgumentException("a segment has no reference: torchmetrics takes the argmax of "
                            + "an empty tensor (IndexError)");
                }
                return row; // presence 0: "avg" adds no value for this segment
            }
            row[0] = 1;
            for (int key = 0; key < k; key++) {
                for (int m = 0; m < 3; m++) {
                    row[1 + 3 * key + m] = accumulate == Accumulate.BEST
                            ? perRef.get(bestReference(perRef, key))[3 * key + m]
                            : mean(perRef, 3 * key + m);
                }
            }
            return row;
        }

        private int[][] sentences(String text) {
            List<String> split = sentenceSplitter.apply(text);
            int[][] out = new int[split.size()][];
            for (int i = 0; i < out.length; i++) {
                out[i] = vocab.encode(tokens(split.get(i)));
            }
            return out;
        }

        /** {@code [P, R, F]} in double for one key. */
        private double[] score(String key, int[] pred, int[] target, int[][] predSentences, int[][] targetSentences) {
            if (key.equals("rougeL")) {
                if (pred.length == 0 || target.length == 0) {
                    return new double[3];
                }
                return metrics(kernel.length(pred, target), pred.length, target.length);
            }
            if (key.equals("rougeLsum")) {
                int[][] t = SummaryLcs.flatten(targetSentences);
                int[][] p = SummaryLcs.flatten(predSentences);
                int hits = summaryLcs.hits(t[0], t[1], targetSentences.length, p[0], p[1], predSentences.length,
                        vocab.size());
                if (hits < 0) {
                    return new double[3];
                }
                return metrics(hits, total(predSentences), total(targetSentences));
            }
            int n = Integer.parseInt(key.substring("rouge".length()));
            NgramCounts p = NgramCounts.of(pred, n, n, ngramKeys);
            NgramCounts t = NgramCounts.of(target, n, n, ngramKeys);
            int predLen = p.total(n);
            int targetLen = t.total(n);
            if (predLen == 0 || targetLen == 0) {
                return new double[3];
            }
            return metrics(p.clippedMatches(t)[n], predLen, targetLen);
        }
    }

    /** {@code _compute_metrics}: P, R and F of {@code hits} in Python floats. */
    static double[] metrics(int hits, int predLen, int targetLen) {
        double precision = (double) hits / predLen;
        double recall = (double) hits / targetLen;
        if (precision == 0.0 && recall == 0.0) {
            return new double[3];
        }
        double fmeasure = 2 * precision * recall / (precision + recall);
        return new double[] {precision, recall, fmeasure};
    }

    private static int total(int[][] sentences) {
        int n = 0;
        for (int[] s : sentences) {
            n += s.length;
        }
        return n;
    }

    /** {@code torch.argmax} of the references' {@code float32} F for one key: the first maximum. */
    private static int bestReference(List<float[]> perRef, int key) {
        int best = 0;
        for (int r = 1; r < perRef.size(); r++) {
            if (perRef.get(r)[3 * key] > perRef.get(best)[3 * key]) {
                best = r;
            }
        }
        return best;
    }

    /** {@code torch.tensor(values).mean()} of one measure over the references. */
    private static float mean(List<float[]> perRef, int index) {
        float[] v = new float[perRef.size()];
        for (int r = 0; r < v.length; r++) {
            v[r] = perRef.get(r)[index];
        }
        return TorchFloat32.mean(v);
    }

    @Override
    public SegmentScorer newScorer() {
        return new Scorer();
    }

    @Override
    public boolean additive() {
        return false;
    }

    /** {@code rouge_score} scores the first {@code min(len(preds), len(target))} segments, as {@code zip} pairs them; nothing is checked. */
    @Override
    public TorchmetricsInputs.Rule pairing() {
        return TorchmetricsInputs.Rule.ZIP;
    }

    /**
     * {@code _rouge_score_compute}: per key and measure, the {@code float32} mean of the values the
     * segments contributed (each segment once per time the key was asked for, in segment order).
     */
    @Override
    public Result scoreOfSegments(double[][] segmentStats) {
        Stats.requireRows(segmentStats);
        int present = 0;
        for (double[] row : segmentStats) {
            if (row.length != width()) {
                throw new IllegalArgumentException("ROUGE statistics for " + distinct.size() + " keys have " + width()
                        + " columns: got " + row.length);
            }
            if (row[0] != 0) {
                present++;
            }
        }
        Map<String, Double> values = new LinkedHashMap<>();
        for (int key = 0; key < distinct.size(); key++) {
            int times = multiplicity[key];
            for (int m = 0; m < 3; m++) {
                float[] column = new float[present * times];
                int i = 0;
                for (double[] row : segmentStats) {
                    if (row[0] != 0) {
                        for (int t = 0; t < times; t++) {
                            column[i++] = (float) row[1 + 3 * key + m];
                        }
                    }
                }
                values.put(distinct.get(key) + "_" + MEASURES[m], (double) TorchFloat32.mean(column));
            }
        }
        return new Result(values, present);
    }

    /** The score of one summed row is not defined (not additive); a single segment's row is its own score. */
    @Override
    public Result score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return scoreOfSegments(new double[][] {summedStats});
    }

    /**
     * Every option that changes the number, e.g.
     * {@code compat:torchmetrics|nrefs:1|fn:rouge_score|keys:rouge1;rouge2;rougeL|accumulate:best|stem:no|version:…}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("compat", "torchmetrics", "nrefs", Signature.nrefs(nrefs), "fn", "rouge_score",
                "keys", String.join(";", keys), "accumulate", accumulate.id(), "stem", useStemmer ? "yes" : "no",
                "version", Version.get());
    }
}
