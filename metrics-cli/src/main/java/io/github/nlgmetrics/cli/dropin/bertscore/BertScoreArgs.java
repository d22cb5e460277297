package io.github.nlgmetrics.cli.dropin.bertscore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * bert_score_cli's argument parser ({@code argparse.ArgumentParser("Calculate BERTScore")}) with Python 3.11's
 * {@code argparse} semantics for its table: long options by any unambiguous prefix ({@code --num 3}),
 * {@code --opt=value}, short options with their value attached ({@code -l6}), {@code -r} taking every following
 * argument that is not an option, the last occurrence winning, {@code int()} values, the required {@code -r} and
 * {@code -c} checked before unknown arguments are reported. {@code --use_fast_tokenizer} is a {@code store_false}
 * flag: present, it selects the <em>slow</em> tokenizer (bert_score's own inversion).
 */
final class BertScoreArgs {
    /** A command line argparse rejects: exit code 2 with the usage on stderr. */
    static final class UsageError extends IllegalArgumentException {
        UsageError(String message) {
            super(message);
        }
    }

    /** One option: destination, flags, arity (0 switch, 1 value, -1 one or more), whether its value is an int. */
    private record Action(String dest, List<String> flags, int nargs, boolean integer) {
    }

    private static final List<Action> ACTIONS = List.of(
            new Action("help", List.of("-h", "--help"), 0, false),
            new Action("lang", List.of("--lang"), 1, false),
            new Action("model", List.of("-m", "--model"), 1, false),
            new Action("num_layers", List.of("-l", "--num_layers"), 1, true),
            new Action("batch_size", List.of("-b", "--batch_size"), 1, true),
            new Action("nthreads", List.of("--nthreads"), 1, true),
            new Action("idf", List.of("--idf"), 0, false),
            new Action("rescale_with_baseline", List.of("--rescale_with_baseline"), 0, false),
            new Action("baseline_path", List.of("--baseline_path"), 1, false),
            new Action("use_fast_tokenizer", List.of("--use_fast_tokenizer"), 0, false),
            new Action("seg_level", List.of("-s", "--seg_level"), 0, false),
            new Action("verbose", List.of("-v", "--verbose"), 0, false),
            new Action("ref", List.of("-r", "--ref"), -1, false),
            new Action("cand", List.of("-c", "--cand"), 1, false));
    private static final Map<String, Action> BY_FLAG = new LinkedHashMap<>();

    static {
        ACTIONS.forEach(a -> a.flags().forEach(f -> BY_FLAG.put(f, a)));
    }

    final Map<String, Object> values = new LinkedHashMap<>();

    boolean flag(String dest) {
        return Boolean.TRUE.equals(values.get(dest));
    }

    Integer integer(String dest, Integer dflt) {
        return values.containsKey(dest) ? (Integer) values.get(dest) : dflt;
    }

    String string(String dest) {
        return (String) values.get(dest);
    }

    @SuppressWarnings("unchecked")
    List<String> refs() {
        return (List<String>) values.get("ref");
    }

    /** One argument, classified: an option (its action, and a value given with it) or a plain argument. */
    private record Arg(String text, Action action, String explicit) {
        boolean option() {
            return action != null || (text.startsWith("-") && text.length() > 1 && !text.matches("-\\d+|-\\d*\\.\\d+")
                    && !text.contains(" "));
        }
    }

    static BertScoreArgs parse(List<String> argv) {
        BertScoreArgs out = new BertScoreArgs();
        List<Arg> args = new ArrayList<>();
        boolean rest = false;
        for (String s : argv) {
            if (rest) {
                args.add(new Arg(s, null, null));
            } else if (s.equals("--")) {
                rest = true;
            } else {
                args.add(classify(s));
            }
        }
        List<String> extras = new ArrayList<>();
        int i = 0;
        while (i < args.size()) {
            Arg a = args.get(i);
            if (!a.option() || rest && a.action() == null) {
                extras.add(a.text());
                i++;
                continue;
            }
            if (a.action() == null) {
                extras.add(a.text());
                i++;
                continue;
            }
            Action act = a.action();
            String name = String.join("/", act.flags());
            if (act.dest().equals("help") && a.explicit() == null) {
                out.values.put("help", Boolean.TRUE);
                return out;
            }
            if (act.nargs() == 0) {
                if (a.explicit() != null) {
                    throw new UsageError("argument " + name + ": ignored explicit argument '" + a.explicit() + "'");
                }
                out.values.put(act.dest(), Boolean.TRUE);
                i++;
                continue;
            }
            List<String> vals = new ArrayList<>();
            int j = i + 1;
            if (a.explicit() != null) {
                vals.add(a.explicit());
            } else {
                while (j < args.size() && !args.get(j).option() && (act.nargs() < 0 || vals.isEmpty())) {
                    vals.add(args.get(j).text());
                    j++;
                }
                if (vals.isEmpty()) {
                    throw new UsageError("argument " + name + (act.nargs() < 0 ? ": expected at least one argument"
                            : ": expected one argument"));
                }
            }
            if (act.nargs() < 0) {
                out.values.put(act.dest(), vals);
            } else if (act.integer()) {
                out.values.put(act.dest(), pyInt(vals.get(0), name));
            } else {
                out.values.put(act.dest(), vals.get(0));
            }
            i = j;
        }
        List<String> missing = new ArrayList<>();
        if (!out.values.containsKey("ref")) {
            missing.add("-r/--ref");
        }
        if (!out.values.containsKey("cand")) {
            missing.add("-c/--cand");
        }
        if (!missing.isEmpty()) {
            throw new UsageError("the following arguments are required: " + String.join(", ", missing));
        }
        if (!extras.isEmpty()) {
            throw new UsageError("unrecognized arguments: " + String.join(" ", extras));
        }
        return out;
    }

    /** argparse's {@code _parse_optional} for this table. */
    private static Arg classify(String s) {
        if (s.isEmpty() || s.charAt(0) != '-' || s.length() == 1) {
            return new Arg(s, null, null);
        }
        Action exact = BY_FLAG.get(s);
        if (exact != null) {
            return new Arg(s, exact, null);
        }
        int eq = s.indexOf('=');
        if (eq >= 0 && BY_FLAG.containsKey(s.substring(0, eq))) {
            return new Arg(s, BY_FLAG.get(s.substring(0, eq)), s.substring(eq + 1));
        }
        List<String[]> matches = new ArrayList<>();
        if (s.charAt(1) == '-') {
            String prefix = eq >= 0 ? s.substring(0, eq) : s;
            for (String f : BY_FLAG.keySet()) {
                if (f.startsWith(prefix)) {
                    matches.add(new String[] {f, eq >= 0 ? s.substring(eq + 1) : null});
                }
            }
        } else {
            String shortFlag = s.substring(0, 2);
            for (String f : BY_FLAG.keySet()) {
                if (f.equals(shortFlag)) {
                    matches.add(new String[] {f, s.substring(2)});
                } else if (f.startsWith(s)) {
                    matches.add(new String[] {f, null});
                }
            }
        }
        if (matches.size() > 1) {
            List<String> names = new ArrayList<>();
            matches.forEach(m -> names.add(m[0]));
            throw new UsageError("ambiguous option: " + (eq >= 0 ? s.substring(0, eq) : s) + " could match "
                    + String.join(", ", names));
        }
        if (matches.size() == 1) {
            return new Arg(s, BY_FLAG.get(matches.get(0)[0]), matches.get(0)[1]);
        }
        return new Arg(s, null, null);
    }

    /** Python's {@code int(s)} as argparse's {@code type=int} applies it. */
    private static Integer pyInt(String s, String name) {
        String t = s.strip();
        if (t.matches("[+-]?\\d+(_\\d+)*")) {
            try {
                return Integer.valueOf(t.replace("_", "").replace("+", ""));
            } catch (NumberFormatException e) {
                throw new UsageError("argument " + name + ": " + t + " is too large");
            }
        }
        throw new UsageError("argument " + name + ": invalid int value: '" + s + "'");
    }
}
