package io.github.nlgmetrics.rouge.rouge155;

import java.util.ArrayList;
import java.util.List;

/**
 * What ROUGE-1.5.5.pl computes and prints, as an immutable value: the script's scoring options
 * with its defaults ({@link #defaults()}: the script run without options, ROUGE-L only), changed
 * with {@code with...} methods. {@link Rouge155Flags} builds one from the script's command line.
 *
 * <p>The skip distance ({@code -2}), the ROUGE-W weight ({@code -w}) and the confidence level
 * ({@code -c}) are kept as the user spelled them, since the script prints them as typed
 * ({@code ROUGE-W-1.2}, {@code 95%-conf.int.}); {@link #weight()}, {@link #skipDistance()} and
 * {@link #confidence()} are their values.
 *
 * @param maxNgram {@code -n}: ROUGE-1 .. ROUGE-N (0: none)
 * @param noLcs {@code -x}: no ROUGE-L
 * @param weightText {@code -w}: the WLCS weight as typed (null: no ROUGE-W)
 * @param skipText {@code -2}: the skip-bigram distance as typed, negative for no limit (null: no ROUGE-S)
 * @param skipUnigrams {@code -u}: skip bigrams plus unigrams (ROUGE-SU)
 * @param skipBoth {@code -U}: ROUGE-S and then ROUGE-SU
 * @param stem {@code -m}: stem peers and models (needs the data directory)
 * @param stemModels {@code -M}: stem models only, where the script honours it (needs the data directory)
 * @param removeStopwords {@code -s}: remove the SMART stop words (needs the data directory)
 * @param lengthLimit {@code -l}: words kept per summary (0: no limit)
 * @param byteLimit {@code -b}: bytes kept per summary (0: no limit)
 * @param bestModel {@code -f B}: the best model's counts rather than the sum over models ({@code -f A})
 * @param alpha {@code -p}: the F-measure's weight of recall, in [0, 1]
 * @param confidenceText {@code -c}: the confidence level in percent, as typed
 * @param resamples {@code -r}: bootstrap resamples, at least 1
 * @param countMode {@code -t}: 0 (average per-evaluation scores), 1 (average from token counts)
 *        or 2 (print summed counts, no averages)
 * @param perEval {@code -d}: print per-evaluation lines
 */
