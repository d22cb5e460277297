package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.compat.perl.PerlFormat;
import io.github.nlgmetrics.lcs.Lcs;
import io.github.nlgmetrics.lcs.WeightedLcs;
import io.github.nlgmetrics.ngram.LongIntMap;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleSupplier;

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
 * <p>Not thread-safe.
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
    private record Counts(double count, double hit, double countP) {
    }

    /**
     * One measure's totals over the models of an evaluation: summed ({@code -f A}, the peer's count
     * added once per model), or those of the first model with the best score ({@code -f B}).
     */
    private final class Totals {
        private double hit;
        private double count;
        private double countP;
        private double best = -1;

        void add(double modelHit, double modelCount, double peerCount, DoubleSupplier score) {
            if (options.bestModel()) {
                double s = score.getAsDouble();
                if (s > best) {
                    best = s;
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

        Counts counts() {
            return new Counts(count, hit, countP);
        }
    }

    /** A summary tokenized for one stemming setting. */
    private record Prepared(int[] flat, int[][] sentences) {
    }

    private final Rouge155Options options;
    private final Set<String> stopwords;
    private final Rouge155Stemmer stemmer;
    private final Vocabulary vocab = new Vocabulary();
    private final NgramKeys keys = new NgramKeys();
    private final List<Map<Rouge155Summary, Prepared>> cache =
            List.of(new IdentityHashMap<>(), new IdentityHashMap<>());
    private double[] powers = new double[0];

    /**
     * @param options what to compute
     * @param data the data directory's content; needed (non-null) for {@code -m}, {@code -M} and {@code -s}
     */
    Rouge155Measures(Rouge155Options options, Rouge155Data data) {
        requireData(options, data);
        this.options = options;
        this.stopwords = options.removeStopwords() ? data.stopwords() : Set.of();
        this.stemmer = data == null ? null : new Rouge155Stemmer(data.exceptions());
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
     * The script's per-evaluation values of {@code measure} for {@code peer} in {@code e}: R, P, F
     * rounded to 5 decimals as printed ({@code -t 0}), or model count, peer count and hits.
     */
    double[] values(Measure measure, Rouge155Eval e, Rouge155Summary peer) {
        // n-gram keys are only compared within one evaluation: forget them to keep the table small.
        keys.reset();
        Counts c = switch (measure.kind()) {
            case NGRAM -> ngram(e, peer, measure.n());
            case LCS -> lcs(e, peer);
            case WLCS -> wlcs(e, peer);
            case SKIP_BIGRAM -> skipBigram(e, peer, false);
            case SKIP_BIGRAM_UNIGRAM -> skipBigram(e, peer, true);
        };
        if (options.countMode() != 0) {
            return new double[] {c.count(), c.countP(), c.hit()};
        }
        boolean weighted = measure.kind() == Kind.WLCS;
        double r = c.count() != 0 ? PerlFormat.round(root(c.hit() / c.count(), weighted), 5) : 0;
        double p = c.countP() != 0 ? PerlFormat.round(root(c.hit() / c.countP(), weighted), 5) : 0;
        double a = options.alpha();
        double f = (1 - a) * p + a * r > 0 ? PerlFormat.round((p * r) / ((1 - a) * p + a * r), 5) : 0;
        return new double[] {r, p, f};
    }

    /** ROUGE-W's {@code x^(1/w)}; {@code x} itself for the other measures. */
    private double root(double x, boolean weighted) {
        return weighted ? Math.pow(x, 1 / options.weight()) : x;
    }

    /** Forgets the tokenized summaries (reused only within one run over a configuration). */
    void forget() {
        cache.get(0).clear();
        cache.get(1).clear();
    }

    // ---------------------------------------------------------------- measures

    private Counts ngram(Rouge155Eval e, Rouge155Summary peer, int n) {
        int[] peerTokens = prepare(peer, options.stem()).flat();
        NgramCounts peerGrams = NgramCounts.of(peerTokens, n, n, keys);
        int peerCount = peerGrams.total(n);
        Totals totals = new Totals();
        for (Rouge155Summary model : e.models()) {
            NgramCounts modelGrams = NgramCounts.of(prepare(model, options.stem()).flat(), n, n, keys);
            int hit = modelGrams.clippedMatches(peerGrams)[n];
            int count = modelGrams.total(n);
            totals.add(hit, count, peerCount, () -> count != 0 ? PerlFormat.round((double) hit / count, 5) : 0);
        }
        return totals.counts();
    }

    private Counts skipBigram(Rouge155Eval e, Rouge155Summary peer, boolean unigrams) {
        LongIntMap peerGrams = new LongIntMap(64);
        int peerCount = skipBigrams(prepare(peer, options.stem()).flat(), unigrams, peerGrams);
        Totals totals = new Totals();
        for (Rouge155Summary model : e.models()) {
            LongIntMap modelGrams = new LongIntMap(64);
            int count = skipBigrams(prepare(model, options.stem() || options.stemModels()).flat(), unigrams, modelGrams);
            int[] hit = new int[1];
            modelGrams.forEach((k, v) -> {
                int p = peerGrams.get(k);
                if (p > 0) {
                    hit[0] += Math.min(p, v);
                }
            });
            totals.add(hit[0], count, peerCount, () -> count != 0 ? PerlFormat.round((double) hit[0] / count, 5) : 0);
        }
        return totals.counts();
    }

    /** The script's {@code createSkipBigram}: pairs within the distance, plus unigrams but the last with -u. */
    private int skipBigrams(int[] tokens, boolean unigrams, LongIntMap out) {
        double d = options.skipDistance();
        int count = 0;
        int len = tokens.length;
        for (int i = 0; i < len - 1; i++) {
            long first = NgramKeys.unigram(tokens[i]);
            if (unigrams) {
                out.add(first, 1);
                count++;
            }
            for (int j = i + 1; j < len && (d < 0 || j <= i + d + 1); j++) {
                out.add(keys.extend(first, tokens[j]), 1);
                count++;
            }
        }
        return count;
    }

    private Counts lcs(Rouge155Eval e, Rouge155Summary peer) {
        Prepared p = prepare(peer, options.stem());
        int[] peerCounts = unigramCounts(p.flat());
        int peerCount = p.flat().length;
        Totals totals = new Totals();
        boolean stemModel = options.stem() || options.stemModels();
        for (Rouge155Summary model : e.models()) {
            Prepared m = prepare(model, stemModel);
            int[] modelCounts = unigramCounts(m.flat());
            int[] peerLeft = Arrays.copyOf(peerCounts, vocab.size());
            modelCounts = Arrays.copyOf(modelCounts, vocab.size());
            int hit = 0;
            int base = 0;
            for (int[] sentence : m.sentences()) {
                boolean[] mask = new boolean[sentence.length];
                base += sentence.length;
                for (int[] ps : p.sentences()) {
                    markLcs(sentence, ps, mask);
                }
                for (int j = 0; j < sentence.length; j++) {
                    int tok = sentence[j];
                    if (mask[j] && modelCounts[tok] > 0 && peerLeft[tok] > 0) {
                        hit++;
                        modelCounts[tok]--;
                        peerLeft[tok]--;
                    }
                }
            }
            int hits = hit;
            int units = base;
            totals.add(hits, units, peerCount, () -> units > 0 ? (double) hits / units : 0);
        }
        return totals.counts();
    }

    /** Marks the model positions of the script's LCS backtrack (diagonal on a match, up on ties). */
    static void markLcs(int[] model, int[] peer, boolean[] mask) {
        if (model.length == 0) {
            return;
        }
        Lcs.Rows c = Lcs.rows(model, peer);
        backtrack(model, peer, mask, (i, j) -> c.row(i - 1)[j] >= c.row(i)[j - 1]);
    }

    private void markWlcs(int[] model, int[] peer, boolean[] mask) {
        if (model.length == 0) {
            return;
        }
        double[][] c = WeightedLcs.table(model, peer, powers(Math.min(model.length, peer.length)));
        backtrack(model, peer, mask, (i, j) -> c[i - 1][j] >= c[i][j - 1]);
    }

    /** Whether the backtrack at {@code (i, j)} (no match there) goes up rather than left. */
    @FunctionalInterface
    private interface UpFirst {
        boolean test(int i, int j);
    }

    /**
     * The script's LCS backtrack from the end of both sequences: diagonal on a match (marking the
     * model position), else up when {@code up} says so (ties go up), else left.
     */
    private static void backtrack(int[] model, int[] peer, boolean[] mask, UpFirst up) {
        int i = model.length;
        int j = peer.length;
        while (i != 0 && j != 0) {
            if (model[i - 1] == peer[j - 1]) {
                i--;
                j--;
                mask[i] = true;
            } else if (up.test(i, j)) {
                i--;
            } else {
                j--;
            }
        }
    }

    private double[] powers(int max) {
        if (powers.length <= max + 1) {
            powers = WeightedLcs.powers(Math.max(max + 1, 2 * powers.length), options.weight());
        }
        return powers;
    }

    private Counts wlcs(Rouge155Eval e, Rouge155Summary peer) {
        double w = options.weight();
        Prepared p = prepare(peer, options.stem());
        int[] peerCounts = unigramCounts(p.flat());
        int peerCount = p.flat().length;
        Totals totals = new Totals();
        for (Rouge155Summary model : e.models()) {
            int[][] modelSentences = prepare(model, options.stem()).sentences();
            int[] modelCounts = Arrays.copyOf(
                    unigramCounts(prepare(model, options.stem() || options.stemModels()).flat()), vocab.size());
            int[] peerLeft = Arrays.copyOf(peerCounts, vocab.size());
            double hit = 0;
            double base = 0;
            for (int[] sentence : modelSentences) {
                boolean[] mask = new boolean[sentence.length];
                base += Math.pow(sentence.length, w);
                for (int[] ps : p.sentences()) {
                    markWlcs(sentence, ps, mask);
                }
                int run = 0;
                for (int j = 0; j < sentence.length; j++) {
                    int tok = sentence[j];
                    if (mask[j] && modelCounts[tok] > 0 && peerLeft[tok] > 0) {
                        run++;
                        if (j + 1 < sentence.length && !mask[j + 1]) {
                            hit += Math.pow(run, w);
                            run = 0;
                        } else if (j + 1 == sentence.length) {
                            hit += Math.pow(run, w);
                            run = 0;
                        }
                        modelCounts[tok]--;
                        peerLeft[tok]--;
                    }
                }
            }
            if (base == 0) {
                throw new IllegalArgumentException("ROUGE-W: model summary " + model.name() + " of evaluation "
                        + e.id() + " has no tokens (ROUGE-1.5.5 dies here: Illegal division by zero)");
            }
            double score = Math.pow(hit / base, 1 / w);
            totals.add(hit, Math.pow(base, w), Math.pow(peerCount, w), () -> score);
        }
        return totals.counts();
    }

    private int[] unigramCounts(int[] tokens) {
        int[] counts = new int[vocab.size()];
        for (int t : tokens) {
            counts[t]++;
        }
        return counts;
    }

    // ---------------------------------------------------------------- text

    private Prepared prepare(Rouge155Summary s, boolean stem) {
        Map<Rouge155Summary, Prepared> map = cache.get(stem ? 1 : 0);
        Prepared p = map.get(s);
        if (p == null) {
            List<String> sentences = s.sentences();
            String flatText = truncateFlat(sentences);
            int[] flat = flatText == null ? new int[0] : filter(Rouge155Text.words(flatText), stem);
            List<String> lcsTexts = truncateLcs(sentences);
            int[][] per = new int[lcsTexts.size()][];
            for (int i = 0; i < per.length; i++) {
                per[i] = filter(Rouge155Text.words(lcsTexts.get(i)), stem);
            }
            p = new Prepared(flat, per);
            map.put(s, p);
        }
        return p;
    }

    /** The script's token filter: stop words out, must start with [a-z0-9$], stem if longer than 3. */
    private int[] filter(List<String> words, boolean stem) {
        int[] out = new int[words.size()];
        int k = 0;
        for (String w : words) {
            if (stopwords.contains(w)) {
                continue;
            }
            char c = w.charAt(0);
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '$')) {
                continue;
            }
            String t = stem && w.length() > 3 ? stemmer.morphStem(w) : w;
            out[k++] = vocab.id(t);
        }
        return Arrays.copyOf(out, k);
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
