package io.github.nlgmetrics.meteor.meteor15;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Stats;
import io.github.nlgmetrics.Version;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.StringTokenizer;

/**
 * METEOR 1.5 (Denkowski &amp; Lavie 2014) exactly as the CMU jar ({@code meteor-1.5.jar}, English)
 * computes it: the sufficient statistics of the best-scoring reference of each segment, summed
 * over the corpus, turned into the score.
 *
 * <pre>
 *   P = Σ_m w_m (δ·content_m(test) + (1-δ)·function_m(test)) / (δ·(|test| - fw(test)) + (1-δ)·fw(test))
 *   R = the same on the reference side
 *   fMean = 1 / ((1-α)/P + α/R)
 *   frag  = chunks / ((matched test words + matched reference words) / 2),  0 when everything matched in one chunk
 *   score = max(0, fMean · (1 - γ · frag^β)),  NaN -&gt; 0
 * </pre>
 * Function words are METEOR's {@code english.words} list; with {@code -ch} lengths and matches
 * count characters. The alignment is {@link Meteor15Aligner}'s.
 *
 * <p>Statistics row ({@link #ROW_LENGTH} columns): the 23 numbers of the jar's
 * {@code MeteorStats.toString()} ({@code tstLen refLen tstFunc refFunc}, four modules ×
 * {@code [tstContent refContent tstFunction refFunction]}, {@code chunks tstWordMatches
 * refWordMatches}), then the chunks as the corpus sum counts them: the jar's {@code addStats} does
 * not add the single chunk of a perfect segment (every word of both sides matched, one chunk).
 * {@link #score} of summed rows is the jar's "Final score"; a segment's own score
 * ({@link #sentenceScore}, {@link #segmentScore}) uses its own chunk count. With several
 * references a segment keeps the statistics of the first reference with the highest score.
 */
public final class Meteor15 implements Metric<Meteor15Score> {
    /** Columns of a statistics row. */
    public static final int ROW_LENGTH = 24;
    /** Columns of the jar's statistics line ({@code MeteorStats.toString}). */
    public static final int JAR_STATS_LENGTH = 23;
    static final int CHUNKS = 20;
    static final int CORPUS_CHUNKS = 23;
    private static final int MAX_MODULES = 4;

    private final Meteor15Config config;
    private final Meteor15Synonyms synonyms;
    private final Meteor15Paraphrases paraphrases;
    private final FunctionWords functionWords = FunctionWords.ENGLISH;

    private Meteor15(Meteor15Config config) {
        this.config = config;
        this.synonyms = config.modules().contains(Meteor15Config.Module.SYNONYM) ? Meteor15Synonyms.english() : null;
        boolean para = config.modules().contains(Meteor15Config.Module.PARAPHRASE);
        if (para && config.paraphraseFile() == null) {
            throw new IllegalArgumentException("the paraphrase module needs a paraphrase table (paraphrase-en.gz: "
                    + "-a FILE), or choose the modules without it: -m 'exact stem synonym'");
        }
        this.paraphrases = para ? Meteor15Paraphrases.load(config.paraphraseFile()) : null;
    }

    /** METEOR 1.5 with this configuration. */
    public static Meteor15 of(Meteor15Config config) {
        return new Meteor15(config);
    }

    /**
     * {@code -l en}: the rank task with all four modules, paraphrases from {@code paraphraseTable}
     * ({@code paraphrase-en.gz} of the METEOR distribution).
     *
     * @throws IllegalArgumentException (as the jar fails) when the paraphrase module has no table
     */
    public static Meteor15 english(java.nio.file.Path paraphraseTable) {
        return of(Meteor15Config.english().withParaphraseFile(paraphraseTable));
    }

    /** {@code -l en -m 'exact stem synonym'}: the rank task without the paraphrase module. */
    public static Meteor15 englishWithoutParaphrase() {
        return of(Meteor15Config.english().withModules(List.of(Meteor15Config.Module.EXACT,
                Meteor15Config.Module.STEM, Meteor15Config.Module.SYNONYM)));
    }

