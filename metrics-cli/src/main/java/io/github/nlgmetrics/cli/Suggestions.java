package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.wer.LevenshteinAligner;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import picocli.CommandLine;

/**
 * "Did you mean": the known command or option nearest to a mistyped one, by Levenshtein distance
 * over code points ({@link LevenshteinAligner#plainDistance}, the kernel the WER metrics use). A name
 * is suggested when it is at most a third of the typed length away (at least 1, at most 3 edits)
 * or when the typed text is a prefix of exactly one name; otherwise nothing is suggested.
 */
final class Suggestions {
    private Suggestions() {
    }

    /**
     * The hint to append to {@code ex}'s message ({@code " (did you mean --width?)"}), or an empty
     * string: for an unknown option, the options of the command that failed; for an unknown first
     * argument of a command with subcommands, its subcommands.
     */
    static String hint(CommandLine.ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()) {
            return "";
        }
        String typed = u.getUnmatched().get(0);
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
            int[] b = name.codePoints().toArray();
            int d = LevenshteinAligner.plainDistance(a, a.length, b, b.length);
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
}