public record Rouge155Options(int maxNgram, boolean noLcs, String weightText, String skipText, boolean skipUnigrams,
                              boolean skipBoth, boolean stem, boolean stemModels, boolean removeStopwords,
                              int lengthLimit, int byteLimit, boolean bestModel, double alpha, String confidenceText,
                              int resamples, int countMode, boolean perEval) {
    private static final Rouge155Options DEFAULTS = new Rouge155Options(0, false, null, null, false, false, false,
            false, false, 0, 0, false, 0.5, "95", 1000, 0, false);

    public Rouge155Options {
        if (stem && stemModels) {
            // The script implements -M by setting and then UNSETTING the global $opt_m, so with -m
            // it silently turns stemming off part-way through a run; we refuse rather than mimic it.
            throw new IllegalArgumentException("-m together with -M is not supported (ROUGE-1.5.5 switches "
                    + "stemming off mid-run in that case); use one of them");
        }
        if (maxNgram < 0) {
            throw new IllegalArgumentException("-n must not be negative: " + maxNgram);
        }
        if (lengthLimit < 0 || byteLimit < 0) {
            throw new IllegalArgumentException("-l/-b must not be negative: -l " + lengthLimit + " -b " + byteLimit);
        }
        if (lengthLimit > 0 && byteLimit > 0) {
            throw new IllegalArgumentException("Please specify length limit in words or bytes but not both: -l "
                    + lengthLimit + " -b " + byteLimit);
        }
        double c = number("-c", confidenceText);
        if (!(c >= 0 && c <= 100)) {
            throw new IllegalArgumentException(
                    "Confidence interval should be within 0 and 100. Use option -h for more details: " + c);
        }
        if (weightText != null && !(number("-w", weightText) > 0)) {
            throw new IllegalArgumentException("ROUGE-W weight factor must greater than 0: " + weightText);
        }
        if (skipText != null) {
            number("-2", skipText);
        }
        if (!(alpha >= 0 && alpha <= 1)) {
            throw new IllegalArgumentException(
                    "Relative importance of ROUGE recall and precision has to be between 0 and 1 inclusively: "
                            + alpha);
        }
        if (resamples < 1) {
            throw new IllegalArgumentException("-r (number of bootstrap samples) must be at least 1: " + resamples);
        }
        if (countMode < 0 || countMode > 2) {
            throw new IllegalArgumentException("-t (count mode) must be 0, 1 or 2: " + countMode);
        }
    }

    /** The script's defaults: ROUGE-L only, {@code -c 95 -r 1000 -f A -p 0.5 -t 0}. */
    public static Rouge155Options defaults() {
        return DEFAULTS;
    }

    static double number(String flag, String text) {
        if (text == null) {
            throw new IllegalArgumentException("option " + flag + " needs a number: null");
        }
        double v;
        try {
            v = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + flag + " needs a number: " + text);
        }
        if (!Double.isFinite(v)) { // Perl reads "NaN"/"Infinity" as numbers; nothing sensible follows
            throw new IllegalArgumentException("option " + flag + " needs a finite number: " + text);
        }
        return v;
    }

    /** The WLCS weight ({@code -w}); only meaningful when {@link #weightText()} is non-null. */
    public double weight() {
        return number("-w", weightText);
    }

    /** The skip distance ({@code -2}); only meaningful when {@link #skipText()} is non-null. */
    public double skipDistance() {
        return number("-2", skipText);
    }

    /** The confidence level in percent ({@code -c}). */
    public double confidence() {
        return number("-c", confidenceText);
    }

    /** Whether the options read the data directory (stemming or stop words). */
    public boolean needsData() {
        return stem || stemModels || removeStopwords;
    }

    /** A copy with {@link #maxNgram()} set to {@code value}. */
    public Rouge155Options withMaxNgram(int value) {
        return edit(e -> e.maxNgram = value);
    }

    /** A copy with {@link #noLcs()} set to {@code value}. */
    public Rouge155Options withNoLcs(boolean value) {
        return edit(e -> e.noLcs = value);
    }

    /** The ROUGE-W weight as it should be printed ({@code "1.2"}), or null for no ROUGE-W. */
    public Rouge155Options withWeight(String value) {
        return edit(e -> e.weightText = value);
    }

    /** The skip-bigram distance as it should be printed ({@code "4"}, {@code "-1"}), or null for no ROUGE-S. */
    public Rouge155Options withSkipDistance(String value) {
        return edit(e -> e.skipText = value);
    }

    /** A copy with {@link #skipUnigrams()} set to {@code value}. */
    public Rouge155Options withSkipUnigrams(boolean value) {
        return edit(e -> e.skipUnigrams = value);
    }

    /** A copy with {@link #skipBoth()} set to {@code value}. */
    public Rouge155Options withSkipBoth(boolean value) {
        return edit(e -> e.skipBoth = value);
    }

    /** A copy with {@link #stem()} set to {@code value}. */
    public Rouge155Options withStem(boolean value) {
        return edit(e -> e.stem = value);
    }

    /** A copy with {@link #stemModels()} set to {@code value}. */
    public Rouge155Options withStemModels(boolean value) {
        return edit(e -> e.stemModels = value);
    }

    /** A copy with {@link #removeStopwords()} set to {@code value}. */
    public Rouge155Options withRemoveStopwords(boolean value) {
        return edit(e -> e.removeStopwords = value);
    }

    /** A copy with {@link #lengthLimit()} set to {@code value}. */
    public Rouge155Options withLengthLimit(int value) {
        return edit(e -> e.lengthLimit = value);
    }

    /** A copy with {@link #byteLimit()} set to {@code value}. */
    public Rouge155Options withByteLimit(int value) {
        return edit(e -> e.byteLimit = value);
    }

    /** A copy with {@link #bestModel()} set to {@code value}. */
    public Rouge155Options withBestModel(boolean value) {
        return edit(e -> e.bestModel = value);
    }

    /** A copy with {@link #alpha()} set to {@code value}. */
    public Rouge155Options withAlpha(double value) {
        return edit(e -> e.alpha = value);
    }

    /** The confidence level in percent as it should be printed ({@code "95"}). */
    public Rouge155Options withConfidence(String value) {
        return edit(e -> e.confidenceText = value);
    }

    /** A copy with {@link #resamples()} set to {@code value}. */
    public Rouge155Options withResamples(int value) {
        return edit(e -> e.resamples = value);
    }

    /** A copy with {@link #countMode()} set to {@code value}. */
    public Rouge155Options withCountMode(int value) {
        return edit(e -> e.countMode = value);
    }

    /** A copy with {@link #perEval()} set to {@code value}. */
    public Rouge155Options withPerEval(boolean value) {
        return edit(e -> e.perEval = value);
    }

    /** A mutable copy of the fields, for the {@code with...} methods. */
    private static final class Editor {
        int maxNgram;
        boolean noLcs;
        String weightText;
        String skipText;
        boolean skipUnigrams;
        boolean skipBoth;
        boolean stem;
        boolean stemModels;
        boolean removeStopwords;
        int lengthLimit;
        int byteLimit;
        boolean bestModel;
        double alpha;
        String confidenceText;
        int resamples;
        int countMode;
        boolean perEval;

        Editor(Rouge155Options o) {
            maxNgram = o.maxNgram;
            noLcs = o.noLcs;
            weightText = o.weightText;
            skipText = o.skipText;
            skipUnigrams = o.skipUnigrams;
            skipBoth = o.skipBoth;
            stem = o.stem;
            stemModels = o.stemModels;
            removeStopwords = o.removeStopwords;
            lengthLimit = o.lengthLimit;
            byteLimit = o.byteLimit;
            bestModel = o.bestModel;
            alpha = o.alpha;
            confidenceText = o.confidenceText;
            resamples = o.resamples;
            countMode = o.countMode;
            perEval = o.perEval;
        }

        Rouge155Options build() {
            return new Rouge155Options(maxNgram, noLcs, weightText, skipText, skipUnigrams, skipBoth, stem, stemModels, removeStopwords, lengthLimit, byteLimit, bestModel, alpha, confidenceText, resamples, countMode, perEval);
        }
    }

    private Rouge155Options edit(java.util.function.Consumer<Editor> change) {
        Editor e = new Editor(this);
        change.accept(e);
        return e.build();
    }

    /**
     * The script's flags for these options, in its usage order, every setting explicit
     * ({@code -n 4 -w 1.2 -2 4 -u -c 95 -r 1000 -f A -p 0.5 -t 0}); {@link Rouge155Flags#parse(String)}
     * of it gives these options back.
     */
    public String toFlags() {
        List<String> f = new ArrayList<>();
        if (maxNgram > 0) {
            f.add("-n " + maxNgram);
        }
        if (noLcs) {
            f.add("-x");
        }
        if (weightText != null) {
            f.add("-w " + weightText);
        }
        if (skipText != null) {
            f.add("-2 " + skipText);
        }
        add(f, skipUnigrams, "-u");
        add(f, skipBoth, "-U");
        add(f, stem, "-m");
        add(f, stemModels, "-M");
        add(f, removeStopwords, "-s");
        if (lengthLimit > 0) {
            f.add("-l " + lengthLimit);
        }
        if (byteLimit > 0) {
            f.add("-b " + byteLimit);
        }
        f.add("-c " + confidenceText);
        f.add("-r " + resamples);
        f.add("-f " + (bestModel ? "B" : "A"));
        f.add("-p " + alpha);
        f.add("-t " + countMode);
        add(f, perEval, "-d");
        return String.join(" ", f);
    }

    private static void add(List<String> flags, boolean on, String flag) {
        if (on) {
            flags.add(flag);
        }
    }
}
