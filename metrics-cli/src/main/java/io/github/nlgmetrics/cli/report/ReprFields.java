package io.github.nlgmetrics.cli.report;

import io.github.nlgmetrics.compat.python.PyFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Formatting of {@link io.github.nlgmetrics.Score#fields()} values for {@link Presenter#REPR}. */
final class ReprFields {
    private ReprFields() {
    }

    /** A headline value as text: a float as repr (fixed with -w), a list as {@code [a, b]}, an integer as is. */
    static String text(Report r, Object v) {
        if (v instanceof Double d) {
            return r.reprOrFixed(d);
        }
        if (v instanceof double[] arr) {
            List<String> parts = new ArrayList<>();
            for (double d : arr) {
                parts.add(r.reprOrFixed(d));
            }
            return "[" + String.join(", ", parts) + "]";
        }
        if (v instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            for (Object o : list) {
                parts.add(text(r, o));
            }
            return "[" + String.join(", ", parts) + "]";
        }
        return String.valueOf(v);
    }

    /** A headline value for JSON: floats rounded to the width when -w was given. */
    static Object rounded(Report r, Object v) {
        if (!r.style.widthGiven()) {
            return v;
        }
        if (v instanceof Double d) {
            return PyFormat.round(d, r.width);
        }
        if (v instanceof double[] arr) {
            double[] out = new double[arr.length];
            for (int i = 0; i < arr.length; i++) {
                out[i] = PyFormat.round(arr[i], r.width);
            }
            return out;
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            for (Object o : list) {
                out.add(rounded(r, o));
            }
            return out;
        }
        return v;
    }

    /** {@code " (precisions = 0.5000/0.2500 bp = 1.0000 ...)"} for the fields after the first; empty if none. */
    static String details(Map<String, Object> fields, String first) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Object> e : fields.entrySet()) {
            if (e.getKey().equals(first)) {
                continue;
            }
            sb.append(sb.length() == 0 ? " (" : " ").append(e.getKey()).append(" = ");
            Object v = e.getValue();
            if (v instanceof double[] arr) {
                for (int i = 0; i < arr.length; i++) {
                    sb.append(i > 0 ? "/" : "").append(PyFormat.fixed(arr[i], 4));
                }
            } else if (v instanceof Double d) {
                sb.append(PyFormat.fixed(d, 4));
            } else {
                sb.append(v);
            }
        }
        return sb.length() == 0 ? "" : sb.append(')').toString();
    }
}
