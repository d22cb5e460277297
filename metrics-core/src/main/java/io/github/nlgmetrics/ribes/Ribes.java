package io.github.nlgmetrics.ribes;

import io.github.nlgmetrics.SegmentMean;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * RIBES exactly as NLTK 3.8 computes it ({@code nltk.translate.ribes_score}).
 *
 * <pre>
 * worder  = word_rank_alignment(ref, hyp)     (reference positions of the aligned hypothesis words)
 * NKT     = (τ + 1) / 2,  τ = 2 · P / C(|worder|, 2) − 1   (τ = −1 when |worder| &lt; 2)
 *           P = Σ over maximal runs of consecutive +1 steps in worder of C(run length, 2)
 * P1      = |worder| / |hyp|
 * BP      = min(1, exp(1 − |ref| / |hyp|))
 * RIBES   = max over references of NKT · P1^α · BP^β       (α = 0.25, β = 0.10)
 * corpus  = Σ_segments sentence RIBES / number of hypotheses
 * </pre>
 *
 * <p>The alignment: a hypothesis word absent from the reference is skipped; a word occurring
 * exactly once in both maps to its reference position; otherwise windows w = 1, 2, ... widen a
 * context n-gram, first to the right ({@code hyp[i..i+w]}) then to the left ({@code hyp[i-w..i]}),
 * until one occurs exactly once in both sentences; its reference position (plus the offset of the
 * word, for a left context) is the word's rank. Quirks of NLTK reproduced (each a named test):
 * <ul>
 *   <li>P counts only the pairs inside runs of consecutive ranks ({@code a+1 == b}), not all
 *       increasing pairs as the RIBES paper's Kendall's τ does;</li>
 *   <li>the window loop stops before {@code max(i, |hyp| − i + 1)}, so a word can stay unaligned
 *       even when a unique context exists further away;</li>
 *   <li>an empty hypothesis divides by zero in NLTK (an {@link IllegalArgumentException} here), so
 *       a corpus with any empty hypothesis fails;</li>
 *   <li>a segment without references scores −1.0 (the initial "best"), and the corpus average
 *       includes it;</li>
 *   <li>fewer than two aligned words give NKT = 0;</li>
 *   <li>with a negative alpha (or beta), a hypothesis with no aligned word raises Python's
 *       {@code 0.0 ** negative} ZeroDivisionError: an {@link IllegalArgumentException} here.</li>
 * </ul>
 * NLTK's {@code corpus_ribes} silently truncates to the shorter of hypotheses and references
 * ({@code zip}); here different lengths are an error.
 *
 * <p>As a {@link SegmentMean} a segment's statistics are {@code [sentence RIBES, 1]} and the score
 * is their ratio (the corpus mean, NLTK's {@code corpus_ribes}). Texts are split with Python's
 * {@code str.split()} ({@link NltkInput}); the token-list method {@link #sentence} takes NLTK's
 * pre-tokenized input, hypothesis first. Configured by name through the profile
 * {@code nltk:ribes} ({@link RibesProfiles}).
 *
 * <p>Immutable and thread-safe.
 */
public final class Ribes extends SegmentMean {
    private final double alpha;
    private final double beta;

    private Ribes(double alpha, double beta) {
        if (!Double.isFinite(alpha) || !Double.isFinite(beta)) {
            throw new IllegalArgumentException("RIBES alpha and beta must be finite: alpha=" + alpha + ", beta=" + beta);
        }
        this.alpha = alpha;
        this.beta = beta;
    }

    /** NLTK's defaults: {@code alpha=0.25, beta=0.10}. */
    public static Ribes nltk() {
        return new Ribes(0.25, 0.10);
    }

    /** NLTK's {@code alpha}: the exponent of the unigram precision P1. */
    public Ribes withAlpha(double value) {
        return new Ribes(value, beta);
    }

    /** NLTK's {@code beta}: the exponent of the brevity penalty BP. */
    public Ribes withBeta(double value) {
        return new Ribes(alpha, value);
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    /** {@code sentence_ribes(references, hypothesis, alpha, beta)} on pre-tokenized input (hypothesis first here). */
    public double sentence(List<String> hypothesis, List<? extends List<String>> references) {
        Vocabulary vocab = new Vocabulary();
        int[] hyp = vocab.encode(hypothesis);
        double best = -1.0;
        for (List<String> reference : references) {
            double r = score(hyp, vocab.encode(reference));
            if (r > best) {
                best = r;
            }
        }
        return best;
    }

    /** RIBES of one hypothesis against one reference (token ids of one vocabulary). */
    double score(int[] hyp, int[] ref) {
        if (hyp.length == 0) {
            throw new IllegalArgumentException("RIBES of an empty hypothesis: NLTK divides by zero");
        }
        int[] worder = wordRankAlignment(hyp, ref);
        double nkt = kendallTau(worder);
        double bp = Math.min(1.0, Math.exp(1.0 - (double) ref.length / hyp.length));
        double p1 = (double) worder.length / hyp.length;
        return nkt * pyPow(p1, alpha) * pyPow(bp, beta);
    }

    /** Python's float {@code x ** y} for x &gt;= 0: {@code 0.0 ** negative} raises ZeroDivisionError. */
    private static double pyPow(double x, double y) {
        if (x == 0.0 && y < 0) {
            throw new IllegalArgumentException("0.0 cannot be raised to a negative power (" + y
                    + "): NLTK raises ZeroDivisionError");
        }
        return Math.pow(x, y);
    }

    /**
     * NLTK's {@code word_rank_alignment(reference, hypothesis)} (hypothesis first here).
     *
     * <p>For a hypothesis word that is not unique on both sides, NLTK widens a context window one
     * word at a time, alternately to the right ({@code hyp[i..i+w]}) and to the left
     * ({@code hyp[i-w..i]}), until that n-gram occurs exactly once in the reference and once in the
     * hypothesis, counting occurrences by scanning every position. Here the occurrences of the
     * window's n-gram are kept as a list of positions per side and narrowed as the window grows
     * (an occurrence of {@code hyp[i..i+w]} is an occurrence of {@code hyp[i..i+w-1]} followed by
     * {@code hyp[i+w]}), which gives the same counts and the same first occurrence; and once neither
     * side can still occur exactly once in the reference (no occurrence left, or the window has
     * reached the end of the hypothesis) the search stops, as NLTK's would end without a match.
     * A 50,000-word segment then takes milliseconds, not minutes.
     */
    static int[] wordRankAlignment(int[] hyp, int[] ref) {
        int hypLen = hyp.length;
        int[] out = new int[hypLen];
        int size = 0;
        Map<Integer, int[]> refAt = positions(ref);
        Map<Integer, int[]> hypAt = positions(hyp);
        Map<Long, int[]> refBigrams = bigramPositions(ref);
        Map<Long, int[]> hypBigrams = bigramPositions(hyp);
        Occurrences rightRef = new Occurrences();
        Occurrences rightHyp = new Occurrences();
        Occurrences leftRef = new Occurrences();
        Occurrences leftHyp = new Occurrences();
        for (int i = 0; i < hypLen; i++) {
            int[] inRef = refAt.get(hyp[i]);
            if (inRef == null) {
                continue;
            }
            int[] inHyp = hypAt.get(hyp[i]);
            if (inRef.length == 1 && inHyp.length == 1) {
                out[size++] = inRef[0];
                continue;
            }
            // The first window is a bigram: start from its occurrences (an index per side), not
            // from every occurrence of the word, which on a long text is most of the work.
            if (i + 1 < hypLen) {
                long key = bigram(hyp[i], hyp[i + 1]);
                rightRef.reset(refBigrams.get(key), 0);
                rightHyp.reset(hypBigrams.get(key), 0);
            }
            if (i >= 1) {
                long key = bigram(hyp[i - 1], hyp[i]);
                leftRef.reset(refBigrams.get(key), 1);
                leftHyp.reset(hypBigrams.get(key), 1);
            }
            int maxWindow = Math.max(i, hypLen - i + 1);
            for (int window = 1; window < maxWindow; window++) {
                boolean right = i + window < hypLen && rightRef.size > 0;
                if (right) {
                    if (window > 1) {
                        rightRef.keepFollowedBy(ref, window, hyp[i + window]);
                        rightHyp.keepFollowedBy(hyp, window, hyp[i + window]);
                    }
                    if (rightRef.size == 1 && rightHyp.size == 1) {
                        out[size++] = rightRef.at[0];
                        break;
                    }
                }
                boolean left = window <= i && leftRef.size > 0;
                if (left) {
                    if (window > 1) {
                        leftRef.keepPrecededBy(ref, window, hyp[i - window]);
                        leftHyp.keepPrecededBy(hyp, window, hyp[i - window]);
                    }
                    if (leftRef.size == 1 && leftHyp.size == 1) {
                        out[size++] = leftRef.at[0];
                        break;
                    }
                }
                if (!right && !left) {
                    break; // neither window can match any more: NLTK's loop would run on without one
                }
            }
        }
        return java.util.Arrays.copyOf(out, size);
    }

    /**
     * The occurrences of a window's n-gram in one sequence, ascending: start positions for a window
     * that grows to the right, end positions for one that grows to the left.
     */
    private static final class Occurrences {
        int[] at = new int[16];
        int size;

        /** The {@code positions} (none when null), each plus {@code shift}. */
        void reset(int[] positions, int shift) {
            size = positions == null ? 0 : positions.length;
            if (at.length < size) {
                at = new int[size];
            }
            for (int k = 0; k < size; k++) {
                at[k] = positions[k] + shift;
            }
        }

        /** Keeps the starts {@code p} with {@code seq[p + offset] == word}. */
        void keepFollowedBy(int[] seq, int offset, int word) {
            int kept = 0;
            for (int k = 0; k < size; k++) {
                int p = at[k];
                if (p + offset < seq.length && seq[p + offset] == word) {
                    at[kept++] = p;
                }
            }
            size = kept;
        }

        /** Keeps the ends {@code q} with {@code seq[q - offset] == word}. */
        void keepPrecededBy(int[] seq, int offset, int word) {
            int kept = 0;
            for (int k = 0; k < size; k++) {
                int q = at[k];
                if (q - offset >= 0 && seq[q - offset] == word) {
                    at[kept++] = q;
                }
            }
            size = kept;
        }
    }

    private static long bigram(int first, int second) {
        return ((long) first << 32) | (second & 0xFFFFFFFFL);
    }

    /** Bigram → the positions in {@code seq} where it starts, ascending. */
    private static Map<Long, int[]> bigramPositions(int[] seq) {
        Map<Long, int[]> counts = new HashMap<>();
        for (int p = 0; p + 1 < seq.length; p++) {
            counts.computeIfAbsent(bigram(seq[p], seq[p + 1]), k -> new int[1])[0]++;
        }
        Map<Long, int[]> at = new HashMap<>(counts.size() * 2);
        counts.forEach((k, c) -> {
            at.put(k, new int[c[0]]);
            c[0] = 0;
        });
        for (int p = 0; p + 1 < seq.length; p++) {
            long k = bigram(seq[p], seq[p + 1]);
            at.get(k)[counts.get(k)[0]++] = p;
        }
        return at;
    }

    /** Word → its positions in {@code seq}, ascending. */
    private static Map<Integer, int[]> positions(int[] seq) {
        Map<Integer, int[]> counts = new HashMap<>();
        for (int w : seq) {
            counts.computeIfAbsent(w, k -> new int[1])[0]++;
        }
        Map<Integer, int[]> at = new HashMap<>(counts.size() * 2);
        Map<Integer, int[]> fill = new HashMap<>(counts.size() * 2);
        counts.forEach((w, c) -> {
            at.put(w, new int[c[0]]);
            fill.put(w, new int[1]);
        });
        for (int p = 0; p < seq.length; p++) {
            at.get(seq[p])[fill.get(seq[p])[0]++] = p;
        }
        return at;
    }

    /** NLTK's normalized {@code kendall_tau(worder)}: only pairs inside consecutive runs count. */
    static double kendallTau(int[] worder) {
        int len = worder.length;
        double tau;
        if (len < 2) {
            tau = -1;
        } else {
            long increasingPairs = 0;
            int run = 1;
            for (int k = 1; k <= len; k++) {
                if (k < len && worder[k - 1] + 1 == worder[k]) {
                    run++;
                } else {
                    if (run > 1) {
                        increasingPairs += choose2(run);
                    }
                    run = 1;
                }
            }
            tau = 2.0 * increasingPairs / choose2(len) - 1;
        }
        return (tau + 1) / 2;
    }

    private static long choose2(long n) {
        return n * (n - 1) / 2;
    }

    @Override
    public String name() {
        return "RIBES";
    }

    /** {@code sentence_ribes} on texts split with Python's {@code str.split()}. */
    @Override
    protected double segmentScore(String hypothesis, List<String> references) {
        return sentence(NltkInput.split(hypothesis), NltkInput.splitAll(references));
    }

    @Override
    protected String emptyCorpusMessage() {
        return "corpus RIBES of no hypotheses: NLTK divides by zero";
    }

    /** A signature recording every option that changes the number. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "tok", "split", "alpha", Double.toString(alpha),
                "beta", Double.toString(beta), "impl", "nltk-3.8", "version", Version.get());
    }
}
