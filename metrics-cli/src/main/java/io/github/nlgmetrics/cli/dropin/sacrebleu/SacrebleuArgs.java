package io.github.nlgmetrics.cli.dropin.sacrebleu;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * sacrebleu 2.6.0's command line ({@code sacrebleu.parse_args}) read with the semantics of
 * Python 3.11's {@code argparse}: long options by any unambiguous prefix ({@code --tok}),
 * {@code --opt=value}, single-dash short forms ({@code -tok}, {@code -sl}, {@code -w6}, joined
 * switches {@code -qb}), {@code nargs='*'/'+'} options that take every following argument that
 * is not an option, the positional references where argparse places them, negative numbers as
 * arguments, {@code --}, type conversion ({@code int()}, {@code float()}), choices, the paired
 * tests' mutual exclusion, and the last occurrence of an option winning.
 *
 * <p>A grammar error is a {@link UsageError} (sacrebleu exits 2 with its usage on stderr).
 *
 * <p>Longer than 300 lines because it is one grammar: sacrebleu's table of 45 options (60 lines)
 * and argparse's parsing of it, whose steps (classify, consume, store) share the table and the
 * pattern of the arguments; apart, neither half can be read or tested alone.
 */
final class SacrebleuArgs {
    /** A command line argparse rejects: exit code 2. */
    static final class UsageError extends IllegalArgumentException {
        UsageError(String message) {
            super(message);
        }
    }

    /** How many arguments an option takes: a switch, one value, {@code *} or {@code +}. */
    enum Nargs { ZERO, ONE, ANY, SOME }

    /** One argparse action: its destination, option strings, arity, type and choices. */
    record Action(String dest, List<String> flags, Nargs nargs, char type, List<String> choices) {
    }

    static final List<String> METRICS = List.of("bleu", "chrf", "ter");
    static final List<String> TOKENIZERS = List.of("none", "zh", "13a", "intl", "char", "ja-mecab", "ko-mecab",
            "spm", "flores101", "flores200", "spBLEU-1K");
    static final List<String> FORMATS = List.of("json", "text", "latex");

