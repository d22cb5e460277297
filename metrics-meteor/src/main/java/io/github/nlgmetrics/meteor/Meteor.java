package io.github.nlgmetrics.meteor;

import io.github.nlgmetrics.SegmentMean;
import io.github.nlgmetrics.Signature;
import io.github.nlgmetrics.Version;
import io.github.nlgmetrics.compat.python.PyCase;
import io.github.nlgmetrics.text.NltkInput;
import io.github.nlgmetrics.text.PorterStemmer;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * METEOR exactly as NLTK 3.8 computes it: {@code nltk.translate.meteor_score.meteor_score(references,
 * hypothesis, alpha=0.9, beta=3.0, gamma=0.5)} with its defaults {@code preprocess=str.lower},
 * {@code PorterStemmer()} and WordNet 3.0, on pre-tokenized input.
 *
 * <p>For one reference: both token lists are lower-cased (Python's {@code str.lower()}), then words
 * are aligned in three stages, each on the words the previous stages left unmatched:
 * <ol>
 *   <li>exact: equal words;</li>
 *   <li>stem: equal NLTK Porter stems ({@link PorterStemmer#nltk()}, through the shared memo
 *       {@link PorterStemmer#memoized()});</li>
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
 * <p>Immutable and thread-safe. WordNet is shared and loaded on first use
 * ({@link NltkWordNet#shared()}, about a second), not by {@link #nltk()}.
 */
public final class Meteor extends SegmentMean {
    private static final UnaryOperator<String> STEM = PorterStemmer.memoized();
    private final double alpha;
    private final double beta;
    private final double gamma;

    private Meteor(double alpha, double beta, double gamma) {
        if (!Double.isFinite(alpha) || !Double.isFinite(beta) || !Double.isFinite(gamma)) {
            throw new IllegalArgumentException("METEOR alpha, beta and gamma must be finite: alpha=" + alpha
                    + ", beta=" + beta + ", gamma=" + gamma);
        }
        this.alpha = alpha;
        this.beta = beta;
        this.gamma = gamma;
    }

    /** NLTK's defaults: {@code alpha=0.9, beta=3.0, gamma=0.5}, WordNet 3.0, NLTK's Porter stemmer. */
    public static Meteor nltk() {
        return new Meteor(0.9, 3.0, 0.5);
    }

    /** NLTK's {@code alpha}: the weight of precision against recall in the F-mean. */
    public Meteor withAlpha(double value) {
        return new Meteor(value, beta, gamma);
    }

    /** NLTK's {@code beta}: the exponent of the fragmentation penalty. */
    public Meteor withBeta(double value) {
        return new Meteor(alpha, value, gamma);
    }

    /** NLTK's {@code gamma}: the weight of the fragmentation penalty. */
    public Meteor withGamma(double value) {
        return new Meteor(alpha, beta, value);
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
        double best = Double.NEGATIVE_INFINITY;
        for (List<String> reference : references) {
            best = Math.max(best, single(hypothesis, reference));
        }
        return best;
    }

    /** {@code meteor_score} on texts split with Python's {@code str.split()}. */
    @Override
    protected double segmentScore(String hypothesis, List<String> references) {
        return sentence(NltkInput.split(hypothesis), NltkInput.splitAll(references));
    }

    /** The alignment of one reference, exposed for tests: (hypothesis index, reference index) pairs. */
    int[][] align(List<String> hypothesis, List<String> reference) {
        Alignment a = alignment(hypothesis, reference);
        int[][] out = new int[a.size][];
        for (int k = 0; k < a.size; k++) {
            out[k] = new int[] {a.hyp[k], a.ref[k]};
        }
        return out;
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
        int translationLength = hypothesis.size();
        int referenceLength = reference.size();
        Alignment a = alignment(hypothesis, reference);
        int matches = a.size;
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

    /** Matches sorted by hypothesis position. */
    private static final class Alignment {
        final int[] hyp;
        final int[] ref;
        int size;

        Alignment(int capacity) {
            hyp = new int[capacity];
            ref = new int[capacity];
        }

        /** NLTK's {@code _count_chunks}: 1 + the number of breaks in adjacency. */
        int chunks() {
            int chunks = 1;
            for (int i = 0; i < size - 1; i++) {
                if (!(hyp[i + 1] == hyp[i] + 1 && ref[i + 1] == ref[i] + 1)) {
                    chunks++;
                }
            }
            return chunks;
        }
    }

    /** The unmatched words of one side: original positions and current (lower-cased or stemmed) words. */
    private static final class Side {
        int[] pos;
        String[] word;
        int size;

        Side(List<String> tokens) {
            size = tokens.size();
            pos = new int[size];
            word = new String[size];
            for (int i = 0; i < size; i++) {
                pos[i] = i;
                word[i] = PyCase.lower(tokens.get(i));
            }
        }

        void remove(int i) {
            System.arraycopy(pos, i + 1, pos, i, size - i - 1);
            System.arraycopy(word, i + 1, word, i, size - i - 1);
            size--;
        }
    }

    private Alignment alignment(List<String> hypothesis, List<String> reference) {
        Side h = new Side(hypothesis);
        Side r = new Side(reference);
        int[] matchedRefOfHyp = new int[h.size];
        java.util.Arrays.fill(matchedRefOfHyp, -1);
        // 1. exact, on lower-cased words.
        matchStage(h, r, matchedRefOfHyp, false);
        // 2. stems; the unmatched words stay stemmed for the next stage, as in NLTK.
        for (int i = 0; i < h.size; i++) {
            h.word[i] = STEM.apply(h.word[i]);
        }
        for (int j = 0; j < r.size; j++) {
            r.word[j] = STEM.apply(r.word[j]);
        }
        matchStage(h, r, matchedRefOfHyp, false);
        // 3. WordNet synonyms of the hypothesis stems.
        matchStage(h, r, matchedRefOfHyp, true);
        // Sorting by hypothesis position = reading the per-position table in order.
        Alignment a = new Alignment(matchedRefOfHyp.length);
        for (int i = 0; i < matchedRefOfHyp.length; i++) {
            if (matchedRefOfHyp[i] >= 0) {
                a.hyp[a.size] = i;
                a.ref[a.size] = matchedRefOfHyp[i];
                a.size++;
            }
        }
        return a;
    }

    /**
     * NLTK's {@code _match_enums} (or {@code _enum_wordnetsyn_match}): hypothesis words from the
     * last, each matched with the last unmatched reference word that is equal (or a synonym).
     */
    private static void matchStage(Side h, Side r, int[] matchedRefOfHyp, boolean synonyms) {
        NltkWordNet wordnet = synonyms ? NltkWordNet.shared() : null;
        for (int i = h.size - 1; i >= 0; i--) {
            if (r.size == 0) {
                return;
            }
            String hw = h.word[i];
            Set<String> syns = synonyms ? wordnet.synonyms(hw) : null;
            for (int j = r.size - 1; j >= 0; j--) {
                String rw = r.word[j];
                if (synonyms ? syns.contains(rw) : hw.equals(rw)) {
                    matchedRefOfHyp[h.pos[i]] = r.pos[j];
                    h.remove(i);
                    r.remove(j);
                    break;
                }
            }
        }
    }

    @Override
    public String name() {
        return "METEOR";
    }

    /** A signature recording every option that changes the number. */
    @Override
    public Signature signature(int nrefs) {
        return Signature.of("nrefs", Signature.nrefs(nrefs), "tok", "split", "case", "lc", "stem", "porter-nltk",
                "syn", "wordnet-3.0", "alpha", Double.toString(alpha), "beta", Double.toString(beta),
                "gamma", Double.toString(gamma), "corpus", "mean-of-segments", "impl", "nltk-3.8",
                "version", Version.get());
    }
}
