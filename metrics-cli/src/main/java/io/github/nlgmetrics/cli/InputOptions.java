package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.cli.input.CorpusStream;
import io.github.nlgmetrics.cli.input.SystemInputs;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.compat.python.PyStrings;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Option;

/**
 * The input options every metric command mixes in: {@code -r REF} (repeatable, one reference per
 * file) and {@code -i HYP...} (one system, or several for a paired test; standard input when absent).
 */
public final class InputOptions {
    @Option(names = {"-r", "--reference"}, paramLabel = "REF",
            description = "Reference file (repeat for several references).")
    public List<String> refs = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP", arity = "1..*",
            description = "Hypothesis file (default: stdin); several for a paired test, the first is the baseline.")
    public List<String> inputs = new ArrayList<>();

    /** The systems' files, checked as sacrebleu names them (see {@link SystemInputs}). */
    public List<String> systems(boolean paired) {
        return SystemInputs.names(inputs, paired);
    }

    /** Every file read: the references, then the systems ({@code -} for standard input when none is named). */
    public List<String> files() {
        List<String> all = new ArrayList<>(refs);
        all.addAll(inputs.isEmpty() ? List.of("-") : inputs);
        return all;
    }

    /** The corpus of system {@code path} (null: standard input), right-stripped when {@code rstrip}. */
    public TextInput.Corpus read(String path, boolean rstrip) {
        return TextInput.readCorpus(path, refs, lineMap(rstrip));
    }

    /** The corpus of system {@code path} (null: standard input), streamed block by block. */
    CorpusStream stream(String path, boolean rstrip) {
        return new CorpusStream(path, refs, lineMap(rstrip));
    }

    /** sacrebleu's command line reads every line right-stripped of Python whitespace. */
    private static UnaryOperator<String> lineMap(boolean rstrip) {
        return rstrip ? PyStrings::rstrip : UnaryOperator.identity();
    }
}
