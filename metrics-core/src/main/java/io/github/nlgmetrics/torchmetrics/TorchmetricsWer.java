package io.github.nlgmetrics.torchmetrics;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Parallelism;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.SimpleScore;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.compat.torch.TorchmetricsInputs;
import io.github.nlgmetrics.wer.LevenshteinAligner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * torchmetrics 1.9.0's word error rate family ({@code torchmetrics.functional.text.word_error_rate},
 * {@code char_error_rate}, {@code match_error_rate}, {@code word_information_lost},
 * {@code word_information_preserved}): counts only, no alignment, all in {@code float32}.
 *
 * <p>Per segment: tokens = {@code str.split()} (Python whitespace, so a tab or NBSP DOES separate
 * words, unlike jiwer) or, for {@code char_error_rate}, the code points with nothing stripped;
 * {@code dist} = the plain Levenshtein distance ({@code _edit_distance}, here the bit-parallel
 * kernel of {@link LevenshteinAligner}, equal by construction and by property test). Rows
 * {@code [dist, N_ref, N_hyp, max(N_ref, N_hyp)]}; from the column sums, in {@code float32}:
 *
 * <pre>
 * wer = cer = Σ dist / Σ N_ref
 * mer = Σ dist / Σ max(N_ref, N_hyp)
 * wip = (e / Σ N_ref) · (e / Σ N_hyp)     with e = Σ dist − Σ max(N_ref, N_hyp)   (a negative number, squared)
 * wil = 1 − wip
 * </pre>
 * Not jiwer's measures: {@code max(N_ref, N_hyp) − dist} is not the hit count when a segment has
 * both insertions and deletions. Division by zero gives NaN or Infinity (empty corpus, empty
 * references), as torch does; the hypothesis and reference lists are {@code zip}ped, so the longer
 * one is silently truncated (the reference's behaviour, reproduced in {@link #corpusScore}).
 *
 * <p>torch accumulates the counts in {@code float32} tensors: identical to the column sums here
 * while every running sum stays below 2<sup>24</sup> (16,777,216 tokens); beyond that torch
 * starts rounding and this class does not. Immutable and thread-safe.
 */
public final class TorchmetricsWer implements Metric<SimpleScore> {
    /** The torchmetrics functions of this family. */
    public static final List<String> FUNCTIONS = List.of("word_error_rate", "char_error_rate", "match_error_rate",
            "word_information_lost", "word_information_preserved");

    private final String function;

    private TorchmetricsWer(String function) {
        if (!FUNCTIONS.contains(function)) {
            throw new IllegalArgumentException("unknown torchmetrics function '" + function + "' (known: "
                    + String.join(", ", FUNCTIONS) + ")");
        }
        this.function = function;
    }

    /** {@code torchmetrics.functional.text.<function>}. */
    public static TorchmetricsWer of(String function) {
        return new TorchmetricsWer(function);
    }

    public String function() {
        return function;
    }

    private boolean characters() {
        return function.equals("char_error_rate");
    }

    @Override
    public SegmentScorer newScorer() {
        LevenshteinAligner aligner = new LevenshteinAligner();
        Map<String, Integer> ids = new HashMap<>();
        Map<Integer, Integer> cpIds = new HashMap<>();
        int[][] buf = {new int[64], new int[64]};
        return (hyp, refs) -> {
            if (refs.size() != 1 || refs.get(0) == null) {
                throw new IllegalArgumentException("torchmetrics' " + function
                        + " takes exactly one reference per segment: got " + refs.size());
            }
            int n;
            int m;
            if (characters()) {
                int[] r = refs.get(0).codePoints().toArray();
                int[] h = hyp.codePoints().toArray();
                // Code points are their own ids: the kernel needs small non-negative ids, so intern them.
                cpIds.clear();
                buf[0] = internCodePoints(r, cpIds, buf[0]);
                buf[1] = internCodePoints(h, cpIds, buf[1]);
                n = r.length;
                m = h.length;
            } else {
                List<String> r = PyStrings.split(refs.get(0));
                List<String> h = PyStrings.split(hyp);
                ids.clear();
                buf[0] = intern(r, ids, buf[0]);
                buf[1] = intern(h, ids, buf[1]);
                n = r.size();
                m = h.size();
            }
            int dist = aligner.distance(buf[0], n, buf[1], m);
            return new double[] {dist, n, m, Math.max(n, m)};
        };
    }

    private static int[] intern(List<String> tokens, Map<String, Integer> ids, int[] into) {
        int[] out = into.length >= tokens.size() ? into : new int[Math.max(tokens.size(), 2 * into.length)];
        for (int i = 0; i < tokens.size(); i++) {
            out[i] = ids.computeIfAbsent(tokens.get(i), k -> ids.size());
        }
        return out;
    }

    private static int[] internCodePoints(int[] cps, Map<Integer, Integer> ids, int[] into) {
        int[] out = into.length >= cps.length ? into : new int[Math.max(cps.length, 2 * into.length)];
        for (int i = 0; i < cps.length; i++) {
            out[i] = ids.computeIfAbsent(cps[i], k -> ids.size());
        }
        return out;
    }

    /** torchmetrics {@code zip}s the two lists: the longer one is truncated; an empty corpus scores NaN. */
    @Override
    public SimpleScore corpusScore(List<String> hypotheses, List<? extends List<String>> references,
            Parallelism parallelism) {
        Objects.requireNonNull(parallelism, "parallelism");
        TorchmetricsInputs.Paired p = TorchmetricsInputs.pairs(
                TorchmetricsInputs.Rule.ZIP, hypotheses, references);
        if (p.hypotheses().isEmpty()) {
            return score(new double[4]);
        }
        return Metric.super.corpusScore(p.hypotheses(), p.references(), parallelism);
    }

    /** The {@code float32} arithmetic of {@code _<name>_compute} on {@code [Σ dist, Σ N_ref, Σ N_hyp, Σ max]}. */
    @Override
    public SimpleScore score(double[] s) {
        Stats.requireStatistics(name(), s, -1);
        if (s.length != 4) {
            throw new IllegalArgumentException("torchmetrics WER statistics must have 4 columns: got " + s.length);
        }
        float errors = (float) s[0];
        float target = (float) s[1];
        float preds = (float) s[2];
        float max = (float) s[3];
        float value = switch (function) {
            case "word_error_rate", "char_error_rate" -> errors / target;
            case "match_error_rate" -> errors / max;
            default -> {
                float e = errors - max;
                float wip = (e / target) * (e / preds);
                yield function.equals("word_information_preserved") ? wip : 1 - wip;
            }
        };
        return new SimpleScore(value, (long) s[1]);
    }

    @Override
    public boolean higherIsBetter() {
        return function.equals("word_information_preserved");
    }

    @Override
    public String name() {
        return switch (function) {
            case "word_error_rate" -> "WER";
            case "char_error_rate" -> "CER";
            case "match_error_rate" -> "MER";
            case "word_information_lost" -> "WIL";
            default -> "WIP";
        };
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "compat", "torchmetrics", "measure", function,
                "tok", characters() ? "char" : "split", "version", Version.get());
    }
}
