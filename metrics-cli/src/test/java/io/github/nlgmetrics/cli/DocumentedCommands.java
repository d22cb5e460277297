package io.github.nlgmetrics.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shell commands a Markdown page documents, in page order, with the output the page shows after
 * each: what {@link DocumentedShellBlocksTest} runs.
 *
 * <p>Shell blocks are the fenced blocks tagged {@code sh}, {@code bash}, {@code console} or
 * {@code shell} (blocks a page offers to run), the untagged fenced ones whose first line is a
 * command ({@code $ ...}, {@code bin/...}, {@code nlg-metrics ...}, {@code printf ...}, {@code mvn ...}, ...),
 * and the indented (four-space) code blocks whose first line is one. The output a page shows is the
 * lines after a {@code $ } command up to the next one (compared exactly, {@code ...} lines standing
 * for omitted ones), the {@code # } lines right after a command in a tagged block, or the
 * non-command lines after a command in an untagged block (the lines a page picks from a longer
 * output: compared in order). A trailing {@code # exits N} comment gives the exit status a command
 * must end with (0 otherwise, non-zero where the page shows an error line).
 */
final class DocumentedCommands {
    private DocumentedCommands() {
    }

    /**
     * One documented command: where it is, its text (comment stripped, white space folded), the
     * output its page shows (empty: none shown), whether that output is the whole output, the exit
     * status the page gives it, and whether it stands in a block tagged as shell (one a reader runs
     * line by line, so a synopsis does not belong there).
     */
    record Command(String page, int line, String text, List<String> expected, boolean exact, int exit,
            boolean shellBlock) {
        String where() {
            return page + ":" + line + ": " + text;
        }
    }

    /** A page's own input file: {@code printf 'text' > name} (or {@code >>}), the text with printf's escapes. */
    static final Pattern PRINTF = Pattern.compile("^printf '([^'%]*)' (>>?) ([\\w.-]+)$");

    /** A trailing comment that gives the command's exit status: {@code # exits 1: ...}. */
    private static final Pattern EXITS = Pattern.compile("^\\s*#.*\\bexits ([0-9]+)\\b");

    private static final Pattern COMMAND_START = Pattern.compile(
            "^(\\$ |bin/|nlg-metrics |mvn |java |cd |: >|for |/usr/bin/time |time |git |python3 |source |perl |tar |export "
                    + "|alias |printf |chmod |diff |d=|spark-submit |pyspark |metrics-|optimum-cli )");

    /** The first line of an untagged fenced block, or of an indented one, that makes it a shell block. */
    private static final Pattern UNTAGGED_START = Pattern.compile("^(\\$ |bin/|nlg-metrics |mvn |cd |java |printf |optimum-cli )");

    private static final Set<String> SHELL_TAGS = Set.of("sh", "bash", "console", "shell");

    private static final String INDENT = "    ";

    /** The commands of a page's shell blocks, in page order, with the output shown after each. */
    static List<Command> commands(String page, String text) {
        List<Command> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean previousBlank = true;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("```")) {
                String lang = lines[i].substring(3).strip();
                int end = i + 1;
                while (end < lines.length && !lines[end].startsWith("```")) {
                    end++;
                }
                List<String> body = List.of(lines).subList(i + 1, Math.min(end, lines.length));
                String firstLine = body.stream().filter(l -> !l.isBlank()).findFirst().orElse("");
                boolean tagged = SHELL_TAGS.contains(lang);
                if (tagged || lang.isEmpty() && UNTAGGED_START.matcher(firstLine).find()) {
                    block(page, i + 2, body, tagged, out);
                }
                i = end;
                previousBlank = false;
                continue;
            }
            if (previousBlank && lines[i].startsWith(INDENT) && UNTAGGED_START.matcher(lines[i].substring(INDENT.length())).find()) {
                // An indented code block: the lines indented by four spaces (or blank) that follow.
                int end = i;
                List<String> body = new ArrayList<>();
                while (end < lines.length && (lines[end].startsWith(INDENT) || lines[end].isBlank())) {
                    body.add(lines[end].isBlank() ? "" : lines[end].substring(INDENT.length()));
                    end++;
                }
                block(page, i + 1, body, false, out);
                i = end - 1;
                previousBlank = false;
                continue;
            }
            previousBlank = lines[i].isBlank();
        }
        for (Command c : out) {
            while (!c.expected().isEmpty() && c.expected().get(c.expected().size() - 1).isBlank()) {
                c.expected().remove(c.expected().size() - 1);
            }
        }
        return out;
    }

    /** The commands of one block whose first line is line {@code first} of the page. */
    private static void block(String page, int first, List<String> body, boolean tagged, List<Command> out) {
        boolean dollar = body.stream().anyMatch(l -> l.startsWith("$ "));
        Command current = null;
        for (int j = 0; j < body.size(); j++) {
            String l = body.get(j);
            boolean isCommand = dollar ? l.startsWith("$ ")
                    : tagged ? !l.isBlank() && !l.startsWith("#") && !l.startsWith(" ")
                    : COMMAND_START.matcher(l).find();
            if (isCommand) {
                int lineNo = first + j;
                StringBuilder cmd = new StringBuilder(dollar ? l.substring(2) : l);
                while (cmd.toString().endsWith("\\") && j + 1 < body.size()) {
                    cmd.setLength(cmd.length() - 1);
                    cmd.append(' ').append(body.get(++j).strip());
                }
                Matcher here = Pattern.compile("<<'?(\\w+)'?").matcher(cmd);
                if (here.find()) {
                    while (j + 1 < body.size() && !body.get(j + 1).equals(here.group(1))) {
                        j++;
                    }
                    j++;
                }
                String bare = stripComment(cmd.toString());
                Matcher exits = EXITS.matcher(cmd.substring(bare.length()));
                current = new Command(page, lineNo, bare.replaceAll("\\s+", " ").strip(), new ArrayList<>(), dollar,
                        exits.find() ? Integer.parseInt(exits.group(1)) : 0, tagged);
                out.add(current);
            } else if (current != null && dollar) {
                current.expected().add(l);
            } else if (current != null && tagged && l.startsWith("# ") && j > 0 && !body.get(j - 1).isBlank()) {
                current.expected().add(l.substring(2));
            } else if (current != null && !tagged && !l.isBlank()) {
                current.expected().add(l);
            } else {
                current = l.isBlank() ? null : current;
            }
        }
    }

    /** The command without a trailing {@code # comment} (outside quotes). */
    static String stripComment(String cmd) {
        char quote = 0;
        for (int k = 0; k < cmd.length(); k++) {
            char ch = cmd.charAt(k);
            if (quote != 0) {
                quote = ch == quote ? 0 : quote;
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
            } else if (ch == '#' && (k == 0 || Character.isWhitespace(cmd.charAt(k - 1)))) {
                return cmd.substring(0, k);
            }
        }
        return cmd;
    }

    /** The shell words of a command line: single and double quotes, no expansions. */
    static List<String> words(String cmd) {
        List<String> words = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int k = 0; k < cmd.length(); k++) {
            char ch = cmd.charAt(k);
            if (quote != 0) {
                if (ch == quote) {
                    quote = 0;
                } else {
                    w.append(ch);
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                w = w == null ? new StringBuilder() : w;
            } else if (Character.isWhitespace(ch)) {
                if (w != null) {
                    words.add(w.toString());
                    w = null;
                }
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(ch);
            }
        }
        if (w != null) {
            words.add(w.toString());
        }
        return words;
    }

    /** The text printf writes for a format without conversions: its backslash escapes replaced. */
    static String printfEscapes(String format) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < format.length(); k++) {
            char ch = format.charAt(k);
            if (ch == '\\' && k + 1 < format.length()) {
                char e = format.charAt(++k);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case '\\' -> out.append('\\');
                    default -> throw new IllegalArgumentException("a printf escape the test does not read: \\" + e);
                }
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    /** What must vary between builds: the version in a signature; trailing blanks. */
    static String normalise(String line) {
        return line.replaceAll("version:[^|\\s)]+", "version:V").stripTrailing();
    }
}
