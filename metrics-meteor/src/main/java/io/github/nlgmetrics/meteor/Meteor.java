package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.SegmentMean;
import io.github.nlgmetrics.SegmentScorer;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.PorterStemmer;
import io.github.nlgmetrics.text.TokenLists;
import java.util.List;
import java.util.function.Function;

/**
 * METEOR exactly as NLTK 3.8 computes it: {@code nltk.translate.meteor_score.meteor_score(references,
 * hypothesis, alpha=0.9, beta=3.0, gamma=0.5)} with its defaults {@code preprocess=str.lower},
 * {@code PorterStemmer()} and WordNet 3.0, on pre-tokenized input.
 *
 * <p>For one reference: both token lists are lower-cased (Python's {@code str.lower()}), then words
 * are aligned in three stages, each on the words the previous stages left unmatched:
 * <ol>
 *   <li>exact: equal words;</li>
 *   <li>stem: equal NLTK Porter stems ({@link PorterStemmer#nltk()}; each scorer stems each
 *       distinct word once);</li>
 *   <li>synonym: the reference word is the hypothesis word or one of its WordNet synonyms
 *       ({@link NltkWordNet#synonyms}).</li>
 * </ol>
 * Each stage is NLTK's greedy search, not an optimal alignment: hypothesis words from the last to
 * the first, each taking the <em>last</em> still-unmatched reference word that matches. Then, with
 * m matches, sorted by hypothesis position:
 *
 * <pre>
 * P = m / |hyp|,  R = m / |ref|
 * Fmean   = P·R / (α·P + (1 − α)·R)
 * chunks  = number of runs of matches adjacent in both the hypothesis and the reference
 * Penalty = γ · (chunks / m)^β
 * METEOR  = (1 − Penalty) · Fmean        (0.0 when m = 0 or a sentence is empty)
 * score   = max over references
 * </pre>
 *
 * <p>Quirks of NLTK reproduced (each a named test):
 * <ul>
 *   <li>the search order changes the chunk count: {@code "a b a"} against {@code "a a b"} aligns
 *       the last hypothesis {@code a} with the last reference {@code a};</li>
 *   <li>the synonym stage looks up the <em>stems</em> left by the stem stage, not the words
 *       ({@code "happiness"} is looked up as {@code "happi"}), and compares them with the
 *       reference's stems;</li>
 *   <li>synonyms are WordNet lemma names as written, case kept ({@code US}, {@code Party}), and
 *       multi-word lemmas are excluded;</li>
 *   <li>even a perfect match is penalized: one chunk over m matches gives γ/m^β, so identical
 *       sentences score below 1 (0.9375 for two words with the defaults);</li>
 *   <li>no match, an empty hypothesis or an empty reference give 0.0 (NLTK catches the division by
 *       zero); no reference at all is an error ({@code max()} of nothing).</li>
 * </ul>
 *
 * <p>Corpus level: NLTK has none. {@link #corpusScore} is the arithmetic mean of the segment
 * scores, which is what Hugging Face {@code evaluate}'s "meteor" reports, and the signature says
 * {@code corpus:mean-of-segments}. As a {@link SegmentMean} a segment's statistics are
 * {@code [segment METEOR, 1]} and the score is their ratio, that mean.
 *
 * <p>Texts are split with Python's {@code str.split()} ({@link NltkInput}); the token-list methods
 * ({@link #sentence}, {@link #single}, {@link #details}) take NLTK's pre-tokenized input,
 * hypothesis first. Configured by name through the profile {@code nltk:meteor}
 * ({@link MeteorProfiles}, registered by this module).
 *
 * <p>Speed: a scorer ({@link #newScorer()}) numbers the words it sees and keeps, per distinct word,
 * its lower-cased form, stem and WordNet synonyms (as sorted numbers in {@link NltkWordNet}'s
 * table), so a segment is a single scan of its text plus comparisons of ints.
 *
 * <p>Immutable and thread-safe. WordNet is a compact table shared and loaded on first use
 * ({@link NltkWordNet#shared()}, tens of milliseconds), not by {@link #nltk()}.
 */
public final class Meteor extends SegmentMean {
    private final double alpha;
    private final double beta;
    private final double gamma;
    /** Null: Python's {@code str.split()}, scanned by the aligner itself; else {@link TokenLists}. */
    private final String tokenize;
    private final Function<String, List<String>> tokens;

    private Meteor(double alpha, double beta, double gamma) {
        this(alpha, beta, gamma, TokenLists.SPLIT);
    }

    private Meteor(double alpha, double beta, double gamma, String tokenize) {
        if (!Double.isFinite(alpha) || !Double.isFinite(beta) || !Double.isFinite(gamma)) {
            throw new IllegalArgumentException("METEOR alpha, beta and gamma must be finite: alpha=" + alpha
                    + ", beta=" + beta + ", gamma=" + gamma);
        }
        this.alpha = alpha;
        this.beta = beta;
        this.gamma = gamma;
        this.tokens = TokenLists.SPLIT.equals(tokenize) ? null : TokenLists.byName(tokenize);
        this.tokenize = tokenize;
    }

    /** NLTK's defaults: {@code alpha=0.9, beta=3.0, gamma=0.5}, WordNet 3.0, NLTK's Porter stemmer. */
    public static Meteor nltk() {
        return new Meteor(0.9, 3.0, 0.5);
    }

    /** NLTK's {@code alpha}: the weight of precision against recall in the F-mean. */
    public Meteor withAlpha(double value) {
        return new Meteor(value, beta, gamma, tokenize);
    }

