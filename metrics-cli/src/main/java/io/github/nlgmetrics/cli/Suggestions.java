package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.cli.input.TerminalText;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import picocli.CommandLine;

/**
 * "Did you mean": the known command or option nearest to a mistyped one, by the number of edits over
 * code points, two neighbours swapped counting as one ({@link #distance}). A name
 * is suggested when it is at most a third of the typed length away (at least 1, at most 3 edits)
 * or when the typed text is a prefix of exactly one name; otherwise nothing is suggested.
 */
final class Suggestions {
    private Suggestions() {
    }

    /**
     * The message of {@code ex} on one line, with the hint: picocli's own message, except that an
     * option typo after an option of several values ({@code -i FILE --widht 3}), which picocli reports as
     * {@code Unknown option: '--widht'; Expected parameter for option '--input' but found '--widht'}, is
     * the unknown option alone, as anywhere else.
     */
    static String line(CommandLine.ParameterException ex) {
        String message = ex.getMessage().strip();
        java.util.regex.Matcher m = UNKNOWN_THEN_EXPECTED.matcher(message);
        if (m.matches()) {
            return TerminalText.escape("Unknown option: '" + m.group(1) + "'") + hint(ex, m.group(1));
        }
        return TerminalText.escape(message) + hint(ex, null);
    }

    /** picocli's message for an unknown option met where an option's value was expected. */
    private static final java.util.regex.Pattern UNKNOWN_THEN_EXPECTED = java.util.regex.Pattern.compile(
            "Unknown option: '([^']*)'; Expected parameter for option '[^']*' but found '\\1'", java.util.regex.Pattern.DOTALL);

    /**
     * The hint to append to {@code ex}'s message ({@code " (did you mean --width?)"}), or an empty
     * string: for an unknown option ({@code unknownOption}, or the first argument picocli could not
     * match), the options of the command that failed; for an unknown first argument of a command with
     * subcommands, its subcommands.
     */
    private static String hint(CommandLine.ParameterException ex, String unknownOption) {
        String typed;
        if (unknownOption != null) {
            typed = unknownOption;
        } else if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            typed = u.getUnmatched().get(0);
        } else {
            return "";
        }
        CommandLine.Model.CommandSpec spec = ex.getCommandLine().getCommandSpec();
        Collection<String> known = typed.startsWith("-") ? spec.optionsMap().keySet()
                : spec.subcommands().keySet();
        List<String> nearest = nearest(typed.contains("=") && typed.startsWith("-")
                ? typed.substring(0, typed.indexOf('=')) : typed, known);
        return nearest.isEmpty() ? "" : " (did you mean " + String.join(" or ", nearest) + "?)";
    }

    /** The names of {@code known} nearest to {@code typed} within the limit, in their order; at most three. */
    static List<String> nearest(String typed, Collection<String> known) {
        int[] a = typed.codePoints().toArray();
        int limit = Math.min(3, Math.max(1, a.length / 3));
        int best = Integer.MAX_VALUE;
        List<String> found = new ArrayList<>();
        for (String name : known) {
            if (name.equals(typed)) {
                continue;
            }
            int d = distance(a, name.codePoints().toArray());
            if (d > limit) {
                continue;
            }
            if (d < best) {
                best = d;
                found.clear();
            }
            if (d == best && found.size() < 3) {
                found.add(name);
            }
        }
        if (found.isEmpty() && typed.length() >= 3) {
            for (String name : known) {
                if (name.startsWith(typed)) {
                    found.add(name);
                }
            }
            if (found.size() != 1) {
                found.clear();
            }
        }
        return found;
    }

    /**
     * The edits between {@code a} and {@code b}, two neighbours swapped counting as one (the optimal
     * string alignment distance): {@code blue} is one edit from {@code bleu}, as a typist sees it, where
     * Levenshtein's distance counts two, more than a four-letter word allows.
     */
    static int distance(int[] a, int[] b) {
        int[][] d = new int[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length; i++) {
            for (int j = 1; j <= b.length; j++) {
                int cost = a[i - 1] == b[j - 1] ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length][b.length];
    }
}
