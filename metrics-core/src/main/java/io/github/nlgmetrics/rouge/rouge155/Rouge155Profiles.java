package io.github.nlgmetrics.rouge.rouge155;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profile;
import io.github.nlgmetrics.ProfileProvider;
import io.github.nlgmetrics.Quirk;
import io.github.nlgmetrics.rouge.RougeFamily;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The ROUGE-1.5.5 profile, {@code rouge155:rouge}: the script configured by its own command-line
 * flags ({@code flags}, parsed by {@link Rouge155Flags}; no flags: {@link Rouge155Options#defaults()})
 * and, for {@code -m}, {@code -M} and {@code -s}, its data directory ({@code data_dir}, else the
 * {@code -e DIR} among the flags). The metric is {@link Rouge155}: its corpus score holds the
 * script's averages, as it prints them.
 */
public final class Rouge155Profiles implements ProfileProvider {
    /**
     * The script's scoring flags as one string ({@code -n 4 -w 1.2 -2 4 -u -c 95 -r 1000 -f A -p 0.5 -t 0})
     * or a list of arguments. Flags about running the script on files (a configuration file, {@code -z},
     * {@code -h}) are rejected; {@code -a} and {@code -e DIR} are accepted.
     */
    public static final Option<Rouge155Flags> FLAGS = Option.of("flags", List.of("--flags"), Rouge155Flags.parse(""),
            Rouge155Profiles::flags, "ROUGE-1.5.5.pl's flags, e.g. '-n 4 -w 1.2 -2 4 -u -c 95 -r 1000 -f A -p 0.5'");
    /**
     * The data directory ({@code WordNet-2.0.exc.db} or {@code WordNet-2.0-exceptions.tsv}, {@code smart_common_words.txt}): a
     * path, or an already loaded {@link Rouge155Data}. Needed for {@code -m}, {@code -M}, {@code -s}.
     */
    public static final Option<Rouge155Data> DATA_DIR = Option.of("data_dir", List.of("--rouge-data"), null,
            raw -> raw instanceof Rouge155Data d ? d : Rouge155Data.load(Path.of(raw.toString())),
            "ROUGE-1.5.5 data directory (stemming and stop words)");

    /** ROUGE-1.5.5.pl. */
    public static final Profile ROUGE155 = Profile.builder("rouge155:rouge")
            .description("ROUGE-N/L/W/S/SU as ROUGE-1.5.5.pl computes and prints them (Lin 2004)")
            .options(List.of(FLAGS, DATA_DIR))
            .family(RougeFamily.INSTANCE, List.of(
                    Quirk.fixed(RougeFamily.TOKENIZER, "rouge155",
                            "reads bytes: A-Z lower-cased, every byte outside [A-Za-z0-9] separates words"),
                    Quirk.of(RougeFamily.STEMMER, v -> v.get(FLAGS).options().stem()
                            || v.get(FLAGS).options().stemModels() ? null : "none",
                            "-m: its own Porter stemmer with WordNet exceptions (cannot be switched; off by default)"),
                    Quirk.of(RougeFamily.STOPWORDS, v -> v.get(FLAGS).options().removeStopwords() ? null : "keep",
                            "-s removes the SMART stop words (cannot be switched; off by default)"),
                    Quirk.of(RougeFamily.TRUNCATION, v -> v.get(FLAGS).options().lengthLimit() != 0
                            || v.get(FLAGS).options().byteLimit() != 0 ? null : "none",
                            "-l/-b cut summaries (cannot be switched; off by default)"),
                    Quirk.of(RougeFamily.MEASURE, v -> v.get(FLAGS).options().maxNgram() >= 1 ? "rouge1" : null,
                            "the first block: ROUGE-1 with -n, else ROUGE-L (an LCS measure: cannot be switched)"),
                    Quirk.of(RougeFamily.MULTI_REFERENCE, v -> v.get(FLAGS).options().bestModel() ? "best-model"
                            : "sum-over-models", "-f A: hits and counts summed over the models; -f B: the best model"),
                    Quirk.of(RougeFamily.F_MEASURE, v -> "alpha:" + v.get(FLAGS).options().alpha(),
                            "-p: F = P·R/((1-α)·P + α·R), α 0.5 by default"),
                    Quirk.of(RougeFamily.ROUNDING, v -> v.get(FLAGS).options().countMode() == 0 ? "5-decimals" : null,
                            "each evaluation's R and P rounded to 5 decimals, F from them, rounded"),
                    Quirk.of(RougeFamily.AGGREGATION, v -> v.get(FLAGS).options().countMode() == 0
                            ? "rouge155-bootstrap:" + v.get(FLAGS).options().resamples() : null,
                            "the mean of -r bootstrap resample means (Perl srand(i)), printed to 5 decimals")))
            .build(v -> {
                Rouge155Flags f = v.get(FLAGS);
                Rouge155Data data = v.get(DATA_DIR);
                if (data == null && f.dataDir() != null && f.options().needsData()) {
                    data = Rouge155Data.load(Path.of(f.dataDir()));
                }
                return Rouge155.rouge155(f.options(), data);
            });

    @Override
    public List<Profile> profiles() {
        return List.of(ROUGE155);
    }

    private static Rouge155Flags flags(Object raw) {
        Rouge155Flags f;
        if (raw instanceof List<?> list) {
            List<String> argv = new ArrayList<>();
            list.forEach(o -> argv.add(String.valueOf(o)));
            f = Rouge155Flags.parse(argv);
        } else {
            f = Rouge155Flags.parse(raw.toString());
        }
        if (!f.arguments().isEmpty() || f.fileListFormat() != null || f.usage()) {
            throw new IllegalArgumentException("flags: only scoring flags, not a configuration file, -z or -h: '"
                    + raw + "'");
        }
        return f;
    }
}
