package io.github.nlgmetrics.cli.report;

import io.github.nlgmetrics.compat.python.PyFormat;

/**
 * Strings and numbers as Python's {@code json.dumps} writes them (sacrebleu's JSON reports):
 * {@code ensure_ascii=True} escapes, floats as {@code repr}, {@code null}, {@code NaN},
 * {@code Infinity}.
 */
public final class PyJson {
    private PyJson() {
    }

    /** A string as Python's {@code json.dumps} writes it ({@code ensure_ascii=True}). */
    public static String jsonString(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    if (ch < 0x20 || ch > 0x7e) {
                        sb.append(String.format("\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /**
     * {@code json.dumps(value)} of a Python value as {@link io.github.nlgmetrics.Score#fields()} holds
     * it: a dict (keys in order) as {@code {"k": v, ...}}, lists and arrays as {@code [a, b]}, floats
     * as {@code repr}, integers, booleans, strings, {@code null}.
     */
    public static String dumps(Object value) {
        StringBuilder sb = new StringBuilder();
        dumps(value, sb);
        return sb.toString();
    }

    private static void dumps(Object v, StringBuilder sb) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof Double d) {
            sb.append(jsonNumber(d));
        } else if (v instanceof Float f) {
            sb.append(jsonNumber(f.doubleValue()));
        } else if (v instanceof Number || v instanceof Boolean) {
            sb.append(v instanceof Boolean b ? (b ? "true" : "false") : v.toString());
        } else if (v instanceof String str) {
            sb.append(jsonString(str));
        } else if (v instanceof java.util.Map<?, ?> m) {
            sb.append('{');
            String sep = "";
            for (java.util.Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sep).append(jsonString(String.valueOf(e.getKey()))).append(": ");
                dumps(e.getValue(), sb);
                sep = ", ";
            }
            sb.append('}');
        } else if (v instanceof double[] a) {
            list(java.util.Arrays.stream(a).boxed().toList(), sb);
        } else if (v instanceof long[] a) {
            list(java.util.Arrays.stream(a).boxed().toList(), sb);
        } else if (v instanceof int[] a) {
            list(java.util.Arrays.stream(a).boxed().toList(), sb);
        } else if (v instanceof java.util.List<?> l) {
            list(l, sb);
        } else {
            sb.append(jsonString(v.toString()));
        }
    }

    private static void list(java.util.List<?> items, StringBuilder sb) {
        sb.append('[');
        String sep = "";
        for (Object o : items) {
            sb.append(sep);
            dumps(o, sb);
            sep = ", ";
        }
        sb.append(']');
    }

    /** A number as Python's {@code json.dumps} writes it: {@code repr(float)}, {@code null} for None. */
    static String jsonNumber(Double x) {
        if (x == null) {
            return "null";
        }
        if (x.isNaN()) {
            return "NaN";
        }
        if (x.isInfinite()) {
            return x > 0 ? "Infinity" : "-Infinity";
        }
        return PyFormat.repr(x);
    }
}
