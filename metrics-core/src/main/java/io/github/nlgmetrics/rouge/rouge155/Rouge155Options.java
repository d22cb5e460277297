package io.github.nlgmetrics.rouge.rouge155;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ROUGE-1.5.5.pl's command line, parsed as its {@code getopts('ahHb:c:de:f:l:mMn:p:st:r:2:3:w:uUvxz:')}
 * does (bundled flags {@code -am}, values glued {@code -n4} or separate {@code -n 4}, a value may
 * start with a dash as in {@code -2 -1}, {@code --} ends the options), with the script's
 * defaults and checks. Values that the script prints ({@code -c}, {@code -w}, {@code -2}) keep
 * the user's spelling, since the script prints them as typed ({@code ROUGE-W-1.2}).
 *
 * <p>Extensions: {@code --rouge-data DIR} (same as {@code -e DIR}), {@code --help} (same as {@code -h}). Unsupported, with a clear
 * error: {@code -3} (basic elements), {@code -v} (debug dump), {@code -m} with {@code -M}, unknown
 * letters (the script only warns about those).
 */
public final class Rouge155Options {
    private static final String SPEC = "ahHb:c:de:f:l:mMn:p:st:r:2:3:w:uUvxz:";

    private final Map<Character, String> values;
    /** Positional arguments: the configuration file and optional system ID. */
    private final List<String> arguments;

    private Rouge155Options(Map<Character, String> values, List<String> arguments) {
        this.values = values;
        this.arguments = List.copyOf(arguments);
        validate();
    }

    /** Parses a ROUGE-1.5.5 command line (without the script name). */
    public static Rouge155Options parse(List<String> argv) {
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
        return new Rouge155Options(values, positional);
    }

    /** Parses a ROUGE-1.5.5 command line given as one string split on spaces (golden {@code flags}). */
    public static Rouge155Options parse(String flags) {
        List<String> argv = new ArrayList<>();
        for (String s : flags.trim().split("\\s+")) {
            if (!s.isEmpty()) {
                argv.add(s);
            }
        }
        return parse(argv);
    }

    private void validate() {
        if (has('3')) {
            throw new IllegalArgumentException("-3 (basic elements, ROUGE-BE) is not supported");
        }
        if (has('v')) {
            throw new IllegalArgumentException("-v (debug dump) is not supported");
        }
        if (has('m') && has('M')) {
            // The script implements -M by setting and then UNSETTING the global $opt_m, so with -m
            // it silently turns stemming off part-way through a run; we refuse rather than mimic it.
            throw new IllegalArgumentException("-m together with -M is not supported (ROUGE-1.5.5 switches "
                    + "stemming off mid-run in that case); use one of them");
        }
        if (has('l') && has('b')) {
            throw new IllegalArgumentException("Please specify length limit in words or bytes but not both.");
        }
        double c = confidence();
        if (c < 0 || c > 100) {
            throw new IllegalArgumentException(
                    "Confidence interval should be within 0 and 100. Use option -h for more details.");
        }
        if (has('w') && !(number('w') > 0)) {
            throw new IllegalArgumentException("ROUGE-W weight factor must greater than 0.");
        }
        double a = alpha();
        if (a < 0 || a > 1) {
            throw new IllegalArgumentException(
                    "Relative importance of ROUGE recall and precision has to be between 0 and 1 inclusively.");
        }
        if (resamples() < 1) {
            throw new IllegalArgumentException("-r (number of bootstrap samples) must be at least 1: "
                    + values.get('r'));
        }
        if (lengthLimit() < 0 || byteLimit() < 0) {
            throw new IllegalArgumentException("-l/-b must not be negative");
        }
        if (maxNgram() < 0) {
            throw new IllegalArgumentException("-n must not be negative: " + values.get('n'));
        }
        if (has('2')) {
            number('2');
        }
    }

    private boolean has(char c) {
        return values.containsKey(c);
    }

    private double number(char c) {
        String v = values.get(c);
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option -" + c + " needs a number: " + v);
        }
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

    /** {@code -a}: evaluate every system (ignored with {@code -z}, as in the script). */
    public boolean allSystems() {
        return has('a') && !has('z');
    }

    /** {@code -d}: per-evaluation lines. */
    public boolean perEval() {
        return has('d');
    }

    /** {@code -e DIR} or {@code --rouge-data DIR}; null when not given. */
    public String dataDir() {
        return values.get('e');
    }

    /** {@code -m}: stem peers and models. */
    public boolean stem() {
        return has('m');
    }

    /** {@code -M}: stem models only (where the script honours it: not ROUGE-N, not ROUGE-W's LCS). */
    public boolean stemModels() {
        return has('M');
    }

    /** {@code -s}: remove stop words. */
    public boolean removeStopwords() {
        return has('s');
    }

    /** {@code -n}: highest ROUGE-N order, 0 when absent. */
    public int maxNgram() {
        return integer('n', 0);
    }

    /** {@code -x}: no ROUGE-L. */
    public boolean noLcs() {
        return has('x');
    }

    /** {@code -w}: the WLCS weight as typed, or null. */
    public String weightText() {
        return values.get('w');
    }

    public double weight() {
        return number('w');
    }

    /** {@code -2}: the skip distance as typed, or null. */
    public String skipText() {
        return values.get('2');
    }

    public double skipDistance() {
        return number('2');
    }

    /** {@code -u}. */
    public boolean skipUnigrams() {
        return has('u');
    }

    /** {@code -U}. */
    public boolean skipBoth() {
        return has('U');
    }

    /** {@code -l}: word limit (0 = none). */
    public int lengthLimit() {
        return integer('l', 0);
    }

    /** {@code -b}: byte limit (0 = none). */
    public int byteLimit() {
        return integer('b', 0);
    }

    /** {@code -f}: "A" (model average, also for any other value) or "B" (best model). */
    public boolean bestModel() {
        return "B".equals(values.get('f'));
    }

    /** {@code -p}: alpha, 0.5 by default. */
    public double alpha() {
        return has('p') ? number('p') : 0.5;
    }

    /** {@code -c} as typed ("95" by default), printed in every average line. */
    public String confidenceText() {
        return values.getOrDefault('c', "95");
    }

    public double confidence() {
        return has('c') ? number('c') : 95;
    }

    /** {@code -r}: number of bootstrap resamples, 1000 by default. */
    public int resamples() {
        return integer('r', 1000);
    }

    /** {@code -t}: 1 or 2 (counting by token); 0 for anything else, as the script treats it. */
    public int countMode() {
        if (!has('t')) {
            return 0;
        }
        double t = number('t');
        return t == 1 ? 1 : t == 2 ? 2 : 0;
    }

    /** {@code -z FORMAT}: the configuration is a file list in that format; null otherwise. */
    public String fileListFormat() {
        return values.get('z');
    }
}
