package io.github.nlgmetrics.spark;

import io.github.nlgmetrics.Option;
import io.github.nlgmetrics.Profiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line of {@code nlg-metrics-spark} ({@link SparkScore}), parsed: its own options, and a given profile's
 * own {@code nlg-metrics} flags ({@code --model DIR}, {@code --layer N}, {@code --idf} of the BERTScore profiles),
 * each turned into that profile's option by its keyword name.
 */
final class CommandArgs {
    private CommandArgs() {
    }

    /** Parsed command line. */
    record Args(String master, List<String> profiles, String input, String hyp, String refs, String groupBy,
                Map<String, String> options, Integer width) {
        static Args parse(String[] argv) {
            String master = null;
            String input = null;
            String hyp = "hyp";
            String refs = "refs";
            String groupBy = null;
            Integer width = null;
            List<String> profiles = new ArrayList<>();
            Map<String, String> options = new LinkedHashMap<>();
            List<String> named = profilesNamed(argv);
            for (int i = 0; i < argv.length; i++) {
                String a = argv[i];
                if (a.equals("-h") || a.equals("--help")) {
                    throw new HelpRequested();
                }
                Option<?> declared = OWN_FLAGS.contains(a) ? null : declaredFlag(named, a);
                if (declared != null && declared.flag()) {
                    options.put(declared.key(), "true");
                    continue;
                }
                if (i + 1 >= argv.length) {
                    throw new IllegalArgumentException("missing value after " + a);
                }
                String v = argv[++i];
                if (declared != null) {
                    options.put(declared.key(), v);
                    continue;
                }
                switch (a) {
                    case "--master" -> master = checkedMaster(v);
                    case "--profile" -> profiles.add(v);
                    case "--input" -> input = v;
                    case "--hyp" -> hyp = v;
                    case "--refs" -> refs = v;
                    case "--group-by" -> groupBy = v;
                    case "-w", "--width" -> {
                        try {
                            width = Integer.parseInt(v);
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("-w takes a number of decimals: '" + v + "'");
                        }
                        if (width < 0 || width > 16) {
                            // nlg-metrics's OutputOptions: what a double's printed digits can carry
                            throw new IllegalArgumentException("--width must be between 0 and 16: " + width);
                        }
                    }
                    case "--option" -> {
                        int eq = v.indexOf('=');
                        if (eq <= 0) {
                            throw new IllegalArgumentException("--option takes KEY=VALUE: '" + v + "'");
                        }
                        options.put(v.substring(0, eq), v.substring(eq + 1));
                    }
                    default -> throw new IllegalArgumentException("unknown option '" + a + "' (see --help)");
                }
            }
            if (profiles.isEmpty()) {
                throw new IllegalArgumentException("--profile is required (e.g. sacrebleu:bleu)");
            }
            if (input == null) {
                throw new IllegalArgumentException("--input is required (a .jsonl or .parquet file)");
            }
            return new Args(master, profiles, input, hyp, refs, groupBy, options, width);
        }
    }

    /** The command's own flags, never taken for a profile's. */
    private static final List<String> OWN_FLAGS = List.of("--master", "--profile", "--input", "--hyp", "--refs",
            "--group-by", "-w", "--width", "--option");

    /** The registered profiles named by {@code --profile} in {@code argv} (an unknown one is refused by {@link SparkScore#run}). */
    private static List<String> profilesNamed(String[] argv) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i + 1 < argv.length; i++) {
            if (argv[i].equals("--profile")) {
                String name = argv[++i];
                if (Profiles.all().stream().anyMatch(p -> p.name().equals(name))) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    /**
     * The option a given profile declares under the command-line flag {@code flag} ({@code nlg-metrics}'s own flags
     * for it: {@code --model}, {@code --layer}, {@code --idf}, {@code --batch-size} for BERTScore), or null.
     */
    private static Option<?> declaredFlag(List<String> profiles, String flag) {
        for (String name : profiles) {
            for (Option<?> o : Profiles.byName(name).options()) {
                if (o.flags().contains(flag)) {
                    return o;
                }
            }
        }
        return null;
    }

    /**
     * The master URLs Spark's {@code SparkContext} accepts (its {@code createTaskScheduler}):
     * {@code local}, {@code local[N|*]}, {@code local[N|*, F]}, {@code local-cluster[W, C, M]},
     * {@code spark://HOST:PORT[,HOST:PORT]}, {@code yarn}, {@code k8s://URL}; checked here so that
     * a typo is one line, not Spark's trace.
     */
    static String checkedMaster(String url) {
        if (url.matches("local(\\[(\\d+|\\*)(\\s*,\\s*\\d+)?\\])?")
                || url.matches("local-cluster\\[\\s*\\d+\\s*,\\s*\\d+\\s*,\\s*\\d+\\s*\\]")
                || url.matches("spark://[^\\s/]+:\\d+(,[^\\s/]+:\\d+)*") || url.equals("yarn")
                || url.matches("k8s://\\S+")) {
            return url;
        }
        throw new IllegalArgumentException("--master '" + url + "' is not a Spark master URL (local[N], local[*], "
                + "spark://HOST:PORT, yarn, k8s://URL)");
    }

    /** {@code -h} or {@code --help}: the usage, not an error. */
    static final class HelpRequested extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }
}
