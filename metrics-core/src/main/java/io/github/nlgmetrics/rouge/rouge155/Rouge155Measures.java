package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.lcs.WeightedLcs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * ROUGE-1.5.5's measures of one peer summary against the model summaries of one evaluation, with
 * the scratch state of one thread (token vocabulary, n-gram keys, the tokenized summaries). The
 * quirks reproduced are listed on {@link Rouge155}.
 *
 * <p>Per evaluation and measure, over the models of the evaluation:
 * <pre>
 *   -f A:  R = Σ hits / Σ model counts,   P = Σ hits / Σ peer counts   (peer count added once per model)
 *   -f B:  the hits and counts of the model with the best (first best) recall
 *   R, P rounded as printed ({@code %7.5f});  F = P·R / ((1-α)·P + α·R) from the ROUNDED R and P, rounded
 *   ROUGE-W:  R = (hit / model count)^(1/w),  P = (hit / peer count)^(1/w)
 * </pre>
 * {@link #values} is the script's per-evaluation triple: {@code (R, P, F)} so rounded, or with
 * {@code -t 1|2} the {@code (model count, peer count, hits)}.
 *
 * <p>Cost: {@link #begin} an evaluation, then {@link #values} per measure. Each summary is read
 * and tokenized at most once per evaluation and stemming setting, through the run's memoised
 * word table ({@link Rouge155Words}); counting uses the reusable primitive tables of
 * {@link Rouge155Grams} and per-token count arrays cleared by walking the tokens; the LCS marks
 * use {@link WeightedLcs.Marker} (memory linear in the sentences). {@link #end} drops the
 * evaluation, so nothing of it outlives the call.
 *
 * <p>Not thread-safe.
 *
 * <p>Longer than 300 lines because it is the script's measure loop together with the scratch of
 * one thread: the n-gram, skip-bigram, LCS and WLCS measures all read and clear the same
 * per-evaluation tokens, count arrays and masks; split apart, those would be shared through
 * accessors on the hot path of every evaluation.
 */
final class Rouge155Measures {
    /** What a measure counts. */
    enum Kind {
        NGRAM, LCS, WLCS, SKIP_BIGRAM, SKIP_BIGRAM_UNIGRAM
    }

    /**
     * One measure of a run, in the script's order.
     *
     * @param tag the printed name, e.g. {@code ROUGE-2}, {@code ROUGE-W-1.2}, {@code ROUGE-SU4}
     * @param kind what it counts
     * @param n the n-gram order ({@link Kind#NGRAM}), else 0
     */
    record Measure(String tag, Kind kind, int n) {
    }

    /** One measure's totals over the models of an evaluation (the script's {@code @results}). */
    private static final class Totals {
        private final boolean best;
        private double hit;
        private double count;
        private double countP;
        private double bestScore = -1;

        Totals(boolean best) {
            this.best = best;
        }

        /** Adds one model's counts ({@code -f A}), or keeps them if {@code score} is the best so far ({@code -f B}). */
        void add(double modelHit, double modelCount, double peerCount, double score) {
            if (best) {
                if (score > bestScore) {
                    bestScore = score;
                    hit = modelHit;
                    count = modelCount;
                    countP = peerCount;
                }
            } else {
                hit += modelHit;
                count += modelCount;
                countP += peerCount;
            }
        }
    }

    /** A summary tokenized for one stemming setting: every kept token (after the flat cut) and per sentence (after the LCS cut). */
    private record Prepared(int[] flat, int[][] sentences) {
    }

    private static final Prepared EMPTY = new Prepared(new int[0], new int[0][]);

    private final Rouge155Options options;
    private final boolean stem;
    private final boolean stemModel;
    private final boolean limited;
    private final double weight;
    private final double skipDistance;
    private final Rouge155Words words;
    private final Rouge155Grams grams = new Rouge155Grams();
    private final WeightedLcs.Marker marker = new WeightedLcs.Marker();
    private double[] weightPowers = new double[0];
    private double[] lcsPowers = new double[0];
    private int[] modelLeft = new int[0];
    private int[] peerLeft = new int[0];
    private boolean[] mask = new boolean[64];
    private int[] pairs = new int[256];

    /** The evaluation being scored ({@link #begin}). */
    private Rouge155Eval eval;
    /** The peer tokenized unstemmed ([0]) and stemmed ([1]), when a measure needs it. */
    private final Prepared[] peer = new Prepared[2];
    /** The models tokenized unstemmed ([0][k]) and stemmed ([1][k]), when a measure needs it. */
    private Prepared[][] models = new Prepared[2][0];
    private int modelCount;
    private final boolean[] needed = new boolean[2];

    /**
     * @param options what to compute
     * @param data the data directory's content; needed (non-null) for {@code -m}, {@code -M} and {@code -s}
     */
    Rouge155Measures(Rouge155Options options, Rouge155Data data) {
        requireData(options, data);
        this.options = options;
        this.stem = options.stem();
        this.stemModel = options.stem() || options.stemModels();
        this.limited = options.lengthLimit() != 0 || options.byteLimit() != 0;
        this.weight = options.weightText() != null ? options.weight() : 1;
        this.skipDistance = options.skipText() != null ? options.skipDistance() : -1;
        this.words = new Rouge155Words(options.removeStopwords() ? data.stopwords() : Set.of(),
                data == null ? null : new Rouge155Stemmer(data.exceptions()));
        // Every measure tokenizes with -m; the LCS, skip-bigram and ROUGE-W counts also with -m or -M.
        needed[stem ? 1 : 0] = true;
        needed[stemModel ? 1 : 0] = true;
    }

    /** Rejects options that need the data directory when there is none. */
    static void requireData(Rouge155Options options, Rouge155Data data) {
        if (options.needsData() && data == null) {
            throw new IllegalArgumentException("-m and -s need the ROUGE data directory (WordNet exceptions, "
                    + "stop words): give -e DIR, --rouge-data DIR or set ROUGE_EVAL_HOME");
        }
    }

    /** The measures the options ask for, in the order the script computes and prints them. */
    static List<Measure> measures(Rouge155Options options) {
        List<Measure> out = new ArrayList<>();
        for (int n = 1; n <= options.maxNgram(); n++) {
            out.add(new Measure("ROUGE-" + n, Kind.NGRAM, n));
        }
        if (!options.noLcs()) {
            out.add(new Measure("ROUGE-L", Kind.LCS, 0));
        }
        if (options.weightText() != null) {
            out.add(new Measure("ROUGE-W-" + options.weightText(), Kind.WLCS, 0));
        }
        if (options.skipText() != null) {
            String d = options.skipDistance() >= 0 ? options.skipText() : "*";
            if (options.skipUnigrams()) {
                out.add(new Measure("ROUGE-SU" + d, Kind.SKIP_BIGRAM_UNIGRAM, 0));
            } else {
                out.add(new Measure("ROUGE-S" + d, Kind.SKIP_BIGRAM, 0));
                if (options.skipBoth()) {
                    out.add(new Measure("ROUGE-SU" + d, Kind.SKIP_BIGRAM_UNIGRAM, 0));
                }
            }
        }
        return out;
    }

    /**
     * Starts scoring {@code peerSummary} in evaluation {@code e}: reads the peer and every model
     * once and tokenizes each for the stemming settings the measures use.
     */
    void begin(Rouge155Eval e, Rouge155Summary peerSummary) {
        end();
        this.eval = e;
        List<Rouge155Summary> list = e.models();
        modelCount = list.size();
        if (models[0].length < modelCount) {
            models = new Prepared[2][modelCount];
        }
        prepareAll(peerSummary, peer, 0);
        for (int k = 0; k < modelCount; k++) {
            prepareAll(list.get(k), null, k);
        }
    }

    /** Tokenizes one summary for each stemming setting in use ({@code into} the peer's slots, else model {@code k}'s). */
    private void prepareAll(Rouge155Summary s, Prepared[] into, int k) {
        List<String> text = s.sentences();
        for (int st = 0; st < 2; st++) {
            if (needed[st]) {
                Prepared p = limited ? prepareLimited(text, st == 1) : prepareWhole(text, st == 1);
                if (into != null) {
                    into[st] = p;
                } else {
                    models[st][k] = p;
                }
            }
        }
    }

    /** Forgets the current evaluation: its summaries' tokens and n-grams. */
    void end() {
        eval = null;
        peer[0] = null;
        peer[1] = null;
        for (Prepared[] row : models) {
            Arrays.fill(row, null);
        }
        modelCount = 0;
        grams.clear();
    }

    /**
     * The script's per-evaluation values of {@code measure} for the current peer ({@link #begin}):
     * R, P, F rounded to 5 decimals as printed ({@code -t 0}), or model count, peer count and
     * hits, written to {@code out[off..off+2]}.
     */
    void values(Measure measure, double[] out, int off) {
        Totals c = switch (measure.kind()) {
            case NGRAM -> ngram(measure.n());
            case LCS -> lcs();
            case WLCS -> wlcs();
            case SKIP_BIGRAM -> skipBigram(false);
            case SKIP_BIGRAM_UNIGRAM -> skipBigram(true);
        };
        if (options.countMode() != 0) {
            out[off] = c.count;
            out[off + 1] = c.countP;
            out[off + 2] = c.hit;
            return;
        }
        boolean weighted = measure.kind() == Kind.WLCS;
        double r = c.count != 0 ? round5(root(c.hit / c.count, weighted)) : 0;
        double p = c.countP != 0 ? round5(root(c.hit / c.countP, weighted)) : 0;
        double a = options.alpha();
        double f = (1 - a) * p + a * r > 0 ? round5((p * r) / ((1 - a) * p + a * r)) : 0;
        out[off] = r;
        out[off + 1] = p;
        out[off + 2] = f;
    }

    /** {@link #values} as a new array, for {@code measure} of {@code peerSummary} in {@code e}. */
    double[] values(Measure measure, Rouge155Eval e, Rouge155Summary peerSummary) {
        begin(e, peerSummary);
        try {
            double[] out = new double[3];
            values(measure, out, 0);
            return out;
        } finally {
            end();
        }
    }

    /** ROUGE-W's {@code x^(1/w)}; {@code x} itself for the other measures. */
    private double root(double x, boolean weighted) {
        return weighted ? Math.pow(x, 1 / weight) : x;
    }

    /**
     * {@code sprintf("%.5f", x) + 0} ({@link PerlFormat#round}) without formatting when {@code x}
     * is not within 10^-6 of a rounding tie at the 5th decimal (then the rounding of the exact
     * binary value is plain), and {@code k / 1e5} is the double that parsing "k·10^-5" gives.
     */
    static double round5(double x) {
        if (x >= 0 && x < 1000) {
            double y = x * 1e5;
            double floor = Math.floor(y);
            double frac = y - floor;
            if (Math.abs(frac - 0.5) > 1e-6) {
                return (frac > 0.5 ? floor + 1 : floor) / 1e5;
            }
        }
        return PerlFormat.round(x, 5);
    }

    // ---------------------------------------------------------------- measures

    private Totals ngram(int n) {
        int[] peerTokens = peer(stem).flat();
        int peerCount = Math.max(0, peerTokens.length - n + 1);
        grams.countPeer(grams.ngrams(peerTokens, n), peerCount);
        Totals totals = new Totals(options.bestModel());
        for (int k = 0; k < modelCount; k++) {
            int[] modelTokens = model(k, stem).flat();
            int count = Math.max(0, modelTokens.length - n + 1);
            int[] g = grams.ngrams(modelTokens, n);
            int hit = grams.countModel(g, count);
            grams.uncountModel(g, count);
            totals.add(hit, count, peerCount, count != 0 && options.bestModel() ? PerlFormat.round((double) hit / count, 5) : 0);
        }
        grams.clear();
        return totals;
    }

    private Totals skipBigram(boolean unigrams) {
        int peerCount = skipBigrams(peer(stem).flat(), unigrams);
        grams.countPeer(pairs, peerCount);
        Totals totals = new Totals(options.bestModel());
        for (int k = 0; k < modelCount; k++) {
            int count = skipBigrams(model(k, stemModel).flat(), unigrams);
            int hit = grams.countModel(pairs, count);
            grams.uncountModel(pairs, count);
            totals.add(hit, count, peerCount, count != 0 && options.bestModel() ? PerlFormat.round((double) hit / count, 5) : 0);
        }
        grams.clear();
        return totals;
    }

    /**
     * The script's {@code createSkipBigram} into {@link #pairs}: pairs {@code (i, j)} with
     * {@code j <= i + d + 1} ({@code d < 0}: any), plus with -u the unigram of every token but the
     * last; returns how many.
     */
    private int skipBigrams(int[] tokens, boolean unigrams) {
        double d = skipDistance;
        int count = 0;
        int len = tokens.length;
        for (int i = 0; i < len - 1; i++) {
            int first = grams.unigram(tokens[i]);
            if (unigrams) {
                count = addPair(count, first);
            }
            for (int j = i + 1; j < len && (d < 0 || j <= i + d + 1); j++) {
                count = addPair(count, grams.extend(first, tokens[j]));
            }
        }
        return count;
    }

    private int addPair(int count, int id) {
        if (count == pairs.length) {
            pairs = Arrays.copyOf(pairs, 2 * count);
        }
        pairs[count] = id;
        return count + 1;
    }

    private Totals lcs() {
        Prepared p = peer(stem);
        int peerCount = p.flat().length;
        Totals totals = new Totals(options.bestModel());
        for (int k = 0; k < modelCount; k++) {
            Prepared m = model(k, stemModel);
            countTokens(m.flat(), p.flat());
            int hit = 0;
            int base = 0;
            for (int[] sentence : m.sentences()) {
                boolean[] marked = mask(sentence.length);
                base += sentence.length;
                for (int[] ps : p.sentences()) {
                    marker.mark(sentence, ps, lcsPowers(Math.min(sentence.length, ps.length)), marked);
                }
                for (int j = 0; j < sentence.length; j++) {
                    int tok = sentence[j];
                    if (marked[j] && modelLeft[tok] > 0 && peerLeft[tok] > 0) {
                        hit++;
                        modelLeft[tok]--;
                        peerLeft[tok]--;
                    }
                }
            }
            uncountTokens(m.flat(), p.flat());
            totals.add(hit, base, peerCount, base > 0 ? (double) hit / base : 0);
        }
        return totals;
    }

    /** Marks the model positions of the script's LCS backtrack (diagonal on a match, up on ties). */
    static void markLcs(int[] model, int[] peer, boolean[] mask) {
        int max = Math.min(model.length, peer.length);
        double[] identity = new double[max + 1];
        for (int k = 0; k <= max; k++) {
            identity[k] = k;
        }
        new WeightedLcs.Marker().mark(model, peer, identity, mask);
    }

    /** {@code k -> k} for {@code k <= max}: the WLCS kernel with these weights is the plain LCS, exactly. */
    private double[] lcsPowers(int max) {
        if (lcsPowers.length <= max) {
            lcsPowers = new double[Math.max(max + 1, 2 * lcsPowers.length)];
            for (int k = 0; k < lcsPowers.length; k++) {
                lcsPowers[k] = k;
            }
        }
        return lcsPowers;
    }

    private double[] weightPowers(int max) {
        if (weightPowers.length <= max + 1) {
            weightPowers = WeightedLcs.powers(Math.max(max + 1, 2 * weightPowers.length), weight);
        }
        return weightPowers;
    }

    /** A cleared mask of {@code n} model positions (scratch). */
    private boolean[] mask(int n) {
        if (mask.length < n) {
            mask = new boolean[Math.max(n, 2 * mask.length)];
        } else {
            Arrays.fill(mask, 0, n, false);
        }
        return mask;
    }

    /** Sets {@link #modelLeft} and {@link #peerLeft} to the unigram counts of the model and the peer. */
    private void countTokens(int[] model, int[] peerTokens) {
        int size = words.vocabularySize();
        if (modelLeft.length < size) {
            modelLeft = new int[Math.max(size, 2 * modelLeft.length)];
            peerLeft = new int[modelLeft.length];
        }
        for (int t : model) {
            modelLeft[t]++;
        }
        for (int t : peerTokens) {
            peerLeft[t]++;
        }
    }

    /** Clears the counts {@link #countTokens} set. */
    private void uncountTokens(int[] model, int[] peerTokens) {
        for (int t : model) {
            modelLeft[t] = 0;
        }
        for (int t : peerTokens) {
            peerLeft[t] = 0;
        }
    }

    private Totals wlcs() {
        double w = weight;
        Prepared p = peer(stem);
        int peerCount = p.flat().length;
        Totals totals = new Totals(options.bestModel());
        for (int k = 0; k < modelCount; k++) {
            int[][] modelSentences = model(k, stem).sentences();
            int[] counted = model(k, stemModel).flat();
            countTokens(counted, p.flat());
            double hit = 0;
            double base = 0;
            for (int[] sentence : modelSentences) {
                boolean[] marked = mask(sentence.length);
                base += Math.pow(sentence.length, w);
                for (int[] ps : p.sentences()) {
                    marker.mark(sentence, ps, weightPowers(Math.min(sentence.length, ps.length)), marked);
                }
                hit = weightedRuns(hit, sentence, marked, w);
            }
            uncountTokens(counted, p.flat());
            if (base == 0) {
                throw new IllegalArgumentException("ROUGE-W: model summary " + eval.models().get(k).name() + " of evaluation "
                        + eval.id() + " has no tokens (ROUGE-1.5.5 dies here: Illegal division by zero)");
            }
            double score = Math.pow(hit / base, 1 / w);
            totals.add(hit, Math.pow(base, w), Math.pow(peerCount, w), score);
        }
        return totals;
    }

    /**
     * The script's weighting of the marked runs of one model sentence: a marked token counts while
     * both its unigram counts are positive (decrementing both), and a run is flushed only when the
     * next position is unmarked or the sentence ends. Returns {@code hit} plus each run's weight,
     * added one by one (the script's order of floating-point additions).
     */
    private double weightedRuns(double hitSoFar, int[] sentence, boolean[] marked, double w) {
        double hit = hitSoFar;
        int run = 0;
        for (int j = 0; j < sentence.length; j++) {
            int tok = sentence[j];
            if (marked[j] && modelLeft[tok] > 0 && peerLeft[tok] > 0) {
                run++;
                if (j + 1 < sentence.length && !marked[j + 1]) {
                    hit += Math.pow(run, w);
                    run = 0;
                } else if (j + 1 == sentence.length) {
                    hit += Math.pow(run, w);
                    run = 0;
                }
                modelLeft[tok]--;
                peerLeft[tok]--;
            }
        }
        return hit;
    }

    // ---------------------------------------------------------------- text

    private Prepared peer(boolean stemmed) {
        return peer[stemmed ? 1 : 0];
    }

    private Prepared model(int k, boolean stemmed) {
        return models[stemmed ? 1 : 0][k];
    }

    /** No length limit: the flat tokens are the sentences' tokens joined. */
    private Prepared prepareWhole(List<String> text, boolean stemmed) {
        if (text.isEmpty()) {
            return EMPTY;
        }
        int[][] per = new int[text.size()][];
        int total = 0;
        for (int i = 0; i < per.length; i++) {
            per[i] = words.tokens(text.get(i), stemmed);
            total += per[i].length;
        }
        int[] flat = new int[total];
        int k = 0;
        for (int[] s : per) {
            System.arraycopy(s, 0, flat, k, s.length);
            k += s.length;
        }
        return new Prepared(flat, per);
    }

    /** {@code -l}/{@code -b}: the script's two cuts, the flat one for counts, the per-sentence one for LCS. */
    private Prepared prepareLimited(List<String> text, boolean stemmed) {
        String flatText = truncateFlat(text);
        int[] flat = flatText == null ? new int[0] : words.tokens(flatText, stemmed);
        List<String> lcsTexts = truncateLcs(text);
        int[][] per = new int[lcsTexts.size()][];
        for (int i = 0; i < per.length; i++) {
            per[i] = words.tokens(lcsTexts.get(i), stemmed);
        }
        return new Prepared(flat, per);
    }

    /** The script's {@code readText} length cut (null = the script's undef text). */
    String truncateFlat(List<String> sentences) {
        int wordLimit = options.lengthLimit();
        int byteLimit = options.byteLimit();
        if (wordLimit == 0 && byteLimit == 0) {
            return String.join(" ", sentences);
        }
        StringBuilder tmp = new StringBuilder();
        int len = 0;
        for (String s : sentences) {
            // -l counts whitespace-separated words, -b bytes (without the joining spaces).
            List<String> words = wordLimit != 0 ? Rouge155Text.splitWs(s) : null;
            int sLen = words != null ? words.size() : s.length();
            int limit = words != null ? wordLimit : byteLimit;
            if (len + sLen < limit) {
                tmp.append(len != 0 ? " " : "").append(s);
                len += sLen;
            } else {
                if (len > 0) {
                    tmp.append(' ');
                }
                tmp.append(words != null ? String.join(" ", words.subList(0, limit - len))
                        : s.substring(0, Math.min(s.length(), limit - len)));
                break;
            }
        }
        return tmp.length() > 0 ? tmp.toString() : null;
    }

    /** The script's {@code readText_LCS} cut: per sentence, the byte limit never accumulating. */
    List<String> truncateLcs(List<String> sentences) {
        int wordLimit = options.lengthLimit();
        int byteLimit = options.byteLimit();
        if (wordLimit == 0 && byteLimit == 0) {
            return sentences;
        }
        List<String> out = new ArrayList<>();
        int len = 0;
        for (String s : sentences) {
            if (wordLimit != 0) {
                List<String> tokens = Rouge155Text.splitWs(s);
                int sLen = tokens.size();
                if (len + sLen < wordLimit) {
                    len += sLen;
                    out.add(s);
                } else {
                    out.add(String.join(" ", tokens.subList(0, wordLimit - len)));
                    break;
                }
            } else {
                if (s.length() < byteLimit) {
                    out.add(s);
                } else {
                    out.add(s.substring(0, byteLimit));
                    break;
                }
            }
        }
        return out;
    }
}
