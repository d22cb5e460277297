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
