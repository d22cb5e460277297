package io.github.nlgmetrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One option of a {@link Profile}, declared once: the reference's own keyword name (the key of
 * golden cases and of {@link Profile#metric(java.util.Map)}), its command-line flags, its default,
 * and the parser that also validates it. Values arrive either as text (command line, Spark
 * options) or already typed (JSON: {@link Boolean}, {@link Number}, {@link List}); the parser takes
 * both, and every rejection names the option and the bad value.
 *
 * @param key the reference's keyword name, e.g. {@code smooth_method}
 * @param flags command-line flags, long form first, e.g. {@code --smooth-method}, {@code -s}
 * @param defaultValue the reference's default (may be null: "the reference decides")
 * @param parser turns a raw value into a valid typed one, or throws {@link IllegalArgumentException}
 * @param flag whether the command line takes it as a switch without a value (booleans)
 * @param multiple whether the command line takes it repeatedly (the raw value is then a list)
 * @param description one line for {@code --help} and {@code nlg-metrics profiles}
 * @param <T> the value type
 */
public record Option<T>(String key, List<String> flags, T defaultValue, Function<Object, T> parser, boolean flag,
                        boolean multiple, String description) {
    public Option {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("option key must be non-empty");
        }
        flags = List.copyOf(flags);
    }

    /** The value parsed and validated from {@code raw} ({@code null} gives the default). */
    public T parse(Object raw) {
        if (raw == null) {
            return defaultValue;
        }
        return parser.apply(raw);
    }

    /** The long command-line flag ({@code --smooth-method}), or null when the option has none. */
    public String longFlag() {
        return flags.isEmpty() ? null : flags.get(0);
    }

    /** A boolean option; on the command line a switch. */
    public static Option<Boolean> bool(String key, List<String> flags, boolean dflt, String description) {
        return new Option<>(key, flags, dflt, raw -> toBool(key, raw), !dflt, false, description);
    }

    /** An integer option in {@code [min, max]}. */
    public static Option<Integer> integer(String key, List<String> flags, Integer dflt, int min, int max,
                                          String description) {
        return new Option<>(key, flags, dflt, raw -> {
            long v = toLong(key, raw);
            if (v < min || v > max) {
                throw new IllegalArgumentException(key + " must be " + range(min, max) + ": " + v);
            }
            return (int) v;
        }, false, false, description);
    }

    /** A finite number in {@code [min, max]}. */
    public static Option<Double> number(String key, List<String> flags, Double dflt, double min, double max,
                                        String description) {
        return new Option<>(key, flags, dflt, raw -> {
            double v = toDouble(key, raw);
            if (!(v >= min && v <= max)) {
                throw new IllegalArgumentException(key + " must be a finite number " + range(min, max) + ": "
                        + raw);
            }
            return v;
        }, false, false, description);
    }

    /** One of {@code choices} (case-sensitive). */
    public static Option<String> choice(String key, List<String> flags, String dflt, List<String> choices,
                                        String description) {
        return new Option<>(key, flags, dflt, raw -> {
            String v = raw.toString();
            if (!choices.contains(v)) {
                throw new IllegalArgumentException(key + ": unknown value '" + v + "' (known: "
                        + String.join(", ", choices) + ")");
            }
            return v;
        }, false, false, description);
    }

    /** An option with its own parser (which must validate and name the option in its messages). */
    public static <T> Option<T> of(String key, List<String> flags, T dflt, Function<Object, T> parser,
                                   String description) {
        return new Option<>(key, flags, dflt, parser, false, false, description);
    }

    /**
     * An option whose value is one tuple of finite numbers or a list of such tuples (NLTK's
     * {@code weights}), parsed by {@link #toDoubleTuples}; a value already of type {@code type}
     * passes through, and the command-line flag is repeatable (one tuple each).
     */
    public static <T> Option<T> doubleTuples(String key, List<String> flags, T dflt, Class<T> type,
                                             Function<double[], T> one, Function<List<double[]>, T> several,
                                             String description) {
        return new Option<T>(key, flags, dflt, raw -> type.isInstance(raw) ? type.cast(raw)
                : toDoubleTuples(key, raw, one, several), false, true, description);
    }

    /** This option, taken repeatedly on the command line (the parser then receives a list). */
    public Option<T> repeatable() {
        return new Option<>(key, flags, defaultValue, parser, flag, true, description);
    }

    private static String range(double min, double max) {
        if (max == Double.MAX_VALUE || max == Integer.MAX_VALUE) {
            return "at least " + fmt(min);
        }
        if (min == -Double.MAX_VALUE || min == Integer.MIN_VALUE) {
            return "at most " + fmt(max);
        }
        return "between " + fmt(min) + " and " + fmt(max);
    }

    private static String fmt(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }

    /** A boolean from {@code true/false} (any case), {@code 1/0}, or a {@link Boolean}. */
    public static boolean toBool(String key, Object raw) {
        if (raw instanceof Boolean b) {
            return b;
        }
        String s = raw.toString().trim().toLowerCase(Locale.ROOT);
        switch (s) {
            case "true", "1", "yes" -> {
                return true;
            }
            case "false", "0", "no" -> {
                return false;
            }
            default -> throw new IllegalArgumentException(key + " must be true or false: '" + raw + "'");
        }
    }

    /** A whole number from text or a {@link Number} (a fractional number is rejected). */
    public static long toLong(String key, Object raw) {
        if (raw instanceof Number n) {
            double d = n.doubleValue();
            if (d != Math.rint(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException(key + " must be a whole number: " + raw);
            }
            return n.longValue();
        }
        try {
            return Long.parseLong(raw.toString().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number: '" + raw + "'");
        }
    }

    /** A finite number from text or a {@link Number}. */
    public static double toDouble(String key, Object raw) {
        double v;
        if (raw instanceof Number n) {
            v = n.doubleValue();
        } else {
            try {
                v = Double.parseDouble(raw.toString().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be a number: '" + raw + "'");
            }
        }
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(key + " must be a finite number: " + raw);
        }
        return v;
    }

    /** A list of finite numbers from a {@link List} or from text {@code 0.25,0.25} / {@code [0.25, 0.25]}. */
    public static double[] toDoubles(String key, Object raw) {
        List<Object> items = new ArrayList<>();
        if (raw instanceof List<?> list) {
            items.addAll(list);
        } else if (raw instanceof double[] arr) {
            for (double d : arr) {
                items.add(d);
            }
        } else {
            String s = raw.toString().trim();
            if (s.startsWith("[") || s.startsWith("(")) {
                s = s.substring(1, s.length() - 1);
            }
            if (!s.isBlank()) {
                for (String part : s.split(",", -1)) {
                    items.add(part.trim());
                }
            }
        }
        double[] out = new double[items.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = toDouble(key, items.get(i));
        }
        return out;
    }

    private static final Pattern BRACKETED = Pattern.compile("\\[([^\\[\\]]*)\\]");

    /**
     * One tuple of finite numbers or several, in each shape a golden case or the command line
     * gives: a {@code double[]} or a list of numbers (one tuple: {@code one}); a list of lists or
     * arrays (several: {@code several}, also when it holds one); text {@code 0.5,0.5} or
     * {@code [0.5, 0.5]} (one) or {@code [[0.5, 0.5], [1]]} (several); a list of such texts (a
     * repeated command-line flag: one tuple each, several when there is more than one). Every
     * number goes through {@link #toDoubles}, so a rejection names {@code key} and the bad value.
     */
    public static <T> T toDoubleTuples(String key, Object raw, Function<double[], T> one,
                                       Function<List<double[]>, T> several) {
        if (raw instanceof double[] arr) {
            return one.apply(arr);
        }
        if (raw instanceof List<?> list) {
            boolean nested = !list.isEmpty() && list.stream().allMatch(x -> x instanceof List<?> || x instanceof double[]);
            boolean texts = !list.isEmpty() && list.stream().allMatch(x -> x instanceof String);
            if (texts && list.size() == 1) {
                return toDoubleTuples(key, list.get(0), one, several);
            }
            if (nested || texts) {
                List<double[]> tuples = new ArrayList<>();
                list.forEach(x -> tuples.add(toDoubles(key, x)));
                return several.apply(tuples);
            }
            return one.apply(toDoubles(key, list));
        }
        String text = raw.toString().trim();
        if (text.startsWith("[") && text.substring(1).trim().startsWith("[")) {
            List<double[]> tuples = new ArrayList<>();
            Matcher m = BRACKETED.matcher(text.substring(1, text.length() - 1));
            while (m.find()) {
                tuples.add(toDoubles(key, m.group(1)));
            }
            return several.apply(tuples);
        }
        return one.apply(toDoubles(key, text));
    }
}
