package io.github.nlgmetrics.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The input options every metric command mixes in: {@code -r REF} (repeatable, one reference per
 * file) and {@code -i HYP...} (one system, or several for a paired test; standard input when absent).
 */
final class InputOptions {
    @Option(names = {"-r", "--reference"}, paramLabel = "REF",
            description = "Reference file (repeat for several references).")
    List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", arity = "1..*",
            description = "Hypothesis file (default: stdin); several for a paired test, the first is the baseline.")
    List<String> inputs = new ArrayList<>();

    /** The systems' files, checked as sacrebleu names them (see {@link SystemInputs}). */
    List<String> systems(boolean paired) {
        return SystemInputs.names(inputs, paired);
    }

    /** The corpus of system {@code path} (null: standard input), right-stripped when {@code rstrip}. */
    TextInput.Corpus read(String path, boolean rstrip) {
        TextInput.Corpus c = TextInput.readCorpus(path, refs);
        return rstrip ? TextInput.rstripped(c) : c;
    }
}
