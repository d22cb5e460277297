package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.ribes.Ribes;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nlg-metrics ribes}: NLTK 3.8's {@code corpus_ribes} / {@code sentence_ribes}. */
@Command(name = "ribes", mixinStandardHelpOptions = true,
        description = "RIBES, exactly as NLTK 3.8 corpus_ribes / sentence_ribes compute it, on whitespace-split lines.")
final class RibesCommand extends NltkMetricCommand {
    @Option(names = "--alpha", paramLabel = "X", defaultValue = "0.25",
            description = "Exponent of the unigram precision (default: ${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--beta", paramLabel = "X", defaultValue = "0.10",
            description = "Exponent of the brevity penalty (default: ${DEFAULT-VALUE}).")
    double beta;

    private Ribes ribes;

    @Override
    String name() {
        return "RIBES";
    }

    @Override
    void configure() {
        ribes = Ribes.nltk().withAlpha(alpha).withBeta(beta);
    }

    @Override
    String signature(int nrefs) {
        return ribes.signature(nrefs).toString();
    }

    @Override
    double sentence(String hypothesis, List<String> references) {
        return ribes.sentenceScore(hypothesis, references).score();
    }

    @Override
    double corpus(List<String> hypotheses, List<List<String>> references) {
        return ribes.corpusScore(hypotheses, references).score();
    }
}
