package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.gleu.Gleu;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nlg-metrics gleu}: NLTK 3.8's {@code corpus_gleu} / {@code sentence_gleu}. */
@Command(name = "gleu", mixinStandardHelpOptions = true,
        description = "Google-BLEU, exactly as NLTK 3.8 corpus_gleu / sentence_gleu compute it, on whitespace-split lines.")
final class GleuCommand extends NltkMetricCommand {
    @Option(names = "--min-len", paramLabel = "N", defaultValue = "1",
            description = "Smallest n-gram order (default: ${DEFAULT-VALUE}).")
    int minLen;

    @Option(names = "--max-len", paramLabel = "N", defaultValue = "4",
            description = "Largest n-gram order (default: ${DEFAULT-VALUE}).")
    int maxLen;

    private Gleu gleu;

    @Override
    String name() {
        return "GLEU";
    }

    @Override
    void configure() {
        gleu = Gleu.nltk().withMinLen(minLen).withMaxLen(maxLen);
    }

    @Override
    String signature(int nrefs) {
        return gleu.signature(nrefs).toString();
    }

    @Override
    double sentence(String hypothesis, List<String> references) {
        return gleu.sentenceScore(hypothesis, references).score();
    }

    @Override
    double corpus(List<String> hypotheses, List<List<String>> references) {
        return gleu.corpusScore(hypotheses, references).score();
    }
}
