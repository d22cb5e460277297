package io.github.nlgmetrics.meteor.meteor15;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

/**
 * The METEOR 1.5 jar's command-line options after the two file names: the scoring configuration
 * plus how the jar runs ({@code -r N} references per segment in the reference file, {@code -stdio},
 * output variants {@code -q}, {@code -ssOut}, {@code -vOut}).
 *
 * <p>Accepted: {@code -l en|english}, {@code -t TASK}, {@code -p 'a b g d'}, {@code -m 'MODULES'},
 * {@code -w 'WEIGHTS'}, {@code -r N}, {@code -x BEAM}, {@code -a PARAPHRASE_FILE}, {@code -ch},
 * {@code -norm}, {@code -lower}, {@code -noPunct}, {@code -stdio} (or {@code -mira}), {@code -q},
 * {@code -ssOut}, {@code -vOut}. Other languages, SGML input, alternative resource files
 * ({@code -e -s -d -new}) and {@code -writeAlignments} are rejected with an
 * IllegalArgumentException naming the flag. As in the jar, options apply in a fixed order
 * whatever their order on the line: language, task, parameters, weights, modules, beam,
 * normalization, {@code -ch}.
 *
 * @param config   the scoring configuration
 * @param refCount references per segment in file mode ({@code -r}, 1)
 * @param stdio    the {@code -stdio} protocol instead of files
 * @param quiet    {@code -q}: segment scores on stderr, only the final score on stdout
 * @param ssOut    {@code -ssOut}: print segment statistics instead of scores
 * @param vOut     {@code -vOut}: segment precision, recall, penalty and score
 */
public record Meteor15Flags(Meteor15Config config, int refCount, boolean stdio, boolean quiet, boolean ssOut,
                            boolean vOut) {

    /** Validates. */
    public Meteor15Flags {
        if (refCount < 1) {
            throw new IllegalArgumentException("-r must be at least 1: " + refCount);
        }
    }

    /** Parses a command line given as one string, split with POSIX shell quoting rules. */
    public static Meteor15Flags parse(String flags) {
        return parse(shellSplit(flags));
    }

    /** Parses the arguments that follow {@code TEST REF} on the jar's command line. */
    public static Meteor15Flags parse(List<String> args) {
        String language = null;
        String task = null;
        String parameters = null;
        String modules = null;
        String weights = null;
        String refCount = null;
        String beam = null;
        String paraFile = null;
        boolean ch = false;
        boolean norm = false;
        boolean lower = false;
        boolean noPunct = false;
        boolean stdio = false;
        boolean quiet = false;
        boolean ssOut = false;
        boolean vOut = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-l", "-t", "-p", "-m", "-w", "-r", "-x", "-a" -> {
                    if (i + 1 >= args.size()) {
                        throw new IllegalArgumentException("option " + a + " needs a value");
                    }
                    String v = args.get(++i);
                    switch (a) {
                        case "-l" -> language = v;
                        case "-t" -> task = v;
                        case "-p" -> parameters = v;
                        case "-m" -> modules = v;
                        case "-w" -> weights = v;
                        case "-r" -> refCount = v;
                        case "-x" -> beam = v;
                        default -> paraFile = v;
                    }
                }
                case "-ch" -> ch = true;
                case "-norm" -> norm = true;
                case "-lower" -> lower = true;
                case "-noPunct" -> noPunct = true;
                case "-stdio", "-mira" -> stdio = true;
                case "-q" -> quiet = true;
                case "-ssOut" -> ssOut = true;
                case "-vOut" -> vOut = true;
                default -> throw new IllegalArgumentException("Unknown option \"" + a + "\"");
            }
        }
        if (language != null && !language.equalsIgnoreCase("en") && !language.equalsIgnoreCase("english")) {
            throw new IllegalArgumentException("only English (-l en) is implemented: " + language);
        }
        if (parameters != null) {
            task = "custom (" + parameters + ")";
        }
        Meteor15Config c = task == null ? Meteor15Config.english() : Meteor15Config.task(task);
        if (parameters != null) {
            double[] p = numbers("-p", parameters);
            if (p.length < 4) {
                throw new IllegalArgumentException("-p needs four numbers (alpha beta gamma delta): " + parameters);
            }
            c = c.withParameters(p[0], p[1], p[2], p[3]);
        }
        if (weights != null) {
            List<Double> w = new ArrayList<>();
            for (double d : numbers("-w", weights)) {
                w.add(d);
            }
            c = c.withWeights(w);
        }
        if (modules != null) {
            List<Meteor15Config.Module> mods = new ArrayList<>();
            StringTokenizer tok = new StringTokenizer(modules);
            while (tok.hasMoreTokens()) {
                mods.add(Meteor15Config.Module.byName(tok.nextToken()));
            }
            c = c.withModules(mods);
        }
        if (beam != null) {
            c = c.withBeamSize(integer("-x", beam));
        }
        if (paraFile != null) {
            c = c.withParaphraseFile(Path.of(paraFile));
        }
        Meteor15Config.Normalization n = norm
                ? (noPunct ? Meteor15Config.Normalization.NORM_NO_PUNCT : Meteor15Config.Normalization.NORM)
                : lower ? Meteor15Config.Normalization.LOWER : Meteor15Config.Normalization.NONE;
        c = c.withNormalization(n).withCharBased(ch);
        return new Meteor15Flags(c, refCount == null ? 1 : integer("-r", refCount), stdio, quiet, ssOut, vOut);
    }

    private static double[] numbers(String flag, String value) {
        StringTokenizer tok = new StringTokenizer(value);
        double[] out = new double[tok.countTokens()];
        for (int i = 0; i < out.length; i++) {
            String t = tok.nextToken();
            try {
                out[i] = Double.parseDouble(t);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(flag + ": not a number: " + t);
            }
        }
        return out;
    }

    private static int integer(String flag, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(flag + ": not an integer: " + value);
        }
    }

    /** Splits a command line as a POSIX shell does: whitespace, single and double quotes, backslash. */
    public static List<String> shellSplit(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated quote in: " + line);
                }
                cur.append(line, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                i++;
                while (i < line.length() && line.charAt(i) != '"') {
                    char d = line.charAt(i);
                    if (d == '\\' && i + 1 < line.length() && "$`\"\\".indexOf(line.charAt(i + 1)) >= 0) {
                        d = line.charAt(++i);
                    }
                    cur.append(d);
                    i++;
                }
                if (i >= line.length()) {
                    throw new IllegalArgumentException("unterminated quote in: " + line);
                }
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                cur.append(line.charAt(++i));
                inWord = true;
            } else if (c == ' ' || c == '\t' || c == '\n') {
                if (inWord) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    inWord = false;
                }
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            out.add(cur.toString());
        }
        return out;
    }
}
