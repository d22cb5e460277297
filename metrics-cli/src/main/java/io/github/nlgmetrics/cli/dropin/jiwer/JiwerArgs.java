package io.github.nlgmetrics.cli.dropin.jiwer;

import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of jiwer 4.0.0's {@code jiwer} command, parsed with click's grammar: {@code -r/--reference
 * PATH} and {@code -h/--hypothesis PATH} (required; {@code -h} is NOT help), the flags {@code -c/--cer},
 * {@code -a/--align}, {@code -g/--global}, {@code --help}; short flags combine ({@code -ac}), a value may
 * be attached ({@code -rREF}, {@code --reference=REF}), the last repetition wins, {@code --} ends the
 * options; a stray argument, an unknown option or a missing required one is a usage error (click: exit 2).
 * One option of ours, in click's manner: {@code --format text|json} (long form only; jiwer has none).
 */
final class JiwerArgs {
    /** A click usage error: exit 2, its message after {@code Error: }. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    /** {@code -r}: the reference file. */
    String reference;
    String hypothesis;
    boolean cer;
    boolean align;
    boolean global;
    boolean help;
    /** {@code --format json}: jiwer's dict as JSON instead of its printed output (ours, not jiwer's). */
    boolean json;

    /** The arguments of {@code argv}; a usage error as click reports it. */
    static JiwerArgs parse(List<String> argv) throws UsageException {
        JiwerArgs a = new JiwerArgs();
        List<String> extra = new ArrayList<>();
        boolean options = true;
        for (int i = 0; i < argv.size(); i++) {
            String s = argv.get(i);
            if (options && s.equals("--")) {
                options = false;
            } else if (options && s.startsWith("--")) {
                int eq = s.indexOf('=');
                String name = eq < 0 ? s : s.substring(0, eq);
                switch (name) {
                    case "--reference", "--hypothesis", "--format" -> {
                        String v;
                        if (eq >= 0) {
                            v = s.substring(eq + 1);
                        } else if (i + 1 < argv.size()) {
                            v = argv.get(++i);
                        } else {
                            throw new UsageException("Option '" + name + "' requires an argument.");
                        }
                        if (name.equals("--reference")) {
                            a.reference = v;
                        } else if (name.equals("--hypothesis")) {
                            a.hypothesis = v;
                        } else if (v.equals("text") || v.equals("json")) {
                            a.json = v.equals("json");
                        } else {
                            throw new UsageException("Invalid value for '--format': '" + v
                                    + "' is not one of 'text', 'json'.");
                        }
                    }
                    case "--cer", "--align", "--global", "--help" -> {
                        if (eq >= 0) {
                            throw new UsageException("Option '" + name + "' does not take a value.");
                        }
                        switch (name) {
                            case "--cer" -> a.cer = true;
                            case "--align" -> a.align = true;
                            case "--global" -> a.global = true;
                            default -> a.help = true;
                        }
                    }
                    default -> throw new UsageException("No such option: " + name);
                }
            } else if (options && s.startsWith("-") && s.length() > 1) {
                for (int k = 1; k < s.length(); k++) {
                    char f = s.charAt(k);
                    if (f == 'r' || f == 'h') {
                        String v;
                        if (k + 1 < s.length()) {
                            v = s.substring(k + 1);
                        } else if (i + 1 < argv.size()) {
                            v = argv.get(++i);
                        } else {
                            throw new UsageException("Option '-" + f + "' requires an argument.");
                        }
                        if (f == 'r') {
                            a.reference = v;
                        } else {
                            a.hypothesis = v;
                        }
                        break;
                    }
                    switch (f) {
                        case 'c' -> a.cer = true;
                        case 'a' -> a.align = true;
                        case 'g' -> a.global = true;
                        default -> throw new UsageException("No such option: -" + f);
                    }
                }
            } else {
                extra.add(s);
            }
        }
        if (a.help) {
            return a;
        }
        if (!extra.isEmpty()) {
            throw new UsageException("Got unexpected extra argument" + (extra.size() > 1 ? "s" : "") + " ("
                    + String.join(" ", extra) + ")");
        }
        if (a.reference == null) {
            throw new UsageException("Missing option '-r' / '--reference'.");
        }
        if (a.hypothesis == null) {
            throw new UsageException("Missing option '-h' / '--hypothesis'.");
        }
        return a;
    }
}
