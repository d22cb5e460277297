package io.github.nlgmetrics.meteor;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of NLTK METEOR on English-like sentences (inflections and WordNet synonyms included). */
class MeteorProperties {
    private static final long SEED = 20261122L;
    private static final String[] WORDS = {"the", "a", "of", "dog", "dogs", "hound", "cat", "cats", "run", "runs",
        "running", "ran", "fast", "quick", "car", "auto", "automobile", "house", "houses", "home", "big", "large",
        "happy", "glad", "walk", "walked", "start", "begin", "Sick", "ill", "talk", "speak", "man", "men", "US",
        "America", "is", "was", "be", "and"};
    private static final Meteor METEOR = Meteor.nltk();

    private static Gen<List<String>> sentences(int min, int max) {
        return lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(min, max).map(ids -> {
            List<String> out = new ArrayList<>(ids.size());
            for (int id : ids) {
                out.add(WORDS[id]);
            }
            return out;
        });
    }

    @Test
    void identicalHypothesisAndReferenceReachTheMaximum() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(1, 15), sentences(0, 15))
                .check((ref, other) -> {
                    int m = ref.size();
                    double alpha = METEOR.alpha();
                    double max = (1 - METEOR.gamma() * Math.pow(1.0 / m, METEOR.beta())) / (alpha + (1 - alpha));
                    double self = METEOR.single(ref, ref);
                    return self == max && METEOR.single(other, ref) <= self;
                });
    }

    @Test
    void meteorNeverExceedsItsFmean() {
        qt().withFixedSeed(SEED).withExamples(300)
                .forAll(sentences(0, 15), sentences(0, 15))
                .check((ref, hyp) -> {
                    MeteorDetails d = METEOR.details(hyp, ref);
                    return d.score() <= d.fmean() && d.score() >= 0;
                });
    }

    @Test
    void addingAReferenceNeverLowersTheScore() {
        qt().withFixedSeed(SEED).withExamples(200)
                .forAll(sentences(0, 12), lists().of(sentences(0, 12)).ofSizeBetween(1, 3), sentences(0, 12))
                .check((hyp, refs, extra) -> {
                    List<List<String>> more = new ArrayList<>(refs);
                    more.add(extra);
                    return METEOR.sentence(hyp, more) >= METEOR.sentence(hyp, refs);
                });
    }
}
