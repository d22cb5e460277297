package io.github.nlgmetrics.bleu;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.nlgmetrics.text.Vocabulary;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Invariants every BLEU profile should satisfy, checked against each profile where it holds.
 *
 * <p>Where a property does NOT hold, and why (each exclusion is deliberate, not an omission):
 * <ul>
 *   <li>NLTK method5 and method7 can score above 1, also for a hypothesis identical to its
 *       reference: method5 starts from {@code m_0 = p_1 + 1}, so a perfect {@code p_1 = 1} becomes
 *       {@code (2 + 1 + 1)/3 = 4/3}. They are left out of "maximum" and "range".</li>
 *   <li>NLTK method5, method6 and method7 make the corpus score depend on segment ORDER:
 *       {@code corpus_bleu} hands the last sentence (its order-5 precision, its n-gram counts) to
 *       the smoothing function. method6 also fails on short inputs, so it is left out of the
 *       randomized checks (its failure has its own test).</li>
 *   <li>R sacRebleu floor smoothing adds epsilon while summing the segments, so reordering can
 *       move the last bit: order invariance is checked to 1e-12 there, exactly elsewhere.</li>
 *   <li>tensorflow/nmt raises on an empty hypothesis corpus, so generated segments are non-empty.</li>
 * </ul>
 */
class BleuProfileProperties {
    private static final long SEED = 20261122L;

    /** A segment: hypothesis and references, as whitespace-separated integer tokens. */
    record Segment(String hyp, List<String> refs) {
    }