    /** The configuration. */
    public Meteor15Config config() {
        return config;
    }

    @Override
    public String name() {
        return "METEOR";
    }

    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "id", config.evalId(), "impl", "meteor-1.5",
                "version", Version.get());
    }

    @Override
    public SegmentScorer newScorer() {
        Meteor15Aligner aligner = new Meteor15Aligner(config.modules(), config.beamSize(), synonyms, paraphrases);
        return (hyp, refs) -> stats(aligner, hyp, refs);
    }

    /** The words of a line after this configuration's normalization (split on " \t\n\r\f"). */
    public List<String> words(String line) {
        String l = switch (config.normalization()) {
            case NONE -> line;
            case LOWER -> line.toLowerCase(Locale.ROOT);
            case NORM -> Meteor15Normalizer.normalize(line, true).toLowerCase(Locale.ROOT);
            case NORM_NO_PUNCT -> Meteor15Normalizer.normalize(line, false).toLowerCase(Locale.ROOT);
        };
        StringTokenizer tok = new StringTokenizer(l);
        List<String> words = new ArrayList<>(tok.countTokens());
        while (tok.hasMoreTokens()) {
            words.add(tok.nextToken());
        }
        return words;
    }

    private double[] stats(Meteor15Aligner aligner, String hypothesis, List<String> references) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("METEOR 1.5 needs at least one reference per segment");
        }
        List<String> test = words(hypothesis);
        double[] best = null;
        double bestScore = -1;
        for (String reference : references) {
            double[] row = alignmentStats(aligner, test, words(reference));
            double s = segmentScore(row).score();
            if (s > bestScore) {
                best = row;
                bestScore = s;
            }
        }
        return best;
    }

    private double[] alignmentStats(Meteor15Aligner aligner, List<String> test, List<String> reference) {
        Meteor15Aligner.Result a = aligner.align(test, reference);
        boolean[] fw1 = functionWords.mark(test);
        boolean[] fw2 = functionWords.mark(reference);
        double[] row = new double[ROW_LENGTH];
        boolean ch = config.charBased();
        row[0] = length(test, null, ch);
        row[1] = length(reference, null, ch);
        row[2] = length(test, fw1, ch);
        row[3] = length(reference, fw2, ch);
        int[] wordMatches = new int[2];
        for (Meteor15Aligner.Match m : a.matches()) {
            if (m == null) {
                continue;
            }
            int base = 4 + 4 * m.module();
            for (int i = m.matchStart(); i < m.matchStart() + m.matchLength(); i++) {
                row[base + (fw1[i] ? 2 : 0)] += ch ? test.get(i).length() : 1;
                wordMatches[0]++;
            }
            for (int j = m.start(); j < m.start() + m.length(); j++) {
                row[base + (fw2[j] ? 3 : 1)] += ch ? reference.get(j).length() : 1;
                wordMatches[1]++;
            }
        }
        row[CHUNKS] = a.chunks();
        row[21] = wordMatches[0];
        row[22] = wordMatches[1];
        row[CORPUS_CHUNKS] = perfect(row, row[CHUNKS]) ? 0 : row[CHUNKS];
        return row;
    }

    private static double length(List<String> words, boolean[] only, boolean chars) {
        double n = 0;
        for (int i = 0; i < words.size(); i++) {
            if (only == null || only[i]) {
                n += chars ? words.get(i).length() : 1;
            }
        }
        return n;
    }

    /** Total matches of one side over all modules: content then function, module by module (side 0 test, 1 reference). */
    private static double total(double[] row, int side) {
        double t = 0;
        for (int m = 0; m < MAX_MODULES; m++) {
            t += row[4 + side + 4 * m];
            t += row[6 + side + 4 * m];
        }
        return t;
    }

    private static boolean perfect(double[] row, double chunks) {
        return total(row, 0) == row[0] && total(row, 1) == row[1] && chunks == 1.0;
    }

    /** The jar's "Final score" of summed rows (corpus chunk column). */
    @Override
    public Meteor15Score score(double[] summed) {
        Stats.requireStatistics(name(), summed, -1);
        return compute(summed, summed[CORPUS_CHUNKS]);
    }

    /** The score of one segment's row with its own chunk count (the jar's segment score). */
    public Meteor15Score segmentScore(double[] row) {
        return compute(row, row[CHUNKS]);
    }

    @Override
    public Meteor15Score sentenceScore(String hypothesis, List<String> references) {
        return segmentScore(segmentStats(hypothesis, references));
    }

    /** The jar's {@code computeMetrics}, evaluated in the jar's order. */
    private Meteor15Score compute(double[] s, double chunks) {
        double alpha = config.alpha();
        double beta = config.beta();
        double gamma = config.gamma();
        double delta = config.delta();
        List<Double> w = config.weights();
        double testWeightedLength = (delta * (s[0] - s[2])) + ((1.0 - delta) * (s[2]));
        double refWeightedLength = (delta * (s[1] - s[3])) + ((1.0 - delta) * (s[3]));
        double tw = 0;
        double rw = 0;
        for (int i = 0; i < w.size(); i++) {
            tw += s[4 + 4 * i] * w.get(i) * delta;
        }
        for (int i = 0; i < w.size(); i++) {
            rw += s[5 + 4 * i] * w.get(i) * delta;
        }
        for (int i = 0; i < w.size(); i++) {
            tw += s[6 + 4 * i] * w.get(i) * (1.0 - delta);
        }
        for (int i = 0; i < w.size(); i++) {
            rw += s[7 + 4 * i] * w.get(i) * (1.0 - delta);
        }
        double precision = tw / testWeightedLength;
        double recall = rw / refWeightedLength;
        double f1 = (2 * precision * recall) / (precision + recall);
        double fMean = 1.0 / (((1.0 - alpha) / precision) + (alpha / recall));
        double frag = perfect(s, chunks) ? 0 : chunks / ((s[21] + s[22]) / 2);
        double fragPenalty = gamma * Math.pow(frag, beta);
        double score = fMean * (1.0 - fragPenalty);
        score = Double.isNaN(score) ? 0 : Math.max(score, 0.0);
        double[] stats = Arrays.copyOf(s, ROW_LENGTH);
        return new Meteor15Score(score, precision, recall, f1, fMean, fragPenalty, chunks, stats, config.charBased(),
                w.size());
    }

    /** The jar's statistics line ({@code MeteorStats.toString()}): 23 numbers, Java doubles. */
    public static String statsLine(double[] row) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < JAR_STATS_LENGTH; i++) {
            sb.append(i > 0 ? " " : "").append(row[i]);
        }
        return sb.toString();
    }

    /** A row from a statistics line as {@code EVAL} receives it (23 numbers). */
    public static double[] parseStatsLine(String line) {
        StringTokenizer tok = new StringTokenizer(line);
        if (tok.countTokens() < JAR_STATS_LENGTH) {
            throw new IllegalArgumentException("METEOR statistics need " + JAR_STATS_LENGTH + " numbers: " + line);
        }
        double[] row = new double[ROW_LENGTH];
        for (int i = 0; i < JAR_STATS_LENGTH; i++) {
            String t = tok.nextToken();
            try {
                row[i] = Double.parseDouble(t);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a number in METEOR statistics: " + t);
            }
        }
        row[CORPUS_CHUNKS] = perfect(row, row[CHUNKS]) ? 0 : row[CHUNKS];
        return row;
    }

    /** METEOR's English function-word list ({@code english.words}), matched after lower-casing. */
    private static final class FunctionWords {
        static final FunctionWords ENGLISH = new FunctionWords();
        private final java.util.Set<String> words = Meteor15Resources.lines("english.words");

        boolean[] mark(List<String> tokens) {
            boolean[] f = new boolean[tokens.size()];
            for (int i = 0; i < f.length; i++) {
                f[i] = words.contains(tokens.get(i).toLowerCase(Locale.ROOT));
            }
            return f;
        }
    }
}
