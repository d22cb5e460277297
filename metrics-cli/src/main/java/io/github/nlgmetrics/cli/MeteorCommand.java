package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.meteor.Meteor;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nlg-metrics meteor}: NLTK 3.8's {@code meteor_score}; the corpus score is the mean of segments. */
@Command(name = "meteor", mixinStandardHelpOptions = true,
        description = {"METEOR, exactly as NLTK 3.8 meteor_score computes it (lower-case, exact / Porter stem /"
                + " WordNet 3.0 synonym matching, greedy alignment) on whitespace-split lines.",
            "NLTK has no corpus METEOR: the corpus score is the mean of the segment scores (as HF evaluate)."})
final class MeteorCommand extends NltkMetricCommand {
    @Option(names = "--alpha", paramLabel = "X", defaultValue = "0.9",
            description = "Weight of precision vs recall (default: ${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--beta", paramLabel = "X", defaultValue = "3.0",
            description = "Shape of the fragmentation penalty (default: ${DEFAULT-VALUE}).")
    double beta;

    @Option(names = "--gamma", paramLabel = "X", defaultValue = "0.5",
            description = "Weight of the fragmentation penalty (default: ${DEFAULT-VALUE}).")
    double gamma;

    private Meteor meteor;

    @Override
    String name() {
        return "METEOR";
    }

    @Override
    void configure() {
        meteor = Meteor.nltk().withAlpha(alpha).withBeta(beta).withGamma(gamma);
    }

    @Override
    String signature(int nrefs) {
        return meteor.signature(nrefs).toString();
    }

    @Override
    double sentence(String hypothesis, List<String> references) {
        return meteor.sentenceScore(hypothesis, references).score();
    }

    @Override
    double corpus(List<String> hypotheses, List<List<String>> references) {
        return meteor.corpusScore(hypotheses, references).score();
    }
}
