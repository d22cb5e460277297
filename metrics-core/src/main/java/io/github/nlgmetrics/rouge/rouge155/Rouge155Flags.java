package io.github.nlgmetrics.rouge.rouge155;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ROUGE-1.5.5.pl's command line, parsed as its {@code getopts('ahHb:c:de:f:l:mMn:p:st:r:2:3:w:uUvxz:')}
 * does (bundled flags {@code -am}, values glued {@code -n4} or separate {@code -n 4}, a value may
 * start with a dash as in {@code -2 -1}, {@code --} ends the options), with the script's checks:
 * the scoring flags become {@link #options()} (a {@link Rouge155Options}, starting from its
 * defaults), the rest says how to run the script ({@link #arguments()}, {@code -a}, {@code -z},
 * {@code -e}, {@code -h}). Values that the script prints ({@code -c}, {@code -w}, {@code -2}) keep
 * the user's spelling.
 *
 * <p>Extensions: {@code --rouge-data DIR} (same as {@code -e DIR}), {@code --help} (same as {@code -h}).
 * Unsupported, with a clear error: {@code -3} (basic elements), {@code -v} (debug dump), {@code -m}
 * with {@code -M}, unknown letters (the script only warns about those).
 */
public final class Rouge155Flags {
    private static final String SPEC = "ahHb:c:de:f:l:mMn:p:st:r:2:3:w:uUvxz:";

    private final List<String> argv;
    private final Map<Character, String> values;
    /** Positional arguments: the configuration file and optional system ID. */
    private final List<String> arguments;
    private final Rouge155Options options;

    private Rouge155Flags(List<String> argv, Map<Character, String> values, List<String> arguments) {
        this.argv = List.copyOf(argv);
        this.values = values;
        this.arguments = List.copyOf(arguments);
        this.options = scoringOptions();
    }

    /** Parses a ROUGE-1.5.5 command line (without the script name). */
    public static Rouge155Flags parse(List<String> argv) {
        Map<Character, String> values = new HashMap<>();
        List<String> rest = new ArrayList<>(argv);
        List<String> positional = new ArrayList<>();
        while (!rest.isEmpty()) {
            String arg = rest.get(0);
            if (arg.equals("--rouge-data") || arg.startsWith("--rouge-data=")) {
                rest.remove(0);
                String dir;
                if (arg.startsWith("--rouge-data=")) {
                    dir = arg.substring("--rouge-data=".length());
                } else {
                    if (rest.isEmpty()) {
                        throw new IllegalArgumentException("--rouge-data needs a directory");
                    }
                    dir = rest.remove(0);
                }
                values.put('e', dir);
                continue;
            }
            if (arg.equals("--help")) {
                rest.remove(0);
                values.put('h', "1");
                continue;
            }
            if (!arg.startsWith("-") || arg.length() < 2) {
                break;
            }
            if (arg.equals("--")) {
                rest.remove(0);
                break;
            }
            char first = arg.charAt(1);
            String tail = arg.substring(2);
            int pos = first == ':' ? -1 : SPEC.indexOf(first);
            if (pos < 0) {
                throw new IllegalArgumentException("Unknown option: " + first);
            }
            boolean takesValue = pos + 1 < SPEC.length() && SPEC.charAt(pos + 1) == ':';
            if (takesValue) {
                rest.remove(0);
                String value = tail;
                if (value.isEmpty()) {
                    if (rest.isEmpty()) {
                        throw new IllegalArgumentException("option -" + first + " needs a value");
                    }
                    value = rest.remove(0);
                }
                values.put(first, value);
            } else {
                values.put(first, "1");
                if (tail.isEmpty()) {
                    rest.remove(0);
                } else {
                    rest.set(0, "-" + tail);
                }
            }
        }
        positional.addAll(rest);
        return new Rouge155Flags(argv, values, positional);
    }

    /** Parses a ROUGE-1.5.5 command line given as one string split on spaces (golden {@code flags}). */
    public static Rouge155Flags parse(String flags) {
        List<String> argv = new ArrayList<>();
        for (String s : flags.trim().split("\\s+")) {
            if (!s.isEmpty()) {
                argv.add(s);
            }
        }
        return parse(argv);
    }

    private Rouge155Options scoringOptions() {
        if (has('3')) {
            throw new IllegalArgumentException("-3 (basic elements, ROUGE-BE) is not supported");
        }
        if (has('v')) {
            throw new IllegalArgumentException("-v (debug dump) is not supported");
        }
        if (has('l') && has('b')) {
            throw new IllegalArgumentException("Please specify length limit in words or bytes but not both.");
        }
        Rouge155Options o = Rouge155Options.defaults()
                .withMaxNgram(integer('n', 0))
                .withNoLcs(has('x'))
                .withWeight(values.get('w'))
                .withSkipDistance(values.get('2'))
                .withSkipUnigrams(has('u'))
                .withSkipBoth(has('U'))
                .withStem(has('m'))
                .withStemModels(has('M'))
                .withRemoveStopwords(has('s'))
                .withLengthLimit(integer('l', 0))
                .withByteLimit(integer('b', 0))
                .withBestModel("B".equals(values.get('f')));
        if (has('p')) {
            o = o.withAlpha(Rouge155Options.number("-p", values.get('p')));
        }
        if (has('c')) {
            o = o.withConfidence(values.get('c'));
        }
        if (has('r')) {
            o = o.withResamples(integer('r', 0));
        }
        if (has('t')) {
            // -t 1 or 2 count by token; the script treats anything else as 0.
            double t = Rouge155Options.number("-t", values.get('t'));
            o = o.withCountMode(t == 1 ? 1 : t == 2 ? 2 : 0);
        }
        return o.withPerEval(has('d'));
    }

    private boolean has(char c) {
        return values.containsKey(c);
    }

    private int integer(char c, int dflt) {
        if (!has(c)) {
            return dflt;
        }
        String v = values.get(c).trim();
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option -" + c + " needs an integer: " + v);
        }
    }

    /** Positional arguments (configuration file, then the optional system ID). */
    public List<String> arguments() {
        return arguments;
    }

    /** {@code -h} or {@code -H}: print usage. */
    public boolean usage() {
        return has('h') || has('H');
    }

    /**
     * The system to evaluate, as the script picks it: the second argument; {@code X} with a file
     * list ({@code -z}); {@code null} with {@code -a} (every system). Without any of these the
     * script's own error.
     */
    public String systemId() {
        List<String> a = arguments();
        if (a.size() >= 2) {
            return a.get(1);
        }
        if (fileListFormat() != null) {
            return "X";
        }
        if (!allSystems()) {
            throw new IllegalArgumentException("Please specify a system ID to evaluate or use option '-a' to "
                    + "evaluate all systems. For more information, use option '-h'.");
        }
        return null;
    }

    /** {@code -a}: evaluate every system (ignored with {@code -z}, as in the script). */
    public boolean allSystems() {
        return has('a') && !has('z');
    }

    /** {@code -e DIR} or {@code --rouge-data DIR}; null when not given. */
    public String dataDir() {
        return values.get('e');
    }

    /** The scoring options ({@code -n -x -w -2 -u -U -m -M -s -l -b -f -p -c -r -t -d}). */
    public Rouge155Options options() {
        return options;
    }

    /** {@code -z FORMAT}: the configuration is a file list in that format; null otherwise. */
    public String fileListFormat() {
        return values.get('z');
    }

    /** The command line as given, arguments joined by spaces. */
    @Override
    public String toString() {
        return String.join(" ", argv);
    }
}
