package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.Profiles;
import io.github.nlgmetrics.cli.report.Presenter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import picocli.CommandLine;

/**
 * The declaration of one metric command: its name and description, the profile it runs by
 * default and the ones {@code --compat} selects, the width it prints by default and how it prints.
 * Options, defaults and validation come from the profiles ({@link Profile#options()}).
 *
 * @param name the subcommand, e.g. {@code bleu}
 * @param description the {@code --help} text
 * @param profiles {@code --compat} name → profile name; the first is the default
 * @param defaultWidth decimals printed when {@code -w} is absent
 * @param presenters profile name → how it prints (absent: {@link Presenter#SACREBLEU})
 * @param selector the flag that selects the profile ({@code --compat}; {@code --profile} for ROUGE)
 * @param command builds the subcommand from this declaration ({@link MetricCommand#commandLine} unless the
 *                command needs more than the shared pipeline: {@code wer}/{@code cer}'s alignment view,
 *                {@code rouge}'s per-type report)
 */
record MetricCommandSpec(String name, List<String> description, Map<String, String> profiles, int defaultWidth,
                         Map<String, Presenter> presenters, String selector,
                         Function<MetricCommandSpec, CommandLine> command) {

    /** A command whose profiles {@code --compat} selects, run by {@link MetricCommand}. */
    MetricCommandSpec(String name, List<String> description, Map<String, String> profiles, int defaultWidth,
                      Map<String, Presenter> presenters) {
        this(name, description, profiles, defaultWidth, presenters, "--compat", MetricCommand::commandLine);
    }

    /** This declaration run by another command class ({@code command} builds it). */
    MetricCommandSpec withCommand(Function<MetricCommandSpec, CommandLine> value) {
        return new MetricCommandSpec(name, description, profiles, defaultWidth, presenters, selector, value);
    }

    /** The subcommand this declaration makes. */
    CommandLine newCommand() {
        return command.apply(this);
    }

    /** A command with a single profile. */
    static MetricCommandSpec single(String name, String profile, int defaultWidth, String... description) {
        return new MetricCommandSpec(name, List.of(description), Map.of(profile.substring(0, profile.indexOf(':')),
                profile), defaultWidth, Map.of());
    }

    /** The profile selected by {@code name}; an unknown name is an error listing the known ones. */
    Profile profile(String compat) {
        String p = profiles.get(compat);
        if (p == null) {
            throw new IllegalArgumentException(selector + ": unknown " + name.toUpperCase(java.util.Locale.ROOT)
                    + " profile '" + compat + "' (known: "
                    + String.join(", ", profiles.keySet()) + ")");
        }
        return Profiles.byName(p);
    }

    /** The default {@code --compat} name. */
    String defaultCompat() {
        return profiles.keySet().iterator().next();
    }

    Presenter presenter(Profile p) {
        return presenters.getOrDefault(p.name(), Presenter.SACREBLEU);
    }

    /** ROUGE: Google's rouge-score 0.1.2, or Unicode-correct with {@code --profile unicode}. */
    static MetricCommandSpec rouge() {
        Map<String, String> profiles = new LinkedHashMap<>();
        profiles.put("rouge-score", "rouge-score:rouge");
        profiles.put("unicode", "unicode:rouge");
        profiles.put("hf-evaluate", "hf-evaluate:rouge");
        profiles.put("torchmetrics", "torchmetrics:rouge_score");
        return new MetricCommandSpec("rouge", List.of(
                "ROUGE-N, ROUGE-L and ROUGE-Lsum, exactly as Google rouge-score 0.1.2, or Unicode-correct.",
                "The corpus score of each type is the mean of the segments' precision, recall and F.",
                "  --profile hf-evaluate (or --compat hf-evaluate): Hugging Face evaluate's 'rouge': the median F of",
                "  1000 bootstrap resamples (--use-aggregator false: F per segment); give --seed N for a",
                "  reproducible number (np.random.seed(N)); JSON is the returned dict.",
                "  --profile torchmetrics (or --compat torchmetrics): torchmetrics 1.9.0 rouge_score's dict (float32",
                "  means; --rouge-keys, --accumulate best|avg, --use-stemmer); JSON is the returned dict."),
                profiles, 4, Map.of("hf-evaluate:rouge", Presenter.PYTHON_DICT,
                        "torchmetrics:rouge_score", Presenter.PYTHON_DICT), "--profile", RougeCommand::commandLine);
    }

    private static Map<String, String> gleuProfiles() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("nltk", "nltk:gleu");
        m.put("hf-evaluate", "hf-evaluate:google_bleu");
        return m;
    }

    private static Map<String, String> meteorProfiles() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("nltk", "nltk:meteor");
        m.put("meteor15", "meteor15:meteor");
        m.put("hf-evaluate", "hf-evaluate:meteor");
        return m;
    }

    /**
     * {@code wer} / {@code cer}: jiwer 4.0.0 by default (its {@code [H, S, D, I]} in {@code --format json}),
     * torchmetrics 1.9.0 or Hugging Face evaluate with {@code --compat}; printed whole, as Python's repr.
     */
    static MetricCommandSpec errorRate(String name, String torchmetrics, String upper) {
        Map<String, String> profiles = new LinkedHashMap<>();
        profiles.put("jiwer", "jiwer:" + name);
        profiles.put("torchmetrics", "torchmetrics:" + torchmetrics);
        profiles.put("hf-evaluate", "hf-evaluate:" + name);
        if (name.equals("wer")) {
            // torchmetrics' other word measures: jiwer's are in --align's measures block.
            profiles.put("torchmetrics-mer", "torchmetrics:match_error_rate");
            profiles.put("torchmetrics-wil", "torchmetrics:word_information_lost");
            profiles.put("torchmetrics-wip", "torchmetrics:word_information_preserved");
        }
        Map<String, Presenter> presenters = new LinkedHashMap<>();
        profiles.values().forEach(p -> presenters.put(p, Presenter.REPR));
        return new MetricCommandSpec(name, List.of(
                upper + " exactly as jiwer 4.0.0 computes it (wer_default / cer_default transforms, rapidfuzz's"
                        + " alignment;",
                "H/S/D/I in --format json), or as another tool does with --compat:",
                "  torchmetrics  torchmetrics 1.9.0 " + torchmetrics + " (str.split, float32)",
                "  hf-evaluate   Hugging Face evaluate '" + name + "' (sum over pairs; --concatenate-texts)",
                name.equals("wer") ? "  torchmetrics-mer  torchmetrics 1.9.0 match_error_rate (torchmetrics-wil: word_information_lost,"
                        : "",
                name.equals("wer") ? "                torchmetrics-wip: word_information_preserved; str.split, float32)" : "",
                "`nlg-metrics jiwer -r REF -h HYP [-c] [-a] [-g]` is jiwer's own command (-a: the alignment).")
                .stream().filter(l -> !l.isEmpty()).toList(),
                profiles, 4, presenters).withCommand(ErrorRateCommand::commandLine);
    }

    /** {@code bertscore}: the three BERTScore profiles (metrics-bertscore). */
    static MetricCommandSpec bertscore() {
        Map<String, String> profiles = new LinkedHashMap<>();
        profiles.put("bert-score", "bert-score:bertscore");
        profiles.put("hf-evaluate", "hf-evaluate:bertscore");
        profiles.put("torchmetrics", "torchmetrics:bert_score");
        Map<String, Presenter> presenters = new LinkedHashMap<>();
        profiles.values().forEach(p -> presenters.put(p, Presenter.BERTSCORE));
        return new MetricCommandSpec("bertscore", List.of(
                "BERTScore, exactly as bert_score 0.3.13 computes it (greedy cosine matching of one hidden state's",
                "token embeddings; --idf, --rescale-with-baseline, --layer, --all-layers), or with --compat:",
                "  hf-evaluate   Hugging Face evaluate's 'bertscore' (bert_score's BERTScorer; a missing baseline is an error)",
                "  torchmetrics  torchmetrics 1.9.0 bert_score ([CLS]/[SEP] masked, last layer, no truncation, NaN for",
                "                empty text, its ordering quirk)",
                "--model NAME|DIR: a model in $NLG_METRICS_MODELS (default ~/.cache/nlg-metrics/models) or a directory",
                "with an ONNX export and its tokenizer files (docs/bertscore.md); default: the bundled",
                "sentence-transformers/all-MiniLM-L6-v2. Prints bert_score's line: HASH P: R: F1: (means)."),
                profiles, 6, presenters);
    }

    /**
     * Every metric command of {@code nlg-metrics}, in the order {@code --help} lists them; each
     * builds its own subcommand ({@link #newCommand}). A new metric command is one entry here.
     */
    static List<MetricCommandSpec> all() {
        Map<String, String> bleu = new LinkedHashMap<>();
        bleu.put("sacrebleu", "sacrebleu:bleu");
        bleu.put("nltk", "nltk:bleu");
        bleu.put("tf-nmt", "tf-nmt:bleu");
        bleu.put("hf-evaluate", "hf-evaluate:bleu");
        bleu.put("r-sacrebleu", "r-sacrebleu:bleu");
        bleu.put("torchmetrics", "torchmetrics:bleu_score");
        bleu.put("torchmetrics-sacrebleu", "torchmetrics:sacre_bleu_score");
        bleu.put("hf-evaluate-sacrebleu", "hf-evaluate:sacrebleu");
        Map<String, String> chrf = new LinkedHashMap<>();
        chrf.put("sacrebleu", "sacrebleu:chrf");
        chrf.put("hf-evaluate", "hf-evaluate:chrf");
        chrf.put("nltk", "nltk:chrf");
        chrf.put("torchmetrics", "torchmetrics:chrf_score");
        Map<String, String> ter = new LinkedHashMap<>();
        ter.put("sacrebleu", "sacrebleu:ter");
        ter.put("hf-evaluate", "hf-evaluate:ter");
        ter.put("torchmetrics", "torchmetrics:translation_edit_rate");
        return List.of(
                new MetricCommandSpec("bleu", List.of(
                        "BLEU, exactly as sacrebleu 2.6.0 computes it, or as another tool does with --compat:",
                        "  nltk         NLTK 3.8 corpus_bleu/sentence_bleu (pre-tokenized, whitespace split)",
                        "  tf-nmt       tensorflow/nmt compute_bleu (pre-tokenized, whitespace split)",
                        "  hf-evaluate  Hugging Face evaluate 'bleu' (13a tokens + compute_bleu; JSON: the returned dict)",
                        "  r-sacrebleu  R sacRebleu 0.1.2 bleu_corpus_ids (space-separated integer ids)",
                        "  torchmetrics torchmetrics 1.9.0 bleu_score (whitespace split, float32, 0-1)",
                        "  torchmetrics-sacrebleu  torchmetrics 1.9.0 sacre_bleu_score (--tokenize, float32, 0-1)",
                        "  hf-evaluate-sacrebleu   Hugging Face evaluate 'sacrebleu' (sacrebleu's corpus_bleu; JSON: the"
                                + " returned dict)",
                        "Scores print with 1 decimal (sacrebleu) or whole, as Python's repr (the others), unless -w."),
                        bleu, 1, Map.of("nltk:bleu", Presenter.REPR, "tf-nmt:bleu", Presenter.REPR,
                                "hf-evaluate:bleu", Presenter.PYTHON_DICT, "r-sacrebleu:bleu", Presenter.REPR,
                                "torchmetrics:bleu_score", Presenter.PYTHON_DICT,
                                "torchmetrics:sacre_bleu_score", Presenter.PYTHON_DICT,
                                "hf-evaluate:sacrebleu", Presenter.PYTHON_DICT)),
                new MetricCommandSpec("chrf", List.of(
                        "chrF and chrF++, exactly as sacrebleu 2.6.0 computes them, or with --compat:",
                        "  hf-evaluate   Hugging Face evaluate's 'chrf' (same score; JSON: the returned dict)",
                        "  nltk          NLTK 3.8 sentence_chrf / corpus_chrf (one reference, 0-1, printed whole)",
                        "  torchmetrics  torchmetrics 1.9.0 chrf_score (its own chrF, float32, 0-1, printed whole;",
                        "                JSON: {\"score\": ...})"),
                        chrf, 1, Map.of("hf-evaluate:chrf", Presenter.PYTHON_DICT, "nltk:chrf", Presenter.REPR,
                                "torchmetrics:chrf_score", Presenter.PYTHON_DICT)),
                new MetricCommandSpec("ter", List.of(
                        "TER (translation edit rate), exactly as sacrebleu 2.6.0 computes it, or with --compat:",
                        "  hf-evaluate   Hugging Face evaluate's 'ter' (its option names; JSON: the returned dict)",
                        "  torchmetrics  torchmetrics 1.9.0 translation_edit_rate (float32, a 0-1 rate, printed whole;",
                        "                JSON: {\"score\": ...})"),
                        ter, 1, Map.of("hf-evaluate:ter", Presenter.PYTHON_DICT,
                                "torchmetrics:translation_edit_rate", Presenter.PYTHON_DICT)),
                new MetricCommandSpec("meteor", List.of(
                        "METEOR, exactly as NLTK 3.8 meteor_score computes it (lower-case, exact / Porter stem /",
                        "WordNet 3.0 synonym matching, greedy alignment) on whitespace-split lines.",
                        "NLTK has no corpus METEOR: the corpus score is the mean of the segment scores (as HF evaluate).",
                        "  --compat meteor15  METEOR 1.5 as the CMU jar computes it (--flags: the jar's own flags,",
                        "                     e.g. \"-l en -norm -m 'exact stem synonym'\"); corpus = summed statistics.",
                        "                     `nlg-metrics meteor15 TEST REF FLAGS` prints the jar's own output.",
                        "  --compat hf-evaluate  Hugging Face evaluate's 'meteor': NLTK on word_tokenize tokens, mean of",
                        "                     segments; JSON: the returned dict."),
                        meteorProfiles(), 4, Map.of("hf-evaluate:meteor", Presenter.PYTHON_DICT)),
                new MetricCommandSpec("gleu", List.of(
                        "Google-BLEU, exactly as NLTK 3.8 corpus_gleu / sentence_gleu compute it, on whitespace-split lines,",
                        "or with --compat:",
                        "  hf-evaluate  Hugging Face evaluate's 'google_bleu' (Tokenizer13a + corpus_gleu; JSON: the"
                                + " returned dict)"),
                        gleuProfiles(), 4, Map.of("hf-evaluate:google_bleu", Presenter.PYTHON_DICT)),
                single("nist", "nltk:nist", 4,
                        "NIST, exactly as NLTK 3.8 corpus_nist / sentence_nist compute it, on whitespace-split lines."),
                single("ribes", "nltk:ribes", 4,
                        "RIBES, exactly as NLTK 3.8 corpus_ribes / sentence_ribes compute it, on whitespace-split lines."),
                new MetricCommandSpec("eed", List.of(
                        "Extended Edit Distance, exactly as torchmetrics 1.9.0 extended_edit_distance computes it"
                                + " (float32, 0-1,",
                        "lower is better; --eed-language, --eed-alpha, --eed-rho, --eed-deletion, --eed-insertion).",
                        "Printed whole, as Python's repr; --eed-sentence-scores adds each segment's score."),
                        Map.of("torchmetrics", "torchmetrics:extended_edit_distance"), 4,
                        Map.of("torchmetrics:extended_edit_distance", Presenter.REPR)),
                errorRate("wer", "word_error_rate", "WER"),
                errorRate("cer", "char_error_rate", "CER"),
                rouge(),
                bertscore());
    }
}