    /** A named corpus scorer. */
    record Profile(String name, double max, BiFunction<List<String>, List<List<String>>, Double> score) {
        double of(List<Segment> corpus) {
            return score.apply(corpus.stream().map(Segment::hyp).collect(Collectors.toList()),
                    corpus.stream().map(Segment::refs).collect(Collectors.toList()));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static Gen<String> texts(int minLen, int maxLen) {
        return lists().of(integers().between(1, 6)).ofSizeBetween(minLen, maxLen)
                .map(l -> l.stream().map(String::valueOf).collect(Collectors.joining(" ")));
    }

    private static Gen<Segment> segments() {
        return texts(1, 12).zip(lists().of(texts(1, 12)).ofSizeBetween(1, 3), Segment::new);
    }

    private static Gen<List<Segment>> corpora() {
        return lists().of(segments()).ofSizeBetween(1, 6);
    }

    private static List<Profile> profiles(boolean orderSensitiveToo, boolean aboveOneToo) {
        List<Profile> out = new ArrayList<>();
        Bleu sacre = Bleu.sacrebleu();
        out.add(new Profile("sacrebleu", 100, (h, r) -> sacre.corpusScore(h, r).score()));
        Bleu sacreNone = Bleu.sacrebleu().withSmoothMethod(SmoothMethod.NONE);
        out.add(new Profile("sacrebleu smooth none", 100, (h, r) -> sacreNone.corpusScore(h, r).score()));
        for (NltkSmoothing m : NltkSmoothing.values()) {
            boolean orderSensitive = m == NltkSmoothing.METHOD5 || m == NltkSmoothing.METHOD6 || m == NltkSmoothing.METHOD7;
            boolean aboveOne = m == NltkSmoothing.METHOD5 || m == NltkSmoothing.METHOD7;
            if (m == NltkSmoothing.METHOD6 || (orderSensitive && !orderSensitiveToo) || (aboveOne && !aboveOneToo)) {
                continue;
            }
            NltkBleu nltk = NltkBleu.nltk().withSmoothing(m);
            out.add(new Profile("nltk " + m.id(), 1, (h, r) -> nltk.corpusScore(h, r).score()));
        }
        for (boolean smooth : new boolean[] {false, true}) {
            TfNmtBleu tf = TfNmtBleu.tfNmt().withSmooth(smooth);
            out.add(new Profile("tf-nmt smooth=" + smooth, 1, (h, r) -> tf.corpusScore(h, r).bleu()));
        }
        TfNmtBleu hf = TfNmtBleu.hfEvaluate();
        out.add(new Profile("hf-evaluate", 1, (h, r) -> hf.corpusScore(h, r).bleu()));
        for (RSacreBleu.Smoothing s : RSacreBleu.Smoothing.values()) {
            RSacreBleu rs = RSacreBleu.rSacRebleu().withSmoothing(s);
            out.add(new Profile("r-sacrebleu " + s.id(), 1, (h, r) -> rs.corpusScore(h, r).score()));
        }
        return out;
    }

    @Test
    void identicalHypothesisAndReferenceScoreTheMaximum() {
        // At least max-order (4) tokens: shorter hypotheses have no 4-grams, which every profile
        // except the smoothed ones scores below the maximum.
        for (Profile p : profiles(true, false)) {
            qt().withFixedSeed(SEED).withExamples(200)
                    .forAll(texts(4, 15))
                    .check(t -> Math.abs(p.of(List.of(new Segment(t, List.of(t)))) - p.max()) < 1e-9);
        }
    }

    @Test
    void scoresLieBetweenZeroAndTheMaximum() {
        for (Profile p : profiles(true, false)) {
            qt().withFixedSeed(SEED).withExamples(200)
                    .forAll(corpora())
                    .check(c -> {
                        double s = p.of(c);
                        return s >= 0 && s <= p.max() + 1e-9;
                    });
        }
    }

    @Test
    void segmentOrderDoesNotChangeTheCorpusScore() {
        for (Profile p : profiles(false, true)) {
            double tolerance = p.name().equals("r-sacrebleu floor") ? 1e-12 : 0.0;
            qt().withFixedSeed(SEED).withExamples(200)
                    .forAll(corpora())
                    .check(c -> {
                        List<Segment> reversed = new ArrayList<>(c);
                        Collections.reverse(reversed);
                        return Math.abs(p.of(c) - p.of(reversed)) <= tolerance;
                    });
        }
    }

    @Test
    void clippedCountsNeverExceedHypothesisCounts() {
        for (RefLengthPolicy policy : RefLengthPolicy.values()) {
            qt().withFixedSeed(SEED).withExamples(300)
                    .forAll(segments())
                    .check(seg -> {
                        BleuCounter counter = new BleuCounter(4, policy);
                        Vocabulary vocab = new Vocabulary();
                        List<List<String>> refs = seg.refs().stream()
                                .map(io.github.nlgmetrics.compat.python.PyStrings::split).collect(Collectors.toList());
                        BleuStats s = counter.segment(io.github.nlgmetrics.compat.python.PyStrings.split(seg.hyp()), refs, vocab);
                        for (int n = 0; n < 4; n++) {
                            if (s.matches().get(n) < 0 || s.matches().get(n) > s.totals().get(n)) {
                                return false;
                            }
                        }
                        return true;
                    });
        }
    }

    @Test
    void corpusStatisticsOfAUnionAreTheSumOfTheParts() {
        // Every profile scores from additive statistics: sacrebleu, tf-nmt and R per segment,
        // NLTK its corpus sums (with the per-sentence floor).
        qt().withFixedSeed(SEED).withExamples(200)
                .forAll(corpora(), corpora())
                .check((a, b) -> {
                    List<Segment> ab = new ArrayList<>(a);
                    ab.addAll(b);
                    Bleu sacre = Bleu.sacrebleu();
                    TfNmtBleu tf = TfNmtBleu.tfNmt();
                    RSacreBleu r = RSacreBleu.rSacRebleu();
                    NltkBleu nltk = NltkBleu.nltk();
                    return sum(sacre.corpusStats(hyps(ab), refs(ab)))
                                    .equals(sum(sacre.corpusStats(hyps(a), refs(a)))
                                            .plus(sum(sacre.corpusStats(hyps(b), refs(b)))))
                            && sum(tf.corpusStats(hyps(ab), refs(ab)))
                                    .equals(sum(tf.corpusStats(hyps(a), refs(a))).plus(sum(tf.corpusStats(hyps(b), refs(b)))))
                            && sum(r.corpusStats(hyps(ab), refs(ab)))
                                    .equals(sum(r.corpusStats(hyps(a), refs(a))).plus(sum(r.corpusStats(hyps(b), refs(b)))))
                            && nltk.corpusScore(hyps(ab), refs(ab)).stats()
                                    .equals(nltk.corpusScore(hyps(a), refs(a)).stats().plus(nltk.corpusScore(hyps(b), refs(b)).stats()));
                });
    }

    private static BleuStats sum(double[][] rows) {
        List<BleuStats> stats = new ArrayList<>();
        for (double[] row : rows) {
            stats.add(BleuStats.fromRow(row));
        }
        return sum(stats);
    }

    private static BleuStats sum(List<BleuStats> stats) {
        BleuStats total = BleuStats.zero(stats.get(0).maxOrder());
        for (BleuStats s : stats) {
            total = total.plus(s);
        }
        return total;
    }

    private static List<String> hyps(List<Segment> c) {
        return c.stream().map(Segment::hyp).collect(Collectors.toList());
    }

    private static List<List<String>> refs(List<Segment> c) {
        return c.stream().map(Segment::refs).collect(Collectors.toList());
    }
}