    /** sacrebleu's arguments in its declaration order (the order matters for prefix matching only by set). */
    static final List<Action> ACTIONS = List.of(
            a("help", Nargs.ZERO, 'b', null, "-h", "--help"),
            a("citation", Nargs.ZERO, 'b', null, "--citation", "--cite"),
            a("list", Nargs.ZERO, 'b', null, "--list"),
            a("test_set", Nargs.ONE, 's', null, "--test-set", "-t"),
            a("langpair", Nargs.ONE, 's', null, "--language-pair", "-l"),
            a("origlang", Nargs.ONE, 's', null, "--origlang", "-ol"),
            a("subset", Nargs.ONE, 's', null, "--subset"),
            a("download", Nargs.ONE, 's', null, "--download"),
            a("echo", Nargs.SOME, 's', null, "--echo"),
            a("input", Nargs.ANY, 's', null, "--input", "-i"),
            a("num_refs", Nargs.ONE, 'i', null, "--num-refs", "-nr"),
            a("encoding", Nargs.ONE, 's', null, "--encoding", "-e"),
            a("metrics", Nargs.SOME, 's', METRICS, "--metrics", "-m"),
            a("sentence_level", Nargs.ZERO, 'b', null, "--sentence-level", "-sl"),
            a("bleu_smooth_method", Nargs.ONE, 's', List.of("none", "floor", "add-k", "exp"), "--smooth-method", "-s"),
            a("bleu_smooth_value", Nargs.ONE, 'f', null, "--smooth-value", "-sv"),
            a("bleu_tokenize", Nargs.ONE, 's', TOKENIZERS, "--tokenize", "-tok"),
            a("bleu_lowercase", Nargs.ZERO, 'b', null, "--lowercase", "-lc"),
            a("bleu_force", Nargs.ZERO, 'b', null, "--force"),
            a("chrf_char_order", Nargs.ONE, 'i', null, "--chrf-char-order", "-cc"),
            a("chrf_word_order", Nargs.ONE, 'i', null, "--chrf-word-order", "-cw"),
            a("chrf_beta", Nargs.ONE, 'i', null, "--chrf-beta"),
            a("chrf_whitespace", Nargs.ZERO, 'b', null, "--chrf-whitespace"),
            a("chrf_lowercase", Nargs.ZERO, 'b', null, "--chrf-lowercase"),
            a("chrf_eps_smoothing", Nargs.ZERO, 'b', null, "--chrf-eps-smoothing"),
            a("ter_case_sensitive", Nargs.ZERO, 'b', null, "--ter-case-sensitive"),
            a("ter_asian_support", Nargs.ZERO, 'b', null, "--ter-asian-support"),
            a("ter_no_punct", Nargs.ZERO, 'b', null, "--ter-no-punct"),
            a("ter_normalized", Nargs.ZERO, 'b', null, "--ter-normalized"),
            a("confidence", Nargs.ZERO, 'b', null, "--confidence", "-ci"),
            a("confidence_n", Nargs.ONE, 'i', null, "--confidence-n", "-cin"),
            a("paired_ar", Nargs.ZERO, 'b', null, "--paired-ar", "-par"),
            a("paired_bs", Nargs.ZERO, 'b', null, "--paired-bs", "-pbs"),
            a("paired_ar_n", Nargs.ONE, 'i', null, "--paired-ar-n", "-parn"),
            a("paired_bs_n", Nargs.ONE, 'i', null, "--paired-bs-n", "-pbsn"),
            a("paired_jobs", Nargs.ONE, 'i', null, "--paired-jobs", "-j"),
            a("quiet", Nargs.ZERO, 'b', null, "--quiet", "-q"),
            a("short", Nargs.ZERO, 'b', null, "--short", "-sh"),
            a("score_only", Nargs.ZERO, 'b', null, "--score-only", "-b"),
            a("width", Nargs.ONE, 'i', null, "--width", "-w"),
            a("detail", Nargs.ZERO, 'b', null, "--detail", "-d"),
            a("no_color", Nargs.ZERO, 'b', null, "--no-color", "-nc"),
            a("format", Nargs.ONE, 's', FORMATS, "--format", "-f"),
            a("version", Nargs.ZERO, 'b', null, "--version", "-V"));

    private static final Map<String, Action> BY_FLAG = new LinkedHashMap<>();

    static {
        for (Action x : ACTIONS) {
            x.flags().forEach(f -> BY_FLAG.put(f, x));
        }
    }

    /** The parsed values by destination (absent: the default). */
    final Map<String, Object> values = new HashMap<>();
    /** The positional references. */
    final List<String> refs = new ArrayList<>();

    private static Action a(String dest, Nargs nargs, char type, List<String> choices, String... flags) {
        return new Action(dest, List.of(flags), nargs, type, choices);
    }

    /** A switch's value. */
    boolean flag(String dest) {
        return Boolean.TRUE.equals(values.get(dest));
    }

    /** A value, or {@code dflt} when the option was not given. */
    @SuppressWarnings("unchecked")
    <T> T get(String dest, T dflt) {
        return values.containsKey(dest) ? (T) values.get(dest) : dflt;
    }

    /** Whether the option was given. */
    boolean given(String dest) {
        return values.containsKey(dest);
    }

    /** One classified argument: an option (with the action and explicit value) or a plain argument. */
    private record Arg(String text, Action action, String flag, String explicit, boolean option) {
    }

