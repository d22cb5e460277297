package io.github.nlgmetrics.chrf;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.ngram.NgramCounts;
import io.github.nlgmetrics.ngram.NgramKeys;
import io.github.nlgmetrics.ngram.PackedNgramTable;
import io.github.nlgmetrics.compat.python.PyStrings;
import io.github.nlgmetrics.text.CodePointIds;
import io.github.nlgmetrics.text.TokenBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * chrF and chrF++ exactly as sacrebleu 2.6.0 computes them ({@code sacrebleu.metrics.CHRF}).
 *
 * <p>Per segment and reference: optional lowercasing (Python {@code str.lower}); character
 * n-grams of orders 1..{@code charOrder} over code points, with every Python whitespace character
 * removed first ({@code ''.join(s.split())}) unless {@code whitespace}; for chrF++ word n-grams of
 * orders 1..{@code wordOrder} over the words of {@code s.split()} with one trailing (else one
 * leading) ASCII punctuation character split off. Each order contributes three statistics
 * {@code [hyp n-grams, ref n-grams, clipped matches]} (characters first, then words). The
 * score of (summed) statistics is, with {@code β² = beta²}:
 *
 * <pre>
 * P_n = match_n / hyp_n,   R_n = match_n / ref_n          (orders with hyp_n &gt; 0 and ref_n &gt; 0)
 * P = mean of P_n,  R = mean of R_n  over those "effective" orders
 * chrF = 100 · (1 + β²) · P · R / (β² · P + R)            (0 when P + R = 0)
 *
 * eps_smoothing:  chrF = 100 / N · Σ_n F_n,  F_n = (1 + β²) · P_n · R_n / (β² · P_n + R_n)
 *                 with P_n, R_n = 1e-16 when their denominator is 0, and F_n = 1e-16 when β² P_n + R_n = 0
 * </pre>
 *
 * <p>Quirks of sacrebleu reproduced (each has a named test):
 * <ul>
 *   <li>effective-order averaging (the default, signature {@code eff:yes}): orders where the
 *       hypothesis or the reference has no n-gram are left out of both averages;</li>
 *   <li>hypothesis n-grams are not counted for an order where the reference has none
 *       ({@code hyp_count if ref_ngrams else 0});</li>
 *   <li>chrF++ punctuation splitting removes only ONE trailing punctuation character, or if
 *       there is none ONE leading one: {@code "(hi)"} becomes {@code "(hi" ")"} (sacrebleu #124);
 *       one-character words are never split;</li>
 *   <li>whitespace is removed with Python's whitespace set (NBSP, U+2000–U+200A, U+3000, ...),
 *       and with {@code whitespace} nothing at all is stripped;</li>
 *   <li>several references: the statistics of the reference with the best sentence-level F are
 *       kept, the first one on ties; the corpus score is computed from summed statistics;</li>
 *   <li>an empty reference is a valid reference (all its counts are 0); a {@code null}
 *       reference is skipped.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe; {@code with...} methods return modified copies. Counting goes
 * through the shared {@link PackedNgramTable} kernel over segment-local ids of code points and
 * of words (see {@code Kernel}). The profile {@code sacrebleu:chrf}
 * ({@link ChrfProfiles}) builds it from sacrebleu's keyword arguments; NLTK's chrF, a macro
 * average over the same kernel, is {@link NltkChrf}.
 *
 * <p>Longer than 300 lines because of its scoring {@code Kernel} (an inner class of about 200
 * lines), which reads the metric's orders and flags directly in chrF's inner loops, the code
 * tuned in {@code docs/performance.md}; it is the natural seam, to be moved out only together
 * with a new run of those benchmarks.
 */
public final class Chrf implements Metric<ChrfScore> {
    /** {@code string.punctuation}, the set sacrebleu's chrF++ word splitter knows. */
    private static final String PUNCTS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
    private static final boolean[] IS_PUNCT = new boolean[128];

    static {
        for (char c : PUNCTS.toCharArray()) {
            IS_PUNCT[c] = true;
        }
    }

    /** Whether {@code c} is in sacrebleu's {@code _PUNCTS} (all ASCII). */
    private static boolean isPunct(char c) {
        return c < 128 && IS_PUNCT[c];
    }
    private static final double EPS = 1e-16;

    private final int charOrder;
    private final int wordOrder;
    private final int beta;
    private final boolean lowercase;
    private final boolean whitespace;
    private final boolean epsSmoothing;

    private Chrf(int charOrder, int wordOrder, int beta, boolean lowercase, boolean whitespace,
                 boolean epsSmoothing) {
        if (charOrder < 0 || charOrder > 100) {
            throw new IllegalArgumentException("char_order must be between 0 and 100: " + charOrder);
        }
        if (wordOrder < 0 || wordOrder > 100) {
            throw new IllegalArgumentException("word_order must be between 0 and 100: " + wordOrder);
        }
        if (charOrder + wordOrder == 0) {
            throw new IllegalArgumentException("char_order and word_order cannot both be 0");
        }
        if (beta < 0) {
            throw new IllegalArgumentException("beta must be non-negative: " + beta);
        }
        this.charOrder = charOrder;
        this.wordOrder = wordOrder;
        this.beta = beta;
        this.lowercase = lowercase;
        this.whitespace = whitespace;
        this.epsSmoothing = epsSmoothing;
    }

    /** sacrebleu's defaults: {@code CHRF(char_order=6, word_order=0, beta=2)}, mixed case, no whitespace, effective order. */
    public static Chrf sacrebleu() {
        return new Chrf(6, 0, 2, false, false, false);
    }

    /** chrF++ as sacrebleu defines it: the defaults with {@code word_order=2}. */
    public static Chrf sacrebleuPlusPlus() {
        return sacrebleu().withWordOrder(2);
    }

    public Chrf withCharOrder(int value) {
        return new Chrf(value, wordOrder, beta, lowercase, whitespace, epsSmoothing);
    }

    public Chrf withWordOrder(int value) {
        return new Chrf(charOrder, value, beta, lowercase, whitespace, epsSmoothing);
    }

    public Chrf withBeta(int value) {
        return new Chrf(charOrder, wordOrder, value, lowercase, whitespace, epsSmoothing);
    }

    public Chrf withLowercase(boolean value) {
        return new Chrf(charOrder, wordOrder, beta, value, whitespace, epsSmoothing);
    }

    public Chrf withWhitespace(boolean value) {
        return new Chrf(charOrder, wordOrder, beta, lowercase, value, epsSmoothing);
    }

    public Chrf withEpsSmoothing(boolean value) {
        return new Chrf(charOrder, wordOrder, beta, lowercase, whitespace, value);
    }

    public int charOrder() {
        return charOrder;
    }

    public int wordOrder() {
        return wordOrder;
    }

    public int beta() {
        return beta;
    }

    public boolean lowercase() {
        return lowercase;
    }

    public boolean whitespace() {
        return whitespace;
    }

    public boolean epsSmoothing() {
        return epsSmoothing;
    }

    /** Number of statistics per segment: {@code 3 · (charOrder + wordOrder)}. */
    public int statsWidth() {
        return 3 * (charOrder + wordOrder);
    }

    /** The code points that form character n-grams (whitespace removed unless {@code whitespace}). */
    public int[] characters(String segment) {
        String s = lowercase ? PyStrings.lower(segment) : segment;
        return charsOf(s);
    }

    private int[] charsOf(String s) {
        int[] out = new int[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (whitespace || !PyStrings.isSpace(cp)) {
                out[n++] = cp;
            }
        }
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }

    /**
     * sacrebleu's chrF++ word splitter ({@code _remove_punctuation}): {@code s.split()}, then a word
     * longer than one code point loses its last character if it is ASCII punctuation, else its
     * first if that is.
     */
    public static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : PyStrings.split(s)) {
            if (w.codePointCount(0, w.length()) == 1) {
                out.add(w);
                continue;
            }
            char last = w.charAt(w.length() - 1);
            char first = w.charAt(0);
            if (isPunct(last)) {
                out.add(w.substring(0, w.length() - 1));
                out.add(String.valueOf(last));
            } else if (isPunct(first)) {
                out.add(String.valueOf(first));
                out.add(w.substring(1));
            } else {
                out.add(w);
            }
        }
        return out;
    }

    /**
     * The per-thread chrF kernel: a segment's characters become segment-local ids
     * ({@link CodePointIds}) and its chrF++ words segment-local token ids ({@link TokenBuffer}, no
     * word strings); each reference's n-grams are counted into a {@link PackedNgramTable} (one for
     * characters, one for words) and the hypothesis is clipped against it in one pass. Segments
     * whose n-grams do not pack into 64 bits (more than 1,023 distinct characters at order 6) are
     * counted with {@link NgramCounts}; both give the same statistics.
     */
    private final class Kernel implements SegmentScorer {
        private final CodePointIds charIds = CodePointIds.forText();
        private final TokenBuffer text = new TokenBuffer();
        private final PackedNgramTable charTable = new PackedNgramTable();
        private final PackedNgramTable wordTable = new PackedNgramTable();
        private final NgramKeys keys = new NgramKeys();
        private final int[] charMatches = new int[Math.max(1, charOrder)];
        private final int[] wordMatches = new int[Math.max(1, wordOrder)];
        private int[][] refChars = new int[1][];
        private int[] refCharLens = new int[1];
        private int[][] refWords = new int[1][];
        private int[] refWordLens = new int[1];
        private int[] hypChars = new int[64];
        private int[] hypWords = new int[64];
        private int hypCharLen;
        private int hypWordLen;

        /**
         * Statistics of one segment ({@link #statsWidth()} values, {@code [hyp, ref, match]} per
         * order): those of the reference with the best sentence F, the first on ties.
         * {@code null} references are skipped; none left is an error.
         */
        @Override
        public double[] stats(String hyp, List<String> refs) {
            if (hyp == null) {
                throw new IllegalArgumentException("a hypothesis is null");
            }
            charIds.reset();
            text.reset();
            int nRefs = 0;
            for (String ref : refs) {
                if (ref != null) {
                    readReference(nRefs++, lowercase ? PyStrings.lower(ref) : ref);
                }
            }
            if (nRefs == 0) {
                throw new IllegalArgumentException("a segment has no reference (all are null)");
            }
            String h = lowercase ? PyStrings.lower(hyp) : hyp;
            if (charOrder > 0) {
                hypChars = charIds(h, hypChars);
                hypCharLen = lastLength;
            }
            if (wordOrder > 0) {
                hypWords = wordIds(h, hypWords);
                hypWordLen = lastLength;
            }
            double[] best = null;
            double bestF = -1.0;
            for (int k = 0; k < nRefs; k++) {
                double[] stats = referenceStats(k);
                double f = nRefs == 1 ? 0.0 : fScore(stats, false);
                if (f > bestF) {
                    bestF = f;
                    best = stats;
                }
            }
            return best;
        }

        private void readReference(int k, String ref) {
            if (k == refChars.length) {
                refChars = Arrays.copyOf(refChars, 2 * k);
                refCharLens = Arrays.copyOf(refCharLens, 2 * k);
                refWords = Arrays.copyOf(refWords, 2 * k);
                refWordLens = Arrays.copyOf(refWordLens, 2 * k);
            }
            if (refChars[k] == null) {
                refChars[k] = new int[64];
                refWords[k] = new int[64];
            }
            if (charOrder > 0) {
                refChars[k] = charIds(ref, refChars[k]);
                refCharLens[k] = lastLength;
            }
            if (wordOrder > 0) {
                refWords[k] = wordIds(ref, refWords[k]);
                refWordLens[k] = lastLength;
            }
        }

        private int lastLength;

        /** The segment-local ids of the code points of {@code s} (whitespace removed unless kept). */
        private int[] charIds(String s, int[] out) {
            int len = s.length();
            if (out.length < len) {
                out = new int[Math.max(len, 2 * out.length)];
            }
            if (chars.length < len) {
                chars = new char[Math.max(len, 2 * chars.length)];
            }
            char[] cs = chars;
            s.getChars(0, len, cs, 0);
            int n = 0;
            for (int i = 0; i < len; i++) {
                char c = cs[i];
                int cp = c;
                if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(cs[i + 1])) {
                    cp = Character.toCodePoint(c, cs[++i]);
                }
                if (whitespace || !TokenBuffer.isSpace(c)) {
                    out[n++] = charIds.id(cp);
                }
            }
            lastLength = n;
            return out;
        }

        /** The characters of the line being read (scratch for {@link #charIds}). */
        private char[] chars = new char[256];

        /** The segment-local ids of the chrF++ words of {@code s}, as {@link #words} splits them. */
        private int[] wordIds(String s, int[] out) {
            int from = text.length();
            text.append(s);
            char[] cs = text.chars();
            int end = text.length();
            int n = 0;
            int i = from;
            while (i < end) {
                if (TokenBuffer.isSpace(cs[i])) {
                    i++;
                    continue;
                }
                // The word's String.hashCode, and that of all but its last character, as it is scanned.
                int start = i;
                int h = 0;
                int hButLast = 0;
                while (i < end && !TokenBuffer.isSpace(cs[i])) {
                    hButLast = h;
                    h = 31 * h + cs[i];
                    i++;
                }
                if (n + 2 > out.length) {
                    out = Arrays.copyOf(out, 2 * out.length + 2);
                }
                n = splitWord(start, i, h, hButLast, out, n);
            }
            lastLength = n;
            return out;
        }

        /**
         * {@code _remove_punctuation} of one word {@code [start, end)} whose hash is {@code h}
         * ({@code hButLast} without its last character): appends its one or two ids.
         */
        private int splitWord(int start, int end, int h, int hButLast, int[] out, int n) {
            char[] cs = text.chars();
            int len = end - start;
            boolean single = len == 1 || (len == 2 && Character.isSurrogatePair(cs[start], cs[start + 1]));
            if (single) {
                out[n++] = text.intern(start, len, h);
            } else if (isPunct(cs[end - 1])) {
                out[n++] = text.intern(start, len - 1, hButLast);
                out[n++] = text.intern(end - 1, 1, cs[end - 1]);
            } else if (isPunct(cs[start])) {
                out[n++] = text.intern(start, 1, cs[start]);
                out[n++] = text.intern(start + 1, end);
            } else {
                out[n++] = text.intern(start, len, h);
            }
            return n;
        }

        /** The statistics row of the hypothesis against reference {@code k}. */
        private double[] referenceStats(int k) {
            double[] stats = new double[statsWidth()];
            if (charOrder > 0) {
                match(charTable, charIds.size(), charOrder, refChars[k], refCharLens[k], hypChars, hypCharLen,
                        charMatches);
                fill(stats, 0, charOrder, hypCharLen, refCharLens[k], charMatches);
            }
            if (wordOrder > 0) {
                match(wordTable, text.distinct(), wordOrder, refWords[k], refWordLens[k], hypWords, hypWordLen,
                        wordMatches);
                fill(stats, 3 * charOrder, wordOrder, hypWordLen, refWordLens[k], wordMatches);
            }
            return stats;
        }

        /** Clipped matches per order (index n - 1) of {@code hyp} against {@code ref}. */
        private void match(PackedNgramTable table, int alphabet, int orders, int[] ref, int refLen, int[] hyp,
                           int hypLen, int[] matches) {
            Arrays.fill(matches, 0);
            if (table.begin(alphabet, orders)) {
                table.addReference(ref, refLen);
                table.matchHypothesis(hyp, hypLen, matches);
                return;
            }
            keys.reset();
            NgramCounts r = NgramCounts.of(Arrays.copyOf(ref, refLen), 1, orders, keys);
            NgramCounts h = NgramCounts.of(Arrays.copyOf(hyp, hypLen), 1, orders, keys);
            int[] clipped = h.clippedMatches(r);
            System.arraycopy(clipped, 1, matches, 0, orders);
        }
    }

    /** Fills one block of {@code [hyp, ref, match]} statistics for sequences of the given lengths. */
    private static void fill(double[] stats, int offset, int orders, int hypLen, int refLen, int[] matches) {
        for (int n = 1; n <= orders; n++) {
            int refTotal = Math.max(0, refLen - n + 1);
            int at = offset + 3 * (n - 1);
            // sacrebleu: hypothesis n-grams only count when the reference has some of this order.
            stats[at] = refTotal > 0 ? Math.max(0, hypLen - n + 1) : 0;
            stats[at + 1] = refTotal;
            stats[at + 2] = matches[n - 1];
        }
    }

    /**
     * The score of a bootstrap resample whose sums sacrebleu kept in numpy {@code float32}: the
     * quotients {@code n_match / n_hyp} and {@code n_match / n_ref} of two {@code float32}
     * scalars are rounded to single precision; everything after mixes them with Python numbers
     * and runs in double (numpy 1.x promotion).
     */
    @Override
    public double scoreSinglePrecision(float[] summedStats) {
        double[] wide = new double[summedStats.length];
        for (int i = 0; i < wide.length; i++) {
            wide[i] = summedStats[i];
        }
        return fScore(wide, true);
    }

    /** sacrebleu's {@code _compute_f_score} (0–100) of (summed) statistics. */
    private double fScore(double[] stats, boolean singlePrecisionQuotients) {
        int order = charOrder + wordOrder;
        if (stats.length != 3 * order) {
            throw new IllegalArgumentException("chrF statistics must have " + 3 * order + " columns: got "
                    + stats.length);
        }
        double factor = (double) beta * beta;
        double score = 0.0;
        double avgPrec = 0.0;
        double avgRec = 0.0;
        int effectiveOrder = 0;
        for (int i = 0; i < order; i++) {
            double nHyp = stats[3 * i];
            double nRef = stats[3 * i + 1];
            double nMatch = stats[3 * i + 2];
            double prec = nHyp > 0 ? quotient(nMatch, nHyp, singlePrecisionQuotients) : EPS;
            double rec = nRef > 0 ? quotient(nMatch, nRef, singlePrecisionQuotients) : EPS;
            double denom = factor * prec + rec;
            score += denom > 0 ? (1 + factor) * prec * rec / denom : EPS;
            if (nHyp > 0 && nRef > 0) {
                avgPrec += prec;
                avgRec += rec;
                effectiveOrder++;
            }
        }
        if (epsSmoothing) {
            return 100 * score / order;
        }
        if (effectiveOrder == 0) {
            avgPrec = 0.0;
            avgRec = 0.0;
        } else {
            avgPrec /= effectiveOrder;
            avgRec /= effectiveOrder;
        }
        if (avgPrec + avgRec != 0) {
            double s = (1 + factor) * avgPrec * avgRec;
            s /= (factor * avgPrec) + avgRec;
            return 100 * s;
        }
        return 0.0;
    }

    private static double quotient(double a, double b, boolean single) {
        return single ? (double) ((float) a / (float) b) : a / b;
    }

    /** The score of (summed) statistics in the {@link #newScorer} row layout. */
    @Override
    public ChrfScore score(double[] summedStats) {
        Stats.requireStatistics(name(), summedStats, -1);
        return new ChrfScore(fScore(summedStats, false), name());
    }

    /** {@code chrF<beta>} plus one {@code +} per word order: {@code chrF2}, {@code chrF2++}. */
    @Override
    public String name() {
        return "chrF" + beta + "+".repeat(wordOrder);
    }

    /**
     * A scorer with its own n-gram tables. Rows are sacrebleu's layout: {@code [hyp, ref, match]}
     * for character orders 1..nc, then word orders 1..nw.
     */
    @Override
    public SegmentScorer newScorer() {
        return new Kernel();
    }

    /**
     * sacrebleu's {@code CHRFSignature}, e.g. {@code nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:0.1.0};
     * {@code nrefs} -1 prints {@code var}.
     */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "case", lowercase ? "lc" : "mixed",
                "eff", epsSmoothing ? "no" : "yes", "nc", Integer.toString(charOrder), "nw", Integer.toString(wordOrder),
                "space", whitespace ? "yes" : "no", "version", Version.get());
    }
}
