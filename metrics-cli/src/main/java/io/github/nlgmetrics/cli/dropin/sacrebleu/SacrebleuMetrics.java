package io.github.nlgmetrics.cli.dropin.sacrebleu;

import io.github.nlgmetrics.Metric;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.bleu.Bleu;
import io.github.nlgmetrics.cli.SignificanceOptions;
import io.github.nlgmetrics.significance.Significance;
import io.github.nlgmetrics.text.TokenizerSpm;
import io.github.nlgmetrics.text.Tokenizers;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * From sacrebleu's arguments to this library: each {@code -m} metric built from its
 * {@code sacrebleu:*} profile with the options given (BLEU's tokenizer chosen by the target
 * language as sacrebleu does), and the significance engine with sacrebleu's seed.
 */
final class SacrebleuMetrics {
    private SacrebleuMetrics() {
    }

    /** The metric of {@code -m name} from its sacrebleu profile with the command line's options. */
    static Metric<?> metric(String name, SacrebleuArgs a, boolean sentenceLevel, String trgLang,
                            Map<String, String> env, Path baseDir) {
        Map<String, Object> raw = new LinkedHashMap<>();
        switch (name) {
            case "bleu" -> {
                String tok = a.get("bleu_tokenize", null);
                if (tok == null) {
                    tok = "zh".equals(trgLang) ? "zh" : "ja".equals(trgLang) ? "ja-mecab"
                            : "ko".equals(trgLang) ? "ko-mecab" : "13a";
                }
                // MeCab runs when a module registers it (metrics-ja: ja-mecab); else one line
                if (List.of("ja-mecab", "ko-mecab").contains(tok) && !Tokenizers.names().contains(tok)) {
                    throw new SacrebleuCommand.Exit(1, "tokenizer '" + tok + "' is not available here (it needs "
                            + "MeCab and its dictionary); use 13a, intl, zh, char, none, spm, flores101, flores200"
                            + " or spBLEU-1K");
                }
                if (TokenizerSpm.isName(tok)) {
                    raw.put("spm_model", spmModel(tok, env, baseDir).toString());
                }
                raw.put("tokenize", tok);
                raw.put("smooth_method", a.get("bleu_smooth_method", "exp"));
                raw.put("smooth_value", a.get("bleu_smooth_value", null));
                raw.put("lowercase", a.flag("bleu_lowercase"));
                raw.put("effective_order", sentenceLevel);
            }
            case "chrf" -> {
                raw.put("char_order", a.get("chrf_char_order", null));
                raw.put("word_order", a.get("chrf_word_order", null));
                raw.put("beta", a.get("chrf_beta", null));
                raw.put("whitespace", a.flag("chrf_whitespace"));
                raw.put("lowercase", a.flag("chrf_lowercase"));
                raw.put("eps_smoothing", a.flag("chrf_eps_smoothing"));
            }
            default -> {
                raw.put("case_sensitive", a.flag("ter_case_sensitive"));
                raw.put("asian_support", a.flag("ter_asian_support"));
                raw.put("no_punct", a.flag("ter_no_punct"));
                raw.put("normalized", a.flag("ter_normalized"));
            }
        }
        raw.replaceAll((k, v) -> v instanceof BigInteger b ? b.toString() : v);
        Profile profile = Profiles.byName("sacrebleu:" + name);
        return profile.metric(raw);
    }

    /**
     * The SentencePiece model sacrebleu would load, {@code $SACREBLEU/models/FILE} (relative to the
     * command's folder, as Python resolves it against its working directory); sacrebleu downloads a
     * missing file, here it is an error (exit 1, as sacrebleu's failed download is).
     */
    private static Path spmModel(String tok, Map<String, String> env, Path baseDir) {
        Path model = baseDir.resolve(TokenizerSpm.defaultModel(tok, env));
        String notAFile = TokenizerSpm.notAFile(model);
        if (notAFile != null) {
            throw new SacrebleuCommand.Exit(1, "tokenizer '" + tok + "': SentencePiece model " + model + " is "
                    + notAFile + ", not a model file (it exists, so sacrebleu would not download it either:"
                    + " replace it with the model file)");
        }
        if (!Files.isRegularFile(model)) {
            throw new SacrebleuCommand.Exit(1, "tokenizer '" + tok + "': SentencePiece model not found: " + model
                    + " (sacrebleu downloads it from " + TokenizerSpm.url(tok) + "; nothing is downloaded here:"
                    + " put the file there, or point SACREBLEU at the folder holding models/)");
        }
        return model;
    }

    /** sacrebleu's warning about tokenized input, its three lines as its logger prints them. */
    private static final List<String> TOKENIZED = List.of(
            "That's 100 lines that end in a tokenized period ('.')",
            "It looks like you forgot to detokenize your test data, which may hurt your score.",
            "If you insist your data is detokenized, or don't care, you can suppress this message with the `force`"
                    + " parameter.");

    /**
     * sacrebleu 2.6.0's warning when BLEU scores a system of which 100 or more lines end in a tokenized period
     * ({@code " ."}): three lines on {@code err} through its logger, {@code sacreBLEU: } before each (the
     * command's {@code basicConfig} format), bare with {@code -q} (Python's last-resort handler); none for the
     * other metrics or with {@code --force} (BLEU's {@code force}). Called where sacrebleu extracts a system's
     * corpus statistics, so once per system (a sentence is scored alone at sentence level: never there).
     */
    static void warnIfTokenized(Metric<?> metric, List<String> hypotheses, SacrebleuArgs a, PrintStream err) {
        if (!(metric instanceof Bleu) || a.flag("bleu_force")) {
            return;
        }
        int tokenized = 0;
        for (String h : hypotheses) {
            if (h.endsWith(" .")) {
                tokenized++;
            }
        }
        if (tokenized >= 100) {
            String prefix = a.flag("quiet") ? "" : "sacreBLEU: ";
            TOKENIZED.forEach(line -> err.println(prefix + line));
            err.flush();
        }
    }

    /** The significance engine, seeded from {@code --seed}'s absence: {@code SACREBLEU_SEED}, else 12345. */
    static Significance significance(Map<String, String> env) {
        return new SignificanceOptions().engine(env);
    }
}