    /** Parses {@code argv} as argparse does; a {@link UsageError} where argparse exits 2. */
    static SacrebleuArgs parse(List<String> argv) {
        SacrebleuArgs out = new SacrebleuArgs();
        List<Arg> args = new ArrayList<>();
        StringBuilder pattern = new StringBuilder();
        boolean rest = false;
        for (String s : argv) {
            if (rest) {
                args.add(new Arg(s, null, null, null, false));
                pattern.append('A');
            } else if (s.equals("--")) {
                rest = true;
                args.add(new Arg(s, null, null, null, false));
                pattern.append('-');
            } else {
                Arg a = classify(s);
                args.add(a);
                pattern.append(a.option() ? 'O' : 'A');
            }
        }
        List<String> extras = new ArrayList<>();
        boolean refsConsumed = false;
        int i = 0;
        while (i < args.size()) {
            Arg a = args.get(i);
            if (!a.option()) {
                int end = i;
                while (end < args.size() && pattern.charAt(end) != 'O') {
                    end++;
                }
                if (!refsConsumed) {
                    boolean dashes = false;
                    for (int k = i; k < end; k++) {
                        if (args.get(k).text().equals("--") && pattern.charAt(k) == '-' && !dashes) {
                            dashes = true;
                            continue;
                        }
                        out.refs.add(args.get(k).text());
                    }
                    refsConsumed = true;
                } else {
                    for (int k = i; k < end; k++) {
                        if (pattern.charAt(k) != '-') {
                            extras.add(args.get(k).text());
                        }
                    }
                }
                i = end;
                continue;
            }
            if (a.action() != null && a.explicit() == null
                    && (a.action().dest().equals("help") || a.action().dest().equals("version"))) {
                // argparse's help and version actions print and exit when they are reached: what
                // follows (--version --bogus) is never looked at.
                out.values.put(a.action().dest(), Boolean.TRUE);
                return out;
            }
            i = consumeOptional(out, args, pattern, i, extras);
        }
        if (!extras.isEmpty()) {
            throw new UsageError("unrecognized arguments: " + String.join(" ", extras));
        }
        if (out.flag("paired_ar") && out.flag("paired_bs")) {
            throw new UsageError("argument --paired-bs/-pbs: not allowed with argument --paired-ar/-par");
        }
        return out;
    }

    private static int consumeOptional(SacrebleuArgs out, List<Arg> args, CharSequence pattern, int i,
                                       List<String> extras) {
        Arg a = args.get(i);
        Action action = a.action();
        String flag = a.flag();
        String explicit = a.explicit();
        if (action == null) {
            extras.add(a.text());
            return i + 1;
        }
        while (explicit != null) {
            if (action.nargs() == Nargs.ZERO) {
                if (flag.charAt(1) == '-' || explicit.isEmpty()) {
                    throw new UsageError("argument " + String.join("/", action.flags()) + ": ignored explicit argument '"
                            + explicit + "'");
                }
                // -qb: -q, then -b with the rest.
                out.store(action, List.of(), flag);
                String next = "-" + explicit.charAt(0);
                String more = explicit.length() > 1 ? explicit.substring(1) : null;
                Action n = BY_FLAG.get(next);
                if (n == null) {
                    throw new UsageError("argument " + String.join("/", action.flags())
                            + ": ignored explicit argument '" + explicit + "'");
                }
                action = n;
                flag = next;
                explicit = more;
                continue;
            }
            out.store(action, List.of(explicit), flag);
            return i + 1;
        }
        int start = i + 1;
        int end = start;
        switch (action.nargs()) {
            case ZERO -> { }
            case ONE -> {
                if (end < args.size() && pattern.charAt(end) == 'A') {
                    end++;
                } else {
                    throw new UsageError("argument " + String.join("/", action.flags()) + ": expected one argument");
                }
            }
            case ANY, SOME -> {
                while (end < args.size() && pattern.charAt(end) == 'A') {
                    end++;
                }
                if (action.nargs() == Nargs.SOME && end == start) {
                    throw new UsageError("argument " + String.join("/", action.flags())
                            + ": expected at least one argument");
                }
            }
        }
        List<String> vals = new ArrayList<>();
        for (int k = start; k < end; k++) {
            vals.add(args.get(k).text());
        }
        out.store(action, vals, flag);
        return end;
    }

