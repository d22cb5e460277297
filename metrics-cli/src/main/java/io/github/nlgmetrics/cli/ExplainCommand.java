package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.input.TextInput;
import io.github.nlgmetrics.cli.report.ExplainReport;
import io.github.nlgmetrics.cli.report.OutputFormat;
import io.github.nlgmetrics.explain.Explainer;
import io.github.nlgmetrics.explain.Explanation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlg-metrics explain -r REF -i HYP --profiles sacrebleu:bleu,nltk:bleu,hf-evaluate:bleu}:
 * why profiles of one family give different numbers on this corpus, cause by cause
 * ({@link Explainer}): each profile's score, and for each pair the causes in which they differ
 * with the change each makes (alone, along the walk, Shapley), the remainders, and the segments
 * that move the number with their tokens. Text for people, {@code --format json} for scripts (the
 * {@link Explanation} records). Lines are read as given (no right-strip): each profile applies
 * its own preprocessing. Bad input, an unknown profile or option, and profiles of different
 * families are one line on stderr and exit 2.
 */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Why profiles of one family (BLEU, ROUGE, BERTScore) give different numbers on this corpus, "
                + "cause by cause.")
final class ExplainCommand implements Callable<Integer> {
    /** The input: {@code -r} as every command takes it, {@code -i} one system (explain has no paired test). */
    final InputOptions input = new InputOptions();

    // (lists: a setter taking one value let picocli refuse a second -r, "should be specified only once")
    @Option(names = {"-r", "--reference"}, paramLabel = "REF",
            description = "Reference file (repeat for several references).")
    List<String> references = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "HYP",
            description = "Hypothesis file (default: stdin): the one system whose numbers are explained.")
    List<String> hypotheses = new ArrayList<>();

    @Option(names = "--profiles", required = true, split = ",", paramLabel = "PROFILE",
            description = "Two or more profiles of one family, e.g. sacrebleu:bleu,nltk:bleu,hf-evaluate:bleu or"
                    + " bert-score:bertscore,torchmetrics:bert_score.")
    List<String> profiles = new ArrayList<>();

    @Option(names = "--option", paramLabel = "PROFILE.KEY=VALUE",
            description = "An option of one of the profiles, e.g. 'rouge155:rouge.flags=-n 2' (repeatable).")
    List<String> options = new ArrayList<>();

    @Option(names = "--segments", paramLabel = "N", defaultValue = "3",
            description = "Segments listed per pair (default: ${DEFAULT-VALUE}).")
    int segments;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text (for people) or json (for scripts).")
    OutputFormat format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        input.refs.addAll(references);
        input.inputs.addAll(hypotheses);
        if (input.inputs.size() > 1) {
            throw new IllegalArgumentException("explain takes one hypothesis file: " + input.inputs);
        }
        List<Profile> chosen = new ArrayList<>();
        for (String name : profiles) {
            chosen.add(Profiles.byName(name.trim()));
        }
        List<Map<String, Object>> raw = optionMaps(chosen);
        TextInput.Corpus corpus = input.read(input.inputs.isEmpty() ? null : input.inputs.get(0), false);
        Explanation e = Explainer.explain(chosen, raw, corpus.hypotheses(), corpus.references(), segments);
        ExplainReport.print(e, format, spec.commandLine().getOut());
        return ExitCode.OK;
    }

    /** {@code --option PROFILE.KEY=VALUE}: one raw option map per profile (validated by the profile). */
    private List<Map<String, Object>> optionMaps(List<Profile> chosen) {
        List<Map<String, Object>> maps = new ArrayList<>();
        chosen.forEach(p -> maps.add(new LinkedHashMap<>()));
        for (String o : options) {
            int eq = o.indexOf('=');
            int dot = eq < 0 ? -1 : o.lastIndexOf('.', eq);
            if (eq < 0 || dot <= 0) {
                throw new IllegalArgumentException("--option must be PROFILE.KEY=VALUE: '" + o + "'");
            }
            String name = o.substring(0, dot);
            int k = profiles.stream().map(String::trim).toList().indexOf(name);
            if (k < 0) {
                throw new IllegalArgumentException("--option names a profile not in --profiles: '" + name + "'");
            }
            maps.get(k).put(o.substring(dot + 1, eq), o.substring(eq + 1));
        }
        return maps;
    }
}
