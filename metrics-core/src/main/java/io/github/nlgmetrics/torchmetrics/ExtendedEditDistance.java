package io.github.nlgmetrics.torchmetrics;

import io.github.nlgmetrics.Accumulator;
import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyRegex;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.wer.LevenshteinAligner;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Extended Edit Distance (Stanchev, Wang and Ney, WMT 2019) exactly as torchmetrics 1.9.0's
 * {@code extended_edit_distance} computes it (adapted from rwth-i6/ExtendedEditDistance).
 *
 * <p>Per segment, on characters (code points) of the preprocessed sentences, hypothesis
 * {@code h} against each reference {@code r}: a CDER-style grid over the reference characters
 * {@code w = 1..|r|}, {@code row[0] = 0}, {@code row[i>0] = 1} initially,
 *
 * <pre>
 * next[0] = row[0] + 1
 * next[i] = min(next[i-1] + deletion, row[i-1] + [h_i ≠ r_w], row[i] + insertion)
 * visits[argmin next] += 1                      (first minimum; visits start at −1)
 * if r_w == ' ': next[i] = min(next[i], α + min next)           (the long jump)
 * coverage = ρ · Σ_i (visits[i] ≥ 0 ? visits[i] : 1)
 * eed(h, r) = min(1, (row[|h|] + coverage) / (|r| + coverage))
 * </pre>
 * with α = 2.0, ρ = 0.3, deletion = 0.2, insertion = 1.0 by default. The sentence score is the
 * LOWEST over the references ({@code Infinity} for a segment without any), rounded to
 * {@code float32}; the corpus score is their {@code float32} sum, in segment order, divided by
 * the number of segments in {@code float32} ({@code sum(list_of_tensors) / tensor(n)}).
 *
 * <p>Preprocessing ({@code language="en"}): {@code rstrip}; a space before each {@code . ! ? ,};
 * runs of (Python) whitespace to one space; {@code (\d) ([.,]) (\d)} joined;
 * {@code (Dr|Jr|Prof|Rev|Gen|Mr|Mt|Mrs|Ms) .} → {@code \1.} — the dot is unescaped, so
 * {@code "Mr Smith"} becomes {@code "Mr.mith"}; {@code e . g .}, {@code i . e .},
 * {@code U . S .} rejoined; then one space added at both ends. {@code language="ja"}:
 * {@code rstrip} and NFKC (Java 17's Unicode 13 tables; CPython 3.11 has 14).
 *
 * <p>Input quirks of torchmetrics reproduced in {@link #corpusScore}: the lists are checked for
 * equal length only when every segment has a reference (otherwise {@code zip} truncates); when
 * the hypotheses are empty or the FIRST segment has no reference the result is 0 with no sentence
 * scores; an empty reference list raises. Rows are {@code [sentence score, 1]}; because the
 * corpus mean is a {@code float32} running sum, it is not a function of double column sums, so
 * the metric is not {@link #additive()}.
 * Immutable and thread-safe.
 */
public final class ExtendedEditDistance implements Metric<EedScore> {
    private static final Pattern SPACES = PyRegex.compilePython("\\s+");
    private static final Pattern NUMBER = PyRegex.compilePython("(\\d) ([.,]) (\\d)");
    private static final Pattern TITLES = PyRegex.compilePython("(Dr|Jr|Prof|Rev|Gen|Mr|Mt|Mrs|Ms) .");

    private final String language;
    private final double alpha;
    private final double rho;
    private final double deletion;
    private final double insertion;
    private final boolean sentenceScores;

    private ExtendedEditDistance(String language, double alpha, double rho, double deletion, double insertion,
                                 boolean sentenceScores) {
        if (!language.equals("en") && !language.equals("ja")) {
            throw new IllegalArgumentException("Expected argument `language` to either be `en` or `ja` but got "
                    + language);
        }
        for (double v : new double[] {alpha, rho, deletion, insertion}) {
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("EED parameters (alpha, rho, deletion, insertion) must be "
                        + "non-negative finite numbers: " + v);
            }
        }
        this.language = language;
        this.alpha = alpha;
        this.rho = rho;
        this.deletion = deletion;
        this.insertion = insertion;
        this.sentenceScores = sentenceScores;
    }

    /** torchmetrics' defaults: {@code language="en", alpha=2.0, rho=0.3, deletion=0.2, insertion=1.0}. */
    public static ExtendedEditDistance torchmetrics() {
        return new ExtendedEditDistance("en", 2.0, 0.3, 0.2, 1.0, false);
    }

    public ExtendedEditDistance withLanguage(String value) {
        return new ExtendedEditDistance(value, alpha, rho, deletion, insertion, sentenceScores);
    }

    public ExtendedEditDistance withAlpha(double value) {
        return new ExtendedEditDistance(language, value, rho, deletion, insertion, sentenceScores);
    }

    public ExtendedEditDistance withRho(double value) {
        return new ExtendedEditDistance(language, alpha, value, deletion, insertion, sentenceScores);
    }

    public ExtendedEditDistance withDeletion(double value) {
        return new ExtendedEditDistance(language, alpha, rho, value, insertion, sentenceScores);
    }

    public ExtendedEditDistance withInsertion(double value) {
        return new ExtendedEditDistance(language, alpha, rho, deletion, value, sentenceScores);
    }

    /** {@code return_sentence_level_score}: whether the score's fields include {@code sentence_scores}. */
    public ExtendedEditDistance withSentenceScores(boolean value) {
        return new ExtendedEditDistance(language, alpha, rho, deletion, insertion, value);
    }

    public String language() {
        return language;
    }

    /** The preprocessed sentence ({@code _preprocess_en} / {@code _preprocess_ja}). */
    public String preprocess(String sentence) {
        String s = PyStrings.rstrip(sentence);
        if (language.equals("ja")) {
            return Normalizer.normalize(s, Normalizer.Form.NFKC);
        }
        s = s.replace(".", " .").replace("!", " !").replace("?", " ?").replace(",", " ,");
        s = PyRegex.sub(SPACES, " ", s);
        s = PyRegex.sub(NUMBER, "\\1\\2\\3", s);
        s = PyRegex.sub(TITLES, "\\1.", s);
        s = s.replace("e . g .", "e.g.").replace("i . e .", "i.e.").replace("U . S .", "U.S.");
        return " " + s + " ";
    }

    /** {@code _eed_function(hyp, ref)} on preprocessed sentences, in double precision as Python computes it. */
    public double eed(String hyp, String ref) {
        int[] h = hyp.codePoints().toArray();
        int[] r = ref.codePoints().toArray();
        int n = h.length;
        int[] visits = new int[n + 1];
        Arrays.fill(visits, -1);
        double[] row = new double[n + 1];
        Arrays.fill(row, 1.0);
        row[0] = 0.0;
        double[] next = new double[n + 1];
        for (int w = 1; w <= r.length; w++) {
            int rw = r[w - 1];
            next[0] = row[0] + 1.0;
            for (int i = 1; i <= n; i++) {
                double del = next[i - 1] + deletion;
                double sub = row[i - 1] + (h[i - 1] != rw ? 1 : 0);
                double ins = row[i] + insertion;
                next[i] = Math.min(del, Math.min(sub, ins));
            }
            int minIndex = 0;
            for (int i = 1; i <= n; i++) {
                if (next[i] < next[minIndex]) {
                    minIndex = i;
                }
            }
            visits[minIndex]++;
            if (rw == ' ') {
                double jump = alpha + next[minIndex];
                for (int i = 0; i <= n; i++) {
                    next[i] = Math.min(next[i], jump);
                }
            }
            double[] t = row;
            row = next;
            next = t;
        }
        long visitSum = 0;
        for (int v : visits) {
            visitSum += v >= 0 ? v : 1;
        }
        double coverage = rho * visitSum;
        return Math.min(1.0, (row[n] + coverage) / ((double) r.length + coverage));
    }

    /** Rows {@code [float32 sentence score, 1]}: the best (lowest) EED over the references, Infinity without any. */
    @Override
    public SegmentScorer newScorer() {
        return (hyp, refs) -> new double[] {bestOverReferences(preprocess(hyp), preprocessAll(refs)), 1};
    }

    private List<String> preprocessAll(List<String> refs) {
        List<String> out = new ArrayList<>(refs.size());
        for (String r : refs) {
            out.add(preprocess(Objects.requireNonNull(r, "a reference is null")));
        }
        return out;
    }

    /** {@code _compute_sentence_statistics}: the minimum over the references, as a {@code float32} tensor. */
    private double bestOverReferences(String hyp, List<String> refs) {
        double best = Double.POSITIVE_INFINITY;
        for (String r : refs) {
            double s = eed(hyp, r);
            if (s < best) {
                best = s;
            }
        }
        return (float) best;
    }

    /** torchmetrics' input handling ({@code _validate_inputs}, the {@code target[0]} check, {@code zip}). */
    @Override
    public EedScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(hypotheses, "hypotheses");
        Objects.requireNonNull(references, "references");
        Objects.requireNonNull(parallelism, "parallelism");
        if (references.isEmpty()) {
            if (hypotheses.size() != 1) {
                throw new IllegalArgumentException(hypotheses.isEmpty() ? "an empty corpus (torchmetrics: IndexError)"
                        : "Corpus has different size 0 != " + hypotheses.size());
            }
            return emptyResult();
        }
        boolean allHaveReferences = references.stream().allMatch(r -> r != null && !r.isEmpty());
        if (!hypotheses.isEmpty() && allHaveReferences && references.size() != hypotheses.size()) {
            throw new IllegalArgumentException("Corpus has different size " + references.size() + " != "
                    + hypotheses.size());
        }
        if (hypotheses.isEmpty() || references.get(0).isEmpty()) {
            return emptyResult();
        }
        int n = Math.min(hypotheses.size(), references.size());
        return scoreOfSegments(corpusStats(hypotheses.subList(0, n), references.subList(0, n), parallelism));
    }

    /** torchmetrics returns {@code tensor(0.0)} and no sentence scores (stacking none raises). */
    private EedScore emptyResult() {
        if (sentenceScores) {
            throw new IllegalArgumentException("no sentence scores to return (torchmetrics: stack expects a "
                    + "non-empty TensorList)");
        }
        return new EedScore(0.0, List.of(), false);
    }

    /** The {@code float32} mean of the sentence scores: summed in segment order, divided by {@code float32(n)}. */
    @Override
    public EedScore scoreOfSegments(double[][] rows) {
        Stats.requireRows(rows);
        float sum = 0;
        List<Double> scores = new ArrayList<>(rows.length);
        for (double[] row : rows) {
            sum += (float) row[0];
            scores.add(row[0]);
        }
        if (rows.length == 0) {
            return emptyResult();
        }
        return new EedScore(sum / (float) rows.length, scores, sentenceScores);
    }

    /** An approximation for resampling only: the double sums rounded to {@code float32} (not the running sum). */
    @Override
    public EedScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        if (summedStats.length != 2) {
            throw new IllegalArgumentException("EED statistics must have 2 columns: got " + summedStats.length);
        }
        return new EedScore((float) summedStats[0] / (float) summedStats[1], List.of(), false);
    }

    /** The {@code float32} running sum is order-dependent: not a function of double column sums. */
    @Override
    public boolean additive() {
        return false;
    }

    /** Streams {@link #scoreOfSegments} exactly, keeping the rows (the sentence scores are part of the result). */
    @Override
    public Accumulator<EedScore> newAccumulator() {
        return Accumulator.retaining(this);
    }

    @Override
    public boolean higherIsBetter() {
        return false;
    }

    @Override
    public String name() {
        return "EED";
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "compat", "torchmetrics", "lang", language,
                "alpha", Double.toString(alpha), "rho", Double.toString(rho), "del", Double.toString(deletion),
                "ins", Double.toString(insertion), "version", Version.get());
    }
}