    private void store(Action action, List<String> raw, String flag) {
        String name = String.join("/", action.flags());
        if (action.nargs() == Nargs.ZERO) {
            values.put(action.dest(), Boolean.TRUE);
            return;
        }
        List<Object> converted = new ArrayList<>();
        for (String s : raw) {
            Object v = switch (action.type()) {
                case 'i' -> pyInt(s, name);
                case 'f' -> pyFloat(s, name);
                default -> s;
            };
            if (action.choices() != null && !action.choices().contains(s)) {
                throw new UsageError("argument " + name + ": invalid choice: '" + s + "' (choose from "
                        + String.join(", ", action.choices()) + ")");
            }
            converted.add(v);
        }
        values.put(action.dest(), action.nargs() == Nargs.ONE ? converted.get(0) : converted);
    }

    /** argparse's {@code _parse_optional}: whether {@code s} is an option, and which. */
    private static Arg classify(String s) {
        if (s.isEmpty() || s.charAt(0) != '-') {
            return new Arg(s, null, null, null, false);
        }
        Action exact = BY_FLAG.get(s);
        if (exact != null) {
            return new Arg(s, exact, s, null, true);
        }
        if (s.length() == 1) {
            return new Arg(s, null, null, null, false);
        }
        int eq = s.indexOf('=');
        if (eq >= 0 && BY_FLAG.containsKey(s.substring(0, eq))) {
            return new Arg(s, BY_FLAG.get(s.substring(0, eq)), s.substring(0, eq), s.substring(eq + 1), true);
        }
        List<String[]> tuples = new ArrayList<>(); // flag, explicit
        if (s.charAt(1) == '-') {
            String prefix = eq >= 0 ? s.substring(0, eq) : s;
            String explicit = eq >= 0 ? s.substring(eq + 1) : null;
            for (String f : BY_FLAG.keySet()) {
                if (f.startsWith(prefix)) {
                    tuples.add(new String[] {f, explicit});
                }
            }
        } else {
            String shortPrefix = s.substring(0, 2);
            for (String f : BY_FLAG.keySet()) {
                if (f.equals(shortPrefix)) {
                    tuples.add(new String[] {f, s.substring(2)});
                } else if (f.startsWith(s)) {
                    tuples.add(new String[] {f, null});
                }
            }
        }
        if (tuples.size() > 1) {
            List<String> names = new ArrayList<>();
            tuples.forEach(t -> names.add(t[0]));
            throw new UsageError("ambiguous option: " + (eq >= 0 && s.charAt(1) == '-' ? s.substring(0, eq) : s)
                    + " could match " + String.join(", ", names));
        }
        if (tuples.size() == 1) {
            return new Arg(s, BY_FLAG.get(tuples.get(0)[0]), tuples.get(0)[0], tuples.get(0)[1], true);
        }
        if (s.matches("-\\d+|-\\d*\\.\\d+")) {
            return new Arg(s, null, null, null, false);
        }
        if (s.contains(" ")) {
            return new Arg(s, null, null, null, false);
        }
        return new Arg(s, null, null, null, true);
    }

    /**
     * {@code s} with every Unicode decimal digit (category Nd: {@code １}, {@code ٣}, ...) as its
     * ASCII digit, as Python's {@code int()} and {@code float()} read them.
     */
    static String asciiDigits(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> {
            if (Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER) {
                sb.append((char) ('0' + Character.digit(cp, 10)));
            } else {
                sb.appendCodePoint(cp);
            }
        });
        return sb.toString();
    }

    /** Python's {@code int(s)}: surrounding whitespace, a sign, underscores between digits, any decimal digits. */
    static BigInteger pyInt(String s, String name) {
        String t = asciiDigits(s).strip();
        if (t.matches("[+-]?\\d+(_\\d+)*")) {
            return new BigInteger(t.replace("_", "").replace("+", ""));
        }
        throw new UsageError("argument " + name + ": invalid int value: '" + s + "'");
    }

    /** Python's {@code float(s)}. */
    static Double pyFloat(String s, String name) {
        String t = asciiDigits(s).strip().replace("_", "");
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (lower.matches("[+-]?(inf|infinity)")) {
            return lower.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (lower.matches("[+-]?nan")) {
            return Double.NaN;
        }
        if (t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
            return Double.parseDouble(t);
        }
        throw new UsageError("argument " + name + ": invalid float value: '" + s + "'");
    }
}
