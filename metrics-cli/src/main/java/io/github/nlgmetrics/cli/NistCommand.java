package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.nist.Nist;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nlg-metrics nist}: NLTK 3.8's {@code corpus_nist} / {@code sentence_nist}. */
@Command(name = "nist", mixinStandardHelpOptions = true,
        description = "NIST, exactly as NLTK 3.8 corpus_nist / sentence_nist compute it, on whitespace-split lines.")
final class NistCommand extends NltkMetricCommand {
    @Option(names = {"-n", "--n"}, paramLabel = "N", defaultValue = "5",
            description = "Highest n-gram order (default: ${DEFAULT-VALUE}).")
    int n;

    private Nist nist;

    @Override
    String name() {
        return "NIST";
    }

    @Override
    void configure() {
        nist = Nist.nltk().withN(n);
    }

    @Override
    String signature(int nrefs) {
        return nist.signature(nrefs).toString();
    }

    @Override
    double sentence(String hypothesis, List<String> references) {
        return nist.sentenceScore(hypothesis, references).score();
    }

    @Override
    double corpus(List<String> hypotheses, List<List<String>> references) {
        return nist.corpusScore(hypotheses, references).score();
    }
}
