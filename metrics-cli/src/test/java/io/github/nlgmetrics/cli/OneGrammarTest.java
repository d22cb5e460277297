package io.github.nlgmetrics.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * One command-line grammar: an option means the same flag on every command and under every
 * {@code --compat}; the reference tools' own names stay as aliases.
 */
class OneGrammarTest extends CommandFixture {
    private static final String HYP = "Hello, world! It's here.\nThe cat sat on the mat .\n";
    private static final String REF = "Hello world. It is here!\nThe cat sat on a mat.\n";

    /** Every alias of an option selects it under every profile of the command, with the same number. */
    @ParameterizedTest(name = "{0} --compat {1}: {2} = {3}")
    @CsvSource({
        "ter, sacrebleu, --no-punct, --ter-no-punct",
        "ter, sacrebleu, --no-punct, --ignore-punct",
        "ter, sacrebleu, --no-punct, --no-punctuation",
        "ter, hf-evaluate, --no-punct, --ignore-punct",
        "ter, hf-evaluate, --no-punct, --ter-no-punct",
        "ter, torchmetrics, --no-punct, --no-punctuation",
        "ter, torchmetrics, --no-punct, --ter-no-punct",
        "ter, sacrebleu, --asian-support, --ter-asian-support",
        "ter, hf-evaluate, --asian-support, --support-zh-ja-chars",
        "ter, torchmetrics, --asian-support, --ter-asian-support",
        "ter, sacrebleu, --normalize, --ter-normalized",
        "ter, torchmetrics, --normalize, --ter-normalized",
        "ter, sacrebleu, --case-sensitive, --ter-case-sensitive",
        "chrf, sacrebleu, --lowercase, --chrf-lowercase",
        "chrf, torchmetrics, --lowercase, --chrf-lowercase",
        "chrf, sacrebleu, --whitespace, --chrf-whitespace",
        "chrf, torchmetrics, --whitespace, --chrf-whitespace",
        "chrf, sacrebleu, --eps-smoothing, --chrf-eps-smoothing",
    })
    void aliasesAreOneOption(String command, String compat, String canonical, String alias) throws Exception {
        CliRun a = run(command, HYP, REF, "--compat", compat, canonical);
        CliRun b = run(command, HYP, REF, "--compat", compat, alias);
        assertEquals(0, a.exitCode(), a.err());
        assertEquals(a.out(), b.out());
        assertEquals(a.err(), b.err());
    }

    @ParameterizedTest(name = "chrf --compat {0}: {1} 2 = {2} 2")
    @CsvSource({
        "sacrebleu, --word-order, --chrf-word-order",
        "sacrebleu, --word-order, --n-word-order",
        "torchmetrics, --word-order, --n-word-order",
        "torchmetrics, --word-order, -cw",
        "nltk, --beta, --chrf-beta",
    })
    void valuedAliasesAreOneOption(String compat, String canonical, String alias) throws Exception {
        String value = canonical.equals("--beta") ? "2" : "2";
        CliRun a = run("chrf", HYP, REF, "--compat", compat, canonical, value);
        CliRun b = run("chrf", HYP, REF, "--compat", compat, alias, value);
        assertEquals(0, a.exitCode(), a.err());
        assertEquals(a.out(), b.out());
    }

    @Test
    void noPunctChangesTheNumberUnderEveryTerProfile() throws Exception {
        for (String compat : List.of("sacrebleu", "hf-evaluate", "torchmetrics")) {
            CliRun plain = run("ter", HYP, REF, "--compat", compat);
            CliRun noPunct = run("ter", HYP, REF, "--compat", compat, "--no-punct");
            assertEquals(0, noPunct.exitCode(), noPunct.err());
            assertNotEquals(plain.out(), noPunct.out(), compat);
        }
    }

    @Test
    void rougeStemmerUnderEveryProfile() throws Exception {
        for (String profile : List.of("rouge-score", "hf-evaluate", "torchmetrics")) {
            CliRun a = run("rouge", HYP, REF, "--profile", profile, "--use-stemmer", "--seed", "1");
            CliRun b = run("rouge", HYP, REF, "--profile", profile, "--stemmer", "--seed", "1");
            assertEquals(a.out(), b.out(), profile);
        }
    }

    /**
     * The property behind the cases above: within a command, options that mean the same thing
     * (one key, or one of the known synonym keys of the references) carry the same flags.
     */
    @Test
    void synonymousOptionsShareTheirFlags() {
        Map<String, String> synonyms = Map.of("ignore_punct", "no_punct", "no_punctuation", "no_punct",
                "support_zh_ja_chars", "asian_support", "normalize", "normalized", "n_char_order", "char_order",
                "n_word_order", "word_order");
        for (MetricCommandSpec command : MetricCommandSpec.all()) {
            Map<String, List<String>> flags = new LinkedHashMap<>();
            for (String compat : command.profiles().keySet()) {
                Profile p = command.profile(compat);
                for (Option<?> o : p.options()) {
                    if (o.flags().isEmpty()) {
                        continue;
                    }
                    String key = synonyms.getOrDefault(o.key(), o.key());
                    List<String> seen = flags.putIfAbsent(key, o.flags());
                    if (seen != null && !(key.equals("lowercase") && command.name().equals("ter"))) {
                        assertEquals(seen, o.flags(), command.name() + " --compat " + compat + ": " + o.key());
                    }
                }
            }
        }
    }
}