    /** NLTK's {@code beta}: the exponent of the fragmentation penalty. */
    public Meteor withBeta(double value) {
        return new Meteor(alpha, value, gamma, tokenize);
    }

    /** NLTK's {@code gamma}: the weight of the fragmentation penalty. */
    public Meteor withGamma(double value) {
        return new Meteor(alpha, beta, value, tokenize);
    }

    /**
     * How texts become NLTK's token lists ({@link TokenLists}): {@code split} (the default) or
     * {@code word_tokenize} (NLTK 3.8's {@code word_tokenize}, as Hugging Face evaluate's
     * {@code meteor} calls it).
     */
    public Meteor withTokenizer(String name) {
        return new Meteor(alpha, beta, gamma, name);
    }

    /** The tokenization's name ({@link TokenLists}). */
    public String tokenize() {
        return tokenize;
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    public double gamma() {
        return gamma;
    }

    /** {@code meteor_score(references, hypothesis)} on pre-tokenized input (hypothesis first here). */
    public double sentence(List<String> hypothesis, List<? extends List<String>> references) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("METEOR needs at least one reference (NLTK's max() of an empty sequence)");
        }
        MeteorAligner a = new MeteorAligner();
        a.hypothesis(hypothesis);
        double best = Double.NEGATIVE_INFINITY;
        for (List<String> reference : references) {
            a.reference(reference);
            best = Math.max(best, details(a).score());
        }
        return best;
    }

    /** {@code meteor_score} on texts split with Python's {@code str.split()}. */
    @Override
    protected double segmentScore(String hypothesis, List<String> references) {
        return segmentScore(new MeteorAligner(), hypothesis, references);
    }

    /** The segment score with the scratch state of one thread. */
    private double segmentScore(MeteorAligner a, String hypothesis, List<String> references) {
        if (hypothesis == null) {
            throw new IllegalArgumentException("a segment is null");
        }
        if (references.isEmpty()) {
            throw new IllegalArgumentException("METEOR needs at least one reference (NLTK's max() of an empty sequence)");
        }
        if (tokens == null) {
            a.hypothesis(hypothesis);
        } else {
            a.hypothesis(tokens.apply(hypothesis));
        }
        double best = Double.NEGATIVE_INFINITY;
        for (String reference : references) {
            if (tokens == null) {
                a.reference(reference);
            } else {
                if (reference == null) {
                    throw new IllegalArgumentException("a reference is null");
                }
                a.reference(tokens.apply(reference));
            }
            best = Math.max(best, details(a).score());
        }
        return best;
    }

    /**
     * Rows {@code [segment METEOR, 1]}; the scorer keeps its words (lower-cased, stemmed, their
     * WordNet synonyms) and buffers from one segment to the next.
     */
    @Override
    public SegmentScorer newScorer() {
        return newScorer(MeteorTerms.MAX_TERMS);
    }

    /** A scorer whose word table is emptied at {@code maxTerms} words (for tests). */
    SegmentScorer newScorer(int maxTerms) {
        MeteorAligner a = new MeteorAligner(maxTerms);
        return (hyp, refs) -> new double[] {segmentScore(a, hyp, refs), 1};
    }

    /** The alignment of one reference, exposed for tests: (hypothesis index, reference index) pairs. */
    int[][] align(List<String> hypothesis, List<String> reference) {
        MeteorAligner a = new MeteorAligner();
        a.hypothesis(hypothesis);
        a.reference(reference);
        a.align();
        return a.pairs();
    }

    /** NLTK's {@code single_meteor_score(reference, hypothesis)} (hypothesis first here). */
    public double single(List<String> hypothesis, List<String> reference) {
        return details(hypothesis, reference).score();
    }

    /**
     * The parts of {@code single_meteor_score(reference, hypothesis)} (hypothesis first here):
     * matches, chunks, P, R, F-mean, penalty and score. When NLTK returns 0.0 for a division by
     * zero, the parts computed so far are 0.
     */
    public MeteorDetails details(List<String> hypothesis, List<String> reference) {
        MeteorAligner a = new MeteorAligner();
        a.hypothesis(hypothesis);
        a.reference(reference);
        return details(a);
    }

    /** The parts of the score of the hypothesis and reference loaded in {@code a}. */
    private MeteorDetails details(MeteorAligner a) {
        int translationLength = a.hypothesisLength();
        int referenceLength = a.referenceLength();
        int matches = a.align();
        if (matches == 0 || translationLength == 0 || referenceLength == 0) {
            return new MeteorDetails(matches, 0, 0.0, 0.0, 0.0, 0.0, 0.0);
        }
        double precision = (double) matches / translationLength;
        double recall = (double) matches / referenceLength;
        double denominator = alpha * precision + (1 - alpha) * recall;
        if (denominator == 0.0) {
            return new MeteorDetails(matches, 0, precision, recall, 0.0, 0.0, 0.0);
        }
        double fmean = (precision * recall) / denominator;
        int chunks = a.chunks();
        double fragFrac = (double) chunks / matches;
        double penalty = gamma * Math.pow(fragFrac, beta);
        return new MeteorDetails(matches, chunks, precision, recall, fmean, penalty, (1 - penalty) * fmean);
    }

    @Override
    public String name() {
        return "METEOR";
    }

    /** A signature recording every option that changes the number. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "tok", tokenize, "case", "lc", "stem", "porter-nltk",
                "syn", "wordnet-3.0", "alpha", Double.toString(alpha), "beta", Double.toString(beta),
                "gamma", Double.toString(gamma), "corpus", "mean-of-segments", "impl", "nltk-3.8",
                "version", Version.get());
    }
}
